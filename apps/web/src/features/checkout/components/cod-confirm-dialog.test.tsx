// @vitest-environment jsdom
import { COD_CONFIRMATION_MESSAGES } from '@shop/contract/cod-confirmation';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodConfirmDialog } from './cod-confirm-dialog';

afterEach(cleanup);

const details = {
  reason: 'first_cod_order' as const,
  confirmationId: '6f1c1c6e-8a43-4e0b-9a57-1d1f5b7c2a10',
  sentTo: '******3210',
  expiresAt: '2026-11-25T11:00:00.000Z',
  resendAfterSeconds: 60,
};

function renderDialog(overrides: Partial<Parameters<typeof CodConfirmDialog>[0]> = {}) {
  const props = { details, sentAt: Date.now(), busy: false, error: null, onConfirm: vi.fn(), onResend: vi.fn(async () => ({ sent: true as const })), onClose: vi.fn(), ...overrides };
  render(<CodConfirmDialog {...props} />);
  return props;
}

const confirmButton = () => screen.getByRole('button', { name: COD_CONFIRMATION_MESSAGES.confirm }) as HTMLButtonElement;

describe('CodConfirmDialog', () => {
  it('says where the code went and confirms only with all six digits', async () => {
    const props = renderDialog();
    expect(screen.getByText(COD_CONFIRMATION_MESSAGES.required({ sentTo: '******3210' }))).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    const boxes = screen.getAllByRole('textbox');
    fireEvent.change(boxes[0]!, { target: { value: '123456' } });
    expect(confirmButton().disabled).toBe(false);
    fireEvent.click(confirmButton());
    // The form checks the code with the contract's schema first, then confirms.
    await vi.waitFor(() => expect(props.onConfirm).toHaveBeenCalledWith('123456'));
  });

  it("shows the server's refusal in place and cannot be used while confirming", () => {
    renderDialog({ error: 'The code is incorrect. Please try again.', busy: true });
    expect(screen.getByRole('alert').textContent).toBe('The code is incorrect. Please try again.');
    expect(confirmButton().disabled).toBe(true);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render as renderUi, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { ApiError } from '../../../lib/api-client';
import { ReturnRequest } from './return-request';

/** What the server answers POST /order/:orderId/return with: its message, or a refusal (an ApiError's status and message). */
const requestReturnMock = vi.fn<(orderId: string, reason: string, note?: string) => Promise<string>>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The server says whether a return is possible (canReturn): delivered, within 4 days, none asked for yet.
const order = { orderId: 'order-1', canReturn: true, returnRequest: null, paymentMethod: 'ONLINE' as const };

beforeEach(() => {
  requestReturnMock.mockReset();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const orderId = decodeURIComponent(/\/order\/([^/]+)\/return$/.exec(url)?.[1] ?? '');
    const { reason, note } = JSON.parse(String(init.body)) as { reason: string; note?: string };
    try {
      return json(200, { success: true, message: await requestReturnMock(orderId, reason, note) });
    } catch (err) {
      return err instanceof ApiError ? json(err.status, { success: false, message: err.message }) : json(500, {});
    }
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const store = () => createStore({ browser: false });
const render = (ui: ReactElement) => {
  const rendered = renderUi(<Provider store={store()}>{ui}</Provider>);
  return { ...rendered, rerender: (next: ReactElement) => rendered.rerender(<Provider store={store()}>{next}</Provider>) };
};

function openPicker(props: Partial<Parameters<typeof ReturnRequest>[0]> = {}) {
  const onReturned = vi.fn();
  render(<ReturnRequest order={order} onReturned={onReturned} {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Return' }));
  return { onReturned, dialog: screen.getByRole('dialog', { name: 'Why are you returning this order?' }) };
}

describe('ReturnRequest', () => {
  it('shows no Return button for an order that is not delivered, or delivered more than 4 days ago', () => {
    // As the server answers for each: canReturn false.
    const { rerender } = render(<ReturnRequest order={{ ...order, canReturn: false }} onReturned={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
    rerender(<ReturnRequest order={{ ...order, canReturn: false }} onReturned={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
    rerender(<ReturnRequest order={order} onReturned={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Return' })).toBeTruthy();
  });

  it('offers the four reasons and asks for one before sending', async () => {
    openPicker();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['Wrong item received', 'Damaged product', 'Product no longer needed', 'Other']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please select a reason'));
    expect(requestReturnMock).not.toHaveBeenCalled();
  });

  it('needs the order id', async () => {
    openPicker({ order: { ...order, orderId: '' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Damaged product' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Order ID missing. Cannot initiate return.'));
    expect(requestReturnMock).not.toHaveBeenCalled();
  });

  it("sends 'Other' with its note, then says so and the button disappears", async () => {
    requestReturnMock.mockResolvedValue('Return request submitted successfully.');
    const { onReturned } = openPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    // A comment is required with 'Other'.
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Tell us what is wrong in the comment'));
    fireEvent.change(screen.getByLabelText('Tell us what is wrong'), { target: { value: ' Too big for my cat ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Return request submitted successfully.'));
    expect(requestReturnMock).toHaveBeenCalledWith('order-1', 'Other', 'Too big for my cat');
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onReturned).toHaveBeenCalledTimes(1);
  });

  it("sends no note with other reasons", async () => {
    requestReturnMock.mockResolvedValue('Return request submitted successfully.');
    openPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Wrong item received' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(requestReturnMock).toHaveBeenCalledWith('order-1', 'Wrong item received', undefined));
  });

  it("asks for a photo with 'Damaged product', of a type and size the shop takes", async () => {
    openPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Damaged product' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Add a photo of the damaged product'));
    const input = screen.getByLabelText('Photo of the damage');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The photo must be a JPEG, PNG or WebP image'));
    expect(requestReturnMock).not.toHaveBeenCalled();
  });

  it('asks a Cash on Delivery customer for the UPI ID their refund goes to', async () => {
    requestReturnMock.mockResolvedValue('Return request submitted successfully.');
    openPicker({ order: { ...order, paymentMethod: 'COD' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Wrong item received' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter the UPI ID your refund should be sent to'));
    fireEvent.change(screen.getByLabelText('UPI ID for your refund'), { target: { value: 'asha@okaxis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(requestReturnMock).toHaveBeenCalledWith('order-1', 'Wrong item received', undefined));
  });

  it("shows the server's reason inline when the return is refused", async () => {
    requestReturnMock.mockRejectedValue(new ApiError('Returns can be requested within 4 days of delivery', 422));
    openPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Product no longer needed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Returns can be requested within 4 days of delivery'));
    expect(screen.getByRole('button', { name: 'Submit return request' })).toBeTruthy();
  });

  it("says 'Return failed' when there is no server message", async () => {
    requestReturnMock.mockRejectedValue(new Error(''));
    openPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Wrong item received' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Return failed'));
  });

  it('shows a return already asked for instead of the button', () => {
    render(
      <ReturnRequest
        order={{ ...order, canReturn: false, returnRequest: { reason: 'Damaged product', status: 'requested', requestedAt: '2025-06-11T10:00:00.000Z' } }}
        onReturned={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
    expect(screen.getByText('Return requested on 11 Jun 2025: Damaged product.')).toBeTruthy();
  });

  it("shows the step of a return in the server's words", () => {
    render(
      <ReturnRequest
        order={{
          ...order,
          canReturn: false,
          returnRequest: { reason: 'Wrong item received', status: 'approved', requestedAt: '2025-06-11T10:00:00.000Z', statusLabel: 'Pickup arranged', message: 'Pickup arranged: our courier partner will collect the items.' },
        }}
        onReturned={vi.fn()}
      />,
    );
    expect(screen.getByText('Return: Pickup arranged')).toBeTruthy();
    expect(screen.getByText('Pickup arranged: our courier partner will collect the items.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { DATA_RIGHTS_LIMITS, StaffDeletionBody } from '@shop/contract/data-rights';
import { CancelOrderBody } from '@shop/contract/admin';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoteDialog, ReasonDialog } from './confirm-dialog';

afterEach(cleanup);

describe('NoteDialog', () => {
  it('checks its one note with the step’s schema, then runs the step with the note trimmed', async () => {
    const onConfirm = vi.fn(async () => {});
    render(
      <NoteDialog
        title="Delete Meera’s account?"
        message="Their personal data is erased at once."
        confirmLabel="Delete account"
        schema={StaffDeletionBody}
        note={{ name: 'reference', label: 'Written request', max: DATA_RIGHTS_LIMITS.referenceMaxLength }}
        failedMessage="The account could not be deleted."
        onCancel={() => {}}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete Meera’s account?' })).toBeTruthy();
    const note = screen.getByLabelText('Written request') as HTMLTextAreaElement;
    expect(note.value).toBe('');
    expect(note.maxLength).toBe(DATA_RIGHTS_LIMITS.referenceMaxLength);
    // Too short: the contract's words are said in the dialog, and nothing runs.
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Say which written request this is (its date and how it came).');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(note, { target: { value: '  Letter of 2 Dec 2026, by post  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Letter of 2 Dec 2026, by post'));
  });

  it('says in the dialog why the step failed', async () => {
    render(
      <ReasonDialog
        title="Cancel order ORD-1?"
        message="The customer is told."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        schema={CancelOrderBody}
        reason={{ label: 'Reason', max: 200, optional: true }}
        failedMessage="The order could not be cancelled."
        onCancel={() => {}}
        onConfirm={async () => {
          throw new Error('network down');
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel order' }).className).toContain('btn-danger');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('network down');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

describe('Dialog', () => {
  it('is a modal dialog named by its title, with its body and actions', () => {
    render(
      <Dialog title="Return Order" className="test-dialog" onClose={() => {}} actions={<button type="button">Cancel</button>}>
        <p>Pick a reason</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Return Order' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain('test-dialog');
    expect(screen.getByText('Pick a reason')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' }).parentElement?.className).toBe('dialog__actions');
    // No × unless the dialog names it.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('closes from its × button and from Escape', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Select Payment Method" className="test-dialog" closeLabel="Close" onClose={onClose}>
        <p>Body</p>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while busy', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Select Payment Method" className="test-dialog" closeLabel="Close" busy onClose={onClose}>
        <p>Body</p>
      </Dialog>,
    );
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is described by its lead, whose id a part of it may name', () => {
    render(
      <Dialog title="Confirm your order" lead="Enter the code sent to +91 98••• ••210" leadId="cod-lead" className="test-dialog" onClose={() => {}}>
        <div role="group" aria-labelledby="cod-lead" />
      </Dialog>,
    );
    const lead = screen.getByText('Enter the code sent to +91 98••• ••210');
    expect(lead.className).toBe('dialog__lead');
    expect(screen.getByRole('dialog').getAttribute('aria-describedby')).toBe('cod-lead');
    expect(screen.getByRole('group', { name: 'Enter the code sent to +91 98••• ••210' })).toBeTruthy();
  });

  it('is a form when it handles a submission', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Dialog title="Share your experience" eyebrow={<p>Step 1 of 2</p>} className="test-dialog" onClose={() => {}} onSubmit={onSubmit}>
        <button type="submit">Next</button>
      </Dialog>,
    );
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

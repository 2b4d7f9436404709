// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { ReviewDialog } from './review-dialog';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toastMock }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const created = {
  success: true,
  message: 'Review submitted! Awaiting approval.',
  review: { _id: 'r1', name: 'Meera', location: 'Pune', message: 'Clumps well, no smell.', rating: 4, createdAt: '2026-11-21T00:00:00.000Z', status: 'pending' },
};

function open() {
  const onClose = vi.fn();
  render(
    <Provider store={createStore()}>
      <ReviewDialog onClose={onClose} />
    </Provider>,
  );
  return onClose;
}

function fillStepOne(location: string, message: string) {
  fireEvent.change(screen.getByLabelText('Location'), { target: { value: location } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ReviewDialog', () => {
  it('is a labelled modal dialog', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Share your experience' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('enables Next only when location and message are filled after trimming', () => {
    open();
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fillStepOne('   ', 'Clumps well, no smell.');
    expect(next.disabled).toBe(true);
    fillStepOne('Pune', '    ');
    expect(next.disabled).toBe(true);
    fillStepOne('Pune', 'Clumps well, no smell.');
    expect(next.disabled).toBe(false);
  });

  it('counts characters against the contract limits', () => {
    open();
    fillStepOne('Pune', 'Clumps well');
    expect(screen.getByText('4/80')).toBeTruthy();
    expect(screen.getByText('11/1000')).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).maxLength).toBe(1000);
    expect((screen.getByLabelText('Location') as HTMLInputElement).maxLength).toBe(80);
  });

  it('offers five labelled faces and enables Submit Review once one is picked', async () => {
    const fetchMock = vi.fn(async () => json(created, 201));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = open();
    fillStepOne(' Pune ', ' Clumps well, no smell. ');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Step 1 is checked with the contract's rules first (the form's check is asynchronous).
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 out of 5, angry',
      '2 out of 5, confused',
      '3 out of 5, neutral',
      '4 out of 5, smile',
      '5 out of 5, heart eyes',
    ]);
    const submit = screen.getByRole('button', { name: 'Submit Review' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '4 out of 5, smile' }));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastMock.success).toHaveBeenCalledWith('Review submitted! Awaiting approval.');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/reviews/review-created-by-user',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ location: 'Pune', message: 'Clumps well, no smell.', rating: 4 }) }),
    );
  });

  it('toasts the server message, else "Failed to submit review.", and stays open', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ success: false, message: 'You already have reviews waiting for approval.', code: 'CONFLICT' }, 409)));
    const onClose = open();
    fillStepOne('Pune', 'Clumps well, no smell.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('radio', { name: '5 out of 5, heart eyes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('You already have reviews waiting for approval.'));

    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to submit review.'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('step 2 opens with the focus on the first face', async () => {
    open();
    fillStepOne('Pune', 'Clumps well, no smell.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const first = await screen.findByRole('radio', { name: '1 out of 5, angry' });
    expect(document.activeElement).toBe(first);
  });

  it('Cancel and Escape close it', () => {
    const onClose = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render as renderUi, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { CancelOrder } from './cancel-order';

const order = { orderId: 'o1', canCancel: true, paymentMethod: 'ONLINE' as const, paymentStatus: 'paid' as const, refund: null };

const render = (ui: ReactElement) => renderUi(<Provider store={createStore({ browser: false })}>{ui}</Provider>);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CancelOrder', () => {
  it('asks first, says the money comes back, cancels, and shows the answer', async () => {
    const message = 'Your order has been cancelled. ₹594.15 will be refunded to your original payment method (it reaches you within 5–7 business days).';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, message }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const onCancelled = vi.fn();
    render(<CancelOrder order={order} onCancelled={onCancelled} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('dialog', { name: 'Cancel this order?' }).textContent).toMatch(/refunded to your original payment method/);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/order/o1/cancel', expect.objectContaining({ method: 'POST' }));
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, code: 'CONFLICT', message: 'This order is already being shipped and can no longer be cancelled.' }), { status: 409 })));
    render(<CancelOrder order={{ ...order, paymentMethod: 'COD', paymentStatus: 'pending' }} onCancelled={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('dialog').textContent).toMatch('Nothing has been charged');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch('already being shipped'));
  });

  it('offers nothing when the order can no longer be cancelled, and shows a refund under way', () => {
    render(<CancelOrder order={{ ...order, canCancel: false, refund: { amount: 594.15, status: 'pending' } }} onCancelled={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByText('Refund of ₹594.15 on its way to your original payment method.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { requestReturn } from '../api';
import { ReturnRequest } from './return-request';

vi.mock('../api', () => ({ requestReturn: vi.fn() }));
const requestReturnMock = vi.mocked(requestReturn);

const deliveredAt = '2025-06-10T10:00:00.000Z';
const order = { orderId: 'order-1', statusCode: 'delivered' as const, deliveredAt, canReturn: true, returnRequest: null };
const aDayLater = new Date(Date.parse(deliveredAt) + 24 * 3600 * 1000);

beforeEach(() => {
  requestReturnMock.mockReset();
});
afterEach(cleanup);

function openPicker(props: Partial<Parameters<typeof ReturnRequest>[0]> = {}) {
  const onReturned = vi.fn();
  render(<ReturnRequest order={order} now={aDayLater} onReturned={onReturned} {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Return' }));
  return { onReturned, dialog: screen.getByRole('dialog', { name: 'Why are you returning this order?' }) };
}

describe('ReturnRequest', () => {
  it('shows no Return button for an order that is not delivered, or delivered more than 4 days ago', () => {
    const { rerender } = render(<ReturnRequest order={{ ...order, statusCode: 'out_for_delivery', deliveredAt: null }} now={aDayLater} onReturned={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
    rerender(<ReturnRequest order={order} now={new Date(Date.parse(deliveredAt) + 5 * 24 * 3600 * 1000)} onReturned={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
    rerender(<ReturnRequest order={order} now={aDayLater} onReturned={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Return' })).toBeTruthy();
  });

  it('offers the four reasons and asks for one before sending', () => {
    openPicker();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['Wrong item received', 'Damaged product', 'Product no longer needed', 'Other']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a reason');
    expect(requestReturnMock).not.toHaveBeenCalled();
  });

  it('needs the order id', () => {
    openPicker({ order: { ...order, orderId: '' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Damaged product' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    expect(screen.getByRole('alert').textContent).toBe('Order ID missing. Cannot initiate return.');
    expect(requestReturnMock).not.toHaveBeenCalled();
  });

  it("sends 'Other' with its note, then says so and the button disappears", async () => {
    requestReturnMock.mockResolvedValue('Return request submitted successfully.');
    const { onReturned } = openPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.change(screen.getByLabelText('Tell us more (optional)'), { target: { value: ' Too big for my cat ' } });
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

  it("shows the server's reason inline when the return is refused", async () => {
    requestReturnMock.mockRejectedValue(new ApiError('Returns can be requested within 4 days of delivery', 422));
    openPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Damaged product' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Returns can be requested within 4 days of delivery'));
    expect(screen.getByRole('button', { name: 'Submit return request' })).toBeTruthy();
  });

  it("says 'Return failed' when there is no server message", async () => {
    requestReturnMock.mockRejectedValue(new Error(''));
    openPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Damaged product' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Return failed'));
  });

  it('shows a return already asked for instead of the button', () => {
    render(
      <ReturnRequest
        order={{ ...order, canReturn: false, returnRequest: { reason: 'Damaged product', status: 'requested', requestedAt: '2025-06-11T10:00:00.000Z' } }}
        now={aDayLater}
        onReturned={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
    expect(screen.getByText('Return requested on 11 Jun 2025: Damaged product.')).toBeTruthy();
  });
});

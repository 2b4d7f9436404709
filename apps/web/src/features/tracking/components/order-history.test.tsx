// @vitest-environment jsdom
import type { MyOrdersPage } from '@shop/contract/tracking';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { OrderHistory } from './order-history';

/** The server's page of orders for a page number (GET /user/my-order?page=N); a rejection is a failed call. */
const fetchMock = vi.fn<(page: number, signal?: AbortSignal) => Promise<MyOrdersPage['data']>>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type HistoryOrder = MyOrdersPage['data']['docs'][number];

function order(n: number, overrides: Partial<HistoryOrder> = {}): HistoryOrder {
  return {
    _id: `id-${n}`,
    customOrderId: `ORD-20250610-000${n}`,
    status: 'placed',
    statusLabel: 'Order Placed',
    paymentMethod: 'COD',
    paymentStatus: 'pending',
    items: [{ productId: 'p1', name: 'Rose 5 kg', weight: '5 kg', fragrance: 'Rose', image: null, quantity: 2, unitMrp: 699, unitPrice: 594.15, lineTotal: 1188.3, isFree: false }],
    mrpTotal: 1398,
    productDiscount: 209.7,
    subtotal: 1188.3,
    couponCode: null,
    couponDiscount: 0,
    shipping: 0,
    total: 1188.3,
    address: { address_line1: '12 MG Road', address_line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: 560001, country: 'India' },
    trackingNumber: null,
    placedAt: '2025-06-10T04:00:00.000Z',
    deliveredAt: null,
    estimatedDeliveryDate: null,
    returnStatus: null,
    ...overrides,
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const page = Number(new URL(url, 'http://shop.test').searchParams.get('page'));
    try {
      return json(200, { success: true, data: await fetchMock(page, init.signal ?? undefined) });
    } catch {
      return json(500, {});
    }
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHistory() {
  render(
    <Provider store={createStore({ browser: false })}>
      <MemoryRouter>
        <OrderHistory />
      </MemoryRouter>
    </Provider>,
  );
}

describe('OrderHistory', () => {
  it('shows the empty state before the first order', async () => {
    fetchMock.mockResolvedValue({ docs: [], totalDocs: 0, page: 1, totalPages: 1, limit: 10 });
    renderHistory();
    expect(await screen.findByText('You have not placed any orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore our products' }).getAttribute('href')).toBe('/explore');
  });

  it('lists each order with its number, date, status, items, total and tracking link', async () => {
    fetchMock.mockResolvedValue({ docs: [order(2, { status: 'delivered', statusLabel: 'Delivered' }), order(1)], totalDocs: 2, page: 1, totalPages: 1, limit: 10 });
    renderHistory();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'ORD-20250610-0002' })).toBeTruthy();
    expect(first.getByText('Delivered')).toBeTruthy();
    expect(first.getByText('Rose 5 kg × 2')).toBeTruthy();
    expect(first.getByText('10 Jun 2025')).toBeTruthy();
    expect(first.getByText('₹1,188.30')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Track order ORD-20250610-0002' }).getAttribute('href')).toBe('/track/ORD-20250610-0002');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows where a return stands instead of a bare Delivered', async () => {
    fetchMock.mockResolvedValue({
      docs: [order(2, { status: 'delivered', statusLabel: 'Delivered', returnStatus: 'requested' }), order(1, { status: 'delivered', statusLabel: 'Delivered', returnStatus: 'refunded' })],
      totalDocs: 2,
      page: 1,
      totalPages: 1,
      limit: 10,
    });
    renderHistory();
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Return requested')).toBeTruthy();
    expect(within(items[0]!).queryByText('Delivered')).toBeNull();
    expect(within(items[1]!).getByText('Returned and refunded')).toBeTruthy();
  });

  it('pages with Previous and Next', async () => {
    fetchMock.mockImplementation(async (page) => ({ docs: [order(page)], totalDocs: 11, page, totalPages: 2, limit: 10 }));
    renderHistory();
    const pages = await screen.findByRole('navigation', { name: 'Order pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(fetchMock).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
    expect(screen.getByRole('heading', { name: 'ORD-20250610-0002' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the orders cannot be loaded, and tries again', async () => {
    fetchMock.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ docs: [], totalDocs: 0, page: 1, totalPages: 1, limit: 10 });
    renderHistory();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load your orders');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not placed any orders yet')).toBeTruthy();
  });
});

import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { freshSession, type Customer } from './accounts';

/** Seeded products the order tests buy (M.R.P. ₹699 sold at ₹589; M.R.P. ₹1,299 sold at ₹1,029). */
export const ROSE_5 = 'Premium Bentonite Cat Litter - Rose 5 kg';
export const LAVENDER_10 = 'Premium Bentonite Cat Litter - Lavender 10 kg';

/** The shared secret scripts/e2e-server.mjs gives the courier webhook. */
const COURIER_SECRET = 'e2e-courier-secret-0123456789';

/** The courier's status names (Shiprocket's) the webhook understands. */
export type CourierStatus =
  | 'AWB ASSIGNED'
  | 'PICKED UP'
  | 'IN TRANSIT'
  | 'OUT FOR DELIVERY'
  | 'DELIVERED'
  | 'CANCELLED'
  | 'UNDELIVERED'
  | 'RTO INITIATED'
  | 'RTO DELIVERED'
  | 'LOST'
  | 'DAMAGED';

export interface PlacedOrder {
  _id: string;
  customOrderId: string;
  total: number;
}

/** An API client with the customer's session, as the browser would send it. */
export async function customerApi(baseURL: string, customer: Customer): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, storageState: await freshSession(customer, baseURL) });
}

/** Puts a product in the cart and places a Cash on Delivery order for it to the profile's primary address. */
export async function placeOrder(api: APIRequestContext, productName = ROSE_5, quantity = 1): Promise<PlacedOrder> {
  const list = await api.get('/api/v1/products/all-products');
  expect(list.ok()).toBe(true);
  const product = ((await list.json()) as { products: Array<{ _id: string; productName: string }> }).products.find((p) => p.productName === productName);
  expect(product, `${productName} is seeded`).toBeTruthy();
  const added = await api.post('/api/v1/cart/add-to-cart', { data: { productId: product!._id, quantity, multiplier: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  const created = await api.post('/api/v1/order/create-order', {
    data: { items: [{ productId: product!._id, quantity }], payment: { method: 'COD', status: 'pending' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { order: PlacedOrder }).order;
}

/** Pays for one unit online through the sandbox gateway (as Razorpay's Checkout would) and returns the placed order. */
export async function placeOnlineOrder(api: APIRequestContext, productName = ROSE_5): Promise<PlacedOrder> {
  const list = await api.get('/api/v1/products/all-products');
  const product = ((await list.json()) as { products: Array<{ _id: string; productName: string }> }).products.find((p) => p.productName === productName);
  expect(product, `${productName} is seeded`).toBeTruthy();
  const items = [{ productId: product!._id, quantity: 1 }];
  const created = await api.post('/api/v1/order/create-razorpay-order', { data: { items } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const paid = await api.post(`/dev/payments/${id}/pay`);
  expect(paid.ok(), await paid.text()).toBe(true);
  const signed = (await paid.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  const verified = await api.post('/api/v1/order/verify-razorpay-payment', {
    data: { razorpayOrderId: signed.razorpay_order_id, razorpayPaymentId: signed.razorpay_payment_id, razorpaySignature: signed.razorpay_signature },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { order: PlacedOrder }).order;
}

/** The courier reports a status for an order, as its tracking webhook does; checks that the order moved. */
export async function courierReports(api: APIRequestContext, customOrderId: string, ...statuses: CourierStatus[]): Promise<void> {
  for (const status of statuses) {
    const response = await api.post('/api/v1/shipping/webhook', {
      headers: { 'x-api-key': COURIER_SECRET },
      data: { order_id: customOrderId, current_status: status },
    });
    expect(response.ok(), await response.text()).toBe(true);
    expect(((await response.json()) as { applied: boolean }).applied, `${customOrderId} moved to ${status}`).toBe(true);
  }
}

/** Places an order and has the courier deliver it. */
export async function deliveredOrder(api: APIRequestContext, productName = ROSE_5): Promise<PlacedOrder> {
  const order = await placeOrder(api, productName);
  await courierReports(api, order.customOrderId, 'DELIVERED');
  return order;
}

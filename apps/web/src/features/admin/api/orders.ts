import {
  AdminActionResponse,
  AdminOrderResponse,
  AdminOrdersPage,
  UnfulfilledPaymentsResponse,
  type AdminOrderDetail,
  type RETURN_DECISIONS,
} from '@shop/contract/admin';
import type { OrderStatus } from '@shop/contract/orders';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { OPS_FAILURES } from '../pages/texts-operations';

export type AdminOrdersPageData = z.infer<typeof AdminOrdersPage>['data'];
export type UnfulfilledPayment = z.infer<typeof UnfulfilledPaymentsResponse>['payments'][number];
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];

const ref = (orderRef: string) => `/admin/orders/${encodeURIComponent(orderRef)}`;

/** GET /admin/orders?…: one page of orders; `query` is the query string without "?" (see orderFilterToSearch). */
export async function fetchOrders(query: string, signal?: AbortSignal): Promise<AdminOrdersPageData> {
  return (await apiRequest(`/admin/orders${query ? `?${query}` : ''}`, AdminOrdersPage, { signal, fallbackMessage: OPS_FAILURES.orders })).data;
}

/** GET /admin/orders/:ref (ORD-… or id). */
export async function fetchOrder(orderRef: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return (await apiRequest(ref(orderRef), AdminOrderResponse, { signal, fallbackMessage: OPS_FAILURES.order })).order;
}

/** POST /admin/orders/:ref/status: moves the order forward; ApiError 409 with the reason when the move is not allowed. */
export async function moveOrder(orderRef: string, status: OrderStatus, note?: string): Promise<AdminOrderDetail> {
  return (await apiRequest(`${ref(orderRef)}/status`, AdminOrderResponse, { method: 'POST', body: { status, note: note || undefined }, fallbackMessage: OPS_FAILURES.move })).order;
}

/** POST /admin/orders/:ref/cancel. */
export async function cancelOrder(orderRef: string, reason?: string): Promise<AdminOrderDetail> {
  return (await apiRequest(`${ref(orderRef)}/cancel`, AdminOrderResponse, { method: 'POST', body: { reason: reason || undefined }, fallbackMessage: OPS_FAILURES.cancel })).order;
}

/** PUT /admin/orders/:ref/tracking. */
export async function saveTrackingNumber(orderRef: string, trackingNumber: string): Promise<AdminOrderDetail> {
  return (await apiRequest(`${ref(orderRef)}/tracking`, AdminOrderResponse, { method: 'PUT', body: { trackingNumber }, fallbackMessage: OPS_FAILURES.tracking })).order;
}

/** POST /admin/orders/:ref/return: approves, rejects or marks refunded the order's return request. */
export async function decideReturn(orderRef: string, status: ReturnDecision, note?: string): Promise<AdminOrderDetail> {
  return (await apiRequest(`${ref(orderRef)}/return`, AdminOrderResponse, { method: 'POST', body: { status, note: note || undefined }, fallbackMessage: OPS_FAILURES.return })).order;
}

/** POST /admin/orders/:ref/refunds: gives `amount` rupees of an online order back through the payment provider. */
export async function refundOrder(orderRef: string, amount: number, reason: string): Promise<AdminOrderDetail> {
  return (await apiRequest(`${ref(orderRef)}/refunds`, AdminOrderResponse, { method: 'POST', body: { amount, reason }, fallbackMessage: OPS_FAILURES.orderRefunded })).order;
}

/** GET /admin/payments/unfulfilled: online payments taken where no order could be placed. */
export async function fetchUnfulfilledPayments(signal?: AbortSignal): Promise<UnfulfilledPayment[]> {
  return (await apiRequest('/admin/payments/unfulfilled', UnfulfilledPaymentsResponse, { signal, fallbackMessage: OPS_FAILURES.payments })).payments;
}

/** POST /admin/payments/:id/refund: sends again the refund of a payment that never became an order. */
export async function resendPaymentRefund(id: string): Promise<string> {
  return (await apiRequest(`/admin/payments/${encodeURIComponent(id)}/refund`, AdminActionResponse, { method: 'POST', fallbackMessage: OPS_FAILURES.paymentRefunded })).message;
}

import { CancelOrderResponse, MyOrdersPage, OrderStatusResponse, ReturnResponse, type RETURN_REASONS } from '@shop/contract/tracking';
import { apiRequest } from '../../lib/api-client';
import { TRACKING_TEXT, TRACKING_UI_TEXT } from './texts';

/** GET /order/:orderId/status: status, tracking number, items and history of one of the customer's orders. */
export async function fetchOrderStatus(orderId: string, signal?: AbortSignal): Promise<OrderStatusResponse> {
  return apiRequest(`/order/${encodeURIComponent(orderId)}/status`, OrderStatusResponse, { signal, fallbackMessage: TRACKING_TEXT.fetchFailed });
}

/** POST /order/:orderId/return: rejects with the server's reason (e.g. the window has closed), else 'Return failed'. */
export async function requestReturn(orderId: string, reason: (typeof RETURN_REASONS)[number], note?: string): Promise<string> {
  const body = note ? { reason, note } : { reason };
  return (await apiRequest(`/order/${encodeURIComponent(orderId)}/return`, ReturnResponse, { method: 'POST', body, fallbackMessage: TRACKING_TEXT.returnFailed })).message;
}

/** POST /order/:orderId/cancel: the customer's own cancellation; answers with what happens to their money. */
export async function cancelOrder(orderId: string): Promise<string> {
  return (await apiRequest(`/order/${encodeURIComponent(orderId)}/cancel`, CancelOrderResponse, { method: 'POST', fallbackMessage: TRACKING_UI_TEXT.cancelFailed })).message;
}

/** GET /user/my-order?page=N: the customer's orders, newest first, a page at a time. */
export async function fetchMyOrders(page: number, signal?: AbortSignal): Promise<MyOrdersPage['data']> {
  return (await apiRequest(`/user/my-order?page=${page}`, MyOrdersPage, { signal, fallbackMessage: TRACKING_UI_TEXT.ordersFailed })).data;
}

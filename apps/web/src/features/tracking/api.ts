import { PayNowCheckoutResponse, PayNowOrderResponse } from '@shop/contract/pay-now';
import { CancelOrderResponse, MyOrdersPage, OrderStatusResponse, ReturnPhotoResponse, ReturnResponse } from '@shop/contract/tracking';
import type { z } from 'zod';
import { queryApi } from '../../lib/query-api';
import type { ReturnReason } from './return-rules';
import { TRACKING_TEXTS, TRACKING_UI_TEXTS } from './texts';
import { textsOfDocument } from '../../lib/i18n/texts';

const orderPath = (orderId: string) => `/order/${encodeURIComponent(orderId)}`;

/** A change to one order: that order (by the _id the change was made with) and the order list show it. */
const changedOrder = (orderId: string) => [{ type: 'Order' as const, id: orderId }, 'Orders' as const];

/** The customer's orders and what they can do with one: read from the server-data cache, changed through it. */
export const trackingApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/my-order?page=N: the customer's orders, newest first, a page at a time. */
    myOrders: build.query<MyOrdersPage['data'], number>({
      query: (page) => ({ path: `/user/my-order?page=${page}`, schema: MyOrdersPage, fallbackMessage: textsOfDocument(TRACKING_UI_TEXTS).ordersFailed }),
      transformResponse: (answer: MyOrdersPage) => answer.data,
      providesTags: ['Orders'],
    }),
    /** GET /order/:orderId/status: status, tracking number, items, history and the moves the server allows (cancel, return). */
    orderStatus: build.query<OrderStatusResponse, string>({
      query: (orderId) => ({ path: `${orderPath(orderId)}/status`, schema: OrderStatusResponse, fallbackMessage: textsOfDocument(TRACKING_TEXTS).fetchFailed }),
      // Asked for by its ORD-… number or its _id; changes name the _id.
      providesTags: (order, _error, ref) => [{ type: 'Order', id: ref }, ...(order ? [{ type: 'Order' as const, id: order.orderId }] : [])],
    }),
    /** POST /order/:orderId/cancel: the customer's own cancellation; answers with what happens to their money. */
    cancelOrder: build.mutation<string, string>({
      query: (orderId) => ({ path: `${orderPath(orderId)}/cancel`, schema: CancelOrderResponse, method: 'POST', fallbackMessage: textsOfDocument(TRACKING_UI_TEXTS).cancelFailed }),
      transformResponse: (answer: z.infer<typeof CancelOrderResponse>) => answer.message,
      invalidatesTags: (done, _error, orderId) => (done === undefined ? [] : changedOrder(orderId)),
    }),
    /** POST /order/:orderId/return: refused with the server's reason (e.g. the window has closed), else 'Return failed'. */
    requestReturn: build.mutation<string, { orderId: string; reason: ReturnReason; note?: string; photo?: string; refundUpi?: string }>({
      query: ({ orderId, reason, note, photo, refundUpi }) => ({
        path: `${orderPath(orderId)}/return`,
        schema: ReturnResponse,
        method: 'POST',
        body: { reason, ...(note ? { note } : {}), ...(photo ? { photo } : {}), ...(refundUpi ? { refundUpi } : {}) },
        fallbackMessage: textsOfDocument(TRACKING_TEXTS).returnFailed,
      }),
      transformResponse: (answer: z.infer<typeof ReturnResponse>) => answer.message,
      invalidatesTags: (done, _error, { orderId }) => (done === undefined ? [] : changedOrder(orderId)),
    }),
    /** POST /order/:orderId/return/photo: keeps the photo a "Damaged product" return needs; answers with its name. */
    uploadReturnPhoto: build.mutation<string, { orderId: string; file: File }>({
      query: ({ orderId, file }) => {
        const form = new FormData();
        form.append('photo', file);
        return { path: `${orderPath(orderId)}/return/photo`, schema: ReturnPhotoResponse, method: 'POST', body: form, fallbackMessage: textsOfDocument(TRACKING_TEXTS).returnFailed };
      },
      transformResponse: (answer: z.infer<typeof ReturnPhotoResponse>) => answer.photo,
    }),
    /** GET /order/:orderId/pay-now/:token: the Cash on Delivery order a signed link names, while it can be paid online. */
    payNowOrder: build.query<PayNowOrderResponse, PayNowLink>({
      // Not refetched when the order changes: once paid, the link is refused, and the page keeps the paid answer instead.
      query: (link) => ({ path: payNowPath(link), schema: PayNowOrderResponse, fallbackMessage: textsOfDocument(TRACKING_UI_TEXTS).payNowFailed }),
    }),
    /** POST /order/:orderId/pay-now/:token: the provider order to open Checkout with (the same one again on a second tap). */
    openPayNow: build.mutation<PayNowCheckoutResponse, PayNowLink>({
      query: (link) => ({ path: payNowPath(link), schema: PayNowCheckoutResponse, method: 'POST', fallbackMessage: textsOfDocument(TRACKING_UI_TEXTS).payNowFailed }),
    }),
    /** POST /order/:orderId/pay-now/:token/verify: Checkout's signed answer; the same order is now paid online. */
    verifyPayNow: build.mutation<PayNowOrderResponse, PayNowLink & { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string }>({
      query: ({ orderId, token, ...body }) => ({
        path: `${payNowPath({ orderId, token })}/verify`,
        schema: PayNowOrderResponse,
        method: 'POST',
        body,
        fallbackMessage: textsOfDocument(TRACKING_UI_TEXTS).payNowVerifyFailed,
      }),
      // Whatever the answer (converted, or refunded after losing a race), the order as the server has it now.
      invalidatesTags: (_done, _error, { orderId }) => changedOrder(orderId),
    }),
  }),
});

/** A signed pay-now link: the order it names and its token. */
export interface PayNowLink {
  orderId: string;
  token: string;
}

const payNowPath = ({ orderId, token }: PayNowLink) => `${orderPath(orderId)}/pay-now/${encodeURIComponent(token)}`;

export const {
  useMyOrdersQuery,
  useOrderStatusQuery,
  useCancelOrderMutation,
  useRequestReturnMutation,
  useUploadReturnPhotoMutation,
  usePayNowOrderQuery,
  useOpenPayNowMutation,
  useVerifyPayNowMutation,
} = trackingApi;

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
import { queryApi } from '../../../lib/query-api';
import { OPS_FAILURES } from '../pages/texts-operations';
import { recordChanges } from './record-change';
import { pageQuery, readQuery } from './read-query';

export type AdminOrdersPageData = z.infer<typeof AdminOrdersPage>['data'];
export type UnfulfilledPayment = z.infer<typeof UnfulfilledPaymentsResponse>['payments'][number];
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];

const ref = (orderRef: string) => `/admin/orders/${encodeURIComponent(orderRef)}`;
const orderOf = (answer: z.infer<typeof AdminOrderResponse>) => answer.order;

/** A change to one order: `ref` is how the page names it (ORD-… or id), which also keys its cached detail. */
interface OrderChange {
  ref: string;
}

/** What the console reads about orders and payments. */
const orderQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/orders?…: one page of orders; the argument is the query string without "?" (see orderFilterToSearch). */
    adminOrders: pageQuery<AdminOrdersPageData, typeof AdminOrdersPage>(build, { path: '/admin/orders', schema: AdminOrdersPage, pick: (answer) => answer.data, failed: OPS_FAILURES.orders, tags: ['Orders'] }),

    /** GET /admin/orders/:ref (ORD-… or id), with the moves and decisions the server allows now. */
    adminOrder: build.query<AdminOrderDetail, string>({
      query: (orderRef) => ({ path: ref(orderRef), schema: AdminOrderResponse, fallbackMessage: OPS_FAILURES.order }),
      transformResponse: orderOf,
      providesTags: (_order, _error, orderRef) => [{ type: 'Order', id: orderRef }],
    }),

    /** GET /admin/payments/unfulfilled: online payments taken where no order could be placed. */
    unfulfilledPayments: readQuery<UnfulfilledPayment[], typeof UnfulfilledPaymentsResponse>(build, { path: '/admin/payments/unfulfilled', schema: UnfulfilledPaymentsResponse, pick: (answer) => answer.payments, failed: OPS_FAILURES.payments, tags: ['Refunds'] }),
  }),
});

/** The changes staff make to orders and payments. */
export const ordersApi = orderQueries.injectEndpoints({
  endpoints: (build) => {
    /**
     * A change to an order answers with the order as the server now has it: that answer replaces the cached detail
     * at once, and the lists and counts it shows up in load again. A refused change (the order may have moved
     * meanwhile) loads the order again instead.
     */
    const change = recordChanges(build, {
      schema: AdminOrderResponse,
      record: orderOf,
      put: (arg: OrderChange, order) => orderQueries.util.upsertQueryData('adminOrder', arg.ref, order),
      invalidates: (_order, error, arg) => (error ? [{ type: 'Order', id: arg.ref }] : ['Orders', 'Customers', 'Dashboard']),
    });

    return {
      /** POST /admin/orders/:ref/status: moves the order on; 409 with the reason when the move is not allowed. */
      moveOrder: change<OrderChange & { status: OrderStatus; note?: string }>(({ ref: r, status, note }) => ({
        path: `${ref(r)}/status`,
        method: 'POST',
        body: { status, note: note || undefined },
        fallbackMessage: OPS_FAILURES.move,
      })),

      /** POST /admin/orders/:ref/cancel. */
      cancelOrder: change<OrderChange & { reason?: string }>(({ ref: r, reason }) => ({
        path: `${ref(r)}/cancel`,
        method: 'POST',
        body: { reason: reason || undefined },
        fallbackMessage: OPS_FAILURES.cancel,
      })),

      /** PUT /admin/orders/:ref/tracking. */
      saveTrackingNumber: change<OrderChange & { trackingNumber: string }>(({ ref: r, trackingNumber }) => ({
        path: `${ref(r)}/tracking`,
        method: 'PUT',
        body: { trackingNumber },
        fallbackMessage: OPS_FAILURES.tracking,
      })),

      /** POST /admin/orders/:ref/return: approves, rejects or marks refunded the order's return request. */
      decideReturn: change<OrderChange & { status: ReturnDecision; note?: string; reference?: string }>(({ ref: r, status, note, reference }) => ({
        path: `${ref(r)}/return`,
        method: 'POST',
        body: { status, note: note || undefined, reference: reference || undefined },
        fallbackMessage: OPS_FAILURES.return,
      })),

      /** POST /admin/orders/:ref/refunds: gives `amount` rupees of an online order back through the payment provider. */
      refundOrder: change<OrderChange & { amount: number; reason: string }>(({ ref: r, amount, reason }) => ({
        path: `${ref(r)}/refunds`,
        method: 'POST',
        body: { amount, reason },
        fallbackMessage: OPS_FAILURES.orderRefunded,
      })),

      /** POST /admin/payments/:id/refund: sends again the refund of a payment that never became an order. */
      resendPaymentRefund: build.mutation<string, string>({
        query: (id) => ({ path: `/admin/payments/${encodeURIComponent(id)}/refund`, schema: AdminActionResponse, method: 'POST', fallbackMessage: OPS_FAILURES.paymentRefunded }),
        transformResponse: (answer: z.infer<typeof AdminActionResponse>) => answer.message,
        // Refused or not, the list shows where the payment stands now; a refund sent also changes the dashboard's count.
        invalidatesTags: (_message, error) => (error ? ['Refunds'] : ['Refunds', 'Dashboard']),
      }),
    };
  },
});

export const {
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useMoveOrderMutation,
  useCancelOrderMutation,
  useSaveTrackingNumberMutation,
  useDecideReturnMutation,
  useRefundOrderMutation,
  useUnfulfilledPaymentsQuery,
  useResendPaymentRefundMutation,
} = ordersApi;

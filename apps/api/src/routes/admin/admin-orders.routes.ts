import {
  AdminActionResponse,
  AdminOrderParams,
  AdminOrderResponse,
  AdminOrdersPage,
  AdminOrdersQuery,
  AdvanceOrderBody,
  ADMIN_MESSAGES,
  CancelOrderBody,
  RefundOrderBody,
  ReturnDecisionBody,
  TrackingNumberBody,
  UnfulfilledPaymentsResponse,
} from '@shop/contract/admin';
import { rupeesToPaise } from '@shop/pricing/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { getView } from '../read-routes';
import { routeDoc } from '../../lib/openapi';
import type { OrdersAdminService } from '../../modules/orders/orders-admin.service';
import type { PaymentsAdminService } from '../../modules/payments/payments-admin.service';
import type { ConsoleOverviewService } from '../../workflows/console-overview';
import type { OrderLifecycleWorkflow } from '../../workflows/order-lifecycle';
import type { RefundWorkflow } from '../../workflows/refund-payment';
import type { TrackingService } from '../../modules/orders/tracking.service';
import { staffActor } from './staff-actor';

/** Every console route answers 401 to a visitor and 403 to a signed-in customer. */
const doc = routeDoc('admin', 401, 403);

const PaymentParams = z.object({ id: z.string().min(1).max(64) });

export interface AdminOrdersDeps {
  ordersAdmin: OrdersAdminService;
  paymentsAdmin: PaymentsAdminService;
  consoleOverview: ConsoleOverviewService;
  lifecycle: OrderLifecycleWorkflow;
  refunds: RefundWorkflow;
  tracking: TrackingService;
}

/** Orders, their status, tracking numbers, returns and refunds; and online payments that must be given back. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<AdminOrdersDeps> = async (
  app,
  { ordersAdmin, paymentsAdmin, consoleOverview, lifecycle, refunds, tracking },
) => {
  const detail = (ref: string) => consoleOverview.orderDetail(ref);

  app.get(
    '/admin/orders',
    { schema: doc('Orders, filtered, sorted and paged', { querystring: AdminOrdersQuery }, { 200: AdminOrdersPage }, 400) },
    async (request) => ({ success: true as const, data: await ordersAdmin.list(request.query) }),
  );

  app.get(
    '/admin/orders/:ref',
    { schema: doc('One order, by its ORD-… number or id, with history and audit trail', { params: AdminOrderParams }, { 200: AdminOrderResponse }, 404) },
    async (request) => ({ success: true as const, order: await detail(request.params.ref) }),
  );

  app.post(
    '/admin/orders/:ref/status',
    { schema: doc('Move the order through the status machine (forward only; cancel before the shipment exists)', { params: AdminOrderParams, body: AdvanceOrderBody }, { 200: AdminOrderResponse }, 400, 404, 409) },
    async (request) => {
      const { ref } = request.params;
      const to = request.body.status;
      const current = await ordersAdmin.detail(ref);
      if (current.status === to) throw new AppError('admin.alreadyInStatus', { status: to });
      await lifecycle.advance(current._id, to, { note: request.body.note || undefined, actor: staffActor(request) });
      return { success: true as const, order: await detail(current._id) };
    },
  );

  app.post(
    '/admin/orders/:ref/cancel',
    { schema: doc('Cancel the order: stock and coupon are given back, an online payment is refunded', { params: AdminOrderParams, body: CancelOrderBody }, { 200: AdminOrderResponse }, 400, 404, 409) },
    async (request) => {
      const { order } = await lifecycle.cancel(request.params.ref, { actor: staffActor(request) }, request.body.reason || undefined);
      return { success: true as const, order: await detail(order._id) };
    },
  );

  app.put(
    '/admin/orders/:ref/tracking',
    { schema: doc("Enter or correct the courier's tracking number", { params: AdminOrderParams, body: TrackingNumberBody }, { 200: AdminOrderResponse }, 400, 404, 409) },
    async (request) => {
      const order = await ordersAdmin.setTrackingNumber(request.params.ref, request.body.trackingNumber, staffActor(request));
      return { success: true as const, order: await detail(order._id) };
    },
  );

  app.post(
    '/admin/orders/:ref/return',
    { schema: doc('Approve a return (pickup arranged) or reject it; mark the parcel received (stock back, credit note, the refund starts: through the provider when paid online); record the bank or UPI transfer that refunded a Cash on Delivery order', { params: AdminOrderParams, body: ReturnDecisionBody }, { 200: AdminOrderResponse }, 400, 404, 409, 422) },
    async (request) => {
      const { status, note, reference } = request.body;
      await lifecycle.decideReturn(request.params.ref, status, { note: note || undefined, reference: reference || undefined }, staffActor(request));
      return { success: true as const, order: await detail(request.params.ref) };
    },
  );

  app.get(
    '/admin/orders/:ref/return/photo',
    { schema: doc("The customer's photo sent with the return request (Damaged product)", { params: AdminOrderParams }, {}, 404) },
    async (request, reply) => {
      const photo = await tracking.returnPhoto(request.params.ref);
      if (!photo) throw new AppError('admin.noReturnPhoto');
      void reply.type(photo.type).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      return reply.send(createReadStream(photo.file) as unknown as never);
    },
  );

  app.post(
    '/admin/orders/:ref/refunds',
    { schema: doc('Refund an order paid online through the payment provider, in full or in part (audited)', { params: AdminOrderParams, body: RefundOrderBody }, { 200: AdminOrderResponse }, 400, 404, 409, 422) },
    async (request) => {
      const orderId = await lifecycle.refund(request.params.ref, rupeesToPaise(request.body.amount), request.body.reason, staffActor(request));
      return { success: true as const, order: await detail(orderId) };
    },
  );

  getView(app, '/admin/payments/unfulfilled', doc('Online payments taken where no order could be placed: money to give back', {}, { 200: UnfulfilledPaymentsResponse }), async () => ({ payments: await paymentsAdmin.unfulfilled() }));

  app.post(
    '/admin/payments/:id/refund',
    { schema: doc('Send again the refund of a payment that never became an order (e.g. after the provider refused it)', { params: PaymentParams }, { 200: AdminActionResponse }, 404, 409) },
    async (request) => {
      await refunds.retryPaymentRefund(request.params.id, staffActor(request));
      return { success: true as const, message: ADMIN_MESSAGES.refundSent };
    },
  );
};

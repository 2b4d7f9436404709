import {
  AdminActionResponse,
  AdminOrderParams,
  AdminOrderResponse,
  AdminOrdersPage,
  AdminOrdersQuery,
  AdvanceOrderBody,
  CancelOrderBody,
  ReturnDecisionBody,
  TrackingNumberBody,
  UnfulfilledPaymentsResponse,
} from '@shop/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi';
import type { Services } from '../../services';
import { staffActor } from './staff-actor';

const PaymentParams = z.object({ id: z.string().min(1).max(64) });

/** Orders, their status, tracking numbers and returns; and online payments that must be given back. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ services: Pick<Services, 'ordersAdmin' | 'paymentsAdmin'> }> = async (app, { services }) => {
  const { ordersAdmin, paymentsAdmin } = services;
  const tags = ['admin'];

  app.get(
    '/admin/orders',
    { schema: { tags, summary: 'Orders, filtered, sorted and paged', querystring: AdminOrdersQuery, response: { 200: AdminOrdersPage, ...errorResponses(400, 401, 403) } } },
    async (request) => ({ success: true as const, data: await ordersAdmin.list(request.query) }),
  );

  app.get(
    '/admin/orders/:ref',
    { schema: { tags, summary: 'One order, by its ORD-… number or id, with history and audit trail', params: AdminOrderParams, response: { 200: AdminOrderResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => ({ success: true as const, order: await ordersAdmin.detail(request.params.ref) }),
  );

  app.post(
    '/admin/orders/:ref/status',
    {
      schema: {
        tags,
        summary: 'Move the order through the status machine (forward only; cancel before the shipment exists)',
        params: AdminOrderParams,
        body: AdvanceOrderBody,
        response: { 200: AdminOrderResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      order: await ordersAdmin.advance(request.params.ref, request.body.status, request.body.note || undefined, staffActor(request.user!.userId)),
    }),
  );

  app.post(
    '/admin/orders/:ref/cancel',
    { schema: { tags, summary: 'Cancel the order: stock and coupon are given back', params: AdminOrderParams, body: CancelOrderBody, response: { 200: AdminOrderResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => ({
      success: true as const,
      order: await ordersAdmin.advance(request.params.ref, 'cancelled', request.body.reason || undefined, staffActor(request.user!.userId)),
    }),
  );

  app.put(
    '/admin/orders/:ref/tracking',
    { schema: { tags, summary: "Enter or correct the courier's tracking number", params: AdminOrderParams, body: TrackingNumberBody, response: { 200: AdminOrderResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => ({ success: true as const, order: await ordersAdmin.setTrackingNumber(request.params.ref, request.body.trackingNumber, staffActor(request.user!.userId)) }),
  );

  app.post(
    '/admin/orders/:ref/return',
    { schema: { tags, summary: 'Approve or reject a return request, or mark it refunded', params: AdminOrderParams, body: ReturnDecisionBody, response: { 200: AdminOrderResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => ({
      success: true as const,
      order: await ordersAdmin.decideReturn(request.params.ref, request.body.status, request.body.note || undefined, staffActor(request.user!.userId)),
    }),
  );

  app.post(
    '/admin/orders/:ref/refunded',
    {
      schema: { tags, summary: 'Record that the online payment of a cancelled order was refunded', params: AdminOrderParams, response: { 200: AdminOrderResponse, ...errorResponses(401, 403, 404, 409) } },
    },
    async (request) => ({ success: true as const, order: await ordersAdmin.markRefunded(request.params.ref, staffActor(request.user!.userId)) }),
  );

  app.get(
    '/admin/payments/unfulfilled',
    { schema: { tags, summary: 'Online payments taken where no order could be placed: money to give back', response: { 200: UnfulfilledPaymentsResponse, ...errorResponses(401, 403) } } },
    async () => ({ success: true as const, payments: await paymentsAdmin.unfulfilled() }),
  );

  app.post(
    '/admin/payments/:id/refunded',
    { schema: { tags, summary: 'Record that an unfulfilled payment was refunded', params: PaymentParams, response: { 200: AdminActionResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await paymentsAdmin.markRefunded(request.params.id, staffActor(request.user!.userId));
      return { success: true as const, message: 'Payment marked refunded' };
    },
  );
};

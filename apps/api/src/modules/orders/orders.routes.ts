import {
  COUPON_MESSAGES,
  CouponsResponse,
  CreateOrderBody,
  IdempotencyKey,
  MyOrdersResponse,
  ORDER_LIMITS,
  OrderResponse,
  ServiceabilityQuery,
  ServiceabilityResponse,
  ValidateCouponBody,
  ValidateCouponResponse,
} from '@shop/contract/orders';
import { DELIVERY_LIMITS, DeliveryEstimateQuery, DeliveryEstimateResponse } from '@shop/contract/delivery';
import { paiseToRupees } from '@shop/pricing/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi';
import { perMinute } from '../../lib/rate-limit';
import type { AuthGuard } from '../auth/auth.guard';
import type { PlaceOrderWorkflow } from '../../workflows/place-order';
import type { CouponsService } from '../coupons/coupons.service';
import type { OrdersService } from './orders.service';

/** The optional Idempotency-Key header: one per checkout attempt, so a retried request never places twice. */
export const IdempotencyHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() }).loose();

export interface OrdersRoutesOptions {
  orders: OrdersService;
  placeOrder: PlaceOrderWorkflow;
  coupons: CouponsService;
  guard: AuthGuard;
  now: () => Date;
}

/** Coupons, Cash on Delivery orders, order count and serviceability (SPEC.md §7 Orders and payment). */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { orders, placeOrder, coupons, guard, now }) => {
  app.get(
    '/order/get-all-coupons',
    { schema: { tags: ['orders'], summary: 'Coupons on offer now', response: { 200: CouponsResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, coupons: await coupons.listActive(now()) };
    },
  );

  app.post(
    '/order/get-my-orders',
    {
      onRequest: guard.requireUser,
      schema: { tags: ['orders'], summary: "The signed-in customer's orders, newest first", response: { 200: MyOrdersResponse, ...errorResponses(401) } },
    },
    async (request) => ({ success: true as const, orders: await orders.listMyOrders(request.user!.userId) }),
  );

  app.post(
    '/order/validate-coupon',
    {
      onRequest: guard.requireUser,
      config: { rateLimit: perMinute(ORDER_LIMITS.couponChecksPerMinute) },
      schema: {
        tags: ['orders'],
        summary: "Check a coupon against the customer's cart; 422 names the rule it breaks",
        body: ValidateCouponBody,
        response: { 200: ValidateCouponResponse, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request) => {
      const { coupon, discountPaise } = await placeOrder.validateCoupon(request.user!.userId, request.body.couponCode);
      return { success: true as const, valid: true as const, coupon, discountAmount: paiseToRupees(discountPaise), message: COUPON_MESSAGES.applied };
    },
  );

  app.post(
    '/order/create-order',
    {
      onRequest: guard.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Place a Cash on Delivery order (prices, coupon and stock decided by the server); idempotent with an Idempotency-Key',
        headers: IdempotencyHeaders,
        body: CreateOrderBody,
        response: { 201: OrderResponse, ...errorResponses(400, 401, 409, 422) },
      },
    },
    async (request, reply) => {
      const order = await placeOrder.placeCashOnDelivery(
        request.user!.userId,
        { items: request.body.items, address: request.body.address, couponCode: request.body.coupon?.code ?? null },
        request.headers['idempotency-key'] ?? null,
      );
      return reply.status(201).send({ success: true as const, order });
    },
  );

  app.get(
    '/delivery/estimate',
    {
      config: { rateLimit: perMinute(DELIVERY_LIMITS.estimatesPerMinute) },
      schema: {
        tags: ['orders'],
        summary: 'Whether the courier delivers to a pincode, and by which day an order placed now should arrive',
        querystring: DeliveryEstimateQuery,
        response: { 200: DeliveryEstimateResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      const pincode = Number(request.query.pincode);
      return { success: true as const, pincode, ...(await orders.estimateDelivery(pincode)) };
    },
  );

  app.get(
    '/user/check-pincode-serviceability',
    {
      onRequest: guard.requireUser,
      schema: {
        tags: ['orders'],
        summary: "Whether the courier delivers to the customer's primary address, or to ?pincode= when given",
        querystring: ServiceabilityQuery,
        response: { 200: ServiceabilityResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const pincode = request.query.pincode === undefined ? undefined : Number(request.query.pincode);
      return { success: true as const, ...(await orders.checkServiceability(request.user!.userId, pincode)) };
    },
  );
};

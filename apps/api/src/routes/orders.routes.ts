import {
  COUPON_MESSAGES,
  CouponsResponse,
  CreateOrderBody,
  IdempotencyKey,
  MyCouponsResponse,
  MyOrderCountResponse,
  MyOrdersResponse,
  ORDER_LIMITS,
  OrderResponse,
  ServiceabilityQuery,
  ServiceabilityResponse,
  ValidateCouponBody,
  ValidateCouponResponse,
} from '@shop/contract/orders';
import { AUTH_RATE_LIMITS } from '@shop/contract/auth';
import { COD_RULES_LIMITS, PaymentOptionsBody, PaymentOptionsResponse, PaymentTermsQuery, PaymentTermsResponse } from '@shop/contract/cod-rules';
import { ConfirmCodBody, ResendCodCodeBody, ResendCodCodeResponse, COD_CONFIRMATION_MESSAGES } from '@shop/contract/cod-confirmation';
import { DELIVERY_LIMITS, DeliveryEstimateQuery, DeliveryEstimateResponse } from '@shop/contract/delivery';
import { paiseToRupees } from '@shop/pricing/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeDoc } from '../lib/openapi';
import { PUBLIC_CACHE } from '@shop/contract/operations';
import { chosenLocale, localeOfRequest, requestLocale } from '../lib/locale';
import { cachedBody, sendEncoded, type PublicCache } from '../lib/public-cache';
import { perAccountPerMinute, perMinute } from '../lib/rate-limit';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { CodConfirmationWorkflow } from '../workflows/cod-confirmation';
import type { PlaceOrderWorkflow } from '../workflows/place-order';
import type { CouponsService } from '../modules/coupons/coupons.service';
import type { OrdersService } from '../modules/orders/orders.service';
import { privateAnswer } from './private-answer';

const doc = routeDoc('orders');

/** The optional Idempotency-Key header: one per checkout attempt, so a retried request never places twice. */
export const IdempotencyHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() }).loose();

export interface OrdersRoutesOptions {
  orders: OrdersService;
  placeOrder: PlaceOrderWorkflow;
  codConfirmation: CodConfirmationWorkflow;
  coupons: CouponsService;
  guard: AuthGuard;
  now: () => Date;
  publicCache: PublicCache;
}

/** Coupons, Cash on Delivery orders, order count and serviceability (SPEC.md §7 Orders and payment). */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { orders, placeOrder, codConfirmation, coupons, guard, now, publicCache }) => {
  app.get(
    '/order/get-all-coupons',
    { helmet: false, schema: doc('Coupons on offer now', {}, { 200: CouponsResponse }) },
    async (request, reply) => {
      // The list changes with the coupons table and, by itself, when a coupon's validity window opens or closes.
      const { locale, fromCookie } = requestLocale(request);
      const body = await cachedBody(publicCache, 'coupons', `coupons:on-offer:${locale}`, async () => {
        const offer = await coupons.listOnOffer(now(), locale);
        return { response: CouponsResponse.parse({ success: true, coupons: offer.coupons }), expiresAt: offer.changesAt };
      });
      return sendEncoded(request, reply, body, PUBLIC_CACHE.catalogueMaxAgeSeconds, fromCookie);
    },
  );

  app.get(
    '/order/my-coupons',
    {
      onRequest: guard.requireUser,
      config: { rateLimit: perMinute(ORDER_LIMITS.couponOffersPerMinute) },
      schema: doc("Coupons on offer, each saying whether the signed-in customer can use it on their cart now, and the reason key and words why not", {}, { 200: MyCouponsResponse }, 401, 429),
    },
    async (request, reply) => privateAnswer(reply, { coupons: await placeOrder.couponOffer(request.user!.userId, localeOfRequest(request)) }),
  );

  app.post(
    '/order/get-my-orders',
    { onRequest: guard.requireUser, schema: doc("The signed-in customer's orders, newest first", {}, { 200: MyOrdersResponse }, 401) },
    async (request) => ({ success: true as const, orders: await orders.listMyOrders(request.user!.userId) }),
  );

  app.get(
    '/order/my-order-count',
    {
      onRequest: guard.requireUser,
      schema: doc("How many orders the signed-in customer placed (cancelled ones not counted), as the first-order coupon rule counts them", {}, { 200: MyOrderCountResponse }, 401),
    },
    async (request) => {
      const userId = request.user!.userId;
      const count = await orders.countOrders(userId);
      return { success: true as const, count, firstOrderOffer: count === 0 && (await placeOrder.firstOrderOffered(userId)) };
    },
  );

  app.post(
    '/order/validate-coupon',
    {
      onRequest: guard.requireUser,
      config: { rateLimit: perMinute(ORDER_LIMITS.couponChecksPerMinute) },
      schema: doc("Check a coupon against the customer's cart; 422 names the rule it breaks", { body: ValidateCouponBody }, { 200: ValidateCouponResponse }, 400, 401, 422, 429),
    },
    async (request) => {
      const { coupon, discountPaise, freeUnits, savesMore, paymentOptions } = await placeOrder.validateCoupon(request.user!.userId, request.body.couponCode, request.body.replacing, localeOfRequest(request));
      return {
        success: true as const,
        valid: true as const,
        coupon,
        discountAmount: paiseToRupees(discountPaise),
        freeUnits,
        message: COUPON_MESSAGES.applied,
        ...(savesMore === undefined ? {} : { savesMore }),
        ...(paymentOptions ? { paymentOptions } : {}),
      };
    },
  );

  app.post(
    '/order/payment-options',
    {
      onRequest: guard.requireUser,
      config: { rateLimit: perMinute(COD_RULES_LIMITS.optionsPerMinute) },
      schema: doc("Both ways of paying for the customer's cart as they would be charged: the Cash on Delivery fee, the discount for paying online, " + 'and whether a Cash on Delivery rule refuses it (with the rule in words)', { body: PaymentOptionsBody }, { 200: PaymentOptionsResponse }, 400, 401, 429),
    },
    async (request) => ({
      success: true as const,
      ...(await placeOrder.paymentOptions(request.user!.userId, {
        couponCode: request.body.couponCode ?? null,
        pincode: request.body.pincode === undefined ? null : Number(request.body.pincode),
      })),
    }),
  );

  app.get(
    '/order/payment-terms',
    {
      config: { rateLimit: perMinute(COD_RULES_LIMITS.optionsPerMinute) },
      schema: doc('The Cash on Delivery fee and the discount for paying online on an amount in rupees (a product page shows them)', { querystring: PaymentTermsQuery }, { 200: PaymentTermsResponse }, 400, 429),
    },
    async (request) => {
      const terms = await placeOrder.paymentTerms((request.query.amount ?? 0) * 100);
      return { success: true as const, codFee: paiseToRupees(terms.codFeePaise), onlineDiscount: paiseToRupees(terms.onlineDiscountPaise), saving: paiseToRupees(terms.savingPaise) };
    },
  );

  app.post(
    '/order/create-order',
    {
      onRequest: guard.requireUser,
      preHandler: perAccountPerMinute(app, ORDER_LIMITS.placePerMinutePerAccount),
      config: { rateLimit: perMinute(ORDER_LIMITS.placePerMinutePerAddress) },
      schema: doc('Place a Cash on Delivery order (prices, coupon and stock decided by the server); idempotent with an Idempotency-Key. ' + 'When staff require confirmation for it, nothing is placed: 428 CONFIRMATION_REQUIRED, a code is texted, and POST /order/confirm-cod places it', { headers: IdempotencyHeaders, body: CreateOrderBody }, { 201: OrderResponse }, 400, 401, 409, 422, 428, 429, 503),
    },
    async (request, reply) => {
      const order = await codConfirmation.placeCashOnDelivery(
        request.user!.userId,
        { items: request.body.items, address: request.body.address, couponCode: request.body.coupon?.code ?? null, language: chosenLocale(request), consents: request.body.consents ?? [] },
        request.headers['idempotency-key'] ?? null,
        request.ip,
      );
      return reply.status(201).send({ success: true as const, order });
    },
  );

  app.post(
    '/order/confirm-cod',
    {
      onRequest: guard.requireUser,
      config: { rateLimit: perMinute(AUTH_RATE_LIMITS.perMinute) },
      schema: doc('Place a Cash on Delivery order that waits for confirmation, with the code texted to the customer; a repeat returns the same order', { headers: IdempotencyHeaders, body: ConfirmCodBody }, { 201: OrderResponse, 200: OrderResponse }, 400, 401, 404, 409, 422, 429),
    },
    async (request, reply) => {
      const { order, created } = await codConfirmation.confirm(request.user!.userId, request.body.confirmationId, request.body.otp, request.headers['idempotency-key'] ?? null);
      return reply.status(created ? 201 : 200).send({ success: true as const, order });
    },
  );

  app.post(
    '/order/confirm-cod/resend',
    {
      onRequest: guard.requireUser,
      config: { rateLimit: perMinute(AUTH_RATE_LIMITS.codesPerMinute) },
      schema: doc('Text a new code for a Cash on Delivery order waiting for confirmation (resend pause and hourly allowances apply)', { body: ResendCodCodeBody }, { 200: ResendCodCodeResponse }, 400, 401, 404, 409, 422, 429, 503),
    },
    async (request) => ({
      success: true as const,
      message: COD_CONFIRMATION_MESSAGES.codeResent,
      details: await codConfirmation.resend(request.user!.userId, request.body.confirmationId, request.ip),
    }),
  );

  app.get(
    '/delivery/estimate',
    {
      config: { rateLimit: perMinute(DELIVERY_LIMITS.estimatesPerMinute) },
      schema: doc('Whether the courier delivers to a pincode, and by which day an order placed now should arrive', { querystring: DeliveryEstimateQuery }, { 200: DeliveryEstimateResponse }, 400, 429),
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
      schema: doc("Whether the courier delivers to the customer's primary address, or to ?pincode= when given", { querystring: ServiceabilityQuery }, { 200: ServiceabilityResponse }, 400, 401),
    },
    async (request, reply) => {
      const pincode = request.query.pincode === undefined ? undefined : Number(request.query.pincode);
      return privateAnswer(reply, await orders.checkServiceability(request.user!.userId, pincode));
    },
  );
};

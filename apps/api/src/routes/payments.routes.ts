import {
  CreateRazorpayOrderBody,
  CreateRazorpayOrderResponse,
  OrderResponse,
  RazorpayKeyResponse,
  VerifyRazorpayPaymentBody,
} from '@shop/contract/orders';
import { PaymentStatusParams, PaymentStatusResponse } from '@shop/contract/payment-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chosenLocale } from '../lib/locale';
import { z } from 'zod';
import { routeDoc } from '../lib/openapi';
import type { PayOnlineWorkflow } from '../workflows/pay-online';
import type { AuthGuard } from '../modules/auth/auth.guard';
import { IdempotencyHeaders } from './orders.routes';

const doc = routeDoc('payments');

/** Online payment through Razorpay (or the offline sandbox): key, order, verification, webhook. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payOnline: PayOnlineWorkflow; guard: AuthGuard }> = async (app, { payOnline, guard }) => {
  app.get(
    '/order/getkey',
    { schema: doc("The payment provider's public key id", {}, { 200: RazorpayKeyResponse }) },
    async () => ({ success: true as const, key: payOnline.keyId() }),
  );

  app.post(
    '/order/create-razorpay-order',
    {
      onRequest: guard.requireUser,
      schema: doc('Open a Razorpay order for the server-computed amount (paise); a ₹0 first order is placed directly; idempotent with an Idempotency-Key', { headers: IdempotencyHeaders, body: CreateRazorpayOrderBody }, { 200: CreateRazorpayOrderResponse }, 400, 401, 409, 422, 503),
    },
    async (request) =>
      payOnline.open(
        request.user!.userId,
        { items: request.body.items, address: request.body.address, couponCode: request.body.coupon?.code ?? null, language: chosenLocale(request), consents: request.body.consents ?? [] },
        request.headers['idempotency-key'] ?? null,
      ),
  );

  app.post(
    '/order/verify-razorpay-payment',
    {
      onRequest: guard.requireUser,
      schema: doc("Check Checkout's signature and place the paid order (idempotent); 409 with details.paymentRefund when the payment is refunded instead", { body: VerifyRazorpayPaymentBody }, { 200: OrderResponse }, 400, 401, 404, 409),
    },
    async (request) => ({ success: true as const, order: await payOnline.verify(request.user!.userId, request.body) }),
  );

  app.get(
    '/order/payment-status/:razorpayOrderId',
    {
      onRequest: guard.requireUser,
      schema: doc("What became of one of the customer's online checkouts: awaiting payment, confirming, placed (with the order), refunded or closed", { params: PaymentStatusParams }, { 200: PaymentStatusResponse }, 400, 401, 404),
    },
    async (request, reply) => {
      // Asked again and again while a payment is confirmed: never from a cache.
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await payOnline.status(request.user!.userId, request.params.razorpayOrderId)) };
    },
  );

  // The webhook is signed over its exact bytes, so this route keeps the body as a string.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/razorpay/webhook',
      { schema: doc('Razorpay webhook (payment.captured, order.paid, refund.processed, refund.failed), authenticated by X-Razorpay-Signature', { headers: z.object({ 'x-razorpay-signature': z.string().min(1).max(256) }).loose() }, { 200: z.object({ success: z.literal(true), handled: z.boolean() }) }, 400) },
      async (request) => {
        const result = await payOnline.handleWebhook(String(request.body ?? ''), request.headers['x-razorpay-signature'] as string);
        return { success: true as const, ...result };
      },
    );
  });
};

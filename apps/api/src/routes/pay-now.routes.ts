import { VerifyRazorpayPaymentBody } from '@shop/contract/orders';
import { PayNowCheckoutResponse, PayNowOrderResponse, PayNowParams } from '@shop/contract/pay-now';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../lib/openapi';
import type { PayNowWorkflow } from '../workflows/pay-now';

const doc = routeDoc('payments');

/**
 * Pay now instead: a Cash on Delivery order paid online later. The signed link's token (from the order-placed message
 * or the tracking page) is the authority, so these work without signing in, for that order only.
 */
export const payNowRoutes: FastifyPluginAsyncZod<{ payNow: PayNowWorkflow }> = async (app, { payNow }) => {
  app.get(
    '/order/:orderId/pay-now/:token',
    { schema: doc('A Cash on Delivery order a signed pay-now link names, while it can be paid online (403 bad or expired link, 409 paid, dispatched or cancelled)', { params: PayNowParams }, { 200: PayNowOrderResponse }, 400, 403, 409) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return payNow.show(request.params.orderId, request.params.token);
    },
  );

  app.post(
    '/order/:orderId/pay-now/:token',
    { schema: doc('Open the online payment of a Cash on Delivery order (amount in paise); a payment already open for it is given again', { params: PayNowParams }, { 200: PayNowCheckoutResponse }, 400, 403, 409, 503) },
    async (request) => payNow.open(request.params.orderId, request.params.token),
  );

  app.post(
    '/order/:orderId/pay-now/:token/verify',
    { schema: doc("Check Checkout's signature and convert the same order to paid online, exactly once; 409 with details.paymentRefund when the payment is refunded instead", { params: PayNowParams, body: VerifyRazorpayPaymentBody }, { 200: PayNowOrderResponse }, 400, 403, 404, 409, 503) },
    async (request) => payNow.verify(request.params.orderId, request.params.token, request.body),
  );
};

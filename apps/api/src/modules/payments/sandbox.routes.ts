import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SandboxProvider } from '../../adapters/payment/sandbox-provider';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';

const CHECKOUT_SCRIPT = readFileSync(path.join(import.meta.dirname, 'sandbox-checkout.js'), 'utf8');
const OrderParams = z.object({ orderId: z.string().min(1).max(64) });
/**
 * The offline payment gateway's browser side: its Checkout script and the Pay / Fail buttons behind it. Its
 * webhooks are stored by the gateway and delivered by the `sandbox-webhooks` job, nudged a moment after a payment.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ gateway: SandboxProvider; jobs: JobRunner; webhookDelayMs: number }> = async (app, { gateway, jobs, webhookDelayMs }) => {
  app.get('/dev/payments/checkout.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_SCRIPT));

  app.get('/dev/payments/:orderId', { schema: { params: OrderParams } }, async (request) => {
    const order = await gateway.findOrder(request.params.orderId);
    if (!order) throw new AppError('order.sandboxOrderNotFound');
    return order;
  });

  app.post('/dev/payments/:orderId/pay', { schema: { params: OrderParams } }, async (request) => {
    const paid = await gateway.pay(request.params.orderId);
    if (!paid) throw new AppError('order.sandboxOrderNotFound');
    jobs.nudge('sandbox-webhooks', webhookDelayMs);
    return { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature };
  });

  app.post('/dev/payments/:orderId/fail', { schema: { params: OrderParams } }, async (request) => {
    if (!(await gateway.fail(request.params.orderId))) throw new AppError('order.sandboxOrderNotFound');
    return { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed (sandbox)', reason: 'payment_failed', metadata: { order_id: request.params.orderId } } };
  });
};

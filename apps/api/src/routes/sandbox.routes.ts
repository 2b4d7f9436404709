import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { SandboxProvider } from '../adapters/payment/sandbox-provider';
import type { JobRunner } from '../jobs/job-runner';
import { AppError } from '../lib/errors';

const CHECKOUT_SCRIPT = readFileSync(path.join(import.meta.dirname, 'sandbox-checkout.js'), 'utf8');
const UPI_APP_SCRIPT = readFileSync(path.join(import.meta.dirname, 'sandbox-upi-app.js'), 'utf8');
const OrderParams = z.object({ orderId: z.string().min(1).max(64) });

/** The UPI apps the sandbox Checkout offers on a phone (Razorpay's intent list, its most used apps first). */
export const SANDBOX_UPI_APPS = { google_pay: 'Google Pay', phonepe: 'PhonePe', paytm: 'Paytm', bhim: 'BHIM', qr: 'Your UPI app' } as const;
const UpiAppQuery = z.object({ app: z.enum(Object.keys(SANDBOX_UPI_APPS) as [keyof typeof SANDBOX_UPI_APPS, ...Array<keyof typeof SANDBOX_UPI_APPS>]).default('qr') });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** The page standing in for a UPI app: what the customer approves in GPay, PhonePe… after choosing it or scanning the QR. */
function upiAppPage(order: { id: string; amountPaise: number; status: string }, appName: string): string {
  const amount = escapeHtml(rupees(order.amountPaise));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(appName)}: pay ${amount} (sandbox)</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f1fa; color: #1f1a2b; }
  main { max-width: 420px; margin: 0 auto; padding: 32px 20px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .note { color: #5a5368; font-size: 14px; margin: 0 0 24px; }
  .amount { font-size: 32px; font-weight: 700; margin: 8px 0 4px; }
  .payee { margin: 0 0 24px; }
  [role="status"] { min-height: 1.4em; font-weight: 600; }
  button { display: block; width: 100%; min-height: 48px; margin-top: 10px; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; border: 1px solid #5b3f8c; background: #fff; color: #5b3f8c; }
  button.primary { background: #5b3f8c; color: #fff; }
  button:disabled { opacity: .6; cursor: default; }
</style>
</head>
<body>
<main data-order-id="${escapeHtml(order.id)}" data-status="${escapeHtml(order.status)}">
  <h1>${escapeHtml(appName)}</h1>
  <p class="note">Sandbox UPI app: no real money moves.</p>
  <p>Paying Purrfect Litter</p>
  <p class="amount">${amount}</p>
  <p class="payee">UPI reference ${escapeHtml(order.id)}</p>
  <p role="status" aria-live="polite"></p>
  <button type="button" class="primary" data-action="pay">Pay ${amount}</button>
  <button type="button" data-action="decline">Decline</button>
</main>
<script src="/dev/payments/upi-app.js"></script>
</body>
</html>`;
}

/**
 * The offline payment gateway's browser side: its Checkout script, the Pay / Fail buttons behind it, the UPI app a
 * phone opens and the QR code a laptop shows. Its webhooks are stored by the gateway and delivered by the
 * `sandbox-webhooks` job, nudged a moment after a payment.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ gateway: SandboxProvider; jobs: JobRunner; webhookDelayMs: number }> = async (app, { gateway, jobs, webhookDelayMs }) => {
  app.get('/dev/payments/checkout.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_SCRIPT));
  app.get('/dev/payments/upi-app.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(UPI_APP_SCRIPT));

  app.get('/dev/payments/:orderId', { schema: { params: OrderParams } }, async (request) => {
    const order = await gateway.findOrder(request.params.orderId);
    if (!order) throw new AppError('order.sandboxOrderNotFound');
    return order;
  });

  /**
   * What Checkout polls while the customer pays elsewhere (their UPI app, or a phone that scanned the QR): the order's
   * status and, once paid, Checkout's signed response, as Razorpay's Checkout learns of a UPI payment.
   */
  app.get('/dev/payments/:orderId/result', { schema: { params: OrderParams } }, async (request, reply) => {
    const order = await gateway.findOrder(request.params.orderId);
    if (!order) throw new AppError('order.sandboxOrderNotFound');
    reply.header('cache-control', 'no-store');
    return { status: order.status, response: await gateway.checkoutResult(order.id) };
  });

  /** The UPI app the payment was handed to (intent on a phone, or the page the QR code opens). */
  app.get('/dev/payments/:orderId/upi', { schema: { params: OrderParams, querystring: UpiAppQuery } }, async (request, reply) => {
    const order = await gateway.findOrder(request.params.orderId);
    if (!order) throw new AppError('order.sandboxOrderNotFound');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(upiAppPage(order, SANDBOX_UPI_APPS[request.query.app]));
  });

  /** The QR code a laptop shows: it opens the sandbox's UPI app page for this order on whatever scans it. */
  app.get('/dev/payments/:orderId/qr.svg', { schema: { params: OrderParams } }, async (request, reply) => {
    const order = await gateway.findOrder(request.params.orderId);
    if (!order) throw new AppError('order.sandboxOrderNotFound');
    const target = `${request.protocol}://${request.host}/dev/payments/${encodeURIComponent(order.id)}/upi?app=qr`;
    const svg = await QRCode.toString(target, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
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

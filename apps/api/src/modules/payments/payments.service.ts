import { ORDER_MESSAGES, type Order } from '@shop/contract/orders';
import type { PaymentGateway } from '../../adapters/payment/payment-gateway';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AddressRequest, OrderItemRequest, OrderSnapshot, OrdersService } from '../orders/orders.service';
import * as repo from './payments.repository';

export interface OnlineCheckout {
  id: string;
  amount: number;
  currency: string;
  freeOrder: boolean;
  order: Order | null;
}

export interface PaymentsService {
  keyId(): string;
  /**
   * Prices the order on the server and opens a Razorpay order for that amount, remembering what it pays for.
   * A first order made free by its coupon (total ₹0) is placed at once, without a payment.
   */
  startOnlineCheckout(userId: string, request: { items: OrderItemRequest[]; address?: AddressRequest; couponCode?: string | null }): Promise<OnlineCheckout>;
  /** Checkout's signed response: checks it and places the order exactly once. */
  verifyPayment(userId: string, input: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string; amount?: number }): Promise<Order>;
  /** Razorpay's webhook: completes a paid attempt whose browser never came back. */
  handleWebhook(rawBody: string, signature: string): Promise<{ handled: boolean }>;
}


export function createPaymentsService(deps: { db: Db; gateway: PaymentGateway; orders: OrdersService }): PaymentsService {
  const { db, gateway, orders } = deps;

  /** Places the order an attempt paid for, once, whoever gets here first (verify or webhook). */
  async function complete(attempt: repo.PaymentAttemptRow, paymentId: string): Promise<Order> {
    const existing = await orders.findOrderByPaymentId(paymentId);
    if (existing) return existing;
    try {
      const order = await orders.commit(attempt.userId, attempt.snapshot as OrderSnapshot, {
        method: 'ONLINE',
        status: 'paid',
        razorpayOrderId: attempt.razorpayOrderId,
        razorpayPaymentId: paymentId,
      });
      await repo.markAttempt(db, attempt.id, { status: 'paid', orderId: order._id });
      return order;
    } catch (err) {
      if (isUniqueViolation(err)) {
        const placed = await orders.findOrderByPaymentId(paymentId);
        if (placed) return placed;
      }
      if (err instanceof AppError && err.status === 409) {
        // Paid, but the stock ran out meanwhile: keep the attempt for a refund by the shop's staff.
        await repo.markAttempt(db, attempt.id, { status: 'paid', failureReason: err.message });
      }
      throw err;
    }
  }

  return {
    keyId: () => gateway.keyId,

    async startOnlineCheckout(userId, request) {
      const snapshot = await orders.quote(userId, { ...request, paymentMethod: 'ONLINE' });
      if (snapshot.price.totalPaise === 0) {
        // Nothing to pay: the coupon is re-checked under a lock as the order is written.
        const order = await orders.commit(userId, snapshot, { method: 'ONLINE', status: 'not_required' });
        return { id: order.customOrderId, amount: 0, currency: 'INR', freeOrder: true, order };
      }
      let gatewayOrder;
      try {
        gatewayOrder = await gateway.createOrder({
          amountPaise: snapshot.price.totalPaise,
          currency: 'INR',
          receipt: `rcpt_${Date.now().toString(36)}`,
          notes: { userId },
        });
      } catch {
        throw new AppError('UNAVAILABLE', ORDER_MESSAGES.paymentInitFailed);
      }
      await repo.insertAttempt(db, { userId, razorpayOrderId: gatewayOrder.id, amountPaise: gatewayOrder.amount, currency: gatewayOrder.currency, snapshot });
      return { id: gatewayOrder.id, amount: gatewayOrder.amount, currency: gatewayOrder.currency, freeOrder: false, order: null };
    },

    async verifyPayment(userId, input) {
      if (!gateway.verifyPaymentSignature(input.razorpayOrderId, input.razorpayPaymentId, input.razorpaySignature)) {
        throw new AppError('BAD_REQUEST', ORDER_MESSAGES.verificationFailed);
      }
      const attempt = await repo.findAttempt(db, input.razorpayOrderId);
      if (!attempt || attempt.userId !== userId) throw new AppError('NOT_FOUND', ORDER_MESSAGES.verificationFailed);
      // `amount`, when sent, is the paise amount create-razorpay-order returned.
      if (input.amount !== undefined && input.amount !== attempt.amountPaise) {
        throw new AppError('BAD_REQUEST', ORDER_MESSAGES.verificationFailed);
      }
      return complete(attempt, input.razorpayPaymentId);
    },

    async handleWebhook(rawBody, signature) {
      if (!gateway.verifyWebhookSignature(rawBody, signature)) throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
      let event: { event?: string; payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number } } } };
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook body is not valid JSON.');
      }
      const payment = event.payload?.payment?.entity;
      if (!['payment.captured', 'order.paid'].includes(event.event ?? '') || !payment?.id || !payment.order_id) return { handled: false };
      const attempt = await repo.findAttempt(db, payment.order_id);
      if (!attempt || payment.amount !== attempt.amountPaise) return { handled: false };
      try {
        await complete(attempt, payment.id);
      } catch (err) {
        // A paid order that cannot be completed is recorded on the attempt; Razorpay need not retry.
        if (err instanceof AppError && err.status === 409) return { handled: false };
        throw err;
      }
      return { handled: true };
    },
  };
}

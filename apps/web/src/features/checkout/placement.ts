import { PaymentRefundDetails, type CreateOrderBody } from '@shop/contract/orders';
import { PostalAddress, type Address } from '@shop/contract/users';
import { callFailureOf } from '../../lib/query-message';
import { isAddressValid } from '../../lib/delivery-address';
import type { CartItem } from '../cart/public';
import { CHECKOUT_TEXTS } from './texts';
import { textsOfDocument } from '../../lib/i18n/texts';

/** Why an order cannot be placed yet (SPEC.md §5), or null: a primary address first, then a serviceable area. */
export function placementProblem(address: Address | null, serviceable: boolean): string | null {
  if (!address || !isAddressValid(address)) return textsOfDocument(CHECKOUT_TEXTS).completeAddress;
  if (!serviceable) return textsOfDocument(CHECKOUT_TEXTS).areaNotServiceable;
  return null;
}

type OrderItem = CreateOrderBody['items'][number];

function orderItemOf(item: CartItem): OrderItem {
  return {
    productId: item.productId._id,
    quantity: item.quantity,
    selectedWeight: item.selectedWeight ?? item.productId.weight,
    selectedFragrance: item.selectedFragrance ?? item.productId.fragrance,
  };
}

/** The cart as order items (SPEC.md §7): product, quantity, chosen weight and fragrance. */
export function orderItemsOf(items: readonly CartItem[]): OrderItem[] {
  return items.map(orderItemOf);
}

/** Order items for create-razorpay-order, which also carry the price shown (informational: the server prices it). */
export function pricedOrderItemsOf(items: readonly CartItem[]): Array<OrderItem & { price: number }> {
  return items.map((item) => ({ ...orderItemOf(item), price: item.productId.finalPrice }));
}

/** The delivery address sent with an order: the saved address's postal part, as the contract has it. */
export function orderAddressOf(address: Address): NonNullable<CreateOrderBody['address']> {
  return PostalAddress.parse(address);
}

/**
 * One idempotency key per checkout attempt. The same request sent again after the server gave no answer (a
 * network failure, a time-out, a 5xx) keeps its key, so the server returns what it already did; a changed
 * request (cart, address, coupon, payment method) or any attempt after an answer gets a new key.
 */
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    /** The server answered this attempt (placed, or refused it): the next one is a new attempt. */
    settle(): void {
      current = null;
    },
  };
}

/** Whether a failed call may have reached the server without its answer reaching us: retry with the same key. */
export function isUnanswered(err: unknown): boolean {
  const failure = callFailureOf(err);
  return failure !== null && (failure.status === 0 || failure.status >= 500);
}

/**
 * What the customer is told when another confirmation code could not be sent, in the page's language: the server's
 * refusal (a wait, an expired confirmation; its reason already in the page's language), else, when no answer came at
 * all, that the connection dropped and tapping again is what to do.
 */
export function resendFailureMessage(err: unknown): string {
  const words = textsOfDocument(CHECKOUT_TEXTS);
  const failure = callFailureOf(err);
  if (!failure || failure.status === 0) return words.codeNotResent;
  return failure.message || words.codeNotResent;
}

/**
 * Sends a checkout call once more, with the same idempotency key, when the first got no answer (the connection
 * dropped, or the server failed): the server answers with what the first one did, or does it now, never twice.
 * Whatever it answers (an order, or a refusal) is known before the customer is told anything.
 */
export async function sendAgainIfUnanswered<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (!isUnanswered(err)) throw err;
    return send();
  }
}

/** What the order-failed page is told about a payment that went through but is being refunded. */
export interface PaymentRefundState {
  refund: { amount: number; message: string };
}

/** What the failed page is told, in the router state: that a payment did not become an order, and any refund. */
export interface OrderFailedState extends Partial<PaymentRefundState> {
  outcome: 'failed';
}

/** The refund a verify call answered with (409 with details.paymentRefund), or null for any other failure. */
export function paymentRefundOf(err: unknown): PaymentRefundState | null {
  const failure = callFailureOf(err);
  if (failure?.status !== 409) return null;
  const details = PaymentRefundDetails.safeParse(failure.details);
  return details.success ? { refund: { amount: details.data.paymentRefund.amount, message: failure.message } } : null;
}

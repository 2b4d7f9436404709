/**
 * The statuses of an order and the words of ordering, cancelling and coupons. Free of the validation library, so the
 * error reasons (error-reasons.ts) can name them without it; orders.ts re-exports them with the schemas.
 */
import { ONLINE_REFUND_TIMING } from './constants';

export const ORDER_STATUSES = ['placed', 'confirmed', 'shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Tracking progress fill per status (SPEC.md §4). */
export const ORDER_STATUS_PROGRESS: Record<OrderStatus, number> = {
  placed: 7,
  confirmed: 25,
  shipment_created: 35,
  picked_up: 50,
  in_transit: 65,
  out_for_delivery: 80,
  delivered: 100,
  cancelled: 0,
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Order Placed',
  confirmed: 'Order Confirmed',
  shipment_created: 'Shipment Created',
  picked_up: 'Picked Up',
  in_transit: 'In Transit',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Customers may cancel an order themselves within this many hours of placing it, before it is shipped (terms). */
export const CUSTOMER_CANCEL_WINDOW_HOURS = 24;

export const ORDER_MESSAGES = {
  areaNotServiceable: 'Area not serviceable',
  completeAddress: 'Please complete your address',
  addPrimaryAddress: 'Please add a primary address in your profile',
  pincodeNotServiceable: 'This pincode is not serviceable. Please update your address.',
  serviceable: 'Delivery available to this pincode',
  placeFailed: 'Failed to place order',
  codFailed: 'Order checkout failed',
  paymentInitFailed: 'Payment initialization failed',
  verificationFailed: 'Payment verification failed',
  paymentNotConfirmed: 'We could not confirm your payment with the bank yet. If money was taken, your order is placed or the money returned automatically within a few minutes.',
  codCouponRemoved: 'This coupon type is not valid for COD orders. It will be removed.',
  emptyOrder: 'Your cart is empty.',
  productUnavailable: ({ product }: { product: string }) => `${product} is no longer available`,
  notEnoughStock: ({ product, stock }: { product: string; stock: number }) => (stock > 0 ? `Only ${stock} of ${product} left in stock` : `${product} is out of stock`),
  /** The last units are held by another customer's payment in progress (released if it is not paid in time). */
  stockHeld: ({ product, stock }: { product: string; stock: number }) =>
    stock > 0
      ? `Only ${stock} of ${product} can be ordered right now: the rest are in another customer's checkout. Please try again in a few minutes.`
      : `${product} is in another customer's checkout right now. Please try again in a few minutes.`,
  /**
   * Said when a checkout call got no answer twice (sent again with the same idempotency key, which answers with the
   * order had it been placed): tapping again asks the same question and can never place it twice.
   */
  connectionLost:
    'The connection dropped before the shop could answer, so we could not confirm your order. Check your internet connection and tap again: if it was placed you will see it, and it is never placed twice.',
  orderPlaced: 'Order Placed Successfully!',
  freeOrderUsesOnline: 'A free order is placed without payment; choose Pay Online.',
  tooManyOfOne: ({ product, max }: { product: string; max: number }) => `You can order at most ${max} of ${product}`,
  priceChanged: 'The price of your order changed while you were paying',
  paymentExpired: 'The payment arrived after its checkout session had expired',
  paymentAlreadyUsed: 'This checkout was already paid for',
  paymentFailedBefore: 'This checkout was closed before the payment arrived',
  /** Said to a customer whose payment went through but could not become an order. */
  paymentRefunded: ({ problem }: { problem: string }) => `Your payment was received, but we couldn't complete your order: ${problem}. The full amount will be refunded to your original payment method (${ONLINE_REFUND_TIMING}).`,
  paymentStillOpen: 'Your payment is being confirmed. Please check your orders in a minute.',
  /** A payment status asked for a checkout that is not this customer's (or none at all). */
  paymentNotFound: 'We could not find this payment.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new checkout.',
  idempotencyKeyBusy: 'The same checkout is still being processed. Please wait a moment.',
  webhookSignature: 'Invalid webhook signature',
  /** The offline payment gateway's own pages (dev tools). */
  sandboxOrderNotFound: 'No such sandbox order',
} as const;

export const CANCEL_MESSAGES = {
  cancelled: 'Your order has been cancelled.',
  cancelledWithRefund: (rupees: string) => `Your order has been cancelled. ₹${rupees} will be refunded to your original payment method (${ONLINE_REFUND_TIMING}).`,
  windowClosed: `Orders can be cancelled within ${CUSTOMER_CANCEL_WINDOW_HOURS} hours of ordering.`,
  alreadyProcessed: 'This order is already being shipped and can no longer be cancelled.',
  alreadyCancelled: 'This order is already cancelled.',
  orderNotFound: 'Order not found',
} as const;

export const COUPON_MESSAGES = {
  applied: 'Coupon applied!',
  invalid: 'Invalid coupon code',
  inactive: 'This coupon is no longer active',
  notYet: 'This coupon is not active yet',
  expired: 'This coupon has expired',
  minOrder: ({ rupees }: { rupees: number }) => `Add items worth ₹${rupees.toLocaleString('en-IN')} or more to use this coupon`,
  quantity: ({ quantity }: { quantity: number }) => `Add at least ${quantity} items to your cart to use this coupon`,
  firstOrderOnly: 'This coupon is only for your first order',
  usedUp: 'You have already used this coupon',
  limitReached: 'This coupon has reached its usage limit',
  notForCod: 'This coupon is not valid for Cash on Delivery',
  /** A buyXgetY coupon whose free unit no product in the cart has in stock beyond the units paid for. */
  freeUnitOutOfStock: ({ quantity }: { quantity: number }) =>
    quantity === 1 ? 'The free item of this offer is out of stock for the products in your cart' : `The ${quantity} free items of this offer are out of stock for the products in your cart`,
  loyaltyNotEarned: ({ remaining }: { remaining: number }) => `Complete ${remaining} more orders to unlock this reward`,
  oneCodePerOrder: 'Only one promotional code can be used per order',
  /** The first-order offer needs a phone number the customer proved with a code. */
  phoneNotVerified: 'Verify your phone number in your profile to use the first-order offer',
  /** A first-order (or new-customer) coupon already used by this person: same mailbox, phone or delivery address. */
  firstOrderTaken: ({ by }: { by: 'email' | 'phone' | 'address' }) =>
    `This offer is for a first order only, and it has already been used with this ${by === 'email' ? 'email address' : by === 'phone' ? 'phone number' : 'delivery address'}`,
  /** A coupon the shop made for named customers, typed by someone else. */
  notForYou: 'This coupon is not valid for your account',
} as const;

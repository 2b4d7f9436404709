/**
 * The statuses of an order and the words of ordering, cancelling and coupons. Free of the validation library, so the
 * error reasons (error-reasons.ts) can name them without it; orders.ts re-exports them with the schemas.
 */
import { ONLINE_REFUND_TIMING } from './constants';

/**
 * An order's statuses. After the forward path and cancelled come the parcels that never reach the customer: on its way
 * back to the shop (rto_initiated: refused, undeliverable, or sent back by the courier), back with the shop
 * (rto_delivered), or lost or damaged by the courier (lost). See docs/decisions/027-parcels-that-come-back.md.
 */
export const ORDER_STATUSES = ['placed', 'confirmed', 'shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'cancelled', 'rto_initiated', 'rto_delivered', 'lost'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses of a parcel returned to origin (RTO): the console's RTO filter and the dashboard's RTO rate count these. */
export const RTO_STATUSES = ['rto_initiated', 'rto_delivered'] as const satisfies readonly OrderStatus[];
/** Statuses where the parcel did not reach the customer and never will: returning, returned, or lost. */
export const UNDELIVERED_STATUSES = ['rto_initiated', 'rto_delivered', 'lost'] as const satisfies readonly OrderStatus[];
export type UndeliveredStatus = (typeof UNDELIVERED_STATUSES)[number];
export const isUndelivered = (status: OrderStatus): status is UndeliveredStatus => (UNDELIVERED_STATUSES as readonly OrderStatus[]).includes(status);
/** Orders that did not become a sale: cancelled, back with us, or lost. Revenue and a customer's totals leave them out. */
export const NOT_A_SALE_STATUSES = ['cancelled', 'rto_delivered', 'lost'] as const satisfies readonly OrderStatus[];

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
  // As far as the parcel went: shipped, and no further toward the customer.
  rto_initiated: 65,
  rto_delivered: 65,
  lost: 65,
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
  rto_initiated: 'Returning to us',
  rto_delivered: 'Returned to us',
  lost: 'Lost in transit',
};

/** The console's short names of the undelivered statuses, beside their labels (staff speak of RTO). */
export const UNDELIVERED_STAFF_LABELS: Record<UndeliveredStatus, string> = {
  rto_initiated: 'RTO initiated',
  rto_delivered: 'RTO delivered',
  lost: 'Lost or damaged',
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

import { LOCALES } from './locale';
import { z } from 'zod';
import { CART_LIMITS } from './cart';
import { PaymentOptions } from './cod-rules';
import { CheckoutConsents } from './consents';
import { PRODUCT_ID_MAX_LENGTH, Product } from './catalog';
import { COUPON_CODE_MAX_LENGTH } from './constants';
import { AUTOMATIC_COUPON_REASONS, Coupon, CouponCode, couponCodeSchema } from './coupons';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentStatus } from './payment-methods';
import { Address, PostalAddress, postalAddressInput } from './users';
import { COUPON_MESSAGES, ORDER_MESSAGES, ORDER_STATUSES } from './order-rules';
import { DocumentId, Rupees, Timestamp } from './schema-parts';
export {
  CANCEL_MESSAGES,
  COUPON_MESSAGES,
  CUSTOMER_CANCEL_WINDOW_HOURS,
  isUndelivered,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_PROGRESS,
  ORDER_STATUSES,
  RTO_STATUSES,
  UNDELIVERED_STAFF_LABELS,
  UNDELIVERED_STATUSES,
  type OrderStatus,
  type UndeliveredStatus,
} from './order-rules';

export { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentStatus };

/** Limits and timings of online payment. */
export const PAYMENT_LIMITS = {
  /**
   * An online payment not made within this time is expired; money for a payment made later is refunded. A payment made
   * in time counts however late the shop hears of it (judged by the provider's time of the payment).
   */
  attemptTtlMinutes: 30,
  /**
   * A checkout past its time stays open this much longer while a payment made in time is still on its way (a UPI
   * request the bank has not answered), so the reconciliation job still asks about it.
   */
  pendingPaymentGraceMinutes: 120,
  /** Open payments older than this are checked with the provider by the reconciliation job. */
  reconcileAfterMinutes: 2,
  /** How often the reconciliation job runs (also once at start-up). */
  reconcileIntervalSeconds: 60,
  /** Open payments older than this are no longer asked about: the provider's own order has long expired. */
  reconcileLookbackDays: 7,
  /** A refund the provider has not confirmed is asked about again after this long. */
  refundRecheckMinutes: 10,
  /** Tries to send one refund to the provider before staff must look at it. */
  refundMaxTries: 8,
  /** The Idempotency-Key header: printable ASCII, at most this long. */
  idempotencyKeyMaxLength: 100,
} as const;

export { IDEMPOTENCY_KEY_HEADER } from './constants';
export const IdempotencyKey = z
  .string()
  .min(8, 'Idempotency-Key must be 8 to 100 printable characters')
  .max(PAYMENT_LIMITS.idempotencyKeyMaxLength, 'Idempotency-Key must be 8 to 100 printable characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be 8 to 100 printable characters');

/** What a customer's verify call says when the payment went through but became a refund instead of an order. */
export const PaymentRefundDetails = z.object({ paymentRefund: z.object({ amount: Rupees, reason: z.string() }) });

export const ORDER_LIMITS = {
  couponCodeMaxLength: COUPON_CODE_MAX_LENGTH,
  /** Coupon checks per client per minute (guessing codes is not a game). */
  couponChecksPerMinute: 30,
  /** Reads of the coupon list with the customer's answers, per client per minute (each checks every coupon on offer). */
  couponOffersPerMinute: 60,
  /**
   * Order placements (create-order) per client address per minute, and per account per minute: placing an order can
   * text a confirmation code, and no real customer places more than a few a minute.
   */
  placePerMinutePerAddress: 30,
  placePerMinutePerAccount: 10,
} as const;

export const OrderItemInput = z.object({
  productId: z.string().min(1).max(PRODUCT_ID_MAX_LENGTH),
  quantity: z.number().int().min(1).max(CART_LIMITS.maxQuantityPerItem),
  selectedWeight: z.string().max(40).optional(),
  selectedFragrance: z.string().max(40).optional(),
  /** Sent by some clients; ignored: the server prices every order itself. */
  price: z.number().optional(),
});

/** The delivery address sent with an order; city and state are always re-derived from the pincode. */
export const OrderAddressInput = z.object(postalAddressInput(ORDER_MESSAGES.completeAddress));

const CouponChoice = z
  .object({ code: CouponCode.optional() })
  .nullable()
  .optional();

export const CreateOrderBody = z.object({
  items: z.array(OrderItemInput).min(1, ORDER_MESSAGES.emptyOrder).max(CART_LIMITS.maxDistinctItems),
  address: OrderAddressInput.optional(),
  payment: z.object({ method: z.literal('COD'), status: z.literal('pending').optional() }),
  coupon: CouponChoice,
  /** Reminders and offers ticked at checkout by a customer never asked before: recorded with the order. */
  consents: CheckoutConsents.optional(),
});
export type CreateOrderBody = z.input<typeof CreateOrderBody>;

export const CreateRazorpayOrderBody = z.object({
  items: z.array(OrderItemInput).min(1, ORDER_MESSAGES.emptyOrder).max(CART_LIMITS.maxDistinctItems),
  address: OrderAddressInput.optional(),
  coupon: CouponChoice,
  /** As for create-order: recorded with the order once it is paid for and placed. */
  consents: CheckoutConsents.optional(),
});
export type CreateRazorpayOrderBody = z.input<typeof CreateRazorpayOrderBody>;

/** An order's delivery address, as it was when the order was placed: the postal part of the one address. */
export const OrderAddress = PostalAddress;
export type OrderAddress = z.infer<typeof OrderAddress>;

/** One line of an order: the product as it was when the order was placed (its size and scent), units and prices. */
export const OrderLine = Product.pick({ weight: true, fragrance: true }).extend({
  /** null: the product has since been removed from the catalogue. */
  productId: DocumentId.nullable(),
  /** The product's name (its `productName`) then. */
  name: Product.shape.productName,
  /** Its first picture then, if it had one. */
  image: z.string().nullable(),
  quantity: z.number().int(),
  unitMrp: Rupees,
  unitPrice: Rupees,
  lineTotal: Rupees,
  isFree: z.boolean(),
});

/** What names an order and where it stands, in the customer's order and in the console's list alike. */
export const OrderHead = z.object({
  _id: DocumentId,
  customOrderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});

/** An order as its owner sees it; money in rupees. */
export const Order = OrderHead.extend({
  items: z.array(OrderLine),
  mrpTotal: Rupees,
  productDiscount: Rupees,
  subtotal: Rupees,
  couponCode: z.string().nullable(),
  couponDiscount: Rupees,
  shipping: Rupees,
  /** Added for Cash on Delivery (staff's COD rules); absent when none. */
  codFee: Rupees.optional(),
  /** Taken off for paying online (staff's COD rules); absent when none. */
  onlineDiscount: Rupees.optional(),
  total: Rupees,
  address: OrderAddress,
  trackingNumber: z.string().nullable(),
  placedAt: Timestamp,
  deliveredAt: Timestamp.nullable(),
  /** The day (YYYY-MM-DD, India) the courier expected to deliver when the order was placed; null if it gave none. */
  estimatedDeliveryDate: z.string().nullable(),
  /** The language the order was placed in, which its messages speak; null: none was chosen (the customer's then). */
  language: z.enum(LOCALES).nullable().optional(),
});
export type Order = z.infer<typeof Order>;

export const OrderResponse = z.object({ success: z.literal(true), order: Order });
export const MyOrdersResponse = z.object({ success: z.literal(true), orders: z.array(Order) });
/**
 * GET /order/my-order-count: the orders the customer placed (cancelled ones not counted), the number the first-order
 * coupon rule goes by; the checkout needs nothing else of them.
 */
export const MyOrderCountResponse = z.object({
  success: z.literal(true),
  count: z.number().int().nonnegative(),
  /**
   * Whether the server would give this customer the free first order now (a verified phone, and no first order yet
   * from their email, phone or primary address): the checkout offers it by itself only then. Absent: not known.
   */
  firstOrderOffer: z.boolean().optional(),
});

export const CouponsResponse = z.object({ success: z.literal(true), coupons: z.array(Coupon) });

/**
 * A coupon on offer with the server's answer for the signed-in customer's cart as it is now: whether it can be used,
 * and if not the reason key (ERROR_REASONS `coupon.*`, the one validate-coupon would answer) and its words.
 */
export const OfferedCoupon = Coupon.extend({
  usable: z.boolean(),
  reason: z.string().nullable(),
  message: z.string().nullable(),
  /**
   * Whether the shop's rules put this coupon on the customer's cart by themselves (SPEC.md §4 "Coupon
   * auto-application"), and why: `first_order` for the free first order of a customer with no orders yet,
   * `buy_x_get_y` for a buy-X-get-Y offer the cart now reaches; null when it is only there to be chosen. At most one
   * coupon of the list has each reason. The checkout applies what this says, and takes back a buy-X-get-Y coupon it
   * no longer says. A customer's own coupon is never displaced by a first-order one, nor a first-order or
   * buy-X-get-Y one by another automatic coupon (the checkout holds which coupon is on the order).
   */
  automatic: z.enum(AUTOMATIC_COUPON_REASONS).nullable(),
});
export type OfferedCoupon = z.infer<typeof OfferedCoupon>;
/** GET /order/my-coupons: the coupons on offer, each answered for the customer's cart (see OfferedCoupon). */
export const MyCouponsResponse = z.object({ success: z.literal(true), coupons: z.array(OfferedCoupon) });

const ValidateCouponCode = couponCodeSchema({ required: COUPON_MESSAGES.invalid, tooLong: COUPON_MESSAGES.invalid });
export const ValidateCouponBody = z.object({
  couponCode: ValidateCouponCode,
  /** The subtotal the client shows; informational, the server measures the cart itself. */
  amount: Rupees.optional(),
  /**
   * The coupon on the order now, when this one would take its place: the answer then says whether this one saves more
   * on the cart (`savesMore`), so the swap is the server's decision.
   */
  replacing: ValidateCouponCode.optional(),
});
export const ValidateCouponResponse = z.object({
  success: z.literal(true),
  valid: z.literal(true),
  coupon: Coupon,
  /** Rupees the coupon takes off this cart (0 for buyXgetY, which adds free units instead). */
  discountAmount: Rupees,
  /**
   * The units a buyXgetY coupon adds free to this cart, from a product that has them in stock (unit price in
   * rupees: what each would have cost); empty for other coupons.
   */
  freeUnits: z.array(z.object({ productId: z.string(), quantity: z.number().int().positive(), unitPrice: z.number() })).optional(),
  message: z.string(),
  /**
   * With `replacing` asked: whether this coupon saves more on the cart (its discount, or its free units' worth) than the
   * replaced coupon does (a replaced coupon that no longer applies saves nothing). Absent otherwise.
   */
  savesMore: z.boolean().optional(),
  /** With staff's Cash on Delivery rules on: what each way of paying comes to with this coupon. Absent when they are off. */
  paymentOptions: PaymentOptions.optional(),
});

/** GET /user/check-pincode-serviceability?pincode=…: another pincode than the primary address's (e.g. while typing). */
export const ServiceabilityQuery = z.object({ pincode: z.string().regex(/^[1-9]\d{5}$/, 'Enter a valid 6-digit pincode').optional() });

export const ServiceabilityResponse = z.object({
  success: z.literal(true),
  isServiceable: z.boolean(),
  message: z.string(),
  primaryAddress: Address.nullable(),
  /** The day (YYYY-MM-DD, India) an order placed now should arrive; null when not serviceable or unknown. */
  estimatedDeliveryDate: z.string().nullable(),
  /** 'Delivery by Thursday, 27 November', or 'Not deliverable to this pincode'. */
  deliveryMessage: z.string(),
});

export const RazorpayKeyResponse = z.object({ success: z.literal(true), key: z.string() });

/** Razorpay's own order: amount in paise, as its Checkout expects. A free order carries the placed order instead. */
export const CreateRazorpayOrderResponse = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  freeOrder: z.boolean(),
  order: Order.nullable(),
});

export const VerifyRazorpayPaymentBody = z.object({
  razorpayOrderId: z.string().min(1).max(64),
  razorpayPaymentId: z.string().min(1).max(64),
  razorpaySignature: z.string().min(1).max(256),
  amount: z.number().optional(),
});

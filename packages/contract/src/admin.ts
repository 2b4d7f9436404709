import { z } from 'zod';
import { ROLES } from './auth';
import { FRAGRANCES, ProductCategory } from './catalog';
import { COUPON_AUDIENCE_LIMITS, COUPON_TYPES, Coupon, couponCodeSchema } from './coupons';
import { GstRate, HsnCode, OrderInvoice } from './invoices';
import { ORDER_STATUSES, Order, OrderHead, PAYMENT_METHODS, PAYMENT_STATUSES } from './orders';
import { AdminReview } from './reviews';
import { RETURN_LIMITS, RETURN_STATUSES, StatusEvent } from './tracking';
import { ADMIN_LIMITS, ADMIN_MESSAGES } from './admin-rules';
import { Address } from './users';
import { boundedText, DocumentId, IdParam, pagedList, PageNumber, Rupees, Timestamp } from './schema-parts';
export { ADMIN_LIMITS, ADMIN_MESSAGES } from './admin-rules';

/**
 * The operations console's API (/api/v1/admin/*). Money is in rupees at this edge, as everywhere else; the
 * database keeps paise. Every limit the console enforces is named here.
 */

export const ADMIN_PAGE_SIZE = 20;
/** Products with this many units or fewer are listed as low stock on the dashboard. */
export const LOW_STOCK_THRESHOLD = 10;
/** Most products the dashboard lists as low on stock. */
export const LOW_STOCK_LIST_LIMIT = 10;
/** Most orders and reviews shown on a customer's page. */
export const CUSTOMER_HISTORY_LIMIT = 50;

/** Image types the product uploader accepts, by MIME type, with the extension they are stored under. */
export const PRODUCT_IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type ProductImageType = keyof typeof PRODUCT_IMAGE_TYPES;

const search = boundedText(ADMIN_LIMITS.searchMaxLength).optional();
const note = boundedText(ADMIN_LIMITS.noteMaxLength).optional();
const sortDir = z.enum(['asc', 'desc']).default('desc');
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD');
/** A YYYY-MM-DD day that exists on the calendar (not 2026-02-30). */
const calendarDay = isoDay.refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, 'That date does not exist');

/* ---------- reviews ---------- */

/** How long the console keeps a review just approved or rejected in its row, with Undo, before it leaves the list. */
export const CONSOLE_UNDO_SECONDS = 6;

/* ---------- dashboard ---------- */

/** Orders placed in a period (cancelled ones, and parcels back with us or lost, excepted); revenue is net: what was kept after refunds, full or part. */
const Tally = z.object({ orders: z.number().int(), revenue: z.number(), refunded: z.number() });
export const LowStockProduct = z.object({ _id: DocumentId, name: z.string(), weight: z.string(), fragrance: z.string(), stock: z.number().int(), availability: z.boolean() });

/** Texts the shop sent in the last hour and day against its shop-wide message budget; `reached`: texts are being refused. */
export const TextBudgetStatus = z.object({
  lastHour: z.number().int(),
  lastDay: z.number().int(),
  hourLimit: z.number().int(),
  dayLimit: z.number().int(),
  reached: z.boolean(),
  /** Order updates (SMS, WhatsApp) held until the allowance frees up; none is dropped. */
  updatesWaiting: z.number().int(),
});
export type TextBudgetStatus = z.infer<typeof TextBudgetStatus>;

/** The dashboard's RTO figures: the window, and the number of days before a parcel's courier legs are estimated. */
export const RTO_DASHBOARD = {
  /** The RTO rate counts the orders placed in this many last days that were shipped. */
  windowDays: 30,
  /**
   * What one courier leg of a parcel is taken to cost when its order's shipping was free: the shop does not store the
   * courier's bill, so a returned parcel counts two legs (out and back) at the order's shipping charge, or this.
   */
  courierLegEstimatePaise: 6000,
} as const;

/** Shipped orders of one payment method in the window: how many came back (RTO), were lost, and the share that came back. */
const RtoTally = z.object({
  shipped: z.number().int(),
  returned: z.number().int(),
  lost: z.number().int(),
  /** returned ÷ shipped, in per cent with one decimal; 0 when nothing was shipped. */
  ratePercent: z.number(),
  /** Two courier legs of each returned parcel, in rupees (an estimate: see RTO_DASHBOARD). */
  shippingSpent: Rupees,
});
export const RtoSummary = z.object({
  windowDays: z.number().int(),
  cod: RtoTally,
  prepaid: RtoTally,
  /** The cost of one courier leg when an order shipped free, in rupees. */
  courierLegEstimate: z.number(),
});
export type RtoSummary = z.infer<typeof RtoSummary>;

export const AdminDashboard = z.object({
  /** Orders placed (cancelled ones excepted) and their value, in the shop's time zone. */
  today: Tally,
  month: Tally,
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  reviewsPending: z.number().int(),
  returnsRequested: z.number().int(),
  /** Returns received back whose money has not gone back yet. */
  returnsToRefund: z.number().int(),
  /** Online payments taken for orders that could not be placed (stock ran out): the money must go back. */
  paymentsToRefund: z.number().int(),
  /** Cancelled orders that were paid online and whose money has not gone back yet. */
  ordersToRefund: z.number().int(),
  lowStock: z.array(LowStockProduct),
  /** The shop-wide message budget: staff are warned when it is reached (customers' codes are then refused). */
  texts: TextBudgetStatus,
  /** Parcels returned to origin among the orders shipped in the last RTO_DASHBOARD.windowDays days. */
  rto: RtoSummary,
  generatedAt: Timestamp,
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;
export const AdminDashboardResponse = z.object({ success: z.literal(true), dashboard: AdminDashboard });

/* ---------- orders ---------- */

export { RETURN_STATUSES, type ReturnStatus } from './tracking';
export const ADMIN_ORDER_SORTS = ['placedAt', 'total'] as const;

/** The orders list's status filter: one status, or every parcel returned to origin (RTO: on its way back or back). */
export const ADMIN_ORDER_STATUS_FILTERS = [...ORDER_STATUSES, 'rto'] as const;
export type AdminOrderStatusFilter = (typeof ADMIN_ORDER_STATUS_FILTERS)[number];

export const AdminOrdersQuery = z
  .object({
    status: z.enum(ADMIN_ORDER_STATUS_FILTERS).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    returnStatus: z.enum(RETURN_STATUSES).optional(),
    /** Placed on or after this day (shop time). */
    from: isoDay.optional(),
    /** Placed on or before this day (shop time). */
    to: isoDay.optional(),
    /** Part of the order number, or the customer's email or phone. */
    q: search,
    sort: z.enum(ADMIN_ORDER_SORTS).default('placedAt'),
    dir: sortDir,
    page: PageNumber,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'The start date must not be after the end date', path: ['from'] });
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;

export const AdminCustomerRef = z.object({ _id: DocumentId, name: z.string().nullable(), email: z.string(), phone: z.string().nullable() });

export const AdminOrderSummary = OrderHead.extend({
  total: Rupees,
  itemCount: z.number().int(),
  customer: AdminCustomerRef,
  returnStatus: z.enum(RETURN_STATUSES).nullable(),
  placedAt: Timestamp,
  /** When the customer confirmed this Cash on Delivery order with a code texted to them; null: not asked. */
  codConfirmedAt: Timestamp.nullable(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;
export const AdminOrdersPage = pagedList(AdminOrderSummary);

/** What kinds of thing the audit log records changes to. */
export const AUDIT_ENTITY_TYPES = ['order', 'product', 'coupon', 'review', 'payment', 'setting', 'user', 'search-synonym', 'page'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AuditEntry = z.object({
  _id: DocumentId,
  /** Who, as recorded: the staff member's email where there is one, else the process (e.g. 'ops-cli'). */
  actor: z.string(),
  actorUserId: DocumentId.nullable(),
  /** The staff member's name and email as their account has them now; null for a process or a removed account. */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** What people call the thing changed: the order number, the product's name, the coupon's code; null if gone. */
  entityRef: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: Timestamp,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AdminReturn = z.object({
  reason: z.string(),
  note: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
  requestedAt: Timestamp,
  updatedAt: Timestamp,
  /** The customer's photo of the damage, for staff only (GET /admin/orders/:ref/return/photo). */
  photoUrl: z.string().nullable().optional(),
  /** Where a Cash on Delivery refund is sent, and the transfer's reference once staff paid it. */
  refundUpi: z.string().nullable().optional(),
  refundReference: z.string().nullable().optional(),
  approvedAt: Timestamp.nullable().optional(),
  receivedAt: Timestamp.nullable().optional(),
  refundedAt: Timestamp.nullable().optional(),
});

export const REFUND_STATUSES = ['pending', 'processing', 'processed', 'failed'] as const;
/** Who a refund was asked for by: staff, the customer (cancelling), the shop's own processes, or the courier's update. */
export const REFUND_REQUESTER_KINDS = ['staff', 'customer', 'system', 'courier'] as const;
export type RefundRequesterKind = (typeof REFUND_REQUESTER_KINDS)[number];
export const AdminRefund = z.object({
  _id: DocumentId,
  amount: Rupees,
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  requestedBy: z.string(),
  /** Who asked for it: a member of staff (by name and email), the customer cancelling, or the shop itself. */
  requester: z.object({ kind: z.enum(REFUND_REQUESTER_KINDS), name: z.string().nullable(), email: z.string().nullable() }),
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: Timestamp,
  processedAt: Timestamp.nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

/**
 * What staff may decide on a return request: approve (pickup arranged), reject, mark the parcel received (stock back,
 * credit note, the refund starts), and, for Cash on Delivery, record the bank or UPI transfer that refunded it.
 */
export const RETURN_DECISIONS = ['approved', 'received', 'rejected', 'refunded'] as const;

export const AdminOrderDetail = Order.extend({
  customer: AdminCustomerRef,
  couponType: z.enum(COUPON_TYPES).nullable(),
  paymentProvider: z.string().nullable(),
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  /** Rupees given back so far, and what may still be refunded (0 for Cash on Delivery). */
  refundedAmount: Rupees,
  refundableAmount: Rupees,
  refunds: z.array(AdminRefund),
  cancelledAt: Timestamp.nullable(),
  /** When the customer confirmed this Cash on Delivery order with a code texted to them; null: not asked. */
  codConfirmedAt: Timestamp.nullable(),
  /** A Cash on Delivery order the customer paid online later ("pay now instead"): when. Null for any other order. */
  paidOnlineAt: Timestamp.nullable().optional(),
  history: z.array(StatusEvent),
  returnRequest: AdminReturn.nullable(),
  /** The statuses this order may move to now, in flow order. */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  /** Those of nextStatuses whose move sends the customer an SMS or WhatsApp update (shipped, out for delivery, delivered). */
  customerTextedOn: z.array(z.enum(ORDER_STATUSES)),
  /** The decisions staff may take on the return request now (none without one, or once it is settled). */
  returnDecisions: z.array(z.enum(RETURN_DECISIONS)),
  /** Whether staff may enter or correct the tracking number now (from confirmation on, never once cancelled). */
  trackingNumberAllowed: z.boolean(),
  /** What staff have done to this order, newest first. */
  audit: z.array(AuditEntry),
  /** The GST tax invoice and any credit note, to download and reprint; null until issued. */
  invoice: OrderInvoice.nullable().optional(),
  /**
   * A used loyalty reward this order helped earn that its return (or full refund) leaves unearned: its value is kept
   * back from this order's refund (recorded: taken off already; otherwise what would be). Null when none.
   */
  loyaltyRecovery: z.object({ amount: Rupees, rewardOrderNumber: z.string(), recorded: z.boolean() }).nullable().optional(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;
export const AdminOrderResponse = z.object({ success: z.literal(true), order: AdminOrderDetail });

export const AdminOrderParams = z.object({ ref: IdParam });
export const AdvanceOrderBody = z.object({ status: z.enum(ORDER_STATUSES), note });
export const CancelOrderBody = z.object({ reason: note });
export const TrackingNumberBody = z.object({
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'Enter the tracking number')
    .max(ADMIN_LIMITS.trackingNumberMaxLength)
    .regex(/^[A-Za-z0-9-]+$/, 'Tracking numbers use letters, digits and hyphens only'),
});
export const ReturnDecisionBody = z.object({
  status: z.enum(RETURN_DECISIONS),
  note,
  /** The UTR of the bank or UPI transfer, when marking a Cash on Delivery refund paid. */
  reference: z
    .string()
    .trim()
    .max(RETURN_LIMITS.referenceMaxLength)
    .regex(/^[A-Za-z0-9-]*$/, 'A transfer reference uses letters, digits and hyphens only')
    .optional(),
});

/** Staff give money back through the payment provider: all of what is left, or a part (rupees). */
export const RefundOrderBody = z.object({
  amount: z
    .number({ error: 'Enter the amount to refund in rupees' })
    .positive('The refund must be more than ₹0')
    .max(ADMIN_LIMITS.maxRefundRupees, `A refund can be at most ₹${ADMIN_LIMITS.maxRefundRupees}`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Amounts have at most 2 decimals'),
  reason: boundedText(ADMIN_LIMITS.noteMaxLength, 'Say why the money goes back'),
});

export const ATTEMPT_STATUSES = ['created', 'paid', 'fulfilled', 'to_refund', 'refunding', 'refunded', 'expired', 'failed'] as const;

/** Online payments taken where no order could be placed: refunded automatically, listed until the money is back. */
export const UnfulfilledPayment = z.object({
  _id: DocumentId,
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  status: z.enum(ATTEMPT_STATUSES),
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  amount: Rupees,
  reason: z.string().nullable(),
  customer: AdminCustomerRef,
  createdAt: Timestamp,
});
export const UnfulfilledPaymentsResponse = z.object({ success: z.literal(true), payments: z.array(UnfulfilledPayment) });

/* ---------- products ---------- */

export const AdminProductImage = z.object({ path: z.string(), url: z.string() });
export const AdminProduct = z.object({
  _id: DocumentId,
  slug: z.string(),
  productName: z.string(),
  name: z.string(),
  lineKey: z.string(),
  category: ProductCategory,
  fragrance: z.string(),
  weight: z.string(),
  price: Rupees,
  offer: z.number().int(),
  finalPrice: Rupees,
  images: z.array(AdminProductImage),
  availability: z.boolean(),
  hidden: z.boolean(),
  stock: z.number().int(),
  description: z.string(),
  highlights: z.array(z.string()),
  sortOrder: z.number().int(),
  /** Printed on tax invoices: HSN code and GST rate in percent (prices include it). */
  hsnCode: z.string(),
  gstRate: z.number(),
  updatedAt: Timestamp,
});
export type AdminProduct = z.infer<typeof AdminProduct>;
export const AdminProductsResponse = z.object({ success: z.literal(true), products: z.array(AdminProduct) });
export const AdminProductResponse = z.object({ success: z.literal(true), product: AdminProduct });
export const AdminProductParams = z.object({ id: IdParam });

const rupees = (max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} can be at most ₹${max.toLocaleString('en-IN')}`)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} can have at most two decimals`);
/** An amount that is charged or taken off: whole rupees (DESIGN.md §4), so every total is too. */
const wholeRupees = (max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} can be at most ₹${max.toLocaleString('en-IN')}`)
    .refine((v) => Number.isInteger(v), `${label} is a whole number of rupees, without paise`);

const ProductFields = z.object({
  slug: boundedText(ADMIN_LIMITS.slugMaxLength, 'Enter a slug').regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs use lower-case letters, digits and single hyphens'),
  productName: boundedText(ADMIN_LIMITS.nameMaxLength, 'Enter the product name'),
  name: boundedText(ADMIN_LIMITS.nameMaxLength, 'Enter the display name'),
  lineKey: boundedText(ADMIN_LIMITS.lineKeyMaxLength, 'Enter the product line').regex(/^[a-z0-9-]+$/, 'Product lines use lower-case letters, digits and hyphens'),
  category: ProductCategory,
  /** One of FRAGRANCES, or empty for products without a scent. */
  fragrance: z.union([z.enum(FRAGRANCES), z.literal('')]),
  weight: boundedText(ADMIN_LIMITS.weightMaxLength, 'Enter the weight or size'),
  /** The M.R.P. as printed on the pack (paise allowed). */
  price: rupees(ADMIN_LIMITS.maxPriceRupees, 'M.R.P.').refine((v) => v > 0, 'M.R.P. must be more than ₹0'),
  /**
   * The selling price: what customers pay for a unit, in whole rupees, more than ₹0 and at most the M.R.P. The
   * offer % customers see is worked out from it. On create it, or `offer`, is needed.
   */
  finalPrice: wholeRupees(ADMIN_LIMITS.maxPriceRupees, 'Selling price').refine((v) => v > 0, 'Selling price must be more than ₹0').optional(),
  /**
   * An offer % instead of a selling price (clients from before selling prices): the selling price becomes the
   * M.R.P. less the offer, rounded down to a whole rupee. Sent with `finalPrice`, it must be the offer that
   * price gives.
   */
  offer: z.number().int('Offer must be a whole percentage').min(0, 'Offer cannot be negative').max(ADMIN_LIMITS.maxOfferPercent, `Offer can be at most ${ADMIN_LIMITS.maxOfferPercent}%`).optional(),
  availability: z.boolean(),
  hidden: z.boolean(),
  stock: z.number().int('Stock must be a whole number').min(0, 'Stock cannot be negative').max(ADMIN_LIMITS.maxStock),
  description: boundedText(ADMIN_LIMITS.descriptionMaxLength),
  highlights: z.array(boundedText(ADMIN_LIMITS.highlightMaxLength, 'Highlights cannot be empty')).max(ADMIN_LIMITS.maxHighlights, `At most ${ADMIN_LIMITS.maxHighlights} highlights`),
  sortOrder: z.number().int().min(0).max(ADMIN_LIMITS.maxSortOrder),
  /** Absent on create: the usual code and rate of the category (DEFAULT_TAX_BY_CATEGORY). */
  hsnCode: HsnCode.optional(),
  gstRate: GstRate.optional(),
});
type PriceFields = { price?: number; finalPrice?: number; offer?: number };
/** A selling price above the M.R.P. sent with it is refused on the field (one without the M.R.P. is checked by the server). */
function sellingPriceWithinMrp(v: PriceFields, ctx: z.RefinementCtx): void {
  if (v.price !== undefined && v.finalPrice !== undefined && v.finalPrice > v.price) {
    ctx.addIssue({ code: 'custom', path: ['finalPrice'], message: ADMIN_MESSAGES.sellingPriceAboveMrp });
  }
}
export const ProductInput = ProductFields.superRefine((v, ctx) => {
  if (v.finalPrice === undefined && v.offer === undefined) ctx.addIssue({ code: 'custom', path: ['finalPrice'], message: 'Enter the selling price' });
  sellingPriceWithinMrp(v, ctx);
});
export type ProductInput = z.input<typeof ProductInput>;
/**
 * Some of a product's fields. A new stock is taken only with the stock the member of staff saw (`expectedStock`),
 * and refused when a sale changed it meanwhile; adjusting by an amount (StockAdjustmentBody) never loses a sale.
 */
export const ProductPatch = ProductFields.partial()
  .extend({
    expectedStock: z.number().int().min(0).max(ADMIN_LIMITS.maxStock).optional(),
  })
  .superRefine(sellingPriceWithinMrp);
export type ProductPatch = z.input<typeof ProductPatch>;

/** Units received (+) or written off (−), applied to whatever the stock is at that moment. */
export const StockAdjustmentBody = z.object({
  delta: z
    .number({ error: 'Enter the number of units to add (+) or take away (−)' })
    .int('Stock is adjusted by whole units')
    .min(-ADMIN_LIMITS.maxStockAdjustment, `At most ${ADMIN_LIMITS.maxStockAdjustment} units at a time`)
    .max(ADMIN_LIMITS.maxStockAdjustment, `At most ${ADMIN_LIMITS.maxStockAdjustment} units at a time`)
    .refine((n) => n !== 0, 'Adjust by at least one unit'),
  note: note,
});
/** The product's image paths in their new order (a permutation of the current ones). */
export const ImageOrderBody = z.object({ images: z.array(z.string().max(300)).max(ADMIN_LIMITS.maxImagesPerProduct) });
export const ImageParams = z.object({ id: IdParam, index: z.coerce.number().int().min(0).max(ADMIN_LIMITS.maxImagesPerProduct - 1) });

/* ---------- coupons ---------- */

// Staff set the Cash on Delivery flag itself; which payment methods follow from it is the storefront's answer.
export const AdminCoupon = Coupon.omit({ paymentMethods: true }).extend({
  usageLimitTotal: z.number().int().nullable(),
  usageLimitPerUser: z.number().int().nullable(),
  /** Orders placed with this coupon (cancelled orders give their use back). */
  timesUsed: z.number().int(),
  /** Works when typed, never listed to the storefront. */
  isPrivate: z.boolean(),
  /** Once per person (email, verified phone, delivery address), as the free first order is. */
  forNewCustomers: z.boolean(),
  /** The only customers (by email) who may use it; empty: anyone. */
  allowedEmails: z.array(z.string()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;
export const AdminCouponsQuery = z.object({ q: search, active: z.enum(['true', 'false']).optional() });
export const AdminCouponsResponse = z.object({ success: z.literal(true), coupons: z.array(AdminCoupon) });
export const AdminCouponResponse = z.object({ success: z.literal(true), coupon: AdminCoupon });
export const AdminCouponParams = z.object({ id: IdParam });

const count = (max: number, label: string) => z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(0, `${label} cannot be negative`).max(max, `${label} can be at most ${max}`);
const limit = (label: string) => count(ADMIN_LIMITS.maxUsageLimit, label).min(1, `${label} must be at least 1`).nullable();
const instant = z.iso.datetime({ offset: true, message: 'Dates must be ISO 8601 date-times' }).nullable();

const CouponFields = z.object({
  code: couponCodeSchema({ required: 'Enter a code' })
    .min(ADMIN_LIMITS.couponCodeMinLength, `Codes have at least ${ADMIN_LIMITS.couponCodeMinLength} characters`)
    .regex(/^[A-Za-z0-9_-]+$/, 'Codes use letters, digits, hyphens and underscores only'),
  type: z.enum(COUPON_TYPES),
  description: boundedText(ADMIN_LIMITS.couponDescriptionMaxLength),
  isActive: z.boolean(),
  discountAmount: wholeRupees(ADMIN_LIMITS.maxCouponAmountRupees, 'Discount amount'),
  discountPercent: count(100, 'Discount percent'),
  /** Percentage and free-order coupons only; null or absent: no cap. */
  maxDiscountAmount: wholeRupees(ADMIN_LIMITS.maxCouponAmountRupees, 'Maximum discount').refine((v) => v > 0, 'Maximum discount must be more than ₹0').nullable().optional(),
  minOrderAmount: rupees(ADMIN_LIMITS.maxCouponAmountRupees, 'Minimum order'),
  buyQuantity: count(ADMIN_LIMITS.maxCouponQuantity, 'Buy quantity'),
  getQuantity: count(ADMIN_LIMITS.maxCouponQuantity, 'Get quantity'),
  afterOrders: count(ADMIN_LIMITS.maxAfterOrders, 'Orders needed'),
  notValidForCOD: z.boolean(),
  validFrom: instant,
  validUntil: instant,
  usageLimitTotal: limit('Total uses'),
  usageLimitPerUser: limit('Uses per customer'),
  /** Absent on create: public, for everyone. Absent on edit: unchanged. */
  isPrivate: z.boolean().optional(),
  forNewCustomers: z.boolean().optional(),
  allowedEmails: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(COUPON_AUDIENCE_LIMITS.emailMaxLength, `Emails have at most ${COUPON_AUDIENCE_LIMITS.emailMaxLength} characters`)
        .pipe(z.email({ message: 'Enter each customer\'s email address, one per line' })),
    )
    .max(COUPON_AUDIENCE_LIMITS.maxAllowedEmails, `A coupon can name at most ${COUPON_AUDIENCE_LIMITS.maxAllowedEmails} customers`)
    .optional(),
});

type CouponShape = Partial<z.infer<typeof CouponFields>>;
/** The fields each coupon type needs (SPEC.md §4–5); checked on create and on the merged record on edit. */
export function couponProblems(c: CouponShape): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  if (c.type === 'flat' && !(c.discountAmount! > 0)) problems.push({ path: 'discountAmount', message: 'A flat coupon needs a discount amount' });
  if (c.type === 'percentage' && !(c.discountPercent! > 0)) problems.push({ path: 'discountPercent', message: 'A percentage coupon needs a discount percent' });
  if (c.type === 'buyXgetY') {
    if (!(c.buyQuantity! > 0)) problems.push({ path: 'buyQuantity', message: 'A buy-X-get-Y coupon needs a buy quantity' });
    if (!(c.getQuantity! > 0)) problems.push({ path: 'getQuantity', message: 'A buy-X-get-Y coupon needs a get quantity' });
  }
  if (c.maxDiscountAmount != null && c.type !== 'percentage' && c.type !== 'free_order') {
    problems.push({ path: 'maxDiscountAmount', message: 'Only percentage and free-order coupons take a maximum discount' });
  }
  if (c.type === 'loyalty' && !(c.afterOrders! > 0)) problems.push({ path: 'afterOrders', message: 'A loyalty coupon needs the number of orders that earn it' });
  // Compared as instants: the two may be written with different UTC offsets.
  if (c.validFrom && c.validUntil && Date.parse(c.validFrom) >= Date.parse(c.validUntil)) problems.push({ path: 'validUntil', message: 'The end must be after the start' });
  return problems;
}

export const CouponInput = CouponFields.superRefine((c, ctx) => {
  for (const p of couponProblems(c)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
});
export type CouponInput = z.input<typeof CouponInput>;
/** Everything but the code can change; the code is the coupon's identity on past orders. */
export const CouponPatch = CouponFields.omit({ code: true }).partial();
export type CouponPatch = z.input<typeof CouponPatch>;

/* ---------- customers ---------- */

export const AdminCustomersQuery = z.object({ q: search, page: PageNumber });
/** Set while staff keep the account from signing in: when, and the reason they gave. */
export const AdminCustomerBlock = z.object({ at: Timestamp, reason: z.string() });
export type AdminCustomerBlock = z.infer<typeof AdminCustomerBlock>;
export const AdminCustomerSummary = AdminCustomerRef.extend({
  role: z.enum(ROLES),
  blocked: AdminCustomerBlock.nullable(),
  createdAt: Timestamp,
  orderCount: z.number().int(),
  /** Value of their orders, cancelled ones excepted. */
  totalSpent: Rupees,
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummary>;
export const AdminCustomersPage = pagedList(AdminCustomerSummary);
export const AdminCustomerParams = z.object({ id: IdParam });
/** A customer's saved address as staff see it: the one address without its id. */
export const AdminCustomerAddress = Address.omit({ _id: true });
export const AdminCustomerResponse = z.object({
  success: z.literal(true),
  customer: AdminCustomerSummary.extend({ emailVerified: z.boolean(), addresses: z.array(AdminCustomerAddress) }),
  orders: z.array(AdminOrderSummary),
  reviews: z.array(AdminReview),
});
export type AdminCustomerResponse = z.infer<typeof AdminCustomerResponse>;

/** POST /admin/customers/:id/block: the account is signed out everywhere and cannot sign in until unblocked. */
export const AdminBlockBody = z.object({
  reason: z
    .string({ error: 'Enter the reason for blocking' })
    .trim()
    .min(ADMIN_LIMITS.blockReasonMinLength, `Enter the reason for blocking (at least ${ADMIN_LIMITS.blockReasonMinLength} characters)`)
    .max(ADMIN_LIMITS.blockReasonMaxLength, `The reason can be at most ${ADMIN_LIMITS.blockReasonMaxLength} characters`),
});
export type AdminBlockBody = z.input<typeof AdminBlockBody>;
export const AdminBlockResponse = z.object({ success: z.literal(true), message: z.string(), blocked: AdminCustomerBlock.nullable() });
export type AdminBlockResponse = z.infer<typeof AdminBlockResponse>;

/* ---------- staff ---------- */

export const AdminStaffMember = z.object({ _id: DocumentId, name: z.string().nullable(), email: z.string(), since: Timestamp });
export type AdminStaffMember = z.infer<typeof AdminStaffMember>;
/** GET /admin/staff: every account with staff rights, oldest first. */
export const AdminStaffResponse = z.object({ success: z.literal(true), staff: z.array(AdminStaffMember) });
export type AdminStaffResponse = z.infer<typeof AdminStaffResponse>;
/** POST /admin/staff: gives staff rights to the account using this email address. */
export const AdminStaffGrantBody = z.object({
  email: z
    .string({ error: 'Enter the email address of the account' })
    .trim()
    .toLowerCase()
    .max(ADMIN_LIMITS.staffEmailMaxLength, 'Enter a valid email address')
    .pipe(z.email('Enter a valid email address')),
});
export type AdminStaffGrantBody = z.input<typeof AdminStaffGrantBody>;
export const AdminStaffParams = z.object({ id: IdParam });

/* ---------- audit ---------- */

/** Longest entity id or order number the audit log can be searched by. */
export const AUDIT_ENTITY_ID_MAX_LENGTH = 64;
export const AdminAuditQuery = z
  .object({
    /** Part of the staff member's name or email, or of a process's name. */
    actor: search,
    entityType: z.enum(AUDIT_ENTITY_TYPES, { error: `entityType must be one of ${AUDIT_ENTITY_TYPES.join(', ')}` }).optional(),
    /** An entity's id, or an order's number (ORD-…). */
    entityId: z.string().trim().max(AUDIT_ENTITY_ID_MAX_LENGTH).optional(),
    /** Changed on or after this day (shop time). */
    from: calendarDay.optional(),
    /** Changed on or before this day (shop time). */
    to: calendarDay.optional(),
    page: PageNumber,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'The start date must not be after the end date', path: ['from'] });
export type AdminAuditQuery = z.input<typeof AdminAuditQuery>;
export const AdminAuditPage = pagedList(AuditEntry);

export const AdminActionResponse = z.object({ success: z.literal(true), message: z.string() });

/** GET /admin/session: who is signed in to the console (401 / 403 otherwise). */
export const AdminSessionResponse = z.object({ success: z.literal(true), staff: z.object({ _id: DocumentId, name: z.string(), email: z.string() }) });
export type AdminSession = z.infer<typeof AdminSessionResponse>['staff'];

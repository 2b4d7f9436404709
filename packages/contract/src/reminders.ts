import { z } from 'zod';
import { couponCodeSchema } from './coupons';
import { OrderLine } from './orders';
import { DocumentId, PageNumber, Rupees, settingResponse, Timestamp } from './schema-parts';
import { PAYMENT_METHODS } from './payment-methods';
import { REMINDER_CHANNELS, REMINDER_KINDS, REMINDER_LIMITS, REMINDER_MESSAGES, REMINDER_STATUSES } from './reminder-rules';
import { PostalAddress } from './users';

export * from './reminder-rules';

/** What staff set for cart reminders in the console. */
export const CartReminderSettings = z.object({
  enabled: z.boolean(),
  /** The first reminder: this long after the cart was last changed. */
  firstAfterMinutes: z.number().int().min(30).max(24 * 60),
  /** The second and last: this long after the cart was last changed. */
  secondAfterHours: z.number().int().min(2).max(7 * 24),
  /** A coupon code offered in the second reminder, or none. */
  secondCouponCode: couponCodeSchema({ required: REMINDER_MESSAGES.couponUnknown }).nullable(),
  /** Refill reminders on or off. */
  refillEnabled: z.boolean(),
});
export type CartReminderSettings = z.infer<typeof CartReminderSettings>;

export const DEFAULT_CART_REMINDER_SETTINGS: CartReminderSettings = {
  enabled: true,
  firstAfterMinutes: 60,
  secondAfterHours: 24,
  secondCouponCode: null,
  refillEnabled: true,
};

export const CartReminderSettingsResponse = settingResponse('settings', CartReminderSettings);
export type CartReminderSettingsResponse = z.infer<typeof CartReminderSettingsResponse>;

/** How many cats a household has: refill reminders are timed by it until the customer's own orders tell us. */
export const HouseholdBody = z.object({ cats: z.number().int().min(1).max(REMINDER_LIMITS.maxCats).nullable() });
export const HouseholdResponse = z.object({ success: z.literal(true), cats: z.number().int().nullable() });
export type HouseholdResponse = z.infer<typeof HouseholdResponse>;

export const RestoreParams = z.object({ token: z.string().min(1).max(100) });

/**
 * One line of the order a refill reorders: a line of that order (its product's name, as sold today where it still is,
 * and the units it held), and what it is today (priced afresh, stock checked).
 */
export const ReorderLine = OrderLine.pick({ name: true, quantity: true }).extend({
  /** The product, still in the catalogue (a line whose product was removed is not reordered). */
  productId: DocumentId,
  /** Units put in the cart now: fewer when fewer are in stock, 0 when it cannot be bought. */
  added: z.number().int(),
  /** Units that were already in the cart (left as they were). */
  alreadyInCart: z.boolean(),
  /** What a unit cost in that order (its line's unit price), and costs today (null: no longer sold). */
  unitPriceThen: OrderLine.shape.unitPrice,
  unitPriceNow: Rupees.nullable(),
});
export type ReorderLine = z.infer<typeof ReorderLine>;

/** A refill's one-tap reorder: the last order's address and payment choice, for checkout to open with. */
export const Reorder = z.object({
  orderNumber: z.string(),
  /** The address the order went to, and the saved address it matches (null: none any more; used for this order only). */
  address: PostalAddress,
  addressId: DocumentId.nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  lines: z.array(ReorderLine),
});
export type Reorder = z.infer<typeof Reorder>;

export const RestoreResponse = z.object({
  success: z.literal(true),
  /** Items put back in the cart (those already there are left as they are). */
  restored: z.number().int(),
  /** Items that can no longer be bought (out of stock or withdrawn from sale). */
  unavailable: z.number().int(),
  /** Where the customer goes on: the cart for a cart left, the checkout for a refill (priced afresh there). */
  next: z.enum(['cart', 'checkout']),
  /** A refill's reorder (absent for a cart reminder). */
  reorder: Reorder.optional(),
});
export type RestoreResponse = z.infer<typeof RestoreResponse>;

/** The console's view of reminders: what went, what failed and why, and what they brought back. */
export const ReminderFigures = z.object({
  days: z.number().int(),
  cartsReminded: z.number().int(),
  cartsRecovered: z.number().int(),
  /** Revenue of the orders placed within REMINDER_LIMITS.attributionDays of a reminder, in rupees. */
  revenueRecovered: Rupees,
  byStatus: z.record(z.enum(REMINDER_STATUSES), z.number().int()),
});
export type ReminderFigures = z.infer<typeof ReminderFigures>;

export const ReminderFiguresQuery = z.object({ days: z.coerce.number().int().min(1).max(REMINDER_LIMITS.maxFigureDays).default(30) });
export const ReminderFiguresResponse = z.object({ success: z.literal(true), figures: ReminderFigures });
export type ReminderFiguresResponse = z.infer<typeof ReminderFiguresResponse>;

export const ReminderListQuery = z.object({ status: z.enum(REMINDER_STATUSES).optional(), page: PageNumber });
export const ReminderListItem = z.object({
  id: DocumentId,
  kind: z.enum(REMINDER_KINDS),
  channel: z.enum(REMINDER_CHANNELS),
  status: z.enum(REMINDER_STATUSES),
  /** The provider's reason for a failure, or why it was withdrawn. */
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: Timestamp,
  sentAt: Timestamp.nullable(),
  /** The coupon the reminder offers (the second reminder's, fixed when it was written), or none. */
  couponCode: z.string().nullable(),
  email: z.string(),
});
export type ReminderListItem = z.infer<typeof ReminderListItem>;
export const ReminderListResponse = z.object({ success: z.literal(true), reminders: z.array(ReminderListItem) });

import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ATTEMPT_STATUSES, REFUND_STATUSES } from '@shop/contract/admin';
import { CODE_PURPOSES, ROLES } from '@shop/contract/auth';
import { PRODUCT_CATEGORIES } from '@shop/contract/catalog';
import { COD_CONFIRMATION_REASONS } from '@shop/contract/cod-confirmation';
import { CONSENT_PURPOSES, CONSENT_SOURCES } from '@shop/contract/consent-rules';
import { REMINDER_CHANNELS, REMINDER_KINDS, REMINDER_STATUSES } from '@shop/contract/reminder-rules';
import { COUPON_TYPES } from '@shop/contract/coupons';
import { DATA_REQUEST_KINDS, DATA_REQUEST_SOURCES, DATA_REQUEST_STATUSES, GRIEVANCE_STATUSES } from '@shop/contract/data-rights-rules';
import { DEV_MESSAGE_CHANNELS } from '@shop/contract/dev';
import { INVOICE_KINDS, SUPPLY_TYPES } from '@shop/contract/invoices';
import { LOCALES } from '@shop/contract/locale';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES, ORDER_MAIL_KINDS } from '@shop/contract/notifications';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/contract/orders';
import { PAGE_KEYS } from '@shop/contract/pages';
import { REVIEW_STATUSES } from '@shop/contract/review-rules';
import { RETURN_STATUSES } from '@shop/contract/tracking';

// Closed sets are PostgreSQL enums built from the contract's lists (migrations 0015 and 0016), each declared beside
// the table that first uses it, so a row's type is the API's.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The shop's languages (migration 0031): English, and the languages stored beside it. */
export const shopLocale = pgEnum('shop_locale', LOCALES);

export const productCategory = pgEnum('product_category', PRODUCT_CATEGORIES);
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    productName: text('product_name').notNull(),
    name: text('name').notNull(),
    /** Products sharing a line are sizes or scents of one another. */
    lineKey: text('line_key').notNull(),
    category: productCategory('category').notNull(),
    fragrance: text('fragrance').notNull().default(''),
    weight: text('weight').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    /** What a unit sells for: whole rupees that staff set, at most the M.R.P.; the offer % is shown from the two. */
    sellingPricePaise: integer('selling_price_paise').notNull(),
    /** Paths below the public asset base URL. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    isAvailable: boolean('is_available').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    stock: integer('stock').notNull().default(0),
    description: text('description').notNull().default(''),
    highlights: text('highlights').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    /** HSN code (4, 6 or 8 digits) and GST rate in basis points (500 is 5%), printed on tax invoices. */
    hsnCode: text('hsn_code').notNull().default('250810'),
    gstRateBp: integer('gst_rate_bp').notNull().default(500),
    /** How many approved reviews name the product, and their stars added up: kept by a trigger on reviews (0030). */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('products_mrp_nonnegative', sql`${t.mrpPaise} >= 0`),
    check('products_hsn_code_format', sql`${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('products_gst_rate_known', sql`${t.gstRateBp} in (0, 25, 300, 500, 1200, 1800, 2800, 4000)`),
    check('products_selling_price_whole_rupees', sql`${t.sellingPricePaise} % 100 = 0`),
    check('products_selling_price_range', sql`${t.sellingPricePaise} > 0 and ${t.sellingPricePaise} <= ${t.mrpPaise}`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_rating_range', sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
    index('products_line_key_idx').on(t.lineKey),
    index('products_listing_idx').on(t.isHidden, t.sortOrder),
    // search_document (0030) is a generated tsvector: names A; fragrance, size, category B; description C. It is
    // left out of the columns here so that reading products never carries it; search reads it by name.
    index('products_search_document_idx').using('gin', sql`search_document`),
    index('products_product_name_trgm_idx').using('gin', sql`${t.productName} gin_trgm_ops`),
  ],
);

/**
 * A product's words in another language (0031), one row per language beside the English; a null field falls back to
 * the English one. search_document (generated: names A, description C, words as they are) is left out as products'.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: shopLocale('locale').notNull(),
    productName: text('product_name'),
    name: text('name'),
    description: text('description'),
    highlights: text('highlights').array(),
    /** Counts the saves: a save names the version it was made from, and one made from an older version is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'product_translations_pk', columns: [t.productId, t.locale] }),
    check('product_translations_not_english', sql`${t.locale} <> 'en'`),
    index('product_translations_search_document_idx').using('gin', sql`search_document`),
  ],
);

export const reviewStatus = pgEnum('review_status', REVIEW_STATUSES);
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    location: text('location').notNull(),
    message: text('message').notNull(),
    rating: smallint('rating').notNull(),
    status: reviewStatus('status').notNull().default('pending'),
    moderationNote: text('moderation_note'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** The product the review is about, when it names one: its stars count towards that product's rating. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    index('reviews_product_approved_idx').on(t.productId).where(sql`${t.status} = 'approved'`),
  ],
);

export const userRole = pgEnum('user_role', ROLES);
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored trimmed and lower-cased. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleSub: text('google_sub').unique(),
    name: text('name'),
    /** E.164, e.g. +919876543210. A contact number for the courier until verified by a code sent to it. */
    phone: text('phone'),
    /** Set when the owner typed a code sent to the phone: only then does it log in and stay theirs alone. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    role: userRole('role').notNull().default('customer'),
    /** Set once the profile-completion form has been saved. */
    hasDetails: boolean('has_details').notNull().default(false),
    /** When the customer asked for order updates on WhatsApp (Meta requires explicit consent); null: none. */
    whatsappOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
    /** Order updates by text message (transactional); the customer can switch them off. */
    smsUpdates: boolean('sms_updates').notNull().default(true),
    /** Set while staff keep the account from signing in (every session ended at once); orders already placed go on. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** Why staff blocked the account: set exactly when blockedAt is. */
    blockedReason: text('blocked_reason'),
    /** The language the customer reads the shop and its messages in (0031). */
    language: shopLocale('language').notNull().default('en'),
    /** How many cats the household has, when the customer told us (0036): refill reminders are timed by it. */
    catCount: smallint('cat_count'),
    /** Set when the customer's account was deleted (0034): the row stays, emptied, because invoices name a buyer. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('users_cat_count_range', sql`${t.catCount} between 1 and 20`),
    check('users_block_has_reason', sql`(${t.blockedAt} is null) = (${t.blockedReason} is null)`),
    // A verified phone belongs to one account; unverified contact numbers may repeat (nobody proved them).
    uniqueIndex('users_verified_phone_unique').on(t.phone).where(sql`${t.phoneVerifiedAt} is not null`),
    index('users_phone_idx').on(t.phone),
    // Staff search by any part of an email address or name (pg_trgm, migration 0008).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull().default('Home'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: integer('pincode').notNull(),
    country: text('country').notNull().default('India'),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('addresses_one_primary_per_user').on(t.userId).where(sql`${t.isPrimary}`),
    check('addresses_pincode_six_digits', sql`${t.pincode} between 100000 and 999999`),
  ],
);

export const codePurpose = pgEnum('code_purpose', CODE_PURPOSES);
/** One-time codes for sign-up verification, code login and password reset. Only a hash of the code is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: codePurpose('purpose').notNull(),
    /** The email address or phone number the code was sent to. */
    destination: text('destination').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The client address that asked for the code: each requester has its own allowance for a destination. */
    requester: text('requester'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.destination, t.purpose, t.createdAt)],
);

/** A login on one device: the family every rotated refresh token of that login belongs to. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for the next one; presenting it again later means it was stolen. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The token it was exchanged for, sealed with a key derived from the session secret: a second tab presenting
     * this token within the grace window gets the same successor instead of ending the session.
     */
    successorSealed: text('successor_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Wrong passwords and codes per account: past a limit, that account's sign-ins pause whoever tries them. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'password' or 'code'. */
    kind: text('kind').notNull(),
    /** The email address or phone number tried. */
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_lookup_idx').on(t.kind, t.subject, t.at)],
);

/** Every paid text sent on a customer's request: the message budget counts these (MESSAGE_BUDGET). */
export const textMessages = pgTable(
  'text_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the text carried: a code of one purpose ('phone', 'login', 'cod'). */
    kind: text('kind').notNull(),
    /** The phone number it went to. */
    destination: text('destination').notNull(),
    /** The account it was sent for, when there is one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client address that asked for it. */
    requester: text('requester'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('text_messages_user_idx').on(t.userId, t.sentAt),
    index('text_messages_destination_idx').on(t.destination, t.sentAt),
    index('text_messages_requester_idx').on(t.requester, t.sentAt),
    index('text_messages_sent_at_idx').on(t.sentAt),
  ],
);

/** Each change of an account's mobile number (PHONE_CHANGE_LIMITS). */
export const phoneChanges = pgTable(
  'phone_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_changes_user_idx').on(t.userId, t.changedAt)],
);

export const devMessageChannel = pgEnum('dev_message_channel', DEV_MESSAGE_CHANNELS);
/** Mail and SMS kept by the offline adapters, shown at /dev/mailbox. */
export const devMessages = pgTable(
  'dev_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: devMessageChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The sender's idempotency key: the same message handed over twice (a retry after a crash) is kept once. */
    sendKey: text('send_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_messages_recipient_idx').on(t.recipient, t.createdAt), uniqueIndex('dev_messages_send_key_unique').on(t.sendKey)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cart_items_user_product_unique').on(t.userId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** An add-to-cart tap's Idempotency-Key (migration 0020): the same tap again adds nothing more. */
export const cartAddKeys = pgTable(
  'cart_add_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    productId: uuid('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('cart_add_keys_created_at_idx').on(t.userId, t.createdAt)],
);

export const couponType = pgEnum('coupon_type', COUPON_TYPES);
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text('code').notNull().unique(),
    type: couponType('type').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    discountAmountPaise: integer('discount_amount_paise').notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    minOrderAmountPaise: integer('min_order_amount_paise').notNull().default(0),
    buyQuantity: integer('buy_quantity').notNull().default(0),
    getQuantity: integer('get_quantity').notNull().default(0),
    afterOrders: integer('after_orders').notNull().default(0),
    /** Most a percentage or free-order coupon takes off one order; null: no cap. */
    maxDiscountPaise: integer('max_discount_paise'),
    notValidForCod: boolean('not_valid_for_cod').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Null: no limit. */
    usageLimitTotal: integer('usage_limit_total'),
    usageLimitPerUser: integer('usage_limit_per_user'),
    /** Works when typed, never listed to the storefront. */
    isPrivate: boolean('is_private').notNull().default(false),
    /** Once per person, as the first-order rule: per normalised email, verified phone and delivery address. */
    forNewCustomers: boolean('for_new_customers').notNull().default(false),
    /** Normalised emails of the only customers who may use it; empty: anyone. */
    allowedEmails: text('allowed_emails').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    check('coupons_percent_range', sql`${t.discountPercent} between 0 and 100`),
    check('coupons_amounts_nonnegative', sql`${t.discountAmountPaise} >= 0 and ${t.minOrderAmountPaise} >= 0`),
    check('coupons_max_discount_positive', sql`${t.maxDiscountPaise} is null or ${t.maxDiscountPaise} > 0`),
    check('coupons_amounts_whole_rupees', sql`${t.discountAmountPaise} % 100 = 0 and (${t.maxDiscountPaise} is null or ${t.maxDiscountPaise} % 100 = 0)`),
  ],
);

/** A coupon's description in another language (0031), one row per language beside the English. */
export const couponTranslations = pgTable(
  'coupon_translations',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    locale: shopLocale('locale').notNull(),
    /** Null: none written (the English shows). */
    description: text('description'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'coupon_translations_pk', columns: [t.couponId, t.locale] }), check('coupon_translations_not_english', sql`${t.locale} <> 'en'`)],
);

/** The order's statuses; rto_initiated, rto_delivered and lost came with migration 0025 (parcels that come back). */
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human order number, e.g. ORD-20261121-0001. */
    customOrderId: text('custom_order_id').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatus('status').notNull().default('placed'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentStatus: paymentStatus('payment_status').notNull(),
    /** The payment provider of an online order ('razorpay' or 'sandbox'), and its order and payment ids. */
    paymentProvider: text('payment_provider'),
    providerOrderId: text('provider_order_id').unique(),
    /** One order per captured payment, whichever of verify, webhook and reconciliation comes first. */
    providerPaymentId: text('provider_payment_id').unique(),
    /** Paise already given back through the provider. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** The client's Idempotency-Key of the request that placed it: a retry returns this order. */
    idempotencyKey: text('idempotency_key'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    couponType: couponType('coupon_type'),
    mrpTotalPaise: integer('mrp_total_paise').notNull(),
    productDiscountPaise: integer('product_discount_paise').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    /** The Cash on Delivery fee charged (staff's COD rules), included in the total. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** The discount given for paying online (staff's COD rules), taken off the total. */
    onlineDiscountPaise: integer('online_discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** The delivery address as it was when the order was placed. */
    address: jsonb('address').notNull(),
    trackingNumber: text('tracking_number'),
    /** The courier carrying the parcel, as the shipping provider named it when the shipment was booked. */
    courierName: text('courier_name'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A Cash on Delivery order the customer confirmed with a code texted to their phone. */
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    /** The day (India time) the courier expected to deliver, as estimated when the order was placed. */
    estimatedDeliveryDate: date('estimated_delivery_date', { mode: 'string' }),
    /** A Cash on Delivery order paid online later ("pay now instead"): when its payment converted it. */
    paidOnlineAt: timestamp('paid_online_at', { withTimezone: true }),
    /** The language the order was placed in (0031): its mails, texts and WhatsApp messages speak it; null: none chosen. */
    language: shopLocale('language'),
    ...timestamps,
  },
  (t) => [
    check('orders_total_nonnegative', sql`${t.totalPaise} >= 0`),
    check('orders_refunded_within_total', sql`${t.refundedPaise} between 0 and ${t.totalPaise}`),
    check('orders_cod_fee_nonnegative', sql`${t.codFeePaise} >= 0`),
    check('orders_online_discount_nonnegative', sql`${t.onlineDiscountPaise} >= 0`),
    uniqueIndex('orders_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_placed_idx').on(t.userId, t.placedAt),
    index('orders_placed_idx').on(t.placedAt),
    index('orders_status_placed_idx').on(t.status, t.placedAt),
    index('orders_total_idx').on(t.totalPaise, t.id),
    // Staff search by any part of the order number (pg_trgm, migration 0008).
    index('orders_custom_order_id_trgm_idx').using('gin', t.customOrderId.op('gin_trgm_ops')),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    weight: text('weight').notNull(),
    fragrance: text('fragrance').notNull(),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    unitMrpPaise: integer('unit_mrp_paise').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** Units given free by a buyXgetY coupon. */
    isFree: boolean('is_free').notNull().default(false),
    /** The product's HSN code and GST rate (basis points) when the order was placed: its invoice uses these. */
    hsnCode: text('hsn_code').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Per-day sequence behind custom order ids. */
export const orderCounters = pgTable('order_counters', {
  day: date('day').primaryKey(),
  last: integer('last').notNull(),
});

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId)],
);

export const FIRST_ORDER_CLAIM_KINDS = ['email', 'phone', 'address'] as const;
/**
 * What a first order (free_order or new-customer coupon) took: the person's normalised email, verified phone and
 * delivery address, one order each. Written in the order's transaction; the primary key makes racing claims of one
 * identity queue, and the later one find the first. A cancelled order deletes its claims.
 */
export const firstOrderClaims = pgTable(
  'first_order_claims',
  {
    kind: text('kind', { enum: FIRST_ORDER_CLAIM_KINDS }).notNull(),
    identity: text('identity').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.identity] }),
    index('first_order_claims_order_idx').on(t.orderId),
    check('first_order_claims_kind', sql`${t.kind} in ('email', 'phone', 'address')`),
  ],
);

export const paymentAttemptStatus = pgEnum('payment_attempt_status', ATTEMPT_STATUSES);
/**
 * An online payment: one order at the payment provider, the server-computed amount and the cart it pays for.
 * created → paid → fulfilled (the order exists) | to_refund → refunding → refunded; created → expired | failed.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentAttemptStatus('status').notNull().default('created'),
    /** What is being bought: items, address and coupon code, as priced when the attempt was created. */
    snapshot: jsonb('snapshot').notNull(),
    /** The captured payment that paid this attempt (a second one on the same provider order is refunded). */
    providerPaymentId: text('provider_payment_id').unique(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The client's Idempotency-Key of the request that opened it, and a hash of that request. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** A Cash on Delivery order this payment converts in place (pay now instead), rather than a basket to place. */
    convertsOrderId: uuid('converts_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    index('payment_attempts_user_idx').on(t.userId),
    index('payment_attempts_open_idx').on(t.status, t.createdAt),
    uniqueIndex('payment_attempts_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    // One open pay-now payment per order: a double tap or a second device reuses it.
    uniqueIndex('payment_attempts_pay_now_open_unique').on(t.convertsOrderId).where(sql`${t.status} = 'created'`),
  ],
);

export const refundStatus = pgEnum('refund_status', REFUND_STATUSES);
/**
 * Money given back through the payment provider: for an order (full or partial) or for a payment that never
 * became one. pending (not yet accepted by the provider) → processing → processed | failed.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    reason: text('reason').notNull(),
    /** Who asked for it: a staff member's label, 'customer' or 'system'. */
    requestedBy: text('requested_by').notNull(),
    failureReason: text('failure_reason'),
    /** How many times it was sent to the provider. */
    tries: integer('tries').notNull().default(0),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_for_something', sql`${t.orderId} is not null or ${t.attemptId} is not null`),
    // A payment that never became an order is refunded once, whole.
    uniqueIndex('refunds_orderless_payment_unique').on(t.providerPaymentId).where(sql`${t.orderId} is null`),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.updatedAt),
  ],
);

/** Orders of the offline sandbox gateway, which stands in for Razorpay's servers. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  status: text('status').notNull().default('created'),
  paymentId: text('payment_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Payments captured by the sandbox gateway: an order may be paid more than once, as at Razorpay. */
export const sandboxCaptures = pgTable(
  'sandbox_captures',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** False while the payment is only authorised (an account on manual capture), until the shop captures it. */
    captured: boolean('captured').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_captures_order_idx').on(t.orderId)],
);

/** Refunds made by the sandbox gateway. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxCaptures.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    receipt: text('receipt'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_refunds_payment_idx').on(t.paymentId)],
);

/** Webhooks the sandbox gateway owes the shop, kept until delivered and retried like Razorpay's. */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    body: text('body').notNull(),
    signature: text('signature').notNull(),
    tries: integer('tries').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_webhooks_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`)],
);

export const returnStatus = pgEnum('return_status', RETURN_STATUSES);
/** A customer's request to return a delivered order; one per order. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    status: returnStatus('status').notNull().default('requested'),
    /** The photo of a "Damaged product" request: a file name under UPLOAD_DIR/return-photos/<order id>/. */
    photo: text('photo'),
    /** Where the refund of a Cash on Delivery order is sent, and the reference of the transfer once made. */
    refundUpi: text('refund_upi'),
    refundReference: text('refund_reference'),
    /** Kept back from the refund: the value of a used loyalty reward this order's return left unearned (decision 024). */
    keptBackPaise: integer('kept_back_paise').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
);

/** The staff's synonym and transliteration list (0030): a word and the words a search for it also finds, both ways. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case, trimmed. */
    term: text('term').notNull().unique(),
    synonyms: text('synonyms').array().notNull(),
    ...timestamps,
  },
  (t) => [
    check('search_synonyms_term_lower', sql`${t.term} = lower(${t.term}) and length(${t.term}) > 0`),
    index('search_synonyms_synonyms_idx').using('gin', t.synonyms),
  ],
);

/** Searches that found nothing, by their normalised words: how often and when, never who searched (0030). */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').primaryKey(),
    count: integer('count').notNull().default(1),
    firstSearchedAt: timestamp('first_searched_at', { withTimezone: true }).notNull().defaultNow(),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('search_misses_count_positive', sql`${t.count} > 0`), index('search_misses_last_idx').on(t.lastSearchedAt)],
);

export const consentPurpose = pgEnum('consent_purpose', CONSENT_PURPOSES);
export const consentSource = pgEnum('consent_source', CONSENT_SOURCES);

/** The consent ledger (0033): every consent given or withdrawn, never edited. */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: consentPurpose('purpose').notNull(),
    granted: boolean('granted').notNull(),
    source: consentSource('source').notNull(),
    /** The wording's version (CONSENT_WORDINGS). */
    version: text('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_events_user_at_idx').on(t.userId, t.at)],
);

/** Where each purpose stands now for a customer (0033): changed with the ledger entry that records the change. */
export const userConsents = pgTable(
  'user_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: consentPurpose('purpose').notNull(),
    granted: boolean('granted').notNull(),
    source: consentSource('source').notNull(),
    version: text('version').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] }), index('user_consents_granted_idx').on(t.purpose).where(sql`${t.granted}`)],
);

export const reminderKind = pgEnum('reminder_kind', REMINDER_KINDS);
export const reminderChannel = pgEnum('reminder_channel', REMINDER_CHANNELS);
export const reminderStatus = pgEnum('reminder_status', REMINDER_STATUSES);

/** Cart and refill reminders (0036): each written once, sent through its own outbox, kept with its outcome. */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: reminderKind('kind').notNull(),
    channel: reminderChannel('channel').notNull(),
    status: reminderStatus('status').notNull().default('pending'),
    /** The cart reminded of, named by when its oldest item was added; null for a refill. */
    cartStartedAt: timestamp('cart_started_at', { withTimezone: true }),
    /** The order a refill reminder follows; null for a cart. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** What the link puts back in the cart: [{ productId, quantity }]. */
    items: jsonb('items').notNull(),
    couponCode: text('coupon_code'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The provider's reason for the last failure, or why it was withdrawn. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reminders_names_what', sql`(${t.kind} = 'refill') = (${t.orderId} is not null) and (${t.kind} = 'refill') = (${t.cartStartedAt} is null)`),
    uniqueIndex('reminders_cart_once_unique').on(t.userId, t.kind, t.cartStartedAt).where(sql`${t.cartStartedAt} is not null`),
    uniqueIndex('reminders_refill_once_unique').on(t.userId, t.orderId).where(sql`${t.orderId} is not null`),
    index('reminders_due_idx').on(t.status, t.nextAttemptAt),
    index('reminders_sent_idx').on(t.sentAt).where(sql`${t.sentAt} is not null`),
  ],
);

/** Every action of the shop's staff: who, what, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who acted when there is no user: e.g. 'ops-cli'. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);

export const invoiceKind = pgEnum('invoice_kind', INVOICE_KINDS);
/** The last number given in each series (invoice, credit_note) and financial year: numbers come from here, gap-free. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: invoiceKind('kind').notNull(),
    /** e.g. 2026-27. */
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

export const supplyType = pgEnum('supply_type', SUPPLY_TYPES);
/**
 * A GST tax invoice, or a credit note that cancels one. Everything printed is kept as it was issued (seller, buyer,
 * lines and totals), so a reprint years later is the same document whatever changed since.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: invoiceKind('kind').notNull(),
    /** e.g. INV/26-27/000123 or CRN/26-27/000004. */
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The buyer: the order's customer, who may download it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The invoice a credit note cancels. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /** Why a credit note was issued: the order was cancelled or returned. */
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** intra: CGST + SGST (delivered in the seller's state); inter: IGST. */
    supplyType: supplyType('supply_type').notNull(),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    lines: jsonb('lines').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The refund a credit note credits (a part of the invoice); null for an invoice and for a cancellation or return. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check('invoices_credit_note_refers', sql`(${t.kind} = 'credit_note') = (${t.invoiceId} is not null)`),
    check('invoices_totals_add_up', sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`),
    // One tax invoice an order; credit notes, one for each part credited, as many as it takes.
    uniqueIndex('invoices_order_invoice_unique').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index('invoices_order_idx').on(t.orderId, t.issuedAt),
    uniqueIndex('invoices_refund_unique').on(t.refundId),
    uniqueIndex('invoices_series_unique').on(t.kind, t.financialYear, t.sequence),
  ],
);

/** Shop-wide settings staff change in the console (key → JSON), read by every process. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const codConfirmationReason = pgEnum('cod_confirmation_reason', COD_CONFIRMATION_REASONS);
/** A Cash on Delivery order waiting for the code texted to the customer; it holds no stock until confirmed. */
export const codConfirmations = pgTable(
  'cod_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Idempotency-Key of the create-order request that asked for it. */
    idempotencyKey: text('idempotency_key'),
    /** What the customer asked to buy: items, coupon, and the address as checked. */
    request: jsonb('request').notNull(),
    phone: text('phone').notNull(),
    reason: codConfirmationReason('reason').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the newest code for it was sent (the resend pause counts from it). */
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cod_confirmations_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
  ],
);

export const notificationChannel = pgEnum('notification_channel', NOTIFICATION_CHANNELS);
/** The updates customers get; rto_delivered and lost came with migration 0025. */
export const notificationEvent = pgEnum('notification_event', NOTIFICATION_EVENTS);
export const notificationStatus = pgEnum('notification_status', NOTIFICATION_STATUSES);
/** Order updates owed to customers by WhatsApp or SMS, written in the transaction of the event they tell of. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: notificationEvent('event').notNull(),
    channel: notificationChannel('channel').notNull(),
    /** What the template needs: order number, tracking number, amount. */
    params: jsonb('params').notNull(),
    status: notificationStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** When a process claimed it to send (status sending); another may take it over once the lease has passed. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One message per order, event and channel, however often the event is processed.
    uniqueIndex('notification_outbox_once_unique').on(t.orderId, t.event, t.channel),
    index('notification_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Order mails owed to customers (the order-placed mail with its invoice link), written in the order's own
 * transaction so a crash right after the commit loses none; claimed before sending, like the outbox above.
 */
export const orderMailOutbox = pgTable(
  'order_mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_MAIL_KINDS }).notNull(),
    status: notificationStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_mail_outbox_once_unique').on(t.orderId, t.kind), index('order_mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * The value of a used loyalty reward, recovered once from the refund of the order whose return or refund left the
 * reward unearned (docs/decisions/024-loyalty-reward-recovered-on-return.md).
 */
export const loyaltyRecoveries = pgTable(
  'loyalty_recoveries',
  {
    /** The order the reward was used on. */
    rewardOrderId: uuid('reward_order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The qualifying order whose refund was reduced by it. */
    fromOrderId: uuid('from_order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loyalty_recoveries_from_order_idx').on(t.fromOrderId), check('loyalty_recoveries_amount_positive', sql`${t.amountPaise} > 0`)],
);

/** Work on existing rows that needs the application's own rules, run once at start-up after the migrations. */
export const shopPage = pgEnum('shop_page', PAGE_KEYS);

/**
 * The shop's own pages (terms, privacy policy, FAQ, About), section by section, one row per language (0037). English
 * is the source and complete; another language's null heading or body shows the English one.
 */
export const pageSections = pgTable(
  'page_sections',
  {
    page: shopPage('page').notNull(),
    section: text('section').notNull(),
    locale: shopLocale('locale').notNull(),
    position: integer('position').notNull(),
    heading: text('heading'),
    body: text('body'),
    /** Counts the saves: a save names the version it was made from, and one made from an older version is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'page_sections_pk', columns: [t.page, t.section, t.locale] }),
    check('page_sections_english_complete', sql`${t.locale} <> 'en' OR (${t.heading} IS NOT NULL AND ${t.body} IS NOT NULL)`),
  ],
);

export const dataSteps = pgTable('data_steps', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The person who may use a customer's rights on their death or incapacity (DPDP section 14; 0034). */
export const nominees = pgTable(
  'nominees',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    /** E.164. */
    phone: text('phone'),
    ...timestamps,
  },
  (t) => [check('nominees_has_contact', sql`${t.email} is not null or ${t.phone} is not null`)],
);

export const dataRequestKind = pgEnum('data_request_kind', DATA_REQUEST_KINDS);
export const dataRequestStatus = pgEnum('data_request_status', DATA_REQUEST_STATUSES);
export const dataRequestSource = pgEnum('data_request_source', DATA_REQUEST_SOURCES);
/** Every download of a customer's data and every deletion, with who asked and when (0034): the 90-day clock. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: dataRequestKind('kind').notNull(),
    status: dataRequestStatus('status').notNull(),
    source: dataRequestSource('source').notNull(),
    /** Staff's note of the written request they acted on. */
    reference: text('reference'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    check('data_requests_done_has_time', sql`(${t.status} = 'done') = (${t.doneAt} is not null)`),
    index('data_requests_user_kind_idx').on(t.userId, t.kind, t.requestedAt),
    index('data_requests_requested_idx').on(t.requestedAt),
  ],
);

/** The last grievance number given in each calendar year (0035). */
export const grievanceCounters = pgTable('grievance_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const grievanceStatus = pgEnum('grievance_status', GRIEVANCE_STATUSES);
/** A complaint to the grievance officer (0035): open → answered → closed, within 90 days. */
export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** e.g. GRV-2026-000123. */
    number: text('number').notNull().unique(),
    /** The account it came from, when signed in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    /** Where the acknowledgement and the answer go. */
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    orderNumber: text('order_number'),
    status: grievanceStatus('status').notNull().default('open'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The client address it came from (GRIEVANCE_LIMITS.perHourPerAddress). */
    requester: text('requester'),
    ...timestamps,
  },
  (t) => [
    check('grievances_answer_with_time', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    index('grievances_user_idx').on(t.userId, t.createdAt),
    index('grievances_email_idx').on(t.email, t.createdAt),
    index('grievances_requester_idx').on(t.requester, t.createdAt),
    index('grievances_status_idx').on(t.status, t.createdAt),
  ],
);

export const GRIEVANCE_MAIL_KINDS = ['received', 'answered'] as const;
/** Grievance mails owed (0035): written in the grievance's transaction, claimed before sending. */
export const grievanceMails = pgTable(
  'grievance_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grievanceId: uuid('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GRIEVANCE_MAIL_KINDS }).notNull(),
    status: notificationStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('grievance_mails_kind', sql`${t.kind} in ('received', 'answered')`),
    uniqueIndex('grievance_mails_once_unique').on(t.grievanceId, t.kind),
    index('grievance_mails_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

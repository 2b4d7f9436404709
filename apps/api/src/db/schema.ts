import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    productName: text('product_name').notNull(),
    name: text('name').notNull(),
    /** Products sharing a line are sizes or scents of one another. */
    lineKey: text('line_key').notNull(),
    category: text('category').notNull(),
    fragrance: text('fragrance').notNull().default(''),
    weight: text('weight').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    offerPercent: integer('offer_percent').notNull().default(0),
    /** Paths below the public asset base URL. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    isAvailable: boolean('is_available').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    stock: integer('stock').notNull().default(0),
    description: text('description').notNull().default(''),
    highlights: text('highlights').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('products_mrp_nonnegative', sql`${t.mrpPaise} >= 0`),
    check('products_offer_range', sql`${t.offerPercent} between 0 and 100`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_category_known', sql`${t.category} in ('litter', 'accessories', 'care')`),
    index('products_line_key_idx').on(t.lineKey),
    index('products_listing_idx').on(t.isHidden, t.sortOrder),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    location: text('location').notNull(),
    message: text('message').notNull(),
    rating: smallint('rating').notNull(),
    status: text('status').notNull().default('pending'),
    moderationNote: text('moderation_note'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
  ],
);

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
    /** E.164, e.g. +919876543210. */
    phone: text('phone'),
    role: text('role').notNull().default('customer'),
    /** Set once the profile-completion form has been saved. */
    hasDetails: boolean('has_details').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('users_role_known', sql`${t.role} in ('customer', 'admin')`),
    uniqueIndex('users_phone_unique').on(t.phone),
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

/** One-time codes for sign-up verification, code login and password reset. Only a hash of the code is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    /** The email address or phone number the code was sent to. */
    destination: text('destination').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('one_time_codes_purpose_known', sql`${t.purpose} in ('signup', 'login', 'reset')`),
    index('one_time_codes_lookup_idx').on(t.destination, t.purpose, t.createdAt),
  ],
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
    /** Set when the token was exchanged for the next one; presenting it again means it was stolen. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Mail and SMS kept by the offline adapters, shown at /dev/mailbox. */
export const devMessages = pgTable(
  'dev_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dev_messages_channel_known', sql`${t.channel} in ('email', 'sms')`),
    index('dev_messages_recipient_idx').on(t.recipient, t.createdAt),
  ],
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

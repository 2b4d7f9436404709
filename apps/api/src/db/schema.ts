import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    userId: uuid('user_id'),
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

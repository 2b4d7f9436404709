import type { Db } from '../db/client';
import { LOCK_KEYS, lockUntilCommit } from '../db/locks';
import { countProducts, countProductTranslations, insertProducts, insertProductTranslations, productIdsBySlug } from '../modules/catalog/catalog.repository';
import { insertCoupons, seedCouponTranslations } from '../modules/coupons/coupons.repository';
import { insertReviews } from '../modules/reviews/reviews.repository';
import { coupons } from '../db/schema';
import { SEED_COUPONS, SEED_PRODUCTS, SEED_REVIEW_PRODUCTS, SEED_REVIEWS } from './seed-data';
import { SEED_COUPONS_HINDI, SEED_PRODUCTS_HINDI } from './seed-data-hindi';

/**
 * Fills an empty shop with the starting catalogue, reviews and coupons. Each part is seeded only while its table
 * is empty, so a shop created before a part existed gets it on its next start, and nothing is ever seeded twice.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database must not both seed it.
    await lockUntilCommit(tx, LOCK_KEYS.seed);
    let seeded = false;
    if ((await countProducts(tx)) === 0) {
      const idBySlug = new Map((await insertProducts(tx, SEED_PRODUCTS)).map((p) => [p.slug, p.id]));
      const about = (name: string) => idBySlug.get(SEED_REVIEW_PRODUCTS[name] ?? '') ?? null;
      await insertReviews(tx, SEED_REVIEWS.map((review) => ({ ...review, productId: about(review.name) })));
      seeded = true;
    }
    if ((await tx.$count(coupons)) === 0) {
      await insertCoupons(tx, SEED_COUPONS);
      seeded = true;
    }
    // Hindi beside the starting catalogue and coupons (those still there, by slug and code), while none is stored.
    if ((await countProductTranslations(tx)) === 0) {
      const idBySlug = await productIdsBySlug(tx);
      await insertProductTranslations(
        tx,
        Object.entries(SEED_PRODUCTS_HINDI).flatMap(([slug, words]) => {
          const productId = idBySlug.get(slug);
          return productId ? [{ productId, locale: 'hi' as const, ...words }] : [];
        }),
      );
    }
    await seedCouponTranslations(tx, 'hi', SEED_COUPONS_HINDI);
    return seeded;
  });
}

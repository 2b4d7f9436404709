import type { Db } from './client';
import { countProducts, insertProducts } from '../modules/catalog/catalog.repository';
import { insertReviews } from '../modules/reviews/reviews.repository';
import { SEED_PRODUCTS, SEED_REVIEWS } from './seed-data';

/** Fills an empty shop with the starting catalogue and reviews; does nothing when products exist. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database must not both seed it.
    await tx.execute('select pg_advisory_xact_lock(727001)');
    if ((await countProducts(tx)) > 0) return false;
    await insertProducts(tx, SEED_PRODUCTS);
    await insertReviews(tx, SEED_REVIEWS);
    return true;
  });
}

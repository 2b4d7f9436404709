import { insertCoupons, type CouponRow, type NewCouponRow } from '../src/modules/coupons/coupons.repository';
import { addresses, users } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import { insertUser, type NewUserRow, type UserRow } from '../src/modules/auth/auth.repository';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertProducts, type NewProductRow, type ProductRow } from '../src/modules/catalog/catalog.repository';
import { insertReviews, type NewReviewRow, type ReviewRow } from '../src/modules/reviews/reviews.repository';

/** Inserts a product; every field can be overridden. */
export async function createProduct(db: Db, overrides: Partial<NewProductRow> = {}): Promise<ProductRow> {
  const slug = overrides.slug ?? `product-${randomUUID().slice(0, 8)}`;
  const [row] = await insertProducts(db, [
    {
      slug,
      productName: `Test Product ${slug}`,
      name: 'Test Product',
      lineKey: overrides.lineKey ?? slug,
      category: 'litter',
      fragrance: 'Unscented',
      weight: '5 kg',
      mrpPaise: 64900,
      sellingPricePaise: 54900,
      images: ['products/litter-unscented.v1.svg'],
      stock: 10,
      ...overrides,
    },
  ]);
  return row!;
}

/** Inserts a review, approved unless told otherwise. */
export async function createReview(db: Db, overrides: Partial<NewReviewRow> = {}): Promise<ReviewRow> {
  const [row] = await insertReviews(db, [
    {
      name: 'Test Customer',
      location: 'Pune',
      message: 'Clumps well and keeps the smell away.',
      rating: 5,
      status: 'approved',
      ...overrides,
    },
  ]);
  return row!;
}

/** The password every createUser account has unless told otherwise. */
export const DEFAULT_PASSWORD = 'Passw0rd!';
let defaultPasswordHash: Promise<string> | undefined;

/**
 * Inserts a customer with a verified email and the password 'Passw0rd!' (DEFAULT_PASSWORD); every column can be
 * overridden, e.g. { emailVerifiedAt: null } for an unverified account or { role: 'admin' }.
 */
export async function createUser(db: Db, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD);
  return insertUser(db, {
    email: `user-${randomUUID().slice(0, 8)}@example.com`,
    passwordHash: await defaultPasswordHash,
    emailVerifiedAt: new Date(),
    name: 'Test Customer',
    ...overrides,
  });
}

/** Inserts an active coupon; code and type can be overridden, money in paise. */
export async function createCoupon(db: Db, overrides: Partial<NewCouponRow> & Pick<NewCouponRow, 'type'>): Promise<CouponRow> {
  const [row] = await insertCoupons(db, [{ code: `TEST${randomUUID().slice(0, 6).toUpperCase()}`, ...overrides }]);
  return row!;
}

/** Saves a completed profile with a primary address at the pincode (serviceable Bengaluru by default). */
export async function giveAddress(db: Db, userId: string, pincode = 560034, addressLine1 = '12, 4th Cross'): Promise<void> {
  await db.update(users).set({ hasDetails: true, name: 'Test Customer' }).where(eq(users.id, userId));
  await db.insert(addresses).values({ userId, addressLine1, city: 'Bengaluru Urban', state: 'Karnataka', pincode, isPrimary: true });
}

/** Gives the customer a phone number of its own, verified: the first-order offer needs one. */
export async function verifyPhone(db: Db, userId: string, phone = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`): Promise<string> {
  await db.update(users).set({ phone, phoneVerifiedAt: new Date() }).where(eq(users.id, userId));
  return phone;
}

/**
 * A person new to the shop, as the first-order rule reads it: a verified phone of its own and a primary address
 * no other test customer has (a street of its own at the pincode).
 */
export async function newPerson(db: Db, userId: string, pincode = 560034): Promise<void> {
  await verifyPhone(db, userId);
  await giveAddress(db, userId, pincode, `House ${randomUUID().slice(0, 8)}, 4th Cross`);
}

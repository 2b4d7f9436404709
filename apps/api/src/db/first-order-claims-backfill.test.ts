import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../test/context';
import { createCoupon, createProduct, createUser, giveAddress, verifyPhone } from '../../test/factories';
import { migrationHarness } from '../../test/migration-harness';
import { post } from '../../test/payment-helpers';
import { runMigrations } from './client';
import { runDataSteps } from './data-steps';
import journal from './migrations/meta/_journal.json' with { type: 'json' };
import { dataSteps, firstOrderClaims } from './schema';

// Free and new-customer orders placed before first_order_claims existed (0022) claim, once, after migration 0028, the
// mailbox, verified phone and address they would claim today: those people get no second free first order.

const TAG = '0028_partial_credit_notes_and_claims_backfill';
const harness = migrationHarness(TAG, { previous: journal.entries[journal.entries.findIndex((e) => e.tag === TAG) - 1]!.tag });

describe('migration 0028 on a database in use', () => {
  it('claims what each old free or new-customer order would claim, oldest first, once', async () => {
    const database = await harness.databaseBefore();
    const { pool } = database;
    const user = async (email: string, phone: string | null) =>
      (await pool.query<{ id: string }>(`insert into users (email, phone, phone_verified_at) values ($1, $2, case when $2::text is null then null else now() end) returning id`, [email, phone])).rows[0]!.id;
    const coupon = async (code: string, type: string, forNew = false) =>
      (await pool.query<{ id: string }>(`insert into coupons (code, type, for_new_customers) values ($1, $2, $3) returning id`, [code, type, forNew])).rows[0]!.id;
    let n = 0;
    const order = async (userId: string, c: { id: string; type: string } | null, street: string, placed: string, status = 'delivered') =>
      (
        await pool.query<{ id: string }>(
          `insert into orders (custom_order_id, user_id, status, payment_method, payment_status, mrp_total_paise, product_discount_paise, subtotal_paise, total_paise, address, coupon_id, coupon_code, coupon_type, placed_at)
           values ($1, $2, $3, 'ONLINE', 'paid', 0, 0, 0, 0, $4, $5, $6, $7, $8) returning id`,
          [`ORD-20250101-${String((n += 1)).padStart(4, '0')}`, userId, status, JSON.stringify({ address_line1: street, address_line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: 560001, country: 'India' }), c?.id ?? null, c ? 'CODE' : null, c?.type ?? null, placed],
        )
      ).rows[0]!.id;

    const free = { id: await coupon('FIRSTFREE', 'free_order'), type: 'free_order' };
    const welcome = { id: await coupon('WELCOME10', 'percentage', true), type: 'percentage' };
    const plain = { id: await coupon('FLAT50', 'flat'), type: 'flat' };
    const ravi = await user('Ravi.Kumar+shop@GoogleMail.com', '+919812345678');
    const later = await user('someone.else@example.in', null);
    const welcomed = await user('new.customer@example.in', null);
    const other = await user('flat@example.in', null);
    const cancelled = await user('cancelled@example.in', '+919800000001');
    const first = await order(ravi, free, '12, M.G. Road', '2025-01-01T10:00:00Z');
    // A later free order to the same street, written otherwise: the earlier order keeps the address.
    const second = await order(later, free, '#12 MG Rd.', '2025-02-01T10:00:00Z');
    const third = await order(welcomed, welcome, '7, Church Street', '2025-03-01T10:00:00Z');
    await order(other, plain, '9, Brigade Road', '2025-03-02T10:00:00Z');
    await order(cancelled, free, '3, Residency Road', '2025-03-03T10:00:00Z', 'cancelled');

    await runMigrations(database.db);

    const claims = (await pool.query<{ kind: string; identity: string; order_id: string }>(`select kind, identity, order_id from first_order_claims order by order_id, kind`)).rows;
    expect(claims).toEqual(
      expect.arrayContaining([
        { kind: 'email', identity: 'ravikumar@gmail.com', order_id: first },
        { kind: 'phone', identity: '+919812345678', order_id: first },
        { kind: 'address', identity: '560001:12mgrd', order_id: first },
        { kind: 'email', identity: 'someone.else@example.in', order_id: second },
        { kind: 'email', identity: 'new.customer@example.in', order_id: third },
        { kind: 'address', identity: '560001:7churchst', order_id: third },
      ]),
    );
    expect(claims).toHaveLength(6);
    // Marked done: another start changes nothing, even with a new old order.
    await order(other, free, '1, New Road', '2025-04-01T10:00:00Z');
    await runMigrations(database.db);
    expect((await pool.query(`select 1 from first_order_claims`)).rowCount).toBe(6);
    expect((await pool.query(`select name from data_steps order by name`)).rows).toEqual([{ name: '0028_first_order_claims_backfill' }, { name: '0037_page_sections' }, { name: '0038_faq_intro' }]);
  });
});

describe('after the backfill, at the checkout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('an alias of a mailbox that had a free order before claims existed is refused another', async () => {
    const product = await createProduct(ctx.db, { mrpPaise: 119900, sellingPricePaise: 119900, stock: 10 });
    const free = await createCoupon(ctx.db, { type: 'free_order' });
    const signUp = async (email: string, street: string) => {
      const u = await createUser(ctx.db, { email });
      await giveAddress(ctx.db, u.id, 560034, street);
      await verifyPhone(ctx.db, u.id);
      return loginAs(ctx, u);
    };
    const old = await signUp('early.bird@gmail.com', '4, Old Lane');
    const placed = await post(ctx, '/api/v1/order/create-razorpay-order', old, { items: [{ productId: product.id, quantity: 1 }], coupon: { code: free.code } });
    expect(placed.statusCode, placed.body).toBe(200);
    // As if placed before 0022: no claims, and the step not yet run.
    await ctx.db.delete(firstOrderClaims).where(eq(firstOrderClaims.orderId, placed.json().order._id));
    await ctx.db.delete(dataSteps);
    const alias = await signUp('earlybird+again@gmail.com', '5, New Lane');
    const ask = () => post(ctx, '/api/v1/order/create-razorpay-order', alias, { items: [{ productId: product.id, quantity: 1 }], coupon: { code: free.code } });

    await runDataSteps(ctx.db);
    const refused = await ask();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: 'coupon.firstOrderTaken', params: { by: 'email' } });
  });
});

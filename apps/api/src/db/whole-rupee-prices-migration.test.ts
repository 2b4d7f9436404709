import { describe, expect, it } from 'vitest';
import { failureCode, migrationHarness } from '../../test/migration-harness';
import { runMigrations } from './client';

// Migration 0017 gives every product a selling price in whole rupees from its M.R.P. and offer, drops the offer
// column, and keeps coupons to whole rupees; orders keep the prices they were placed at.

const harness = migrationHarness('0017_whole_rupee_prices', { previous: '0016_remaining_closed_sets_as_enums' });

describe('migration 0017 on a database in use', () => {
  it('fills each product’s selling price from its M.R.P. and offer, rounded down to a whole rupee, and keeps orders as placed', async () => {
    const database = await harness.databaseBefore();
    const { pool } = database;
    // slug, M.R.P. in paise, offer %, and the selling price expected.
    const rows: Array<[string, number, number, number]> = [
      ['unscented-5', 64900, 15, 55100], // ₹551.65 → ₹551 (still 15% off)
      ['lavender-5', 69900, 15, 59400], // ₹594.15 → ₹594
      ['unscented-20', 219900, 25, 164900], // ₹1,649.25 → ₹1,649
      ['mat', 34900, 0, 34900], // no offer: the M.R.P.
      ['mrp-with-paise', 64950, 0, 64900], // an M.R.P. with paise and no offer: its whole rupees
      ['given-away', 64900, 100, 100], // never below ₹1
      ['tiny', 50, 0, 100], // an M.R.P. under ₹1 is raised to the ₹1 it sells at
    ];
    for (const [slug, mrp, offer] of rows) {
      await pool.query(
        `insert into products (slug, product_name, name, line_key, category, weight, mrp_paise, offer_percent) values ($1, $1, $1, $1, 'litter', '5 kg', $2, $3)`,
        [slug, mrp, offer],
      );
    }
    await pool.query(`insert into coupons (code, type, discount_amount_paise) values ('FLAT', 'flat', 10050), ('SMALL', 'flat', 50), ('ZERO', 'percentage', 0)`);
    await pool.query(`insert into coupons (code, type, discount_percent, max_discount_paise) values ('CAPPED', 'percentage', 10, 25050), ('TINYCAP', 'free_order', 0, 40)`);
    const user = (await pool.query<{ id: string }>(`insert into users (email) values ('before@example.in') returning id`)).rows[0]!.id;
    const order = (
      await pool.query<{ id: string }>(
        `insert into orders (custom_order_id, user_id, payment_method, payment_status, mrp_total_paise, product_discount_paise, subtotal_paise, total_paise, address)
         values ('ORD-20261120-0001', $1, 'COD', 'pending', 64900, 9735, 55165, 55165, '{}') returning id`,
        [user],
      )
    ).rows[0]!.id;
    await pool.query(
      `insert into order_items (order_id, product_name, weight, fragrance, quantity, unit_mrp_paise, unit_price_paise, line_total_paise, hsn_code, gst_rate_bp)
       values ($1, 'Unscented 5 kg', '5 kg', 'Unscented', 1, 64900, 55165, 55165, '250810', 500)`,
      [order],
    );

    await runMigrations(database.db);

    const after = await pool.query<{ slug: string; mrp_paise: number; selling_price_paise: number }>(`select slug, mrp_paise, selling_price_paise from products`);
    const bySlug = new Map(after.rows.map((r) => [r.slug, r]));
    for (const [slug, mrp, , selling] of rows) {
      expect(bySlug.get(slug), slug).toEqual({ slug, mrp_paise: Math.max(mrp, selling), selling_price_paise: selling });
    }
    const columns = await pool.query<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'products'`);
    expect(columns.rows.map((c) => c.column_name)).not.toContain('offer_percent');

    const coupons = await pool.query<{ code: string; discount_amount_paise: number; max_discount_paise: number | null }>(`select code, discount_amount_paise, max_discount_paise from coupons order by code`);
    expect(coupons.rows).toEqual([
      { code: 'CAPPED', discount_amount_paise: 0, max_discount_paise: 25000 },
      { code: 'FLAT', discount_amount_paise: 10000, max_discount_paise: null },
      { code: 'SMALL', discount_amount_paise: 100, max_discount_paise: null },
      { code: 'TINYCAP', discount_amount_paise: 0, max_discount_paise: 100 },
      { code: 'ZERO', discount_amount_paise: 0, max_discount_paise: null },
    ]);

    // History is not rewritten.
    expect((await pool.query(`select total_paise from orders where id = $1`, [order])).rows[0]).toEqual({ total_paise: 55165 });
    expect((await pool.query(`select unit_price_paise, line_total_paise from order_items where order_id = $1`, [order])).rows[0]).toEqual({ unit_price_paise: 55165, line_total_paise: 55165 });

    // From now on: whole rupees, more than ₹0, at most the M.R.P.
    const set = (selling: number) => pool.query(`update products set selling_price_paise = $1 where slug = 'unscented-5'`, [selling]);
    expect(await failureCode(set(54950))).toBe('23514');
    expect(await failureCode(set(0))).toBe('23514');
    expect(await failureCode(set(65000))).toBe('23514');
    expect(await failureCode(pool.query(`update coupons set discount_amount_paise = 10050 where code = 'FLAT'`))).toBe('23514');
    await set(54900);
  });

  it('still announces a change of the selling price to the processes serving the storefront', async () => {
    const database = await harness.emptyDatabase();
    await runMigrations(database.db);
    const { pool } = database;
    await pool.query(`insert into products (slug, product_name, name, line_key, category, weight, mrp_paise, selling_price_paise) values ('p', 'p', 'p', 'p', 'litter', '5 kg', 64900, 55100)`);
    const triggers = await pool.query<{ tgname: string; columns: string[] }>(
      `select t.tgname, array(select a.attname::text from unnest(t.tgattr) k join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = k) as columns
       from pg_trigger t where t.tgrelid = 'products'::regclass and t.tgname = 'products_public_update'`,
    );
    expect(triggers.rows[0]?.columns).toContain('selling_price_paise');
    expect(triggers.rows[0]?.columns).toContain('mrp_paise');
  });
});

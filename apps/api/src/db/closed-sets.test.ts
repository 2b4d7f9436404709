import { is } from 'drizzle-orm';
import { getTableConfig, isPgEnum, PgEnumColumn, PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CODE_PURPOSES, ROLES } from '@shop/contract/auth';
import { COUPON_TYPES } from '@shop/contract/coupons';
import { DEV_MESSAGE_CHANNELS } from '@shop/contract/dev';
import { SUPPLY_TYPES } from '@shop/contract/invoices';
import { NOTIFICATION_EVENTS, NOTIFICATION_STATUSES } from '@shop/contract/notifications';
import { failureCode, migrationHarness } from '../../test/migration-harness';
import { runMigrations, type Database } from './client';
import journal from './migrations/meta/_journal.json' with { type: 'json' };
import * as schema from './schema';

// Closed sets are PostgreSQL enums built from the contract's lists (migrations 0015 and 0016). These tests hold the
// schema, the contract and the migrations to one another, and check that 0016 converts a database in use safely.

const declared: unknown[] = Object.values(schema);
const TAG_0016 = '0016_remaining_closed_sets_as_enums';
const harness = migrationHarness(TAG_0016, { previous: '0015_closed_sets_as_enums' });

/** The columns 0016 converts: table, column, enum type, and the contract's list it is built from. */
const CONVERTED = [
  { table: 'users', column: 'role', type: 'user_role', values: ROLES },
  { table: 'one_time_codes', column: 'purpose', type: 'code_purpose', values: CODE_PURPOSES },
  { table: 'dev_messages', column: 'channel', type: 'dev_message_channel', values: DEV_MESSAGE_CHANNELS },
  { table: 'orders', column: 'coupon_type', type: 'coupon_type', values: COUPON_TYPES },
  { table: 'invoices', column: 'supply_type', type: 'supply_type', values: SUPPLY_TYPES },
  { table: 'notification_outbox', column: 'event', type: 'notification_event', values: NOTIFICATION_EVENTS },
  { table: 'notification_outbox', column: 'status', type: 'notification_status', values: NOTIFICATION_STATUSES },
] as const;

/** The CHECKs that listed those values before 0016 (orders.coupon_type and the outbox's event had none). */
const REPLACED_CHECKS = ['users_role_known', 'one_time_codes_purpose_known', 'dev_messages_channel_known', 'invoices_supply_type_known', 'notification_outbox_status_known'];

/** The updates there were when 0016 ran: 'return_received' came with 0019, 'rto_delivered' and 'lost' with 0025. */
const EVENTS_AT_0016 = NOTIFICATION_EVENTS.filter((e) => e !== 'return_received' && e !== 'rto_delivered' && e !== 'lost');
/** The outbox statuses there were when 0016 ran: 'sending' came with 0023. */
const STATUSES_AT_0016 = NOTIFICATION_STATUSES.filter((s) => s !== 'sending');
/** The code purposes there were when 0016 ran: 'erase' (confirming an account's deletion) came with 0034. */
const PURPOSES_AT_0016 = CODE_PURPOSES.filter((p) => p !== 'erase');

/** A database migrated up to 0015, as a shop running the release before 0016 has it, with rows in every converted column. */
async function databaseBefore0016(): Promise<{ database: Database; pool: pg.Pool }> {
  const database = await harness.databaseBefore();
  const { pool } = database;
  const user = async (text: string) => (await pool.query<{ id: string }>(text)).rows[0]!.id;
  const customer = await user(`insert into users (email) values ('old-customer@example.in') returning id`);
  const staff = await user(`insert into users (email, role) values ('old-staff@example.in', 'admin') returning id`);
  await pool.query(
    `insert into one_time_codes (purpose, destination, code_hash, expires_at) select p, 'old-customer@example.in', 'x', now() from unnest($1::text[]) p`,
    [PURPOSES_AT_0016],
  );
  await pool.query(`insert into dev_messages (channel, recipient, subject, text_body) select c, 'old-customer@example.in', 'Hi', 'Hi' from unnest($1::text[]) c`, [
    DEV_MESSAGE_CHANNELS,
  ]);
  const order = async (number: string, couponType: string | null) =>
    (
      await pool.query<{ id: string }>(
        `insert into orders (custom_order_id, user_id, payment_method, payment_status, coupon_type, mrp_total_paise, product_discount_paise, subtotal_paise, total_paise, address)
         values ($1, $2, 'COD', 'pending', $3, 10000, 0, 10000, 10000, '{}') returning id`,
        [number, customer, couponType],
      )
    ).rows[0]!.id;
  const withoutCoupon = await order('ORD-20261120-0001', null);
  const withCoupon = await order('ORD-20261120-0002', 'buyXgetY');
  for (const [i, [orderId, supply]] of [
    [withoutCoupon, 'intra'],
    [withCoupon, 'inter'],
  ].entries()) {
    await pool.query(
      `insert into invoices (kind, number, financial_year, sequence, order_id, user_id, issued_at, supply_type, seller, buyer, lines,
         taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
       values ('invoice', $1, '2026-27', $2, $3, $4, now(), $5, '{}', '{}', '[]', 9524, 0, 0, 476, 10000)`,
      [`INV/26-27/00000${i + 1}`, i + 1, orderId, customer, supply],
    );
  }
  // Every event of the time, the statuses in turn; one message left to the column's default.
  for (const [i, event] of EVENTS_AT_0016.entries()) {
    await pool.query(`insert into notification_outbox (order_id, user_id, event, channel, params, status) values ($1, $2, $3, 'sms', '{}', $4)`, [
      withoutCoupon,
      customer,
      event,
      STATUSES_AT_0016[i % STATUSES_AT_0016.length],
    ]);
  }
  await pool.query(`insert into notification_outbox (order_id, user_id, event, channel, params) values ($1, $2, 'placed', 'whatsapp', '{}')`, [withoutCoupon, staff]);
  return { database, pool };
}

/** Each converted column's values, row by row, as text. */
async function convertedValues(pool: pg.Pool): Promise<Record<string, Array<string | null>>> {
  const out: Record<string, Array<string | null>> = {};
  for (const c of CONVERTED) {
    const { rows } = await pool.query<{ v: string | null }>(`select ${c.column}::text as v from ${c.table} order by id`);
    out[`${c.table}.${c.column}`] = rows.map((r) => r.v);
  }
  return out;
}

async function columnTypes(pool: pg.Pool): Promise<Record<string, { type: string; default: string | null }>> {
  const { rows } = await pool.query<{ table_name: string; column_name: string; udt_name: string; column_default: string | null }>(
    `select table_name, column_name, udt_name, column_default from information_schema.columns where table_schema = 'public'`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.table_name}.${r.column_name}`, { type: r.udt_name, default: r.column_default }]));
}

async function checksNamed(pool: pg.Pool, names: readonly string[]): Promise<string[]> {
  const { rows } = await pool.query<{ conname: string }>(`select conname from pg_constraint where contype = 'c' and conname = any($1::text[]) order by conname`, [names]);
  return rows.map((r) => r.conname);
}

describe('closed sets on a freshly migrated database', () => {
  it('has every enum of the schema, with its contract list in order, and no other', async () => {
    const { pool, db } = await harness.emptyDatabase();
    await runMigrations(db);
    const enums = declared.filter(isPgEnum);
    const { rows } = await pool.query<{ typname: string; labels: string[] }>(
      `select t.typname, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' group by t.typname`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.typname, r.labels]))).toEqual(Object.fromEntries(enums.map((e) => [e.enumName, [...e.enumValues]])));
    for (const c of CONVERTED) expect(enums.find((e) => e.enumName === c.type)?.enumValues).toEqual([...c.values]);
  });

  it('gives every enum column of the schema its enum type, and keeps none of the CHECKs the enums replaced', async () => {
    const { pool, db } = await harness.emptyDatabase();
    await runMigrations(db);
    const expected: Record<string, string> = {};
    for (const table of declared.filter((v): v is PgTable => is(v, PgTable))) {
      const config = getTableConfig(table);
      for (const column of config.columns) if (is(column, PgEnumColumn)) expected[`${config.name}.${column.name}`] = column.enum.enumName;
    }
    for (const c of CONVERTED) expect(expected[`${c.table}.${c.column}`]).toBe(c.type);
    const actual = await columnTypes(pool);
    expect(Object.fromEntries(Object.keys(expected).map((k) => [k, actual[k]?.type]))).toEqual(expected);
    expect(await checksNamed(pool, REPLACED_CHECKS)).toEqual([]);
  });
});

describe('migration 0016 on a database in use', () => {
  it('keeps every row’s value and the defaults, drops the CHECKs, and from then on refuses a value outside each set', async () => {
    const { database, pool } = await databaseBefore0016();
    const before = await convertedValues(pool);
    expect(before['users.role']).toHaveLength(2);
    expect(await checksNamed(pool, REPLACED_CHECKS)).toEqual([...REPLACED_CHECKS].sort());
    const typesBefore = await columnTypes(pool);
    for (const c of CONVERTED) expect(typesBefore[`${c.table}.${c.column}`]?.type).toBe('text');

    await runMigrations(database.db);

    expect(await convertedValues(pool)).toEqual(before);
    const types = await columnTypes(pool);
    for (const c of CONVERTED) expect(types[`${c.table}.${c.column}`]?.type).toBe(c.type);
    expect(types['users.role']?.default).toBe(`'customer'::user_role`);
    expect(types['notification_outbox.status']?.default).toBe(`'pending'::notification_status`);
    expect(await checksNamed(pool, REPLACED_CHECKS)).toEqual([]);

    // The defaults still fill a new row.
    const { rows: user } = await pool.query<{ id: string; role: string }>(`insert into users (email) values ('new@example.in') returning id, role`);
    expect(user[0]!.role).toBe('customer');
    const { rows: message } = await pool.query<{ status: string }>(
      `insert into notification_outbox (order_id, user_id, event, channel, params) select id, $1, 'shipped', 'whatsapp', '{}' from orders limit 1 returning status`,
      [user[0]!.id],
    );
    expect(message[0]!.status).toBe('pending');

    // A value outside the set is refused (22P02, invalid text representation), where text took anything.
    for (const c of CONVERTED) {
      expect(await failureCode(pool.query(`update ${c.table} set ${c.column} = $1 where id = (select id from ${c.table} limit 1)`, ['unheard_of'])), `${c.table}.${c.column}`).toBe('22P02');
    }
  });

  it('stops at a value outside a set and changes nothing, the whole migration being one transaction', async () => {
    const { database, pool } = await databaseBefore0016();
    // orders.coupon_type had no CHECK, so text would have taken this.
    await pool.query(`update orders set coupon_type = 'festive' where custom_order_id = 'ORD-20261120-0002'`);
    const before = await convertedValues(pool);

    const failure = await runMigrations(database.db).then(
      () => null,
      (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
    );
    expect(failure).toMatch(/invalid input value for enum coupon_type: "festive"/);

    const { rows } = await pool.query<{ n: number; role_type: string | null }>(`select count(*)::int as n, to_regtype('user_role')::text as role_type from drizzle.__drizzle_migrations`);
    expect(rows[0]).toEqual({ n: journal.entries.findIndex((e) => e.tag === TAG_0016), role_type: null });
    const types = await columnTypes(pool);
    for (const c of CONVERTED) expect(types[`${c.table}.${c.column}`]?.type).toBe('text');
    expect(types['users.role']?.default).toBe(`'customer'::text`);
    expect(await checksNamed(pool, REPLACED_CHECKS)).toEqual([...REPLACED_CHECKS].sort());
    expect(await convertedValues(pool)).toEqual(before);

    // Once the row is put right, the migration goes through.
    await pool.query(`update orders set coupon_type = 'flat' where coupon_type = 'festive'`);
    await runMigrations(database.db);
    expect((await columnTypes(pool))['orders.coupon_type']?.type).toBe('coupon_type');
  });
});

import { currentConsentVersion } from '@shop/contract/consents';
import { AccountDeletionResponse, DATA_RIGHTS_LIMITS, DataExport, DataRightsListResponse, GrievanceCreatedResponse, NomineeResponse } from '@shop/contract/data-rights';
import { DevMessagesResponse } from '@shop/contract/dev';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, loginAs } from '../../test/auth-helpers';
import { createTestClock, type TestContext } from '../../test/context';
import { createProduct, createReview, createUser, giveAddress, verifyPhone } from '../../test/factories';
import { openShop, paidOrder, post } from '../../test/payment-helpers';
import { auditLog, cartItems, dataRequests, grievanceMails, invoices, orders, users } from '../db/schema';
import { EXPORT_SECTIONS, WITHHELD_TABLES } from '../modules/privacy/privacy.service';
import type { Services } from '../services';

const clock = createTestClock();
let ctx: TestContext, services: Services;
beforeAll(async () => void ({ ctx, services } = await openShop({ context: [{}, clock] })));
afterAll(() => ctx.close());

/** A member of staff signed in now (the test clock moves past sign-ins). */
const staffCookie = async () => loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A customer with something in every part of the shop: orders, review, cart, consents, nominee, grievance. */
async function richCustomer(surname: string) {
  const tag = randomUUID().slice(0, 8);
  const user = await createUser(ctx.db, { email: `dr-${tag}@example.com` });
  const street = `House ${tag}, Lane of ${surname}`;
  await giveAddress(ctx.db, user.id, 560034, street);
  const name = `Zorawar "${surname}" <b>${tag}</b>`;
  await ctx.db.update(users).set({ name }).where(eq(users.id, user.id));
  const phone = await verifyPhone(ctx.db, user.id);
  const cookie = await loginAs(ctx, user);
  const customer = { user, cookie };
  const { order } = await paidOrder(ctx, services, { customer, delivered: true });
  await createReview(ctx.db, { userId: user.id, name, message: 'Clumps well.' });
  const product = await createProduct(ctx.db, { stock: 20 });
  await ctx.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 2 });
  expect((await send('PUT', '/user/consents', cookie, { source: 'profile', changes: [{ purpose: 'offers_email', granted: true, version: currentConsentVersion('offers_email') }] })).statusCode).toBe(200);
  expect((await send('PUT', '/user/nominee', cookie, { name: `Nominee of ${surname}`, email: `nominee-${tag}@example.com` })).statusCode).toBe(200);
  const g = await send('POST', '/grievances', cookie, { subject: 'Late parcel', message: 'My parcel came three days late.' });
  expect(g.statusCode, g.body).toBe(200);
  return { user, cookie, order, phone, name, street, tag, product };
}

const exportOf = async (cookie: string) => {
  const res = await send('GET', '/user/data-export', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return DataExport.parse(res.json());
};

/** Every foreign key that points at a customer or at an order, walked from the live schema. */
async function customerLinks(): Promise<Array<{ table: string; column: string; refers: 'users' | 'orders' }>> {
  const result = await ctx.db.execute<{ table: string; column: string; refers: 'users' | 'orders' }>(sql`
    select kcu.table_name as table, kcu.column_name as column, ccu.table_name as refers
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name in ('users', 'orders') and ccu.column_name = 'id'`);
  return [{ table: 'users', column: 'id', refers: 'users' }, ...result.rows];
}

async function primaryKeyOf(table: string): Promise<string[]> {
  const result = await ctx.db.execute<{ column: string }>(sql`
    select kcu.column_name as column from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = 'public' and tc.table_name = ${table} order by kcu.ordinal_position`);
  return result.rows.map((r) => r.column);
}

/** Every text-like column of every table: where a person's details could be written. */
async function textColumns(): Promise<Array<{ table: string; column: string }>> {
  const result = await ctx.db.execute<{ table: string; column: string }>(sql`
    select c.table_name as table, c.column_name as column from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and (c.data_type in ('text', 'character varying', 'jsonb', 'json') or c.udt_name = '_text')`);
  return result.rows;
}

/** The tables and columns in which `needle` is written anywhere, case aside. */
async function whereFound(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns()) {
    const r = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`);
    if ((r.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found.sort();
}

describe('download my data', () => {
  it('holds every row of every table the schema links to the customer, and nothing of anyone else', async () => {
    const me = await richCustomer('Lindqvist');
    const other = await richCustomer('Okonkwo');
    const data = await exportOf(me.cookie);
    const ids = (await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, me.user.id))).map((r) => r.id);
    let tablesWithRows = 0;
    for (const link of await customerLinks()) {
      if (Object.hasOwn(WITHHELD_TABLES, link.table)) continue;
      const keys = await primaryKeyOf(link.table);
      const owner = link.refers === 'users' ? sql`= ${me.user.id}` : sql`in (select id from orders where user_id = ${me.user.id})`;
      const rows = await ctx.db.execute<Record<string, unknown>>(sql`select ${sql.raw(keys.map((k) => `"${k}"`).join(', '))} from ${sql.identifier(link.table)} where ${sql.identifier(link.column)} ${owner}`);
      if (rows.rows.length === 0) continue;
      tablesWithRows += 1;
      const section = data.sections[link.table];
      expect(section, `the export has no section for ${link.table} (${link.column})`).toBeDefined();
      for (const row of rows.rows) {
        const match = section!.some((exported) => keys.every((k) => String(exported[k]) === String(row[k])));
        expect(match, `${link.table} row ${JSON.stringify(row)} (by ${link.column}) is missing from the export`).toBe(true);
      }
    }
    // The walk saw the customer's footprint, not an empty shop.
    expect(tablesWithRows).toBeGreaterThanOrEqual(14);
    expect(ids.length).toBe(1);
    expect(data.sections.invoices!.map((i) => i.number)).toEqual([expect.stringMatching(/^INV\//)]);
    expect(data.sections.nominees).toEqual([expect.objectContaining({ name: 'Nominee of Lindqvist' })]);
    expect(data.sections.grievances).toEqual([expect.objectContaining({ subject: 'Late parcel' })]);
    expect(data.sections.dev_messages!.length).toBeGreaterThan(0);
    // Nothing of the other customer, and no secret.
    const text = JSON.stringify(data);
    for (const theirs of [other.user.id, other.user.email, other.order._id, other.tag, other.phone]) expect(text).not.toContain(theirs);
    expect(text).not.toMatch(/password_hash|code_hash|token_hash|\$argon2/);
  });

  it('comes as a readable HTML download with every value escaped', async () => {
    const me = await richCustomer('Escaped');
    const res = await send('GET', '/user/data-export?format=html', me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="purrfect-litter-my-data-\d{4}-\d{2}-\d{2}\.html"$/);
    expect(res.body).toContain(`&lt;b&gt;${me.tag}&lt;/b&gt;`);
    expect(res.body).not.toContain(`<b>${me.tag}</b>`);
    expect(res.body).toContain('&quot;Escaped&quot;');
    expect((await send('GET', '/user/data-export?format=pdf', me.cookie)).statusCode).toBe(400);
  });

  it('comes in the language the page asks for (or the cookie names), its words all written in it', async () => {
    const me = await richCustomer('Hindi');
    const hindi = await send('GET', '/user/data-export?format=html&lang=hi', me.cookie);
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(hindi.body).toContain('<title>Purrfect Litter के पास आपका डेटा</title>');
    expect(hindi.body).toContain('<h2>ऑर्डर</h2><p>आपके ऑर्डर, ऑर्डर के समय के डिलीवरी पते और रकम (पैसे में) के साथ।</p>');
    // Every exported table has its heading and explanation in Hindi: no table name or English explanation is left.
    for (const section of EXPORT_SECTIONS) {
      expect(hindi.body, section.table).not.toContain(`<h2>${section.table.replace(/_/g, ' ')}</h2>`);
      expect(hindi.body, section.table).not.toContain(section.about);
    }
    expect(hindi.body).not.toContain('Nothing kept.');
    expect(hindi.body).not.toContain('Everything Purrfect Litter keeps');
    const byCookie = await send('GET', '/user/data-export?format=html', `${me.cookie}; shop_lang=hi`);
    expect(byCookie.body).toContain('<html lang="hi-IN">');
    const english = await send('GET', '/user/data-export?format=html&lang=en', `${me.cookie}; shop_lang=hi`);
    expect(english.body).toContain('<html lang="en-IN">');
    expect(english.body).toContain('<title>Your data at Purrfect Litter</title>');
    expect(english.body).toContain('Everything Purrfect Litter keeps about you');
    expect((await send('GET', '/user/data-export?format=html&lang=fr', me.cookie)).statusCode).toBe(400);
  });

  it('asks for sign-in, and is limited per hour with the time to wait', async () => {
    expect((await send('GET', '/user/data-export')).statusCode).toBe(401);
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    const answers = await Promise.all(Array.from({ length: DATA_RIGHTS_LIMITS.exportsPerHour + 2 }, () => send('GET', '/user/data-export', cookie)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(DATA_RIGHTS_LIMITS.exportsPerHour);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ reason: 'dataRights.exportTooMany' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(3_600_000 + 1000);
    expect((await send('GET', '/user/data-export', await loginAs(ctx, user))).statusCode).toBe(200);
  });
});

describe('delete my account', () => {
  const confirmWithCode = async (cookie: string, email: string) => {
    const sent = await send('POST', '/user/account-deletion/send-code', cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    return send('POST', '/user/account-deletion', cookie, { otp: await latestCode(ctx, email) });
  };

  it('is held up by an order on its way, with its number, and mails no code', async () => {
    const me = await richCustomer('Waiting');
    const { order } = await paidOrder(ctx, services, { customer: { user: me.user, cookie: me.cookie } });
    const preview = AccountDeletionResponse.parse((await send('GET', '/user/account-deletion', me.cookie)).json());
    expect(preview).toMatchObject({ canDelete: false, codeTo: me.user.email });
    expect(preview.blockedBecause).toContain(order.customOrderId);
    expect(preview.kept.map((k) => k.why).join(' ')).toMatch(/GST/);
    const res = await send('POST', '/user/account-deletion/send-code', me.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'dataRights.ordersInFlight' });
    expect(res.json().message).toContain(order.customOrderId);
  });

  it('erases every personal detail but what the invoices must keep, ends the sessions, and frees the email for a new account', async () => {
    const me = await richCustomer('Vasquez');
    const [invoiceBefore] = await ctx.db.select().from(invoices).where(eq(invoices.userId, me.user.id));
    const [orderBefore] = await ctx.db.select().from(orders).where(eq(orders.userId, me.user.id));
    expect(AccountDeletionResponse.parse((await send('GET', '/user/account-deletion', me.cookie)).json()).canDelete).toBe(true);

    expect((await send('POST', '/user/account-deletion', me.cookie, { otp: '000000' })).statusCode).toBe(400);
    const res = await confirmWithCode(me.cookie, me.user.email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.map((c) => c.name).sort()).toEqual(expect.arrayContaining([expect.any(String)]));
    expect((await send('GET', '/user/me', me.cookie)).statusCode).toBe(401);
    expect((await send('GET', '/user/data-export', me.cookie)).statusCode).toBe(401);

    // The walk: email, phone, address and name are found nowhere but on the tax invoice (GST: kept 8 years).
    expect(await whereFound(me.user.email.split('@')[0]!)).toEqual([]);
    expect(await whereFound(me.phone.slice(-10))).toEqual([]);
    expect(await whereFound(me.tag)).toEqual(['invoices.buyer']);
    expect(await whereFound('Lane of Vasquez')).toEqual(['invoices.buyer']);
    expect(await whereFound('Nominee of Vasquez')).toEqual([]);

    // Invoices as issued; order totals and items as placed; the place of supply stays.
    const [invoiceAfter] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceBefore!.id));
    expect(invoiceAfter).toEqual(invoiceBefore);
    const [orderAfter] = await ctx.db.select().from(orders).where(eq(orders.id, orderBefore!.id));
    expect(orderAfter).toMatchObject({ totalPaise: orderBefore!.totalPaise, subtotalPaise: orderBefore!.subtotalPaise, status: 'delivered' });
    expect(orderAfter!.address).toMatchObject({ address_line1: '', state: 'Karnataka', pincode: 560034 });
    const [requestRow] = await ctx.db.select().from(dataRequests).where(sql`${dataRequests.userId} = ${me.user.id} and ${dataRequests.kind} = 'deletion'`);
    expect(requestRow).toMatchObject({ status: 'done', source: 'account' });

    // The same email signs up as somebody new.
    const signup = await post(ctx, '/api/v1/auth/signup-email', undefined, { email: me.user.email, password: 'N3wPassword!' });
    expect(signup.statusCode, signup.body).toBe(200);
    const fresh = await ctx.db.select().from(users).where(eq(users.email, me.user.email));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.id).not.toBe(me.user.id);
  });

  it('two confirmations at once erase once', async () => {
    const me = await richCustomer('Twice');
    expect((await send('POST', '/user/account-deletion/send-code', me.cookie)).statusCode).toBe(200);
    const otp = await latestCode(ctx, me.user.email);
    const answers = await Promise.all([send('POST', '/user/account-deletion', me.cookie, { otp }), send('POST', '/user/account-deletion', me.cookie, { otp })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const rows = await ctx.db.select().from(dataRequests).where(sql`${dataRequests.userId} = ${me.user.id} and ${dataRequests.kind} = 'deletion'`);
    expect(rows).toHaveLength(1);
  });

  it('racing an order placement: either the order lands and holds the deletion up, or the account is gone and no order is placed', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = await createUser(ctx.db);
      await giveAddress(ctx.db, user.id);
      const cookie = await loginAs(ctx, user);
      const product = await createProduct(ctx.db, { stock: 10 });
      expect((await send('POST', '/user/account-deletion/send-code', cookie)).statusCode).toBe(200);
      const otp = await latestCode(ctx, user.email);
      const [placed, erased] = await Promise.all([
        post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } }),
        send('POST', '/user/account-deletion', cookie, { otp }),
      ]);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      const placedOrders = await ctx.db.select().from(orders).where(eq(orders.userId, user.id));
      if (erased.statusCode === 200) {
        expect(row!.erasedAt).not.toBeNull();
        expect(placed.statusCode).toBe(401);
        expect(placedOrders).toHaveLength(0);
      } else {
        expect(erased.statusCode).toBe(409);
        expect(placed.statusCode, placed.body).toBe(201);
        expect(row!.erasedAt).toBeNull();
        expect(placedOrders).toHaveLength(1);
      }
    }
  });

  it('a written request held up by an order on its way waits on the console with its clock, and is finished once the order is delivered', async () => {
    const staff = await staffCookie();
    const me = await richCustomer('Pending');
    const { order } = await paidOrder(ctx, services, { customer: { user: me.user, cookie: me.cookie } });
    const held = await send('POST', `/admin/customers/${me.user.id}/erase`, staff, { reference: 'Mail of 25 Nov 2026' });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toContain(order.customOrderId);
    const waiting = DataRightsListResponse.parse((await send('GET', '/admin/data-requests', staff)).json()).items.filter((i) => i.customerId === me.user.id && i.kind === 'deletion');
    expect(waiting).toEqual([expect.objectContaining({ status: 'requested', source: 'staff', daysLeft: 90, overdue: false })]);
    // Asked again while it waits: still one request.
    expect((await send('POST', `/admin/customers/${me.user.id}/erase`, staff, { reference: 'Mail of 25 Nov 2026' })).statusCode).toBe(409);
    for (const step of ['confirmed', 'shipment_created', 'delivered'] as const) await services.lifecycle.advance(order._id, step);
    expect((await send('POST', `/admin/customers/${me.user.id}/erase`, staff, { reference: 'Mail of 25 Nov 2026' })).statusCode).toBe(200);
    const rows = await ctx.db.select().from(dataRequests).where(sql`${dataRequests.userId} = ${me.user.id} and ${dataRequests.kind} = 'deletion'`);
    expect(rows).toEqual([expect.objectContaining({ status: 'done', source: 'staff' })]);
    expect(await whereFound(me.user.email.split('@')[0]!)).toEqual([]);
  });

  it('staff act on a written request, audited; a second time is refused', async () => {
    const staff = await staffCookie();
    const me = await richCustomer('Written');
    expect((await send('POST', `/admin/customers/${me.user.id}/erase`, me.cookie, { reference: 'Letter of 20 Nov' })).statusCode).toBe(403);
    expect((await send('POST', `/admin/customers/${me.user.id}/erase`, staff, { reference: 'x' })).statusCode).toBe(400);
    expect((await send('POST', `/admin/customers/${randomUUID()}/erase`, staff, { reference: 'Letter of 20 Nov' })).statusCode).toBe(404);
    const colleague = await createUser(ctx.db, { role: 'admin' });
    const refused = await send('POST', `/admin/customers/${colleague.id}/erase`, staff, { reference: 'Letter of 20 Nov' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'dataRights.staffAccount' });
    const res = await send('POST', `/admin/customers/${me.user.id}/erase`, staff, { reference: 'Letter of 20 Nov 2026, by post' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await whereFound(me.user.email.split('@')[0]!)).toEqual([]);
    const audit = await ctx.db.select().from(auditLog).where(sql`${auditLog.action} = 'user.erase' and ${auditLog.entityId} = ${me.user.id}`);
    expect(audit).toEqual([expect.objectContaining({ after: { erased: true, reference: 'Letter of 20 Nov 2026, by post' } })]);
    const again = await send('POST', `/admin/customers/${me.user.id}/erase`, staff, { reference: 'Letter of 20 Nov 2026, by post' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'dataRights.customerErased' });
  });
});

describe('nominee', () => {
  it('is named with a name and a contact, changed, shown and removed', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    expect(NomineeResponse.parse((await send('GET', '/user/nominee', cookie)).json()).nominee).toBeNull();
    for (const bad of [{ name: 'Asha' }, { name: '', email: 'a@example.com' }, { name: 'Asha', phone: '12345' }, { name: 'Asha', email: user.email }]) {
      const res = await send('PUT', '/user/nominee', cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const saved = NomineeResponse.parse((await send('PUT', '/user/nominee', cookie, { name: ' Asha Rao ', phone: '98765 43210' })).json());
    expect(saved.nominee).toMatchObject({ name: 'Asha Rao', phone: '+919876543210', email: null });
    const changed = NomineeResponse.parse((await send('PUT', '/user/nominee', cookie, { name: 'Asha Rao', email: 'asha@example.com', phone: '' })).json());
    expect(changed.nominee).toMatchObject({ email: 'asha@example.com', phone: null });
    expect(NomineeResponse.parse((await send('DELETE', '/user/nominee', cookie)).json()).nominee).toBeNull();
    expect((await send('GET', '/user/nominee')).statusCode).toBe(401);
  });
});

describe('grievances', () => {
  const mailsTo = async (to: string) => DevMessagesResponse.parse((await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}` })).json()).messages;

  it('a visitor gives an email, gets a numbered ticket and its acknowledgement by mail at once', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    expect((await send('POST', '/grievances', undefined, { subject: 'Refund', message: 'Where is my refund for the torn bag?' })).statusCode).toBe(400);
    expect((await send('POST', '/grievances', undefined, { email, subject: 'Refund', message: 'short' })).statusCode).toBe(400);
    const res = await send('POST', '/grievances', undefined, { email, name: 'Meera', subject: 'Refund', message: 'Where is my refund for the torn bag?' });
    expect(res.statusCode, res.body).toBe(200);
    const { grievance, message } = GrievanceCreatedResponse.parse(res.json());
    expect(grievance.number).toMatch(/^GRV-\d{4}-\d{6}$/);
    expect(message).toContain(grievance.number);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(grievance.number);
    expect(mails[0]!.text).toContain('Grievance Officer');
  });

  it('numbers follow one another without gaps under racing posts, and each email is limited per hour', async () => {
    const email = `racer-${randomUUID().slice(0, 8)}@example.com`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('POST', '/grievances', undefined, { email, subject: 'Smell', message: 'The litter smells of nothing at all.' })));
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => GrievanceCreatedResponse.parse(a.json()).grievance.number);
    expect(ok).toHaveLength(3);
    const sequences = ok.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequences[2]! - sequences[0]!).toBe(2);
    expect(answers.find((a) => a.statusCode === 429)!.json()).toMatchObject({ reason: 'grievance.tooMany' });
  });

  it('staff see it with its 90-day clock, answer it (mailed), close it; wrong moves are refused', async () => {
    const staff = await staffCookie();
    const user = await createUser(ctx.db, { name: 'Kiran Shah' });
    const cookie = await loginAs(ctx, user);
    const created = GrievanceCreatedResponse.parse((await send('POST', '/grievances', cookie, { email: 'ignored@example.com', subject: 'Wrong item', message: 'I got the lavender one, not unscented.' })).json()).grievance;
    const list = DataRightsListResponse.parse((await send('GET', '/admin/data-requests', staff)).json());
    expect(list.items.find((i) => i._id === created._id)).toMatchObject({ kind: 'grievance', reference: created.number, who: 'Kiran Shah', daysLeft: 90, overdue: false, status: 'open' });
    expect((await send('GET', '/admin/data-requests', cookie)).statusCode).toBe(403);

    expect((await send('POST', `/admin/grievances/${created._id}/close`, staff)).statusCode).toBe(409);
    expect((await send('POST', `/admin/grievances/${created._id}/answer`, staff, { answer: 'ok' })).statusCode).toBe(400);
    expect((await send('POST', `/admin/grievances/${randomUUID()}/answer`, staff, { answer: 'We are sending the right one.' })).statusCode).toBe(404);
    const answered = await send('POST', `/admin/grievances/${created._id}/answer`, staff, { answer: 'We are sending the unscented one today.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await send('POST', `/admin/grievances/${created._id}/answer`, staff, { answer: 'We are sending the unscented one today.' })).statusCode).toBe(409);
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringContaining('Our answer'), expect.stringContaining('received')]));
    expect(mails.find((m) => m.subject.includes('Our answer'))!.text).toContain('unscented one today');
    expect((await send('POST', `/admin/grievances/${created._id}/close`, staff)).statusCode).toBe(200);
    const mine = (await send('GET', '/user/grievances', cookie)).json();
    expect(mine.grievances[0]).toMatchObject({ status: 'closed', answer: 'We are sending the unscented one today.' });
  });

  it('a mail left claimed by a process that died is sent by the job once its lease has passed, and kept once', async () => {
    const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
    const created = GrievanceCreatedResponse.parse((await send('POST', '/grievances', undefined, { email, subject: 'Crash', message: 'Testing what happens after a crash.' })).json()).grievance;
    await ctx.db.update(grievanceMails).set({ status: 'sending', sentAt: null, claimedAt: new Date(clock.now().getTime() - 3_600_000) }).where(eq(grievanceMails.grievanceId, created._id));
    expect(await services.jobs.runNow('grievance-mails')).toBe(true);
    const [row] = await ctx.db.select().from(grievanceMails).where(eq(grievanceMails.grievanceId, created._id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('an unanswered grievance turns overdue after 90 days', async () => {
    const email = `late-${randomUUID().slice(0, 8)}@example.com`;
    const created = GrievanceCreatedResponse.parse((await send('POST', '/grievances', undefined, { email, subject: 'Nobody answered', message: 'I wrote weeks ago and heard nothing.' })).json()).grievance;
    clock.advance(91 * 86_400_000);
    const staff = await staffCookie();
    const list = DataRightsListResponse.parse((await send('GET', '/admin/data-requests', staff)).json());
    expect(list.items.find((i) => i._id === created._id)).toMatchObject({ daysLeft: -1, overdue: true });
  });
});

import { currentConsentVersion } from '@shop/contract/consent-rules';
import { randomInt } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../test/auth-helpers';
import { useCrashHarness } from '../test/crash-harness';
import { createTestClock } from '../test/context';
import { createProduct, createUser, giveAddress } from '../test/factories';
import { startServer, waitForHealth, waitUntil } from '../test/server-process';
import { cartItems, devMessages, reminders, textMessages } from './db/schema';

/**
 * The shop killed with SIGKILL after the text provider took a cart reminder and before the reminder was written down
 * as sent. Started again, the reminder is taken up once its claim's lease runs out and handed over again under the
 * same idempotency key (its id): the customer gets one text, and the message budget counts one.
 */
const crash = useCrashHarness('shop_reminder_crash');

describe('a crash while a reminder goes', () => {
  it('sends the customer one text however the process died, and counts it once', async () => {
    const db = crash.database.db;
    const shop = await crash.serverEnv();
    const { env, port, sessionSecret } = shop;
    const base = `http://127.0.0.1:${port}`;

    const phone = `+9197${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    const user = await createUser(db, { phone, phoneVerifiedAt: new Date(), name: 'Meera Iyer' });
    await giveAddress(db, user.id);
    const product = await createProduct(db, { stock: 20 });
    const cookie = await loginAs({ db, sessionSecret, clock: createTestClock() }, user);

    const first = startServer(env);
    crash.servers.push(first);
    await waitForHealth(port, first);

    const agreed = await fetch(`${base}/api/v1/user/consents`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({ source: 'sign_up', changes: [{ purpose: 'offers_sms', granted: true, version: currentConsentVersion('offers_sms') }] }),
    });
    expect(agreed.status, await agreed.text()).toBe(200);
    const leftAt = new Date(Date.now() - 3 * 3_600_000);
    await db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 2, createdAt: leftAt, updatedAt: leftAt });

    // The provider takes the text (the dev provider stores it); writing "sent" then stalls, and the process is killed.
    await db.execute(
      sql.raw(`create function stall_reminder() returns trigger language plpgsql as $$ begin perform pg_sleep(120); return new; end $$;
        create trigger stall_reminder_sent before update on reminders for each row when (new.status = 'sent') execute function stall_reminder();`),
    );
    const sendNow = () => fetch(`${base}/dev/reminders/send-now`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email }) });
    const answers: string[] = [];
    void sendNow().then(
      async (r) => answers.push(`${r.status} ${await r.text()}`),
      (err: unknown) => answers.push(String(err)),
    );
    const stalled = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where wait_event = 'PgSleep' and datname = current_database()`)).rows[0]!.n;
    await waitUntil(async () => (await stalled()) === 1, async () => `${await stalled()} stalled; answered: ${answers.join(' | ')}\n${first.output()}`);
    const textsTo = () => db.select().from(devMessages).where(eq(devMessages.recipient, phone));
    expect(await textsTo()).toHaveLength(1);
    first.child.kill('SIGKILL');
    await first.exited;
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where wait_event = 'PgSleep' and datname = current_database()`);
    await waitUntil(async () => (await stalled()) === 0, async () => `${await stalled()} still stalled`, 30_000);
    await db.execute(sql.raw('drop trigger stall_reminder_sent on reminders; drop function stall_reminder();'));

    // The text went, but the reminder still reads as being sent by a process that is gone.
    const rowOf = async () => (await db.select().from(reminders).where(eq(reminders.userId, user.id)))[0]!;
    expect(await rowOf()).toMatchObject({ kind: 'cart_first', channel: 'sms', status: 'sending', attempts: 1, sentAt: null });

    // Started again; the dead process's claim runs out (its lease, moved into the past rather than waited for).
    const second = startServer(env);
    crash.servers.push(second);
    await waitForHealth(port, second);
    await db.update(reminders).set({ claimedAt: sql`${reminders.claimedAt} - interval '10 minutes'` }).where(eq(reminders.userId, user.id));
    // Taken up again (by the dev route here: the job waits for the morning when the test runs at night in India).
    await waitUntil(
      async () => {
        if ((await rowOf()).status !== 'sent') await sendNow();
        return (await rowOf()).status === 'sent';
      },
      async () => `${JSON.stringify(await rowOf())}\n${second.output()}`,
    );

    // One text to the customer, one reminder counted against the message budget, sent on the second try.
    expect(await textsTo()).toHaveLength(1);
    expect(await db.$count(textMessages, and(eq(textMessages.destination, phone), like(textMessages.kind, 'reminder:%')))).toBe(1);
    expect(await rowOf()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(await db.$count(reminders, eq(reminders.userId, user.id))).toBe(1);

    second.child.kill('SIGINT');
    expect(await second.exited, second.output()).toBe(0);
  }, 180_000);
});

import { OUTBOX_LIMITS } from '@shop/contract/outbox-rules';
import { and, eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser, giveAddress } from '../../../test/factories';
import { createDevSms } from '../../adapters/sms/dev-sms';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { createDevWhatsApp } from '../../adapters/notifications/whatsapp';
import { devMessages, notificationOutbox } from '../../db/schema';
import { createMessageBudget } from '../auth/message-budget';
import { createSettingsService } from '../settings/settings.service';
import { retryDelayMs } from '../../lib/retry-delay';
import { createNotificationsService } from './notifications.service';
import { placeCodOrder } from '../../../test/payment-helpers';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(async () => {
  await ctx.close();
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

/** An outbox process of its own, sending texts through `sms`, as a second server process would. */
function outboxWith(sms: SmsSender) {
  const budget = createMessageBudget({ shopWideLimits: createSettingsService({ db: ctx.db, now: ctx.clock.now, knownPincode: () => true }).textBudget });
  return createNotificationsService({
    db: ctx.db,
    sms,
    whatsapp: createDevWhatsApp(ctx.db, quiet as never),
    whatsappTemplates: ctx.config.WHATSAPP_TEMPLATES,
    whatsappLanguage: 'en',
    smsTemplates: {},
    publicBaseUrl: 'http://shop.test',
    now: ctx.clock.now,
    log: quiet,
    spendText: (tx, update) => budget.spendOrderUpdate(tx, update),
  });
}

/** A customer's COD order: its "placed" text waits in the outbox. */
async function orderWithText() {
  const phone = `+9196${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const user = await createUser(ctx.db, { phone });
  await giveAddress(ctx.db, user.id);
  const cookie = await loginAs(ctx, user);
  const order = await placeCodOrder(ctx, cookie);
  const [row] = await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, order._id));
  expect(row).toMatchObject({ channel: 'sms', status: 'pending' });
  return { phone, row: row! };
}

const textsTo = (phone: string) => ctx.db.select().from(devMessages).where(and(eq(devMessages.recipient, phone), eq(devMessages.channel, 'sms')));
const outboxRow = async (id: string) => (await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0]!;

describe('the outbox claims a message before sending it', () => {
  it('a send the provider took but never answered (a timeout) is tried again with the same key, and the customer gets one text', async () => {
    const { phone, row } = await orderWithText();
    const dev = createDevSms(ctx.db, quiet as never);
    const keys: Array<string | undefined> = [];
    let timeOut = true;
    const flaky: SmsSender = {
      async send(sms) {
        keys.push(sms.idempotencyKey);
        await dev.send(sms);
        if (timeOut) {
          timeOut = false;
          throw new Error('SMS provider timed out');
        }
      },
    };
    const outbox = outboxWith(flaky);
    expect(await outbox.deliverDue()).toBe(0);
    expect(await outboxRow(row.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMS provider timed out', claimedAt: null });
    ctx.clock.advance(retryDelayMs(1));
    expect(await outbox.deliverDue()).toBe(1);
    expect(keys).toEqual([row.id, row.id]);
    expect(await textsTo(phone)).toHaveLength(1);
    expect(await outboxRow(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a message claimed by a process that died mid-send is not sent again before its lease ends, then once', async () => {
    const { phone, row } = await orderWithText();
    // What a process leaves when it is killed between handing the text over and marking it sent.
    await ctx.db.update(notificationOutbox).set({ status: 'sending', claimedAt: ctx.clock.now(), attempts: 1 }).where(eq(notificationOutbox.id, row.id));
    const outbox = outboxWith(createDevSms(ctx.db, quiet as never));
    expect(await outbox.deliverDue()).toBe(0);
    ctx.clock.advance(OUTBOX_LIMITS.claimLeaseSeconds * 1000 - 1000);
    expect(await outbox.deliverDue()).toBe(0);
    expect(await textsTo(phone)).toHaveLength(0);
    ctx.clock.advance(1000);
    expect(await outbox.deliverDue()).toBe(1);
    expect(await outbox.deliverDue()).toBe(0);
    expect(await textsTo(phone)).toHaveLength(1);
    expect(await outboxRow(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two processes delivering at once send each message once', async () => {
    const { phone } = await orderWithText();
    const dev = createDevSms(ctx.db, quiet as never);
    let calls = 0;
    // A slow provider: the first process is still sending when the second looks.
    const slow: SmsSender = {
      async send(sms) {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        await dev.send({ ...sms, idempotencyKey: undefined });
      },
    };
    const [a, b] = await Promise.all([outboxWith(slow).deliverDue(), outboxWith(slow).deliverDue()]);
    expect(a + b).toBe(1);
    expect(calls).toBe(1);
    expect(await textsTo(phone)).toHaveLength(1);
  });
});

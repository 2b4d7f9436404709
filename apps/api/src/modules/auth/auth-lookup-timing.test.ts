import { ACCOUNT_LOOKUP_ANSWER_MS, AUTH_MESSAGES } from '@shop/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { SmsMessage } from '../../adapters/sms/sms-sender';
import { buildApp } from '../../app';
import { freshIp } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser } from '../../../test/factories';

/**
 * Whether an address or number has an account must not show in how long the shop takes to answer. The mail and SMS
 * servers here take 40 ms a message, as a real SMTP or SMS round trip does: answering after the send would take
 * 40 ms longer for an account than for nobody.
 */
const ROUND_TRIP_MS = 40;
const ROUNDS = 30;

let ctx: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;
const mails: MailMessage[] = [];
const texts: SmsMessage[] = [];
const roundTrip = () => new Promise((resolve) => setTimeout(resolve, ROUND_TRIP_MS));

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    config: ctx.config,
    db: ctx.db,
    sessionSecret: ctx.sessionSecret,
    now: ctx.clock.now,
    authAdapters: {
      mailer: { send: async (m) => void (await roundTrip(), mails.push(m)) },
      sms: { send: async (m) => void (await roundTrip(), texts.push(m)) },
    },
  });
});
afterAll(async () => {
  await app?.close();
  await ctx.close();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

/**
 * Asks `url` for each known and each unknown subject in turn (interleaved, so a busy moment of the machine falls on
 * both alike), each from an address of its own (no per-address limit in the way); returns times and bodies.
 */
async function timeBoth(url: string, field: 'email' | 'phone', known: string[], unknown: string[]) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const bodies = new Set<string>();
  for (let i = 0; i < ROUNDS; i++) {
    for (const [side, subject] of [['known', known[i]!], ['unknown', unknown[i]!]] as const) {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url, payload: { [field]: subject }, remoteAddress: freshIp() });
      times[side].push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      bodies.add(res.body);
    }
  }
  return { known: median(times.known), unknown: median(times.unknown), bodies };
}

/**
 * Medians within 10 % of the slower one, or within 2 ms. Both answers wait for the same fixed time
 * (ACCOUNT_LOOKUP_ANSWER_MS), so on a quiet machine the medians differ by well under a millisecond; the median of 30
 * interleaved requests shrugs off a few stalls of a busy machine, and 10 % of ACCOUNT_LOOKUP_ANSWER_MS (25 ms) is far
 * more than scheduling noise yet far less than the mail round trip (40 ms) that answering after the send would add.
 * The 2 ms floor only matters if the fixed time were ever made very short.
 */
function expectIndistinguishable(result: { known: number; unknown: number }) {
  const tolerance = Math.max(0.1 * Math.max(result.known, result.unknown), 2);
  expect(Math.abs(result.known - result.unknown), `known ${result.known.toFixed(1)} ms, unknown ${result.unknown.toFixed(1)} ms`).toBeLessThanOrEqual(tolerance);
  // And neither answer waited for the round trip on top of the fixed time.
  expect(Math.min(result.known, result.unknown)).toBeGreaterThanOrEqual(ACCOUNT_LOOKUP_ANSWER_MS - 1);
}

async function waitFor(check: () => boolean, what: string) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 10_000) throw new Error(`still not so after 10 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('account look-ups take the same time for an account and for nobody', () => {
  it('forgot-password: same answer, same time, and the mail still reaches the account', async () => {
    const known = await Promise.all(Array.from({ length: ROUNDS }, () => createUser(ctx.db).then((u) => u.email)));
    const unknown = Array.from({ length: ROUNDS }, (_, i) => `nobody-reset-${i}@example.com`);
    const result = await timeBoth('/api/v1/auth/forgot-password', 'email', known, unknown);
    expect([...result.bodies]).toEqual([JSON.stringify({ success: true, message: AUTH_MESSAGES.resetSent })]);
    expectIndistinguishable(result);
    await waitFor(() => known.every((email) => mails.some((m) => m.to === email)), 'a reset mail for every account');
    expect(mails.filter((m) => unknown.includes(m.to))).toEqual([]);
  });

  it('a login code to a phone number: same answer, same time, and the text still reaches the account', async () => {
    const known = Array.from({ length: ROUNDS }, (_, i) => `+9198450${String(10_000 + i).padStart(5, '0')}`);
    await Promise.all(known.map((phone) => createUser(ctx.db, { phone, phoneVerifiedAt: new Date() })));
    const unknown = Array.from({ length: ROUNDS }, (_, i) => `+9197450${String(10_000 + i).padStart(5, '0')}`);
    const result = await timeBoth('/api/v1/auth/loginn', 'phone', known, unknown);
    expect([...result.bodies]).toEqual([JSON.stringify({ success: true, message: AUTH_MESSAGES.otpSent })]);
    expectIndistinguishable(result);
    await waitFor(() => known.every((phone) => texts.some((t) => t.to === phone)), 'a login code for every account');
    // Texts cost money: a number without an account gets none.
    expect(texts.filter((t) => unknown.includes(t.to))).toEqual([]);
  });
});

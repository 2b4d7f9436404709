import { HOUSEKEEPING } from '@shop/contract/operations';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, devMessages, oneTimeCodes, phoneChanges, refreshTokens, signInFailures, textMessages } from '../db/schema';
import { startSession } from '../modules/auth/sessions';
import { createTestContext, type TestContext } from '../../test/context';
import { createUser } from '../../test/factories';
import { pruneExpired } from './housekeeping';

const DAY_MS = 24 * 3600_000;
let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(async () => {
  await ctx.close();
});

describe('housekeeping', () => {
  it('deletes expired codes, dead sessions, old failures and old dev mail, and keeps what still counts', async () => {
    const now = ctx.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const user = await createUser(ctx.db);
    const code = (expiresAt: Date): typeof oneTimeCodes.$inferInsert => ({ purpose: 'login', destination: user.email, codeHash: 'x', expiresAt });
    const [oldCode, freshCode] = await ctx.db.insert(oneTimeCodes).values([code(ago(HOUSEKEEPING.codesKeepHours * 3600_000 + 60_000)), code(ago(60_000))]).returning();
    const [oldFailure, freshFailure] = await ctx.db
      .insert(signInFailures)
      .values([{ kind: 'password', subject: user.email, at: ago(2 * DAY_MS) }, { kind: 'password', subject: user.email, at: ago(60_000) }])
      .returning();
    const [oldMail, freshMail] = await ctx.db
      .insert(devMessages)
      .values([
        { channel: 'email', recipient: user.email, subject: 'old', textBody: 'old', createdAt: ago((HOUSEKEEPING.devMailKeepDays + 1) * DAY_MS) },
        { channel: 'email', recipient: user.email, subject: 'new', textBody: 'new' },
      ])
      .returning();
    const textKeepMs = HOUSEKEEPING.textMessagesKeepDays * DAY_MS;
    const [oldText, freshText] = await ctx.db
      .insert(textMessages)
      .values([
        { kind: 'phone', destination: '+919800000001', userId: user.id, requester: '192.0.2.1', sentAt: ago(textKeepMs + 60_000) },
        { kind: 'phone', destination: '+919800000001', userId: user.id, requester: '192.0.2.1', sentAt: ago(60_000) },
      ])
      .returning();
    const [oldChange, freshChange] = await ctx.db
      .insert(phoneChanges)
      .values([
        { userId: user.id, phone: '+919800000001', changedAt: ago(textKeepMs + 60_000) },
        { userId: user.id, phone: '+919800000002', changedAt: ago(60_000) },
      ])
      .returning();
    const keepMs = (HOUSEKEEPING.sessionsKeepDays + 1) * DAY_MS;
    const revokedLongAgo = await startSession(ctx.db, { user, sessionSecret: ctx.sessionSecret, now: ago(keepMs) });
    await ctx.db.update(authSessions).set({ revokedAt: ago(keepMs) }).where(eq(authSessions.id, revokedLongAgo.sessionId));
    const live = await startSession(ctx.db, { user, sessionSecret: ctx.sessionSecret, now });
    // A live session's long-expired token goes; the session and its valid token stay.
    const [staleToken] = await ctx.db.insert(refreshTokens).values({ sessionId: live.sessionId, tokenHash: 'stale', expiresAt: ago(keepMs) }).returning();

    const report = await pruneExpired(ctx.db, now);
    expect(report).toMatchObject({ codes: 1, signInFailures: 1, devMessages: 1, textMessages: 1, phoneChanges: 1 });
    expect(report.sessions).toBeGreaterThanOrEqual(1);

    const ids = async (table: typeof oneTimeCodes | typeof signInFailures | typeof devMessages, wanted: string[]) =>
      (await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((r) => r.id).sort();
    expect(await ids(oneTimeCodes, [oldCode!.id, freshCode!.id])).toEqual([freshCode!.id]);
    expect(await ids(signInFailures, [oldFailure!.id, freshFailure!.id])).toEqual([freshFailure!.id]);
    expect(await ids(devMessages, [oldMail!.id, freshMail!.id])).toEqual([freshMail!.id]);
    expect((await ctx.db.select({ id: textMessages.id }).from(textMessages).where(inArray(textMessages.id, [oldText!.id, freshText!.id]))).map((r) => r.id)).toEqual([freshText!.id]);
    expect((await ctx.db.select({ id: phoneChanges.id }).from(phoneChanges).where(inArray(phoneChanges.id, [oldChange!.id, freshChange!.id]))).map((r) => r.id)).toEqual([freshChange!.id]);
    const sessions = await ctx.db.select({ id: authSessions.id }).from(authSessions).where(inArray(authSessions.id, [revokedLongAgo.sessionId, live.sessionId]));
    expect(sessions.map((s) => s.id)).toEqual([live.sessionId]);
    const tokens = await ctx.db.select({ id: refreshTokens.id }).from(refreshTokens).where(eq(refreshTokens.sessionId, live.sessionId));
    expect(tokens.map((t) => t.id)).not.toContain(staleToken!.id);
    expect(tokens).toHaveLength(1);

    // Nothing left to do the second time.
    expect(Object.values(await pruneExpired(ctx.db, now)).every((n) => n === 0)).toBe(true);
  });
});

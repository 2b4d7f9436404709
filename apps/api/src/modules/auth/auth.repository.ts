import type { CodePurpose } from '@shop/contract/auth';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authSessions, oneTimeCodes, refreshTokens, signInFailures, users } from '../../db/schema';
import { firstRow } from '../../db/queries';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

// ---- users ----

export async function insertUser(db: DbOrTx, row: NewUserRow): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  return created!;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  return firstRow(db, users, eq(users.id, id));
}

/** By email, which is stored trimmed and lower-cased: pass it normalised. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return firstRow(db, users, eq(users.email, email));
}

/** By phone in E.164 form. */
/** The account this phone number logs in to: only a verified phone is anyone's login. */
export async function findUserByVerifiedPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  return firstRow(db, users, and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
}

export async function findUserByGoogleSub(db: DbOrTx, sub: string): Promise<UserRow | undefined> {
  return firstRow(db, users, eq(users.googleSub, sub));
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<NewUserRow, 'passwordHash' | 'emailVerifiedAt' | 'phoneVerifiedAt' | 'googleSub' | 'name'>> & { updatedAt: Date },
): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row!;
}

// ---- one-time codes ----

export async function insertCode(
  db: DbOrTx,
  row: { purpose: CodePurpose; destination: string; userId: string | null; requester: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(row);
}

/** The most recent code of these purposes sent to the destination, locked for update. */
export async function findLatestCodeForUpdate(db: DbOrTx, destination: string, purposes: CodePurpose[]): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.destination, destination), inArray(oneTimeCodes.purpose, purposes)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** When the last code of this purpose went to the destination, if ever. */
/** Codes sent: to whom, for what, and (optionally) at whose request. */
export interface CodeAllowanceScope {
  destination: string;
  purpose: CodePurpose;
  requester?: string;
}

/** How many codes in the scope went out since a moment, and when the newest and oldest of them went. */
export async function codesSentSince(db: DbOrTx, scope: CodeAllowanceScope, since: Date): Promise<{ count: number; oldest: Date | null; newest: Date | null }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${oneTimeCodes.createdAt})`, newest: sql<Date | null>`max(${oneTimeCodes.createdAt})` })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.destination, scope.destination),
        eq(oneTimeCodes.purpose, scope.purpose),
        scope.requester === undefined ? undefined : eq(oneTimeCodes.requester, scope.requester),
        gt(oneTimeCodes.createdAt, since),
      ),
    );
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null, newest: row?.newest ? new Date(row.newest) : null };
}

/** Retires every still-usable code of this purpose for the destination (a newer one replaces them). */
export async function retireCodes(db: DbOrTx, destination: string, purpose: CodePurpose, at: Date): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: at })
    .where(and(eq(oneTimeCodes.destination, destination), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
}

export async function incrementCodeAttempts(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? 0;
}

export async function consumeCode(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(oneTimeCodes).set({ consumedAt: at }).where(eq(oneTimeCodes.id, id));
}

// ---- sessions and refresh tokens ----

export async function insertSession(
  db: DbOrTx,
  row: { userId: string; userAgent: string | null; ip: string | null; now: Date },
): Promise<AuthSessionRow> {
  const [created] = await db
    .insert(authSessions)
    .values({ userId: row.userId, userAgent: row.userAgent, ip: row.ip, createdAt: row.now, lastUsedAt: row.now })
    .returning();
  return created!;
}

export async function insertRefreshToken(
  db: DbOrTx,
  row: { sessionId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId: row.sessionId, tokenHash: row.tokenHash, expiresAt: row.expiresAt, createdAt: row.now });
}

/** A refresh token by its hash with its session, locked so two concurrent refreshes cannot both rotate it. */
export async function findRefreshTokenForUpdate(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; session: AuthSessionRow } | undefined> {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update', { of: refreshTokens });
  return row;
}

/** Marks the token exchanged, keeping its successor sealed for the grace window. */
export async function markRefreshTokenRotated(db: DbOrTx, id: string, at: Date, successorSealed: string): Promise<void> {
  await db.update(refreshTokens).set({ rotatedAt: at, successorSealed }).where(eq(refreshTokens.id, id));
}

export async function touchSession(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(authSessions).set({ lastUsedAt: at }).where(eq(authSessions.id, id));
}

/** Revokes one session (the whole refresh-token family) unless it already is. */
export async function revokeSession(db: DbOrTx, id: string, reason: string, at: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
}

/** Revokes every live session of the user; returns how many. */
export async function revokeUserSessions(db: DbOrTx, userId: string, reason: string, at: Date): Promise<number> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length;
}

// ---- failed sign-ins ----

export type FailureKind = 'password' | 'code';

/** Failures of this kind for the subject since a moment, and when the oldest of them happened. */
export async function countFailuresSince(db: DbOrTx, kind: FailureKind, subject: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${signInFailures.at})` })
    .from(signInFailures)
    .where(and(eq(signInFailures.kind, kind), eq(signInFailures.subject, subject), gt(signInFailures.at, since)));
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Records one failure, and forgets the subject's failures too old to count any more. */
export async function recordFailure(db: DbOrTx, kind: FailureKind, subject: string, at: Date, forgetBefore: Date): Promise<string> {
  await db.delete(signInFailures).where(and(eq(signInFailures.kind, kind), eq(signInFailures.subject, subject), lt(signInFailures.at, forgetBefore)));
  const [row] = await db.insert(signInFailures).values({ kind, subject, at }).returning({ id: signInFailures.id });
  return row!.id;
}

/** A success clears the subject's record. */
export async function clearFailures(db: DbOrTx, kind: FailureKind, subject: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.kind, kind), eq(signInFailures.subject, subject)));
}

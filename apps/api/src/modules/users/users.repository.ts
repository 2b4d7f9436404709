import { and, asc, desc, eq, gt, ilike, isNotNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@shop/contract/auth';
import { containsPattern, phoneDigits } from '../../lib/search';
import type { DbOrTx } from '../../db/client';
import { addresses, phoneChanges, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Another user who verified this phone number, if any: only a verified number is taken. */
export async function findOtherUserByVerifiedPhone(db: DbOrTx, phone: string, exceptUserId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, exceptUserId)))
    .limit(1);
  return row;
}

export async function updateUser(db: DbOrTx, id: string, changes: Partial<Pick<UserRow, 'name' | 'phone' | 'phoneVerifiedAt' | 'hasDetails' | 'language'>>): Promise<void> {
  await db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Sets the account's language when it is another: one statement, so a switch tapped twice or retried writes once. */
export async function setLanguage(db: DbOrTx, id: string, language: UserRow['language']): Promise<void> {
  await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(users.id, id), ne(users.language, language)));
}

export function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isPrimary), asc(addresses.createdAt));
}

/** Replaces the user's whole address list. */
export async function replaceAddresses(db: DbOrTx, userId: string, rows: Omit<NewAddressRow, 'userId'>[]): Promise<void> {
  await db.delete(addresses).where(eq(addresses.userId, userId));
  if (rows.length > 0) await db.insert(addresses).values(rows.map((r) => ({ ...r, userId })));
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function setRole(db: DbOrTx, id: string, role: Role): Promise<void> {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Locks the account's row until the transaction ends. */
export async function findUserByIdForUpdate(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

export async function setBlock(db: DbOrTx, id: string, block: { at: Date; reason: string } | null): Promise<void> {
  await db
    .update(users)
    .set({ blockedAt: block?.at ?? null, blockedReason: block?.reason ?? null, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Every account with staff rights, oldest first. */
export function listStaff(db: DbOrTx): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt), asc(users.id));
}

export async function insertVerifiedUser(db: DbOrTx, values: { email: string; role: Role; at: Date }): Promise<UserRow> {
  const [row] = await db.insert(users).values({ email: values.email, role: values.role, emailVerifiedAt: values.at }).returning();
  return row!;
}

/** Accounts whose name, email or phone contains the search, newest first. */
export async function pageUsers(db: DbOrTx, search: string | undefined, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
  let where: SQL | undefined;
  if (search) {
    const pattern = containsPattern(search);
    const digits = phoneDigits(search);
    where = or(ilike(users.email, pattern), ilike(users.name, pattern), ...(digits ? [like(users.phone, `%${digits}%`)] : []));
  }
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset);
  return { rows, total: count?.n ?? 0 };
}

/** The account's phone-number changes since a moment: how many, and when the oldest of them was. */
export async function phoneChangesSince(db: DbOrTx, userId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${phoneChanges.changedAt})` })
    .from(phoneChanges)
    .where(and(eq(phoneChanges.userId, userId), gt(phoneChanges.changedAt, since)));
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordPhoneChange(db: DbOrTx, userId: string, phone: string | null, at: Date): Promise<void> {
  await db.insert(phoneChanges).values({ userId, phone, changedAt: at });
}

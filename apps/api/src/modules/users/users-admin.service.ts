import type { AdminCustomerBlock, AdminStaffMember } from '@shop/contract/admin';
import type { Role } from '@shop/contract/auth';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import { recordAudit, type Actor, type AuditEntry } from '../../audit/audit.service';
import * as repo from './users.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccountView {
  _id: string;
  name: string | null;
  email: string;
  phone: string | null;
  role: Role;
  blocked: AdminCustomerBlock | null;
  createdAt: string;
}

export interface UsersAdminService {
  /** Accounts matching a name, email or phone, newest first. */
  search(query: string | undefined, limit: number, offset: number): Promise<{ accounts: AccountView[]; total: number }>;
  /** One account with its addresses; 404 when there is none. */
  account(id: string): Promise<AccountView & { emailVerified: boolean; addresses: Array<{ alias: string; address_line1: string; address_line2: string; city: string; state: string; pincode: number; country: string; isPrimary: boolean }> }>;
  /**
   * Keeps a customer from signing in: every session ends at once (access tokens already issued are refused on their
   * next request) and no sign-in method opens a new one until unblocked. Orders already placed go on. Staff cannot
   * be blocked (their rights are removed first). Blocking a blocked account changes nothing and answers its block.
   */
  block(id: string, reason: string, actor: Actor): Promise<AdminCustomerBlock>;
  /** Lets a blocked customer sign in again; an account that is not blocked stays as it is. */
  unblock(id: string, actor: Actor): Promise<void>;
  /** Every account with staff rights, oldest first. */
  staff(): Promise<AdminStaffMember[]>;
  /** Gives staff rights to the account using this email address (404 when none; 409 while it is blocked). */
  grantStaff(email: string, actor: Actor): Promise<AdminStaffMember>;
  /**
   * Removes an account's staff rights, effective on its next request. Nobody removes their own, so the last member
   * of staff stays: removals take turns under one lock, and the acting member must still have rights when their turn
   * comes (two members removing each other at once leave one of them).
   */
  removeStaff(id: string, actor: Actor): Promise<void>;
}

const toView = (row: repo.UserRow): AccountView => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  blocked: blockOf(row),
  createdAt: row.createdAt.toISOString(),
});

const blockOf = (row: repo.UserRow): AdminCustomerBlock | null =>
  row.blockedAt && row.blockedReason !== null ? { at: row.blockedAt.toISOString(), reason: row.blockedReason } : null;

const toStaffMember = (row: repo.UserRow): AdminStaffMember => ({ _id: row.id, name: row.name, email: row.email, since: row.createdAt.toISOString() });

export interface UsersAdminDeps {
  db: Db;
  now?: () => Date;
  /** Ends every session of an account (the auth module's), returning how many were open. */
  revokeUserSessions: (tx: DbOrTx, userId: string, reason: string, at: Date) => Promise<number>;
}

export function createUsersAdminService(deps: UsersAdminDeps): UsersAdminService {
  const { db, revokeUserSessions } = deps;
  const now = deps.now ?? (() => new Date());

  const audit = (tx: DbOrTx, actor: Actor, entry: Pick<AuditEntry, 'action' | 'entityId' | 'before' | 'after'>, at: Date) =>
    recordAudit(tx, { actorUserId: actor.userId, actorLabel: actor.label, entityType: 'user', ...entry }, at);

  /** Takes the staff-rights lock and checks the acting member of staff still has rights once it is theirs. */
  async function staffTurn(tx: DbOrTx, actor: Actor): Promise<void> {
    await lockUntilCommit(tx, LOCK_KEYS.staffRights);
    const acting = actor.userId ? await repo.findUserById(tx, actor.userId) : undefined;
    if (!acting || acting.role !== 'admin' || acting.blockedAt) throw new AppError('auth.staffOnly');
  }

  /** The account, locked until the transaction ends; 404 for an id that names none. */
  async function lockedAccount(tx: DbOrTx, id: string): Promise<repo.UserRow> {
    const row = UUID.test(id) ? await repo.findUserByIdForUpdate(tx, id) : undefined;
    if (!row) throw new AppError('admin.customerNotFound');
    return row;
  }

  return {
    async search(query, limit, offset) {
      const { rows, total } = await repo.pageUsers(db, query, limit, offset);
      return { accounts: rows.map(toView), total };
    },

    async account(id) {
      const row = UUID.test(id) ? await repo.findUserById(db, id) : undefined;
      if (!row) throw new AppError('admin.customerNotFound');
      const addresses = await repo.listAddresses(db, row.id);
      return {
        ...toView(row),
        emailVerified: row.emailVerifiedAt !== null,
        addresses: addresses.map((a) => ({
          alias: a.alias,
          address_line1: a.addressLine1,
          address_line2: a.addressLine2,
          city: a.city,
          state: a.state,
          pincode: a.pincode,
          country: a.country,
          isPrimary: a.isPrimary,
        })),
      };
    },

    async block(id, reason, actor) {
      return db.transaction(async (tx) => {
        await staffTurn(tx, actor);
        const row = await lockedAccount(tx, id);
        if (row.role === 'admin') throw new AppError('admin.blockStaff');
        const existing = blockOf(row);
        if (existing) return existing;
        const at = now();
        await repo.setBlock(tx, row.id, { at, reason });
        const sessionsEnded = await revokeUserSessions(tx, row.id, 'blocked', at);
        await audit(tx, actor, { action: 'user.block', entityId: row.id, before: { blocked: false }, after: { blocked: true, reason, sessionsEnded } }, at);
        return { at: at.toISOString(), reason };
      });
    },

    async unblock(id, actor) {
      await db.transaction(async (tx) => {
        await staffTurn(tx, actor);
        const row = await lockedAccount(tx, id);
        if (!row.blockedAt) return;
        const at = now();
        await repo.setBlock(tx, row.id, null);
        await audit(tx, actor, { action: 'user.unblock', entityId: row.id, before: { blocked: true, reason: row.blockedReason }, after: { blocked: false } }, at);
      });
    },

    async staff() {
      return (await repo.listStaff(db)).map(toStaffMember);
    },

    async grantStaff(email, actor) {
      return db.transaction(async (tx) => {
        await staffTurn(tx, actor);
        const found = await repo.findUserByEmail(tx, email);
        if (!found) throw new AppError('admin.staffAccountNotFound');
        const row = await lockedAccount(tx, found.id);
        if (row.role === 'admin') return toStaffMember(row);
        if (row.blockedAt) throw new AppError('admin.blockedStaff');
        const at = now();
        await repo.setRole(tx, row.id, 'admin');
        await audit(tx, actor, { action: 'user.grant_admin', entityId: row.id, before: { role: row.role }, after: { role: 'admin' } }, at);
        return toStaffMember({ ...row, role: 'admin' });
      });
    },

    async removeStaff(id, actor) {
      await db.transaction(async (tx) => {
        if (actor.userId === id) throw new AppError('admin.ownStaffRights');
        await staffTurn(tx, actor);
        const row = await lockedAccount(tx, id);
        if (row.role !== 'admin') return;
        const at = now();
        await repo.setRole(tx, row.id, 'customer');
        await audit(tx, actor, { action: 'user.remove_admin', entityId: row.id, before: { role: 'admin' }, after: { role: 'customer' } }, at);
      });
    },
  };
}

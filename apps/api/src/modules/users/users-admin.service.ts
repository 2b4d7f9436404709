import type { Role } from '@shop/contract/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './users.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccountView {
  _id: string;
  name: string | null;
  email: string;
  phone: string | null;
  role: Role;
  createdAt: string;
}

export interface UsersAdminService {
  /** Accounts matching a name, email or phone, newest first. */
  search(query: string | undefined, limit: number, offset: number): Promise<{ accounts: AccountView[]; total: number }>;
  /** One account with its addresses; 404 when there is none. */
  account(id: string): Promise<AccountView & { emailVerified: boolean; addresses: Array<{ alias: string; address_line1: string; address_line2: string; city: string; state: string; pincode: number; country: string; isPrimary: boolean }> }>;
}

const toView = (row: repo.UserRow): AccountView => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

export function createUsersAdminService(deps: { db: Db }): UsersAdminService {
  const { db } = deps;
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
  };
}

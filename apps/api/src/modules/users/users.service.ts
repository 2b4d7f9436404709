import type { Locale } from '@shop/contract/locale';
import { DEFAULT_ADDRESS_ALIAS } from '@shop/contract/constants';
import type {
  AddressInput,
  CreateProfileBody,
  UpdateProfileBody} from '@shop/contract/users';
import {
  PROFILE_MESSAGES,
  type Address,
  type UserDetails,
} from '@shop/contract/users';
import type { z } from 'zod';
import type { PincodeDirectory } from '../../adapters/pincode/pincode-directory';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, invalidFields } from '../../lib/errors';
import { refusingTaken } from '../../lib/db-errors';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import { PHONE_CHANGE_LIMITS } from '@shop/contract/auth';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './users.repository';
import { pick } from '../../lib/pick';

type CreateProfile = z.output<typeof CreateProfileBody>;
type UpdateProfile = z.output<typeof UpdateProfileBody>;
type AddressFields = z.output<typeof AddressInput>;

export interface UsersService {
  /** The user's profile and addresses; 404 until the profile-completion form has been saved. */
  getDetails(userId: string): Promise<UserDetails>;
  /** Saves the profile-completion form: name, phone and the primary Home address. */
  /** `within` runs in the profile's transaction once it is saved (what else the form recorded: consents). */
  createProfile(userId: string, body: CreateProfile, within?: (tx: DbOrTx) => Promise<void>): Promise<UserDetails>;
  /** Changes name, phone, and/or replaces the address list (exactly one primary). */
  updateProfile(userId: string, body: UpdateProfile): Promise<UserDetails>;
  /**
   * Records the language the customer chose with the shop's language switch (their mails, texts and WhatsApp messages
   * speak it), profile or not yet; the same choice made twice changes nothing.
   */
  setLanguage(userId: string, language: Locale): Promise<void>;
  /** The name to show for the user: their profile name, else the part of their email before the @. */
  getDisplayName(userId: string): Promise<string>;
  /**
   * Makes the account with this email an admin, creating it (verified, without a password: they sign in with a
   * one-time code, Google, or set a password through "Forgot password") when there is none. Audited.
   */
  grantAdmin(email: string, actorLabel: string): Promise<{ created: boolean }>;
  /** Who to write to about an order. */
  getContact(userId: string, tx?: DbOrTx): Promise<{ email: string; name: string; phone: string | null; language: Locale }>;
  /** Whether the account was deleted (its row stays, emptied, for its invoices). */
  isErased(userId: string, tx?: DbOrTx): Promise<boolean>;
  /** The primary address, for checkout; null when there is none. */
  getPrimaryAddress(userId: string): Promise<Address | null>;
}

function toAddress(row: repo.AddressRow): Address {
  return {
    _id: row.id,
    alias: row.alias,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    ...pick(row, 'city', 'state', 'pincode', 'country', 'isPrimary'),
  };
}

const DAY_MS = 24 * 3600_000;

export function createUsersService(deps: { db: Db; directory: PincodeDirectory }): UsersService {
  const { db, directory } = deps;

  /**
   * A new number starts unverified; saving the same number again keeps its verification. Each new number can be
   * texted codes, so an account changes it at most PHONE_CHANGE_LIMITS.perDay times a day (429 with Retry-After).
   */
  async function phoneChange(tx: DbOrTx, userId: string, user: { phone: string | null; phoneVerifiedAt: Date | null }, phone: string | null) {
    if (phone === user.phone) return { phone };
    await lockUntilCommit(tx, LOCK_KEYS.phoneChanges(userId));
    const at = new Date();
    const recent = await repo.phoneChangesSince(tx, userId, new Date(at.getTime() - DAY_MS));
    if (recent.count >= PHONE_CHANGE_LIMITS.perDay) {
      const waitMs = (recent.oldest ?? at).getTime() + DAY_MS - at.getTime();
      throw new AppError('phone.changesTooMany', { perDay: PHONE_CHANGE_LIMITS.perDay }, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
    }
    await repo.recordPhoneChange(tx, userId, phone, at);
    return { phone, phoneVerifiedAt: null };
  }

  /** City and state always come from India Post's directory, so addresses are canonical. */
  function placeOf(pincode: number, field: string): { city: string; state: string } {
    const entry = directory.lookup(pincode);
    if (!entry) throw invalidFields([{ field, message: PROFILE_MESSAGES.pincodeUnknown }]);
    return { city: entry.city, state: entry.state };
  }

  /** A number someone else proved is theirs cannot be saved; an unproved one blocks nobody. */
  async function assertPhoneFree(tx: DbOrTx, phone: string | null, userId: string) {
    if (phone && (await repo.findOtherUserByVerifiedPhone(tx, phone, userId))) {
      throw new AppError('profile.phoneTaken');
    }
  }

  async function details(tx: DbOrTx, userId: string): Promise<UserDetails> {
    const user = await repo.findUserById(tx, userId);
    if (!user || !user.hasDetails) throw new AppError('profile.detailsNotFound');
    const rows = await repo.listAddresses(tx, userId);
    return { _id: user.id, name: user.name ?? '', email: user.email, phoneNumber: user.phone, phoneVerified: user.phoneVerifiedAt !== null, addresses: rows.map(toAddress), language: user.language };
  }

  async function run<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    // Two requests racing for the same phone number: the unique index decides.
    return refusingTaken('profile.phoneTaken', () => db.transaction(fn));
  }

  function addressRows(list: AddressFields[], existingIds: Set<string>) {
    return list.map((a, i) => ({
      // Keep an address's id across edits, but never accept an id that is not already this user's.
      ...(a._id && existingIds.has(a._id) ? { id: a._id } : {}),
      alias: a.alias || DEFAULT_ADDRESS_ALIAS,
      addressLine1: a.address_line1,
      addressLine2: a.address_line2,
      ...placeOf(a.pincode, `addresses.${i}.pincode`),
      pincode: a.pincode,
      country: a.country,
      isPrimary: a.isPrimary,
    }));
  }

  return {
    getDetails: (userId) => details(db, userId),

    createProfile(userId, body, within) {
      return run(async (tx) => {
        const user = await repo.findUserById(tx, userId);
        if (!user) throw new AppError('auth.unauthorized');
        if (user.email !== body.email) throw invalidFields([{ field: 'email', message: PROFILE_MESSAGES.emailMismatch }]);
        const phone = body.phoneNumber ?? null;
        await assertPhoneFree(tx, phone, userId);
        const place = placeOf(body.pincode, 'pincode');
        await repo.updateUser(tx, userId, { name: body.name, ...(await phoneChange(tx, userId, user, phone)), hasDetails: true });
        await repo.replaceAddresses(tx, userId, [
          {
            alias: DEFAULT_ADDRESS_ALIAS,
            addressLine1: body.street,
            addressLine2: body.addressLine2,
            ...place,
            pincode: body.pincode,
            country: body.country,
            isPrimary: true,
          },
        ]);
        await within?.(tx);
        return details(tx, userId);
      });
    },

    updateProfile(userId, body) {
      return run(async (tx) => {
        await details(tx, userId); // 404 before the profile exists
        if (body.phoneNumber !== undefined || body.name !== undefined) {
          if (body.phoneNumber) await assertPhoneFree(tx, body.phoneNumber, userId);
          const user = (await repo.findUserById(tx, userId))!;
          await repo.updateUser(tx, userId, {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.phoneNumber !== undefined ? await phoneChange(tx, userId, user, body.phoneNumber) : {}),
          });
        }
        if (body.language !== undefined) await repo.updateUser(tx, userId, { language: body.language });
        if (body.addresses) {
          const existing = new Set((await repo.listAddresses(tx, userId)).map((a) => a.id));
          await repo.replaceAddresses(tx, userId, addressRows(body.addresses, existing));
        }
        return details(tx, userId);
      });
    },

    async setLanguage(userId, language) {
      await repo.setLanguage(db, userId, language);
    },

    async getDisplayName(userId) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('auth.unauthorized');
      return user.name?.trim() || user.email.split('@')[0] || 'Customer';
    },

    async grantAdmin(rawEmail, actorLabel) {
      const email = rawEmail.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const existing = await repo.findUserByEmail(tx, email);
        if (existing?.role === 'admin') return { created: false };
        const at = new Date();
        const user = existing ?? (await repo.insertVerifiedUser(tx, { email, role: 'admin', at }));
        if (existing) await repo.setRole(tx, existing.id, 'admin');
        await recordAudit(tx, { actorUserId: null, actorLabel, action: 'user.grant_admin', entityType: 'user', entityId: user.id, before: existing ? { role: existing.role } : null, after: { role: 'admin' } }, at);
        return { created: !existing };
      });
    },

    async getContact(userId, tx = db) {
      const user = await repo.findUserById(tx, userId);
      if (!user) throw new AppError('profile.userNotFound');
      return { email: user.email, name: user.name?.trim() || user.email.split('@')[0] || 'Customer', phone: user.phone, language: user.language };
    },

    async isErased(userId, tx = db) {
      const user = await repo.findUserById(tx, userId);
      return !user || user.erasedAt !== null;
    },

    async getPrimaryAddress(userId) {
      const rows = await repo.listAddresses(db, userId);
      const primary = rows.find((r) => r.isPrimary);
      return primary ? toAddress(primary) : null;
    },
  };
}

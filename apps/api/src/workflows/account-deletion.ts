import type { AccountDeletionResponse } from '@shop/contract/data-rights';
import type { Actor } from '../audit/audit.service';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import type { EraseCodes } from '../modules/auth/auth.service';
import { keptAfterDeletion, type PrivacyService } from '../modules/privacy/privacy.service';

export interface AccountDeletionDeps {
  db: Db;
  privacy: PrivacyService;
  codes: EraseCodes;
}

export interface AccountDeletionWorkflow {
  /** What deleting would do now: what holds it up, where the code goes, what is kept and why. */
  preview(userId: string): Promise<Omit<AccountDeletionResponse, 'success'>>;
  /** Mails the confirmation code (409 while orders are on their way; 429 when codes are throttled). */
  sendCode(userId: string, requester: string): Promise<void>;
  /** Checks the code and erases the account in one transaction (a wrong code is counted; 409 when orders hold it up). */
  confirm(userId: string, otp: string): Promise<void>;
  /** Staff acting on a written request: erased at once, audited (409 while orders are on their way). */
  eraseForCustomer(actor: Actor, userId: string, reference: string): Promise<void>;
}

/** Deleting an account (DPDP section 12): confirmed with a code mailed to the account, refused while orders are on their way. */
export function createAccountDeletionWorkflow({ db, privacy, codes }: AccountDeletionDeps): AccountDeletionWorkflow {
  return {
    async preview(userId) {
      const { refusal, email } = await privacy.deletionPreview(userId);
      return { canDelete: refusal === null, blockedBecause: refusal?.message ?? null, codeTo: email, kept: keptAfterDeletion() };
    },

    async sendCode(userId, requester) {
      const { refusal, email } = await privacy.deletionPreview(userId);
      // The same words as the confirmation would give, without mailing a code that could not be used.
      if (refusal) throw refusal;
      await codes.send(userId, email, requester);
    },

    async confirm(userId, otp) {
      const { email } = await privacy.deletionPreview(userId);
      await codes.beginAttempt(email);
      const refusal = await db.transaction(async (tx) => {
        const check = await codes.check(tx, userId, email, otp);
        if (!check.ok) return new AppError(check.reason);
        return privacy.erase(tx, userId, { source: 'account' });
      });
      if (refusal) throw refusal;
      await codes.cleared(email);
    },

    async eraseForCustomer(actor, userId, reference) {
      const refusal = await db.transaction((tx) => privacy.erase(tx, userId, { source: 'staff', actor, reference }));
      if (refusal) throw refusal;
    },
  };
}

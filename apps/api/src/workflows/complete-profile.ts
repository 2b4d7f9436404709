import type { CreateProfileBody } from '@shop/contract/users';
import type { z } from 'zod';
import type { ConsentsService } from '../modules/consents/consents.service';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import type { UsersService } from '../modules/users/users.service';

export interface CompleteProfileDeps {
  users: Pick<UsersService, 'createProfile'>;
  consents: Pick<ConsentsService, 'checkGiven' | 'recordGiven'>;
  notifications: Pick<NotificationsService, 'optInWhatsApp'>;
}

/**
 * The profile step that completes a sign-up (by email and code, or by Google): the name, phone and address, and the
 * boxes the customer ticked there, all in one transaction. Each tick is recorded in the consent ledger as given at
 * sign-up to the wording shown; an untouched box records nothing. Sent twice (a double tap), the same ticks change
 * nothing the second time.
 */
export function createCompleteProfileWorkflow({ users, consents, notifications }: CompleteProfileDeps) {
  return {
    async complete(userId: string, body: z.output<typeof CreateProfileBody>) {
      const given = body.consents ?? [];
      consents.checkGiven(given);
      return users.createProfile(userId, body, async (tx) => {
        // After the profile's phone is saved: WhatsApp and SMS need it.
        if (given.some((c) => c.purpose === 'order_updates_whatsapp')) await notifications.optInWhatsApp(tx, userId, 'sign_up');
        await consents.recordGiven(tx, userId, given, 'sign_up');
      });
    },
  };
}

export type CompleteProfileWorkflow = ReturnType<typeof createCompleteProfileWorkflow>;

import { ACCOUNT_LIMITS } from '@shop/contract/auth';
import { HOUSEKEEPING } from '@shop/contract/operations';
import type { Db } from '../db/client';
import * as repo from './housekeeping.repository';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

export interface PruneReport {
  codes: number;
  signInFailures: number;
  sessions: number;
  refreshTokens: number;
  idempotencyKeys: number;
  devMessages: number;
  textMessages: number;
  phoneChanges: number;
}

/**
 * Deletes what no longer matters: expired one-time codes, old sign-in failures, dead sessions and their refresh
 * tokens, old Idempotency-Keys, old dev mail, and texts and phone changes the limits no longer look at (HOUSEKEEPING in the contract says how long each is kept).
 * Run as a leased job (jobs/job-runner.ts), so one process does it.
 */
export async function pruneExpired(db: Db, now: Date): Promise<PruneReport> {
  const at = now.getTime();
  const batch = HOUSEKEEPING.batchSize;
  return {
    codes: await repo.pruneCodes(db, new Date(at - HOUSEKEEPING.codesKeepHours * HOUR_MS), batch),
    signInFailures: await repo.pruneSignInFailures(db, new Date(at - Math.max(HOUSEKEEPING.codesKeepHours * HOUR_MS, 2 * ACCOUNT_LIMITS.windowMinutes * 60_000)), batch),
    sessions: await repo.pruneSessions(db, new Date(at - HOUSEKEEPING.sessionsKeepDays * DAY_MS), batch),
    refreshTokens: await repo.pruneRefreshTokens(db, new Date(at - HOUSEKEEPING.sessionsKeepDays * DAY_MS), batch),
    idempotencyKeys: await repo.forgetIdempotencyKeys(db, new Date(at - HOUSEKEEPING.idempotencyKeepDays * DAY_MS)),
    devMessages: await repo.pruneDevMessages(db, new Date(at - HOUSEKEEPING.devMailKeepDays * DAY_MS), batch),
    textMessages: await repo.pruneTextMessages(db, new Date(at - HOUSEKEEPING.textMessagesKeepDays * DAY_MS), batch),
    phoneChanges: await repo.prunePhoneChanges(db, new Date(at - HOUSEKEEPING.textMessagesKeepDays * DAY_MS), batch),
  };
}

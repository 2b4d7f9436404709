import type { Actor } from '../audit/audit.service';

/** Who acted, for the audit log: the signed-in member of staff. */
export const staffActor = (userId: string): Actor => ({ userId, label: 'admin' });

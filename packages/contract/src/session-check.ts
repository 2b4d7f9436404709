import type { SessionState } from './auth';
import { isLocale } from './locale';

/**
 * The session check's answer (GET /auth/isloggedin, `SessionState` in auth.ts), checked without zod: every first view
 * of the storefront makes this call, and zod is not part of a first view. Same shape of result as a schema's
 * safeParse; extra fields are dropped as the schema drops them. Kept equal to the schema by session-check.test.ts.
 */
export const SessionStateCheck = {
  safeParse(data: unknown): { success: true; data: SessionState } | { success: false } {
    if (typeof data !== 'object' || data === null) return { success: false };
    const { authenticated, hasDetails, language } = data as Record<string, unknown>;
    if (typeof authenticated !== 'boolean' || typeof hasDetails !== 'boolean') return { success: false };
    if (language === undefined) return { success: true, data: { authenticated, hasDetails } };
    if (!isLocale(language)) return { success: false };
    return { success: true, data: { authenticated, hasDetails, language } };
  },
};

import { request as playwrightRequest, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StorageState } from './accounts';

/** The member of staff the e2e server makes an admin at start-up (ADMIN_EMAILS in scripts/e2e-server.mjs). */
export const STAFF_EMAIL = 'e2e-staff@example.in';

/** Where staff.setup.ts leaves the staff session for this server (one file per port, so runs side by side differ). */
export function staffStateFile(baseURL: string): string {
  return path.resolve(import.meta.dirname, '../../../test-results', `staff-session-${new URL(baseURL).port}.json`);
}

function staffSession(baseURL: string): StorageState {
  return JSON.parse(readFileSync(staffStateFile(baseURL), 'utf8')) as StorageState;
}

/** Puts the staff session into a browser context: the console opens without the login dialog. */
export async function signInStaff(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies(staffSession(baseURL).cookies);
}

/** An API client signed in as staff, for setting up what a test needs. */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, storageState: staffSession(baseURL) });
}

import { expect, test as setup } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { mailCount, nextCode } from './accounts';
import { STAFF_EMAIL, staffStateFile } from './staff';

// Once per run: the staff account signs in with an emailed code (one code a minute per address), and every worker
// of the console's tests shares the session.
setup('the staff account signs in', async ({ request, baseURL }) => {
  const seen = await mailCount(request, STAFF_EMAIL);
  const sent = await request.post('/api/v1/auth/loginn', { data: { phone: STAFF_EMAIL } });
  expect(sent.ok(), `login code for staff: ${await sent.text()}`).toBe(true);
  const otp = await nextCode(request, STAFF_EMAIL, seen);
  const verified = await request.post('/api/v1/auth/verify-otp', { data: { email: STAFF_EMAIL, otp } });
  expect(verified.ok(), `staff login: ${await verified.text()}`).toBe(true);
  const file = staffStateFile(baseURL!);
  mkdirSync(path.dirname(file), { recursive: true });
  await request.storageState({ path: file });
});

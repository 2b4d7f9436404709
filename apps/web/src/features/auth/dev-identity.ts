import { DevIdentityTokenResponse } from '@shop/contract/dev';

/**
 * The offline identity provider that stands in for Google when no client id is configured (DESIGN.md §1):
 * POST /dev/identity/token {email, name} answers with an ID token that /auth/google verifies like Google's.
 */
export async function requestDevIdentityToken(email: string, name: string): Promise<string | undefined> {
  const response = await fetch('/dev/identity/token', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(name.trim() ? { email, name: name.trim() } : { email }),
  });
  if (!response.ok) throw new Error(`The test identity provider answered ${response.status}`);
  const parsed = DevIdentityTokenResponse.safeParse(await response.json());
  return parsed.success && parsed.data.credential ? parsed.data.credential : undefined;
}

import { SIGN_IN_RETURN } from '@shop/contract/constants';

/** Any origin will do: only whether a path stays on it matters. */
const PROBE_ORIGIN = 'https://shop.invalid';

/**
 * The path to return to after signing in, or null when `raw` is not a path on this site: only `/…` (never `//host`,
 * `/\host` or a scheme), no control characters, not the console, and no longer than SIGN_IN_RETURN.maxPathLength.
 * So a link like `/?next=https://evil.example` can never send a customer off the shop.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > SIGN_IN_RETURN.maxPathLength) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The home page is where the customer already is; the console has its own sign-in.
  if (url.pathname === '/' || url.pathname === '/admin' || url.pathname.startsWith('/admin/')) return null;
  return path;
}

/** The home page that opens the login dialog and remembers where to go next: `/?next=/track/ORD-…`. */
export function homeWithReturn(path: string): string {
  const safe = safeReturnPath(path);
  return safe ? `/?${new URLSearchParams({ [SIGN_IN_RETURN.nextParam]: safe }).toString()}` : '/';
}

/** The return path a location's query names, checked. */
export function returnPathIn(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(SIGN_IN_RETURN.nextParam));
}

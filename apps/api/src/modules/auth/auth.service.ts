import { createAuthCodes } from './auth-codes';
import { createGoogleSignIn } from './auth-google';
import { createEraseCodes, createOrderCodes } from './auth-order-codes';
import { createPasswords } from './auth-passwords';
import { createPhones } from './auth-phones';
import { createAuthSessions } from './auth-sessions';
import { createSignUp } from './auth-sign-up';
import type { AuthService, AuthServiceDeps } from './auth.types';

export type { Authenticated, AuthService, EraseCodes, AuthServiceDeps, OrderCodes, RequestMeta, SessionTokens, WrongCode } from './auth.types';

/**
 * Builds the authentication service from its parts: one-time codes (auth-codes.ts) and sessions (auth-sessions.ts)
 * serve sign-up, passwords, phones, Google and the Cash on Delivery order codes.
 */
export function createAuthService(deps: AuthServiceDeps): AuthService {
  const codes = createAuthCodes(deps);
  const sessions = createAuthSessions(deps);
  return {
    orderCodes: createOrderCodes(codes),
    eraseCodes: createEraseCodes(deps, codes),
    ...createSignUp(deps, codes, sessions),
    ...createPasswords(deps, codes, sessions),
    ...createPhones(deps, codes),
    ...createGoogleSignIn(deps, sessions),
    refresh: sessions.refresh,
    sessionState: sessions.sessionState,
    logout: sessions.logout,
  };
}

import {
  AUTH_MESSAGES,
  AUTH_RATE_LIMITS,
  ForgotPasswordBody,
  GoogleLoginBody,
  GoogleLoginResponse,
  LoginBody,
  LoginResponse,
  MessageResponse,
  ResetPasswordBody,
  SendOtpBody,
  SessionState,
  SignupEmailBody,
  VerifyOtpBody,
} from '@shop/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chosenLocale } from '../lib/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { routeDoc } from '../lib/openapi';
import { perMinute } from '../lib/rate-limit';
import { ACCESS_COOKIE, accessCookieOptions, REFRESH_COOKIE, refreshCookieOptions } from '../lib/session-tokens';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { AuthService, RequestMeta, SessionTokens } from '../modules/auth/auth.service';

/** Every sign-in route is rate limited (429) and may find the database or the mail or SMS provider down (500, 503). */
const doc = routeDoc('auth', 429, 500, 503);

export interface AuthRoutesOptions {
  auth: AuthService;
  guard: AuthGuard;
  /** Cookies get the Secure flag (production). */
  secureCookies: boolean;
}

/** Sign-in routes: AUTH_RATE_LIMITS.perMinute per client address (the auth service adds per-account limits). */
const authLimit = { rateLimit: perMinute(AUTH_RATE_LIMITS.perMinute) };
/** Routes that send a code by mail or SMS: AUTH_RATE_LIMITS.codesPerMinute. */
const codeLimit = { rateLimit: perMinute(AUTH_RATE_LIMITS.codesPerMinute) };
/** Session checks, refreshes and logouts, made on every page load: AUTH_RATE_LIMITS.sessionPerMinute. */
const sessionLimit = { rateLimit: perMinute(AUTH_RATE_LIMITS.sessionPerMinute) };

/** Browsers say where a request came from; a logout started by another site's page (a link, an image) is refused. */
function startedByAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

const MessageOk = MessageResponse.extend({ success: z.literal(true) });

/** Sign-up, logins (password, code, Google), password reset and the session cookies, under /auth. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, guard, secureCookies }) => {
  const meta = (request: FastifyRequest): RequestMeta => ({ userAgent: request.headers['user-agent'] ?? null, ip: request.ip, language: chosenLocale(request) ?? undefined });

  async function logout(request: FastifyRequest, reply: FastifyReply) {
    await auth.logout({ accessToken: request.cookies[ACCESS_COOKIE], refreshToken: request.cookies[REFRESH_COOKIE] });
    clearSessionCookies(reply);
    reply.header('cache-control', 'no-store');
    return { success: true as const, message: AUTH_MESSAGES.loggedOut };
  }

  function setSessionCookies(reply: FastifyReply, tokens: SessionTokens): void {
    reply.setCookie(ACCESS_COOKIE, tokens.accessToken, accessCookieOptions(secureCookies));
    reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, refreshCookieOptions(secureCookies));
  }

  /** A sign-in that succeeded: its session cookies are set and its body is the answer. */
  async function signedIn<Body>(reply: FastifyReply, signIn: Promise<{ body: Body; tokens: SessionTokens }>): Promise<Body> {
    const { body, tokens } = await signIn;
    setSessionCookies(reply, tokens);
    return body;
  }

  /** A request that sends a code or changes an account: once done, the answer is only the words saying so. */
  async function done(work: Promise<unknown>, message: string) {
    await work;
    return { success: true as const, message };
  }

  function clearSessionCookies(reply: FastifyReply): void {
    const { path: accessPath, ...access } = accessCookieOptions(secureCookies);
    const { path: refreshPath, ...refresh } = refreshCookieOptions(secureCookies);
    reply.clearCookie(ACCESS_COOKIE, { ...access, path: accessPath ?? '/' });
    reply.clearCookie(REFRESH_COOKIE, { ...refresh, path: refreshPath ?? '/' });
  }

  app.post(
    '/auth/signup-email',
    {
      config: codeLimit,
      schema: doc('Email a sign-up code to a new (or still unverified) account; an address with an account gets a note instead, and the same answer', { body: SignupEmailBody }, { 200: MessageOk }, 400, 403, 409),
    },
    async (request) => done(auth.signupWithEmail(request.body, meta(request)), AUTH_MESSAGES.otpSent),
  );

  app.post(
    '/auth/verify-otp',
    { config: authLimit, schema: doc('Check a sign-up or login code and sign in', { body: VerifyOtpBody }, { 200: SessionState }, 400, 403) },
    async (request, reply) => signedIn(reply, auth.verifyOtp(request.body, meta(request))),
  );

  app.post(
    '/auth/login',
    { config: authLimit, schema: doc('Log in with email and password', { body: LoginBody }, { 200: LoginResponse }, 400, 401, 403) },
    async (request, reply) => signedIn(reply, auth.login(request.body, meta(request))),
  );

  app.post(
    '/auth/loginn',
    {
      config: codeLimit,
      schema: doc('Send a login code to an email address or verified Indian mobile number (the same answer when no account uses it)', { body: SendOtpBody }, { 200: MessageOk }, 400, 403),
    },
    async (request) => done(auth.sendLoginCode(request.body, meta(request)), AUTH_MESSAGES.otpSent),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: codeLimit,
      schema: doc('Email a password-reset code (the answer is the same whether or not the account exists)', { body: ForgotPasswordBody }, { 200: MessageOk }, 400, 403),
    },
    async (request) => done(auth.forgotPassword(request.body, meta(request)), AUTH_MESSAGES.resetSent),
  );

  app.post(
    '/auth/reset-password',
    { config: authLimit, schema: doc('Set a new password with a reset code; signs out every device', { body: ResetPasswordBody }, { 200: MessageOk }, 400, 403) },
    async (request, reply) => {
      await auth.resetPassword(request.body);
      clearSessionCookies(reply);
      return { success: true as const, message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/auth/google',
    { config: authLimit, schema: doc('Sign in or sign up with a Google ID token', { body: GoogleLoginBody }, { 200: GoogleLoginResponse }, 400, 401, 403, 409) },
    async (request, reply) => signedIn(reply, auth.googleLogin(request.body, meta(request))),
  );

  app.post(
    '/auth/refresh-token',
    { config: sessionLimit, schema: doc('Exchange the refresh-token cookie for new session cookies (no body)', {}, { 200: SessionState }, 401, 403) },
    async (request, reply) => {
      try {
        return await signedIn(reply, auth.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        clearSessionCookies(reply);
        throw error;
      }
    },
  );

  app.get(
    '/auth/isloggedin',
    {
      config: sessionLimit,
      preHandler: guard.optionalUser,
      schema: doc('Whether the access-token cookie belongs to a live session: 200 with authenticated false for a visitor without session cookies, 401 when a session cookie is there but the access token is not valid (refresh then)', {}, { 200: SessionState }, 401),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.user) return auth.sessionState(request.user.userId);
      // A visitor who never signed in is simply not signed in: no error in the browser's console, nothing to refresh.
      if (request.cookies[ACCESS_COOKIE] === undefined && request.cookies[REFRESH_COOKIE] === undefined) return { authenticated: false, hasDetails: false };
      throw new AppError('auth.unauthorized');
    },
  );

  app.post(
    '/auth/logout',
    { config: sessionLimit, schema: doc('End the current session and clear the cookies (succeeds when not logged in too)', {}, { 200: MessageOk }, 403) },
    logout,
  );

  app.get(
    '/auth/logout',
    { config: sessionLimit, schema: doc('The same as POST /auth/logout, for older clients; refused when the browser says another site started it', {}, { 200: MessageOk }, 403) },
    async (request, reply) => {
      if (startedByAnotherSite(request)) throw new AppError('auth.logoutCrossSite');
      return logout(request, reply);
    },
  );
};

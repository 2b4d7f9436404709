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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { errorResponses } from '../lib/openapi';
import { perMinute } from '../lib/rate-limit';
import { ACCESS_COOKIE, accessCookieOptions, REFRESH_COOKIE, refreshCookieOptions } from '../lib/session-tokens';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { AuthService, RequestMeta, SessionTokens } from '../modules/auth/auth.service';

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
  const meta = (request: FastifyRequest): RequestMeta => ({ userAgent: request.headers['user-agent'] ?? null, ip: request.ip });

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
      schema: {
        tags: ['auth'],
        summary: 'Email a sign-up code to a new (or still unverified) account; an address with an account gets a note instead, and the same answer',
        body: SignupEmailBody,
        response: { 200: MessageOk, ...errorResponses(400, 403, 409, 429, 500, 503) },
      },
    },
    async (request) => {
      await auth.signupWithEmail(request.body, meta(request));
      return { success: true as const, message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      config: authLimit,
      schema: {
        tags: ['auth'],
        summary: 'Check a sign-up or login code and sign in',
        body: VerifyOtpBody,
        response: { 200: SessionState, ...errorResponses(400, 403, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const { body, tokens } = await auth.verifyOtp(request.body, meta(request));
      setSessionCookies(reply, tokens);
      return body;
    },
  );

  app.post(
    '/auth/login',
    {
      config: authLimit,
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 403, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const { body, tokens } = await auth.login(request.body, meta(request));
      setSessionCookies(reply, tokens);
      return body;
    },
  );

  app.post(
    '/auth/loginn',
    {
      config: codeLimit,
      schema: {
        tags: ['auth'],
        summary: 'Send a login code to an email address or verified Indian mobile number (the same answer when no account uses it)',
        body: SendOtpBody,
        response: { 200: MessageOk, ...errorResponses(400, 403, 429, 500, 503) },
      },
    },
    async (request) => {
      await auth.sendLoginCode(request.body, meta(request));
      return { success: true as const, message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: codeLimit,
      schema: {
        tags: ['auth'],
        summary: 'Email a password-reset code (the answer is the same whether or not the account exists)',
        body: ForgotPasswordBody,
        response: { 200: MessageOk, ...errorResponses(400, 403, 429, 500, 503) },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body, meta(request));
      return { success: true as const, message: AUTH_MESSAGES.resetSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: authLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset code; signs out every device',
        body: ResetPasswordBody,
        response: { 200: MessageOk, ...errorResponses(400, 403, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      await auth.resetPassword(request.body);
      clearSessionCookies(reply);
      return { success: true as const, message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/auth/google',
    {
      config: authLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in or sign up with a Google ID token',
        body: GoogleLoginBody,
        response: { 200: GoogleLoginResponse, ...errorResponses(400, 401, 403, 409, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const { body, tokens } = await auth.googleLogin(request.body, meta(request));
      setSessionCookies(reply, tokens);
      return body;
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      config: sessionLimit,
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh-token cookie for new session cookies (no body)',
        response: { 200: SessionState, ...errorResponses(401, 403, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      try {
        const { body, tokens } = await auth.refresh(request.cookies[REFRESH_COOKIE]);
        setSessionCookies(reply, tokens);
        return body;
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
      schema: {
        tags: ['auth'],
        summary:
          'Whether the access-token cookie belongs to a live session: 200 with authenticated false for a visitor without session cookies, 401 when a session cookie is there but the access token is not valid (refresh then)',
        response: { 200: SessionState, ...errorResponses(401, 429, 500, 503) },
      },
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
    {
      config: sessionLimit,
      schema: {
        tags: ['auth'],
        summary: 'End the current session and clear the cookies (succeeds when not logged in too)',
        response: { 200: MessageOk, ...errorResponses(403, 429, 500, 503) },
      },
    },
    logout,
  );

  app.get(
    '/auth/logout',
    {
      config: sessionLimit,
      schema: {
        tags: ['auth'],
        summary: 'The same as POST /auth/logout, for older clients; refused when the browser says another site started it',
        response: { 200: MessageOk, ...errorResponses(403, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      if (startedByAnotherSite(request)) throw new AppError('auth.logoutCrossSite');
      return logout(request, reply);
    },
  );
};

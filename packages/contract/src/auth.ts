import { z } from 'zod';
import { OTP_LENGTH } from './constants';
import { AUTH_LIMITS, AUTH_MESSAGES } from './auth-rules';
import { LOCALES } from './locale';
import { settingResponse } from './schema-parts';
export { AUTH_LIMITS, AUTH_MESSAGES } from './auth-rules';

/** Who an account is: a customer, or the shop's staff (the operations console). */
export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a one-time code was sent for: sign-up, login, password reset, verifying a phone, confirming a COD order. */
/** erase: the code that confirms deleting one's account (migration 0034). */
export const CODE_PURPOSES = ['signup', 'login', 'reset', 'phone', 'cod', 'erase'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** One-time codes: lifetime, wrong tries before the code is burned, pause before another can be sent. */
export const OTP_POLICY = {
  expiryMinutes: 10,
  maxAttempts: 5,
  /** Pause before the same requester may have another code of the same purpose sent to the same address. */
  resendSeconds: 60,
  /**
   * Codes of one purpose one requester (client address) may have sent to one address per hour: a stranger asking
   * for someone's codes spends only their own allowance, never the owner's.
   */
  maxPerHour: 5,
  /** Codes of one purpose one address may receive per hour from all requesters together (no mail bombing). */
  maxPerHourPerDestination: 15,
} as const;

/**
 * Asking for a login code or a password reset is answered this long after the request arrives, whether or not an
 * account uses the address: the mail or text goes out behind the answer, so neither the look-up nor the mail
 * server's round trip shows in the time taken. Long enough for the look-up and the code's record on a busy server.
 */
export const ACCOUNT_LOOKUP_ANSWER_MS = 250;

/** Session cookie lifetimes. */
export const SESSION_POLICY = {
  accessTokenSeconds: 15 * 60,
  refreshTokenDays: 30,
} as const;

/**
 * Requests per client address per minute (the address TRUST_PROXY yields), kept generous so that customers behind
 * one carrier-grade NAT do not throttle each other; the per-account limits are what stop guessing.
 */
export const AUTH_RATE_LIMITS = {
  /** Session checks, refreshes and logouts: every page load makes one. */
  sessionPerMinute: 300,
  /** Logins, code checks, Google sign-in and password resets. */
  perMinute: 60,
  /** Requests that send a code by mail or SMS. */
  codesPerMinute: 20,
} as const;

/** Per account, in every mode: wrong passwords or wrong codes for one email address or phone within the window pause it. */
export const ACCOUNT_LIMITS = {
  passwordFailures: 10,
  codeFailures: 10,
  windowMinutes: 15,
} as const;

/**
 * The message budget: texts (SMS and WhatsApp) cost the shop money per message, so every code texted is counted per
 * account, per phone number, per client address and shop-wide, per hour and per day. Past any of them the request
 * answers 429 with Retry-After; nothing is sent. Kept in PostgreSQL, so every API process counts the same texts.
 */
export const MESSAGE_BUDGET = {
  /** Texts one account may cause (verify codes, COD confirmation codes, login codes to its verified phone). */
  perAccount: { hour: 6, day: 12 },
  /** Texts with codes one phone number may receive. */
  perPhone: { hour: 6, day: 12 },
  /**
   * Order updates (SMS or WhatsApp) one phone number may receive: an order's whole life is about eight, so this is
   * a few orders' worth a day; past it (or past the shop-wide budget, which they share with codes) updates wait.
   */
  updatesPerPhone: { hour: 12, day: 40 },
  /**
   * Reminders (cart and refill, by SMS or WhatsApp) one phone number may receive: marketing, so far fewer than order
   * updates; past it (or past the shop-wide budget, which they share) a reminder waits, and goes no later than
   * REMINDER_LIMITS.heldAtMostHours after it was due.
   */
  remindersPerPhone: { hour: 1, day: 2 },
  /** Texts asked for from one client address (generous: many customers can share a carrier's address). */
  perAddress: { hour: 30, day: 100 },
  /** Texts the whole shop sends. */
  shopWide: { hour: 600, day: 4000 },
} as const;

/** The shop-wide texts staff may allow in the console: at least this many an hour, and at most these. */
export const SHOP_TEXT_LIMITS = { min: 1, maxPerHour: 100_000, maxPerDay: 1_000_000 } as const;

/** The shop-wide message budget as staff set it in the console (defaults: MESSAGE_BUDGET.shopWide). */
export const ShopTextBudget = z
  .object({
    hour: z.number().int().min(SHOP_TEXT_LIMITS.min).max(SHOP_TEXT_LIMITS.maxPerHour),
    day: z.number().int().min(SHOP_TEXT_LIMITS.min).max(SHOP_TEXT_LIMITS.maxPerDay),
  })
  .refine((b) => b.day >= b.hour, { message: 'The texts a day must be at least the texts an hour', path: ['day'] });
export type ShopTextBudget = z.infer<typeof ShopTextBudget>;
export const ShopTextBudgetResponse = settingResponse('budget', ShopTextBudget);

/** Phone-number changes one account may make per day (each new number can be sent codes). */
export const PHONE_CHANGE_LIMITS = { perDay: 3 } as const;

/** A rotated refresh token presented again this soon (a second tab refreshing at the same moment) gets the same successor. */
export const REFRESH_GRACE_SECONDS = 20;

export const Email = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(AUTH_LIMITS.emailMaxLength, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));

export const Password = z
  .string()
  .min(AUTH_LIMITS.passwordMinLength, AUTH_MESSAGES.passwordTooShort)
  .max(AUTH_LIMITS.passwordMaxLength, AUTH_MESSAGES.passwordTooLong);

export const Otp = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpFormat);

/** A 10-digit Indian mobile number, optionally written with +91, 91 or 0 in front and spaces or dashes. */
export const INDIAN_MOBILE = /^(?:\+?91|0)?[6-9]\d{9}$/;
export function normaliseIndianMobile(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  if (!INDIAN_MOBILE.test(compact)) return null;
  return `+91${compact.slice(-10)}`;
}

/**
 * An Indian mobile number a person may leave empty, stored as +91XXXXXXXXXX; empty is none (null). `message` says
 * what a number that is not one is.
 */
export function optionalMobile(message: string) {
  return z
    .string({ error: AUTH_MESSAGES.phoneMustBeString })
    .trim()
    .max(AUTH_LIMITS.phoneMaxLength, message)
    .transform((v, ctx) => {
      if (v === '') return null;
      const phone = normaliseIndianMobile(v);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return phone;
    });
}

export const SignupEmailBody = z.object({ email: Email, password: Password });
export type SignupEmailBody = z.infer<typeof SignupEmailBody>;

export const LoginBody = z.object({ email: Email, password: z.string().min(1).max(AUTH_LIMITS.passwordMaxLength) });
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /auth/loginn: sends a login code to an email address or an Indian mobile number. */
export const SendOtpBody = z.object({ phone: z.string({ error: AUTH_MESSAGES.phoneMustBeString }).trim().min(1).max(AUTH_LIMITS.emailMaxLength) });
export type SendOtpBody = z.infer<typeof SendOtpBody>;

/** POST /auth/verify-otp: `email` may also hold the mobile number the login code was sent to. */
export const VerifyOtpBody = z.object({ email: z.string().trim().min(1).max(AUTH_LIMITS.emailMaxLength), otp: Otp });
export type VerifyOtpBody = z.infer<typeof VerifyOtpBody>;

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;
export const ResetPasswordBody = z.object({ email: Email, otp: Otp, newPassword: Password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
export const GoogleLoginBody = z.object({ token: z.string().min(20).max(8192) });
export type GoogleLoginBody = z.infer<typeof GoogleLoginBody>;

export const SessionState = z.object({
  authenticated: z.boolean(),
  hasDetails: z.boolean(),
  /**
   * A signed-in customer's language (their profile's), so a device that never chose one can offer it; absent for a
   * visitor and from older servers.
   */
  language: z.enum(LOCALES).optional(),
});
export type SessionState = z.infer<typeof SessionState>;

export const LoginResponse = SessionState.extend({
  success: z.literal(true),
  user: z.object({ email: z.string(), name: z.string().nullable() }),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const GoogleLoginResponse = SessionState.extend({
  success: z.literal(true),
  email: z.string(),
  /** The account's name (from the Google profile for a new account), to fill in the profile step. */
  name: z.string().optional(),
});
export type GoogleLoginResponse = z.infer<typeof GoogleLoginResponse>;
export const MessageResponse = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

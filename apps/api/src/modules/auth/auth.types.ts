import type { Locale } from '@shop/contract/locale';
import type { ForgotPasswordBody, GoogleLoginBody, GoogleLoginResponse, LoginBody, LoginResponse, ResetPasswordBody, SendOtpBody, SessionState, SignupEmailBody, VerifyOtpBody } from '@shop/contract/auth';
import type { IdentityVerifier } from '../../adapters/identity/id-token-verifier';
import type { AdapterLogger } from '../../adapters/logger';
import type { Mailer } from '../../adapters/mail/mailer';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Db, DbOrTx } from '../../db/client';
import type { AppError } from '../../lib/errors';
import type { MessageBudget } from './message-budget';

/** Who is asking: kept on the session so a person can recognise their devices; the address also scopes code allowances. */
export interface RequestMeta {
  userAgent: string | null;
  ip: string;
  /** The language the visitor chose (the shop_lang cookie): a new account starts in it. */
  language?: Locale;
}

/** The two cookies' values after a login or a refresh. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface Authenticated<T> {
  body: T;
  tokens: SessionTokens;
}

export interface AuthService {
  /**
   * Creates (or, while unverified, re-creates) an account and emails a sign-up code. For an address that already has
   * an account it answers the same and mails its owner a note instead: the answer never tells who has an account.
   */
  signupWithEmail(input: SignupEmailBody, meta: RequestMeta): Promise<void>;
  /** Checks a sign-up or login code and opens a session. */
  verifyOtp(input: VerifyOtpBody, meta: RequestMeta): Promise<Authenticated<SessionState>>;
  /** Email and password login. */
  login(input: LoginBody, meta: RequestMeta): Promise<Authenticated<LoginResponse>>;
  /** Sends a login code to the email address or verified mobile number of an account; answers the same when there is none. */
  sendLoginCode(input: SendOtpBody, meta: RequestMeta): Promise<void>;
  /** Sends a reset code when the account exists; says nothing either way. */
  forgotPassword(input: ForgotPasswordBody, meta: RequestMeta): Promise<void>;
  /** Texts a code to the signed-in customer's phone number, to verify it. */
  sendPhoneCode(userId: string, meta: RequestMeta): Promise<void>;
  /** Checks the phone code: the number becomes the customer's login and nobody else's. */
  verifyPhone(userId: string, otp: string): Promise<void>;
  /** Sets a new password with a reset code and signs every device out. */
  resetPassword(input: ResetPasswordBody): Promise<void>;
  /** Google sign-in: find by Google id, else link by verified email, else sign up. */
  googleLogin(input: GoogleLoginBody, meta: RequestMeta): Promise<Authenticated<GoogleLoginResponse>>;
  /**
   * Exchanges a refresh token for the next one. The same token again within REFRESH_GRACE_SECONDS (another tab)
   * gets the same successor; later, it was copied, and the whole session is revoked.
   */
  refresh(refreshToken: string | undefined): Promise<Authenticated<SessionState>>;
  /** The signed-in user's session state. */
  sessionState(userId: string): Promise<SessionState>;
  /** Revokes the session the cookies belong to, if any. */
  logout(cookies: { accessToken: string | undefined; refreshToken: string | undefined }): Promise<void>;
  /**
   * Order confirmation codes (a Cash on Delivery order confirmed from the customer's phone), with the same
   * machinery and limits as every other code: resend pause and hourly allowances when issuing, attempts and
   * expiry when checking, and the per-account pause on wrong codes.
   */
  orderCodes: OrderCodes;
  /** Codes that confirm deleting one's account, mailed to the account's address. */
  eraseCodes: EraseCodes;
}

export interface EraseCodes {
  /** Mails a code to the account's address (429 when throttled, 503 when the mail could not be sent). */
  send(userId: string, email: string, requester: string): Promise<void>;
  /** Counts a try on the address before it is checked (429 once wrong codes are paused). */
  beginAttempt(email: string): Promise<void>;
  /** Checks a typed code inside the caller's transaction, which must commit even when it is wrong. */
  check(tx: DbOrTx, userId: string, email: string, otp: string): Promise<{ ok: true } | { ok: false; reason: WrongCode }>;
  cleared(email: string): Promise<void>;
}

export interface OrderCodes {
  /**
   * Stores a new code for the phone inside the caller's transaction (429 when throttled); returns it to send.
   * `basket` binds the code to what it confirms (a digest of the order asked for): it checks only against the same.
   */
  issue(tx: DbOrTx, userId: string, phone: string, requester: string, basket: string): Promise<string>;
  /** Texts a code naming the amount it confirms; a failure is a 503 and the code stays valid for a resend. */
  deliver(phone: string, code: string, amountPaise: number | undefined): Promise<void>;
  /** Counts a try on the phone before it is checked (429 once the account's wrong codes are paused). */
  beginAttempt(phone: string): Promise<void>;
  /** Checks a typed code inside the caller's transaction, which must commit even when it is wrong. */
  check(tx: DbOrTx, userId: string, phone: string, otp: string, basket: string): Promise<{ ok: true } | { ok: false; reason: WrongCode }>;
  /** A right code clears the phone's wrong tries. */
  cleared(phone: string): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  sessionSecret: string;
  now: () => Date;
  mailer: Mailer;
  sms: SmsSender;
  identity: IdentityVerifier;
  log: AdapterLogger;
  /** The shop's address, for links in the notes mailed instead of codes. */
  publicBaseUrl: string;
  /**
   * A requesting address left out of the per-address text budget (this machine, in declared development, as the
   * per-address rate limits leave it out); the per-account, per-number and shop-wide budgets still count it.
   */
  outsideAddressBudget?: (requester: string) => boolean;
  /** Texts that cost money, counted and limited (message-budget.ts). */
  messageBudget: Pick<MessageBudget, 'spendText'>;
}

/** Why a typed code does not sign anyone in. */
export type WrongCode = 'auth.otpInvalid' | 'auth.otpBurned' | 'auth.otpExpired';

/** A step that fails without rolling back its transaction: the error is thrown once the transaction has committed. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

import { expect, request as playwrightRequest, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { SESSION_POLICY } from '@shop/contract/auth';
import { oneTimeCodeIn, type DevMessage } from '@shop/contract/dev';

/** Session cookies as the browser stores them (Playwright's storage-state shape). */
export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export interface Customer {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
  /** Cookies of the customer's session: use `freshSession`, which renews it before its access token runs out. */
  storageState: StorageState;
  /** When that session began (ms since the epoch). */
  sessionStartedAt: number;
}

let counter = 0;

/** An address nobody else in the run uses. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.in`;
}

/** A flat number nobody else in the run uses. */
function flatNumber(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** A valid Indian mobile number nobody else in the run uses (the API keeps phone numbers unique). */
export function uniquePhone(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}${counter % 100}`.padStart(8, '0').slice(-8);
  return `9${Math.floor(Math.random() * 10)}${tail}`;
}

async function messagesTo(request: APIRequestContext, to: string): Promise<DevMessage[]> {
  const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok(), 'the dev mailbox answers').toBe(true);
  return ((await response.json()) as { messages: DevMessage[] }).messages;
}

/** How many messages the dev mailbox holds for an address, to wait for the next one. */
export async function mailCount(request: APIRequestContext, to: string): Promise<number> {
  return (await messagesTo(request, to)).length;
}

/**
 * Waits for a code message among those newer than the first `seen` and returns its 6-digit code. Other messages
 * to the same address (an earlier order's update, delivered late by the outbox) are passed over.
 */
export async function nextCode(request: APIRequestContext, to: string, seen = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(request, to);
        code = messages.slice(0, Math.max(0, messages.length - seen)).map(oneTimeCodeIn).find((c) => c !== undefined);
        return code;
      },
      { message: `a code mailed to ${to}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data });
  expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response;
}

export interface CreateCustomerOptions {
  prefix?: string;
  email?: string;
  password?: string;
  name?: string;
  /** Leave the profile incomplete (hasDetails false). */
  withoutProfile?: boolean;
  /**
   * Verify the profile's mobile number with the texted code (the default), as the free first order needs; false
   * leaves it unverified.
   */
  verifiedPhone?: boolean;
}

/** Signs a customer up through the API as the sign-up modal would: email and password, mailed code, profile. */
export async function createCustomer(request: APIRequestContext, options: CreateCustomerOptions = {}): Promise<Customer> {
  const email = options.email ?? uniqueEmail(options.prefix ?? 'customer');
  const password = options.password ?? 'purrfect-pass-1';
  const name = options.name ?? 'Meera Nair';
  const phoneNumber = uniquePhone();
  await post(request, '/api/v1/auth/signup-email', { email, password });
  const code = await nextCode(request, email);
  await post(request, '/api/v1/auth/verify-otp', { email, otp: code });
  if (!options.withoutProfile) {
    await post(request, '/api/v1/user/me-create-profile', {
      name,
      email,
      phoneNumber,
      street: '12 MG Road',
      // A flat of its own: the free first order is once per delivery address.
      addressLine2: `Flat ${flatNumber()}, near the park`,
      pincode: '560001',
      country: 'India',
    });
    if (options.verifiedPhone !== false) {
      await post(request, '/api/v1/user/verify-phone/send-code', {});
      await post(request, '/api/v1/user/verify-phone', { otp: await nextCode(request, `+91${phoneNumber}`) });
    }
  }
  return { email, password, name, phoneNumber, storageState: await request.storageState(), sessionStartedAt: Date.now() };
}

/**
 * A session is renewed once it is this old, well inside its access token's life: no test then presents an expired
 * token, and no test's app refreshes (and so rotates) the token that the worker's next test still holds.
 */
const SESSION_RENEW_AFTER_MS = (SESSION_POLICY.accessTokenSeconds * 1000) / 2;

/** The customer's session cookies, signed in afresh first when the session has grown old (a slow run of the suite). */
export async function freshSession(customer: Customer, baseURL: string): Promise<StorageState> {
  if (Date.now() - customer.sessionStartedAt < SESSION_RENEW_AFTER_MS) return customer.storageState;
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await post(api, '/api/v1/auth/login', { email: customer.email, password: customer.password });
    customer.storageState = await api.storageState();
    customer.sessionStartedAt = Date.now();
  } finally {
    await api.dispose();
  }
  return customer.storageState;
}

/** Creates a customer in a request context of its own, so its session stays apart from the page's. */
export async function newCustomer(baseURL: string, options: CreateCustomerOptions = {}): Promise<Customer> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    return await createCustomer(context, options);
  } finally {
    await context.dispose();
  }
}

/** Puts a customer's session cookies into a browser context: logged in without the UI. */
export async function signInContext(context: BrowserContext, customer: Customer): Promise<void> {
  await context.addCookies((await freshSession(customer, test.info().project.use.baseURL!)).cookies);
}

import { AUTH_MESSAGES } from '@shop/contract/auth-rules';
import * as auth from '@shop/contract/auth';
import * as cart from '@shop/contract/cart';
import * as codConfirmation from '@shop/contract/cod-confirmation';
import * as consents from '@shop/contract/consents';
import * as coupons from '@shop/contract/coupons';
import * as dataRights from '@shop/contract/data-rights';
import * as delivery from '@shop/contract/delivery';
import * as notifications from '@shop/contract/notifications';
import * as orders from '@shop/contract/orders';
import * as payNow from '@shop/contract/pay-now';
import * as paymentStatus from '@shop/contract/payment-status';
import * as pincodes from '@shop/contract/pincodes';
import { PROFILE_MESSAGES } from '@shop/contract/profile-rules';
import * as reviews from '@shop/contract/reviews';
import * as tracking from '@shop/contract/tracking';
import * as users from '@shop/contract/users';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as authSteps from '../../features/auth/step-fields';
import { hasHindi, validationMessage } from './validation-texts';

/** The contract modules whose schemas the storefront's forms check with, or its API calls are checked with. */
const STOREFRONT_SCHEMAS = { auth, authSteps, cart, codConfirmation, consents, coupons, dataRights, delivery, notifications, orders, payNow, paymentStatus, pincodes, reviews, tracking, users };

/** Messages given inside a refinement's code (ctx.addIssue), which walking the schema cannot read. */
const MESSAGES_IN_REFINEMENTS = [AUTH_MESSAGES.invalidPhoneOrEmail, PROFILE_MESSAGES.phoneFormat];

type Def = Record<string, unknown> & { error?: unknown; checks?: Array<{ _zod?: { def?: { error?: unknown } } }> };

/** Every message a schema's own checks can give (the words passed to zod), walking objects, arrays, unions and pipes. */
function messagesOf(schema: unknown, into: Set<string>, seen = new Set<unknown>()): void {
  if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const read = (error: unknown) => {
    if (typeof error !== 'function') return;
    const said: unknown = (error as (issue: unknown) => unknown)({ code: 'custom', input: undefined, path: [] });
    if (typeof said === 'string') into.add(said);
    else if (said && typeof said === 'object' && typeof (said as { message?: unknown }).message === 'string') into.add((said as { message: string }).message);
  };
  read(def.error);
  for (const check of def.checks ?? []) read(check._zod?.def?.error);
  for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right', 'keyType', 'valueType', 'rest']) messagesOf(def[key], into, seen);
  if (def.shape && typeof def.shape === 'object') for (const field of Object.values(def.shape)) messagesOf(field, into, seen);
  for (const list of [def.options, def.items]) if (Array.isArray(list)) for (const option of list) messagesOf(option, into, seen);
}

function storefrontMessages(): string[] {
  const found = new Set<string>(MESSAGES_IN_REFINEMENTS);
  for (const module of Object.values(STOREFRONT_SCHEMAS)) for (const value of Object.values(module)) messagesOf(value, found);
  return [...found].sort();
}

describe('the contract’s checks in Hindi', () => {
  it('finds the messages of the storefront’s schemas (the walk reads them)', () => {
    const found = storefrontMessages();
    expect(found).toContain(PROFILE_MESSAGES.pincodeFormat);
    expect(found).toContain('Please enter a valid email address');
    expect(found.length).toBeGreaterThan(30);
  });

  it('has a Hindi text for every message a storefront schema can give', () => {
    expect(storefrontMessages().filter((message) => !hasHindi(message))).toEqual([]);
  });

  it('leaves English as the contract wrote it, and words already in Hindi as they are', () => {
    expect(validationMessage('en', PROFILE_MESSAGES.pincodeFormat)).toBe('Pincode must be 6 digits');
    expect(validationMessage('hi', PROFILE_MESSAGES.pincodeFormat)).toBe('पिनकोड 6 अंकों का होना चाहिए');
    expect(validationMessage('hi', 'कृपया एक कारण चुनें')).toBe('कृपया एक कारण चुनें');
  });

  it('tells a check with zod’s own English by its kind of problem, never in English', () => {
    const result = z.object({ size: z.enum(['s', 'm']) }).safeParse({ size: 'x' });
    const issue = result.error!.issues[0]!;
    expect(validationMessage('hi', issue.message, issue.code)).toBe('दिए गए विकल्पों में से एक चुनें');
    expect(validationMessage('hi', 'Something else entirely')).toBe('यह जानकारी सही नहीं है');
  });
});

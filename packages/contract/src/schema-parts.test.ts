import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ShopTextBudgetResponse } from './auth';
import { CodConfirmationRuleResponse } from './cod-confirmation';
import { NomineeBody } from './data-rights';
import { GrievanceOfficerSettingsResponse } from './grievance-officer-settings';
import { COUPON_CODE_MAX_LENGTH, ID_MAX_LENGTH, MAX_PAGE_NUMBER } from './constants';
import { CartReminderSettings, CartReminderSettingsResponse, DEFAULT_CART_REMINDER_SETTINGS, REMINDER_MESSAGES } from './reminders';
import { AdminReviewsPage, AdminReviewsQuery } from './reviews';
import { OrderLine } from './orders';
import { ReorderLine } from './reminders';
import { boundedText, IdParam, Rupees, Timestamp } from './schema-parts';
import { MyOrdersQuery } from './tracking';
import { CreateProfileBody, OptionalPhone, PROFILE_MESSAGES } from './users';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('bounded text', () => {
  it('is trimmed and held to its limit; with a message it must not be empty, without one it may be', () => {
    expect(boundedText(5).parse('  abc  ')).toBe('abc');
    expect(boundedText(5).parse('   ')).toBe('');
    expect(boundedText(5).safeParse('abcdef').success).toBe(false);
    expect(firstMessage(boundedText(5, 'Enter a name').safeParse('  '))).toBe('Enter a name');
    expect(boundedText(5, 'Enter a name').parse(' abcde ')).toBe('abcde');
  });
});

describe('an optional mobile number', () => {
  it('is stored as +91 and ten digits, empty is none, absent leaves the profile as it is', () => {
    expect(OptionalPhone.parse(' 098765-43210 ')).toBe('+919876543210');
    expect(OptionalPhone.parse('')).toBeNull();
    expect(OptionalPhone.parse(undefined)).toBeUndefined();
    expect(firstMessage(OptionalPhone.safeParse('12345'))).toBe(PROFILE_MESSAGES.phoneFormat);
    expect(firstMessage(OptionalPhone.safeParse('9'.repeat(21)))).toBe(PROFILE_MESSAGES.phoneFormat);
    expect(firstMessage(CreateProfileBody.safeParse({ name: 'A', email: 'a@b.in', street: '1', pincode: 560034, phoneNumber: 98765 }))).toBe(AUTH_MESSAGES.phoneMustBeString);
  });

  it("a nominee's is the same number, with the nominee form's words", () => {
    expect(NomineeBody.parse({ name: 'Asha', phone: '+91 98765 43210' }).phone).toBe('+919876543210');
    expect(NomineeBody.parse({ name: 'Asha', email: 'asha@example.in' }).phone).toBeNull();
    expect(firstMessage(NomineeBody.safeParse({ name: 'Asha', phone: '55555' }))).toBe(AUTH_MESSAGES.invalidPhoneOrEmail);
  });
});

describe("a shop-wide setting's answer", () => {
  it('carries the setting under its own name and who changed it last, null while the default holds', () => {
    const never = { success: true, settings: DEFAULT_CART_REMINDER_SETTINGS, updatedAt: null, updatedBy: null };
    expect(CartReminderSettingsResponse.parse(never)).toEqual(never);
    const changed = { success: true, budget: { hour: 100, day: 1000 }, updatedAt: '2026-11-27T10:00:00.000Z', updatedBy: 'u1' };
    expect(ShopTextBudgetResponse.parse(changed)).toEqual(changed);
    expect(ShopTextBudgetResponse.safeParse({ ...changed, updatedAt: 'yesterday' }).success).toBe(false);
    expect(CodConfirmationRuleResponse.safeParse({ ...changed, budget: undefined }).success).toBe(false);
    expect(GrievanceOfficerSettingsResponse.safeParse({ success: true, updatedAt: null, updatedBy: null }).success).toBe(false);
  });
});

describe('an id in a path', () => {
  it('is present and within its named limit', () => {
    expect(IdParam.parse('ORD-20261121-0001')).toBe('ORD-20261121-0001');
    expect(IdParam.safeParse('').success).toBe(false);
    expect(IdParam.safeParse('x'.repeat(ID_MAX_LENGTH + 1)).success).toBe(false);
  });
});

describe("the second cart reminder's coupon", () => {
  it('is read as every coupon code is: trimmed, upper case, as long as a coupon code may be; none is null', () => {
    const read = (secondCouponCode: string | null) => CartReminderSettings.safeParse({ ...DEFAULT_CART_REMINDER_SETTINGS, secondCouponCode });
    expect(read(' comeback5 ').data?.secondCouponCode).toBe('COMEBACK5');
    expect(read('C'.repeat(COUPON_CODE_MAX_LENGTH)).success).toBe(true);
    expect(read('C'.repeat(COUPON_CODE_MAX_LENGTH + 1)).success).toBe(false);
    expect(read(null).data?.secondCouponCode).toBeNull();
    expect(firstMessage(read('   '))).toBe(REMINDER_MESSAGES.couponUnknown);
  });
});

describe('a paged list', () => {
  it('is asked for by a page number from 1, the first when none is named', () => {
    expect(MyOrdersQuery.parse({}).page).toBe(1);
    expect(MyOrdersQuery.parse({ page: '3' }).page).toBe(3);
    for (const page of ['0', '1.5', 'two']) expect(firstMessage(MyOrdersQuery.safeParse({ page }))).toBe('page must be a whole number from 1');
    expect(AdminReviewsQuery.safeParse({ page: String(MAX_PAGE_NUMBER) }).success).toBe(true);
    expect(AdminReviewsQuery.safeParse({ page: String(MAX_PAGE_NUMBER + 1) }).success).toBe(false);
  });

  it('answers with its page of docs, the count of all, the page number, the pages and their size', () => {
    const data = { docs: [], totalDocs: 0, page: 1, totalPages: 1, limit: 20 };
    expect(AdminReviewsPage.parse({ success: true, data })).toEqual({ success: true, data });
    expect(AdminReviewsPage.safeParse({ success: true, data: { ...data, limit: undefined } }).success).toBe(false);
  });
});

describe('an instant as the API writes it', () => {
  it('is ISO 8601 in UTC, as toISOString gives it; a database row\'s own text or a bare date is not one', () => {
    const at = new Date('2026-11-28T02:45:10.123Z');
    expect(Timestamp.parse(at.toISOString())).toBe('2026-11-28T02:45:10.123Z');
    expect(Timestamp.safeParse('2026-11-28 08:15:10.123+05:30').success).toBe(false);
    expect(Timestamp.safeParse('2026-11-28').success).toBe(false);
  });
});

describe('money at the JSON edge', () => {
  it('is rupees with paise as decimals, never negative', () => {
    expect(Rupees.parse(249.5)).toBe(249.5);
    expect(Rupees.parse(0)).toBe(0);
    expect(Rupees.safeParse(-1).success).toBe(false);
  });
});

describe('a reordered line', () => {
  it("is the earlier order's line (its name and units) with what it is today, and names a product still sold", () => {
    const line = { productId: 'p1', name: 'Lavender 10 kg', quantity: 2, added: 1, alreadyInCart: false, unitPriceThen: 499, unitPriceNow: 549 };
    expect(ReorderLine.parse(line)).toEqual(line);
    expect(ReorderLine.safeParse({ ...line, productId: null }).success).toBe(false);
    expect(ReorderLine.safeParse({ ...line, unitPriceThen: -1 }).success).toBe(false);
    expect(ReorderLine.shape.unitPriceThen).toBe(OrderLine.shape.unitPrice);
  });
});

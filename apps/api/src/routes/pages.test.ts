import { AdminPageResponse, AdminPagesResponse, PAGE_LIMITS, PageResponse } from '@shop/contract/pages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly, twoStaffAndACustomer } from '../../test/auth-helpers';
import { createTestContext, getOk, type TestContext } from '../../test/context';
import { PAGE_CONTENT_EN } from '../db/page-content/english';
import { PAGE_CONTENT_HI } from '../db/page-content/hindi';
import { runDataSteps, seedPageSections } from '../db/data-steps';
import { auditLog, dataSteps, pageSections } from '../db/schema';

let ctx: TestContext;
let staff: string;
let otherStaff: string;
let customer: string;

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const page = async (url: string, headers: Record<string, string> = {}) => (await getOk(ctx, `/api/v1${url}`, PageResponse, headers)).page;
const section = async (url: string, key: string, headers: Record<string, string> = {}) => (await page(url, headers)).sections.find((s) => s.key === key)!;
const adminFaq = async (cookie = staff) => AdminPageResponse.parse((await get('/admin/pages/faq', { cookie })).json()).page;
const save = (cookie: string, path: string, body: object) => ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/pages/${path}`, headers: { cookie }, payload: body });
const versionOf = async (key: string, locale: 'en' | 'hi') =>
  (await adminFaq()).sections.find((s) => s.key === key)!.words.find((w) => w.locale === locale)!.version;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ staff, otherStaff, customer } = await twoStaffAndACustomer(ctx));
});
afterAll(() => ctx.close());

describe('the stored pages', () => {
  it('are written at start in English and Hindi, every section in the English order', async () => {
    for (const key of ['terms', 'privacy', 'faq', 'about'] as const) {
      const english = await page(`/pages/${key}?lang=en`);
      expect(english.sections.map((s) => s.key)).toEqual(PAGE_CONTENT_EN[key].map((s) => s.section));
      expect(english.sections.map((s) => s.body)).toEqual(PAGE_CONTENT_EN[key].map((s) => s.body));
      const hindi = await page(`/pages/${key}?lang=hi`);
      expect(hindi.locale).toBe('hi');
      expect(hindi.sections.map((s) => s.key)).toEqual(english.sections.map((s) => s.key));
      for (const s of hindi.sections) {
        expect(s.locale, `${key}/${s.key}`).toBe('hi');
        expect(s.body).toBe(PAGE_CONTENT_HI[key][s.key]!.body);
        expect(s.body, `${key}/${s.key} is in Devanagari`).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it('keep the spec’s words in English and the placeholders the web fills in', async () => {
    const terms = (await page('/pages/terms')).sections.map((s) => s.body).join('\n');
    for (const words of ['within 24 hours of ordering', 'not yet been processed', '15–20 business days', 'at least 18 years old', 'one promotional code can be used per order', 'within 4 days of delivery', '{loyaltyTarget}', '{grievanceOfficer}']) {
      expect(terms).toContain(words);
    }
    expect((await section('/pages/privacy', 'children')).body).toContain('not intended for children under 13');
    expect((await section('/pages/faq', 'loyalty')).body).toContain('after {loyaltyTarget} orders');
  });

  it('answer in the cookie’s language when no lang is asked, and refuse a language the shop does not speak', async () => {
    expect((await page('/pages/faq', { cookie: 'shop_lang=hi' })).locale).toBe('hi');
    expect((await page('/pages/faq')).locale).toBe('en');
    expect((await page('/pages/faq?lang=en', { cookie: 'shop_lang=hi' })).sections[0]!.heading).toBe('Frequently Asked Questions');
    expect((await get('/pages/faq?lang=fr')).statusCode).toBe(400);
    const unknown = await get('/pages/shipping-policy');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('a Hindi section with words missing', () => {
  it('shows the English heading or body in their place, field by field', async () => {
    await ctx.db.update(pageSections).set({ body: null }).where(and(eq(pageSections.page, 'privacy'), eq(pageSections.section, 'cookies'), eq(pageSections.locale, 'hi')));
    await ctx.db.update(pageSections).set({ heading: '  ' }).where(and(eq(pageSections.page, 'privacy'), eq(pageSections.section, 'analytics'), eq(pageSections.locale, 'hi')));
    await ctx.db.delete(pageSections).where(and(eq(pageSections.page, 'privacy'), eq(pageSections.section, 'security'), eq(pageSections.locale, 'hi')));
    await expect.poll(async () => (await section('/pages/privacy?lang=hi', 'cookies')).locale, { timeout: 2000, interval: 20 }).toBe('en');
    const cookies = await section('/pages/privacy?lang=hi', 'cookies');
    expect(cookies.heading).toBe(PAGE_CONTENT_HI.privacy.cookies!.heading);
    expect(cookies.body).toBe(PAGE_CONTENT_EN.privacy.find((s) => s.section === 'cookies')!.body);
    const analytics = await section('/pages/privacy?lang=hi', 'analytics');
    expect(analytics.heading).toBe('Analytics');
    expect(analytics).toMatchObject({ body: PAGE_CONTENT_HI.privacy.analytics!.body, locale: 'hi' });
    expect(await section('/pages/privacy?lang=hi', 'security')).toMatchObject({ heading: 'How we protect it', locale: 'en' });
  });
});

describe('the console’s pages editor', () => {
  it('is for staff only', async () => {
    await expectStaffOnly(ctx, customer, 'GET', '/api/v1/admin/pages');
    await expectStaffOnly(ctx, customer, 'GET', '/api/v1/admin/pages/faq');
    await expectStaffOnly(ctx, customer, 'PUT', '/api/v1/admin/pages/faq/sections/delivery/hi', { heading: 'x', body: 'y', expectedVersion: 1 });
  });

  it('lists the pages and shows each section’s English beside its Hindi, with versions', async () => {
    const list = AdminPagesResponse.parse((await get('/admin/pages', { cookie: staff })).json()).pages;
    expect(list.find((p) => p.key === 'faq')).toEqual({ key: 'faq', sections: PAGE_CONTENT_EN.faq.length, translated: { hi: PAGE_CONTENT_EN.faq.length } });
    const faq = await adminFaq();
    const delivery = faq.sections.find((s) => s.key === 'delivery')!;
    expect(delivery.words.map((w) => w.locale)).toEqual(['en', 'hi']);
    expect(delivery.words[0]).toMatchObject({ heading: 'Delivery', version: 1 });
    expect(delivery.words[1]).toMatchObject({ heading: 'डिलीवरी', version: 1 });
  });

  it('saves a Hindi answer, audits it, and the page shows it at once (its kept answer forgotten)', async () => {
    const before = await section('/pages/faq?lang=hi', 'delivery');
    expect(before.body).not.toContain('7 कामकाजी दिन या उससे कम');
    const body = before.body.replace('दूर-दराज़ के इलाक़ों में थोड़ा ज़्यादा समय लग सकता है।', 'दूर-दराज़ के इलाक़ों में भी 7 कामकाजी दिन या उससे कम।');
    const res = await save(staff, 'faq/sections/delivery/hi', { heading: 'डिलीवरी', body, expectedVersion: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminPageResponse.parse(res.json()).page.sections.find((s) => s.key === 'delivery')!.words[1]!.version).toBe(2);
    expect((await section('/pages/faq?lang=hi', 'delivery')).body).toContain('7 कामकाजी दिन या उससे कम');
    expect((await section('/pages/faq?lang=en', 'delivery')).body).toContain('Remote areas may take a little longer.');
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'page'), eq(auditLog.entityId, 'faq/delivery')));
    expect(entry).toMatchObject({ action: 'page.section', before: { locale: 'hi', heading: 'डिलीवरी', body: before.body }, after: { locale: 'hi', heading: 'डिलीवरी', body } });
    expect(entry!.actorUserId).toBeTruthy();
  });

  it('refuses a save made from an older version (409), and takes a repeat of the stored words as done', async () => {
    const version = await versionOf('loyalty', 'hi');
    const words = { heading: 'लॉयल्टी रिवॉर्ड', body: '## सवाल?\n\nजवाब।', expectedVersion: version };
    expect((await save(staff, 'faq/sections/loyalty/hi', words)).statusCode).toBe(200);
    const stale = await save(otherStaff, 'faq/sections/loyalty/hi', { ...words, heading: 'लॉयल्टी', expectedVersion: version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, code: 'CONFLICT', reason: 'admin.translationChanged' });
    // A second tap of the same save: nothing new, no second audit entry.
    expect((await save(staff, 'faq/sections/loyalty/hi', words)).statusCode).toBe(200);
    const entries = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'page'), eq(auditLog.entityId, 'faq/loyalty')));
    expect(entries).toHaveLength(1);
    expect(await versionOf('loyalty', 'hi')).toBe(version + 1);
  });

  it('lets two saves of one section at once both be heard: one wins, the other is told', async () => {
    const version = await versionOf('orders-and-payment', 'hi');
    const [a, b] = await Promise.all([
      save(staff, 'faq/sections/orders-and-payment/hi', { heading: 'ऑर्डर', body: 'पहला', expectedVersion: version }),
      save(otherStaff, 'faq/sections/orders-and-payment/hi', { heading: 'ऑर्डर', body: 'दूसरा', expectedVersion: version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await versionOf('orders-and-payment', 'hi')).toBe(version + 1);
  });

  it('empties a Hindi field to show the English, and needs both English fields', async () => {
    const version = await versionOf('the-litter', 'hi');
    expect((await save(staff, 'faq/sections/the-litter/hi', { heading: '', body: '  ', expectedVersion: version })).statusCode).toBe(200);
    expect(await section('/pages/faq?lang=hi', 'the-litter')).toMatchObject({ heading: 'The litter', locale: 'en' });
    const english = await save(staff, 'faq/sections/the-litter/en', { heading: 'The litter', body: '', expectedVersion: 1 });
    expect(english.statusCode).toBe(422);
    expect(english.json()).toMatchObject({ reason: 'admin.pageEnglishRequired' });
    const edited = await save(staff, 'faq/sections/the-litter/en', { heading: 'About the litter', body: '## What is it?\r\n\r\nClay.', expectedVersion: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await section('/pages/faq', 'the-litter')).toMatchObject({ heading: 'About the litter', body: '## What is it?\n\nClay.' });
  });

  it('refuses bad input with 400 and an unknown section with 404', async () => {
    const tooLong = await save(staff, 'faq/sections/delivery/hi', { heading: 'x', body: 'x'.repeat(PAGE_LIMITS.bodyMaxLength + 1), expectedVersion: 2 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 6000/);
    const typo = await save(staff, 'faq/sections/delivery/hi', { heading: 'x', body: 'लिखें {emial}', expectedVersion: 2 });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toMatch(/\{email\}/);
    expect((await save(staff, 'faq/sections/delivery/hi', { heading: 'x', body: 'y' })).statusCode).toBe(400);
    expect((await save(staff, 'faq/sections/delivery/fr', { heading: 'x', body: 'y', expectedVersion: 2 })).statusCode).toBe(400);
    expect((await save(staff, 'blog/sections/delivery/hi', { heading: 'x', body: 'y', expectedVersion: 2 })).statusCode).toBe(400);
    const missing = await save(staff, 'faq/sections/shipping-rates/hi', { heading: 'x', body: 'y', expectedVersion: 0 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reason: 'admin.pageSectionNotFound' });
  });
});

describe('the pages’ first words', () => {
  it('are written once, and writing them again leaves staff’s edits and every other row as they are', async () => {
    const edited = await section('/pages/faq?lang=hi', 'delivery');
    const count = await ctx.db.$count(pageSections);
    await ctx.db.transaction((tx) => seedPageSections(tx));
    await runDataSteps(ctx.db);
    // Only the Hindi row deleted above comes back; nothing else is added or written over.
    expect(await ctx.db.$count(pageSections)).toBe(count + 1);
    expect((await section('/pages/faq?lang=hi', 'delivery')).body).toBe(edited.body);
    expect(await ctx.db.$count(dataSteps, eq(dataSteps.name, '0037_page_sections'))).toBe(1);
    expect((await section('/pages/privacy?lang=hi', 'cookies')).locale).toBe('en');
    // A section removed from the database comes back (English and Hindi) when the words are written again.
    await ctx.db.delete(pageSections).where(and(eq(pageSections.page, 'about'), eq(pageSections.section, 'promise')));
    await ctx.db.transaction((tx) => seedPageSections(tx));
    expect((await section('/pages/about?lang=hi', 'promise')).heading).toBe('हमारा वादा');
  });
});

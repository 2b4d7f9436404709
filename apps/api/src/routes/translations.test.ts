import { ProductDetailResponse, ProductListResponse } from '@shop/contract/catalog';
import { ERROR_MESSAGES } from '@shop/contract/errors';
import { CouponsResponse } from '@shop/contract/orders';
import { SearchResponse, SuggestResponse } from '@shop/contract/search';
import { AdminCouponTranslationsResponse, AdminProductTranslationsResponse } from '@shop/contract/translations';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly, twoStaffAndACustomer } from '../../test/auth-helpers';
import { createTestContext, getOk, type TestContext } from '../../test/context';
import { createCoupon, createProduct } from '../../test/factories';
import { auditLog, productTranslations } from '../db/schema';
import { LOCALE_MESSAGES } from '@shop/contract/locale';

let ctx: TestContext;
let staff: string;
let otherStaff: string;
let customer: string;
let productId: string;

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const detail = async (query = '', headers: Record<string, string> = {}) =>
  (await getOk(ctx, `/api/v1/products/get-product-by/${productId}${query}`, ProductDetailResponse, headers)).product;
const listed = async (query = '', headers: Record<string, string> = {}) =>
  ProductListResponse.parse((await get(`/products/all-products${query}`, headers)).json()).products.find((p) => p._id === productId);
const save = (cookie: string, id: string, body: object, locale = 'hi') =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/products/${id}/translations/${locale}`, headers: { cookie }, payload: body });

beforeAll(async () => {
  ctx = await createTestContext();
  ({ staff, otherStaff, customer } = await twoStaffAndACustomer(ctx));
  productId = (
    await createProduct(ctx.db, {
      productName: 'Lavender Clumping Cat Litter 5 kg',
      name: 'Lavender Cat Litter',
      description: 'Fine bentonite that clumps fast.',
      highlights: ['Low dust', 'Firm clumps'],
    })
  ).id;
});
afterAll(() => ctx.close());

describe("the request's language", () => {
  it('is English by default, the shop_lang cookie when set, and ?lang above the cookie', async () => {
    await ctx.db.insert(productTranslations).values({ productId, locale: 'hi', name: 'लैवेंडर कैट लिटर' });
    expect((await detail()).name).toBe('Lavender Cat Litter');
    expect((await detail('', { cookie: 'shop_lang=hi' })).name).toBe('लैवेंडर कैट लिटर');
    expect((await detail('?lang=hi')).name).toBe('लैवेंडर कैट लिटर');
    expect((await detail('?lang=en', { cookie: 'shop_lang=hi' })).name).toBe('Lavender Cat Litter');
  });

  it('refuses a lang the shop does not speak, or two of them, with 400 and a reason; a strange cookie is ignored', async () => {
    for (const query of ['?lang=fr', '?lang=HI', '?lang=', '?lang=hi&lang=en', `?lang=${'x'.repeat(300)}`]) {
      const res = await get(`/products/all-products${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', reason: 'request.unknownLanguage', message: LOCALE_MESSAGES.unknownLanguage });
    }
    expect((await get(`/products/search?q=litter&lang=fr`)).statusCode).toBe(400);
    expect((await get(`/order/get-all-coupons?lang=de`)).statusCode).toBe(400);
    expect((await detail('', { cookie: 'shop_lang=klingon' })).name).toBe('Lavender Cat Litter');
  });

  it('tells shared caches that an answer chosen by the cookie varies on it', async () => {
    expect((await get('/products/all-products')).headers.vary).toMatch(/cookie/i);
    expect((await get('/products/all-products?lang=hi')).headers.vary).not.toMatch(/cookie/i);
  });
});

describe('stored translations', () => {
  it('fall back to the English field by field', async () => {
    const hindi = await detail('?lang=hi');
    expect(hindi.name).toBe('लैवेंडर कैट लिटर');
    expect(hindi.productName).toBe('Lavender Clumping Cat Litter 5 kg');
    expect(hindi.description).toBe('Fine bentonite that clumps fast.');
    expect(hindi.highlights).toEqual(['Low dust', 'Firm clumps']);
    // Everything else is the same in both languages.
    const english = await detail('?lang=en');
    expect({ ...hindi, name: english.name }).toEqual(english);
  });

  it('are kept in memory per language and forgotten on a change, in the list, the detail and search', async () => {
    expect((await listed('?lang=en'))?.name).toBe('Lavender Cat Litter');
    expect((await listed('?lang=hi'))?.name).toBe('लैवेंडर कैट लिटर');
    const res = await save(staff, productId, { productName: 'लैवेंडर क्लंपिंग कैट लिटर 5 किलो', name: 'लैवेंडर कैट लिटर', description: null, highlights: ['कम धूल', ''], expectedVersion: 1 });
    expect(res.statusCode, res.body).toBe(200);
    // The same process shows a staff change at once; English answers are untouched.
    expect((await listed('?lang=hi'))?.productName).toBe('लैवेंडर क्लंपिंग कैट लिटर 5 किलो');
    expect((await listed('?lang=hi'))?.highlights).toEqual(['कम धूल']);
    expect((await listed('?lang=en'))?.productName).toBe('Lavender Clumping Cat Litter 5 kg');
    expect((await detail('?lang=hi')).productName).toBe('लैवेंडर क्लंपिंग कैट लिटर 5 किलो');
    // A change outside any request (a script) is heard through the database's notice.
    await ctx.db.update(productTranslations).set({ description: 'तेज़ी से गोले बनाने वाला बेंटोनाइट।' }).where(eq(productTranslations.productId, productId));
    await expect.poll(async () => (await detail('?lang=hi')).description, { timeout: 2000, interval: 20 }).toBe('तेज़ी से गोले बनाने वाला बेंटोनाइट।');
    expect((await detail('?lang=en')).description).toBe('Fine bentonite that clumps fast.');
  });

  it('are found by search in Hindi, and search answers in the language asked', async () => {
    const found = SearchResponse.parse((await get(`/products/search?q=${encodeURIComponent('क्लंपिंग')}&lang=hi`)).json());
    expect(found.products.map((p) => p._id)).toContain(productId);
    expect(found.products.find((p) => p._id === productId)?.productName).toBe('लैवेंडर क्लंपिंग कैट लिटर 5 किलो');
    const inEnglish = SearchResponse.parse((await get(`/products/search?q=${encodeURIComponent('क्लंपिंग')}`)).json());
    expect(inEnglish.products.find((p) => p._id === productId)?.productName).toBe('Lavender Clumping Cat Litter 5 kg');
    const suggested = SuggestResponse.parse((await get(`/products/suggest?q=${encodeURIComponent('लैवेंडर')}&lang=hi`)).json());
    expect(suggested.suggestions.map((s) => s.productName)).toContain('लैवेंडर क्लंपिंग कैट लिटर 5 किलो');
  });
});

describe("a customer's cart", () => {
  it('names its lines in the language asked, English when the translation leaves a field empty', async () => {
    const add = await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie: `${customer}; shop_lang=hi` }, payload: { productId, quantity: 1 } });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().cartItem.productId.name).toBe('लैवेंडर कैट लिटर');
    const cart = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/cart/get-user-cart', headers: { cookie } })).json().cartItems[0].productId;
    expect((await cart(`${customer}; shop_lang=hi`)).productName).toBe('लैवेंडर क्लंपिंग कैट लिटर 5 किलो');
    expect((await cart(customer)).productName).toBe('Lavender Clumping Cat Litter 5 kg');
    const set = await ctx.app.inject({ method: 'PUT', url: `/api/v1/cart/update-cart-item/${add.json().cartItem._id}?lang=hi`, headers: { cookie: customer }, payload: { quantity: 2 } });
    expect(set.json().cartItem.productId.name).toBe('लैवेंडर कैट लिटर');
  });
});

describe('the console edits translations side by side', () => {
  it('is for staff only', async () => {
    await expectStaffOnly(ctx, customer, 'GET', `/api/v1/admin/products/${productId}/translations`);
    await expectStaffOnly(ctx, customer, 'PUT', `/api/v1/admin/products/${productId}/translations/hi`, { productName: 'x', name: null, description: null, highlights: null, expectedVersion: 0 });
    await expectStaffOnly(ctx, customer, 'GET', `/api/v1/admin/coupons/${productId}/translations`);
  });

  it('shows the English beside the Hindi, and audits each save with the words before and after', async () => {
    const product = await createProduct(ctx.db, { name: 'Litter Scoop', productName: 'Steel Litter Scoop', description: 'A scoop.', highlights: ['Steel'] });
    const empty = AdminProductTranslationsResponse.parse((await get(`/admin/products/${product.id}/translations`, { cookie: staff })).json());
    expect(empty.english).toEqual({ productName: 'Steel Litter Scoop', name: 'Litter Scoop', description: 'A scoop.', highlights: ['Steel'] });
    expect(empty.translations).toEqual([{ locale: 'hi', productName: null, name: null, description: null, highlights: null, version: 0, updatedAt: null }]);

    const saved = await save(staff, product.id, { productName: '  स्टील लिटर स्कूप  ', name: '', description: null, highlights: null, expectedVersion: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminProductTranslationsResponse.parse(saved.json()).translations[0]).toMatchObject({ productName: 'स्टील लिटर स्कूप', name: null, version: 1 });
    // The same save again (a second tap) writes and audits nothing, whatever version it names.
    expect((await save(staff, product.id, { productName: 'स्टील लिटर स्कूप', name: null, description: null, highlights: null, expectedVersion: 0 })).statusCode).toBe(200);
    const entries = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'product.translation')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.before).toEqual({ locale: 'hi', productName: null, name: null, description: null, highlights: null });
    expect(entries[0]!.after).toEqual({ locale: 'hi', productName: 'स्टील लिटर स्कूप', name: null, description: null, highlights: null });
    // Emptied again: the English shows, and the version goes on counting.
    const cleared = await save(staff, product.id, { productName: null, name: null, description: null, highlights: [], expectedVersion: 1 });
    expect(AdminProductTranslationsResponse.parse(cleared.json()).translations[0]).toMatchObject({ productName: null, version: 2 });
    const shown = ProductDetailResponse.parse((await get(`/products/get-product-by/${product.id}?lang=hi`)).json()).product;
    expect(shown.productName).toBe('Steel Litter Scoop');
  });

  it('lets one of two staff saving the same words at once win, and tells the other (409), never losing a save silently', async () => {
    const product = await createProduct(ctx.db);
    const [a, b] = await Promise.all([
      save(staff, product.id, { productName: 'पहला नाम', name: null, description: null, highlights: null, expectedVersion: 0 }),
      save(otherStaff, product.id, { productName: 'दूसरा नाम', name: null, description: null, highlights: null, expectedVersion: 0 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ reason: 'admin.translationChanged', code: 'CONFLICT' });
    const rows = await ctx.db.select().from(productTranslations).where(eq(productTranslations.productId, product.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(1);
    expect(rows[0]!.productName).toBe(a.statusCode === 200 ? 'पहला नाम' : 'दूसरा नाम');
    const audited = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'product.translation')));
    expect(audited).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field, an unknown product with 404, never 500', async () => {
    const cases: Array<[object, string]> = [
      [{ productName: 'x'.repeat(121), name: null, description: null, highlights: null, expectedVersion: 0 }, 'productName'],
      [{ productName: null, name: null, description: 'x'.repeat(4001), highlights: null, expectedVersion: 0 }, 'description'],
      [{ productName: null, name: null, description: null, highlights: Array(11).fill('a'), expectedVersion: 0 }, 'highlights'],
      [{ productName: null, name: null, description: null, highlights: ['x'.repeat(161)], expectedVersion: 0 }, 'highlights'],
      [{ productName: 5, name: null, description: null, highlights: null, expectedVersion: 0 }, 'productName'],
      [{ productName: null, name: null, description: null, highlights: null }, 'expectedVersion'],
      [{ productName: null, name: null, description: null, highlights: null, expectedVersion: -1 }, 'expectedVersion'],
    ];
    for (const [body, field] of cases) {
      const res = await save(staff, productId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(field);
    }
    expect((await save(staff, productId, { productName: null, name: null, description: null, highlights: null, expectedVersion: 0 }, 'en')).statusCode).toBe(400);
    expect((await save(staff, productId, { productName: null, name: null, description: null, highlights: null, expectedVersion: 0 }, 'fr')).statusCode).toBe(400);
    const missing = await save(staff, '00000000-0000-4000-8000-000000000000', { productName: 'नाम', name: null, description: null, highlights: null, expectedVersion: 0 });
    expect(missing.statusCode).toBe(404);
    expect((await save(staff, 'not-a-uuid', { productName: 'नाम', name: null, description: null, highlights: null, expectedVersion: 0 })).statusCode).toBe(404);
    expect((await get('/admin/products/not-a-uuid/translations', { cookie: staff })).statusCode).toBe(404);
    const broken = await ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/products/${productId}/translations/hi`, headers: { cookie: staff, 'content-type': 'application/json' }, payload: '{' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(ERROR_MESSAGES.invalidJson);
  });
});

describe("coupons' descriptions", () => {
  it('are offered in the language asked, falling back to English, and edited with the same rules', async () => {
    const coupon = await createCoupon(ctx.db, { code: 'HINDI50', type: 'flat', description: '₹50 off any order', discountAmountPaise: 5000 });
    const offered = async (query: string) => CouponsResponse.parse((await get(`/order/get-all-coupons${query}`)).json()).coupons.find((c) => c.code === 'HINDI50')?.description;
    expect(await offered('?lang=hi')).toBe('₹50 off any order');
    const put = (body: object, cookie = staff) => ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/coupons/${coupon.id}/translations/hi`, headers: { cookie }, payload: body });
    const res = await put({ description: 'किसी भी ऑर्डर पर ₹50 की छूट', expectedVersion: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminCouponTranslationsResponse.parse(res.json())).toMatchObject({ english: { code: 'HINDI50', description: '₹50 off any order' }, translations: [{ locale: 'hi', version: 1 }] });
    expect(await offered('?lang=hi')).toBe('किसी भी ऑर्डर पर ₹50 की छूट');
    expect(await offered('')).toBe('₹50 off any order');
    expect((await put({ description: 'पुराना', expectedVersion: 0 }, otherStaff)).statusCode).toBe(409);
    expect((await put({ description: 'x'.repeat(201), expectedVersion: 1 })).statusCode).toBe(400);
    const entries = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, coupon.id), eq(auditLog.action, 'coupon.translation')));
    expect(entries).toHaveLength(1);

    // The coupon the customer applies is described as the list describes it, in the language asked.
    const added = await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie: customer }, payload: { productId, quantity: 1 } });
    expect(added.statusCode, added.body).toBe(200);
    const applied = async (query: string) => {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/order/validate-coupon${query}`, headers: { cookie: customer }, payload: { couponCode: 'HINDI50' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().coupon.description as string;
    };
    expect(await applied('?lang=hi')).toBe('किसी भी ऑर्डर पर ₹50 की छूट');
    expect(await applied('')).toBe('₹50 off any order');
  });
});

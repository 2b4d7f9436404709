import { ADMIN_LIMITS, ADMIN_MESSAGES, type AdminCoupon } from '@shop/contract/admin';
import { describe, expect, it } from 'vitest';
import {
  couponToValues,
  couponValuesToBody,
  describeCouponValue,
  describeValidity,
  emptyCouponValues,
  emptyProductValues,
  followCategoryTax,
  imageFileProblem,
  isoToLocalInput,
  localInputToIso,
  moveItem,
  offerPreview,
  productMatches,
  productToValues,
  readNumber,
  shortRupees,
  slugify,
  validateCouponChanges,
  validateNewCoupon,
  validateNewProduct,
  validateProductChanges,
  validityAt,
} from './catalogue-forms';
import { LAVENDER_PRODUCT } from './test-fixtures';
import { couponFixture } from '../../lib/coupon-fixtures';

/** PURR100 as the console sees it: the storefront's coupon with its limits and uses, without the payment methods. */
const { paymentMethods: _paymentMethods, ...purr100 } = couponFixture({ code: 'PURR100', type: 'flat', description: '₹100 off orders of ₹999 or more', discountAmount: 100, minOrderAmount: 999 });
const COUPON: AdminCoupon = {
  ...purr100,
  _id: 'c1',
  usageLimitTotal: null,
  usageLimitPerUser: null,
  isPrivate: false,
  forNewCustomers: false,
  allowedEmails: [],
  timesUsed: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const filledProduct = () => ({
  ...emptyProductValues(),
  productName: 'Silica Crystal Litter 3 kg',
  name: 'Silica Litter',
  slug: 'silica-litter-3kg',
  lineKey: 'silica-litter',
  weight: '3 kg',
  price: '1,299.50',
  finalPrice: '1,169',
  stock: '25',
  highlights: 'Dust free\n\n  Lasts a month  \n',
});

describe('reading numbers typed by people', () => {
  it('reads digits with grouping commas, a rupee sign and spaces', () => {
    expect(readNumber('1,299.50')).toBe(1299.5);
    expect(readNumber(' ₹ 649 ')).toBe(649);
    expect(readNumber('-5')).toBe(-5);
  });

  it('gives the fallback for blank and NaN for anything else', () => {
    expect(readNumber('  ', 0)).toBe(0);
    expect(readNumber('', null)).toBeNull();
    expect(readNumber('')).toBeNaN();
    expect(readNumber('12abc')).toBeNaN();
    expect(readNumber('1e3')).toBeNaN();
  });
});

describe('product form', () => {
  it('turns a filled form into a ProductInput body: rupees, whole numbers, highlights one per line', () => {
    const result = validateNewProduct(filledProduct());
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({ price: 1299.5, finalPrice: 1169, stock: 25, sortOrder: 0, hidden: true, fragrance: '', highlights: ['Dust free', 'Lasts a month'] }),
    });
  });

  it('says what is wrong with each field, in people’s words', () => {
    const result = validateNewProduct({ ...filledProduct(), productName: '  ', stock: '-3', price: 'abc', finalPrice: '549.50', sortOrder: '20000' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      productName: 'Enter the product name',
      stock: 'Stock cannot be negative',
      price: 'M.R.P. must be a number',
      finalPrice: 'Selling price is a whole number of rupees, without paise',
      sortOrder: 'Sort order can be at most 10,000',
    });
  });

  it('refuses a blank stock and names the line of a highlight that is too long', () => {
    const result = validateNewProduct({ ...filledProduct(), stock: '', highlights: `ok\n${'x'.repeat(ADMIN_LIMITS.highlightMaxLength + 1)}` });
    expect(result).toEqual({
      ok: false,
      errors: { stock: 'Enter stock (units) as a number', highlights: `Line 2: Highlights can have at most ${ADMIN_LIMITS.highlightMaxLength} characters` },
    });
  });

  it('round-trips a product: unchanged values send an empty patch', () => {
    expect(validateProductChanges(LAVENDER_PRODUCT, productToValues(LAVENDER_PRODUCT))).toEqual({ ok: true, body: {} });
  });

  it('sends only the fields that changed', () => {
    const values = { ...productToValues(LAVENDER_PRODUCT), stock: '150', highlights: 'Clumps fast\nLow dust\nMade in India' };
    // A new stock carries the stock the form was loaded with, so a sale made meanwhile is never overwritten.
    expect(validateProductChanges(LAVENDER_PRODUCT, values)).toEqual({ ok: true, body: { stock: 150, expectedStock: 200, highlights: ['Clumps fast', 'Low dust', 'Made in India'] } });
    expect(validateProductChanges(LAVENDER_PRODUCT, { ...productToValues(LAVENDER_PRODUCT), finalPrice: '549' })).toEqual({ ok: true, body: { finalPrice: 549 } });
  });

  it('refuses a selling price above the M.R.P. sent with it, or with paise', () => {
    expect(validateNewProduct({ ...filledProduct(), price: '649', finalPrice: '650' })).toEqual({ ok: false, errors: { finalPrice: ADMIN_MESSAGES.sellingPriceAboveMrp } });
    expect(validateProductChanges(LAVENDER_PRODUCT, { ...productToValues(LAVENDER_PRODUCT), finalPrice: '551.65' })).toMatchObject({ ok: false, errors: { finalPrice: 'Selling price is a whole number of rupees, without paise' } });
  });

  it('sends a coupon cap only for types that take one', () => {
    const capped = { ...couponToValues({ ...COUPON, type: 'percentage', discountAmount: 0, discountPercent: 20 }), maxDiscountAmount: '150' };
    expect(couponValuesToBody(capped)).toMatchObject({ maxDiscountAmount: 150 });
    expect(couponValuesToBody({ ...capped, maxDiscountAmount: '' })).toMatchObject({ maxDiscountAmount: null });
    expect(couponValuesToBody({ ...capped, type: 'flat' })).toMatchObject({ maxDiscountAmount: null });
  });

  it('sends the HSN code and GST rate, checked with the contract, and a new product takes its category’s usual ones', () => {
    expect(validateNewProduct(filledProduct())).toMatchObject({ ok: true, body: { hsnCode: '250810', gstRate: 5 } });
    expect(validateProductChanges(LAVENDER_PRODUCT, { ...productToValues(LAVENDER_PRODUCT), hsnCode: '2508 10 90', gstRate: '18' })).toEqual({ ok: true, body: { hsnCode: '25081090', gstRate: 18 } });
    expect(validateProductChanges(LAVENDER_PRODUCT, { ...productToValues(LAVENDER_PRODUCT), hsnCode: '25081', gstRate: '7' })).toEqual({
      ok: false,
      errors: { hsnCode: 'HSN codes are 4, 6 or 8 digits', gstRate: 'GST rate must be one of 0, 0.25, 3, 5, 12, 18, 28, 40 percent' },
    });
    const litter = emptyProductValues();
    const accessory = followCategoryTax({ ...litter, category: 'accessories' }, litter);
    expect(accessory).toMatchObject({ hsnCode: '392690', gstRate: '18' });
    // Once someone typed a code, a change of category leaves it alone.
    const typed = { ...litter, hsnCode: '7323' };
    expect(followCategoryTax({ ...typed, category: 'care' }, typed)).toMatchObject({ hsnCode: '7323', gstRate: '5' });
  });

  it('checks the changed fields with ProductPatch', () => {
    expect(validateProductChanges(LAVENDER_PRODUCT, { ...productToValues(LAVENDER_PRODUCT), slug: 'Not A Slug' })).toEqual({
      ok: false,
      errors: { slug: 'Slugs use lower-case letters, digits and single hyphens' },
    });
  });

  it('previews the offer customers will see, rounded down as the server shows it, or nothing while the inputs are not valid', () => {
    expect(offerPreview('649', '549')).toBe(15);
    expect(offerPreview('2,199', '1,649')).toBe(25);
    expect(offerPreview('649', '649')).toBe(0);
    expect(offerPreview('', '549')).toBeNull();
    expect(offerPreview('649', '')).toBeNull();
    expect(offerPreview('649', '549.50')).toBeNull();
    expect(offerPreview('649', '650')).toBeNull();
  });

  it('suggests a slug from the name', () => {
    expect(slugify('Honeycomb Litter Mat (Large) – Grey')).toBe('honeycomb-litter-mat-large-grey');
    expect(slugify('  Crème Brûlée 5 kg ')).toBe('creme-brulee-5-kg');
    expect(slugify('a'.repeat(100)).length).toBe(ADMIN_LIMITS.slugMaxLength);
  });

  it('filters the list by every word typed, in any of the names', () => {
    expect(productMatches(LAVENDER_PRODUCT, 'lavender 5 kg')).toBe(true);
    expect(productMatches(LAVENDER_PRODUCT, 'LAVENDER-5KG')).toBe(true);
    expect(productMatches(LAVENDER_PRODUCT, '  ')).toBe(true);
    expect(productMatches(LAVENDER_PRODUCT, 'lavender 10 kg')).toBe(false);
  });
});

describe('image pre-checks', () => {
  const png = { type: 'image/png', size: 2048 };

  it('accepts JPEG, PNG and WebP up to the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(imageFileProblem({ type, size: ADMIN_LIMITS.maxImageBytes }, 0)).toBeNull();
  });

  it('refuses other types, empty and oversized files, and a ninth image', () => {
    expect(imageFileProblem({ type: 'text/plain', size: 10 }, 0)).toBe(ADMIN_MESSAGES.imageType);
    expect(imageFileProblem({ type: 'image/gif', size: 10 }, 0)).toBe(ADMIN_MESSAGES.imageType);
    expect(imageFileProblem({ type: '', size: 10 }, 0)).toBe(ADMIN_MESSAGES.imageType);
    expect(imageFileProblem({ type: 'image/png', size: 0 }, 0)).toBe('The file is empty');
    expect(imageFileProblem({ type: 'image/png', size: ADMIN_LIMITS.maxImageBytes + 1 }, 0)).toBe(ADMIN_MESSAGES.imageTooLarge);
    expect(imageFileProblem(png, ADMIN_LIMITS.maxImagesPerProduct)).toBe(ADMIN_MESSAGES.tooManyImages);
  });

  it('moves an image up or down, and leaves the order alone past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('datetime-local and ISO instants', () => {
  it('writes a datetime-local value as an ISO instant with the browser’s offset, and back', () => {
    const iso = localInputToIso('2026-01-05T10:30');
    expect(iso).toMatch(/^2026-01-05T10:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso!)).toBe(new Date(2026, 0, 5, 10, 30).getTime());
    expect(isoToLocalInput(iso)).toBe('2026-01-05T10:30');
  });

  it('shows a stored instant on the browser’s clock', () => {
    const at = new Date(Date.UTC(2026, 6, 1, 18, 45));
    const expected = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}T${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    expect(isoToLocalInput('2026-07-01T18:45:00.000Z')).toBe(expected);
  });

  it('treats blank as no limit and leaves nonsense for the schema to refuse', () => {
    expect(localInputToIso('  ')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
    expect(localInputToIso('tomorrow')).toBe('tomorrow');
  });
});

describe('coupon form', () => {
  it('sends only the chosen type’s value, 0 for the others, and null for blank limits and dates', () => {
    const values = { ...emptyCouponValues(), code: 'save50', type: 'percentage' as const, discountAmount: '50', discountPercent: '12', usageLimitPerUser: '1' };
    expect(couponValuesToBody(values)).toMatchObject({
      discountAmount: 0,
      discountPercent: 12,
      minOrderAmount: 0,
      validFrom: null,
      usageLimitTotal: null,
      usageLimitPerUser: 1,
    });
    expect(validateNewCoupon(values)).toMatchObject({ ok: true, body: { code: 'SAVE50', type: 'percentage' } });
  });

  it('uses the contract’s rules for what each type needs, and for the window', () => {
    const values = { ...emptyCouponValues(), code: 'BOGO', type: 'buyXgetY' as const, buyQuantity: '2', validFrom: '2026-02-01T00:00', validUntil: '2026-01-01T00:00' };
    expect(validateNewCoupon(values)).toEqual({
      ok: false,
      errors: { getQuantity: 'A buy-X-get-Y coupon needs a get quantity', validUntil: 'The end must be after the start' },
    });
    expect(validateNewCoupon({ ...emptyCouponValues(), code: 'x!', usageLimitTotal: '0', discountAmount: '10' })).toEqual({
      ok: false,
      errors: { code: 'Codes have at least 3 characters', usageLimitTotal: 'Total uses must be at least 1' },
    });
  });

  it('an unchanged coupon sends an empty patch', () => {
    expect(validateCouponChanges(COUPON, couponToValues(COUPON))).toEqual({ ok: true, body: {} });
  });

  it('sends the changed value, never the code, and checks the merged coupon', () => {
    expect(validateCouponChanges(COUPON, { ...couponToValues(COUPON), code: 'OTHER', discountAmount: '150' })).toEqual({ ok: true, body: { discountAmount: 150 } });
    expect(validateCouponChanges(COUPON, { ...couponToValues(COUPON), discountAmount: '' })).toEqual({
      ok: false,
      errors: { discountAmount: 'A flat coupon needs a discount amount' },
    });
  });

  it('a new type clears the old type’s value', () => {
    expect(validateCouponChanges(COUPON, { ...couponToValues(COUPON), type: 'percentage', discountPercent: '5' })).toEqual({
      ok: true,
      body: { type: 'percentage', discountAmount: 0, discountPercent: 5, buyQuantity: 0, getQuantity: 0, afterOrders: 0 },
    });
  });

  it('describes each type’s value in a few words', () => {
    expect(describeCouponValue({ ...COUPON })).toBe('₹100 off');
    expect(describeCouponValue({ ...COUPON, discountAmount: 49.5 })).toBe('₹49.50 off');
    expect(describeCouponValue({ ...COUPON, type: 'percentage', discountPercent: 10 })).toBe('10% off');
    expect(describeCouponValue({ ...COUPON, type: 'buyXgetY', buyQuantity: 2, getQuantity: 1 })).toBe('Buy 2 get 1');
    expect(describeCouponValue({ ...COUPON, type: 'free_order' })).toBe('Free order');
    expect(describeCouponValue({ ...COUPON, type: 'loyalty', afterOrders: 6 })).toBe('Loyalty after 6 orders');
    expect(shortRupees(1299)).toBe('₹1,299');
  });

  it('describes the validity window and where now falls in it', () => {
    const day = (d: number) => `2026-01-0${d}T00:00:00.000Z`;
    const format = (iso: string) => iso.slice(0, 10);
    expect(describeValidity({ validFrom: null, validUntil: null }, format)).toBe('Always');
    expect(describeValidity({ validFrom: day(1), validUntil: null }, format)).toBe('From 2026-01-01');
    expect(describeValidity({ validFrom: null, validUntil: day(3) }, format)).toBe('Until 2026-01-03');
    expect(describeValidity({ validFrom: day(1), validUntil: day(3) }, format)).toBe('2026-01-01 – 2026-01-03');
    const now = Date.parse(day(2));
    expect(validityAt({ validFrom: day(3), validUntil: null }, now)).toBe('scheduled');
    expect(validityAt({ validFrom: day(1), validUntil: day(3) }, now)).toBe('current');
    expect(validityAt({ validFrom: null, validUntil: day(2) }, now)).toBe('expired');
  });
});

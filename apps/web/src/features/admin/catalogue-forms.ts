import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  CouponInput,
  CouponPatch,
  couponProblems,
  PRODUCT_IMAGE_TYPES,
  ProductInput,
  ProductPatch,
  type AdminCoupon,
  type AdminProduct,
} from '@shop/contract/admin';
import type { ProductCategory } from '@shop/contract/catalog';
import { DEFAULT_TAX_BY_CATEGORY } from '@shop/contract/invoices';
import type { CouponType } from '@shop/contract/coupons';
import { rupeesToPaise } from '@shop/pricing/money';
import { offerPercentOf } from '@shop/pricing/product';
import { z } from 'zod';
import { CATALOGUE_TEXT, COUPON_TEXT, PRODUCT_TEXT } from './pages/texts-catalogue';

/**
 * The catalogue forms' logic, kept out of the components: form values (what the inputs hold, mostly strings) to
 * API bodies and back, validation with the contract's schemas, and the words tables show for coupons and images.
 */

/* ---------- errors ---------- */

/** One message per field, keyed by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = z.core.$ZodIssue;

/** zod's own wording starts like this; the contract's custom messages never do. */
const GENERIC = /^(Invalid input|Too big|Too small|Invalid)/;

function friendly(issue: Issue, label: string): string {
  if (!GENERIC.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return CATALOGUE_TEXT.enterNumber(label);
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return CATALOGUE_TEXT.atMostChars(label, issue.maximum);
    if (issue.origin === 'array') return CATALOGUE_TEXT.atMostItems(label, issue.maximum);
    return CATALOGUE_TEXT.atMost(label, issue.maximum);
  }
  if (issue.code === 'too_small') return CATALOGUE_TEXT.atLeast(label, issue.minimum);
  return CATALOGUE_TEXT.notValid(label);
}

/**
 * The first problem of each field, worded for people (zod's generic messages are replaced, using the field's
 * label). Problems with an item of a list (highlights) say which line.
 */
function fieldErrorsOf(issues: readonly Issue[], labels: Readonly<Record<string, string>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const [field, item] = issue.path;
    if (typeof field !== 'string' || errors[field]) continue;
    const message = friendly(issue, labels[field] ?? field);
    errors[field] = typeof item === 'number' ? PRODUCT_TEXT.highlightLine(item + 1, message) : message;
  }
  return errors;
}

/* ---------- numbers ---------- */

/** A number typed by a person: "1,299", "₹ 649.50" and " 12 " are read; blank gives `whenBlank`; anything else NaN (the schema then refuses it). */
export function readNumber(text: string, whenBlank: number | null = Number.NaN): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return whenBlank;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

const numberText = (n: number | null) => (n === null ? '' : String(n));

/** The keys whose values differ (values are strings and booleans, so === is enough). */
function changedKeys<T extends object>(values: T, base: T): Array<keyof T> {
  return (Object.keys(values) as Array<keyof T>).filter((k) => values[k] !== base[k]);
}

export type Validated<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/**
 * A form's schema for `useZodForm` that checks the values with `validate` (the contract's schemas, worded for
 * people): each field's first problem stands under it.
 */
export function checkedBy<V>(validate: (values: V) => Validated<unknown>): z.ZodType<V, V> {
  return z.custom<V>().superRefine((values, ctx) => {
    const checked = validate(values);
    if (checked.ok) return;
    for (const [field, message] of Object.entries(checked.errors)) if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
  });
}

/** A body checked with one of the contract's schemas: what it parses to, or each field's first problem worded for people. */
function checkWith<S extends z.ZodType>(schema: S, body: unknown, labels: Readonly<Record<string, string>>): Validated<z.output<S>> {
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error.issues, labels) };
}

/* ---------- products ---------- */

export interface ProductFormValues {
  productName: string;
  name: string;
  slug: string;
  lineKey: string;
  category: ProductCategory;
  /** One of FRAGRANCES, or '' for none. */
  fragrance: string;
  weight: string;
  /** The M.R.P. */
  price: string;
  /** The selling price, whole rupees. */
  finalPrice: string;
  stock: string;
  availability: boolean;
  hidden: boolean;
  sortOrder: string;
  description: string;
  /** One highlight per line. */
  highlights: string;
  /** For tax invoices: the HSN code, and the GST rate in percent (one of GST_RATES_PERCENT). */
  hsnCode: string;
  gstRate: string;
}

export type ProductField = keyof ProductFormValues;

/** A new product: hidden until it has images and someone shows it. Its fields stand in the order the form shows them. */
const NEW_PRODUCT: Readonly<ProductFormValues> = {
  productName: '',
  name: '',
  slug: '',
  lineKey: '',
  category: 'litter',
  fragrance: '',
  weight: '',
  price: '',
  finalPrice: '',
  stock: '0',
  availability: true,
  hidden: true,
  sortOrder: '0',
  hsnCode: DEFAULT_TAX_BY_CATEGORY.litter.hsnCode,
  gstRate: String(DEFAULT_TAX_BY_CATEGORY.litter.gstRate),
  description: '',
  highlights: '',
};

export const emptyProductValues = (): ProductFormValues => ({ ...NEW_PRODUCT });

export function productToValues(p: AdminProduct): ProductFormValues {
  return {
    productName: p.productName,
    name: p.name,
    slug: p.slug,
    lineKey: p.lineKey,
    category: p.category,
    fragrance: p.fragrance,
    weight: p.weight,
    price: String(p.price),
    finalPrice: String(p.finalPrice),
    stock: String(p.stock),
    availability: p.availability,
    hidden: p.hidden,
    sortOrder: String(p.sortOrder),
    description: p.description,
    highlights: p.highlights.join('\n'),
    hsnCode: p.hsnCode,
    gstRate: String(p.gstRate),
  };
}

/**
 * A new product's HSN code and GST rate follow its category (the usual ones, DEFAULT_TAX_BY_CATEGORY) until
 * someone changes them.
 */
export function followCategoryTax(next: ProductFormValues, previous: ProductFormValues): ProductFormValues {
  const was = DEFAULT_TAX_BY_CATEGORY[previous.category];
  if (previous.hsnCode !== was.hsnCode || previous.gstRate !== String(was.gstRate)) return next;
  const usual = DEFAULT_TAX_BY_CATEGORY[next.category];
  return { ...next, hsnCode: usual.hsnCode, gstRate: String(usual.gstRate) };
}

/** The highlights box: one per line, blank lines ignored. */
const highlightLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The request body the form describes, before validation (numbers may be NaN; the schema says why). */
function productValuesToBody(v: ProductFormValues): Record<ProductField, unknown> {
  return {
    productName: v.productName,
    name: v.name,
    slug: v.slug,
    lineKey: v.lineKey,
    category: v.category,
    fragrance: v.fragrance,
    weight: v.weight,
    price: readNumber(v.price),
    finalPrice: readNumber(v.finalPrice),
    stock: readNumber(v.stock),
    availability: v.availability,
    hidden: v.hidden,
    sortOrder: readNumber(v.sortOrder, 0),
    description: v.description,
    highlights: highlightLines(v.highlights),
    hsnCode: v.hsnCode,
    gstRate: readNumber(v.gstRate),
  };
}

/** POST /admin/products: every field, checked with ProductInput. */
export function validateNewProduct(v: ProductFormValues): Validated<z.output<typeof ProductInput>> {
  return checkWith(ProductInput, productValuesToBody(v), PRODUCT_TEXT.fields);
}

/** PATCH /admin/products/:id: only the fields that differ from the product as loaded, checked with ProductPatch. */
export function validateProductChanges(product: AdminProduct, v: ProductFormValues): Validated<z.output<typeof ProductPatch>> {
  const body = productValuesToBody(v);
  const patch: Partial<Record<ProductField, unknown>> = {};
  for (const k of changedKeys(v, productToValues(product))) patch[k] = body[k];
  // A new stock names the stock this form was loaded with: if a sale changed it meanwhile, the server refuses
  // rather than overwrite that sale.
  const withExpected = 'stock' in patch ? { ...patch, expectedStock: product.stock } : patch;
  return checkWith(ProductPatch, withExpected, PRODUCT_TEXT.fields);
}

/**
 * The offer % customers will see beside the selling price, as the server works it out (packages/pricing: rounded
 * down, never more than the real saving); null while the M.R.P. or selling price is not valid.
 */
export function offerPreview(price: string, finalPrice: string): number | null {
  const mrp = readNumber(price);
  const selling = readNumber(finalPrice);
  if (mrp === null || selling === null || !(mrp > 0) || !(selling > 0) || !Number.isInteger(selling) || selling > mrp) return null;
  try {
    return offerPercentOf(rupeesToPaise(mrp), rupeesToPaise(selling));
  } catch {
    return null;
  }
}

/** A slug suggested from the product name: "Litter Mat (Large)" → "litter-mat-large". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ADMIN_LIMITS.slugMaxLength)
    .replace(/-+$/, '');
}

/* ---------- product images ---------- */

/** Why a file cannot be uploaded as a product image, checked in the browser first; null when it may go. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>, imageCount: number): string | null {
  if (imageCount >= ADMIN_LIMITS.maxImagesPerProduct) return ADMIN_MESSAGES.tooManyImages;
  if (!Object.hasOwn(PRODUCT_IMAGE_TYPES, file.type)) return ADMIN_MESSAGES.imageType;
  if (file.size === 0) return PRODUCT_TEXT.emptyFile;
  if (file.size > ADMIN_LIMITS.maxImageBytes) return ADMIN_MESSAGES.imageTooLarge;
  return null;
}

/** The list with one item moved from one place to another; the same list when either place is outside it. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/* ---------- dates ---------- */

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * A datetime-local value ("2026-01-05T10:30", the browser's clock) as an ISO 8601 instant with the browser's UTC
 * offset then ("2026-01-05T10:30:00+05:30"); blank is null. Anything else is returned as it is, for the schema to refuse.
 */
export function localInputToIso(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return text;
  const [, y, mo, d, h, mi, s] = m;
  const at = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (Number.isNaN(at.getTime())) return text;
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** An ISO instant as a datetime-local value on the browser's clock ("2026-01-05T10:30"); '' for none. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/* ---------- coupons ---------- */

type CouponAmountField = 'discountAmount' | 'discountPercent' | 'buyQuantity' | 'getQuantity' | 'afterOrders';

/** The value fields each coupon type uses; the form shows only these, and sends 0 for the others. */
export const COUPON_TYPE_FIELDS: Record<CouponType, readonly CouponAmountField[]> = {
  flat: ['discountAmount'],
  percentage: ['discountPercent'],
  free_order: [],
  buyXgetY: ['buyQuantity', 'getQuantity'],
  loyalty: ['afterOrders'],
};
export const COUPON_AMOUNT_FIELDS: readonly CouponAmountField[] = ['discountAmount', 'discountPercent', 'buyQuantity', 'getQuantity', 'afterOrders'];

/** Percentage and free-order coupons may cap what one order gets off (the contract refuses a cap on others). */
export function takesMaxDiscount(type: CouponType): boolean {
  return type === 'percentage' || type === 'free_order';
}

export interface CouponFormValues {
  code: string;
  type: CouponType;
  description: string;
  discountAmount: string;
  discountPercent: string;
  /** Percentage and free-order coupons; '' for no cap. */
  maxDiscountAmount: string;
  buyQuantity: string;
  getQuantity: string;
  afterOrders: string;
  minOrderAmount: string;
  notValidForCOD: boolean;
  /** datetime-local values, '' for no limit. */
  validFrom: string;
  validUntil: string;
  /** '' for no limit. */
  usageLimitTotal: string;
  usageLimitPerUser: string;
  isActive: boolean;
  isPrivate: boolean;
  forNewCustomers: boolean;
  /** Customers' emails, one a line or separated by commas; '' for everyone. */
  allowedEmails: string;
}

export type CouponField = keyof CouponFormValues;

/** A new coupon: flat, active, without limits. Its fields stand in the order the form shows them. */
const NEW_COUPON: Readonly<CouponFormValues> = {
  code: '',
  type: 'flat',
  description: '',
  discountAmount: '',
  discountPercent: '',
  maxDiscountAmount: '',
  buyQuantity: '',
  getQuantity: '',
  afterOrders: '',
  minOrderAmount: '',
  notValidForCOD: false,
  validFrom: '',
  validUntil: '',
  usageLimitTotal: '',
  usageLimitPerUser: '',
  isActive: true,
  isPrivate: false,
  forNewCustomers: false,
  allowedEmails: '',
};

export const emptyCouponValues = (): CouponFormValues => ({ ...NEW_COUPON });

/** A stored value of 0 for a field the type does not use shows as blank. */
const amountText = (n: number) => (n === 0 ? '' : String(n));

export function couponToValues(c: AdminCoupon): CouponFormValues {
  return {
    code: c.code,
    type: c.type,
    description: c.description,
    discountAmount: amountText(c.discountAmount),
    discountPercent: amountText(c.discountPercent),
    maxDiscountAmount: numberText(c.maxDiscountAmount),
    buyQuantity: amountText(c.buyQuantity),
    getQuantity: amountText(c.getQuantity),
    afterOrders: amountText(c.afterOrders),
    minOrderAmount: amountText(c.minOrderAmount),
    notValidForCOD: c.notValidForCOD,
    validFrom: isoToLocalInput(c.validFrom),
    validUntil: isoToLocalInput(c.validUntil),
    usageLimitTotal: numberText(c.usageLimitTotal),
    usageLimitPerUser: numberText(c.usageLimitPerUser),
    isActive: c.isActive,
    isPrivate: c.isPrivate,
    forNewCustomers: c.forNewCustomers,
    allowedEmails: c.allowedEmails.join('\n'),
  };
}

/**
 * The body the coupon form describes, before validation. Value fields the type does not use are 0, and a blank
 * one the type does use is 0 too, so the contract's "a flat coupon needs a discount amount" says what is missing.
 */
export function couponValuesToBody(v: CouponFormValues): Record<CouponField, unknown> {
  const used = COUPON_TYPE_FIELDS[v.type];
  const amount = (f: CouponAmountField) => (used.includes(f) ? readNumber(v[f], 0) : 0);
  return {
    code: v.code,
    type: v.type,
    description: v.description,
    discountAmount: amount('discountAmount'),
    discountPercent: amount('discountPercent'),
    maxDiscountAmount: takesMaxDiscount(v.type) ? readNumber(v.maxDiscountAmount, null) : null,
    buyQuantity: amount('buyQuantity'),
    getQuantity: amount('getQuantity'),
    afterOrders: amount('afterOrders'),
    minOrderAmount: readNumber(v.minOrderAmount, 0),
    notValidForCOD: v.notValidForCOD,
    validFrom: localInputToIso(v.validFrom),
    validUntil: localInputToIso(v.validUntil),
    usageLimitTotal: readNumber(v.usageLimitTotal, null),
    usageLimitPerUser: readNumber(v.usageLimitPerUser, null),
    isActive: v.isActive,
    isPrivate: v.isPrivate,
    forNewCustomers: v.forNewCustomers,
    allowedEmails: v.allowedEmails
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean),
  };
}

/** POST /admin/coupons: every field, checked with CouponInput (which also applies the type's rules). */
export function validateNewCoupon(v: CouponFormValues): Validated<z.output<typeof CouponInput>> {
  return checkWith(CouponInput, couponValuesToBody(v), COUPON_TEXT.fields);
}

/**
 * PATCH /admin/coupons/:id: the changed fields (never the code), checked with CouponPatch, then the type's rules
 * on the coupon as it would be after the change. A new type also sends the value fields, so the old type's are cleared.
 */
export function validateCouponChanges(coupon: AdminCoupon, v: CouponFormValues): Validated<z.output<typeof CouponPatch>> {
  const body = couponValuesToBody(v);
  const changed = new Set<CouponField>(changedKeys(v, couponToValues(coupon)));
  if (v.type !== coupon.type) for (const f of COUPON_AMOUNT_FIELDS) changed.add(f);
  changed.delete('code');
  const patch: Partial<Record<CouponField, unknown>> = {};
  for (const k of changed) patch[k] = body[k];
  const checked = checkWith(CouponPatch, patch, COUPON_TEXT.fields);
  if (!checked.ok) return checked;
  const problems = couponProblems({ ...coupon, ...checked.body, code: coupon.code });
  if (problems.length > 0) {
    const errors: FieldErrors = {};
    for (const p of problems) errors[p.path] ??= p.message;
    return { ok: false, errors };
  }
  return checked;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹100, ₹1,299 or ₹49.50: whole rupees without paise. */
export const shortRupees = (amount: number) => (Number.isInteger(amount) ? wholeRupees : rupeesAndPaise).format(amount);

/** What a coupon gives, in a few words: "₹100 off", "10% off", "Buy 2 get 1", "Free order", "Loyalty after 6 orders". */
export function describeCouponValue(c: Pick<AdminCoupon, 'type' | CouponAmountField>): string {
  switch (c.type) {
    case 'flat':
      return COUPON_TEXT.flatValue(shortRupees(c.discountAmount));
    case 'percentage':
      return COUPON_TEXT.percentValue(c.discountPercent);
    case 'buyXgetY':
      return COUPON_TEXT.buyGetValue(c.buyQuantity, c.getQuantity);
    case 'free_order':
      return COUPON_TEXT.freeValue;
    case 'loyalty':
      return COUPON_TEXT.loyaltyValue(c.afterOrders);
  }
}

export type Validity = 'scheduled' | 'current' | 'expired';

/** Whether a coupon's window has opened and not closed, at `now`. */
export function validityAt(c: Pick<AdminCoupon, 'validFrom' | 'validUntil'>, now: number): Validity {
  if (c.validUntil && Date.parse(c.validUntil) <= now) return 'expired';
  if (c.validFrom && Date.parse(c.validFrom) > now) return 'scheduled';
  return 'current';
}

/** The window in words: "Always", "From …", "Until …" or "… – …", with dates written by `format`. */
export function describeValidity(c: Pick<AdminCoupon, 'validFrom' | 'validUntil'>, format: (iso: string) => string): string {
  if (c.validFrom && c.validUntil) return COUPON_TEXT.between(format(c.validFrom), format(c.validUntil));
  if (c.validFrom) return COUPON_TEXT.from(format(c.validFrom));
  if (c.validUntil) return COUPON_TEXT.until(format(c.validUntil));
  return COUPON_TEXT.always;
}

/* ---------- lists ---------- */

/** Whether a product matches the list's filter: every word appears in its name, slug, line, fragrance or weight. */
export function productMatches(p: Pick<AdminProduct, 'productName' | 'name' | 'slug' | 'lineKey' | 'fragrance' | 'weight'>, filter: string): boolean {
  const haystack = [p.productName, p.name, p.slug, p.lineKey, p.fragrance, p.weight].join(' ').toLocaleLowerCase('en-IN');
  return filter
    .toLocaleLowerCase('en-IN')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

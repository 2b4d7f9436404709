import { z } from 'zod';
import { IdParam, Timestamp } from './schema-parts';
import { ADMIN_LIMITS } from './admin-rules';
import { LOCALES, type Locale } from './locale';

/**
 * Words stored beside the English in another language (products, coupons' descriptions): one row per language, each
 * field falling back to the English when left empty. The console edits them side by side with the English.
 */

/** The languages words are stored for beside the English (English is the record itself). */
export const TRANSLATED_LOCALES = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');
export const TranslatedLocale = z.enum(TRANSLATED_LOCALES as [Exclude<Locale, 'en'>, ...Array<Exclude<Locale, 'en'>>], {
  error: `Translations are for ${TRANSLATED_LOCALES.join(', ')}`,
});
export type TranslatedLocale = z.infer<typeof TranslatedLocale>;

/** The lengths a translation may have: the same as the English field's, so a page laid out for one fits the other. */
export const TRANSLATION_LIMITS = {
  nameMaxLength: ADMIN_LIMITS.nameMaxLength,
  descriptionMaxLength: ADMIN_LIMITS.descriptionMaxLength,
  highlightMaxLength: ADMIN_LIMITS.highlightMaxLength,
  maxHighlights: ADMIN_LIMITS.maxHighlights,
  couponDescriptionMaxLength: ADMIN_LIMITS.couponDescriptionMaxLength,
  /** Highest version number a save may name (a counter of saves: never reached in practice). */
  maxVersion: 2_147_483_647,
} as const;

/** A translated text: trimmed; empty means "none, show the English" and is stored as null. */
export const translatedWords = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullable()
    .transform((v) => (v ? v : null));

/** The version a save was made from: 0 when no words were stored yet. */
export const ExpectedVersion = z
  .number({ error: 'Send the version of the words you edited (0 when there were none)' })
  .int('The version is a whole number')
  .min(0, 'The version cannot be negative')
  .max(TRANSLATION_LIMITS.maxVersion);

/** Stored words' version (0: none written yet, so a first save names 0) and when they were saved (null: never). */
export const wordsVersion = {
  version: z.number().int().nonnegative(),
  updatedAt: Timestamp.nullable(),
};

export const ProductTranslationInput = z.object({
  productName: translatedWords(TRANSLATION_LIMITS.nameMaxLength, 'Product name'),
  name: translatedWords(TRANSLATION_LIMITS.nameMaxLength, 'Short name'),
  description: translatedWords(TRANSLATION_LIMITS.descriptionMaxLength, 'Description'),
  /** Empty lines are dropped; no highlight left means the English ones are shown. */
  highlights: z
    .array(z.string({ error: 'Highlights must be text' }).trim().max(TRANSLATION_LIMITS.highlightMaxLength, `Each highlight can be at most ${TRANSLATION_LIMITS.highlightMaxLength} characters`))
    .max(TRANSLATION_LIMITS.maxHighlights, `At most ${TRANSLATION_LIMITS.maxHighlights} highlights`)
    .nullable()
    .transform((v) => (v?.filter(Boolean).length ? v.filter(Boolean) : null)),
  expectedVersion: ExpectedVersion,
});
export type ProductTranslationInput = z.input<typeof ProductTranslationInput>;

/** One language's words for a product as stored (null: not written, the English shows), and their version (0: none). */
export const ProductTranslation = z.object({
  locale: TranslatedLocale,
  productName: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  highlights: z.array(z.string()).nullable(),
  ...wordsVersion,
});
export type ProductTranslation = z.infer<typeof ProductTranslation>;

/** A product's English beside each other language's words, for the console's side-by-side editor. */
export const AdminProductTranslationsResponse = z.object({
  success: z.literal(true),
  english: z.object({ productName: z.string(), name: z.string(), description: z.string(), highlights: z.array(z.string()) }),
  translations: z.array(ProductTranslation),
});
export type AdminProductTranslationsResponse = z.infer<typeof AdminProductTranslationsResponse>;

export const CouponTranslationInput = z.object({
  description: translatedWords(TRANSLATION_LIMITS.couponDescriptionMaxLength, 'Description'),
  expectedVersion: ExpectedVersion,
});
export type CouponTranslationInput = z.input<typeof CouponTranslationInput>;

export const CouponTranslation = z.object({
  locale: TranslatedLocale,
  description: z.string().nullable(),
  ...wordsVersion,
});
export type CouponTranslation = z.infer<typeof CouponTranslation>;

export const AdminCouponTranslationsResponse = z.object({
  success: z.literal(true),
  english: z.object({ code: z.string(), description: z.string() }),
  translations: z.array(CouponTranslation),
});
export type AdminCouponTranslationsResponse = z.infer<typeof AdminCouponTranslationsResponse>;

export const TranslationParams = z.object({ id: IdParam, locale: TranslatedLocale });

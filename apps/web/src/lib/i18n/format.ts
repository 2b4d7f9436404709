/**
 * Numbers, money, dates and plurals in each language through `Intl` (CLDR): Indian grouping (₹12,34,567.50) and
 * Latin digits in both, as Hindi's own CLDR data has them; month and day names in the page's language; plural forms by
 * the language's rules (Hindi counts 0 and 1 as "one").
 */
import { LOCALE_TAG, type Locale } from '@shop/contract/locale';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => F): F {
  let format = cache.get(key) as F | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(LOCALE_TAG[locale], { numberingSystem: 'latn', ...options }));
}

/** Dates and times are the shop's: India's time zone, whatever the device says. */
export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(LOCALE_TAG[locale], { numberingSystem: 'latn', timeZone: 'Asia/Kolkata', ...options }),
  );
}

/** A count in the language's digits and grouping: 123456 → "1,23,456". */
export function formatCount(locale: Locale, n: number): string {
  return numberFormat(locale).format(n);
}

/** An amount in rupees with paise: "₹1,649.25" (SPEC.md §9), in either language. */
export function formatMoney(locale: Locale, rupees: number): string {
  return numberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees);
}

export interface PluralForms {
  one: string;
  other: string;
}

/** The form of a word for a count, by the language's plural rules: `plural('hi', 0, …)` is "one". */
export function plural(locale: Locale, n: number, forms: PluralForms): string {
  const rule = cached(`p|${locale}`, () => new Intl.PluralRules(LOCALE_TAG[locale])).select(n);
  return rule === 'one' ? forms.one : forms.other;
}

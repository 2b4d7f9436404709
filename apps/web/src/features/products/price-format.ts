import type { Locale } from '@shop/contract/locale';
import { numberFormat } from '../../lib/i18n/format';
import { PRODUCT_TEXTS } from './texts';

/** Rupees in Indian grouping with paise only when there are any, in the page's language (Latin digits in both). */
const rupees = (locale: Locale, amount: number) => numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);

/**
 * The price a card shows: the selling price, whole rupees that staff set, then '/-', e.g. "₹1,649/-". It is
 * exactly the unit price charged; paise would be printed rather than rounded away (the server never sends any).
 */
export function formatCardPrice(finalPriceRupees: number, locale: Locale = 'en'): string {
  return `₹${rupees(locale, finalPriceRupees)}/-`;
}

/** A variant's price beside its size, without '/-', so it does not repeat the price block. */
export function formatVariantPrice(finalPriceRupees: number, locale: Locale = 'en'): string {
  return `₹${rupees(locale, finalPriceRupees)}`;
}

/** The M.R.P. as printed on the pack: paise only when there are any, e.g. "₹649" or "₹649.50". */
export function formatMrp(priceRupees: number, locale: Locale = 'en'): string {
  return `₹${rupees(locale, priceRupees)}`;
}

/** 'N% OFF' (the server's offer, never more than the real saving), or null when the product has no offer. */
export function offerLabel(offerPercent: number, locale: Locale = 'en'): string | null {
  return offerPercent > 0 ? PRODUCT_TEXTS[locale].offer(offerPercent) : null;
}

/** How much the customer saves against the M.R.P., in whole rupees, never more than the real saving. */
export function savingsRupees(priceRupees: number, finalPriceRupees: number): number {
  return Math.max(0, Math.floor(Math.round((priceRupees - finalPriceRupees) * 100) / 100));
}


import { paiseToRupees } from '@shop/pricing/money';
import { DEFAULT_LOCALE, type Locale } from '@shop/contract/locale';
import { formatMoney } from './i18n/format';

/** An amount in rupees as the shop shows it: two decimals, e.g. "₹1,649.25" (SPEC.md §9), in the page's language. */
export function formatRupees(rupees: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatMoney(locale, rupees);
}

/** An amount in paise, shown in rupees: 164925 → "₹1,649.25". */
export function formatPaise(paise: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatRupees(paiseToRupees(paise), locale);
}

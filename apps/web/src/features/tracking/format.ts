import type { Locale } from '@shop/contract/locale';
import { dateFormat } from '../../lib/i18n/format';
import { documentLocale } from '../../lib/i18n/texts';
import type { OrderStatus } from '@shop/contract/orders';
import { RETURN_REASONS } from '@shop/contract/tracking';
import { TRACKING_TEXTS, TRACKING_UI_TEXTS } from './texts';

// Orders are placed and delivered in India: times read in Indian Standard Time wherever the customer is.
const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' };
const DATE_ONLY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment such as "12 Jun 2025, 3:45 pm" ("12 जून 2025, 3:45 pm"), or 'N/A', in the page's language. */
export function formatDateTime(iso: string | null | undefined, locale: Locale = documentLocale()): string {
  const date = valid(iso);
  return date ? dateFormat(locale, DATE_TIME).format(date) : TRACKING_TEXTS[locale].notAvailable;
}

/** A day such as "12 Jun 2025", or 'N/A'. */
export function formatDate(iso: string | null | undefined, locale: Locale = documentLocale()): string {
  const date = valid(iso);
  return date ? dateFormat(locale, DATE_ONLY).format(date) : TRACKING_TEXTS[locale].notAvailable;
}

/** A value that may be missing, shown as 'N/A' then (SPEC.md §2 Order tracking). */
export function orNotAvailable(value: string | null | undefined, locale: Locale = documentLocale()): string {
  return value?.trim() ? value : TRACKING_TEXTS[locale].notAvailable;
}

/** An item's name, or 'Unnamed Product' (SPEC.md §2 Order tracking). */
export function itemName(name: string | null | undefined, locale: Locale = documentLocale()): string {
  return name?.trim() ? name : TRACKING_TEXTS[locale].unnamedProduct;
}

/** An order status's name: the server's words on an English page (SPEC.md §2), the status's own Hindi on a Hindi page. */
export function statusName(code: OrderStatus, serverLabel: string | null | undefined, locale: Locale = documentLocale()): string {
  if (locale === 'en' && serverLabel) return serverLabel;
  return TRACKING_UI_TEXTS[locale].statuses[code];
}

/** A return reason as the customer chose it (stored in English, the contract's value) in the page's language. */
export function returnReasonName(reason: string, locale: Locale = documentLocale()): string {
  const index = RETURN_REASONS.indexOf(reason as (typeof RETURN_REASONS)[number]);
  return index < 0 ? reason : (TRACKING_TEXTS[locale].returnReasons[index] ?? reason);
}

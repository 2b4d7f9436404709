import { TRACKING_TEXT } from './texts';

// Orders are placed and delivered in India: times read in Indian Standard Time wherever the customer is.
const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment such as "12 Jun 2025, 3:45 pm", or 'N/A'. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? dateTime.format(date) : TRACKING_TEXT.notAvailable;
}

/** A day such as "12 Jun 2025", or 'N/A'. */
export function formatDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? dateOnly.format(date) : TRACKING_TEXT.notAvailable;
}

/** A value that may be missing, shown as 'N/A' then (SPEC.md §2 Order tracking). */
export function orNotAvailable(value: string | null | undefined): string {
  return value?.trim() ? value : TRACKING_TEXT.notAvailable;
}

/** An item's name, or 'Unnamed Product' (SPEC.md §2 Order tracking). */
export function itemName(name: string | null | undefined): string {
  return name?.trim() ? name : TRACKING_TEXT.unnamedProduct;
}

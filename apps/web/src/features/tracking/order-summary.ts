import type { Order } from '@shop/contract/orders';
import { itemName } from './format';
import { TRACKING_UI_TEXTS } from './texts';
import { textsOfDocument } from '../../lib/i18n/texts';

const SHOWN_ITEMS = 2;

/** A one-line summary of an order's items: the first two with quantities, then "and N more". */
export function itemSummary(items: Pick<Order['items'][number], 'name' | 'quantity'>[]): string {
  const shown = items.slice(0, SHOWN_ITEMS).map((item) => `${itemName(item.name)} × ${item.quantity}`);
  const rest = items.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} ${textsOfDocument(TRACKING_UI_TEXTS).moreItems(rest)}` : shown.join(', ');
}

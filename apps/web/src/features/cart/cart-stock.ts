import type { CartItem } from './cart-slice';
import { DEFAULT_LOCALE, type Locale } from '@shop/contract/locale';
import { defineTexts } from '../../lib/i18n/texts';

/** What the stock says about one cart line, from the server's stock state of its product. */
export type LineStock = { kind: 'ok' } | { kind: 'soldOut' } | { kind: 'tooMany'; unitsLeft: number };

/** The words the cart and checkout use about stock. */
export const STOCK_TEXTS = defineTexts(
  {
    soldOut: 'Sold out: remove it to continue',
    tooMany: (unitsLeft: number) => `Only ${unitsLeft} left: lower the quantity to continue`,
    blocked: 'Some items in your bag are sold out or above the stock left. Update your bag to continue.',
    fixBag: 'Update bag',
  },
  {
    soldOut: 'स्टॉक खत्म: आगे बढ़ने के लिए इसे हटाएँ',
    tooMany: (unitsLeft) => `सिर्फ़ ${unitsLeft} बचे हैं: आगे बढ़ने के लिए मात्रा घटाएँ`,
    blocked: 'आपके बैग के कुछ आइटम स्टॉक में नहीं हैं या बचे स्टॉक से ज़्यादा हैं। आगे बढ़ने के लिए अपना बैग अपडेट करें।',
    fixBag: 'बैग अपडेट करें',
  },
);

/** Whether this line can be ordered as it is: sold out, above the units left, or fine (also when nothing is known). */
export function lineStock(item: CartItem): LineStock {
  const { inStock, unitsLeft } = item.productId;
  if (inStock === false) return { kind: 'soldOut' };
  if (typeof unitsLeft === 'number' && item.quantity > unitsLeft) return unitsLeft > 0 ? { kind: 'tooMany', unitsLeft } : { kind: 'soldOut' };
  return { kind: 'ok' };
}

/** True when some line cannot be ordered as it is: checkout does not go on to payment. */
export function cartBlockedByStock(items: readonly CartItem[]): boolean {
  return items.some((item) => lineStock(item).kind !== 'ok');
}

/** The line's stock problem in words, or null. */
export function lineStockText(stock: LineStock, locale: Locale = DEFAULT_LOCALE): string | null {
  const STOCK_TEXT = STOCK_TEXTS[locale];
  if (stock.kind === 'soldOut') return STOCK_TEXT.soldOut;
  if (stock.kind === 'tooMany') return STOCK_TEXT.tooMany(stock.unitsLeft);
  return null;
}

import { assertPaise } from './money';

/** Price after the product's own offer, rounded to the nearest paisa (half up). */
export function discountedPricePaise(mrpPaise: number, offerPercent: number): number {
  assertPaise(mrpPaise);
  if (!Number.isInteger(offerPercent) || offerPercent < 0 || offerPercent > 100) {
    throw new RangeError(`Offer must be a whole percent from 0 to 100: ${offerPercent}`);
  }
  return Math.round((mrpPaise * (100 - offerPercent)) / 100);
}

/** The whole-rupee price a product card shows before '/-'. */
export function cardPriceRupees(finalPriceRupees: number): number {
  return Math.round(finalPriceRupees);
}

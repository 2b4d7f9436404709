import { assertPaise } from './money';

/**
 * Selling prices are whole rupees that staff set (DESIGN.md §4): the price a card shows is the price charged, and a
 * cash amount needs no paise. The M.R.P. is what the pack says (it may have paise); the offer % is shown from the
 * two and never claims more discount than there is.
 */

export const PAISE_PER_RUPEE = 100;

/** True for a whole number of rupees, in paise. */
export function isWholeRupees(paise: number): boolean {
  return Number.isSafeInteger(paise) && paise % PAISE_PER_RUPEE === 0;
}

/** An amount in paise, rounded down to a whole rupee. */
export function floorToRupee(paise: number): number {
  assertPaise(paise);
  return Math.floor(paise / PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
}

/** An amount in paise, rounded to the nearest whole rupee (50 paise go up). */
export function roundToRupee(paise: number): number {
  assertPaise(paise);
  return Math.floor((paise + PAISE_PER_RUPEE / 2) / PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
}

/** Checks a selling price: a whole number of rupees, more than ₹0 and not above the M.R.P. */
export function assertSellingPrice(mrpPaise: number, sellingPricePaise: number): void {
  assertPaise(mrpPaise);
  if (!isWholeRupees(sellingPricePaise)) throw new RangeError(`A selling price is a whole number of rupees: ${sellingPricePaise} paise`);
  if (sellingPricePaise <= 0 || sellingPricePaise > mrpPaise) throw new RangeError(`A selling price is more than ₹0 and at most the M.R.P.: ${sellingPricePaise} of ${mrpPaise} paise`);
}

/**
 * The offer % shown beside a price: what the selling price takes off the M.R.P., rounded down to a whole percent,
 * so "15% OFF" is never more than the customer really saves. 0 when there is no discount.
 */
export function offerPercentOf(mrpPaise: number, sellingPricePaise: number): number {
  assertPaise(mrpPaise);
  assertPaise(sellingPricePaise);
  if (mrpPaise <= 0 || sellingPricePaise >= mrpPaise) return 0;
  return Math.floor(((mrpPaise - Math.max(0, sellingPricePaise)) * 100) / mrpPaise);
}

/**
 * The selling price an offer % gives, for clients that still send a percentage: the M.R.P. less the offer,
 * rounded down to a whole rupee (the customer saves at least the offer, and the offer shown stays what was set),
 * and never below ₹1. Null when the M.R.P. is under ₹1 (no whole-rupee price fits under it).
 */
export function sellingPriceForOffer(mrpPaise: number, offerPercent: number): number | null {
  assertPaise(mrpPaise);
  if (!Number.isInteger(offerPercent) || offerPercent < 0 || offerPercent > 100) {
    throw new RangeError(`Offer must be a whole percent from 0 to 100: ${offerPercent}`);
  }
  if (mrpPaise < PAISE_PER_RUPEE) return null;
  return Math.max(PAISE_PER_RUPEE, floorToRupee(Math.floor((mrpPaise * (100 - offerPercent)) / 100)));
}

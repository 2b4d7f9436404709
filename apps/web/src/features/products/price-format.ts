import { cardPriceRupees } from '@shop/pricing/product';

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesWithPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** The price a card shows: the discounted price rounded to a whole rupee, then '/-', e.g. "₹1,649/-". */
export function formatCardPrice(finalPriceRupees: number): string {
  return `₹${wholeRupees.format(cardPriceRupees(finalPriceRupees))}/-`;
}

/** A variant's price beside its size: whole rupees without '/-', so it does not repeat the price block. */
export function formatVariantPrice(finalPriceRupees: number): string {
  return `₹${wholeRupees.format(cardPriceRupees(finalPriceRupees))}`;
}

/** The M.R.P. as printed on the pack: paise only when there are any, e.g. "₹649" or "₹649.50". */
export function formatMrp(priceRupees: number): string {
  return `₹${rupeesWithPaise.format(priceRupees)}`;
}

/** 'N% OFF', or null when the product has no offer. */
export function offerLabel(offerPercent: number): string | null {
  return offerPercent > 0 ? `${offerPercent}% OFF` : null;
}

/** How much the customer saves against the M.R.P., in whole rupees as the card rounds it. */
export function savingsRupees(priceRupees: number, finalPriceRupees: number): number {
  return Math.max(0, Math.round(priceRupees) - cardPriceRupees(finalPriceRupees));
}

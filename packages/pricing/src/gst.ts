import type { SupplyType } from '@shop/contract/invoices';
import { assertPaise } from './money';

/**
 * GST on a tax invoice. Prices are GST-inclusive: what a line costs the customer is split into its taxable value
 * and its tax, never added to. Each line is rounded to the paisa once, and its tax is what is left of the line
 * after its taxable value, so every line, and therefore every total, adds up exactly to what was paid.
 */

export interface TaxLineInput {
  /** What the line costs after the product's own offer (unit price × quantity), GST included, in paise. */
  grossPaise: number;
  /** GST rate in basis points: 500 is 5%. */
  rateBp: number;
}

/** The amounts of a line, or of a whole document when added up. */
export interface TaxTotals {
  grossPaise: number;
  /** The share of the order's coupon discount. */
  discountPaise: number;
  /** Taxable value: the amount after the discount, without its tax. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value plus tax: what the customer paid. */
  totalPaise: number;
}

export interface TaxLine extends TaxTotals {
  rateBp: number;
}

const BP_PER_WHOLE = 10_000;

/**
 * Shares `amountPaise` out over `weights` in proportion, in whole paise, summing exactly to the amount: each gets
 * the floor of its exact share, and the paise left over go one each to the largest fractional parts, ties to the
 * earlier line. No share exceeds its weight when the amount does not exceed their sum.
 */
export function allocateProportionally(amountPaise: number, weights: readonly number[]): number[] {
  assertPaise(amountPaise);
  weights.forEach(assertPaise);
  if (amountPaise < 0 || weights.some((w) => w < 0)) throw new RangeError('Amounts and weights cannot be negative');
  const total = weights.reduce((n, w) => n + w, 0);
  if (amountPaise === 0) return weights.map(() => 0);
  if (total === 0) throw new RangeError('Nothing to allocate a discount over');
  // BigInt: amount × weight can pass 2^53 for large orders.
  const exact = weights.map((w) => BigInt(amountPaise) * BigInt(w));
  const shares = exact.map((e) => Number(e / BigInt(total)));
  const remainders = exact.map((e, i) => ({ i, r: e % BigInt(total) }));
  let left = amountPaise - shares.reduce((n, s) => n + s, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** Taxable value of a GST-inclusive amount: amount × 10000 / (10000 + rate), rounded half up to the paisa. */
export function taxableValuePaise(inclusivePaise: number, rateBp: number): number {
  assertPaise(inclusivePaise);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > BP_PER_WHOLE) throw new RangeError(`Not a GST rate in basis points: ${rateBp}`);
  const numerator = BigInt(inclusivePaise) * BigInt(BP_PER_WHOLE);
  const denominator = BigInt(BP_PER_WHOLE + rateBp);
  // Half up: floor((2n + d) / 2d).
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * Splits a line's tax: CGST and SGST take half each within the seller's state (an odd paisa goes to CGST, so the
 * two never differ by more than one paisa and always add up to the tax), IGST takes all of it across states.
 */
export function splitTax(taxPaise: number, supply: SupplyType): Pick<TaxLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'> {
  if (supply === 'inter') return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/**
 * The tax lines of an invoice: the order's coupon discount is taken off before tax, shared over the lines in
 * proportion to their amounts; then each line's taxable value and tax. The lines' totals add up to the sum of
 * the gross amounts less the discount: the amount paid.
 */
export function taxLines(lines: readonly TaxLineInput[], discountPaise: number, supply: SupplyType): TaxLine[] {
  const gross = lines.map((l) => l.grossPaise);
  const grossTotal = gross.reduce((n, g) => n + g, 0);
  if (discountPaise > grossTotal) throw new RangeError(`A discount of ${discountPaise} paise is more than the ${grossTotal} paise it applies to`);
  const discounts = allocateProportionally(discountPaise, gross);
  return lines.map((line, i) => {
    const discount = discounts[i]!;
    const totalPaise = line.grossPaise - discount;
    const taxablePaise = taxableValuePaise(totalPaise, line.rateBp);
    return { grossPaise: line.grossPaise, rateBp: line.rateBp, discountPaise: discount, taxablePaise, ...splitTax(totalPaise - taxablePaise, supply), totalPaise };
  });
}

/** Column sums of tax lines. */
export function taxTotals(lines: readonly TaxLine[]): TaxTotals {
  const sum = (pick: (l: TaxLine) => number) => lines.reduce((n, l) => n + pick(l), 0);
  return {
    grossPaise: sum((l) => l.grossPaise),
    discountPaise: sum((l) => l.discountPaise),
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** A whole number in words the Indian way: thousand, lakh (1,00,000), crore (1,00,00,000). */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const rest = n % 10_000_000;
  const parts = [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    Math.floor(rest / 100_000) ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : '',
    Math.floor((rest % 100_000) / 1000) ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand` : '',
    belowThousand(rest % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/** An amount for the invoice's "amount in words": 'Rupees One Lakh Twenty Three and Forty Five Paise Only'. */
export function rupeesInWords(paise: number): string {
  assertPaise(paise);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianNumberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

/** What a credit note gives back of one invoice line: its taxable value, each tax and the total. */
export type CreditLine = Pick<TaxLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>;

/** What is left to credit of one invoice line: the invoice's line less every credit note already issued against it. */
export type CreditableLine = CreditLine & Pick<TaxLine, 'rateBp'>;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The lines of a credit note for `amountPaise` (GST included) of an invoice, given what is left to credit of each of
 * its lines. The amount is shared over the lines in proportion to what is left of them; each share is split into
 * taxable value and tax at its line's rate, and the tax as on the invoice (CGST + SGST, or IGST). A share that is all
 * that is left of its line credits exactly that remainder, so the credit notes of an invoice, however many, add up
 * to the invoice to the paisa in every column; no share ever takes more of a column than is left of it.
 */
export function creditNoteLines(left: readonly CreditableLine[], amountPaise: number, supply: SupplyType): CreditLine[] {
  const leftTotal = left.reduce((n, l) => n + l.totalPaise, 0);
  if (amountPaise > leftTotal) throw new RangeError(`A credit of ${amountPaise} paise is more than the ${leftTotal} paise left to credit`);
  const shares = allocateProportionally(amountPaise, left.map((l) => l.totalPaise));
  return left.map((line, i) => {
    const share = shares[i]!;
    if (share === line.totalPaise) return { taxablePaise: line.taxablePaise, cgstPaise: line.cgstPaise, sgstPaise: line.sgstPaise, igstPaise: line.igstPaise, totalPaise: share };
    const taxLeft = line.cgstPaise + line.sgstPaise + line.igstPaise;
    const taxablePaise = clamp(taxableValuePaise(share, line.rateBp), share - taxLeft, line.taxablePaise);
    const tax = share - taxablePaise;
    if (supply === 'inter') return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise: share };
    const cgstPaise = clamp(splitTax(tax, 'intra').cgstPaise, tax - line.sgstPaise, line.cgstPaise);
    return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0, totalPaise: share };
  });
}

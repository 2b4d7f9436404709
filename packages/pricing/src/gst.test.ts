import { describe, expect, it } from 'vitest';
import type { SupplyType } from '@shop/contract/invoices';
import { allocateProportionally, creditNoteLines, indianNumberInWords, rupeesInWords, splitTax, taxableValuePaise, taxLines, taxTotals } from './gst';
import { priceOrder } from './order';

describe('taxableValuePaise', () => {
  // Each GST-inclusive amount (paise) at a rate (basis points), its value before tax, half up to the paisa, and why.
  it.each([
    { paise: 59415, rateBp: 500, taxable: 56586, why: '₹594.15 at 5%: 59415 / 1.05 = 56585.714… → 56586' },
    { paise: 35910, rateBp: 1800, taxable: 30432, why: '₹359.10 at 18%: 35910 / 1.18 = 30432.20… → 30432' },
    { paise: 105, rateBp: 500, taxable: 100, why: '105 paise at 5%: exactly 100' },
    { paise: 21, rateBp: 500, taxable: 20, why: '21 paise at 5%: 20 exactly' },
    { paise: 31, rateBp: 500, taxable: 30, why: '31 paise at 5%: 29.52… → 30' },
    { paise: 0, rateBp: 1800, taxable: 0, why: 'nothing is nothing' },
    { paise: 12345, rateBp: 0, taxable: 12345, why: 'no tax at 0%' },
    { paise: 10025, rateBp: 25, taxable: 10000, why: '0.25%: 10025 / 1.0025 = 10000' },
  ])('takes the tax out of a GST-inclusive amount: $why', ({ paise, rateBp, taxable }) => {
    expect(taxableValuePaise(paise, rateBp)).toBe(taxable);
  });

  it('refuses rates that are not whole basis points', () => {
    expect(() => taxableValuePaise(100, 2.5)).toThrow(RangeError);
    expect(() => taxableValuePaise(100, -100)).toThrow(RangeError);
    expect(() => taxableValuePaise(1.5, 500)).toThrow(RangeError);
  });
});

describe('splitTax', () => {
  it('halves tax into CGST and SGST within the state, the odd paisa to CGST; IGST across states', () => {
    expect(splitTax(2829, 'intra')).toEqual({ cgstPaise: 1415, sgstPaise: 1414, igstPaise: 0 });
    expect(splitTax(2830, 'intra')).toEqual({ cgstPaise: 1415, sgstPaise: 1415, igstPaise: 0 });
    expect(splitTax(2829, 'inter')).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 2829 });
    expect(splitTax(0, 'intra')).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });
});

describe('allocateProportionally', () => {
  it('shares an amount in proportion, summing exactly, leftover paise to the largest remainders', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10000, [59415, 35910])).toEqual([6233, 3767]);
    expect(allocateProportionally(0, [5, 7])).toEqual([0, 0]);
    expect(allocateProportionally(12, [12, 0])).toEqual([12, 0]);
  });

  it('ties go to the earlier line, so the same basket always gets the same shares', () => {
    expect(allocateProportionally(1, [50, 50])).toEqual([1, 0]);
    expect(allocateProportionally(2, [30, 30, 30])).toEqual([1, 1, 0]);
  });

  it('refuses what it cannot share', () => {
    expect(() => allocateProportionally(5, [0, 0])).toThrow(RangeError);
    expect(() => allocateProportionally(-1, [5])).toThrow(RangeError);
  });
});

describe('taxLines', () => {
  // Lavender 5 kg at ₹594.15 × 2 (5%), scoop ₹359.10 (18%)
  const basket = [
    { grossPaise: 118830, rateBp: 500 },
    { grossPaise: 35910, rateBp: 1800 },
  ];

  it('within the seller state: taxable value, CGST and SGST per line', () => {
    const lines = taxLines(basket, 0, 'intra');
    expect(lines[0]).toEqual({ grossPaise: 118830, rateBp: 500, discountPaise: 0, taxablePaise: 113171, cgstPaise: 2830, sgstPaise: 2829, igstPaise: 0, totalPaise: 118830 });
    expect(lines[1]).toEqual({ grossPaise: 35910, rateBp: 1800, discountPaise: 0, taxablePaise: 30432, cgstPaise: 2739, sgstPaise: 2739, igstPaise: 0, totalPaise: 35910 });
    expect(taxTotals(lines)).toMatchObject({ taxablePaise: 143603, cgstPaise: 5569, sgstPaise: 5568, igstPaise: 0, totalPaise: 154740 });
  });

  it('across states: IGST only, same taxable values', () => {
    const lines = taxLines(basket, 0, 'inter');
    expect(lines.map((l) => [l.taxablePaise, l.igstPaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [113171, 5659, 0, 0],
      [30432, 5478, 0, 0],
    ]);
  });

  it('a coupon is taken off before tax, shared over the lines in proportion', () => {
    const lines = taxLines(basket, 10000, 'inter');
    expect(lines.map((l) => l.discountPaise)).toEqual([7679, 2321]);
    // (118830 − 7679) / 1.05 = 105858.09… → 105858
    expect(lines[0]).toMatchObject({ taxablePaise: 105858, igstPaise: 111151 - 105858, totalPaise: 111151 });
    expect(taxTotals(lines).totalPaise).toBe(154740 - 10000);
  });

  it('a discount of the whole amount leaves nothing taxable; more than the whole is refused', () => {
    const lines = taxLines(basket, 154740, 'intra');
    expect(taxTotals(lines)).toMatchObject({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, totalPaise: 0 });
    expect(() => taxLines(basket, 154741, 'intra')).toThrow(RangeError);
  });

  it('free lines (₹0) carry no tax and take no discount', () => {
    const lines = taxLines([{ grossPaise: 59415, rateBp: 500 }, { grossPaise: 0, rateBp: 500 }], 5000, 'intra');
    expect(lines[1]).toMatchObject({ discountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, totalPaise: 0 });
  });

  it('over many random baskets: every line and every total adds up to the amount paid, to the paisa', () => {
    // A small deterministic generator, so a failure can be replayed.
    let seed = 20260401;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const rates = [0, 25, 300, 500, 1200, 1800, 2800, 4000];
    for (let round = 0; round < 1000; round += 1) {
      const basketSize = 1 + random(6);
      const lines = Array.from({ length: basketSize }, () => ({ grossPaise: random(5) === 0 ? random(100) : random(1_000_000), rateBp: rates[random(rates.length)]! }));
      const gross = lines.reduce((n, l) => n + l.grossPaise, 0);
      const discount = gross === 0 ? 0 : random(4) === 0 ? gross : random(gross + 1);
      const supply: SupplyType = random(2) === 0 ? 'intra' : 'inter';
      const taxed = taxLines(lines, discount, supply);
      const totals = taxTotals(taxed);
      expect(totals.totalPaise).toBe(gross - discount);
      expect(totals.discountPaise).toBe(discount);
      expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(gross - discount);
      for (const l of taxed) {
        expect(Number.isInteger(l.taxablePaise) && Number.isInteger(l.cgstPaise) && Number.isInteger(l.sgstPaise) && Number.isInteger(l.igstPaise)).toBe(true);
        expect(l.discountPaise).toBeGreaterThanOrEqual(0);
        expect(l.discountPaise).toBeLessThanOrEqual(l.grossPaise);
        expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
        // The tax is the rate on the taxable value, within the half paisa of rounding the taxable value.
        const tax = l.cgstPaise + l.sgstPaise + l.igstPaise;
        expect(Math.abs(tax - (l.taxablePaise * l.rateBp) / 10_000)).toBeLessThanOrEqual(0.5 * (1 + l.rateBp / 10_000) + 1e-9);
        if (supply === 'inter') expect(l.cgstPaise + l.sgstPaise).toBe(0);
        else {
          expect(l.igstPaise).toBe(0);
          expect(l.cgstPaise - l.sgstPaise).toBeGreaterThanOrEqual(0);
          expect(l.cgstPaise - l.sgstPaise).toBeLessThanOrEqual(1);
        }
      }
      // A discount share follows the line's amount: a larger line never takes a smaller share (beyond one paisa).
      for (let i = 0; i < taxed.length; i += 1) {
        for (let j = 0; j < taxed.length; j += 1) {
          if (taxed[i]!.grossPaise > taxed[j]!.grossPaise) expect(taxed[i]!.discountPaise + 1).toBeGreaterThanOrEqual(taxed[j]!.discountPaise);
        }
      }
    }
  });
});

describe('creditNoteLines', () => {
  const columns = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;
  const sum = (rows: ReadonlyArray<Record<(typeof columns)[number], number>>, key: (typeof columns)[number]) => rows.reduce((n, r) => n + r[key], 0);

  it('credit notes for parts of an invoice, however many, add up to it to the paisa in every column', () => {
    for (const supply of ['intra', 'inter'] as SupplyType[]) {
      const invoice = taxLines([{ grossPaise: 59400, rateBp: 500 }, { grossPaise: 19900, rateBp: 1800 }, { grossPaise: 33300, rateBp: 1200 }], 7700, supply);
      const left = invoice.map((l) => ({ ...l }));
      const credited: ReturnType<typeof creditNoteLines>[] = [];
      for (const amount of [101, 3333, 29999, 7, 12345]) {
        const note = creditNoteLines(left, amount, supply);
        expect(sum(note, 'totalPaise')).toBe(amount);
        note.forEach((c, i) => {
          expect(c.taxablePaise + c.cgstPaise + c.sgstPaise + c.igstPaise).toBe(c.totalPaise);
          for (const k of columns) {
            expect(c[k]).toBeGreaterThanOrEqual(0);
            left[i]![k] -= c[k];
            expect(left[i]![k]).toBeGreaterThanOrEqual(0);
          }
          if (supply === 'intra') expect(Math.abs(c.cgstPaise - c.sgstPaise)).toBeLessThanOrEqual(1);
        });
        credited.push(note);
      }
      const rest = creditNoteLines(left, sum(left, 'totalPaise'), supply);
      credited.push(rest);
      for (const k of columns) expect(credited.reduce((n, note) => n + sum(note, k), 0)).toBe(sum(invoice, k));
    }
  });

  it('splits a part at the line rate, as the invoice does', () => {
    const [line] = taxLines([{ grossPaise: 59400, rateBp: 500 }], 0, 'intra');
    expect(creditNoteLines([line!], 30000, 'intra')).toEqual([{ taxablePaise: 28571, cgstPaise: 715, sgstPaise: 714, igstPaise: 0, totalPaise: 30000 }]);
    expect(() => creditNoteLines([line!], 59401, 'intra')).toThrow(RangeError);
  });
});

describe('amounts in words', () => {
  it.each([
    [0, 'Zero'],
    [15, 'Fifteen'],
    [594, 'Five Hundred Ninety Four'],
    [1_547, 'One Thousand Five Hundred Forty Seven'],
    [1_23_456, 'One Lakh Twenty Three Thousand Four Hundred Fifty Six'],
    [10_00_00_000, 'Ten Crore'],
    [1_02_03_04_050, 'One Hundred Two Crore Three Lakh Four Thousand Fifty'],
  ] as const)('counts in thousands, lakhs and crores: %d is %s', (n, words) => {
    expect(indianNumberInWords(n)).toBe(words);
  });

  it('writes rupees and paise', () => {
    expect(rupeesInWords(59415)).toBe('Rupees Five Hundred Ninety Four and Fifteen Paise Only');
    expect(rupeesInWords(100000)).toBe('Rupees One Thousand Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });
});

describe('an order of whole-rupee selling prices', () => {
  it('is split into lines whose taxable value and tax add up to the whole rupees paid, within the state and across', () => {
    // Two units at ₹549 (5%) and a scoop at ₹359 (18%), 7% off: ₹1,457 less ₹102 (₹101.99 rounded) is ₹1,355.
    const price = priceOrder(
      [
        { productId: 'litter', mrpPaise: 64900, unitPricePaise: 54900, quantity: 2 },
        { productId: 'scoop', mrpPaise: 39900, unitPricePaise: 35900, quantity: 1 },
      ],
      { type: 'percentage', discountAmountPaise: 0, discountPercent: 7, minOrderAmountPaise: 0, buyQuantity: 0, getQuantity: 0, maxDiscountPaise: null },
    );
    expect(price.totalPaise).toBe(135500);
    const input = [
      { grossPaise: price.lines[0]!.lineTotalPaise, rateBp: 500 },
      { grossPaise: price.lines[1]!.lineTotalPaise, rateBp: 1800 },
    ];
    for (const supply of ['intra', 'inter'] as const) {
      const lines = taxLines(input, price.couponDiscountPaise, supply);
      const totals = taxTotals(lines);
      expect(totals.totalPaise).toBe(135500);
      expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(135500);
      for (const l of lines) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
    }
  });
});

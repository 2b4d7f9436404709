import { describe, expect, it } from 'vitest';
import { financialYearOf, formatInvoiceNumber } from './invoice-number';

describe('financialYearOf', () => {
  it('turns over at midnight of 1 April in India, which is 18:30 UTC on 31 March', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-25T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-01-01T00:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T23:00:00Z'))).toBe('2099-00');
  });
});

describe('formatInvoiceNumber', () => {
  it('fits the 16 characters GST allows', () => {
    expect(formatInvoiceNumber('invoice', '2026-27', 123)).toBe('INV/26-27/000123');
    expect(formatInvoiceNumber('credit_note', '2026-27', 4)).toBe('CRN/26-27/000004');
    expect(formatInvoiceNumber('invoice', '2026-27', 999_999)).toHaveLength(16);
  });

  it('refuses a number the series cannot hold', () => {
    expect(() => formatInvoiceNumber('invoice', '2026-27', 1_000_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('invoice', '2026-27', 0)).toThrow(RangeError);
  });
});

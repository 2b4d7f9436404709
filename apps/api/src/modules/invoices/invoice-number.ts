import { indianDay } from '../../lib/indian-calendar';
import { INVOICE_NUMBER_MAX_LENGTH, INVOICE_PREFIX, INVOICE_SEQUENCE_DIGITS, type InvoiceKind } from '@shop/contract/invoices';

/**
 * The Indian financial year (1 April to 31 March) an instant falls in, on the Indian calendar: '2026-27' from
 * 1 April 2026 00:00 IST (31 March 2026 18:30 UTC) to the end of 31 March 2027 IST.
 */
export function financialYearOf(at: Date): string {
  const [year, month] = indianDay(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'INV/26-27/000123': the series prefix, the financial year in short and the running number, 16 characters. */
export function formatInvoiceNumber(kind: InvoiceKind, financialYear: string, sequence: number): string {
  const digits = String(sequence);
  if (!Number.isInteger(sequence) || sequence < 1 || digits.length > INVOICE_SEQUENCE_DIGITS) throw new RangeError(`Invoice sequence out of range: ${sequence}`);
  const number = `${INVOICE_PREFIX[kind]}/${financialYear.slice(2)}/${digits.padStart(INVOICE_SEQUENCE_DIGITS, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`Invoice number longer than GST allows: ${number}`);
  return number;
}

import type { OrderStatusResponse } from '@shop/contract/tracking';

type Invoice = NonNullable<OrderStatusResponse['invoice']>;
type CreditNote = Invoice['creditNotes'][number];

const ORDER_PATH = '/api/v1/order/ORD-20261201-0001';

/** An order's issued tax invoice, before any refund, as the tests of the customer's and the console's pages show it. */
export const INVOICE: Invoice = { number: 'INV/26-27/000123', issuedAt: '2026-12-01T05:30:00.000Z', url: `${ORDER_PATH}/invoice`, creditNote: null, creditNotes: [] };

/** Credit note number <n> (CRN/26-27/00000<n>) for `amount` rupees, issued the day after the invoice unless said. */
export function creditNoteFixture(n: number, amount: number, reason: string | null, issuedAt = '2026-12-02T05:30:00.000Z'): CreditNote {
  const number = `CRN/26-27/${String(n).padStart(6, '0')}`;
  return { number, issuedAt, url: `${ORDER_PATH}/credit-note/${number.replaceAll('/', '-')}`, amount, reason };
}

/** The invoice with these credit notes; the first is the one the older `creditNote` field names. */
export function invoiceWithCreditNotes(...notes: CreditNote[]): Invoice {
  const [first] = notes;
  return { ...INVOICE, creditNote: first ? { number: first.number, issuedAt: first.issuedAt, url: first.url } : null, creditNotes: notes };
}

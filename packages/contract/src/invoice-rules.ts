/**
 * The words of invoices. Free of the validation library, so the error reasons (error-reasons.ts) can name them without
 * it; invoices.ts re-exports them with the schemas.
 */

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  downloadInvoice: 'Download invoice',
  downloadCreditNote: 'Download credit note',
  /** Each of an order's credit notes, told apart by number. */
  downloadCreditNoteNumbered: (number: string) => `Download credit note ${number}`,
  reprint: 'Reprint invoice',
} as const;

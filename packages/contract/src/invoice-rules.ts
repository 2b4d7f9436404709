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

/**
 * How the Cash on Delivery fee is taxed on the invoice: a service charge on its own line, SAC 9985 99 (other support
 * services) at 18% GST, the shop having no rate of its own for charges. See docs/decisions/026-cod-rules.md.
 */
export const COD_FEE_TAX = { sacCode: '998599', gstRateBp: 1800 } as const;

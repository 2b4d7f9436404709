import { INVOICE_MESSAGES } from '@shop/contract/invoices';
import type { OrderStatusResponse } from '@shop/contract/tracking';
import { TRACKING_UI_TEXT } from '../texts';
import './invoice-links.css';

/** The order's GST tax invoice (and any credit note) as PDFs, once issued; nothing before. */
export function InvoiceLinks({ invoice }: Pick<OrderStatusResponse, 'invoice'>) {
  if (!invoice) return null;
  return (
    <p className="invoice-links">
      <span className="invoice-links__number">{TRACKING_UI_TEXT.invoiceNumber(invoice.number)}</span>
      <a className="invoice-links__link" href={invoice.url} download>
        {INVOICE_MESSAGES.downloadInvoice}
      </a>
      {invoice.creditNote && (
        <a className="invoice-links__link" href={invoice.creditNote.url} download>
          {INVOICE_MESSAGES.downloadCreditNote}
        </a>
      )}
    </p>
  );
}

import { INVOICE_MESSAGES } from '@shop/contract/invoices';
import type { OrderStatusResponse } from '@shop/contract/tracking';
import { formatRupees } from '../../../lib/money';
import { TRACKING_UI_TEXT } from '../texts';
import './invoice-links.css';

/** The order's GST tax invoice and its credit notes (one for each refunded part) as PDFs, once issued; nothing before. */
export function InvoiceLinks({ invoice }: Pick<OrderStatusResponse, 'invoice'>) {
  if (!invoice) return null;
  return (
    <div className="invoice-links">
      <p className="invoice-links__row">
        <span className="invoice-links__number">{TRACKING_UI_TEXT.invoiceNumber(invoice.number)}</span>
        <a className="invoice-links__link" href={invoice.url} download>
          {INVOICE_MESSAGES.downloadInvoice}
        </a>
      </p>
      {invoice.creditNotes.length > 0 && (
        <ul className="invoice-links__notes">
          {invoice.creditNotes.map((note) => (
            <li key={note.number} className="invoice-links__row">
              <span className="invoice-links__number">{TRACKING_UI_TEXT.creditNote(formatRupees(note.amount))}</span>
              <a className="invoice-links__link" href={note.url} download>
                {INVOICE_MESSAGES.downloadCreditNoteNumbered(note.number)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { OrderStatusResponse } from '@shop/contract/tracking';
import { formatRupees } from '../../../lib/money';
import { TRACKING_UI_TEXTS } from '../texts';
import './invoice-links.css';
import { useTexts } from '../../../lib/i18n/texts';

/** The order's GST tax invoice and its credit notes (one for each refunded part) as PDFs, once issued; nothing before. */
export function InvoiceLinks({ invoice }: Pick<OrderStatusResponse, 'invoice'>) {
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  if (!invoice) return null;
  return (
    <div className="invoice-links">
      <p className="invoice-links__row">
        <span className="invoice-links__number">{TRACKING_UI_TEXT.invoiceNumber(invoice.number)}</span>
        <a className="invoice-links__link" href={invoice.url} download>
          {TRACKING_UI_TEXT.invoice.downloadInvoice}
        </a>
      </p>
      {invoice.creditNotes.length > 0 && (
        <ul className="invoice-links__notes">
          {invoice.creditNotes.map((note) => (
            <li key={note.number} className="invoice-links__row">
              <span className="invoice-links__number">{TRACKING_UI_TEXT.creditNote(formatRupees(note.amount))}</span>
              <a className="invoice-links__link" href={note.url} download>
                {TRACKING_UI_TEXT.invoice.downloadCreditNoteNumbered(note.number)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { OrderInvoice } from '@shop/contract/invoices';
import { formatRupees } from '../../../lib/money';
import { formatDateTime } from '../format';
import { Field } from './detail-fields';
import { ORDER_TEXT as T } from './texts-operations';

/**
 * The order's tax invoice and its credit notes (one for each refunded part, or one for the whole): numbers, what each
 * credits and why, and the PDFs to download or reprint (a new tab to print from).
 */
export function InvoicePanel({ invoice }: { invoice: OrderInvoice | null }) {
  if (!invoice) return <p className="ops-muted ops-tight">{T.notInvoiced}</p>;
  return (
    <>
      <dl className="ops-fields">
        <Field label={T.invoiceNumber}>
          <code>{invoice.number}</code>
        </Field>
        <Field label={T.issuedOn}>{formatDateTime(invoice.issuedAt)}</Field>
      </dl>
      <div className="ops-buttons">
        <a className="btn btn-primary btn-small" href={invoice.url} download>
          {T.downloadInvoice}
        </a>
        <a className="btn btn-secondary btn-small" href={invoice.url} target="_blank" rel="noopener">
          {T.reprintInvoice}
        </a>
      </div>
      {invoice.creditNotes.length > 0 ? (
        <section className="ops-credit-notes" aria-label={T.creditNotesHeading}>
          <h3 className="ops-credit-notes__heading">{T.creditNotesHeading}</h3>
          <ul className="ops-credit-notes__list">
            {invoice.creditNotes.map((note) => (
              <li key={note.number} className="ops-credit-note">
                <div className="ops-credit-note__what">
                  <code>{note.number}</code>
                  <span className="ops-credit-note__amount">{formatRupees(note.amount)}</span>
                  <span className="ops-muted">{formatDateTime(note.issuedAt)}</span>
                  {note.reason ? <span className="ops-muted ops-credit-note__reason">{note.reason}</span> : null}
                </div>
                <a className="btn btn-secondary btn-small" href={note.url} download>
                  {T.downloadCreditNoteNumbered(note.number)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

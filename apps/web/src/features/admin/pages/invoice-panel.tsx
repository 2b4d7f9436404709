import type { OrderInvoice } from '@shop/contract/invoices';
import { formatDateTime } from '../format';
import { Field } from './detail-fields';
import { ORDER_TEXT as T } from './texts-operations';

/** The order's tax invoice and any credit note: numbers, and the PDFs to download or reprint (a new tab to print from). */
export function InvoicePanel({ invoice }: { invoice: OrderInvoice | null }) {
  if (!invoice) return <p className="ops-muted ops-tight">{T.notInvoiced}</p>;
  return (
    <>
      <dl className="ops-fields">
        <Field label={T.invoiceNumber}>
          <code>{invoice.number}</code>
        </Field>
        <Field label={T.issuedOn}>{formatDateTime(invoice.issuedAt)}</Field>
        {invoice.creditNote ? (
          <Field label={T.creditNoteNumber}>
            <code>{invoice.creditNote.number}</code> <span className="ops-muted">{formatDateTime(invoice.creditNote.issuedAt)}</span>
          </Field>
        ) : null}
      </dl>
      <div className="ops-buttons">
        <a className="btn btn-primary btn-small" href={invoice.url} download>
          {T.downloadInvoice}
        </a>
        <a className="btn btn-secondary btn-small" href={invoice.url} target="_blank" rel="noopener">
          {T.reprintInvoice}
        </a>
        {invoice.creditNote ? (
          <a className="btn btn-secondary btn-small" href={invoice.creditNote.url} download>
            {T.downloadCreditNote}
          </a>
        ) : null}
      </div>
    </>
  );
}

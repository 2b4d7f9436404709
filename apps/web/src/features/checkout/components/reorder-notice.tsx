import type { Reorder } from '@shop/contract/reminders';
import { useId } from 'react';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocale, useTexts } from '../../../lib/i18n/texts';
import { reorderNotes } from '../reorder';
import { REORDER_TEXTS } from '../reorder-texts';
import './reorder-notice.css';

/**
 * Checkout opened by a refill's one-tap reorder: which order it repeats, the payment choice it keeps, and every line
 * that changed since (sold out, fewer in stock, a new price), said before the customer pays rather than dropped.
 */
export function ReorderNotice({ reorder }: { reorder: Reorder }) {
  const T = useTexts(REORDER_TEXTS);
  const locale = useLocale();
  const headingId = useId();
  const notes = reorderNotes(reorder);
  const money = (rupees: number) => formatMoney(locale, rupees);
  return (
    <section className="card reorder-notice" aria-labelledby={headingId}>
      <h2 id={headingId} className="reorder-notice__title">
        {T.heading(reorder.orderNumber)}
      </h2>
      <p className="reorder-notice__lead">{T.lead}</p>
      <p className="reorder-notice__payment">
        <strong>{T.paymentLabel}:</strong> {T.payment[reorder.paymentMethod]}
      </p>
      {notes.length > 0 ? (
        <ul className="reorder-notice__changes" role="list">
          {notes.map((note) => (
            <li key={`${note.kind}-${note.name}`}>
              {note.kind === 'unavailable' ? T.unavailable(note.name) : note.kind === 'fewer' ? T.fewer(note.name, note.added, note.quantity) : T.price(note.name, money(note.then), money(note.now))}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

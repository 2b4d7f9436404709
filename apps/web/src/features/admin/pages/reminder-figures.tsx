import type { ReminderFigures } from '@shop/contract/reminders';
import { formatRupees } from '../../../lib/money';
import { REMINDERS_TEXT as T } from './texts-reminders';
import './reminders-page.css';

/** The days the console's reminder figures look back. */
export const REMINDER_FIGURE_DAYS = 30;

/** Carts reminded, carts recovered and the revenue recovered. */
export function ReminderFigureList({ figures }: { figures: ReminderFigures }) {
  return (
    <dl className="reminder-figures facts">
      <div>
        <dt>{T.cartsReminded}</dt>
        <dd>{figures.cartsReminded.toLocaleString('en-IN')}</dd>
      </div>
      <div>
        <dt>{T.cartsRecovered}</dt>
        <dd>{figures.cartsRecovered.toLocaleString('en-IN')}</dd>
      </div>
      <div>
        <dt>{T.revenueRecovered}</dt>
        <dd>{formatRupees(figures.revenueRecovered)}</dd>
      </div>
    </dl>
  );
}

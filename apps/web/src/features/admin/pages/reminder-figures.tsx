import type { ReminderFigures } from '@shop/contract/reminders';
import { formatRupees } from '../../../lib/money';
import { REMINDERS_TEXT as T } from './texts-reminders';
import './reminders-page.css';
import { Facts } from '../../../components/facts';

/** The days the console's reminder figures look back. */
export const REMINDER_FIGURE_DAYS = 30;

/** Carts reminded, carts recovered and the revenue recovered. */
export function ReminderFigureList({ figures }: { figures: ReminderFigures }) {
  return (
    <Facts
      className="reminder-figures facts"
      facts={[
        [T.cartsReminded, figures.cartsReminded.toLocaleString('en-IN')],
        [T.cartsRecovered, figures.cartsRecovered.toLocaleString('en-IN')],
        [T.revenueRecovered, formatRupees(figures.revenueRecovered)],
      ]}
    />
  );
}

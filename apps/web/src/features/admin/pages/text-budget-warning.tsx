import type { TextBudgetStatus } from '@shop/contract/admin';
import { Link } from 'react-router';
import { DASHBOARD_TEXT as T } from './texts-operations';

const count = (n: number) => n.toLocaleString('en-IN');

/** Warns staff that the shop-wide message budget is reached: customers' codes are refused until it frees up. */
export function TextBudgetWarning({ texts }: { texts: TextBudgetStatus }) {
  if (!texts.reached) return null;
  return (
    <div role="alert" className="ops-warning">
      <strong>{T.textBudgetHeading}</strong>
      <p>{T.textBudgetReached(`${count(texts.lastHour)} of ${count(texts.hourLimit)}`, `${count(texts.lastDay)} of ${count(texts.dayLimit)}`)}</p>
      <p>
        <Link to="/admin/settings">{T.textBudgetSettings}</Link>
      </p>
    </div>
  );
}

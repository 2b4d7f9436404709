import type { TextBudgetStatus } from '@shop/contract/admin';
import { Link } from 'react-router';
import { DASHBOARD_TEXT as T } from './texts-operations';

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * Warns staff that the shop-wide message budget is reached (customers' codes are refused, order updates wait until it
 * frees up), and how many order updates are waiting.
 */
export function TextBudgetWarning({ texts }: { texts: TextBudgetStatus }) {
  if (!texts.reached && texts.updatesWaiting === 0) return null;
  return (
    <div role="alert" className="ops-warning">
      <strong>{T.textBudgetHeading}</strong>
      {texts.reached ? <p>{T.textBudgetReached(`${count(texts.lastHour)} of ${count(texts.hourLimit)}`, `${count(texts.lastDay)} of ${count(texts.dayLimit)}`)}</p> : null}
      {texts.updatesWaiting > 0 ? <p>{T.updatesWaiting(count(texts.updatesWaiting))}</p> : null}
      <p>
        <Link to="/admin/settings">{T.textBudgetSettings}</Link>
      </p>
    </div>
  );
}

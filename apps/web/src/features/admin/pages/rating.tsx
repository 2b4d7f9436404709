import { OPS_TEXT } from './texts-operations';
import './operations.css';

/** Stars for a 1–5 rating, read out as "4 out of 5". */
export function Rating({ value }: { value: number }) {
  return (
    <span className="ops-rating" role="img" aria-label={OPS_TEXT.rating(value)}>
      {'★'.repeat(value)}
      <span className="ops-rating__empty">{'★'.repeat(Math.max(0, 5 - value))}</span>
    </span>
  );
}

import type { CSSProperties } from 'react';
import { STAMPS_PER_ROW, stampColumns, stamps } from '../loyalty-progress';
import { LOYALTY_UI_TEXT } from '../texts';
import './paw-stamps.css';

function Paw() {
  return (
    <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
      <ellipse cx="12" cy="15.5" rx="4.6" ry="3.9" />
      <ellipse cx="5.6" cy="10.4" rx="1.9" ry="2.4" transform="rotate(-18 5.6 10.4)" />
      <ellipse cx="9.2" cy="6.6" rx="1.9" ry="2.5" transform="rotate(-6 9.2 6.6)" />
      <ellipse cx="14.8" cy="6.6" rx="1.9" ry="2.5" transform="rotate(6 14.8 6.6)" />
      <ellipse cx="18.4" cy="10.4" rx="1.9" ry="2.4" transform="rotate(18 18.4 10.4)" />
    </svg>
  );
}

/**
 * The stamp card: one paw per order of the target, the collected ones filled in. Rows are even for any target: the
 * columns for a narrow and a wide card are worked out from the target alone, and CSS picks one by the card's width.
 */
export function PawStamps({ count, target }: { count: number; target: number }) {
  const card = stamps(count, target);
  const collected = card.filter(Boolean).length;
  const columns = {
    '--stamp-columns-narrow': stampColumns(card.length, STAMPS_PER_ROW.narrow),
    '--stamp-columns-wide': stampColumns(card.length, STAMPS_PER_ROW.wide),
  } as CSSProperties;
  return (
    <div className="paw-stamps" role="img" aria-label={LOYALTY_UI_TEXT.stampsLabel(collected, card.length)}>
      <div className="paw-stamps__rows" style={columns}>
        {card.map((isCollected, index) => (
          <span key={index} className={`paw-stamps__stamp${isCollected ? ' paw-stamps__stamp--collected' : ''}`} data-collected={isCollected}>
            <Paw />
            <span className="paw-stamps__number" aria-hidden="true">
              {index + 1}
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}

import type { CSSProperties } from 'react';
import { PawIcon } from '../../../components/paw-print';
import { STAMPS_PER_ROW, stampColumns, stamps } from '../loyalty-progress';
import { LOYALTY_UI_TEXTS } from '../texts';
import './paw-stamps.css';
import { useTexts } from '../../../lib/i18n/texts';

/**
 * The stamp card: one paw per order of the target, the collected ones filled in. Rows are even for any target: the
 * columns for a narrow and a wide card are worked out from the target alone, and CSS picks one by the card's width.
 */
export function PawStamps({ count, target }: { count: number; target: number }) {
  const LOYALTY_UI_TEXT = useTexts(LOYALTY_UI_TEXTS);
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
            <PawIcon size={36} />
            <span className="paw-stamps__number" aria-hidden="true">
              {index + 1}
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}

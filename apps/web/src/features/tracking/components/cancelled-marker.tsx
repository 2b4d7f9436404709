import { formatDateTime } from '../format';
import { TRACKING_TEXTS, TRACKING_UI_TEXTS } from '../texts';
import './cancelled-marker.css';
import { useTexts } from '../../../lib/i18n/texts';

/** What a cancelled order shows instead of the timeline: one red CANCELLED marker (SPEC.md §4). */
export function CancelledMarker({ at }: { at: string | null }) {
  const TRACKING_TEXT = useTexts(TRACKING_TEXTS);
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  return (
    <div className="cancelled-marker">
      <span className="cancelled-marker__dot" aria-hidden="true">
        <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
          <path d="m4 4 8 8M12 4l-8 8" />
        </svg>
      </span>
      <span className="cancelled-marker__text">
        <strong className="cancelled-marker__label">{TRACKING_TEXT.cancelledMarker}</strong>
        {at && (
          <time className="cancelled-marker__time" dateTime={at}>
            {TRACKING_UI_TEXT.cancelledOn(formatDateTime(at))}
          </time>
        )}
      </span>
    </div>
  );
}

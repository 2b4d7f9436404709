import type { CSSProperties } from 'react';
import type { OrderStatusResponse } from '@shop/contract/tracking';
import { formatDateTime } from '../format';
import { TRACKING_UI_TEXTS } from '../texts';
import { progressOf, timelineSteps, type TrackedStatus } from '../timeline';
import './tracking-timeline.css';
import { useTexts } from '../../../lib/i18n/texts';

interface Props {
  /** The order's status, or 'pending' while it loads. */
  status: TrackedStatus;
  history?: OrderStatusResponse['history'];
}

/**
 * The vertical timeline of an order (SPEC.md §2, §4): every step from placed to delivered, the ones up to and
 * including the current status highlighted with the time they happened, beside a bar filled per ORDER_STATUS_PROGRESS.
 */
export function TrackingTimeline({ status, history = [] }: Props) {
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  const progress = progressOf(status);
  const steps = timelineSteps(status, history);
  const current = steps.find((s) => s.current);
  return (
    <div className="tracking-timeline">
      <div
        className="tracking-timeline__track"
        role="progressbar"
        aria-label={TRACKING_UI_TEXT.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={current ? `${progress}%, ${TRACKING_UI_TEXT.statuses[current.status]}` : `${progress}%`}
      >
        <div className="tracking-timeline__fill" style={{ '--tracking-fill': `${progress}%` } as CSSProperties} />
      </div>
      <ol className="tracking-timeline__steps">
        {steps.map((step) => {
          const state = step.current ? 'current' : step.reached ? 'done' : 'todo';
          return (
            <li key={step.status} className={`tracking-timeline__step tracking-timeline__step--${state}`} data-state={state} aria-current={step.current ? 'step' : undefined}>
              <span className="tracking-timeline__dot" aria-hidden="true">
                {step.reached && (
                  <svg viewBox="0 0 16 16" width="12" height="12" focusable="false">
                    <path d="m3.5 8.5 3 3 6-7" />
                  </svg>
                )}
              </span>
              <span className="tracking-timeline__text">
                <span className="tracking-timeline__label">
                  {TRACKING_UI_TEXT.statuses[step.status]}
                  <span className="visually-hidden">
                    {', '}
                    {step.current ? TRACKING_UI_TEXT.stepCurrent : step.reached ? TRACKING_UI_TEXT.stepDone : TRACKING_UI_TEXT.stepPending}
                  </span>
                </span>
                {step.at && (
                  <time className="tracking-timeline__time" dateTime={step.at}>
                    {formatDateTime(step.at)}
                  </time>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

import type { UndeliveredStatus } from '@shop/contract/orders';
import { Link } from 'react-router';
import { formatDateTime } from '../format';
import { TRACKING_UI_TEXTS } from '../texts';
import './undelivered-marker.css';
import { useTexts } from '../../../lib/i18n/texts';

interface Props {
  status: UndeliveredStatus;
  label: string;
  /** The server's plain words: what happened to the parcel and to the customer's money. */
  message: string | null;
  /** When the order reached this status, if the history records it. */
  at: string | null;
}

/**
 * What a parcel that did not reach the customer shows instead of the timeline: on its way back to us, back with us, or
 * lost, in the server's words, with the way to ask about it.
 */
export function UndeliveredMarker({ status, label, message, at }: Props) {
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  return (
    <div className={`undelivered-marker undelivered-marker--${status === 'rto_initiated' ? 'returning' : 'final'}`}>
      <span className="undelivered-marker__dot" aria-hidden="true">
        <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
          {status === 'lost' ? <path d="M8 3.5v5.5M8 11.5v1" /> : <path d="M13 8H3.5M7 4.5 3.5 8 7 11.5" />}
        </svg>
      </span>
      <span className="undelivered-marker__text">
        <strong className="undelivered-marker__label">{label}</strong>
        {message ? <span className="undelivered-marker__message">{message}</span> : null}
        {at ? (
          <time className="undelivered-marker__time" dateTime={at}>
            {TRACKING_UI_TEXT.undeliveredSince(formatDateTime(at))}
          </time>
        ) : null}
        <span className="undelivered-marker__help">
          {TRACKING_UI_TEXT.undeliveredHelp} <Link to="/contact-us">{TRACKING_UI_TEXT.contactUs}</Link>
        </span>
      </span>
    </div>
  );
}

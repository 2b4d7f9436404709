import { Link } from 'react-router';
import { defineTexts, useTexts } from '../lib/i18n/texts';
import { trackPath } from '../lib/track-path';

const TRACK_ORDER_TEXTS = defineTexts({ trackOrder: 'Track your order' }, { trackOrder: 'अपना ऑर्डर ट्रैक करें' });

/** 'Track your order': a link to the tracking page of an order, by its ORD-… number. */
export function TrackOrderLink({ customOrderId, className = 'btn btn-secondary' }: { customOrderId: string; className?: string }) {
  const TRACK_ORDER_TEXT = useTexts(TRACK_ORDER_TEXTS);
  return (
    <Link to={trackPath(customOrderId)} className={className}>
      {TRACK_ORDER_TEXT.trackOrder}
    </Link>
  );
}

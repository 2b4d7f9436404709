import { Link } from 'react-router';
import { trackPath } from '../format';
import { TRACKING_UI_TEXT } from '../texts';

/** 'Track your order': a link to the tracking page of an order, by its ORD-… number. */
export function TrackOrderLink({ customOrderId, className = 'btn btn-secondary' }: { customOrderId: string; className?: string }) {
  return (
    <Link to={trackPath(customOrderId)} className={className}>
      {TRACKING_UI_TEXT.trackYourOrder}
    </Link>
  );
}

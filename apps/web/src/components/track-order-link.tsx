import { Link } from 'react-router';
import { trackPath } from '../lib/track-path';

/** 'Track your order': a link to the tracking page of an order, by its ORD-… number. */
export function TrackOrderLink({ customOrderId, className = 'btn btn-secondary' }: { customOrderId: string; className?: string }) {
  return (
    <Link to={trackPath(customOrderId)} className={className}>
      Track your order
    </Link>
  );
}

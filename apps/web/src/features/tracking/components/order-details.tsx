import type { OrderStatusResponse } from '@shop/contract/tracking';
import { useId } from 'react';
import { Card } from '../../../components/card';
import { formatDateTime, itemName } from '../format';
import { TRACKING_TEXT, TRACKING_UI_TEXT } from '../texts';
import './order-details.css';

type Props = Pick<OrderStatusResponse, 'items' | 'placedAt' | 'statusLabel' | 'deliveredAt' | 'statusCode'>;

/** The details block of the tracking page (SPEC.md §2): items with quantities, placed date, current status, delivered date. */
export function OrderDetails({ items, placedAt, statusLabel, statusCode, deliveredAt }: Props) {
  const headingId = useId();
  const itemsId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} className="order-details__title">
        {TRACKING_UI_TEXT.detailsHeading}
      </h2>
      <h3 id={itemsId} className="order-details__subtitle">
        {TRACKING_UI_TEXT.itemsHeading}
      </h3>
      <ul className="order-details__items" aria-labelledby={itemsId}>
        {items.map((item, index) => (
          <li key={index} className="order-details__item">
            <span className="order-details__item-name">{itemName(item.name)}</span>
            <span className="order-details__item-qty">{TRACKING_UI_TEXT.itemQuantity(item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-details__facts">
        <div className="order-details__fact">
          <dt>{TRACKING_UI_TEXT.placedOn}</dt>
          <dd>{formatDateTime(placedAt)}</dd>
        </div>
        <div className="order-details__fact">
          <dt>{TRACKING_UI_TEXT.currentStatus}</dt>
          <dd className={statusCode === 'cancelled' ? 'order-details__status order-details__status--cancelled' : 'order-details__status'}>{statusLabel}</dd>
        </div>
        <div className="order-details__fact">
          <dt>{TRACKING_UI_TEXT.deliveredOn}</dt>
          <dd>{deliveredAt ? formatDateTime(deliveredAt) : TRACKING_TEXT.notAvailable}</dd>
        </div>
      </dl>
    </Card>
  );
}

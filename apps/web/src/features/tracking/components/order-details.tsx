import { isUndelivered } from '@shop/contract/orders';
import type { OrderStatusResponse } from '@shop/contract/tracking';
import { cashFigure, rupeesToPaise } from '@shop/pricing/money';
import { useId } from 'react';
import { Card } from '../../../components/card';
import { formatRupees } from '../../../lib/money';
import { formatDateTime, itemName, statusName } from '../format';
import { TRACKING_UI_TEXTS } from '../texts';
import './order-details.css';
import { useTexts } from '../../../lib/i18n/texts';

type Props = Pick<OrderStatusResponse, 'items' | 'placedAt' | 'statusLabel' | 'deliveredAt' | 'statusCode' | 'total' | 'paymentMethod' | 'address' | 'courier'>;

/**
 * The details block of the tracking page (SPEC.md §2): items with quantities, placed date, current status, delivered
 * date; with the amount paid (or to pay in cash), how, where it goes and the courier. A fact without a value yet is
 * left out rather than shown as 'N/A'.
 */
export function OrderDetails({ items, placedAt, statusLabel, statusCode, deliveredAt, total, paymentMethod, address, courier }: Props) {
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  // A parcel that came back or was lost is never paid for in cash.
  const undelivered = isUndelivered(statusCode);
  const payInCash = paymentMethod === 'COD' && statusCode !== 'delivered' && statusCode !== 'cancelled' && !undelivered;
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
          <dd className={statusCode === 'cancelled' || undelivered ? 'order-details__status order-details__status--cancelled' : 'order-details__status'}>{statusName(statusCode, statusLabel)}</dd>
        </div>
        {deliveredAt ? (
          <div className="order-details__fact">
            <dt>{TRACKING_UI_TEXT.deliveredOn}</dt>
            <dd>{formatDateTime(deliveredAt)}</dd>
          </div>
        ) : null}
        {total !== undefined ? (
          <div className="order-details__fact">
            <dt>{payInCash ? TRACKING_UI_TEXT.amountToPay : undelivered && paymentMethod === 'COD' ? TRACKING_UI_TEXT.amountNotCharged : TRACKING_UI_TEXT.amountPaid}</dt>
            {/* Cash is handed over in whole rupees: no '.00' on what to keep ready (decision 020). */}
            <dd>{payInCash ? `₹${cashFigure(rupeesToPaise(total))}` : formatRupees(total)}</dd>
          </div>
        ) : null}
        <div className="order-details__fact">
          <dt>{TRACKING_UI_TEXT.paymentMethod}</dt>
          <dd>{TRACKING_UI_TEXT.paymentMethods[paymentMethod]}</dd>
        </div>
        {courier ? (
          <div className="order-details__fact">
            <dt>{TRACKING_UI_TEXT.courier}</dt>
            <dd>{courier}</dd>
          </div>
        ) : null}
        {address ? (
          <div className="order-details__fact order-details__fact--address">
            <dt>{TRACKING_UI_TEXT.deliveryAddress}</dt>
            <dd>
              <address className="order-details__address">
                {[address.address_line1, address.address_line2, `${address.city}, ${address.state} ${address.pincode}`, address.country]
                  .filter((line) => line && line.trim())
                  .map((line) => (
                    <span key={line}>{line}</span>
                  ))}
              </address>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}

import type { PayNowOrderResponse } from '@shop/contract/pay-now';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Card } from '../../components/card';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageFrame } from '../../components/page-frame';
import { TrackOrderLink } from '../../components/track-order-link';
import { formatRupees } from '../../lib/money';
import { failureMessage } from '../../lib/query-message';
import { usePageMeta } from '../../lib/seo';
import { usePayNowOrderQuery } from './api';
import { PayNow } from './components/pay-now';
import { itemName } from './format';
import { TRACKING_TEXTS, TRACKING_UI_TEXTS } from './texts';
import './pay-now-page.css';
import { useTexts } from '../../lib/i18n/texts';
import { ButtonLink } from '../../components/button-link';
import { Facts } from '../../components/facts';

/**
 * /pay/:orderId/:token: the signed link of the order-placed message. Whoever holds it pays this one Cash on Delivery
 * order online, without signing in; the server refuses a link that is not this order's, has expired, or whose order
 * is paid, dispatched or cancelled already, and this page shows its words.
 */
export default function PayNowPage() {
  const TRACKING_TEXT = useTexts(TRACKING_TEXTS);
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  const { orderId = '', token = '' } = useParams();
  const [paid, setPaid] = useState<PayNowOrderResponse | null>(null);
  const { data, error, isLoading } = usePayNowOrderQuery({ orderId, token });
  const order = paid ?? data;
  usePageMeta({
    title: TRACKING_UI_TEXT.payNowPageTitle(order?.customOrderId ?? ''),
    description: TRACKING_UI_TEXT.payNowPageDescription,
    path: '/',
  });

  if (!order) {
    return (
      <PageFrame className="pay-now-page" eyebrow={TRACKING_UI_TEXT.payNowEyebrow} heading={TRACKING_UI_TEXT.payNowHeading}>
        {isLoading ? (
          <LoadingIndicator label={TRACKING_UI_TEXT.payNowLoading} />
        ) : (
          <Card className="pay-now-page__card">
            <p className="error-text" role="alert">
              {failureMessage(error, TRACKING_UI_TEXT.payNowFailed)}
            </p>
            <ButtonLink to="/">{TRACKING_UI_TEXT.backHome}</ButtonLink>
          </Card>
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame
      className="pay-now-page"
      eyebrow={TRACKING_UI_TEXT.payNowEyebrow}
      heading={TRACKING_UI_TEXT.payNowPageTitle(order.customOrderId)}
      lead={paid ? <p role="status">{TRACKING_UI_TEXT.payNowPaid}</p> : <p>{TRACKING_UI_TEXT.payNowPageLead}</p>}
    >
      <div className="pay-now-page__grid">
        <Card className="pay-now-page__card" aria-label={TRACKING_UI_TEXT.detailsHeading}>
          <h2 className="pay-now-page__title">{TRACKING_UI_TEXT.detailsHeading}</h2>
          <ul className="pay-now-page__items">
            {order.items.map((item, index) => (
              <li key={index}>
                <span>{itemName(item.name)}</span>
                <span>{TRACKING_UI_TEXT.itemQuantity(item.quantity)}</span>
              </li>
            ))}
          </ul>
          <Facts
            className="pay-now-page__facts"
            facts={[
              [TRACKING_TEXT.orderId, order.customOrderId],
              [paid ? TRACKING_UI_TEXT.amountPaid : TRACKING_UI_TEXT.payNowTotal, formatRupees(order.amount)],
              [TRACKING_UI_TEXT.paymentMethod, TRACKING_UI_TEXT.paymentMethods[order.paymentMethod]],
            ]}
          />
        </Card>
        <div className="pay-now-page__side">
          {paid ? null : <PayNow link={{ orderId, token }} amount={order.amount} orderNumber={order.customOrderId} onPaid={setPaid} />}
          <TrackOrderLink customOrderId={order.customOrderId} />
        </div>
      </div>
    </PageFrame>
  );
}

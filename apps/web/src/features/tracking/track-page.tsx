import { DELIVERY_TEXTS } from '../../components/payment-texts';
import { isUndelivered } from '@shop/contract/orders';
import { Link, useParams } from 'react-router';
import { Card } from '../../components/card';
import { LoadState } from '../../components/load-state';
import { PageFrame } from '../../components/page-frame';
import { usePageMeta } from '../../lib/seo';
import { trackPath } from '../../lib/track-path';
import { useOrderStatusQuery } from './api';
import { CancelOrder } from './components/cancel-order';
import { CancelledMarker } from './components/cancelled-marker';
import { InvoiceLinks } from './components/invoice-links';
import { OrderDetails } from './components/order-details';
import { PayNow } from './components/pay-now';
import { ReturnRequest } from './components/return-request';
import { TrackingTimeline } from './components/tracking-timeline';
import { UndeliveredMarker } from './components/undelivered-marker';
import { orNotAvailable, statusName } from './format';
import { TRACKING_TEXTS, TRACKING_UI_TEXTS } from './texts';
import { eventTime, isCancelled, PENDING_STATUS } from './timeline';
import './track-page.css';
import { useLocale, useTexts } from '../../lib/i18n/texts';
import { ButtonLink } from '../../components/button-link';

/**
 * /track/:orderId (SPEC.md §2 Order tracking): the status as a headline, the tracking number and order number, the
 * timeline with its progress bar (a red CANCELLED marker for a cancelled order), the order's details and the return flow.
 */
export default function TrackPage() {
  const TRACKING_TEXT = useTexts(TRACKING_TEXTS);
  const DELIVERY_TEXT = useTexts(DELIVERY_TEXTS);
  const locale = useLocale();
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  const orderRef = useParams().orderId ?? '';
  usePageMeta({ title: TRACKING_UI_TEXT.pageTitle(orderRef), description: TRACKING_UI_TEXT.pageDescription, path: trackPath(orderRef) });
  // Only this order's answer (`currentData`), never the previous order's while another loads; a failed reload keeps
  // the order already shown.
  const { currentData: order, isFetching: loading, isError, refetch } = useOrderStatusQuery(orderRef);

  if (isError && !order) {
    return (
      <PageFrame
        className="track-page"
        eyebrow={TRACKING_UI_TEXT.eyebrow}
        heading={orderRef}
        lead={
          <p className="track-page__error error-text" role="alert">
            {TRACKING_TEXT.fetchFailed}
          </p>
        }
      >
        <ButtonLink to="/account-details">{TRACKING_UI_TEXT.backToAccount}</ButtonLink>
      </PageFrame>
    );
  }

  const status = order?.statusCode ?? PENDING_STATUS;
  const cancelled = isCancelled(status);
  // A parcel on its way back to us, back with us, or lost: the server's words instead of the timeline.
  const undelivered = order && isUndelivered(order.statusCode) ? order.statusCode : null;
  return (
    <PageFrame
      className={`track-page track-page--hero${cancelled ? ' track-page--cancelled' : ''}`}
      eyebrow={TRACKING_UI_TEXT.eyebrow}
      heading={!order ? orderRef : cancelled ? TRACKING_TEXT.cancelledHeadline : statusName(order.statusCode, order.statusLabel, locale)}
      aria-busy={loading}
      lead={
        <>
          {/* Until the first answer; a failure shows the page above instead, and a reload keeps the order on screen. */}
          <LoadState data={order} onRetry={() => void refetch()} loadingLabel={TRACKING_UI_TEXT.loading} retryLabel={TRACKING_UI_TEXT.retry} size="inline">
            {() => null}
          </LoadState>
          {cancelled && (
            <p className="track-page__apology">
              {TRACKING_UI_TEXT.cancelledApology} <Link to="/contact-us">{TRACKING_UI_TEXT.contactUs}</Link>
            </p>
          )}
        </>
      }
      aside={
        order && (
          <div className="track-page__reference">
            <dl className="track-page__ids">
              <div className="track-page__id">
                <dt>{TRACKING_TEXT.trackingNumber}</dt>
                <dd>
                  {orNotAvailable(order.trackingNumber)}
                  {/* SPEC.md keeps 'N/A' for a missing tracking number; the hint says when it comes. */}
                  {order.trackingNumber?.trim() ? null : <span className="track-page__id-hint"> ({TRACKING_UI_TEXT.trackingNumberHint})</span>}
                </dd>
              </div>
              <div className="track-page__id">
                <dt>{TRACKING_TEXT.orderId}</dt>
                <dd>{orNotAvailable(order.customOrderId)}</dd>
              </div>
              {order.estimatedDeliveryDate && !cancelled && !undelivered && order.statusCode !== 'delivered' && (
                <div className="track-page__id">
                  <dt>{DELIVERY_TEXT.estimatedLabel}</dt>
                  <dd>{DELIVERY_TEXT.deliveryDay(order.estimatedDeliveryDate)}</dd>
                </div>
              )}
            </dl>
            <InvoiceLinks invoice={order.invoice} />
          </div>
        )
      }
    >
      <div className="track-page__grid">
        <Card aria-labelledby="track-timeline-heading">
          <h2 id="track-timeline-heading" className="track-page__section-title">
            {TRACKING_UI_TEXT.timelineHeading}
          </h2>
          {cancelled ? (
            <CancelledMarker at={order ? eventTime(order.history, 'cancelled') : null} />
          ) : order && undelivered ? (
            <UndeliveredMarker status={undelivered} label={statusName(order.statusCode, order.statusLabel, locale)} message={order.statusMessage ?? null} at={eventTime(order.history, undelivered)} />
          ) : (
            <TrackingTimeline status={status} history={order?.history} />
          )}
        </Card>
        {order && (
          <div className="track-page__side">
            {order.payNow ? <PayNow link={{ orderId: order.orderId, token: order.payNow.token }} amount={order.payNow.amount} orderNumber={order.customOrderId} /> : null}
            <OrderDetails {...order} />
            <CancelOrder order={order} />
            <ReturnRequest order={order} />
          </div>
        )}
      </div>
    </PageFrame>
  );
}

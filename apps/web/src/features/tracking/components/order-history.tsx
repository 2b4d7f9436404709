import type { MyOrdersPage } from '@shop/contract/tracking';
import { useId, useState } from 'react';
import { Card } from '../../../components/card';
import { EmptyBag, QueryState } from '../../../components/load-state';
import { trackPath } from '../../../lib/track-path';
import { formatDate, statusName } from '../format';
import { formatRupees } from '../../../lib/money';
import { itemSummary } from '../order-summary';
import { TRACKING_UI_TEXTS } from '../texts';
import { useMyOrdersQuery } from '../api';
import './order-history.css';
import { useTexts } from '../../../lib/i18n/texts';
import { ButtonLink } from '../../../components/button-link';

/**
 * The customer's orders, newest first, a page at a time (GET /user/my-order?page=N): number, date, status, items,
 * total and a link to each order's tracking page; an empty state before the first order.
 */
export function OrderHistory() {
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  const headingId = useId();
  const [page, setPage] = useState(1);
  // While the next page loads the one shown before stays (RTK Query's `data`); a failed page shows the failure instead.
  const { data: shown, isFetching: loading, isError, refetch } = useMyOrdersQuery(page);
  const data = isError ? undefined : shown;

  return (
    <Card aria-labelledby={headingId}>
      <div className="order-history__header">
        <h2 id={headingId} className="card__title">
          {TRACKING_UI_TEXT.ordersHeading}
        </h2>
        {data && data.totalDocs > 0 && <span className="order-history__count">{TRACKING_UI_TEXT.orderCount(data.totalDocs)}</span>}
      </div>
      <QueryState query={{ data, isError, refetch }} failed={TRACKING_UI_TEXT.ordersFailed} ownWords loadingLabel={TRACKING_UI_TEXT.ordersLoading} retryLabel={TRACKING_UI_TEXT.retry} size="inline">
        {(data) => <OrderList data={data} loading={loading} onPage={setPage} />}
      </QueryState>
    </Card>
  );
}

interface OrderListProps {
  data: MyOrdersPage['data'];
  /** Another page is on its way: the one shown stays, its buttons wait. */
  loading: boolean;
  onPage: (page: number) => void;
}

/** One page of orders with Previous and Next, or the empty state before the first order. */
function OrderList({ data, loading, onPage }: OrderListProps) {
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  if (data.totalDocs === 0) {
    return (
      <EmptyBag block="order-history" iconSize={48} title={TRACKING_UI_TEXT.noOrders} lead={TRACKING_UI_TEXT.noOrdersLead} linkLabel={TRACKING_UI_TEXT.exploreLink} />
    );
  }
  return (
    <>
      <ul className="order-history__list" aria-busy={loading}>
        {data.docs.map((order) => (
          <li key={order._id} className="order-history__order">
            <div className="order-history__top">
              <h3 className="order-history__number">{order.customOrderId}</h3>
              {order.returnStatus ? (
                <span className={`order-history__status order-history__status--return-${order.returnStatus}`}>{TRACKING_UI_TEXT.returnBadge[order.returnStatus]}</span>
              ) : (
                <span className={`order-history__status order-history__status--${order.status}`}>{statusName(order.status, order.statusLabel)}</span>
              )}
            </div>
            <p className="order-history__items">{itemSummary(order.items)}</p>
            <div className="order-history__bottom">
              <dl className="order-history__facts">
                <div>
                  <dt>{TRACKING_UI_TEXT.orderDate}</dt>
                  <dd>
                    <time dateTime={order.placedAt}>{formatDate(order.placedAt)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{TRACKING_UI_TEXT.orderTotal}</dt>
                  <dd className="order-history__total">{formatRupees(order.total)}</dd>
                </div>
              </dl>
              <ButtonLink to={trackPath(order.customOrderId)} className="order-history__track" aria-label={TRACKING_UI_TEXT.trackOrderLabel(order.customOrderId)}>
                {TRACKING_UI_TEXT.trackOrder}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
      {data.totalPages > 1 && (
        <nav className="order-history__pages" aria-label={TRACKING_UI_TEXT.ordersPagination}>
          <button type="button" className="btn btn-secondary" disabled={loading || data.page <= 1} onClick={() => onPage(data.page - 1)}>
            {TRACKING_UI_TEXT.previousPage}
          </button>
          <span className="order-history__page" aria-live="polite">
            {TRACKING_UI_TEXT.pageOf(data.page, data.totalPages)}
          </span>
          <button type="button" className="btn btn-secondary" disabled={loading || data.page >= data.totalPages} onClick={() => onPage(data.page + 1)}>
            {TRACKING_UI_TEXT.nextPage}
          </button>
        </nav>
      )}
    </>
  );
}

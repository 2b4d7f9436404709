import { CUSTOMER_HISTORY_LIMIT, type AdminCustomerResponse } from '@shop/contract/admin';
import { useParams } from 'react-router';
import { useAdminCustomerQuery } from '../api/customers';
import { DataTable } from '../components/data-table';
import { formatDate, formatDateTime } from '../format';
import { formatRupees } from '../../../lib/money';
import { useConsoleTitle } from '../use-console-title';
import { FRESH, QueryView } from '../components/query-view';
import { Field, PostalAddress } from './detail-fields';
import { orderColumns } from './order-columns';
import { CustomerAccess } from './customer-access';
import { CustomerErasure } from './customer-erasure';
import { BackLink, Panel } from './page-sections';
import { Rating } from './rating';
import { ReviewStatusBadge } from './status-badges';
import { CUSTOMER_TEXT as T, OPS_TEXT } from './texts-operations';
import { PageHead } from '../components/page-head';

const ORDER_COLUMNS = orderColumns({ withCustomer: false });

function Customer({ data }: { data: AdminCustomerResponse }) {
  const { customer, orders, reviews } = data;
  return (
    <div className="ops-customer">
      <div className="ops-customer__top">
        <Panel title={T.contactHeading}>
          <dl className="ops-fields">
            <Field label={T.email}>
              <a href={`mailto:${customer.email}`}>{customer.email}</a> <span className="ops-muted">({customer.emailVerified ? T.verified : T.notVerified})</span>
            </Field>
            <Field label={T.phone}>{customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : OPS_TEXT.none}</Field>
            <Field label={T.role}>{T.roles[customer.role]}</Field>
            <Field label={T.joined}>{formatDateTime(customer.createdAt)}</Field>
            <Field label={T.orderCount}>{customer.orderCount.toLocaleString('en-IN')}</Field>
            <Field label={T.totalSpent}>{formatRupees(customer.totalSpent)}</Field>
          </dl>
        </Panel>
        <Panel title={T.addressesHeading}>
          {customer.addresses.length === 0 ? (
            <p className="ops-muted">{T.noAddresses}</p>
          ) : (
            <ul className="ops-addresses">
              {customer.addresses.map((a, i) => (
                <li key={`${a.alias}-${i}`}>
                  <p className="ops-tight ops-strong">
                    {a.alias} {a.isPrimary ? <span className="admin-badge">{T.primary}</span> : null}
                  </p>
                  <PostalAddress address={a} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <CustomerAccess customer={customer} />
        <CustomerErasure customer={customer} />
      </div>
      <Panel title={T.ordersHeading} note={orders.length >= CUSTOMER_HISTORY_LIMIT ? T.latestOnly(CUSTOMER_HISTORY_LIMIT) : undefined}>
        <DataTable caption={T.ordersCaption} columns={ORDER_COLUMNS} rows={orders} rowKey={(o) => o._id} empty={T.noOrders} cardsOnPhone />
      </Panel>
      <Panel title={T.reviewsHeading} note={reviews.length >= CUSTOMER_HISTORY_LIMIT ? T.latestOnly(CUSTOMER_HISTORY_LIMIT) : undefined}>
        {reviews.length === 0 ? (
          <p className="ops-muted">{T.noReviews}</p>
        ) : (
          <ul className="ops-reviews">
            {reviews.map((r) => (
              <li key={r._id}>
                <div className="ops-reviews__head">
                  <ReviewStatusBadge status={r.status} />
                  <Rating value={r.rating} />
                  <span className="ops-muted">
                    {r.location} · {formatDate(r.createdAt)}
                  </span>
                </div>
                <p className="ops-message">{r.message}</p>
                {r.moderationNote ? <p className="ops-muted ops-tight">{r.moderationNote}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

/** One customer: contact, addresses, their orders (each linking to the order) and their reviews. */
export default function CustomerDetailPage() {
  const { id = '' } = useParams();
  const customer = useAdminCustomerQuery(id, FRESH);
  const name = customer.data ? (customer.data.customer.name ?? customer.data.customer.email) : T.title;
  useConsoleTitle(name);
  return (
    <>
      <BackLink to="/admin/customers">{T.backToCustomers}</BackLink>
      <PageHead title={name} />
      <QueryView query={customer} loadingLabel={T.loading} failed={T.failed}>
        {(data) => <Customer data={data} />}
      </QueryView>
    </>
  );
}

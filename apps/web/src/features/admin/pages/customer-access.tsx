import { AdminBlockBody, type AdminCustomerResponse } from '@shop/contract/admin';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useBlockCustomerMutation, useUnblockCustomerMutation } from '../api/staff';
import { ConfirmDialog, ReasonDialog, useConfirmation } from '../components/confirm-dialog';
import { formatDateTime } from '../format';
import { Panel } from './page-sections';
import { BLOCK_TEXT as T } from './texts-staff';

type Customer = AdminCustomerResponse['customer'];

/**
 * Whether the customer may sign in, and Block / Unblock behind a confirmation. The server ends their sessions and
 * keeps their orders; the page shows the block it answers with.
 */
export function CustomerAccess({ customer }: { customer: Customer }) {
  const who = customer.name ?? customer.email;
  const [blockCustomer] = useBlockCustomerMutation();
  const [unblockCustomer] = useUnblockCustomerMutation();
  const [blocking, setBlocking] = useState(false);
  const unblocking = useConfirmation(async () => {
    await unblockCustomer(customer._id).unwrap();
    toast.success(T.unblocked(who));
  }, T.unblockFailed);

  async function block(reason: string) {
    await blockCustomer({ id: customer._id, reason }).unwrap();
    setBlocking(false);
    toast.success(T.blocked(who));
  }

  return (
    <Panel title={T.heading}>
      <div className="ops-access">
        {customer.blocked ? (
          <div className="ops-access__state">
            <p className="ops-tight">
              <span className="admin-badge admin-badge--bad">{T.badge}</span> {T.blockedSince(formatDateTime(customer.blocked.at))}
            </p>
            <p className="ops-tight">
              <span className="ops-muted">{T.reasonLabel}:</span> <span className="ops-message">{customer.blocked.reason}</span>
            </p>
          </div>
        ) : (
          <p className="ops-tight ops-access__state">{customer.role === 'admin' ? T.staffNote : T.active}</p>
        )}
        {customer.blocked ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => unblocking.ask(customer._id)}>
            {T.unblockButton}
          </button>
        ) : customer.role === 'admin' ? null : (
          <button type="button" className="btn btn-danger btn-small" onClick={() => setBlocking(true)}>
            {T.blockButton}
          </button>
        )}
      </div>
      {blocking ? (
        <ReasonDialog
          schema={AdminBlockBody}
          reason={{ label: T.reasonField, max: T.reasonMax, rows: 3 }}
          title={T.blockTitle(who)}
          message={T.blockMessage}
          confirmLabel={T.blockButton}
          cancelLabel={T.keep}
          failedMessage={T.blockFailed}
          onConfirm={block}
          onCancel={() => setBlocking(false)}
        />
      ) : null}
      {unblocking.subject ? <ConfirmDialog title={T.unblockTitle(who)} message={T.unblockMessage} confirmLabel={T.unblockButton} {...unblocking.dialog} /> : null}
    </Panel>
  );
}

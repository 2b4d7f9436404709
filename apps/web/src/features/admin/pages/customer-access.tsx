import type { AdminCustomerResponse } from '@shop/contract/admin';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { TextAreaField } from '../../../components/text-field';
import { failureMessage } from '../api/failure';
import { useBlockCustomerMutation, useUnblockCustomerMutation } from '../api/staff';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDateTime } from '../format';
import { Panel } from './page-sections';
import { BLOCK_TEXT as T } from './texts-staff';
import { OPS_TEXT } from './texts-operations';

type Customer = AdminCustomerResponse['customer'];

/**
 * Whether the customer may sign in, and Block / Unblock behind a confirmation. The server ends their sessions and
 * keeps their orders; the page shows the block it answers with.
 */
export function CustomerAccess({ customer }: { customer: Customer }) {
  const who = customer.name ?? customer.email;
  const [blockCustomer] = useBlockCustomerMutation();
  const [unblockCustomer] = useUnblockCustomerMutation();
  const [blocking, setBlocking] = useState<{ reason: string; busy: boolean; error: string | null } | null>(null);
  const [unblocking, setUnblocking] = useState<{ busy: boolean; error: string | null } | null>(null);

  async function block() {
    if (!blocking) return;
    const reason = blocking.reason.trim();
    if (reason.length < T.reasonMin) {
      setBlocking({ ...blocking, error: T.reasonTooShort });
      return;
    }
    setBlocking({ ...blocking, busy: true, error: null });
    try {
      await blockCustomer({ id: customer._id, reason }).unwrap();
      setBlocking(null);
      toast.success(T.blocked(who));
    } catch (err) {
      setBlocking({ ...blocking, busy: false, error: failureMessage(err, T.blockFailed) });
    }
  }

  async function unblock() {
    setUnblocking({ busy: true, error: null });
    try {
      await unblockCustomer(customer._id).unwrap();
      setUnblocking(null);
      toast.success(T.unblocked(who));
    } catch (err) {
      setUnblocking({ busy: false, error: failureMessage(err, T.unblockFailed) });
    }
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
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setUnblocking({ busy: false, error: null })}>
            {T.unblockButton}
          </button>
        ) : customer.role === 'admin' ? null : (
          <button type="button" className="btn btn-danger btn-small" onClick={() => setBlocking({ reason: '', busy: false, error: null })}>
            {T.blockButton}
          </button>
        )}
      </div>
      {blocking ? (
        <ConfirmDialog
          title={T.blockTitle(who)}
          message={T.blockMessage}
          confirmLabel={T.blockButton}
          cancelLabel={T.keep}
          destructive
          busy={blocking.busy}
          error={blocking.error}
          onConfirm={() => void block()}
          onCancel={() => setBlocking(null)}
        >
          <TextAreaField
            label={T.reasonField}
            value={blocking.reason}
            maxLength={T.reasonMax}
            rows={3}
            className="ops-note-field"
            aside={<span className="ops-counter">{OPS_TEXT.characters(blocking.reason.length, T.reasonMax)}</span>}
            onChange={(e) => setBlocking({ ...blocking, reason: e.target.value, error: null })}
          />
        </ConfirmDialog>
      ) : null}
      {unblocking ? (
        <ConfirmDialog
          title={T.unblockTitle(who)}
          message={T.unblockMessage}
          confirmLabel={T.unblockButton}
          busy={unblocking.busy}
          error={unblocking.error}
          onConfirm={() => void unblock()}
          onCancel={() => setUnblocking(null)}
        />
      ) : null}
    </Panel>
  );
}

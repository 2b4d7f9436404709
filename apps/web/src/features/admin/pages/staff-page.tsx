import type { AdminStaffMember } from '@shop/contract/admin';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { TextField } from '../../../components/text-field';
import { useAdminSessionQuery } from '../api/console';
import { failureMessage } from '../api/failure';
import { useAdminStaffQuery, useGrantStaffMutation, useRemoveStaffMutation } from '../api/staff';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable, type Column } from '../components/data-table';
import { FRESH, QueryView } from '../components/query-view';
import { formatDate } from '../format';
import { useConsoleTitle } from '../use-console-title';
import { Panel } from './page-sections';
import { STAFF_TEXT as T } from './texts-staff';

/** Who has staff rights; give them to an account by its email address, or remove them, each behind a confirmation. */
export default function StaffPage() {
  useConsoleTitle(T.title);
  const staff = useAdminStaffQuery(undefined, FRESH);
  const me = useAdminSessionQuery();
  const [grantStaff] = useGrantStaffMutation();
  const [removeStaff] = useRemoveStaffMutation();
  const [email, setEmail] = useState('');
  const [granting, setGranting] = useState<{ email: string; busy: boolean; error: string | null } | null>(null);
  const [removing, setRemoving] = useState<{ member: AdminStaffMember; busy: boolean; error: string | null } | null>(null);
  const myId = me.data?._id;

  function review(event: FormEvent) {
    event.preventDefault();
    const typed = email.trim();
    if (typed) setGranting({ email: typed, busy: false, error: null });
  }

  async function grant() {
    if (!granting) return;
    setGranting({ ...granting, busy: true, error: null });
    try {
      const member = await grantStaff(granting.email).unwrap();
      setGranting(null);
      setEmail('');
      toast.success(`${T.grantDone}: ${member.email}`);
    } catch (err) {
      setGranting({ ...granting, busy: false, error: failureMessage(err, T.grantFailed) });
    }
  }

  async function remove() {
    if (!removing) return;
    setRemoving({ ...removing, busy: true, error: null });
    try {
      await removeStaff(removing.member._id).unwrap();
      toast.success(`${T.removeDone}: ${removing.member.email}`);
      setRemoving(null);
    } catch (err) {
      setRemoving({ ...removing, busy: false, error: failureMessage(err, T.removeFailed) });
    }
  }

  const columns: Array<Column<AdminStaffMember>> = [
    {
      key: 'name',
      header: T.name,
      cell: (m) => (
        <>
          <Link to={`/admin/customers/${encodeURIComponent(m._id)}`} className="ops-strong-link ops-staff-name">
            {m.name ?? m.email}
          </Link>
          {m._id === myId ? <span className="admin-badge ops-badge-gap">{T.you}</span> : null}
        </>
      ),
    },
    { key: 'email', header: T.email, cell: (m) => <span className="ops-staff-name">{m.email}</span> },
    { key: 'since', header: T.since, cell: (m) => <span className="ops-nowrap">{formatDate(m.since)}</span> },
    {
      key: 'actions',
      header: T.actions,
      cell: (m) =>
        m._id === myId ? (
          <span className="ops-muted">{T.ownRights}</span>
        ) : (
          <button type="button" className="btn btn-secondary btn-small" aria-label={T.removeLabel(m.name ?? m.email)} onClick={() => setRemoving({ member: m, busy: false, error: null })}>
            {T.remove}
          </button>
        ),
    },
  ];

  return (
    <>
      <div className="admin-page-head">
        <h1>{T.title}</h1>
      </div>
      <p className="ops-muted">{T.intro}</p>
      <QueryView query={staff} loadingLabel={T.loading} failed={T.failed}>
        {(members) => <DataTable caption={T.caption} columns={columns} rows={members} rowKey={(m) => m._id} empty={T.loading} cardsOnPhone />}
      </QueryView>
      <Panel title={T.grantHeading}>
        <form className="ops-staff-grant" onSubmit={review}>
          <TextField label={T.grantField} hint={T.grantHint} type="email" autoComplete="off" value={email} maxLength={T.emailMax} required onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className="btn btn-primary btn-small">
            {T.grantButton}
          </button>
        </form>
      </Panel>
      {granting ? (
        <ConfirmDialog
          title={T.grantTitle(granting.email)}
          message={T.grantMessage}
          confirmLabel={T.grantButton}
          busy={granting.busy}
          error={granting.error}
          onConfirm={() => void grant()}
          onCancel={() => setGranting(null)}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={T.removeTitle(removing.member.name ?? removing.member.email)}
          message={T.removeMessage}
          confirmLabel={T.remove}
          cancelLabel={T.keep}
          destructive
          busy={removing.busy}
          error={removing.error}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}

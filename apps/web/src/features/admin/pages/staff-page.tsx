import { AdminStaffGrantBody, type AdminStaffMember } from '@shop/contract/admin';
import toast from 'react-hot-toast';
import { FormTextField } from '../../../components/form/fields';
import { Form, useZodForm } from '../../../components/form/form';
import { useAdminSessionQuery } from '../api/console';
import { useAdminStaffQuery, useGrantStaffMutation, useRemoveStaffMutation } from '../api/staff';
import { ConfirmDialog, useConfirmation } from '../components/confirm-dialog';
import { DataTable, type Column } from '../components/data-table';
import { FRESH, QueryView } from '../components/query-view';
import { formatDate } from '../format';
import { useConsoleTitle } from '../use-console-title';
import { Panel } from './page-sections';
import { STAFF_TEXT as T } from './texts-staff';
import { PageHead } from '../components/page-head';
import { CustomerNameCell } from '../components/customer-link';

/** Who has staff rights; give them to an account by its email address, or remove them, each behind a confirmation. */
export default function StaffPage() {
  useConsoleTitle(T.title);
  const staff = useAdminStaffQuery(undefined, FRESH);
  const me = useAdminSessionQuery();
  const [grantStaff] = useGrantStaffMutation();
  const [removeStaff] = useRemoveStaffMutation();
  const form = useZodForm<AdminStaffGrantBody>(AdminStaffGrantBody, { defaultValues: { email: '' } });
  const granting = useConfirmation(async (email: string) => {
    const member = await grantStaff(email).unwrap();
    form.reset();
    toast.success(`${T.grantDone}: ${member.email}`);
  }, T.grantFailed);
  const removing = useConfirmation(async (member: AdminStaffMember) => {
    await removeStaff(member._id).unwrap();
    toast.success(`${T.removeDone}: ${member.email}`);
  }, T.removeFailed);
  const myId = me.data?._id;

  const columns: Array<Column<AdminStaffMember>> = [
    {
      key: 'name',
      header: T.name,
      cell: (m) => <CustomerNameCell id={m._id} name={m.name ?? m.email} className="ops-strong-link ops-staff-name" badges={[m._id === myId && { label: T.you }]} />,
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
          <button type="button" className="btn btn-secondary btn-small" aria-label={T.removeLabel(m.name ?? m.email)} onClick={() => removing.ask(m)}>
            {T.remove}
          </button>
        ),
    },
  ];

  return (
    <>
      <PageHead title={T.title} intro={T.intro} />
      <QueryView query={staff} loadingLabel={T.loading} failed={T.failed}>
        {(members) => <DataTable caption={T.caption} columns={columns} rows={members} rowKey={(m) => m._id} empty={T.loading} cardsOnPhone />}
      </QueryView>
      <Panel title={T.grantHeading}>
        <Form form={form} onSubmit={({ email }) => granting.ask(email.trim())} className="ops-staff-grant">
          <FormTextField<AdminStaffGrantBody> name="email" label={T.grantField} hint={T.grantHint} type="email" autoComplete="off" maxLength={T.emailMax} required />
          <button type="submit" className="btn btn-primary btn-small">
            {T.grantButton}
          </button>
        </Form>
      </Panel>
      {granting.subject ? <ConfirmDialog title={T.grantTitle(granting.subject)} message={T.grantMessage} confirmLabel={T.grantButton} {...granting.dialog} /> : null}
      {removing.subject ? (
        <ConfirmDialog
          title={T.removeTitle(removing.subject.name ?? removing.subject.email)}
          message={T.removeMessage}
          confirmLabel={T.remove}
          cancelLabel={T.keep}
          destructive
          {...removing.dialog}
        />
      ) : null}
    </>
  );
}

import { GrievanceAnswerBody, GRIEVANCE_LIMITS, type DataRightsItem } from '@shop/contract/data-rights';
import toast from 'react-hot-toast';
import { useAdminDataRequestsQuery, useAnswerGrievanceMutation, useCloseGrievanceMutation } from '../api/data-rights';
import { ConfirmDialog, NoteDialog, useConfirmation } from '../components/confirm-dialog';
import { CustomerLink } from '../components/customer-link';
import { DataTable, type Column } from '../components/data-table';
import { PageHead } from '../components/page-head';
import { FRESH, QueryView } from '../components/query-view';
import { formatDateTime } from '../format';
import { useConsoleTitle } from '../use-console-title';
import { DATA_RIGHTS_CONSOLE_TEXT as T } from './texts-data-rights';
import { useState } from 'react';

function Clock({ item }: { item: DataRightsItem }) {
  if (item.daysLeft === null) return <span className="ops-muted">{item.doneAt ? formatDateTime(item.doneAt) : '—'}</span>;
  const tone = item.overdue ? 'bad' : item.daysLeft <= 15 ? 'warn' : 'plain';
  return <span className={tone === 'plain' ? 'admin-badge' : `admin-badge admin-badge--${tone}`}>{T.daysLeft(item.daysLeft)}</span>;
}

/**
 * The console's Privacy page: every data download, account deletion and grievance with the days left of its 90,
 * overdue ones marked; staff answer a grievance (mailed to the customer) and close it.
 */
export default function DataRequestsPage() {
  useConsoleTitle(T.title);
  const items = useAdminDataRequestsQuery(undefined, FRESH);
  const [answerGrievance] = useAnswerGrievanceMutation();
  const [closeGrievance] = useCloseGrievanceMutation();
  const [answering, setAnswering] = useState<DataRightsItem | null>(null);
  const closing = useConfirmation(async (item: DataRightsItem) => {
    await closeGrievance(item._id).unwrap();
    toast.success(T.closeDone);
  }, T.closeFailed);

  const columns: Array<Column<DataRightsItem>> = [
    {
      key: 'kind',
      header: T.kind,
      cell: (i) => (
        <span className="ops-two-lines">
          <strong>{T.kinds[i.kind]}</strong>
          <span className="ops-muted">
            {i.reference}
            {i.subject ? ` · ${i.subject}` : ''}
            {i.source === 'staff' ? ` · ${T.viaStaff}` : ''}
          </span>
        </span>
      ),
    },
    { key: 'who', header: T.who, cell: (i) => (i.customerId ? <CustomerLink id={i.customerId}>{i.who}</CustomerLink> : <span>{i.who}</span>) },
    { key: 'received', header: T.received, cell: (i) => <span className="ops-nowrap">{formatDateTime(i.requestedAt)}</span> },
    { key: 'status', header: T.status, cell: (i) => <span>{T.statuses[i.status]}</span> },
    { key: 'clock', header: T.clock, cell: (i) => <Clock item={i} /> },
    {
      key: 'actions',
      header: T.actions,
      cell: (i) =>
        i.kind !== 'grievance' ? null : i.status === 'open' ? (
          <button type="button" className="btn btn-primary btn-small" aria-label={T.answerLabel(i.reference)} onClick={() => setAnswering(i)}>
            {T.answer}
          </button>
        ) : i.status === 'answered' ? (
          <button type="button" className="btn btn-secondary btn-small" aria-label={T.closeLabel(i.reference)} onClick={() => closing.ask(i)}>
            {T.close}
          </button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHead title={T.title} intro={T.intro} />
      <QueryView query={items} loadingLabel={T.loading} failed={T.failed}>
        {(rows) => <DataTable caption={T.caption} columns={columns} rows={rows} rowKey={(i) => `${i.kind}:${i._id}`} empty={T.empty} cardsOnPhone />}
      </QueryView>
      {answering ? (
        <NoteDialog
          title={T.answerTitle(answering.reference)}
          message={answering.subject ?? ''}
          confirmLabel={T.answerSend}
          schema={GrievanceAnswerBody}
          note={{ name: 'answer', label: T.answerField, max: GRIEVANCE_LIMITS.answerMaxLength, rows: 6 }}
          failedMessage={T.answerFailed}
          onCancel={() => setAnswering(null)}
          onConfirm={async (answer) => {
            await answerGrievance({ id: answering._id, answer }).unwrap();
            setAnswering(null);
            toast.success(T.answerDone);
          }}
        />
      ) : null}
      {closing.subject ? <ConfirmDialog title={T.closeTitle(closing.subject.reference)} message={T.closeMessage} confirmLabel={T.close} {...closing.dialog} /> : null}
    </>
  );
}

import { CONSOLE_UNDO_SECONDS } from '@shop/contract/admin';
import { RejectReviewBody, REVIEW_STATUSES, type AdminReview } from '@shop/contract/reviews';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { failureMessage } from '../api/failure';
import { useAdminReviewsQuery, useApproveReviewMutation, useRejectReviewMutation, useReopenReviewMutation, type ReviewStatus } from '../api/reviews';
import { ReasonDialog } from '../components/confirm-dialog';
import { DataTable, type Column } from '../components/data-table';
import { Pager } from '../components/pager';
import { formatDate } from '../format';
import { useConsoleTitle } from '../use-console-title';
import { FailureBar, FRESH, QueryView } from '../components/query-view';
import { pageFrom } from './page-param';
import { Rating } from './rating';
import { OPS_FAILURES, OPS_TEXT, REVIEWS_TEXT as T } from './texts-operations';
import { PageHead } from '../components/page-head';

function statusFrom(params: URLSearchParams): ReviewStatus {
  const value = params.get('status');
  return (REVIEW_STATUSES as readonly string[]).includes(value ?? '') ? (value as ReviewStatus) : 'pending';
}

const searchOf = (status: ReviewStatus, page: number) => {
  const params = new URLSearchParams();
  if (status !== 'pending') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** The record without one key. */
function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}


/** Moderation: pending reviews first; approve (shown on the site at once) or reject with a reason for the staff. */
export default function ReviewsPage() {
  useConsoleTitle(T.title);
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  const page = pageFrom(params);
  const reviews = useAdminReviewsQuery({ status, page }, FRESH);
  const [approveReview] = useApproveReviewMutation();
  const [rejectReview] = useRejectReviewMutation();
  const [reopenReview] = useReopenReviewMutation();
  // Reviews moderated here leave the list they were in (id → that list's status) at once, before it loads again.
  const [left, setLeft] = useState<Record<string, ReviewStatus>>({});
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AdminReview | null>(null);
  // Reviews just approved or rejected: they stay in their row, with Undo, for CONSOLE_UNDO_SECONDS, then leave.
  const [decided, setDecided] = useState<Record<string, 'approved' | 'rejected'>>({});
  const undoTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  // A moderated row and its buttons are gone: focus the next row's first button, or the heading. An effect runs
  // after a dialog has closed and the page is no longer inert.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) (tableRef.current?.querySelector<HTMLElement>('tbody button') ?? headingRef.current)?.focus();
  }, [focusRequest]);

  const visible = (reviews.data?.docs ?? []).filter((r) => left[r._id] !== status);

  function leaveList(review: AdminReview) {
    setLeft((ids) => ({ ...ids, [review._id]: status }));
    const remaining = visible.filter((r) => r._id !== review._id).length;
    if (remaining === 0 && page > 1) setParams(searchOf(status, page - 1));
    // The decision was held back from the list for Undo (api/reviews.ts): now the list catches up.
    else void reviews.refetch();
    setFocusRequest((n) => n + 1);
  }

  // The timers outlive a render: they call the latest leaveList.
  const leave = useRef(leaveList);
  useEffect(() => {
    leave.current = leaveList;
  });
  useEffect(() => {
    const timers = undoTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  /** The decision is made on the server; the row stays put with Undo for a few seconds, so nothing moves under the pointer. */
  function holdForUndo(review: AdminReview, decision: 'approved' | 'rejected') {
    setDecided((d) => ({ ...d, [review._id]: decision }));
    undoTimers.current.set(
      review._id,
      setTimeout(() => {
        undoTimers.current.delete(review._id);
        setDecided((d) => without(d, review._id));
        leave.current(review);
      }, CONSOLE_UNDO_SECONDS * 1000),
    );
  }

  async function undo(review: AdminReview) {
    clearTimeout(undoTimers.current.get(review._id));
    undoTimers.current.delete(review._id);
    setBusyId(review._id);
    setRowError(null);
    try {
      await reopenReview(review._id).unwrap();
      setDecided((d) => without(d, review._id));
      toast.success(T.undone);
    } catch (err) {
      setRowError(failureMessage(err, OPS_FAILURES.undo));
      setDecided((d) => without(d, review._id));
      leaveList(review);
    } finally {
      setBusyId(null);
    }
  }

  async function approve(review: AdminReview) {
    setBusyId(review._id);
    setRowError(null);
    try {
      await approveReview(review._id).unwrap();
      toast.success(T.approved);
      holdForUndo(review, 'approved');
    } catch (err) {
      setRowError(failureMessage(err, OPS_FAILURES.approve));
    } finally {
      setBusyId(null);
    }
  }

  async function reject(review: AdminReview, reason: string) {
    await rejectReview({ id: review._id, reason }).unwrap();
    setRejecting(null);
    toast.success(T.rejected);
    holdForUndo(review, 'rejected');
  }

  const columns: Array<Column<AdminReview>> = [
    { key: 'name', header: T.name, cell: (r) => <span className="ops-strong">{r.name}</span> },
    { key: 'location', header: T.location, cell: (r) => r.location },
    { key: 'rating', header: T.rating, cell: (r) => <Rating value={r.rating} /> },
    { key: 'message', header: T.message, cell: (r) => <p className="ops-message">{r.message}</p> },
    { key: 'date', header: T.date, cell: (r) => <span className="ops-nowrap">{formatDate(r.createdAt)}</span> },
    ...(status === 'rejected' ? [{ key: 'note', header: T.note, cell: (r: AdminReview) => r.moderationNote ?? OPS_TEXT.none }] : []),
    {
      key: 'actions',
      header: T.actions,
      cell: (r) =>
        decided[r._id] ? (
          <div className="ops-row-actions ops-row-actions--decided">
            <span className="ops-decided">{decided[r._id] === 'approved' ? T.approvedRow : T.rejectedRow}</span>
            <button type="button" className="btn btn-secondary btn-small" aria-label={T.undoLabel(r.name)} disabled={busyId === r._id} autoFocus onClick={() => void undo(r)}>
              {T.undo}
            </button>
          </div>
        ) : (
        <div className="ops-row-actions">
          {status !== 'approved' ? (
            <button type="button" className="btn btn-primary btn-small" aria-label={T.approveLabel(r.name)} disabled={busyId === r._id} onClick={() => void approve(r)}>
              {T.approve}
            </button>
          ) : null}
          {status !== 'rejected' ? (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={T.rejectLabel(r.name)}
              disabled={busyId === r._id}
              onClick={() => {
                setRowError(null);
                setRejecting(r);
              }}
            >
              {T.reject}
            </button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHead title={T.title} headingRef={headingRef} />
      <nav aria-label={T.tabsLabel} className="ops-tabs">
        <ul>
          {REVIEW_STATUSES.map((s) => (
            <li key={s}>
              <Link to={{ search: searchOf(s, 1) }} aria-current={s === status ? 'page' : undefined} onClick={() => setRowError(null)}>
                {OPS_TEXT.reviewStatuses[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rowError ? <FailureBar>{rowError}</FailureBar> : null}
      <QueryView query={reviews} loadingLabel={T.loading} failed={T.failed}>
        {(data) => (
          <div ref={tableRef}>
            <DataTable caption={T.caption(OPS_TEXT.reviewStatuses[status])} columns={columns} rows={visible} rowKey={(r) => r._id} empty={T.empty[status]} busy={reviews.isFetching} cardsOnPhone />
            <Pager page={data.page} totalPages={data.totalPages} totalDocs={data.totalDocs} noun={T.noun} onPage={(p) => setParams(searchOf(status, p))} />
          </div>
        )}
      </QueryView>
      {rejecting ? (
        <ReasonDialog
          schema={RejectReviewBody}
          reason={{ label: T.reason, max: T.reasonMaxLength, rows: 3, optional: true, className: '' }}
          title={T.rejectTitle}
          message={T.rejectMessage(rejecting.name)}
          confirmLabel={T.reject}
          failedMessage={OPS_FAILURES.reject}
          onConfirm={(reason) => reject(rejecting, reason)}
          onCancel={() => setRejecting(null)}
        />
      ) : null}
    </>
  );
}

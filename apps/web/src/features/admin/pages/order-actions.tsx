import { RefundOrderBody, TrackingNumberBody, type AdminOrderDetail } from '@shop/contract/admin';
import { isUndelivered, ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract/orders';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { RETURN_LIMITS } from '@shop/contract/tracking';
import { TextAreaField, TextField } from '../../../components/text-field';
import { failureMessage } from '../api/failure';
import { useCancelOrderMutation, useDecideReturnMutation, useMoveOrderMutation, useRefundOrderMutation, useSaveTrackingNumberMutation, type ReturnDecision } from '../api/orders';
import { FailureBar } from '../components/query-view';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDateTime } from '../format';
import { formatRupees } from '../../../lib/money';
import { Field } from './detail-fields';
import { ReturnStatusBadge, staffStatusLabel } from './status-badges';
import { useDraft } from './use-draft';
import { canCancel, moveTargets } from './order-moves';
import { OPS_FAILURES, OPS_TEXT, ORDER_TEXT as T } from './texts-operations';

/**
 * An order and the steps staff may take on it, as the server says (its next statuses, return decisions, whether a
 * tracking number may be entered, what may be refunded). A change's answer replaces the order on the page; a refused
 * change loads it again, as it may have moved meanwhile (see api/orders.ts).
 */
export interface OrderActionProps {
  order: AdminOrderDetail;
  /** How the page names the order (ORD-… or id): the key of its cached detail. */
  orderRef: string;
}

/** A note field with a character counter, for dialogs and forms. */
function NoteField({ label, value, max, onChange }: { label: string; value: string; max: number; onChange: (v: string) => void }) {
  return (
    <TextAreaField
      label={`${label} ${OPS_TEXT.optional}`}
      value={value}
      maxLength={max}
      rows={2}
      className="ops-note-field"
      aside={<span className="ops-counter">{OPS_TEXT.characters(value.length, max)}</span>}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The forward path, along which a move may skip steps. */
const FORWARD_PATH: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => s !== 'cancelled' && !isUndelivered(s));

/**
 * The steps a move along the forward path jumps over (e.g. Placed to Delivered skips five); none for a move to the
 * next step, and none for a parcel turned back, back with us or lost (it leaves the path).
 */
function skippedSteps(from: OrderStatus, to: OrderStatus): OrderStatus[] {
  const start = FORWARD_PATH.indexOf(from);
  const end = FORWARD_PATH.indexOf(to);
  return start >= 0 && end > start + 1 ? FORWARD_PATH.slice(start + 1, end) : [];
}

/**
 * A move that needs a second look: it texts the customer (the server names those moves), skips steps, or marks the
 * order delivered. Orders only move forward, so none of these can be taken back.
 */
function needsConfirmation(order: AdminOrderDetail, to: OrderStatus): boolean {
  return order.customerTextedOn.includes(to) || to === 'delivered' || isUndelivered(to) || skippedSteps(order.status, to).length > 0;
}

/** "Move to" the next status, with an optional note for the status history; and Cancel order behind a confirmation. */
export function StatusActions({ order, orderRef }: OrderActionProps) {
  const targets = moveTargets(order);
  const [choice, setChoice] = useState<OrderStatus | null>(null);
  // The choice made before a reload may no longer be offered; fall back to the next step.
  const selected = choice && targets.includes(choice) ? choice : targets[0];
  const [note, setNote] = useState('');
  const [moveOrder, { isLoading: busy }] = useMoveOrderMutation();
  const [cancelOrder] = useCancelOrderMutation();
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<{ reason: string; busy: boolean; error: string | null } | null>(null);
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const selectId = useId();

  function review(event: FormEvent) {
    event.preventDefault();
    if (!selected) return;
    if (needsConfirmation(order, selected)) setConfirming(selected);
    else void move();
  }

  async function move() {
    if (!selected) return;
    setConfirming(null);
    setError(null);
    try {
      const updated = await moveOrder({ ref: orderRef, status: selected, note: note.trim() }).unwrap();
      setNote('');
      setChoice(null);
      toast.success(T.moved(ORDER_STATUS_LABELS[updated.status]));
    } catch (err) {
      setError(failureMessage(err, OPS_FAILURES.move));
    }
  }

  async function cancel() {
    if (!cancelling) return;
    setCancelling({ ...cancelling, busy: true, error: null });
    try {
      await cancelOrder({ ref: orderRef, reason: cancelling.reason.trim() }).unwrap();
      setCancelling(null);
      setError(null);
      toast.success(T.cancelled);
    } catch (err) {
      // The dialog stays open with the reason; behind it the page catches up with the order.
      setCancelling({ ...cancelling, busy: false, error: failureMessage(err, OPS_FAILURES.cancel) });
    }
  }

  return (
    <>
      {targets.length > 0 ? (
        <form className="ops-move" onSubmit={review}>
          <div className="ops-move__row">
            <label htmlFor={selectId}>{T.moveTo}</label>
            <select id={selectId} className="admin-input" value={selected} onChange={(e) => setChoice(e.target.value as OrderStatus)}>
              {targets.map((s) => (
                <option key={s} value={s}>
                  {staffStatusLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <NoteField label={T.moveNote} value={note} max={T.noteMaxLength} onChange={setNote} />
          <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
            {busy ? T.moving : T.moveButton}
          </button>
        </form>
      ) : (
        <p className="ops-muted">{T.noMoves(order.statusLabel)}</p>
      )}
      {error ? <FailureBar>{error}</FailureBar> : null}
      {canCancel(order) ? (
        <button type="button" className="btn btn-danger btn-small ops-cancel" onClick={() => setCancelling({ reason: '', busy: false, error: null })}>
          {T.cancelButton}
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={T.moveConfirmTitle(order.customOrderId, ORDER_STATUS_LABELS[confirming])}
          message={T.moveConfirmMessage({
            skipped: skippedSteps(order.status, confirming).map((s) => ORDER_STATUS_LABELS[s]),
            label: ORDER_STATUS_LABELS[confirming],
            delivered: confirming === 'delivered',
            texted: order.customerTextedOn.includes(confirming),
            undelivered: isUndelivered(confirming) ? confirming : undefined,
          })}
          confirmLabel={T.moveConfirmButton(ORDER_STATUS_LABELS[confirming])}
          cancelLabel={T.moveConfirmBack}
          onConfirm={() => void move()}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title={T.cancelTitle(order.customOrderId)}
          message={T.cancelMessage}
          confirmLabel={T.cancelButton}
          cancelLabel={T.keepOrder}
          destructive
          busy={cancelling.busy}
          error={cancelling.error}
          onConfirm={() => void cancel()}
          onCancel={() => setCancelling(null)}
        >
          <NoteField label={T.cancelReason} value={cancelling.reason} max={T.noteMaxLength} onChange={(reason) => setCancelling({ ...cancelling, reason })} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** Refund an order paid online through the payment provider, in full or in part, behind a confirmation. */
export function RefundAction({ order, orderRef }: OrderActionProps) {
  const [amount, setAmount] = useDraft(order.refundableAmount.toFixed(2));
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ amount: number; reason: string; busy: boolean; error: string | null } | null>(null);
  const [refundOrder] = useRefundOrderMutation();
  const amountId = useId();
  const errorId = useId();
  // The server says what may still be given back: nothing for Cash on Delivery, or once all is refunded.
  if (order.refundableAmount <= 0) return null;

  function review(event: FormEvent) {
    event.preventDefault();
    const parsed = RefundOrderBody.safeParse({ amount: Number(amount), reason });
    if (!parsed.success || !amount.trim()) {
      setFieldError(parsed.error?.issues[0]?.message ?? OPS_FAILURES.orderRefunded);
      return;
    }
    setFieldError(null);
    setDialog({ ...parsed.data, busy: false, error: null });
  }

  async function refund() {
    if (!dialog) return;
    setDialog({ ...dialog, busy: true, error: null });
    try {
      await refundOrder({ ref: orderRef, amount: dialog.amount, reason: dialog.reason }).unwrap();
      setDialog(null);
      setReason('');
      toast.success(T.refunded);
    } catch (err) {
      setDialog({ ...dialog, busy: false, error: failureMessage(err, OPS_FAILURES.orderRefunded) });
    }
  }

  return (
    <form className="ops-refund" onSubmit={review} noValidate>
      <p>{T.refundLead(formatRupees(order.refundableAmount))}</p>
      <label htmlFor={amountId}>{T.refundAmountLabel}</label>
      <input
        id={amountId}
        className="admin-input"
        inputMode="decimal"
        value={amount}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextAreaField label={T.refundReasonLabel} value={reason} maxLength={T.noteMaxLength} rows={2} className="ops-note-field" onChange={(e) => setReason(e.target.value)} />
      {fieldError ? (
        <p id={errorId} className="error-text ops-field-error">
          {fieldError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-small">
        {T.refundButton}
      </button>
      {dialog ? (
        <ConfirmDialog
          title={T.refundTitle(formatRupees(dialog.amount), order.customOrderId)}
          message={T.refundMessage}
          confirmLabel={T.refundButton}
          destructive
          busy={dialog.busy}
          error={dialog.error}
          onConfirm={() => void refund()}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </form>
  );
}

/** Enter or correct the courier's tracking number; checked with the contract's rules before it is sent. */
export function TrackingForm({ order, orderRef }: OrderActionProps) {
  // What is typed, until the saved number changes (saved here, or assigned by the courier on shipment).
  const [value, setValue] = useDraft(order.trackingNumber ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saveTrackingNumber, { isLoading: busy }] = useSaveTrackingNumberMutation();
  const inputId = useId();
  const errorId = useId();

  if (!order.trackingNumberAllowed) {
    return <p className="ops-muted">{order.trackingNumber ? <code>{order.trackingNumber}</code> : T.trackingUnavailable}</p>;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = TrackingNumberBody.safeParse({ trackingNumber: value });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? OPS_FAILURES.tracking);
      return;
    }
    setFieldError(null);
    setError(null);
    try {
      await saveTrackingNumber({ ref: orderRef, trackingNumber: parsed.data.trackingNumber }).unwrap();
      toast.success(T.trackingSaved);
    } catch (err) {
      setError(failureMessage(err, OPS_FAILURES.tracking));
    }
  }

  return (
    <form className="ops-tracking" onSubmit={(e) => void save(e)} noValidate>
      <label htmlFor={inputId}>{T.trackingLabel}</label>
      <div className="ops-tracking__row">
        <input
          id={inputId}
          className="admin-input"
          value={value}
          maxLength={T.trackingMaxLength}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
          {busy ? T.trackingSaving : T.trackingSave}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} className="error-text ops-field-error">
          {fieldError}
        </p>
      ) : null}
      {error ? <FailureBar>{error}</FailureBar> : null}
    </form>
  );
}

/** A used loyalty reward this order helped earn: what its return keeps back from the refund, as the server decided. */
export function LoyaltyRecoveryNote({ order }: { order: Pick<AdminOrderDetail, 'loyaltyRecovery'> }) {
  const recovery = order.loyaltyRecovery;
  if (!recovery) return null;
  const amount = formatRupees(recovery.amount);
  return <p className="ops-notice">{recovery.recorded ? T.loyaltyKept(amount, recovery.rewardOrderNumber) : T.loyaltyToKeep(amount, recovery.rewardOrderNumber)}</p>;
}

const DECISION_LABELS: Record<ReturnDecision, string> = { approved: T.approveReturn, received: T.receiveReturn, rejected: T.rejectReturn, refunded: T.refundReturn };

/**
 * The customer's return request (reason, comment, photo, where a cash refund goes), with the decisions the server
 * allows now (Approve / Mark received / Reject / Mark refunded), each confirmed first.
 */
export function ReturnPanel({ order, orderRef }: OrderActionProps) {
  const [deciding, setDeciding] = useState<{ status: ReturnDecision; note: string; reference: string; busy: boolean; error: string | null } | null>(null);
  const [decideReturn] = useDecideReturnMutation();
  const request = order.returnRequest;
  if (!request) return null;

  async function decide() {
    if (!deciding) return;
    setDeciding({ ...deciding, busy: true, error: null });
    try {
      await decideReturn({ ref: orderRef, status: deciding.status, note: deciding.note.trim(), reference: deciding.reference.trim() }).unwrap();
      setDeciding(null);
      toast.success(T.returnConfirm[deciding.status].done);
    } catch (err) {
      setDeciding({ ...deciding, busy: false, error: failureMessage(err, OPS_FAILURES.return) });
    }
  }

  return (
    <>
      <dl className="ops-fields">
        <Field label={T.returnStatus}>
          <ReturnStatusBadge status={request.status} />
        </Field>
        <Field label={T.returnReason}>{request.reason}</Field>
        {request.note ? <Field label={T.returnNote}>{request.note}</Field> : null}
        {request.photoUrl ? (
          <Field label={T.returnPhoto}>
            <a href={request.photoUrl} target="_blank" rel="noreferrer">
              <img className="ops-return-photo" src={request.photoUrl} alt={T.returnPhotoAlt} loading="lazy" />
            </a>
          </Field>
        ) : null}
        {request.refundUpi ? <Field label={T.returnRefundUpi}>{request.refundUpi}</Field> : null}
        <Field label={T.returnRequestedAt}>{formatDateTime(request.requestedAt)}</Field>
        {request.approvedAt ? <Field label={T.returnApprovedAt}>{formatDateTime(request.approvedAt)}</Field> : null}
        {request.receivedAt ? <Field label={T.returnReceivedAt}>{formatDateTime(request.receivedAt)}</Field> : null}
        {request.refundedAt ? <Field label={T.returnRefundedAt}>{formatDateTime(request.refundedAt)}</Field> : null}
        {request.refundReference ? <Field label={T.returnRefundReference}>{request.refundReference}</Field> : null}
      </dl>
      <LoyaltyRecoveryNote order={order} />
      {order.returnDecisions.length > 0 ? (
        <div className="ops-buttons">
          {order.returnDecisions.map((status) => (
            <button
              key={status}
              type="button"
              className={`btn btn-small ${status === 'rejected' ? 'btn-secondary' : 'btn-primary'}`}
              onClick={() => setDeciding({ status, note: '', reference: '', busy: false, error: null })}
            >
              {DECISION_LABELS[status]}
            </button>
          ))}
        </div>
      ) : null}
      {deciding ? (
        <ConfirmDialog
          title={T.returnConfirm[deciding.status].title}
          message={T.returnConfirm[deciding.status].message}
          confirmLabel={DECISION_LABELS[deciding.status]}
          destructive={deciding.status === 'rejected'}
          busy={deciding.busy}
          error={deciding.error}
          onConfirm={() => void decide()}
          onCancel={() => setDeciding(null)}
        >
          {deciding.status === 'refunded' ? (
            <TextField
              label={T.returnReferenceLabel}
              value={deciding.reference}
              maxLength={RETURN_LIMITS.referenceMaxLength}
              required
              onChange={(e) => setDeciding({ ...deciding, reference: e.target.value })}
            />
          ) : null}
          <NoteField label={T.returnNoteLabel} value={deciding.note} max={T.noteMaxLength} onChange={(note) => setDeciding({ ...deciding, note })} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}

import { AdvanceOrderBody, CancelOrderBody, RefundOrderBody, ReturnDecisionBody, TrackingNumberBody, type AdminOrderDetail } from '@shop/contract/admin';
import { isUndelivered, ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract/orders';
import { useId, useState } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { RETURN_LIMITS } from '@shop/contract/tracking';
import { z } from 'zod';
import { useZodForm } from '../../../components/form/form';
import { TextAreaField, TextField } from '../../../components/text-field';
import { failureMessage } from '../api/failure';
import { useCancelOrderMutation, useDecideReturnMutation, useMoveOrderMutation, useRefundOrderMutation, useSaveTrackingNumberMutation, type ReturnDecision } from '../api/orders';
import { FailureBar } from '../components/query-view';
import { ConfirmDialog, ConfirmFormDialog, FormNoteField, ReasonDialog, useConfirmation } from '../components/confirm-dialog';
import { formatDateTime } from '../format';
import { formatRupees } from '../../../lib/money';
import { Field } from './detail-fields';
import { ReturnStatusBadge, staffStatusLabel } from './status-badges';
import { canCancel, moveTargets } from './order-moves';
import { OPS_FAILURES, ORDER_TEXT as T } from './texts-operations';

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

interface MoveValues {
  /** The status chosen; empty (or one no longer offered after a reload) means the next step. */
  status: string;
  note: string;
}

const MoveForm = z.object({ note: AdvanceOrderBody.shape.note });

/** "Move to" the next status, with an optional note for the status history; and Cancel order behind a confirmation. */
export function StatusActions({ order, orderRef }: OrderActionProps) {
  const targets = moveTargets(order);
  const form = useZodForm<MoveValues>(MoveForm, { defaultValues: { status: '', note: '' } });
  const chosen = useWatch({ control: form.control, name: 'status' });
  // The choice made before a reload may no longer be offered; fall back to the next step.
  const selected = targets.find((s) => s === chosen) ?? targets[0];
  const [moveOrder, { isLoading: busy }] = useMoveOrderMutation();
  const [cancelOrder] = useCancelOrderMutation();
  const [cancelling, setCancelling] = useState(false);
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const error = form.formState.errors.root?.server?.message;
  const selectId = useId();

  function review() {
    if (!selected) return;
    if (needsConfirmation(order, selected)) setConfirming(selected);
    else void move();
  }

  async function move() {
    if (!selected) return;
    setConfirming(null);
    form.clearErrors('root.server');
    try {
      const updated = await moveOrder({ ref: orderRef, status: selected, note: form.getValues('note').trim() }).unwrap();
      form.reset();
      toast.success(T.moved(ORDER_STATUS_LABELS[updated.status]));
    } catch (err) {
      form.setError('root.server', { type: 'server', message: failureMessage(err, OPS_FAILURES.move) });
    }
  }

  async function cancel(reason: string) {
    await cancelOrder({ ref: orderRef, reason }).unwrap();
    // A refusal keeps the dialog open with the reason; behind it the page catches up with the order.
    setCancelling(false);
    form.clearErrors('root.server');
    toast.success(T.cancelled);
  }

  return (
    <>
      {targets.length > 0 ? (
        <FormProvider {...form}>
          <form className="ops-move" onSubmit={(e) => void form.handleSubmit(review)(e)}>
            <div className="ops-move__row">
              <label htmlFor={selectId}>{T.moveTo}</label>
              <select id={selectId} className="admin-input" value={selected} onChange={(e) => form.setValue('status', e.target.value)}>
                {targets.map((s) => (
                  <option key={s} value={s}>
                    {staffStatusLabel(s)}
                  </option>
                ))}
              </select>
            </div>
            <FormNoteField<MoveValues> name="note" label={T.moveNote} max={T.noteMaxLength} optional />
            <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
              {busy ? T.moving : T.moveButton}
            </button>
          </form>
        </FormProvider>
      ) : (
        <p className="ops-muted">{T.noMoves(order.statusLabel)}</p>
      )}
      {error ? <FailureBar>{error}</FailureBar> : null}
      {canCancel(order) ? (
        <button type="button" className="btn btn-danger btn-small ops-cancel" onClick={() => setCancelling(true)}>
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
        <ReasonDialog
          schema={CancelOrderBody}
          reason={{ label: T.cancelReason, max: T.noteMaxLength, optional: true }}
          title={T.cancelTitle(order.customOrderId)}
          message={T.cancelMessage}
          confirmLabel={T.cancelButton}
          cancelLabel={T.keepOrder}
          failedMessage={OPS_FAILURES.cancel}
          onConfirm={cancel}
          onCancel={() => setCancelling(false)}
        />
      ) : null}
    </>
  );
}

interface RefundValues {
  amount: string;
  reason: string;
}

/** The refund as typed, checked as the contract's body (the amount in rupees as a number). */
const RefundForm = z.object({ amount: z.string(), reason: z.string() }).transform((v) => ({ amount: Number(v.amount), reason: v.reason })).pipe(RefundOrderBody);

/** Refund an order paid online through the payment provider, in full or in part, behind a confirmation. */
export function RefundAction({ order, orderRef }: OrderActionProps) {
  // The amount offered follows what may still be refunded (it changes with each refund, here or elsewhere).
  const form = useZodForm<RefundValues>(RefundForm, { values: { amount: order.refundableAmount.toFixed(2), reason: '' } });
  const fieldError = form.formState.errors.amount?.message ?? form.formState.errors.reason?.message;
  const [refundOrder] = useRefundOrderMutation();
  const refunding = useConfirmation(async (refund: { amount: number; reason: string }) => {
    await refundOrder({ ref: orderRef, ...refund }).unwrap();
    form.setValue('reason', '');
    toast.success(T.refunded);
  }, OPS_FAILURES.orderRefunded);
  const amountId = useId();
  const errorId = useId();
  // The server says what may still be given back: nothing for Cash on Delivery, or once all is refunded.
  if (order.refundableAmount <= 0) return null;

  const review = form.handleSubmit((typed) => refunding.ask({ amount: Number(typed.amount), reason: typed.reason.trim() }));

  return (
    <form className="ops-refund" onSubmit={(e) => void review(e)} noValidate>
      <p>{T.refundLead(formatRupees(order.refundableAmount))}</p>
      <label htmlFor={amountId}>{T.refundAmountLabel}</label>
      <input id={amountId} className="admin-input" inputMode="decimal" aria-invalid={fieldError ? true : undefined} aria-describedby={fieldError ? errorId : undefined} {...form.register('amount')} />
      <TextAreaField label={T.refundReasonLabel} maxLength={T.noteMaxLength} rows={2} className="ops-note-field" {...form.register('reason')} />
      {fieldError ? (
        <p id={errorId} className="error-text ops-field-error">
          {fieldError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-small">
        {T.refundButton}
      </button>
      {refunding.subject ? (
        <ConfirmDialog
          title={T.refundTitle(formatRupees(refunding.subject.amount), order.customOrderId)}
          message={T.refundMessage}
          confirmLabel={T.refundButton}
          destructive
          {...refunding.dialog}
        />
      ) : null}
    </form>
  );
}

interface TrackingValues {
  trackingNumber: string;
}

/** Enter or correct the courier's tracking number; checked with the contract's rules before it is sent. */
export function TrackingForm({ order, orderRef }: OrderActionProps) {
  // What is typed, until the saved number changes (saved here, or assigned by the courier on shipment).
  const form = useZodForm<TrackingValues>(TrackingNumberBody, { values: { trackingNumber: order.trackingNumber ?? '' } });
  const { errors } = form.formState;
  const fieldError = errors.trackingNumber?.message;
  const error = errors.root?.server?.message;
  const [saveTrackingNumber, { isLoading: busy }] = useSaveTrackingNumberMutation();
  const inputId = useId();
  const errorId = useId();

  if (!order.trackingNumberAllowed) {
    return <p className="ops-muted">{order.trackingNumber ? <code>{order.trackingNumber}</code> : T.trackingUnavailable}</p>;
  }

  async function save({ trackingNumber }: TrackingValues) {
    try {
      await saveTrackingNumber({ ref: orderRef, trackingNumber: trackingNumber.trim() }).unwrap();
      toast.success(T.trackingSaved);
    } catch (err) {
      form.setError('root.server', { type: 'server', message: failureMessage(err, OPS_FAILURES.tracking) });
    }
  }

  return (
    <form className="ops-tracking" onSubmit={(e) => void form.handleSubmit(save)(e)} noValidate>
      <label htmlFor={inputId}>{T.trackingLabel}</label>
      <div className="ops-tracking__row">
        <input
          id={inputId}
          className="admin-input"
          maxLength={T.trackingMaxLength}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          {...form.register('trackingNumber')}
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

interface DecisionValues {
  note: string;
  reference: string;
}

/** The transfer's reference, when a Cash on Delivery return is marked refunded. */
function ReferenceField() {
  const { register } = useFormContext<DecisionValues>();
  return <TextField label={T.returnReferenceLabel} maxLength={RETURN_LIMITS.referenceMaxLength} required {...register('reference')} />;
}

const DecisionForm = ReturnDecisionBody.pick({ note: true, reference: true });

const DECISION_LABELS: Record<ReturnDecision, string> = { approved: T.approveReturn, received: T.receiveReturn, rejected: T.rejectReturn, refunded: T.refundReturn };

/**
 * The customer's return request (reason, comment, photo, where a cash refund goes), with the decisions the server
 * allows now (Approve / Mark received / Reject / Mark refunded), each confirmed first.
 */
export function ReturnPanel({ order, orderRef }: OrderActionProps) {
  const [deciding, setDeciding] = useState<ReturnDecision | null>(null);
  const [decideReturn] = useDecideReturnMutation();
  const request = order.returnRequest;
  if (!request) return null;

  async function decide(status: ReturnDecision, { note, reference }: DecisionValues) {
    await decideReturn({ ref: orderRef, status, note: note.trim(), reference: reference.trim() }).unwrap();
    setDeciding(null);
    toast.success(T.returnConfirm[status].done);
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
              onClick={() => setDeciding(status)}
            >
              {DECISION_LABELS[status]}
            </button>
          ))}
        </div>
      ) : null}
      {deciding ? (
        <ConfirmFormDialog<DecisionValues>
          schema={DecisionForm}
          defaultValues={{ note: '', reference: '' }}
          title={T.returnConfirm[deciding].title}
          message={T.returnConfirm[deciding].message}
          confirmLabel={DECISION_LABELS[deciding]}
          destructive={deciding === 'rejected'}
          failedMessage={OPS_FAILURES.return}
          onConfirm={(values) => decide(deciding, values)}
          onCancel={() => setDeciding(null)}
        >
          {deciding === 'refunded' ? <ReferenceField /> : null}
          <FormNoteField<DecisionValues> name="note" label={T.returnNoteLabel} max={T.noteMaxLength} optional />
        </ConfirmFormDialog>
      ) : null}
    </>
  );
}

import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormProvider, useFormContext, useWatch, type DefaultValues, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from '../../../components/form/form';
import { TextAreaField } from '../../../components/text-field';
import { Dialog } from '../../../components/dialog';
import { failureMessage } from '../api/failure';
import { OPS_TEXT } from '../pages/texts-operations';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in plain words. */
  message: ReactNode;
  confirmLabel: string;
  /** The button that backs out; "Cancel" unless that would be ambiguous (e.g. next to "Cancel order"). */
  cancelLabel?: string;
  /** Styles the confirm button as a destructive step. */
  destructive?: boolean;
  busy?: boolean;
  /** The server's refusal, shown inside the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra fields, e.g. a reason. */
  children?: ReactNode;
}

/** Asks before a step that cannot be undone; Escape or Cancel backs out. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel = 'Cancel', destructive, busy, error, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      title={title}
      describedBy={messageId}
      onClose={onCancel}
      busy={busy}
      className="confirm-dialog"
      tone="plain"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="submit" className={`btn ${destructive ? 'btn-danger' : 'btn-primary'}`} disabled={busy} data-autofocus>
            {busy ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      <div id={messageId} className="confirm-dialog__message">
        {message}
      </div>
      {children}
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/**
 * A step staff confirm first: what it is about while its dialog is open, and the dialog's props. Confirming runs the
 * step; a refusal keeps the dialog open with the server's reason (else `failedMessage`), success closes it.
 */
export function useConfirmation<T>(run: (subject: T) => Promise<unknown>, failedMessage: string) {
  const [open, setOpen] = useState<{ subject: T; busy: boolean; error: string | null } | null>(null);

  async function confirm() {
    if (!open || open.busy) return;
    setOpen({ ...open, busy: true, error: null });
    try {
      await run(open.subject);
      setOpen(null);
    } catch (err) {
      setOpen({ ...open, busy: false, error: failureMessage(err, failedMessage) });
    }
  }

  return {
    /** What the open dialog asks about; null while none is open. */
    subject: open ? open.subject : null,
    ask: (subject: T) => setOpen({ subject, busy: false, error: null }),
    dialog: { busy: open?.busy ?? false, error: open?.error ?? null, onConfirm: () => void confirm(), onCancel: () => setOpen(null) },
  };
}

export interface ConfirmFormDialogProps<V extends FieldValues> extends Omit<ConfirmDialogProps, 'busy' | 'error' | 'onConfirm'> {
  /** The contract's schema the fields are checked with; its problems show under their fields. */
  schema: z.ZodType<unknown, { [K in keyof V]?: unknown }>;
  defaultValues: DefaultValues<V>;
  /** Runs the step with the values as typed; what it throws is shown in the dialog. */
  onConfirm: (values: V) => Promise<unknown>;
  failedMessage: string;
}

/**
 * A confirmation that asks for a few fields too (a reason, a note, a reference), over `useZodForm`: each opening
 * starts empty and is busy while the step runs. A problem with the fields, or the server's refusal, is said in the
 * dialog's alert until the fields change; the caller closes the dialog once the step is done.
 */
export function ConfirmFormDialog<V extends FieldValues>({ schema, defaultValues, onConfirm, failedMessage, ...dialog }: ConfirmFormDialogProps<V>) {
  const form = useZodForm<V>(schema, { defaultValues, shouldFocusError: false });
  useEffect(() => {
    const watching = form.watch(() => form.clearErrors());
    return () => watching.unsubscribe();
  }, [form]);
  const { errors } = form.formState;
  const fieldProblem = Object.values(errors).find((e): e is FieldError => typeof e?.message === 'string')?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onConfirm(values);
    } catch (err) {
      form.setError('root.server', { type: 'server', message: failureMessage(err, failedMessage) });
    }
  });
  return (
    <FormProvider {...form}>
      <ConfirmDialog
        {...dialog}
        busy={form.formState.isSubmitting}
        error={errors.root?.server?.message ?? fieldProblem ?? null}
        onConfirm={() => {
          if (form.formState.isSubmitting) return;
          form.clearErrors('root.server');
          void submit();
        }}
      />
    </FormProvider>
  );
}

/** A note or reason with a character counter, in a confirmation's form (its problems are said by the dialog). */
export function FormNoteField<V extends FieldValues>({ name, label, max, rows = 2, optional = false, className = 'ops-note-field' }: { name: Path<V>; label: string; max: number; rows?: number; optional?: boolean; className?: string }) {
  const { register } = useFormContext<V>();
  const value = useWatch<V>({ name }) as string;
  return (
    <TextAreaField
      label={optional ? `${label} ${OPS_TEXT.optional}` : label}
      maxLength={max}
      rows={rows}
      className={className}
      aside={<span className="ops-counter">{OPS_TEXT.characters(value.length, max)}</span>}
      {...register(name)}
    />
  );
}

/** A note dialog's one field, named as the step's body names it (`reason`, `reference`, `answer`). */
type NoteValues<K extends string> = Record<K, string>;

export interface NoteDialogProps<K extends string> extends Omit<ConfirmFormDialogProps<NoteValues<K>>, 'defaultValues' | 'onConfirm' | 'children'> {
  /** The note's name in the step's body, its label and longest length; `optional` adds "(optional)" to the label. */
  note: { name: K; label: string; max: number; rows?: number; optional?: boolean; className?: string };
  /** Runs the step with the note as typed (trimmed). */
  onConfirm: (note: string) => Promise<unknown>;
}

/** A step that asks for one note first, checked by the contract's schema of the step's body: a reason, a reference, an answer. */
export function NoteDialog<K extends string>({ note, onConfirm, ...dialog }: NoteDialogProps<K>) {
  const empty = { [note.name]: '' } as DefaultValues<NoteValues<K>>;
  return (
    <ConfirmFormDialog<NoteValues<K>> {...dialog} defaultValues={empty} onConfirm={(values) => onConfirm(values[note.name].trim())}>
      <FormNoteField<NoteValues<K>> {...note} name={note.name as string as Path<NoteValues<K>>} />
    </ConfirmFormDialog>
  );
}

export interface ReasonDialogProps extends Omit<NoteDialogProps<'reason'>, 'note' | 'destructive'> {
  /** The reason's label and longest length; `optional` adds "(optional)" to the label. */
  reason: Omit<NoteDialogProps<'reason'>['note'], 'name'>;
}

/** A step that cannot be undone and asks why: cancelling an order, blocking a customer, rejecting a review. */
export function ReasonDialog({ reason, ...dialog }: ReasonDialogProps) {
  return <NoteDialog {...dialog} note={{ ...reason, name: 'reason' }} destructive />;
}

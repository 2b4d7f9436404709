import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form, FormAlert, SubmitButton } from '../../../components/form/form';
import toast from 'react-hot-toast';
import { answerOf } from '../api/failure';
import { formatDateTime } from '../format';
import { SETTINGS_TEXT as T } from './settings-page-texts';

/** A settings panel's form: its lead, its fields, the refusal, the save button and when the setting last changed. */
export function SettingsForm<V extends FieldValues>({
  form,
  onSubmit,
  lead,
  submitLabel,
  updatedAt,
  children,
}: {
  form: UseFormReturn<V>;
  onSubmit: (values: V) => Promise<void>;
  lead: string;
  submitLabel: string;
  updatedAt: string | null;
  children: ReactNode;
}) {
  return (
    <Form form={form} onSubmit={onSubmit} failedMessage={T.saveFailed} className="settings-form">
      <p className="ops-muted">{lead}</p>
      {children}
      <FormAlert className="error-text" />
      <SubmitButton label={submitLabel} submittingLabel={T.saving} />
      {updatedAt ? <p className="ops-muted">{T.lastChanged(formatDateTime(updatedAt))}</p> : null}
    </Form>
  );
}

/**
 * What a settings form does on Save: the setting its values make goes to the server (a refusal shows on the form, as
 * the server said it), then the saved message; the setting loads again, which starts the form afresh.
 */
export function saveSetting<V, B>(save: (body: B) => { unwrap: () => Promise<unknown> }, bodyOf: (values: V) => B, savedMessage: string) {
  return async (values: V) => {
    await answerOf(save(bodyOf(values)));
    toast.success(savedMessage);
  };
}

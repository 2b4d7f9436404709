import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form, FormAlert, SubmitButton } from '../../../components/form/form';
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

import { useId, type ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Form, useZodForm } from '../../../../components/form/form';
import { OtpInput, emptyOtp } from '../../../../components/otp-input';
import { ResendCode, type ResendOutcome } from '../../../../components/resend-code';
import { CodeFields, type CodeValues } from '../../step-fields';
import { useAuthFields } from './field-specs';
import { StepError } from './step-error';
import { StepTextField } from './step-text-field';

export interface CodeFormProps {
  codeLabel: string;
  /** When the code on screen was sent: the resend countdown runs from it. */
  sentAt: number;
  onResend: () => Promise<ResendOutcome>;
  /** Also asks for a new password (resetting a forgotten one). */
  withNewPassword?: boolean;
  locked: boolean;
  /** Disables Resend while a request runs or the step has succeeded. */
  busy: boolean;
  /** Called with the code's digits (and the new password); what it throws shows on the error line. */
  onSubmit: (values: CodeValues) => Promise<void> | void;
  errorFallback?: string;
  /** Back and the primary button, told whether the code (and new password) are filled in. */
  actions: (filled: { otp: readonly string[]; newPassword: string }) => ReactNode;
}

/** The six code boxes under their label, with Resend and its countdown. */
function CodeField({ label, sentAt, onResend, locked, busy }: { label: string; sentAt: number; onResend: () => Promise<ResendOutcome>; locked: boolean; busy: boolean }) {
  const labelId = useId();
  const { field } = useController<CodeValues, 'otp'>({ name: 'otp' });
  return (
    <div className="auth-field">
      <span id={labelId} className="auth-field__label">
        {label}
      </span>
      <OtpInput digits={field.value} onChange={field.onChange} labelledBy={labelId} disabled={locked} autoFocus />
      <ResendCode key={sentAt} sentAt={sentAt} disabled={busy} onResend={onResend} />
    </div>
  );
}

/** A step that asks for the code just sent: to sign up, to log in, or with a new password to reset one. */
export function CodeForm({ codeLabel, sentAt, onResend, withNewPassword = false, locked, busy, onSubmit, errorFallback, actions }: CodeFormProps) {
  const resetPasswordField = useAuthFields().resetPassword;
  const form = useZodForm<CodeValues>(CodeFields, { defaultValues: { otp: emptyOtp(), newPassword: '' } });
  const [otp, newPassword] = useWatch({ control: form.control, name: ['otp', 'newPassword'] });
  return (
    <Form form={form} onSubmit={onSubmit} className="auth-form">
      <CodeField label={codeLabel} sentAt={sentAt} onResend={onResend} locked={locked} busy={busy} />
      {withNewPassword ? <StepTextField<CodeValues> spec={resetPasswordField} locked={locked} /> : null}
      <StepError fallback={errorFallback} />
      {actions({ otp, newPassword })}
    </Form>
  );
}

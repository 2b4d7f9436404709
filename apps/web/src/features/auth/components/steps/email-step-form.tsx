import { EmailFields, type EmailValues } from '../../step-fields';
import { EMAIL_FIELD } from './field-specs';
import { TextStepForm, type TextStepFormProps } from './text-step-form';

/** The email entry both dialogs open a path with: sign-up's first step, and the email to reset a password for. */
export function EmailStepForm({ email, ...props }: { email: string } & Omit<TextStepFormProps<EmailValues>, 'schema' | 'fields' | 'values'>) {
  return <TextStepForm {...props} schema={EmailFields} fields={[EMAIL_FIELD]} values={{ email }} />;
}

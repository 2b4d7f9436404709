import { EmailFields, type EmailValues } from '../../step-fields';
import { useAuthFields } from './field-specs';
import { TextStepForm, type TextStepFormProps } from './text-step-form';

/** The email entry both dialogs open a path with: sign-up's first step, and the email to reset a password for. */
export function EmailStepForm({ email, ...props }: { email: string } & Omit<TextStepFormProps<EmailValues>, 'schema' | 'fields' | 'values'>) {
  const fields = useAuthFields();
  return <TextStepForm {...props} schema={EmailFields} fields={[fields.email]} values={{ email }} />;
}

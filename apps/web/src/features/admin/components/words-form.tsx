import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { FieldValues } from 'react-hook-form';
import { Form, FormAlert, SubmitButton, type FormProps } from '../../../components/form/form';
import { ApiError } from '../../../lib/api-client';
import { CATALOGUE_TEXT } from '../pages/texts-catalogue';

/**
 * Saves one language's words, and when someone saved other words meanwhile (409) says so in a toast too: the stored
 * words load again and the form starts over from them, so its own alert goes with it.
 */
export async function savingWords<R>(change: Promise<R>): Promise<R> {
  try {
    return await change;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) toast.error(err.message, { duration: 8000 });
    throw err;
  }
}

/** The form of one language's words (a product's, a coupon's, a stored page's section): its fields, a refusal, Save. */
export function WordsForm<V extends FieldValues>({ form, onSubmit, failedMessage, saveLabel, children }: Pick<FormProps<V>, 'form' | 'onSubmit' | 'failedMessage'> & { saveLabel: string; children: ReactNode }) {
  return (
    <Form form={form} onSubmit={onSubmit} failedMessage={failedMessage} className="translation-form">
      {children}
      <FormAlert className="error-text load-failed load-failed--alert" />
      <div className="catalogue-form__actions">
        <SubmitButton label={saveLabel} submittingLabel={CATALOGUE_TEXT.saving} />
      </div>
    </Form>
  );
}

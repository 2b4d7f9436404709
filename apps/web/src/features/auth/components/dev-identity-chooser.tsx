import { Email } from '@shop/contract/auth';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { FormTextField } from '../../../components/form/fields';
import { Form, useZodForm } from '../../../components/form/form';
import { authCalls } from '../../../store/auth-slice';
import { AUTH_UI_TEXTS } from '../dialog-texts';
import './dev-identity-chooser.css';
import { useTexts } from '../../../lib/i18n/texts';

export interface DevIdentityChooserProps {
  onCredential: (credential: string | undefined) => void | Promise<void>;
  onFailure: () => void;
  onCancel: () => void;
}

/** The chooser's values as typed: the e-mail address is checked as the shop checks one. */
interface DevIdentityValues {
  email: string;
  name: string;
}
const DevIdentityFields = z.object({ email: Email, name: z.string() });

/** A small account chooser for the offline test identity provider, standing in for Google's popup. */
export function DevIdentityChooser({ onCredential, onFailure, onCancel }: DevIdentityChooserProps) {
  const AUTH_UI_TEXT = useTexts(AUTH_UI_TEXTS);
  const leadId = useId();
  const form = useZodForm<DevIdentityValues>(DevIdentityFields, { defaultValues: { email: '', name: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  // From the first tap until the provider has answered and the sign-in has gone on.
  const busy = form.formState.isSubmitting || form.formState.isSubmitSuccessful;

  // The form stops its submit from reaching the form this chooser was opened from (React bubbles out of portals).
  async function submit({ email: typed, name }: DevIdentityValues) {
    let credential: string | undefined;
    try {
      const address = Email.parse(typed);
      const answer = await authCalls.devIdentityToken(name.trim() ? { email: address, name: name.trim() } : { email: address });
      credential = answer.credential || undefined;
    } catch (err) {
      console.warn('The offline identity provider failed.', err);
      // Usable again, with what was typed.
      form.reset(undefined, { keepValues: true });
      onFailure();
      return;
    }
    await onCredential(credential);
  }

  return (
    <Dialog
      title={AUTH_UI_TEXT.devIdentityHeading}
      eyebrow={<p className="dev-identity__badge">Test mode</p>}
      describedBy={leadId}
      onClose={onCancel}
      className="dev-identity"
    >
      <Form<DevIdentityValues> form={form} onSubmit={submit} className="dev-identity__form">
        <p id={leadId} className="dev-identity__lead">
          {AUTH_UI_TEXT.devIdentityLead}
        </p>
        <FormTextField<DevIdentityValues> name="email" label={AUTH_UI_TEXT.devIdentityEmail} type="email" autoComplete="email" disabled={busy} />
        <FormTextField<DevIdentityValues> name="name" label={AUTH_UI_TEXT.devIdentityName} type="text" autoComplete="name" disabled={busy} />
        <div className="dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {AUTH_UI_TEXT.devIdentityCancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !email.trim()}>
            {AUTH_UI_TEXT.devIdentitySubmit}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}

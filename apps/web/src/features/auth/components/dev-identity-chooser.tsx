import { Email } from '@shop/contract/auth';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { requestDevIdentityToken } from '../dev-identity';
import { AUTH_UI_TEXT } from '../dialog-texts';
import './dev-identity-chooser.css';

export interface DevIdentityChooserProps {
  onCredential: (credential: string | undefined) => void | Promise<void>;
  onFailure: () => void;
  onCancel: () => void;
}

/** A small account chooser for the offline test identity provider, standing in for Google's popup. */
export function DevIdentityChooser({ onCredential, onFailure, onCancel }: DevIdentityChooserProps) {
  const leadId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React bubbles events out of portals: the form this chooser was opened from must not see this submit.
    event.stopPropagation();
    const parsed = Email.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    let credential: string | undefined;
    try {
      credential = await requestDevIdentityToken(parsed.data, name);
    } catch (err) {
      console.warn('The offline identity provider failed.', err);
      setBusy(false);
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
      onSubmit={(e) => void submit(e)}
    >
      <p id={leadId} className="dev-identity__lead">
        {AUTH_UI_TEXT.devIdentityLead}
      </p>
      <TextField
        label={AUTH_UI_TEXT.devIdentityEmail}
        type="email"
        autoComplete="email"
        value={email}
        disabled={busy}
        error={error}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(null);
        }}
      />
      <TextField label={AUTH_UI_TEXT.devIdentityName} type="text" autoComplete="name" value={name} disabled={busy} onChange={(e) => setName(e.target.value)} />
      <div className="dialog__actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {AUTH_UI_TEXT.devIdentityCancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy || !email.trim()}>
          {AUTH_UI_TEXT.devIdentitySubmit}
        </button>
      </div>
    </Dialog>
  );
}

import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api-client';
import { logout } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { useAccountDeletionQuery, useConfirmDeletionMutation, useSendDeletionCodeMutation } from './api';
import { useTexts } from '../../lib/i18n/texts';
import { DATA_RIGHTS_TEXTS } from './texts';

/**
 * Deleting the account: first what is kept and why (and what holds it up, as the server says), then a code mailed
 * to the account, then the deletion itself. The customer is signed out and taken home once it is done.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const T = useTexts(DATA_RIGHTS_TEXTS);
  const preview = useAccountDeletionQuery();
  const [sendCode, sending] = useSendDeletionCodeMutation();
  const [confirm, confirming] = useConfirmDeletionMutation();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const busy = sending.isLoading || confirming.isLoading;
  const info = preview.data;

  const onSend = async () => {
    setError(null);
    try {
      await sendCode().unwrap();
      setCodeSent(true);
    } catch (err) {
      setError(errorMessage(err) ?? T.codeFailed);
    }
  };

  const onConfirm = async () => {
    setError(null);
    try {
      await confirm({ otp: code.trim() }).unwrap();
      toast.success(T.deleted);
      // As the account page's Log out does: leave first, then end the session here (the server's is already gone).
      await navigate('/', { flushSync: true });
      void dispatch(logout());
    } catch (err) {
      setError(errorMessage(err) ?? T.deleteFailed);
    }
  };

  return (
    <Dialog
      title={T.deleteDialogTitle}
      onClose={onClose}
      closeLabel={T.close}
      busy={busy}
      className="delete-account"
      tone="plain"
      focusKey={codeSent ? 'code' : 'kept'}
      onSubmit={(event) => {
        event.preventDefault();
        void (codeSent ? onConfirm() : onSend());
      }}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {T.cancel}
          </button>
          {info?.canDelete && (
            <button type="submit" className="btn btn-danger" disabled={busy || (codeSent && code.trim().length !== 6)}>
              {codeSent ? (confirming.isLoading ? T.deleting : T.confirmDelete) : sending.isLoading ? T.sendingCode : T.sendCode}
            </button>
          )}
        </>
      }
    >
      {preview.isError && <p role="alert">{T.deletionLoadFailed}</p>}
      {info && (
        <div className="delete-account__body">
          {info.blockedBecause && (
            <p role="alert" className="delete-account__blocked">
              {info.blockedBecause}
            </p>
          )}
          <h3 className="delete-account__kept-heading">{T.keptHeading}</h3>
          <ul className="delete-account__kept">
            {info.kept.map((k) => (
              <li key={k.what}>
                <strong>{k.what}.</strong> {k.why}
              </li>
            ))}
          </ul>
          {codeSent && (
            <>
              <p>{T.codeSentTo(info.codeTo)}</p>
              <TextField label={T.codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} data-autofocus />
            </>
          )}
          {error && (
            <p role="alert" className="delete-account__error">
              {error}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

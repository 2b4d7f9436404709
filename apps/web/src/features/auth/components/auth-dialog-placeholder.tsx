import { useAppSelector } from '../../../store/hooks';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useTexts } from '../../../lib/i18n/texts';
import { AUTH_TEXTS } from '../../../store/auth-texts';
import { AUTH_UI_TEXTS, reasonLead } from '../dialog-texts';
import { AuthModalFrame } from './auth-modal-frame';
import { AuthStep } from './steps/auth-step';
import { useAuthDialog } from './use-auth-dialog';
import './auth-dialog-placeholder.css';

export interface AuthDialogPlaceholderProps {
  dialog: 'login' | 'signup';
}

/**
 * The login or sign-up dialog's first step as it opens, while its forms' code is still on its way: the same frame,
 * title and lead (why it opened), a spinner where the form will be. A tap on Add To Cart is answered by this at once;
 * the form takes its place when it arrives, in the same dialog, with no flash.
 */
export default function AuthDialogPlaceholder({ dialog }: AuthDialogPlaceholderProps) {
  const AUTH_TEXT = useTexts(AUTH_TEXTS);
  const AUTH_UI_TEXT = useTexts(AUTH_UI_TEXTS);
  const { ids, close } = useAuthDialog('loading');
  const reason = useAppSelector((state) => state.ui.signInReason);
  const login = dialog === 'login';
  const title = login ? AUTH_TEXT.loginHeading : AUTH_UI_TEXT.signupHeading;
  const lead = reasonLead(AUTH_UI_TEXT, reason, dialog) ?? (login ? AUTH_UI_TEXT.loginLead : AUTH_UI_TEXT.signupLead);
  return (
    <AuthModalFrame titleId={ids.titleId} describedBy={ids.leadId} onClose={close} step="loading">
      <AuthStep ids={ids} eyebrow={login ? undefined : AUTH_UI_TEXT.stepOf(1, AUTH_UI_TEXT.signupSteps)} title={title} lead={lead}>
        <div className={login ? 'auth-dialog-placeholder' : 'auth-dialog-placeholder auth-dialog-placeholder--signup'}>
          <LoadingIndicator />
        </div>
      </AuthStep>
    </AuthModalFrame>
  );
}

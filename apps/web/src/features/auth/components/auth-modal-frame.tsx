import type { ReactNode } from 'react';
import { DialogClose } from '../../../components/dialog-close';
import { Dialog } from '../../../components/dialog';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { runtimeConfig } from '../../../lib/runtime-config';
import { useMediaQuery } from '../../../lib/use-media-query';
import { AUTH_UI_TEXTS } from '../dialog-texts';
import './auth-modal-frame.css';
import { useTexts } from '../../../lib/i18n/texts';

/** Wide enough for the decorative picture beside the form. */
const WIDE_QUERY = '(min-width: 900px)';

export interface AuthModalFrameProps {
  titleId: string;
  describedBy?: string;
  onClose: () => void;
  /** The step shown; focus moves to its first field when it changes. */
  step: string | number;
  children: ReactNode;
}

/** The overlay shared by the login and sign-up modals: a decorative picture on wide screens, a close button, the step. */
export function AuthModalFrame({ titleId, describedBy, onClose, step, children }: AuthModalFrameProps) {
  const AUTH_UI_TEXT = useTexts(AUTH_UI_TEXTS);
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <Dialog labelledBy={titleId} describedBy={describedBy} onClose={onClose} className="auth-modal" focusKey={step}>
      <div className="auth-modal__layout">
        {wide ? (
          <ResponsivePicture
            className="auth-modal__art"
            src={`${runtimeConfig.assetBaseUrl}/brand/auth-side.v1.svg`}
            sizes="400px"
            width={800}
            height={1000}
            alt=""
            decoding="async"
          />
        ) : null}
        <div className="auth-modal__body">
          <DialogClose label={AUTH_UI_TEXT.close} onClick={onClose} corner />
          {children}
        </div>
      </div>
    </Dialog>
  );
}

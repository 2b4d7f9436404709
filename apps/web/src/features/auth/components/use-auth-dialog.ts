import { SUCCESS_MESSAGE_DELAY_MS } from '@shop/contract/constants';
import { useCallback, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { resetAuthState } from '../../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { closeModals } from '../../../store/ui-slice';
import { useLater } from '../use-later';
import type { StepIds } from './steps/auth-step';

/**
 * What both auth dialogs do around their steps: which step shows (a new step starts with no error of the last),
 * closing (which forgets the auth state), and a success that is said and then closes the dialog.
 */
export function useAuthDialog<S extends string | number>(first: S) {
  const dispatch = useAppDispatch();
  const loading = useAppSelector((state) => state.auth.loading);
  const later = useLater();
  const ids: StepIds = { titleId: useId(), leadId: useId() };
  const [step, setStep] = useState<S>(first);
  /** A success message is showing and the dialog is about to close or switch: no more submits. */
  const [done, setDone] = useState(false);

  const close = useCallback(() => {
    dispatch(resetAuthState());
    dispatch(closeModals());
  }, [dispatch]);

  const goTo = (next: S) => {
    dispatch(resetAuthState());
    setStep(next);
  };

  /** Says `message`, then closes once it has been read. */
  const finish = (message: string) => {
    toast.success(message);
    setDone(true);
    later(close, SUCCESS_MESSAGE_DELAY_MS);
  };

  return { ids, step, goTo, close, finish, done, setDone, later, loading, busy: loading || done };
}

import { useFormContext } from 'react-hook-form';
import { useAppSelector } from '../../../../store/hooks';
import { ErrorLine } from '../error-line';

/**
 * A step's red error line: the step's own refusal (a check made on submit), else the store's last auth error, which
 * also carries the server's refusals and Google's. `fallback` stands in when the store's error has no words.
 */
export function StepError({ fallback }: { fallback?: string }) {
  const { formState } = useFormContext();
  const storeError = useAppSelector((state) => state.auth.error);
  const own = formState.errors.root?.server?.message;
  const message = own ?? (storeError !== null ? storeError || fallback || null : null);
  return message ? <ErrorLine message={message} /> : null;
}

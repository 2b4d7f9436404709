import { ADMIN_TEXT } from '../texts';

/** A failed load: the server's words and a Retry button, in the alert style of the page's part of the console. */
export function LoadFailed({ message, onRetry, className }: { message: string; onRetry: () => void; className: 'catalogue-alert' | 'ops-alert' }) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
        {ADMIN_TEXT.retry}
      </button>
    </div>
  );
}

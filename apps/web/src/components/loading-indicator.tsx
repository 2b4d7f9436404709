import './loading-indicator.css';

/** A centred spinner with a label for screen readers. */
export function LoadingIndicator({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading-indicator" role="status" aria-live="polite">
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

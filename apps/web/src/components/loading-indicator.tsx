import { defineTexts, useTexts } from '../lib/i18n/texts';
import './loading-indicator.css';

const LOADING_TEXTS = defineTexts({ loading: 'Loading' }, { loading: 'लोड हो रहा है' });

/** A centred spinner with a label for screen readers. */
export function LoadingIndicator({ label }: { label?: string }) {
  const LOADING_TEXT = useTexts(LOADING_TEXTS);
  return (
    <div className="loading-indicator" role="status" aria-live="polite">
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? LOADING_TEXT.loading}</span>
    </div>
  );
}

import { createPortal } from 'react-dom';
import { Toaster } from 'react-hot-toast';
import { useHydrated } from '../lib/use-hydrated';

/** The class of react-hot-toast's container: modals leave it out when they make the page inert, so toasts stay readable and announced. */
export const TOAST_LAYER_CLASS = 'toast-layer';

/**
 * Toasts at top-centre, beside the app rather than in it, so they stay readable and announced above an open modal.
 * The layer joins the page once it runs in the browser: a page rendered on the server has no toasts to show.
 */
export function ToastLayer() {
  return useHydrated() ? createPortal(<Toaster position="top-center" containerClassName={TOAST_LAYER_CLASS} />, document.body) : null;
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../lib/use-hydrated';

/** The class of react-hot-toast's container: modals leave it out when they make the page inert, so toasts stay readable and announced. */
export const TOAST_LAYER_CLASS = 'toast-layer';

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

const FIRST_INPUT = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Whether the visitor has touched, clicked or typed yet. Toasts answer what the visitor does, so the code that shows
 * them arrives with the first input rather than with the page; a toast raised meanwhile waits in react-hot-toast's
 * store and shows when the layer mounts.
 */
function useFirstInput(): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return;
    const onInput = () => setSeen(true);
    for (const type of FIRST_INPUT) window.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [seen]);
  return seen;
}

/**
 * Toasts at top-centre, beside the app rather than in it, so they stay readable and announced above an open modal.
 * The layer joins the page in the browser: at once where toasts can come unasked (`eager`: a signed-in customer's
 * checkout applies a coupon and says so, the console), else with the visitor's first input, since a visitor only
 * looking at a page has no toasts to see.
 */
export function ToastLayer({ eager = false }: { eager?: boolean }) {
  const hydrated = useHydrated();
  const touched = useFirstInput();
  if (!hydrated || !(eager || touched)) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster position="top-center" containerClassName={TOAST_LAYER_CLASS} />
    </Suspense>,
    document.body,
  );
}

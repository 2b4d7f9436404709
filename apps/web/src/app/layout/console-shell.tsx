import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../../components/loading-indicator';
import { ToastLayer } from '../../components/toast-layer';
import { AuthModals } from './auth-modals';
import { PageReady } from './page-ready';

// Its own chunk: none of the console's code is in the storefront's JavaScript.
const AdminApp = lazy(() => import('../../features/admin/admin-app'));

/** The frame of /admin/*: the console (its own layout), the shared login dialog, and toasts. */
export function ConsoleShell() {
  return (
    <>
      <Suspense fallback={<LoadingIndicator label="Loading the console" />}>
        <AdminApp />
        <PageReady />
      </Suspense>
      <AuthModals />
      <ToastLayer eager />
    </>
  );
}

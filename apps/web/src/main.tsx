import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { createStore } from './app/store';
import { setSessionExpiredHandler } from './lib/api-client';
import { checkSession, sessionEnded } from './store/auth-slice';
import './styles/global.css';

const store = createStore();
const router = createRouter();

// A refused token refresh means the session is over: show the customer as logged out.
setSessionExpiredHandler(() => {
  if (store.getState().auth.authenticated) store.dispatch(sessionEnded());
});
// Session start (SPEC.md §4): ask the server once whether this browser is logged in.
void store.dispatch(checkSession());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);

import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PRODUCT_TEXTS } from '../../features/products/texts';
import { textsOfDocument } from '../../lib/i18n/texts';
import { notify } from '../../lib/notify';
import { clearPendingCartAdd, readPendingCartAdd } from '../../lib/pending-cart-add';
import { returnPathIn } from '../../lib/return-path';
import { addToCart, fetchCart } from '../../features/cart/cart-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { openLoginModal, returnedTo } from '../../store/ui-slice';

/**
 * What follows a sign-in of any kind (password, one-time code, Google, sign-up with its profile step):
 * - the customer goes on to the page they were going to (a page that needs an account sent them to `/?next=…`);
 * - a visitor's Add To Cart, kept in this browser, goes into their cart, once (every tab sends the tap's own key).
 * A visitor who opens `/?next=…` (a reload, a link) gets the login dialog for it; dismissing a dialog without signing
 * in forgets the page and the product it was opened for.
 */
export function SignInFollowUp() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const initialized = useAppSelector((state) => state.auth.initialized);
  const signedIn = useAppSelector((state) => state.auth.authenticated === true);
  const hasDetails = useAppSelector((state) => state.auth.hasDetails);
  const returnTo = useAppSelector((state) => state.ui.returnTo);
  const dialogOpen = useAppSelector((state) => state.ui.showLoginModal || state.ui.showSignupModal);
  const nextInUrl = location.pathname === '/' ? returnPathIn(location.search) : null;
  // The history entry whose `next` already had its dialog: closing that dialog does not bring it back.
  const handledEntry = useRef<string | null>(null);
  // The waiting add being sent, so a render meanwhile does not send it again.
  const sending = useRef<string | null>(null);

  // Whether a dialog was open at the last render: its closing without a sign-in forgets the product it was for.
  const wasOpen = useRef(false);

  useEffect(() => {
    if (dialogOpen) handledEntry.current = location.key;
    if (wasOpen.current && !dialogOpen && !signedIn) clearPendingCartAdd();
    wasOpen.current = dialogOpen;
  }, [dialogOpen, signedIn, location.key]);

  // A visitor on /?next=…: the login dialog, saying where it leads; dismissed, the home page stays without `next`.
  useEffect(() => {
    if (!initialized || signedIn || !nextInUrl || dialogOpen) return;
    if (handledEntry.current === location.key) {
      void navigate('/', { replace: true });
      return;
    }
    handledEntry.current = location.key;
    dispatch(openLoginModal({ reason: { kind: 'page', path: nextInUrl }, returnTo: nextInUrl }));
  }, [dispatch, navigate, initialized, signedIn, nextInUrl, dialogOpen, location.key]);

  // Signed in: on to the page they were going to. While the dialog still asks for the profile, that comes first.
  useEffect(() => {
    if (!signedIn) return;
    const target = returnTo ?? nextInUrl;
    if (!target || (!hasDetails && dialogOpen)) return;
    dispatch(returnedTo());
    void navigate(target, { replace: true });
  }, [dispatch, navigate, signedIn, hasDetails, dialogOpen, returnTo, nextInUrl]);

  // Signed in: the product a visitor chose goes into the cart, through the normal add (stock and limits apply).
  useEffect(() => {
    if (!signedIn) return;
    const pending = readPendingCartAdd();
    if (!pending || sending.current === pending.key) return;
    sending.current = pending.key;
    void dispatch(addToCart({ ...pending.body, tapKey: pending.key })).then((result) => {
      clearPendingCartAdd(pending.key);
      if (addToCart.fulfilled.match(result)) {
        notify.success(textsOfDocument(PRODUCT_TEXTS).addedToCart);
        // The cart fetched at sign-in may have been read before this line was added.
        void dispatch(fetchCart());
      } else {
        notify.error(result.payload ?? textsOfDocument(PRODUCT_TEXTS).addToCartFailed);
      }
    });
  }, [dispatch, signedIn]);

  return null;
}

import type { UserDetails } from '@shop/contract/users';
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '../../components/card';
import { QueryState } from '../../components/load-state';
import { OrderUpdates } from '../../components/order-updates';
import { PageFrame } from '../../components/page-frame';
import { PROFILE_ERROR_TEXT, useProfileQuery } from '../../lib/profile';
import { usePageMeta } from '../../lib/seo';
import { logout } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { AddressBook } from './components/address-book';
import { PersonalDetailsCard } from './components/personal-details-card';
import { ProfileCompletionForm } from './components/profile-completion-form';
import { PROFILE_TEXTS } from './texts';
import { PROFILE_UI_TEXTS } from './ui-texts';
import './account-page.css';
import { useTexts } from '../../lib/i18n/texts';

/** The order history's place on the account page: the account menu's My orders leads to `/account-details#orders`. */
const ORDERS_ANCHOR = 'orders';

interface Props {
  /** The customer's orders, in the column beside the details and addresses. */
  orderHistory: ReactNode;
  /** Reminders and offers the customer agreed to, under the order updates. */
  choices?: ReactNode;
  /** Below both columns once the details exist: the customer's data rights. */
  dataRights?: ReactNode;
}

/** /account-details: personal details, addresses and orders; the profile-completion form when there are no details yet. */
export default function AccountPage({ orderHistory, choices, dataRights }: Props) {
  const PROFILE_TEXT = useTexts(PROFILE_TEXTS);
  const PROFILE_UI_TEXT = useTexts(PROFILE_UI_TEXTS);
  usePageMeta({ title: PROFILE_UI_TEXT.pageTitle, description: PROFILE_UI_TEXT.pageDescription, path: '/account-details' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The page where customers check their details asks for them again on every visit, showing what it had meanwhile.
  const profile = useProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  // Set when a page that needs the details sent the customer here first: they go on to it once saved.
  const location = useLocation();
  const returnTo = (location.state as { returnTo?: unknown } | null)?.returnTo;
  const hasDetails = Boolean(profile.data);

  // Opened at #orders (the account menu's My orders): the order history is brought into view once it is on screen.
  useEffect(() => {
    if (location.hash !== `#${ORDERS_ANCHOR}` || !hasDetails) return;
    document.getElementById(ORDERS_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [location.hash, location.key, hasDetails]);

  const onLogout = async () => {
    // Leave the page first, and at once (not in a transition that waits for the home page's code), so logging out
    // does not open the login dialog that guards this page; the home route's loader runs before the move completes.
    await navigate('/', { flushSync: true });
    void dispatch(logout());
  };

  const details = (userDetails: UserDetails) => (
    <div className="account-page__grid">
      <div className="account-page__column">
        <div id="personal-details">
          <PersonalDetailsCard key={`${userDetails.name}|${userDetails.phoneNumber ?? ''}`} details={userDetails} />
        </div>
        <AddressBook addresses={userDetails.addresses} />
        <OrderUpdates />
        {choices}
      </div>
      <div className="account-page__column account-page__orders" id={ORDERS_ANCHOR}>
        {orderHistory}
      </div>
      {dataRights && <div className="account-page__wide">{dataRights}</div>}
    </div>
  );

  // No details yet (GET /user/me answered 404): the profile-completion form. Once saved, the profile is read again.
  const completeProfile = (
    <Card className="account-card account-page__complete" aria-labelledby="account-complete-heading">
      <h2 id="account-complete-heading" className="card__title">
        {PROFILE_UI_TEXT.completeHeading}
      </h2>
      <p className="account-page__complete-lead">{typeof returnTo === 'string' ? PROFILE_UI_TEXT.completeToContinue : PROFILE_UI_TEXT.completeLead}</p>
      <ProfileCompletionForm
        email=""
        emailLocked={false}
        showPhone
        showCityState
        saveFailedMessage={PROFILE_TEXT.detailsSaveFailed}
        onSaved={() => {
          toast.success(PROFILE_TEXT.detailsSaved);
          if (typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')) void navigate(returnTo, { replace: true });
        }}
      />
    </Card>
  );

  return (
    <PageFrame
      className="account-page"
      heading={PROFILE_UI_TEXT.pageHeading}
      lead={PROFILE_UI_TEXT.pageLead}
      aside={
        <button type="button" className="btn btn-secondary" onClick={() => void onLogout()}>
          {PROFILE_UI_TEXT.logout}
        </button>
      }
    >
      <QueryState query={profile} failed={PROFILE_ERROR_TEXT.fetchFailed} loadingLabel={PROFILE_UI_TEXT.loading} retryLabel={PROFILE_UI_TEXT.retry}>
        {(userDetails) => (userDetails ? details(userDetails) : completeProfile)}
      </QueryState>
    </PageFrame>
  );
}

import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '../../components/card';
import { LoadingIndicator } from '../../components/loading-indicator';
import { usePageMeta } from '../../lib/seo';
import { logout } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchUserDetails } from '../../store/user-details-slice';
import { AddressBook } from './components/address-book';
import { PersonalDetailsCard } from './components/personal-details-card';
import { ProfileCompletionForm } from './components/profile-completion-form';
import { PROFILE_TEXT } from './texts';
import { PROFILE_UI_TEXT } from './ui-texts';
import './account-page.css';
import { OrderUpdates } from '../../components/order-updates';

interface Props {
  /** The customer's orders, in the column beside the details and addresses. */
  orderHistory: ReactNode;
}

/** /account-details: personal details, addresses and orders; the profile-completion form when there are no details yet. */
export default function AccountPage({ orderHistory }: Props) {
  usePageMeta({ title: PROFILE_UI_TEXT.pageTitle, description: PROFILE_UI_TEXT.pageDescription, path: '/account-details' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { userDetails, notFound, loading, error } = useAppSelector((state) => state.userDetails);
  // Set when a page that needs the details sent the customer here first: they go on to it once saved.
  const returnTo = (useLocation().state as { returnTo?: unknown } | null)?.returnTo;

  useEffect(() => {
    void dispatch(fetchUserDetails());
  }, [dispatch]);

  const onLogout = async () => {
    // Leave the page first, and at once (not in a transition that waits for the home page's code), so logging out
    // does not open the login dialog that guards this page; the home route's loader runs before the move completes.
    await navigate('/', { flushSync: true });
    void dispatch(logout());
  };

  let content;
  if (userDetails) {
    content = (
      <div className="account-page__grid">
        <div className="account-page__column">
          <PersonalDetailsCard key={`${userDetails.name}|${userDetails.phoneNumber ?? ''}`} details={userDetails} />
          <AddressBook addresses={userDetails.addresses} />
          <OrderUpdates key={userDetails.phoneNumber ?? ''} />
        </div>
        <div className="account-page__column">{orderHistory}</div>
      </div>
    );
  } else if (notFound) {
    content = (
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
            else void dispatch(fetchUserDetails());
          }}
        />
      </Card>
    );
  } else if (error && !loading) {
    content = (
      <div className="account-page__error">
        <p className="error-text" role="alert">
          {error}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void dispatch(fetchUserDetails())}>
          {PROFILE_UI_TEXT.retry}
        </button>
      </div>
    );
  } else {
    content = <LoadingIndicator label={PROFILE_UI_TEXT.loading} />;
  }

  return (
    <div className="page account-page">
      <header className="account-page__intro">
        <div>
          <h1 className="account-page__heading">{PROFILE_UI_TEXT.pageHeading}</h1>
          <p className="account-page__lead">{PROFILE_UI_TEXT.pageLead}</p>
        </div>
        <button type="button" className="btn btn-secondary account-page__logout" onClick={() => void onLogout()}>
          {PROFILE_UI_TEXT.logout}
        </button>
      </header>
      {content}
    </div>
  );
}

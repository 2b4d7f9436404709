import type { AdminCoupon } from '@shop/contract/admin';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { errorMessage } from '../../../lib/api-client';
import { deactivateCoupon, fetchAdminCoupon } from '../api/coupons';
import { describeCouponValue } from '../catalogue-forms';
import { CouponForm } from '../catalogue/coupon-form';
import { LoadError, useConsoleTitle } from '../catalogue/fields';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useResource } from '../use-resource';
import { consoleTitle, COUPON_TEXT } from './texts-catalogue';
import './catalogue.css';

function BackLink() {
  return (
    <Link to="/admin/coupons" className="catalogue-back">
      <span aria-hidden="true">← </span>
      {COUPON_TEXT.allCoupons}
    </Link>
  );
}

/** /admin/coupons/new: the form; once created, back to the list, where the new coupon is at the top. */
function NewCoupon() {
  useConsoleTitle(consoleTitle(COUPON_TEXT.newTitle));
  const navigate = useNavigate();
  return (
    <div className="catalogue-page">
      <BackLink />
      <div className="admin-page-head">
        <h1>{COUPON_TEXT.newTitle}</h1>
      </div>
      <CouponForm onSaved={() => void navigate('/admin/coupons')} />
    </div>
  );
}

/** Deactivate, after a confirmation: customers can no longer apply the coupon. */
function DeactivateButton({ coupon, onChange }: { coupon: AdminCoupon; onChange: (c: AdminCoupon) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function deactivate() {
    setBusy(true);
    setError(null);
    try {
      const updated = await deactivateCoupon(coupon._id);
      setConfirming(false);
      onChange(updated);
      toast.success(COUPON_TEXT.deactivated);
    } catch (err) {
      setError(errorMessage(err) ?? COUPON_TEXT.deactivateFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-danger"
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
      >
        {COUPON_TEXT.deactivate}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={COUPON_TEXT.deactivateTitle(coupon.code)}
          message={COUPON_TEXT.deactivateMessage}
          confirmLabel={COUPON_TEXT.deactivateConfirm}
          destructive
          busy={busy}
          error={error}
          onConfirm={() => void deactivate()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}

/** /admin/coupons/:id: the coupon's fields (not its code), its use, and Deactivate. */
function EditCoupon({ id }: { id: string }) {
  const { data, error, loading, reload } = useResource(`coupon:${id}`, (signal) => fetchAdminCoupon(id, signal), COUPON_TEXT.oneFailed);
  const [changed, setChanged] = useState<AdminCoupon | null>(null);
  const coupon = changed ?? data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set when Deactivate succeeds: its button is gone, so focus moves to the heading rather than being lost.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [coupon]);
  useConsoleTitle(consoleTitle(coupon ? COUPON_TEXT.editTitle(coupon.code) : COUPON_TEXT.listTitle));

  if (!coupon) {
    return (
      <div className="catalogue-page">
        <BackLink />
        {loading ? <LoadingIndicator label={COUPON_TEXT.loadingOne} /> : null}
        {error ? (
          <>
            <h1>{COUPON_TEXT.oneFailed}</h1>
            <LoadError message={error} onRetry={reload} />
          </>
        ) : null}
      </div>
    );
  }

  return (
    <div className="catalogue-page">
      <BackLink />
      <div className="admin-page-head">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            {COUPON_TEXT.editTitle(coupon.code)}
          </h1>
          <p className="catalogue-badges">
            {coupon.isActive ? <span className="admin-badge admin-badge--good">{COUPON_TEXT.active}</span> : <span className="admin-badge admin-badge--bad">{COUPON_TEXT.inactive}</span>}
            <span>{describeCouponValue(coupon)}</span>
            <span className="catalogue-muted">{COUPON_TEXT.timesUsed(coupon.timesUsed)}</span>
          </p>
        </div>
        {coupon.isActive ? <DeactivateButton
            coupon={coupon}
            onChange={(c) => {
              focusHeading.current = true;
              setChanged(c);
            }}
          /> : null}
      </div>
      <CouponForm coupon={coupon} onSaved={setChanged} />
    </div>
  );
}

/** The coupon form: /admin/coupons/new adds one, /admin/coupons/:id edits one. */
export default function CouponEditPage() {
  const { id } = useParams();
  return id ? <EditCoupon key={id} id={id} /> : <NewCoupon />;
}

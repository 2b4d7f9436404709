import type { AdminCoupon } from '@shop/contract/admin';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-client';
import { deactivateCoupon, fetchAdminCoupon } from '../api/coupons';
import { describeCouponValue } from '../catalogue-forms';
import { CataloguePage, PageHead, RecordPage, useRecord, type BackTo } from '../catalogue/catalogue-page';
import { CouponForm } from '../catalogue/coupon-form';
import { CouponActiveBadge } from '../catalogue/status-badges';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useConsoleTitle } from '../use-console-title';
import { COUPON_TEXT } from './texts-catalogue';
import './catalogue.css';

const BACK: BackTo = { to: '/admin/coupons', label: COUPON_TEXT.allCoupons };

/** /admin/coupons/new: the form; once created, back to the list, where the new coupon is at the top. */
function NewCoupon() {
  useConsoleTitle(COUPON_TEXT.newTitle);
  const navigate = useNavigate();
  return (
    <CataloguePage back={BACK}>
      <PageHead title={COUPON_TEXT.newTitle} />
      <CouponForm onSaved={() => void navigate('/admin/coupons')} />
    </CataloguePage>
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
  const { resource, record: coupon, setRecord } = useRecord(`coupon:${id}`, (signal) => fetchAdminCoupon(id, signal), COUPON_TEXT.oneFailed);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set when Deactivate succeeds: its button is gone, so focus moves to the heading rather than being lost.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [coupon]);
  useConsoleTitle(coupon ? COUPON_TEXT.editTitle(coupon.code) : COUPON_TEXT.listTitle);

  return (
    <RecordPage back={BACK} resource={resource} record={coupon} loadingLabel={COUPON_TEXT.loadingOne} failedTitle={COUPON_TEXT.oneFailed}>
      {(coupon) => (
        <>
          <PageHead
            title={COUPON_TEXT.editTitle(coupon.code)}
            headingRef={headingRef}
            badges={
              <>
                <CouponActiveBadge active={coupon.isActive} />
                <span>{describeCouponValue(coupon)}</span>
                <span className="catalogue-muted">{COUPON_TEXT.timesUsed(coupon.timesUsed)}</span>
              </>
            }
          >
            {coupon.isActive ? (
              <DeactivateButton
                coupon={coupon}
                onChange={(c) => {
                  focusHeading.current = true;
                  setRecord(c);
                }}
              />
            ) : null}
          </PageHead>
          <CouponForm coupon={coupon} onSaved={setRecord} />
        </>
      )}
    </RecordPage>
  );
}

/** The coupon form: /admin/coupons/new adds one, /admin/coupons/:id edits one. */
export default function CouponEditPage() {
  const { id } = useParams();
  return id ? <EditCoupon key={id} id={id} /> : <NewCoupon />;
}

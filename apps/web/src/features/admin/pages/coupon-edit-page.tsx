import type { AdminCoupon } from '@shop/contract/admin';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { useAdminCouponQuery, useDeactivateCouponMutation } from '../api/coupons';
import { describeCouponValue } from '../catalogue-forms';
import { NewRecordPage, RecordPage, type BackTo } from '../catalogue/catalogue-page';
import { CouponForm } from '../catalogue/coupon-form';
import { CouponTranslations } from '../catalogue/translations-editor';
import { CouponActiveBadge } from '../catalogue/status-badges';
import { PageHead } from '../components/page-head';
import { ConfirmDialog, useConfirmation } from '../components/confirm-dialog';
import { FRESH } from '../components/query-view';
import { useConsoleTitle } from '../use-console-title';
import { COUPON_TEXT } from './texts-catalogue';
import './catalogue.css';

const BACK: BackTo = { to: '/admin/coupons', label: COUPON_TEXT.allCoupons };

/** /admin/coupons/new: the form; once created, back to the list, where the new coupon is at the top. */
function NewCoupon() {
  const navigate = useNavigate();
  return (
    <NewRecordPage back={BACK} title={COUPON_TEXT.newTitle}>
      <CouponForm onSaved={() => void navigate('/admin/coupons')} />
    </NewRecordPage>
  );
}

/** Deactivate, after a confirmation: customers can no longer apply the coupon. */
function DeactivateButton({ coupon }: { coupon: AdminCoupon }) {
  const [deactivateCoupon] = useDeactivateCouponMutation();
  const deactivating = useConfirmation(async (id: string) => {
    await deactivateCoupon(id).unwrap();
    toast.success(COUPON_TEXT.deactivated);
  }, COUPON_TEXT.deactivateFailed);

  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => deactivating.ask(coupon._id)}>
        {COUPON_TEXT.deactivate}
      </button>
      {deactivating.subject ? (
        <ConfirmDialog title={COUPON_TEXT.deactivateTitle(coupon.code)} message={COUPON_TEXT.deactivateMessage} confirmLabel={COUPON_TEXT.deactivateConfirm} destructive {...deactivating.dialog} />
      ) : null}
    </>
  );
}

/** /admin/coupons/:id: the coupon's fields (not its code), its use, and Deactivate. */
function EditCoupon({ id }: { id: string }) {
  // Saving the form and Deactivate answer with the coupon, which replaces this one.
  const query = useAdminCouponQuery(id, FRESH);
  const coupon = query.data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once the coupon is deactivated its button is gone, so focus moves to the heading rather than being lost.
  const active = coupon?.isActive;
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && active === false) headingRef.current?.focus();
    wasActive.current = active;
  }, [active]);
  useConsoleTitle(coupon ? COUPON_TEXT.editTitle(coupon.code) : COUPON_TEXT.listTitle);

  return (
    <RecordPage back={BACK} query={query} loadingLabel={COUPON_TEXT.loadingOne} failedTitle={COUPON_TEXT.oneFailed}>
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
              <DeactivateButton coupon={coupon} />
            ) : null}
          </PageHead>
          <div className="catalogue-edit">
            <CouponForm coupon={coupon} />
            <CouponTranslations id={coupon._id} />
          </div>
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

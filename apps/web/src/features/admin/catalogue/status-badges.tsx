import type { AdminProduct } from '@shop/contract/admin';
import { COUPON_TEXT, PRODUCT_TEXT } from '../pages/texts-catalogue';

/** Whether customers see the product, and whether they can buy it. */
export function ProductStatusBadges({ product }: { product: Pick<AdminProduct, 'hidden' | 'availability'> }) {
  return (
    <>
      {product.hidden ? <span className="admin-badge admin-badge--warn">{PRODUCT_TEXT.hidden}</span> : <span className="admin-badge admin-badge--good">{PRODUCT_TEXT.shown}</span>}
      {product.availability ? null : <span className="admin-badge admin-badge--bad">{PRODUCT_TEXT.unavailable}</span>}
    </>
  );
}

/** Whether customers can apply the coupon. */
export function CouponActiveBadge({ active }: { active: boolean }) {
  return active ? <span className="admin-badge admin-badge--good">{COUPON_TEXT.active}</span> : <span className="admin-badge admin-badge--bad">{COUPON_TEXT.inactive}</span>;
}

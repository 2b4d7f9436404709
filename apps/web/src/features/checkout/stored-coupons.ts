import { Coupon } from '@shop/contract/coupons';
import { COUPON_STORAGE_KEY, type StoredCoupons } from './store';

/** The coupons kept for this tab; none when nothing (or nothing readable) was kept. */
export function loadStoredCoupons(): StoredCoupons {
  try {
    const raw = JSON.parse(sessionStorage.getItem(COUPON_STORAGE_KEY) ?? 'null') as Partial<Record<keyof StoredCoupons, unknown>> | null;
    const read = (value: unknown) => {
      const parsed = Coupon.safeParse(value);
      return parsed.success ? parsed.data : null;
    };
    return { appliedCoupon: read(raw?.appliedCoupon), chosenCoupon: read(raw?.chosenCoupon) };
  } catch {
    return { appliedCoupon: null, chosenCoupon: null };
  }
}

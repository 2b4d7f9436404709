import type { AutomaticCouponReason, Coupon } from '@shop/contract/coupons';
import type { OfferedCoupon } from '@shop/contract/orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '../../lib/query-message';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useCouponOfferQuery, useMyOrderCountQuery, useValidateCouponMutation } from './api';
import { announcesRemoval, appliedBecause, autoCouponAction, type AppliedBecause } from './coupon-rules';
import type { ServerFreeUnits } from './checkout-summary';
import { loadStoredCoupons } from './stored-coupons';
import { automaticCouponWithdrawn, couponApplied, couponChosen, couponRemoved, storedCouponsRestored } from './store';
import { CHECKOUT_TEXTS } from './texts';
import { textsOfDocument } from '../../lib/i18n/texts';

export interface CheckoutCoupons {
  /** Active coupons on offer, each with the server's answer whether it works on this cart; empty when unknown. */
  coupons: OfferedCoupon[];
  applied: Coupon | null;
  /** Why the applied coupon is there (null when none is, or while the server's answer is not in yet). */
  because: AppliedBecause | null;
  /** The customer's own coupon, kept while an automatic one stands in for it. */
  chosen: Coupon | null;
  /** Orders placed before; null while unknown. */
  priorOrders: number | null;
  /** A coupon is being checked with the server. */
  applying: boolean;
  /** Applies a code typed or picked by the customer; it replaces the current coupon (one per order). True when applied. */
  apply: (code: string) => Promise<boolean>;
  /** Removes the applied coupon. */
  remove: () => void;
  /** The free units the server said the applied buyXgetY coupon gives (from a product that has them), or null. */
  freeUnits: ServerFreeUnits | null;
  /** The free first order was refused until the customer's phone number is verified: the checkout asks for it. */
  phoneToVerify: boolean;
}


interface Options {
  /** Units in the cart. */
  cartQuantity: number;
  /** The subtotal after product discounts, sent to validate-coupon. */
  amountRupees: number;
  /** False while an order is being placed: nothing is applied or removed by itself meanwhile. */
  autoApply: boolean;
}

const NO_COUPONS: OfferedCoupon[] = [];

/**
 * The checkout's coupons: the offer list with the server's answer for the cart (which coupon its rules apply by
 * themselves, and why), the customer's order count (both from the server-data cache), manual apply and remove, and
 * the automatic coupon put on or taken off as that answer says (see autoCouponAction). The applied coupon lives in the order
 * area of the store, so it is still there when the customer goes back to the bag and returns.
 */
export function useCheckoutCoupons({ cartQuantity, amountRupees, autoApply }: Options): CheckoutCoupons {
  const dispatch = useAppDispatch();
  const applied = useAppSelector((state) => state.order.appliedCoupon);
  const chosen = useAppSelector((state) => state.order.chosenCoupon);
  // The list is a convenience: without it the customer can still type a code (SPEC.md §8: only logged).
  // Asked again whenever the cart changes: the server answers for the cart it holds.
  const offer = useCouponOfferQuery({ cartQuantity, amountRupees });
  const orderCount = useMyOrderCountQuery();
  const [validateCoupon, { isLoading: applying }] = useValidateCouponMutation();
  // Set at once, before React re-renders, so two effect runs or two clicks cannot start two checks.
  const applyingRef = useRef(false);
  // Codes the server refused to apply by themselves in this visit.
  const refused = useRef(new Set<string>());
  const [freeUnits, setFreeUnits] = useState<ServerFreeUnits | null>(null);
  // The first-order offer was refused for want of a verified phone: the checkout asks for the code in place.
  const [phoneToVerify, setPhoneToVerify] = useState(false);
  // A changed bag may make a refused coupon work (a free unit in stock for another line): it may be tried again.
  useEffect(() => {
    refused.current.clear();
  }, [cartQuantity]);

  // Before any answer can apply a coupon by itself: a reload keeps the customer's choice.
  useEffect(() => {
    dispatch(storedCouponsRestored(loadStoredCoupons()));
  }, [dispatch]);
  useLoggedFailure(offer.error, 'Could not load the coupon list.');
  useLoggedFailure(orderCount.error, 'Could not load the order count.');

  const coupons = offer.data ?? NO_COUPONS;
  // The automatic rules go by the server's answer for the cart as it is now: never by one from before it changed.
  const offerFresh = offer.isSuccess && !offer.isFetching;
  // Unknown while it is (re)loading, e.g. just after an order was placed.
  const priorOrders = orderCount.isSuccess && !orderCount.isFetching ? orderCount.data.count : null;
  const firstOrderOffer = orderCount.data?.firstOrderOffer;
  // A number verified in this visit makes the first-order offer the server's again: it may be tried once more.
  useEffect(() => {
    if (firstOrderOffer) refused.current.clear();
  }, [firstOrderOffer]);

  const check = useCallback(
    async (code: string, source: 'manual' | AutomaticCouponReason): Promise<boolean> => {
      if (applyingRef.current) return false;
      applyingRef.current = true;
      try {
        // An automatic coupon taking the place of the customer's asks the server whether it saves more.
        const replacing = source === 'buy_x_get_y' && applied ? applied.code : undefined;
        const reply = await validateCoupon({ couponCode: code, amountRupees, replacing });
        if ('error' in reply) {
          if (refusedForPhone(reply.error)) setPhoneToVerify(true);
          if (source === 'manual') {
            toast.error(failureMessage(reply.error, textsOfDocument(CHECKOUT_TEXTS).couponApplyFailed));
          } else {
            refused.current.add(code);
            // The first-order offer waits for a verified phone: the server's words tell the customer how to get it.
            if (source === 'first_order' && refusedForPhone(reply.error)) toast(reply.error.message);
            console.warn(`The ${code} coupon could not be applied automatically.`, reply.error);
          }
          return false;
        }
        const units = reply.data.freeUnits ?? [];
        // Never trade the customer's coupon for one that saves less: the server's answer decides.
        if (replacing && reply.data.savesMore !== true) {
          refused.current.add(code);
          return false;
        }
        setFreeUnits(units.length > 0 ? { code: reply.data.coupon.code, units } : null);
        dispatch(source === 'manual' ? couponChosen(reply.data.coupon) : couponApplied(reply.data.coupon));
        if (source === 'manual') toast.success(textsOfDocument(CHECKOUT_TEXTS).couponApplied);
        else if (source === 'first_order') toast.success(textsOfDocument(CHECKOUT_TEXTS).firstOrderFree);
        return true;
      } finally {
        applyingRef.current = false;
      }
    },
    [amountRupees, applied, dispatch, validateCoupon],
  );

  // The automatic rules, once the server has answered for this cart.
  useEffect(() => {
    if (!autoApply || !offerFresh || applying) return;
    const action = autoCouponAction({ coupons, applied, chosen, refused: refused.current });
    if (action?.kind === 'remove') dispatch(automaticCouponWithdrawn());
    else if (action?.kind === 'apply') void check(action.coupon.code, action.reason);
  }, [autoApply, offerFresh, applying, coupons, applied, chosen, check, dispatch]);

  const apply = useCallback((code: string) => check(code, 'manual'), [check]);

  const remove = useCallback(() => {
    if (!applied) return;
    dispatch(couponRemoved());
    if (announcesRemoval(applied, priorOrders)) toast.success(textsOfDocument(CHECKOUT_TEXTS).couponRemoved);
  }, [applied, dispatch, priorOrders]);

  // Until the server has answered, a coupon the customer did not pick says neither why it is there nor offers Remove.
  const because = applied ? appliedBecause(applied, chosen, offer.data ?? null) : null;
  return {
    coupons,
    applied,
    because,
    chosen,
    priorOrders,
    applying,
    apply,
    remove,
    phoneToVerify,
    freeUnits: freeUnits && freeUnits.code === applied?.code ? freeUnits : null,
  };
}

/** Whether the server refused a coupon because the customer's phone number is not verified yet. */
function refusedForPhone(error: unknown): error is { reason: string; message: string } {
  return typeof error === 'object' && error !== null && 'reason' in error && error.reason === 'coupon.phoneNotVerified' && 'message' in error;
}

/** A failed read the checkout can do without is only logged (SPEC.md §8), once per failure. */
function useLoggedFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.warn(what, error);
  }, [error, what]);
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Coupon } from '@shop/contract/coupons';
import type { Order } from '@shop/contract/orders';
import { isLoggedOut } from '../../store/auth-slice';

/**
 * The order area of SPEC.md §3: the coupon applied to the order being checked out, and why the last placement
 * failed. Only plain actions live here, so the store the home page loads stays small. The customer's orders and
 * their count are server data: they live in the server-data cache (./api.ts, loaded with the checkout), not here.
 */
export interface OrderState {
  error: string | null;
  /** One coupon per order (SPEC.md §5). */
  appliedCoupon: Coupon | null;
  /**
   * The coupon the customer picked themselves. An automatic coupon may stand in for it (BUY2GET1 for 2+ units);
   * when that one goes again, or Cash on Delivery cannot take it, the customer's own coupon comes back.
   */
  chosenCoupon: Coupon | null;
}

/** The payment area: a flag that blocks duplicate submissions while an order is being placed or paid. */
export interface PaymentState {
  processing: boolean;
  error: string | null;
}

/** Where the checkout's coupons are kept for the browser tab, so a reload does not lose the customer's choice. */
export const COUPON_STORAGE_KEY = 'checkout-coupons';

export type StoredCoupons = Pick<OrderState, 'appliedCoupon' | 'chosenCoupon'>;

/** Keeps the checkout's coupons for this tab (the server checks them again when the order is placed). */
export function storeCoupons(coupons: StoredCoupons): void {
  try {
    if (!coupons.appliedCoupon && !coupons.chosenCoupon) sessionStorage.removeItem(COUPON_STORAGE_KEY);
    else sessionStorage.setItem(COUPON_STORAGE_KEY, JSON.stringify(coupons));
  } catch {
    // Storage full or disabled: the coupon lasts until the page is reloaded.
  }
}

const initialOrderState: OrderState = { error: null, appliedCoupon: null, chosenCoupon: null };
const initialPaymentState: PaymentState = { processing: false, error: null };

const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    /** A coupon applied by the rules of SPEC.md §4; the customer's own choice is kept. */
    couponApplied(state, action: PayloadAction<Coupon>) {
      state.appliedCoupon = action.payload;
    },
    /** A coupon the customer applied themselves. */
    couponChosen(state, action: PayloadAction<Coupon>) {
      state.appliedCoupon = action.payload;
      state.chosenCoupon = action.payload;
    },
    /**
     * The checkout opened after a reload: the coupons kept for the tab come back, unless the customer has chosen
     * since (the kept copy follows the store, so it only differs right after the page loads).
     */
    storedCouponsRestored(state, action: PayloadAction<StoredCoupons>) {
      if (state.appliedCoupon || state.chosenCoupon) return;
      state.appliedCoupon = action.payload.appliedCoupon;
      state.chosenCoupon = action.payload.chosenCoupon;
    },
    /** The customer removed the coupon. */
    couponRemoved(state) {
      state.appliedCoupon = null;
      state.chosenCoupon = null;
    },
    /** An automatic coupon no longer applies: the customer's own coupon, if any, takes its place again. */
    automaticCouponWithdrawn(state) {
      state.appliedCoupon = state.chosenCoupon;
    },
    /** An order was placed: its coupon is used up (the placement also invalidates the cached order count). */
    orderPlaced(state, _action: PayloadAction<Order>) {
      state.appliedCoupon = null;
      state.chosenCoupon = null;
      state.error = null;
    },
    orderFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isLoggedOut, () => initialOrderState);
  },
});

const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {
    processingStarted(state) {
      state.processing = true;
      state.error = null;
    },
    processingStopped(state) {
      state.processing = false;
    },
    paymentFailed(state, action: PayloadAction<string>) {
      state.processing = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isLoggedOut, () => initialPaymentState);
  },
});

export const {
  couponApplied,
  couponChosen,
  storedCouponsRestored,
  couponRemoved,
  automaticCouponWithdrawn,
  orderPlaced,
  orderFailed,
} = orderSlice.actions;
export const { processingStarted, processingStopped, paymentFailed } = paymentSlice.actions;
export const orderReducer = orderSlice.reducer;
export const paymentReducer = paymentSlice.reducer;

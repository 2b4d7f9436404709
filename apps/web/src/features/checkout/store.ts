import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Coupon } from '@shop/contract/coupons';
import type { Order } from '@shop/contract/orders';
import { isLoggedOut } from '../../store/auth-slice';

/**
 * The order area of SPEC.md §3: the customer's orders (their count drives the first-order coupon) and the coupon
 * applied to the order being checked out. Only plain actions live here, so the store the home page loads stays
 * small; the calls that feed them are in ./api.ts, loaded with the checkout.
 */
export interface OrderState {
  orders: Order[];
  /** Whether `orders` holds the server's answer (its length is the order count). */
  ordersLoaded: boolean;
  loading: boolean;
  error: string | null;
  /** One coupon per order (SPEC.md §5). */
  appliedCoupon: Coupon | null;
}

/** The payment area: a flag that blocks duplicate submissions while an order is being placed or paid. */
export interface PaymentState {
  processing: boolean;
  error: string | null;
}

export const initialOrderState: OrderState = { orders: [], ordersLoaded: false, loading: false, error: null, appliedCoupon: null };
export const initialPaymentState: PaymentState = { processing: false, error: null };

const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    ordersRequested(state) {
      state.loading = true;
      state.error = null;
    },
    ordersLoaded(state, action: PayloadAction<Order[]>) {
      state.loading = false;
      state.orders = action.payload;
      state.ordersLoaded = true;
    },
    ordersFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    couponApplied(state, action: PayloadAction<Coupon>) {
      state.appliedCoupon = action.payload;
    },
    couponRemoved(state) {
      state.appliedCoupon = null;
    },
    /** An order was placed: its coupon is used up and the order count has changed. */
    orderPlaced(state, action: PayloadAction<Order>) {
      state.appliedCoupon = null;
      state.orders = [action.payload, ...state.orders];
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

export const { ordersRequested, ordersLoaded, ordersFailed, couponApplied, couponRemoved, orderPlaced, orderFailed } = orderSlice.actions;
export const { processingStarted, processingStopped, paymentFailed } = paymentSlice.actions;
export const orderReducer = orderSlice.reducer;
export const paymentReducer = paymentSlice.reducer;

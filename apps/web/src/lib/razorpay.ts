/** The part of Razorpay Checkout's browser interface the shop uses (the offline sandbox has the same). */

export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  name: string;
  description?: string;
  order_id: string;
  handler: (response: RazorpaySuccess) => void;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  modal?: { ondismiss?: () => void };
  /** Seconds before Checkout closes itself and refuses payment. */
  timeout?: number;
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const SCRIPT_MARK = 'data-checkout-script';
let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Loads the payment provider's Checkout script on demand, once: a single <script> for the whole visit. A failed
 * load removes its tag, so the next attempt tries afresh.
 */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(SCRIPT_MARK, '');
    script.addEventListener('load', () => {
      if (window.Razorpay) {
        resolve(window.Razorpay);
      } else {
        script.remove();
        reject(new Error('The checkout script did not define Razorpay'));
      }
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`The checkout script failed to load: ${src}`));
    });
    document.head.appendChild(script);
  });
  // Only a load under way is shared; once it settles, window.Razorpay (or a fresh attempt) takes over.
  const settled = () => {
    loading = null;
  };
  loading.then(settled, settled);
  return loading;
}

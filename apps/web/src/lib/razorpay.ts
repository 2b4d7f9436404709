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
  /** Which payment methods Checkout shows, in which order (its display configuration). */
  config?: { display: RazorpayDisplay };
}

/** A payment instrument of Checkout's display configuration; only UPI is used by the shop. */
export interface RazorpayInstrument {
  method: 'upi' | 'card' | 'netbanking' | 'wallet';
  /** UPI: intent (the customer's UPI apps, on a phone), qr (a code to scan, elsewhere), collect. */
  flows?: ReadonlyArray<'intent' | 'qr' | 'collect'>;
}

/** Razorpay Checkout's `config.display`: named blocks of instruments, their order, and whether its own blocks follow. */
export interface RazorpayDisplay {
  blocks: Record<string, { name: string; instruments: readonly RazorpayInstrument[] }>;
  sequence: readonly string[];
  preferences: { show_default_blocks: boolean };
}

/**
 * UPI first: most Indian phone buyers pay by UPI. Checkout picks the flow by device, as it alone can tell: on a phone
 * the customer's UPI apps (intent), elsewhere a QR code to scan with one. Collect (typing a UPI id) is left out: NPCI
 * retired it for shops like this one in February 2026. Cards, netbanking and wallets follow as Checkout's own blocks.
 */
export const UPI_FIRST_DISPLAY: RazorpayDisplay = {
  blocks: { upi: { name: 'Pay by UPI', instruments: [{ method: 'upi', flows: ['intent', 'qr'] }] } },
  sequence: ['block.upi'],
  preferences: { show_default_blocks: true },
};

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

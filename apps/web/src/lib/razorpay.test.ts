// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadCheckoutScript, type RazorpayConstructor } from './razorpay';

const scripts = () => document.head.querySelectorAll('script[data-checkout-script]');

afterEach(() => {
  delete window.Razorpay;
  document.head.innerHTML = '';
});

describe('loadCheckoutScript', () => {
  it('adds one script, once, and resolves with window.Razorpay when it loads', async () => {
    const first = loadCheckoutScript('/dev/payments/checkout.js');
    const second = loadCheckoutScript('/dev/payments/checkout.js');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe('/dev/payments/checkout.js');
    const Razorpay = function Razorpay() {} as unknown as RazorpayConstructor;
    window.Razorpay = Razorpay;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
    await expect(loadCheckoutScript('/dev/payments/checkout.js')).resolves.toBe(Razorpay);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script fails, removing it so a later attempt tries again', async () => {
    const attempt = loadCheckoutScript('/missing.js');
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(/failed to load/);
    expect(scripts()).toHaveLength(0);
    void loadCheckoutScript('/missing.js').catch(() => {});
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('error'));
  });
});

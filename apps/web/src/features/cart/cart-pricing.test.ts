import { describe, expect, it } from 'vitest';
import { priceCart, pricingInputOf, unitCount } from './cart-pricing';
import { formatPaise } from '../../lib/money';
import type { CartItem } from './cart-slice';

const item = (id: string, quantity: number, price: number, finalPrice: number, offer?: number): CartItem => ({
  _id: id,
  quantity,
  productId: { _id: `p-${id}`, price, finalPrice, weight: '5 kg', fragrance: 'Rose', ...(offer === undefined ? {} : { offer }) },
});

describe('cart summary maths', () => {
  it('Cart Total is the M.R.P. total, Discount the products’ offers, shipping free, Total what is left', () => {
    // M.R.P. ₹649 sold at ₹549 (×2); M.R.P. ₹2,199 sold at ₹1,649.
    const price = priceCart([item('a', 2, 649, 549, 15), item('b', 1, 2199, 1649, 25)]);
    expect(price.mrpTotalPaise).toBe(64900 * 2 + 219900);
    expect(price.productDiscountPaise).toBe(10000 * 2 + 55000);
    expect(price.shippingPaise).toBe(0);
    expect(price.totalPaise).toBe(54900 * 2 + 164900);
    expect(formatPaise(price.mrpTotalPaise)).toBe('₹3,497.00');
    expect(formatPaise(price.productDiscountPaise)).toBe('₹750.00');
    expect(formatPaise(price.totalPaise)).toBe('₹2,747.00');
  });

  it('charges each unit the finalPrice its card shows', () => {
    expect(pricingInputOf([item('a', 1, 100, 90)])[0]).toEqual({ productId: 'p-a', mrpPaise: 10000, unitPricePaise: 9000, quantity: 1 });
  });

  it('formats with Indian digit grouping and always 2 decimals', () => {
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
  });

  it('counts units', () => {
    expect(unitCount([item('a', 2, 1, 1), item('b', 3, 1, 1)])).toBe(5);
  });
});

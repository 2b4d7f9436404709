import { ProductDetailResponse } from '@shop/contract/catalog';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context';
import { createProduct } from '../../test/factories';

const ctx = useTestContext();

const detail = async (id: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductDetailResponse.parse(res.json());
};

describe("a product page's price breakup", () => {
  it('names the price, the GST it includes at the product’s own rate, and free delivery', async () => {
    const litter = await createProduct(ctx.db, { sellingPricePaise: 54900, gstRateBp: 500 });
    expect((await detail(litter.id)).priceBreakup).toEqual({ price: 549, gstRate: 5, gstIncluded: 26.14, delivery: 0 });
    // A scoop at 18%: ₹299 holds ₹45.61 of GST (₹253.39 taxable, rounded half up to the paisa).
    const scoop = await createProduct(ctx.db, { category: 'accessories', mrpPaise: 39900, sellingPricePaise: 29900, gstRateBp: 1800 });
    expect((await detail(scoop.id)).priceBreakup).toEqual({ price: 299, gstRate: 18, gstIncluded: 45.61, delivery: 0 });
  });
});

import { PincodeLookupResponse } from '@shop/contract/pincodes';
import { describe, expect, it } from 'vitest';
import { getOk, useTestContext } from '../../../test/context';

const ctx = useTestContext();

describe('GET /api/v1/pincodes/:pincode', () => {
  it('gives the canonical city (district) and state', async () => {
    const body = await getOk(ctx, '/api/v1/pincodes/400001', PincodeLookupResponse);
    expect(body).toMatchObject({ pincode: 400001, city: 'Mumbai', state: 'Maharashtra' });
    expect(body.offices.length).toBeGreaterThan(0);
  });

  it('answers 404 with a clear message for a pincode that does not exist', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/pincodes/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'We could not find this pincode. Please check it.' });
  });

  it.each(['12345', '0123456', 'abcdef', '5600341'])('answers 400 for the malformed pincode %s', async (pin) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/pincodes/${pin}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('pincode: Pincode must be 6 digits');
  });
});

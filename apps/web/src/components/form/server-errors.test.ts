import { ADMIN_MESSAGES } from '@shop/contract/admin';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { refusalOf } from './server-errors';

describe('server refusals', () => {
  const fields = ['slug', 'price'];

  it('puts a known message at its field', () => {
    const err = new ApiError(ADMIN_MESSAGES.slugTaken, 409, 'CONFLICT');
    expect(refusalOf(err, fields, { [ADMIN_MESSAGES.slugTaken]: 'slug' }, 'x')).toEqual({ fields: { slug: ADMIN_MESSAGES.slugTaken }, message: null });
  });

  it('puts a 400’s field problems at their fields, and anything else above the form', () => {
    const bad = new ApiError('price: Too big', 400, 'BAD_REQUEST', { details: { fields: [{ field: 'price', message: 'Too big' }] } });
    expect(refusalOf(bad, fields, {}, 'x')).toEqual({ fields: { price: 'Too big' }, message: null });
    expect(refusalOf(new ApiError('Server is down', 503), fields, {}, 'x')).toEqual({ fields: {}, message: 'Server is down' });
    expect(refusalOf('??', fields, {}, 'Could not save')).toEqual({ fields: {}, message: 'Could not save' });
  });
});

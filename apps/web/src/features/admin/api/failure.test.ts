import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../../components/form/server-errors';
import { ApiError } from '../../../lib/api-client';
import { answerOf, failureMessage } from './failure';

describe('failureMessage', () => {
  it("reads the message of a cached failure, a serialized one or an Error, else says the page's own words", () => {
    expect(failureMessage({ status: 409, message: 'A return that is requested cannot be marked refunded', retryAfterSeconds: null }, 'x')).toBe('A return that is requested cannot be marked refunded');
    expect(failureMessage(new Error('Network down'), 'x')).toBe('Network down');
    expect(failureMessage({ name: 'TypeError' }, 'The order could not be loaded')).toBe('The order could not be loaded');
    expect(failureMessage({ message: '' }, 'Could not save')).toBe('Could not save');
    expect(failureMessage(undefined, 'Could not save')).toBe('Could not save');
  });
});

describe('answerOf', () => {
  it("gives a change's answer", async () => {
    await expect(answerOf({ unwrap: () => Promise.resolve({ _id: 'p1' }) })).resolves.toEqual({ _id: 'p1' });
  });

  it('throws a refusal as an ApiError with its status and code, for code that reads those', async () => {
    const refused = answerOf({ unwrap: () => Promise.reject({ status: 409, code: 'CONFLICT', message: 'Slug taken', retryAfterSeconds: null }) });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ message: 'Slug taken', status: 409, code: 'CONFLICT' });
  });

  it("keeps the refusal's reason, params and details, so a form puts a 400's field problems under their fields", async () => {
    const fields = [{ field: 'slug', message: 'Slugs use lower-case letters, digits and single hyphens' }];
    const cached = { status: 400, code: 'BAD_REQUEST', message: `slug: ${fields[0]!.message}`, retryAfterSeconds: null, reason: 'request.invalid', params: { field: 'slug', problem: fields[0]!.message }, details: { fields } };
    const err = await answerOf({ unwrap: () => Promise.reject(cached) }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, code: 'BAD_REQUEST', reason: 'request.invalid', params: cached.params, details: { fields } });
    expect(refusalOf(err, ['slug', 'price'], {}, 'Could not save')).toEqual({ fields: { slug: fields[0]!.message }, message: null });
  });

  it('lets anything else through as it is', async () => {
    const bug = new TypeError('x is undefined');
    await expect(answerOf({ unwrap: () => Promise.reject(bug) })).rejects.toBe(bug);
  });
});

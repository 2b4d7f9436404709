import { ERROR_MESSAGES } from '@shop/contract/errors';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodyProblem } from '../../test/error-bodies';
import { AppError, frameworkErrors, invalidFields, registerErrorHandling } from './errors';

const app = Fastify({ logger: false, frameworkErrors }).withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/stock', async () => {
    throw new AppError('admin.stockChanged', { stock: 4 });
  });
  app.get('/paused', async () => {
    throw new AppError('auth.passwordsPaused', { minutes: 2 }, { retryAfterSeconds: 90 });
  });
  app.get('/fields', async () => {
    throw invalidFields([
      { field: 'pincode', message: 'Pincode must be 6 digits' },
      { field: 'street', message: 'Please enter your street address or house number' },
    ]);
  });
  app.get('/bug', async () => {
    throw new TypeError('x is undefined');
  });
  app.get('/database-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/wrong-answer', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({ ok: 'yes' }) as never);
  await app.ready();
});
afterAll(() => app.close());

async function answer(url: string) {
  const res = await app.inject({ method: 'GET', url });
  const body = res.json();
  expect(errorBodyProblem(res.statusCode, body), url).toBeNull();
  return { status: res.statusCode, body, headers: res.headers };
}

describe('error bodies', () => {
  it('say the reason, its params and the words they make, with the code and status the reason fixes', async () => {
    expect(await answer('/stock')).toMatchObject({
      status: 409,
      body: {
        success: false,
        code: 'CONFLICT',
        reason: 'admin.stockChanged',
        params: { stock: 4 },
        message: 'The stock changed meanwhile: it is now 4. Reload the product and try again, or adjust it by an amount.',
      },
    });
  });

  it('keep the details, and a 429 names its wait in Retry-After', async () => {
    const paused = await answer('/paused');
    expect(paused).toMatchObject({ status: 429, body: { reason: 'auth.passwordsPaused', params: { minutes: 2 }, details: { retryAfterSeconds: 90 } } });
    expect(paused.headers['retry-after']).toBe('90');
  });

  it('name the first wrong field in the message and every one in details.fields', async () => {
    expect((await answer('/fields')).body).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      reason: 'request.invalid',
      params: { field: 'pincode', problem: 'Pincode must be 6 digits' },
      message: 'pincode: Pincode must be 6 digits',
      details: {
        fields: [
          { field: 'pincode', message: 'Pincode must be 6 digits' },
          { field: 'street', message: 'Please enter your street address or house number' },
        ],
      },
    });
  });

  it('hide a bug or a broken answer behind server.internal, and a lost database behind server.unavailable', async () => {
    for (const url of ['/bug', '/wrong-answer']) {
      const { status, body } = await answer(url);
      expect(status, url).toBe(500);
      expect(body, url).toEqual({ success: false, code: 'INTERNAL', reason: 'server.internal', message: ERROR_MESSAGES.internal });
    }
    expect((await answer('/database-down')).body).toEqual({ success: false, code: 'UNAVAILABLE', reason: 'server.unavailable', message: ERROR_MESSAGES.databaseDown });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../../app/store';
import { setApiTransport } from '../../lib/api-client';
import { reviewsApi } from './api';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const body = { location: 'Pune', message: 'Clumps well, no smell.', rating: 4 };
const created = { success: true, message: 'Review submitted! Awaiting approval.', review: { _id: 'r1', name: 'Meera', ...body, createdAt: '2026-11-21T00:00:00.000Z', status: 'pending' } };

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('submitting a review through the server-data cache', () => {
  it("sets the review area's submit-success flag when the server takes it, and clears it when the next one goes out", async () => {
    const answers = [json(created, 201), json({ success: false, message: 'You already have reviews waiting for approval.', code: 'CONFLICT' }, 409)];
    setApiTransport(async () => answers.shift()!);
    const store = createStore({ browser: false });
    expect(store.getState().review.submitSuccess).toBe(false);
    const first = store.dispatch(reviewsApi.endpoints.submitReview.initiate(body));
    await first;
    expect(store.getState().review.submitSuccess).toBe(true);

    const second = store.dispatch(reviewsApi.endpoints.submitReview.initiate(body));
    expect(store.getState().review.submitSuccess).toBe(false);
    const result = await second;
    expect(result.error).toMatchObject({ status: 409, message: 'You already have reviews waiting for approval.' });
    expect(store.getState().review.submitSuccess).toBe(false);
  });

  it("says 'Failed to submit review.' when the server gives no reason", async () => {
    setApiTransport(async () => new Response('', { status: 500 }));
    const store = createStore({ browser: false });
    const result = await store.dispatch(reviewsApi.endpoints.submitReview.initiate(body));
    expect(result.error).toMatchObject({ message: 'Failed to submit review.' });
  });
});

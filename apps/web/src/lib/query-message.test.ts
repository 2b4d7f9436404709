import { describe, expect, it } from 'vitest';
import { failureMessage } from './query-message';

describe('failureMessage', () => {
  it("shows a failed call's message", () => {
    expect(failureMessage({ status: 409, message: 'Not now', retryAfterSeconds: null }, 'Failed')).toBe('Not now');
  });

  it('falls back for an error that never reached the API, or none', () => {
    expect(failureMessage({ name: 'TypeError', message: 'x is undefined' }, 'Failed')).toBe('Failed');
    expect(failureMessage(undefined, 'Failed')).toBe('Failed');
  });
});

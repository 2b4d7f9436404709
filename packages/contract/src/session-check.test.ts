import { describe, expect, it } from 'vitest';
import { SessionState } from './auth';
import { SessionStateCheck } from './session-check';

const samples: unknown[] = [
  { authenticated: true, hasDetails: true },
  { authenticated: false, hasDetails: false },
  { authenticated: true, hasDetails: false, extra: 'dropped' },
  { authenticated: true, hasDetails: true, language: 'hi' },
  { authenticated: true, hasDetails: true, language: 'en' },
  { authenticated: true, hasDetails: true, language: 'fr' },
  { authenticated: true, hasDetails: true, language: null },
  { authenticated: 'yes', hasDetails: true },
  { authenticated: true },
  { hasDetails: false },
  { authenticated: 1, hasDetails: 0 },
  null,
  undefined,
  'authenticated',
  [],
  [true, true],
];

describe('SessionStateCheck', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? 'undefined', sample]))('answers %s as the SessionState schema does', (_, sample) => {
    const expected = SessionState.safeParse(sample);
    const actual = SessionStateCheck.safeParse(sample);
    expect(actual.success).toBe(expected.success);
    if (actual.success && expected.success) expect(actual.data).toEqual(expected.data);
  });
});

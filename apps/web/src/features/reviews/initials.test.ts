import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Ananya Iyer')).toBe('AI');
    expect(initialsOf('Sri Lakshmi Venkatesh')).toBe('SV');
  });

  it('handles one word, extra spaces and empty names', () => {
    expect(initialsOf('  rohan ')).toBe('R');
    expect(initialsOf('')).toBe('?');
  });
});

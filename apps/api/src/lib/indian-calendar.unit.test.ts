import { describe, expect, it } from 'vitest';
import { firstOfMonth, formatIndianDate, indianDay, indianPeriods, startOfIndianDay } from './indian-calendar';

describe('the Indian calendar', () => {
  it('names the day in India, which starts at 18:30 UTC the evening before', () => {
    expect(indianDay(new Date('2026-11-25T18:29:59.999Z'))).toBe('2026-11-25');
    expect(indianDay(new Date('2026-11-25T18:30:00.000Z'))).toBe('2026-11-26');
    expect(startOfIndianDay('2026-11-26').toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });

  it('finds the first of a month, also across a year', () => {
    expect(firstOfMonth('2026-11-25')).toBe('2026-11-01');
    expect(firstOfMonth('2026-12-31', 1)).toBe('2027-01-01');
    expect(firstOfMonth('2027-01-15', -1)).toBe('2026-12-01');
  });

  it('gives the Indian day and month of a moment as the moments they start and end', () => {
    // 20:00 UTC on 31 December is already 1 January in India.
    expect(indianPeriods(new Date('2026-12-31T20:00:00Z'))).toEqual({
      dayStart: new Date('2026-12-31T18:30:00Z'),
      dayEnd: new Date('2027-01-01T18:30:00Z'),
      monthStart: new Date('2026-12-31T18:30:00Z'),
      monthEnd: new Date('2027-01-31T18:30:00Z'),
    });
  });

  it('writes a date the Indian way, on the Indian day', () => {
    expect(formatIndianDate(new Date('2026-11-25T20:00:00Z'))).toBe('26/11/2026');
  });
});

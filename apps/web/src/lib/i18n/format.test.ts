import { describe, expect, it } from 'vitest';
import { dateFormat, formatCount, formatMoney, plural } from './format';

const bag = { one: 'bag', other: 'bags' };

describe('numbers, money, dates and plurals', () => {
  it('group money the Indian way, with Latin digits, in both languages', () => {
    expect(formatMoney('en', 1234567.5)).toBe('₹12,34,567.50');
    expect(formatMoney('hi', 1234567.5)).toBe('₹12,34,567.50');
    expect(formatCount('hi', 123456)).toBe('1,23,456');
  });

  it('count 0 as "one" in Hindi and as "other" in English (CLDR)', () => {
    expect(plural('hi', 0, bag)).toBe('bag');
    expect(plural('en', 0, bag)).toBe('bags');
    expect(plural('hi', 1, bag)).toBe('bag');
    expect(plural('hi', 2, bag)).toBe('bags');
  });

  it('name months and days in the page’s language, in India’s time', () => {
    const day = new Date('2026-11-30T20:00:00Z'); // 1 December, 01:30 in India
    const format = (locale: 'en' | 'hi') => dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(day);
    expect(format('hi')).toContain('1 दिसंबर');
    expect(format('hi')).toContain('मंगलवार');
    expect(format('en')).toContain('Tuesday');
  });
});

import { describe, expect, it } from 'vitest';
import { cashFigure, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('converts paise to rupees and back', () => {
    expect(paiseToRupees(129900)).toBe(1299);
    expect(paiseToRupees(12345)).toBe(123.45);
    expect(rupeesToPaise(123.45)).toBe(12345);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('refuses fractions of a paisa and non-numbers', () => {
    expect(() => paiseToRupees(10.5)).toThrow(RangeError);
    expect(() => rupeesToPaise(1.005)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });
});

describe('cashFigure', () => {
  it('shows whole rupees without paise, grouped the Indian way', () => {
    expect(cashFigure(93900)).toBe('939');
    expect(cashFigure(154900)).toBe('1,549');
    expect(cashFigure(12345600)).toBe('1,23,456');
  });

  it('keeps paise when an amount has them, never rounding what is owed', () => {
    expect(cashFigure(55165)).toBe('551.65');
    expect(cashFigure(55160)).toBe('551.60');
  });
});

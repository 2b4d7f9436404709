import { describe, expect, it } from 'vitest';
import { POLICY, telHref, whatsappHref } from './policy';

describe('telHref', () => {
  it('keeps the plus sign and digits only', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('(022) 4000-1234')).toBe('tel:02240001234');
  });
});

describe('whatsappHref', () => {
  it('uses digits with the country code', () => {
    expect(whatsappHref('+91 98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsappHref('98765 43210')).toBe('https://wa.me/919876543210');
  });
});

describe('POLICY', () => {
  it('matches the spec', () => {
    expect(POLICY.returnWindowDays).toBe(4);
    expect(POLICY.termsLastUpdated).toBe('28/05/2025');
    expect(POLICY.returnReasons).toEqual(['Wrong item received', 'Damaged product', 'Product no longer needed', 'Other']);
  });
});

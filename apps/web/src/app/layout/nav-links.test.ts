import { describe, expect, it } from 'vitest';
import { cartBadgeText, cartLinkLabel, telHref, visibleNavLinks } from './nav-links';

describe('header links', () => {
  it('shows Profile only when logged in', () => {
    expect(visibleNavLinks(false).map((l) => l.label)).toEqual(['Home', 'Shop', 'About', 'Reviews', 'Contact', 'Loyalty Program']);
    expect(visibleNavLinks(true).map((l) => l.to)).toEqual(['/', '/explore', '/about', '/review', '/contact-us', '/loyalty', '/account-details']);
  });
});

describe('in Hindi', () => {
  it('names the links and the cart in Hindi, keeping where they lead', () => {
    expect(visibleNavLinks(false, 'hi').map((l) => l.label)).toEqual(['होम', 'शॉप', 'हमारे बारे में', 'रिव्यू', 'संपर्क', 'लॉयल्टी प्रोग्राम']);
    expect(visibleNavLinks(true, 'hi').map((l) => l.to)).toEqual(visibleNavLinks(true).map((l) => l.to));
    expect(cartLinkLabel(0, 'hi')).toBe('कार्ट');
    expect(cartLinkLabel(2, 'hi')).toBe('कार्ट, 2 आइटम');
  });
});

describe('cart badge', () => {
  it('is hidden at 0 and counts distinct items above it', () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(3)).toBe('3');
    expect(cartBadgeText(120)).toBe('99+');
  });

  it('names the cart link with the count', () => {
    expect(cartLinkLabel(0)).toBe('Cart');
    expect(cartLinkLabel(1)).toBe('Cart, 1 item');
    expect(cartLinkLabel(4)).toBe('Cart, 4 items');
  });
});

describe('telHref', () => {
  it('keeps only digits and the plus sign', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
  });
});

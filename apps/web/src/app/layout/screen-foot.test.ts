import { afterEach, describe, expect, it, vi } from 'vitest';
import { footQuestion, serverLanguageOfferShown } from './screen-foot';

describe("the screen's foot", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks one thing at a time: a language offer first, the analytics question once none is left', () => {
    expect(footQuestion({ languageOffer: true, analyticsUnanswered: true })).toBe('language');
    expect(footQuestion({ languageOffer: false, analyticsUnanswered: true })).toBe('analytics');
    expect(footQuestion({ languageOffer: true, analyticsUnanswered: false })).toBe('language');
    expect(footQuestion({ languageOffer: false, analyticsUnanswered: false })).toBeNull();
  });

  it("knows the server's offer of the browser's language by its banner above the app", () => {
    expect(serverLanguageOfferShown()).toBe(false);
    const querySelector = vi.fn((selector: string) => (selector === 'body > .language-banner' ? {} : null));
    vi.stubGlobal('document', { querySelector });
    expect(serverLanguageOfferShown()).toBe(true);
    vi.stubGlobal('document', { querySelector: () => null });
    expect(serverLanguageOfferShown()).toBe(false);
  });
});

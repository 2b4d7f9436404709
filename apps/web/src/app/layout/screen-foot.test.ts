import { afterEach, describe, expect, it, vi } from 'vitest';
import { footQuestion, serverLanguageOfferShown } from './screen-foot';

describe("the screen's foot", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks one thing at a time: a language offer first (the server’s before the account’s), then the analytics question', () => {
    expect(footQuestion({ serverLanguageOffer: true, accountLanguageOffer: true, analyticsUnanswered: true })).toBe('server-language');
    expect(footQuestion({ serverLanguageOffer: false, accountLanguageOffer: true, analyticsUnanswered: true })).toBe('account-language');
    expect(footQuestion({ serverLanguageOffer: true, accountLanguageOffer: false, analyticsUnanswered: true })).toBe('server-language');
    expect(footQuestion({ serverLanguageOffer: false, accountLanguageOffer: false, analyticsUnanswered: true })).toBe('analytics');
    expect(footQuestion({ serverLanguageOffer: false, accountLanguageOffer: false, analyticsUnanswered: false })).toBeNull();
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

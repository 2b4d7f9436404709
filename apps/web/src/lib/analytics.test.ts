// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_COOKIE, analytics, analyticsChoice, setAnalyticsChoice } from './analytics';
import { setRuntimeConfig } from './runtime-config';

const gaScripts = () => document.head.querySelectorAll('script[src*="googletagmanager.com"]').length;

describe('Google Analytics waits for consent', () => {
  beforeEach(() => {
    setRuntimeConfig({ assetBaseUrl: '', publicBaseUrl: null, gaMeasurementId: 'G-TEST123' } as Parameters<typeof setRuntimeConfig>[0]);
  });
  afterEach(() => {
    document.cookie = `${ANALYTICS_COOKIE}=; Path=/; Max-Age=0`;
    document.head.innerHTML = '';
  });

  it('loads nothing while the visitor has not answered, or said no', () => {
    expect(analyticsChoice()).toBeNull();
    analytics().pageView('/', 'Home');
    expect(gaScripts()).toBe(0);
    setAnalyticsChoice('denied');
    analytics().pageView('/explore', 'Shop');
    expect(gaScripts()).toBe(0);
    expect(analyticsChoice()).toBe('denied');
  });

  it('loads Google Analytics once they agree, and sends the next page view there', () => {
    analytics().pageView('/', 'Home');
    setAnalyticsChoice('granted');
    analytics().pageView('/explore', 'Shop');
    expect(gaScripts()).toBe(1);
    expect(window.dataLayer?.some((entry) => Array.from(entry as ArrayLike<unknown>)[1] === 'page_view')).toBe(true);
  });
});

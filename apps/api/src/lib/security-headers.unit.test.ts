import Fastify from 'fastify';
import type * as Helmet from 'helmet';
import { describe, expect, it, vi } from 'vitest';

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('helmet', async (original) => {
  const real = (await original<typeof Helmet>()).default;
  return { default: (...args: Parameters<typeof real>) => ((built.count += 1), real(...args)) };
});

const { registerSecurityHeaders, securityHeadersOf } = await import('./security-headers');

const OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
  strictTransportSecurity: false,
};

describe('security headers', () => {
  it('are the headers helmet sets for the settings', () => {
    const headers = Object.fromEntries(securityHeadersOf(OPTIONS).map(([n, v]) => [n.toLowerCase(), v]));
    expect(headers['content-security-policy']).toBe("default-src 'self';img-src 'self' data:");
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('are worked out once, not for every request, and skipped on routes that only answer JSON', async () => {
    const app = Fastify();
    built.count = 0;
    registerSecurityHeaders(app, OPTIONS);
    app.get('/page', async () => 'a page');
    app.get('/json', { helmet: false }, async () => ({ ok: true }));
    await app.ready();
    for (let n = 0; n < 5; n += 1) {
      const page = await app.inject({ url: '/page' });
      expect(page.headers['content-security-policy']).toBe("default-src 'self';img-src 'self' data:");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
    const json = await app.inject({ url: '/json' });
    expect(json.headers).not.toHaveProperty('content-security-policy');
    expect(built.count).toBe(1);
    await app.close();
  });
});

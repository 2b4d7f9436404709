import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

/** A production environment with every secret production requires. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  PUBLIC_BASE_URL: 'https://shop.example.in',
  RAZORPAY_KEY_ID: 'rzp_live_abc123',
  RAZORPAY_KEY_SECRET: 'key-secret-1234',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-1234',
};

describe('parseConfig', () => {
  it('has working defaults for a bare machine', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: 'data',
      PUBLIC_ASSET_BASE_URL: '/media',
      SEED_ON_EMPTY: true,
    });
    // Not development unless said so (npm start says so): the developer tools stay shut.
    expect(config.NODE_ENV).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', GA_MEASUREMENT_ID: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every wrong variable at once', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', GA_MEASUREMENT_ID: 'UA-1', SEED_ON_EMPTY: 'maybe' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^DATABASE_URL:/m);
    expect(problems).toMatch(/^GA_MEASUREMENT_ID:/m);
    expect(problems).toMatch(/^SEED_ON_EMPTY:/m);
  });

  it('strips a trailing slash from the asset base and refuses a relative one', () => {
    expect(parseConfig({ PUBLIC_ASSET_BASE_URL: 'https://cdn.example.in/' }).PUBLIC_ASSET_BASE_URL).toBe('https://cdn.example.in');
    expect(() => parseConfig({ PUBLIC_ASSET_BASE_URL: 'media' })).toThrow(/PUBLIC_ASSET_BASE_URL/);
  });

  it('reads staff addresses from ADMIN_EMAILS, lower-cased, and refuses a malformed one', () => {
    expect(parseConfig({}).ADMIN_EMAILS).toEqual([]);
    expect(parseConfig({ ADMIN_EMAILS: ' Owner@Example.in, ops@example.in ,' }).ADMIN_EMAILS).toEqual(['owner@example.in', 'ops@example.in']);
    expect(() => parseConfig({ ADMIN_EMAILS: 'owner@example.in, not-an-address' })).toThrow(/ADMIN_EMAILS/);
  });

  it('requires the session secret, base URL and every Razorpay secret in production, webhook secret included', () => {
    expect(parseConfig(production).RAZORPAY_WEBHOOK_SECRET).toBe('webhook-secret-1234');
    expect(() => parseConfig({ ...production, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(/RAZORPAY_WEBHOOK_SECRET: is required in production/);
    // Outside production the sandbox gateway needs none of them.
    expect(parseConfig({}).RAZORPAY_WEBHOOK_SECRET).toBeUndefined();
  });
  it('refuses DEV_TOOLS_REMOTE in production, and leaves NODE_ENV unset (not development) when nothing says', () => {
    expect(() => parseConfig({ ...production, DEV_TOOLS_REMOTE: 'true' })).toThrow(/DEV_TOOLS_REMOTE: must not be set in production/);
    expect(parseConfig({}).NODE_ENV).toBeUndefined();
  });
  it('sets the server timeouts, headers within the request limit', () => {
    expect(parseConfig({})).toMatchObject({ REQUEST_TIMEOUT_MS: 60_000, HEADERS_TIMEOUT_MS: 15_000, KEEP_ALIVE_TIMEOUT_MS: 65_000 });
    expect(() => parseConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' })).toThrow(/HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/);
  });
  it('takes the seller of tax invoices from the environment, with a GSTIN that is well formed and of its state', () => {
    expect(parseConfig({})).toMatchObject({ SELLER_LEGAL_NAME: 'Purrfect Litter Private Limited', SELLER_STATE: 'Gujarat', SELLER_GSTIN: '24AALCP1234R1Z1' });
    expect(parseConfig({ SELLER_STATE: 'Maharashtra', SELLER_GSTIN: ' 27aapfu0939f1zv ' }).SELLER_GSTIN).toBe('27AAPFU0939F1ZV');
    // A wrong check character, a malformed value, a state that is not one, a GSTIN of another state.
    expect(() => parseConfig({ SELLER_STATE: 'Maharashtra', SELLER_GSTIN: '27AAPFU0939F1ZW' })).toThrow(/SELLER_GSTIN: must be a 15-character GSTIN/);
    expect(() => parseConfig({ SELLER_GSTIN: 'GSTIN-PENDING' })).toThrow(/SELLER_GSTIN/);
    expect(() => parseConfig({ SELLER_STATE: 'Atlantis' })).toThrow(/SELLER_STATE: must be an Indian state/);
    expect(() => parseConfig({ SELLER_GSTIN: '27AAPFU0939F1ZV' })).toThrow(/SELLER_GSTIN: must start with 24/);
  });

  it('reads delivery zones, holidays, the cut-off and notification templates, and names wrong ones', () => {
    const config = parseConfig({ DELIVERY_ZONE_DAYS: 'metro=2', DELIVERY_HOLIDAYS: '2026-12-25', DISPATCH_CUTOFF_IST: '11:30', WHATSAPP_TEMPLATES: 'shipped=parcel_shipped', SMS_DLT_TEMPLATES: 'placed=1107161234567890123' });
    expect(config.DELIVERY_ZONE_DAYS).toEqual({ same_city: 1, same_state: 2, metro: 2, rest_of_india: 5 });
    expect([...config.DELIVERY_HOLIDAYS]).toEqual(['2026-12-25']);
    expect(config.DISPATCH_CUTOFF_IST).toBe(11 * 60 + 30);
    expect(config.WHATSAPP_TEMPLATES).toMatchObject({ shipped: 'parcel_shipped', placed: 'order_placed' });
    expect(config.SMS_DLT_TEMPLATES).toEqual({ placed: '1107161234567890123' });

    let error: unknown;
    try {
      parseConfig({ DELIVERY_ZONE_DAYS: 'moon=3', DELIVERY_HOLIDAYS: '25/12/2026', DISPATCH_CUTOFF_IST: '25:00' });
    } catch (err) {
      error = err;
    }
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['DELIVERY_ZONE_DAYS', 'DELIVERY_HOLIDAYS', 'DISPATCH_CUTOFF_IST']) expect(problems).toMatch(new RegExp(`^${name}:`, 'm'));
    expect(() => parseConfig({ WHATSAPP_TOKEN: 'a-long-enough-token-for-the-api' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: is required with WHATSAPP_TOKEN/);
  });
});

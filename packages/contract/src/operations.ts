/**
 * How the API runs at scale: its public read cache, its database pool, its shared state and its housekeeping.
 * Server-side limits and windows; the web app never needs them, but they are named here like every other limit.
 */

export const PUBLIC_CACHE = {
  /** Channel on which PostgreSQL announces changes to what the storefront shows (see migration 0012). */
  changesChannel: 'shop_public_changes',
  /** Wait before the listening connection reconnects after losing the database, doubling up to the maximum. */
  reconnectMinMs: 250,
  reconnectMaxMs: 5_000,
  /**
   * Values and bodies kept at most per process: two per visible product's detail (the shop has a few dozen) and a
   * few lists; past it, more are built for each request but not kept.
   */
  maxEntries: 1_000,
  /** Bodies at least this large are kept precompressed (brotli and gzip); smaller ones go out as they are. */
  compressMinBytes: 1024,
  /** Brotli quality for bodies compressed once per change (the highest is worth it once, not per request). */
  brotliQuality: 11,
  /** How long a browser or CDN may reuse a catalogue body before asking again (with If-None-Match). */
  catalogueMaxAgeSeconds: 60,
  reviewsMaxAgeSeconds: 30,
  /**
   * Server-rendered pages kept whole per process (a page per path and layout width; the least recently asked for goes
   * first), and for how long at most: a change to the catalogue, reviews or coupons forgets them at once, the age limit
   * covers what a page shows of the date.
   */
  pageMaxEntries: 200,
  pageMaxAgeMs: 60_000,
  /** Brotli quality for a kept page, compressed when it is rendered, while its first visitor waits. */
  pageBrotliQuality: 5,
  /**
   * Query parameters that only tell analytics where a visitor came from (any `utm_…`, and the click ids that Google,
   * Meta, Instagram and Microsoft add to links). No page reads them: a link that carries only these gets the kept page.
   */
  pageTrackingParamPrefix: 'utm_',
  pageTrackingParams: ['gclid', 'gbraid', 'wbraid', 'gad_source', 'srsltid', 'fbclid', 'igsh', 'igshid', 'msclkid', '_gl'],
  /** When a crawler may ask again for a page whose own head could not be read (503, the database away). */
  pageRetryAfterSeconds: 60,
} as const;

export const DATABASE_DEFAULTS = {
  /** Connections per API process; several processes share the server's max_connections. */
  poolSize: 20,
  /** A statement running longer is cancelled (0 turns the limit off). */
  statementTimeoutMs: 15_000,
  /** How long a request waits for a free connection before answering 503. */
  connectTimeoutMs: 5_000,
} as const;

/** Redis (REDIS_URL): state every API process shares. */
export const SHARED_STATE = {
  redisConnectTimeoutMs: 2_000,
  /** Reconnection waits grow by this step per attempt, up to the maximum. */
  redisReconnectStepMs: 200,
  redisReconnectMaxMs: 2_000,
} as const;

/** Background housekeeping: what is kept, and for how long, after it stops mattering. */
export const HOUSEKEEPING = {
  intervalMinutes: 15,
  /** One-time codes (used or expired) are deleted this long after they expire: the throttles look back an hour. */
  codesKeepHours: 24,
  /** Sessions revoked or expired are deleted after this (their refresh tokens go with them). */
  sessionsKeepDays: 30,
  /** Idempotency keys answer a retried checkout for this long. */
  idempotencyKeepDays: 7,
  /** Texts sent and phone-number changes are kept this long: the message budget and the change limit look back a day. */
  textMessagesKeepDays: 2,
  /** The dev mailbox keeps this many days of messages. */
  devMailKeepDays: 7,
  /** Rows deleted per statement, so pruning never holds long locks. */
  batchSize: 5_000,
} as const;


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
  /** When a crawler may ask again for a page whose own head could not be read (503, the database away). */
  pageRetryAfterSeconds: 60,
} as const;

/**
 * Pages the server renders on demand (a page not kept yet, or one that is never kept, such as a missing page), per
 * process. Rendering is CPU work on the process that also answers the API: past these limits a visitor gets the page
 * kept for that address even if it is old, else 503 with Retry-After, and the catalogue keeps answering everyone else.
 */
export const RENDER_LIMITS = {
  /** Renders under way at once; React renders on the process's one thread, so more at once are only slower each. */
  concurrent: 1,
  /** Renders waiting for a place; one more is refused at once (a render takes 15–30 ms: the line is short-lived). */
  waiting: 6,
  /**
   * The share of the process's time renders may take, over time, so the API keeps the rest however many addresses
   * ask; a burst of renders (after a catalogue change forgets every kept page) may take up to `burstMs` at once.
   */
  timeShare: 0.1,
  burstMs: 300,
  /** Renders one client address may start per minute (an IPv6 address counts by its /64, what one customer gets). */
  perAddressPerMinute: 30,
  ipv6PrefixBits: 64,
  /** Addresses counted at once per minute; past it, new addresses are held by the concurrency limit alone. */
  addressesTracked: 50_000,
  /** When a refused visitor may ask again. */
  retryAfterSeconds: 5,
  /** Refusals are logged as one line at most this often (the first at once, then a count): a flood is not a log line a request. */
  refusalLogEveryMs: 10_000,
} as const;

export const DATABASE_DEFAULTS = {
  /** Connections per API process; several processes share the server's max_connections. */
  poolSize: 20,
  /** A statement running longer is cancelled (0 turns the limit off). */
  statementTimeoutMs: 15_000,
  /** How long a request waits for a free connection before answering 503. */
  connectTimeoutMs: 5_000,
} as const;

/**
 * How long the HTTP server waits for a client (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS): a
 * body trickled in a byte at a time, or headers never finished, must not hold a connection for ever. The request
 * limit leaves a phone on a slow 2G link time to upload a 1 MB photo.
 */
export const SERVER_TIMEOUTS = {
  requestMs: 60_000,
  headersMs: 15_000,
  keepAliveMs: 65_000,
  /** How often the server looks for connections past these limits, at most (shorter limits are checked more often). */
  checkIntervalMs: 5_000,
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


import { PUBLIC_CACHE } from '@shop/contract/operations';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_SECURITY_HEADERS } from './json-headers';

/** What the storefront shows, by the table whose changes make it stale (see migration 0012's triggers). */
export type PublicTopic = 'products' | 'reviews' | 'coupons' | 'pages';
export const PUBLIC_TOPICS: readonly PublicTopic[] = ['products', 'reviews', 'coupons', 'pages'];

/** A serialised JSON body with its strong ETag, and its brotli and gzip forms when it is worth compressing. */
export interface EncodedBody {
  body: Buffer;
  etag: string;
  br: Buffer | null;
  gzip: Buffer | null;
}

export interface PublicCache {
  /**
   * The value kept for `key`, built at most once per change of `topic` (concurrent misses share one build). A build
   * may say until when its value holds (e.g. a coupon's validity window), in epoch milliseconds.
   */
  get<T>(topic: PublicTopic, key: string, build: () => Promise<T>, expiresAt?: (value: T) => number | null): Promise<T>;
  /** Forgets every value a change of `topic` makes stale; a build already under way is not kept. */
  invalidate(topic: PublicTopic): void;
  /**
   * Keeps values only while change notices reach this process: switched off (and emptied) when the listening
   * connection is lost, on again once it listens (nothing missed meanwhile can survive).
   */
  setActive(active: boolean): void;
  readonly active: boolean;
}

interface Slot {
  topic: PublicTopic;
  value?: unknown;
  expiresAt?: number | null;
  pending?: Promise<unknown>;
}

/** Builds the in-process cache of public read bodies; `now` is the clock coupon windows are read against. */
export function createPublicCache(deps: { now: () => Date; maxEntries?: number }): PublicCache {
  const maxEntries = deps.maxEntries ?? PUBLIC_CACHE.maxEntries;
  const slots = new Map<string, Slot>();
  const generations: Record<PublicTopic, number> = { products: 0, reviews: 0, coupons: 0, pages: 0 };
  let active = false;

  return {
    get active() {
      return active;
    },

    async get<T>(topic: PublicTopic, key: string, build: () => Promise<T>, expiresAt?: (value: T) => number | null): Promise<T> {
      if (!active) return build();
      const found = slots.get(key);
      if (found && 'value' in found && (found.expiresAt == null || found.expiresAt > deps.now().getTime())) return found.value as T;
      if (found?.pending) return found.pending as Promise<T>;
      const generation = generations[topic];
      const slot: Slot = { topic };
      const pending = build().then(
        (value) => {
          // A change that landed while this was being built makes it stale already: use it once, keep it not.
          const current = slots.get(key) === slot;
          if (current && active && generations[topic] === generation) {
            slot.value = value;
            slot.expiresAt = expiresAt?.(value) ?? null;
            delete slot.pending;
          } else if (current) {
            slots.delete(key);
          }
          return value;
        },
        (err: unknown) => {
          if (slots.get(key) === slot) slots.delete(key);
          throw err;
        },
      );
      slot.pending = pending;
      if (slots.size < maxEntries || slots.has(key)) slots.set(key, slot);
      return pending;
    },

    invalidate(topic) {
      generations[topic]++;
      for (const [key, slot] of slots) if (slot.topic === topic) slots.delete(key);
    },

    setActive(on) {
      if (!on) {
        for (const topic of PUBLIC_TOPICS) generations[topic]++;
        slots.clear();
      }
      active = on;
    },
  };
}

/** Serialises `value` once: its bytes, a strong ETag from their hash, and (when large enough) brotli and gzip forms. */
export function encodeBody(value: unknown, compress = true): EncodedBody {
  return encodeBytes(Buffer.from(JSON.stringify(value)), compress ? PUBLIC_CACHE.brotliQuality : null);
}

const brotliOptions = (quality: number, size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: zlib.constants.Z_BEST_COMPRESSION };
const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** `body` with a strong ETag from its hash and, at `brotliQuality` when it is large enough, its brotli and gzip forms. */
export function encodeBytes(body: Buffer, brotliQuality: number | null): EncodedBody {
  const worth = brotliQuality !== null && body.length >= PUBLIC_CACHE.compressMinBytes;
  return {
    body,
    etag: etagOf(body),
    br: worth ? zlib.brotliCompressSync(body, brotliOptions(brotliQuality, body.length)) : null,
    gzip: worth ? zlib.gzipSync(body, GZIP_OPTIONS) : null,
  };
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * encodeBytes, compressing on the thread pool rather than the thread that answers requests: a rendered page of 76 KB
 * takes some 12 ms to compress both ways, which every request waiting meanwhile would otherwise wait for.
 */
export async function encodeBytesOffThread(body: Buffer, brotliQuality: number | null): Promise<EncodedBody> {
  const worth = brotliQuality !== null && body.length >= PUBLIC_CACHE.compressMinBytes;
  const [br, gzipped] = worth ? await Promise.all([brotliCompress(body, brotliOptions(brotliQuality, body.length)), gzip(body, GZIP_OPTIONS)]) : [null, null];
  return { body, etag: etagOf(body), br, gzip: gzipped };
}

/** True when an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for this header) or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** The best encoding the client accepts among those the body has (brotli, then gzip), or null for identity. */
export function chooseEncoding(header: string | undefined, encoded: EncodedBody): 'br' | 'gzip' | null {
  if (!header || (!encoded.br && !encoded.gzip)) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (encoded.br && accepted.has('br')) return 'br';
  if (encoded.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return null;
}

/**
 * Sends a prepared body: 304 when the client already has it, otherwise its precompressed form the client accepts.
 * The serializer and response validation are skipped: the body was validated once, when it was built. `byCookie`:
 * the body depends on a cookie (the language cookie when no `lang` was asked), so a shared cache must vary on it.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, encoded: EncodedBody, maxAgeSeconds: number, byCookie = false): FastifyReply {
  reply.headers(JSON_SECURITY_HEADERS);
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('vary', byCookie ? 'accept-encoding, cookie' : 'accept-encoding').type('application/json; charset=utf-8');
  return sendPrepared(request, reply, encoded);
}

/**
 * Sends prepared bytes with their ETag, once the caller has set its type, caching and Vary headers: 304 when the
 * client already has them, otherwise the precompressed form it accepts.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, encoded: EncodedBody): FastifyReply {
  reply.header('etag', encoded.etag);
  if (matchesEtag(request.headers['if-none-match'], encoded.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding'], encoded);
  if (!encoding) return reply.send(encoded.body);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? encoded.br : encoded.gzip);
}

/** A response to keep, and until when it holds by itself (epoch ms; null: until the next change). */
export interface Keepable {
  response: unknown;
  expiresAt?: number | null;
}

/**
 * The encoded body for `key`, built from `build` (which returns the response already checked against its schema)
 * at most once per change of `topic`; compressed only when it is kept, the compress plugin handles the rest.
 */
export async function cachedBody(cache: PublicCache, topic: PublicTopic, key: string, build: () => Promise<Keepable>): Promise<EncodedBody> {
  const kept = await cache.get(
    topic,
    `body:${key}`,
    async () => {
      const { response, expiresAt = null } = await build();
      return { encoded: encodeBody(response, cache.active), expiresAt };
    },
    (value) => value.expiresAt,
  );
  return kept.encoded;
}

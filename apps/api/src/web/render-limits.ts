import { RENDER_LIMITS } from '@shop/contract/operations';
import type { FastifyBaseLogger } from 'fastify';
import { isIPv6 } from 'node:net';

/** A render that was not started: too many under way and waiting, or the client's address over its rate. */
export class RenderRefused extends Error {
  constructor(readonly reason: 'busy' | 'rate') {
    super(reason === 'busy' ? 'too many pages rendering at once' : 'this address started too many renders this minute');
  }
}

// One of each, made once: a flood is refused thousands of times a second, and a new error would record its stack each time.
const REFUSED = { busy: new RenderRefused('busy'), rate: new RenderRefused('rate') } as const;

export interface RenderLimiter {
  /**
   * Runs `render` once a place is free (waiting in a short line), counting it against `address` and the time share
   * (null: neither, for this machine's own requests outside production: a local browser, the end-to-end suite);
   * rejects with RenderRefused when it may not run.
   */
  run<T>(address: string | null, render: () => Promise<T>): Promise<T>;
}

/** The part of an address one customer holds: an IPv4 address, or an IPv6 address's /64 (a home or phone gets one). */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  const kept = RENDER_LIMITS.ipv6PrefixBits / 16;
  return `${groups.slice(0, kept).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/${RENDER_LIMITS.ipv6PrefixBits}`;
}

/**
 * Server renders bounded per process: so many at once, a short line, a share of the process's time, and so many a
 * minute per client address.
 */
export function createRenderLimiter(deps: {
  now: () => Date;
  /** A monotonic clock in milliseconds, for how long renders take. */
  clockMs?: () => number;
  concurrent?: number;
  waiting?: number;
  timeShare?: number;
  burstMs?: number;
  perAddressPerMinute?: number;
  addressesTracked?: number;
}): RenderLimiter {
  const clockMs = deps.clockMs ?? (() => performance.now());
  const timeShare = deps.timeShare ?? RENDER_LIMITS.timeShare;
  const burstMs = deps.burstMs ?? RENDER_LIMITS.burstMs;
  const concurrent = deps.concurrent ?? RENDER_LIMITS.concurrent;
  const waiting = deps.waiting ?? RENDER_LIMITS.waiting;
  const perMinute = deps.perAddressPerMinute ?? RENDER_LIMITS.perAddressPerMinute;
  const tracked = deps.addressesTracked ?? RENDER_LIMITS.addressesTracked;
  let running = 0;
  // Time renders took, draining at `timeShare` of the time that passes (a leaky bucket of `burstMs`).
  let spentMs = 0;
  let drainedAt = clockMs();
  const spent = () => {
    const now = clockMs();
    spentMs = Math.max(0, spentMs - (now - drainedAt) * timeShare);
    drainedAt = now;
    return spentMs;
  };
  const line: Array<() => void> = [];
  // Renders started per address in the current minute; a new minute starts them all again.
  let minute = -1;
  const started = new Map<string, number>();

  function countAgainst(address: string): boolean {
    const now = Math.floor(deps.now().getTime() / 60_000);
    if (now !== minute) {
      minute = now;
      started.clear();
    }
    const key = addressKey(address);
    const count = started.get(key) ?? 0;
    if (count >= perMinute) return false;
    if (count > 0 || started.size < tracked) started.set(key, count + 1);
    return true;
  }

  function release(): void {
    const next = line.shift();
    if (next) next();
    else running--;
  }

  return {
    async run(address, render) {
      if (running >= concurrent && line.length >= waiting) throw REFUSED.busy;
      if (address !== null && spent() >= burstMs) throw REFUSED.busy;
      if (address !== null && !countAgainst(address)) throw REFUSED.rate;
      // A place is handed straight from a finished render to the next in line, so `running` never dips in between.
      if (running < concurrent) running++;
      else await new Promise<void>((resolve) => line.push(resolve));
      const startedAt = clockMs();
      try {
        return await render();
      } finally {
        spent();
        spentMs += clockMs() - startedAt;
        release();
      }
    },
  };
}

/**
 * Logs refused pages without a line per refusal: the first at once, then how many more were refused, at most once
 * per `everyMs` (a flood refused a thousand times a second must not write a thousand lines a second).
 */
export function createRefusalLog(log: FastifyBaseLogger, everyMs: number = RENDER_LIMITS.refusalLogEveryMs): (reason: RenderRefused['reason'], url: string) => void {
  let window: { busy: number; rate: number; lastUrl: string } | null = null;
  return (reason, url) => {
    if (window) {
      window[reason]++;
      window.lastUrl = url;
      return;
    }
    log.warn({ url, reason }, 'page refused: too many renders');
    const open = { busy: 0, rate: 0, lastUrl: url };
    window = open;
    setTimeout(() => {
      window = null;
      if (open.busy + open.rate > 0) {
        log.warn({ busy: open.busy, rate: open.rate, lastUrl: open.lastUrl, seconds: everyMs / 1000 }, `${open.busy + open.rate} more pages refused: too many renders`);
      }
    }, everyMs).unref();
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressKey, createRefusalLog, createRenderLimiter, RenderRefused } from './render-limits';

const clock = () => {
  let now = Date.parse('2026-11-26T10:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
};

describe('the render limiter', () => {
  it('runs so many renders at once, lines up a few more, and refuses the next at once', async () => {
    const limiter = createRenderLimiter({ now: clock().now, concurrent: 2, waiting: 1, perAddressPerMinute: 100 });
    let running = 0;
    let most = 0;
    const finishers: Array<() => void> = [];
    const render = () =>
      new Promise<string>((resolve) => {
        running++;
        most = Math.max(most, running);
        finishers.push(() => {
          running--;
          resolve('page');
        });
      });
    const first = limiter.run('203.0.113.1', render);
    const second = limiter.run('203.0.113.2', render);
    const third = limiter.run('203.0.113.3', render);
    await expect(limiter.run('203.0.113.4', render)).rejects.toEqual(new RenderRefused('busy'));
    await Promise.resolve();
    expect(running).toBe(2);
    finishers.shift()!();
    await first;
    await expect.poll(() => running).toBe(2);
    finishers.shift()!();
    finishers.shift()!();
    expect(await Promise.all([second, third])).toEqual(['page', 'page']);
    expect(most).toBe(2);
    // Places are free again.
    const again = limiter.run('203.0.113.4', async () => 'again');
    expect(await again).toBe('again');
  });

  it('gives renders a share of the time, with a burst: past it the next is refused until the time has drained', async () => {
    let ms = 0;
    const limiter = createRenderLimiter({ now: clock().now, clockMs: () => ms, timeShare: 0.5, burstMs: 150, perAddressPerMinute: 100 });
    const render = async () => {
      ms += 100;
      return 'page';
    };
    // Each render of 100 ms counts 100 ms, less the 50 ms that drain meanwhile: 100, then 150 spent.
    const from = '203.0.113.5';
    expect(await limiter.run(from, render)).toBe('page');
    expect(await limiter.run('203.0.113.6', render)).toBe('page');
    await expect(limiter.run('203.0.113.7', render)).rejects.toEqual(new RenderRefused('busy'));
    // This machine's own requests outside production are not held to the share.
    expect(await limiter.run(null, async () => 'local')).toBe('local');
    // 300 ms later, at half the time, all of it has drained.
    ms += 300;
    expect(await limiter.run(from, render)).toBe('page');
  });

  it('frees its place when a render fails', async () => {
    const limiter = createRenderLimiter({ now: clock().now, concurrent: 1, waiting: 0, perAddressPerMinute: 100 });
    await expect(limiter.run(null, async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limiter.run(null, async () => 'fine')).toBe('fine');
  });

  it('lets an address start so many renders a minute, counting an IPv6 /64 as one address, and not this machine', async () => {
    const time = clock();
    const limiter = createRenderLimiter({ now: time.now, concurrent: 2, waiting: 2, perAddressPerMinute: 3 });
    const page = async () => 'page';
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:aaaa::9', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff']) {
      expect(await limiter.run(address, page)).toBe('page');
    }
    await expect(limiter.run('2001:db8:1:2::77', page)).rejects.toEqual(new RenderRefused('rate'));
    expect(await limiter.run('2001:db8:1:3::1', page)).toBe('page');
    for (let i = 0; i < 5; i++) expect(await limiter.run(null, page)).toBe('page');
    time.advance(60_000);
    expect(await limiter.run('2001:db8:1:2::77', page)).toBe('page');
  });

  it('reads addresses as the customer who holds them', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:0DB8:0000:0001:1:2:3:4')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the log of refused pages', () => {
  afterEach(() => vi.useRealTimers());

  it('says the first refusal at once, then how many more, once per interval, not a line per refusal', () => {
    vi.useFakeTimers();
    const lines: Array<[Record<string, unknown>, string]> = [];
    const log = { warn: (fields: Record<string, unknown>, message: string) => void lines.push([fields, message]) } as unknown as FastifyBaseLogger;
    const refused = createRefusalLog(log, 10_000);
    refused('busy', '/gone-1');
    expect(lines).toEqual([[{ url: '/gone-1', reason: 'busy' }, 'page refused: too many renders']]);
    for (let i = 2; i <= 1000; i++) refused(i % 4 === 0 ? 'rate' : 'busy', `/gone-${i}`);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(lines[1]).toEqual([{ busy: 749, rate: 250, lastUrl: '/gone-1000', seconds: 10 }, '999 more pages refused: too many renders']);
    // A quiet interval says nothing; the next refusal is said at once again.
    vi.advanceTimersByTime(30_000);
    expect(lines).toHaveLength(2);
    refused('rate', '/gone-1001');
    expect(lines[2]).toEqual([{ url: '/gone-1001', reason: 'rate' }, 'page refused: too many renders']);
  });

  it('refuses with one error of each kind, made once (no stack recorded per refusal)', async () => {
    const limiter = createRenderLimiter({ now: clock().now, perAddressPerMinute: 1 });
    await limiter.run('203.0.113.5', async () => 'page');
    const first = await limiter.run('203.0.113.5', async () => 'page').catch((e: unknown) => e);
    const second = await limiter.run('203.0.113.5', async () => 'page').catch((e: unknown) => e);
    expect(first).toBeInstanceOf(RenderRefused);
    expect((first as RenderRefused).reason).toBe('rate');
    expect(second).toBe(first);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../db/client';
import { createTestContext, type TestContext } from '../../test/context';
import { createJobRunner } from './job-runner';

// Two processes' job runners on one database: a run holds the job's lease, the other process skips it.
let ctx: TestContext;
let second: Database;
const log = { warn: () => {} };

beforeAll(async () => {
  ctx = await createTestContext();
  second = connectDatabase(ctx.databaseUrl, { max: 2 });
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

describe('background jobs across processes', () => {
  it('runs a job in one process at a time: the other skips while the lease is held, and runs once it is free', async () => {
    let runs = 0;
    let release: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = (wait: boolean) => ({
      name: 'prune-test',
      intervalMs: 60_000,
      run: async () => {
        runs++;
        started();
        if (wait) await gate;
      },
    });
    const a = createJobRunner({ db: ctx.db, log, jobs: [job(true)] });
    const b = createJobRunner({ db: second.db, log, jobs: [job(false)] });

    const first = a.runNow('prune-test');
    await running;
    expect(await b.runNow('prune-test')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(runs).toBe(1);
    expect(await b.runNow('prune-test')).toBe(true);
    expect(runs).toBe(2);
  });
});

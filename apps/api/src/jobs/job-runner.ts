import type { Db } from '../db/client';
import { LOCK_KEYS, tryLockUntilCommit } from '../db/locks';

export interface Job {
  name: string;
  /** How often it runs while the server is up. */
  intervalMs: number;
  /** Runs once as the server starts (e.g. to finish what a crash left half done). */
  runAtStart?: () => Promise<unknown>;
  run: () => Promise<unknown>;
}

export interface JobRunner {
  /** Runs a job now, unless another process (or this one) is running it; answers whether it ran. */
  runNow(name: string): Promise<boolean>;
  /** Runs a job soon, without waiting for its interval (e.g. a webhook the sandbox has just queued). */
  nudge(name: string, delayMs: number): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Background jobs that run once across every process of the shop: each run holds a transaction-scoped
 * advisory lock named after its job (a lease that a crashed process gives up with its connection), and a
 * process that finds the lock taken skips that run.
 */
export function createJobRunner(deps: { db: Db; jobs: Job[]; log: { warn(obj: unknown, msg?: string): void } }): JobRunner {
  const byName = new Map(deps.jobs.map((j) => [j.name, j]));
  const timers = new Set<NodeJS.Timeout>();
  const running = new Map<string, Promise<boolean>>();
  let started = false;
  let stopped = false;

  function run(name: string, body: () => Promise<unknown>): Promise<boolean> {
    const already = running.get(name);
    if (already) return already;
    const attempt = deps.db
      .transaction(async (tx) => {
        if (!(await tryLockUntilCommit(tx, LOCK_KEYS.job(name)))) return false;
        await body();
        return true;
      })
      .catch((err: unknown) => {
        deps.log.warn({ err, job: name }, 'background job failed; it runs again at its next interval');
        return false;
      })
      .finally(() => running.delete(name));
    running.set(name, attempt);
    return attempt;
  }

  const runner: JobRunner = {
    async runNow(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      return run(name, job.run);
    },

    nudge(name, delayMs) {
      if (!started || stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void runner.runNow(name);
      }, delayMs);
      timer.unref();
      timers.add(timer);
    },

    start() {
      if (started) return;
      started = true;
      for (const job of deps.jobs) {
        void run(job.name, job.runAtStart ?? job.run);
        const timer = setInterval(() => void run(job.name, job.run), job.intervalMs);
        timer.unref();
        timers.add(timer);
      }
    },

    async stop() {
      stopped = true;
      for (const timer of timers) {
        clearTimeout(timer);
        clearInterval(timer);
      }
      timers.clear();
      await Promise.all(running.values());
    },
  };
  return runner;
}

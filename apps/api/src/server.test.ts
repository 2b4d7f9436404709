import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = path.join(import.meta.dirname, 'server.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

function postgresProcessesFor(dataDir: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', `postgres -D ${dataDir}`], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

async function waitForHealth(port: number, child: ChildProcess, output: () => string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no healthy answer within 60 s:\n${output()}`);
}

function startServer(env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', WEB_DIST_DIR: 'apps/web/does-not-exist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('the server process', () => {
  it('starts with its embedded database, keeps data across a restart, and leaves nothing running after Ctrl-C', async () => {
    // A private (0700) folder, like a home directory: as root the server must still reach it as the postgres user.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), HOST: '127.0.0.1' };
    const port = Number(env.PORT);

    const first = startServer(env);
    await waitForHealth(port, first.child, first.output);
    const products = (await (await fetch(`http://127.0.0.1:${port}/api/v1/products/all-products`)).json()) as { products: unknown[] };
    expect(products.products.length).toBeGreaterThan(0);
    expect(postgresProcessesFor(dataDir).length).toBeGreaterThan(0);

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toEqual([]);

    const second = startServer(env);
    const restartMs = await waitForHealth(port, second.child, second.output);
    expect(restartMs).toBeLessThan(30_000);
    expect(second.output()).not.toContain('Seeded');
    const again = (await (await fetch(`http://127.0.0.1:${port}/api/v1/products/all-products`)).json()) as { products: unknown[] };
    expect(again.products).toEqual(products.products);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  }, 120_000);

  it('after being killed outright, starts again: the PostgreSQL it left running is stopped cleanly first', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-crash-test-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), HOST: '127.0.0.1' };
    const port = Number(env.PORT);
    const first = startServer(env);
    try {
      await waitForHealth(port, first.child, first.output);
      const products = (await (await fetch(`http://127.0.0.1:${port}/api/v1/products/all-products`)).json()) as { products: unknown[] };
      first.child.kill('SIGKILL');
      await first.exited;
      // The database outlives the process that started it.
      expect(postgresProcessesFor(dataDir).length).toBeGreaterThan(0);

      const second = startServer(env);
      try {
        await waitForHealth(port, second.child, second.output);
        expect(second.output()).toMatch(/still running \(pid \d+\).*stopping it first/);
        const again = (await (await fetch(`http://127.0.0.1:${port}/api/v1/products/all-products`)).json()) as { products: unknown[] };
        expect(again.products).toEqual(products.products);
      } finally {
        second.child.kill('SIGINT');
        expect(await second.exited).toBe(0);
      }
      expect(postgresProcessesFor(dataDir)).toEqual([]);
    } finally {
      // Whatever happened above, nothing of this test keeps running.
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
      for (const line of postgresProcessesFor(dataDir)) process.kill(Number(line.split(' ')[0]), 'SIGQUIT');
    }
  }, 180_000);

  it('refuses to start with a wrong setting and names it', async () => {
    const run = startServer({ PORT: 'not-a-port', GA_MEASUREMENT_ID: 'nope' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/PORT:/);
    expect(run.output()).toMatch(/GA_MEASUREMENT_ID:/);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth } from '../test/server-process';

function postgresProcessesFor(dataDir: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', `postgres -D ${dataDir}`], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** A data folder of its own (removed after the file) and the environment of a shop on free ports using it. */
async function shopIn(prefix: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  dirs.push(dataDir);
  const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), HOST: '127.0.0.1' };
  return { dataDir, env, port: Number(env.PORT) };
}

/** The catalogue the shop on this port lists. */
async function allProducts(port: number): Promise<{ products: unknown[] }> {
  return (await (await fetch(`http://127.0.0.1:${port}/api/v1/products/all-products`)).json()) as { products: unknown[] };
}

describe('the server process', () => {
  it('starts with its embedded database, keeps data across a restart, and leaves nothing running after Ctrl-C', async () => {
    // A private (0700) folder, like a home directory: as root the server must still reach it as the postgres user.
    const { dataDir, env, port } = await shopIn('shop-server-test-');

    const first = startServer(env);
    await waitForHealth(port, first);
    const products = await allProducts(port);
    expect(products.products.length).toBeGreaterThan(0);
    expect(postgresProcessesFor(dataDir).length).toBeGreaterThan(0);

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toEqual([]);

    const second = startServer(env);
    const restartMs = await waitForHealth(port, second);
    expect(restartMs).toBeLessThan(30_000);
    expect(second.output()).not.toContain('Seeded');
    const again = await allProducts(port);
    expect(again.products).toEqual(products.products);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  }, 120_000);

  it('after being killed outright, starts again: the PostgreSQL it left running is stopped cleanly first', async () => {
    const { dataDir, env, port } = await shopIn('shop-crash-test-');
    const first = startServer(env);
    try {
      await waitForHealth(port, first);
      const products = await allProducts(port);
      first.child.kill('SIGKILL');
      await first.exited;
      // The database outlives the process that started it.
      expect(postgresProcessesFor(dataDir).length).toBeGreaterThan(0);

      const second = startServer(env);
      try {
        await waitForHealth(port, second);
        expect(second.output()).toMatch(/still running \(pid \d+\).*stopping it first/);
        const again = await allProducts(port);
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

  it('that cannot build a part (a broken web bundle) says why, exits 1 and leaves nothing running, no job half-started', async () => {
    const { dataDir, env } = await shopIn('shop-broken-test-');
    const dist = path.join(dataDir, 'dist');
    await mkdir(path.join(dist, '.ssr'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    await writeFile(path.join(dist, '.ssr', 'entry-server.js'), "throw new Error('this bundle is broken');\n");
    const run = startServer({ ...env, WEB_DIST_DIR: dist });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/The shop could not start: .*this bundle is broken/);
    // What the half-built application had opened was closed before its database: nothing used a closed pool.
    expect(run.output()).not.toMatch(/background job failed|after calling end on the pool|lost the connection/);
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  }, 120_000);

  it('refuses to start with a wrong setting and names it', async () => {
    const run = startServer({ PORT: 'not-a-port', GA_MEASUREMENT_ID: 'nope' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/PORT:/);
    expect(run.output()).toMatch(/GA_MEASUREMENT_ID:/);
  });
});

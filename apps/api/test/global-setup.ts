import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { freePort } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a database on the test server with the right to create databases. */
    pgAdminUrl: string;
  }
}

/**
 * The API suite runs against a real PostgreSQL: the server at DATABASE_URL when it is set,
 * otherwise a throwaway embedded one. Each test file then creates its own database on it.
 */
export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  if (external) {
    console.info(`API tests use the PostgreSQL server at DATABASE_URL (${new URL(external).host})`);
    project.provide('pgAdminUrl', external);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-pg-'));
  // When running as root the cluster belongs to the postgres user, which must be able to enter this folder.
  await chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  console.info('API tests use a throwaway embedded PostgreSQL');
  project.provide('pgAdminUrl', server.urlFor('postgres'));
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

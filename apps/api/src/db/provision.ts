import type { Config } from '../config';
import { resolveFromRoot } from '../config';
import { startEmbeddedPostgres } from './embedded';

export interface ProvisionedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

const SHOP_DATABASE = 'shop';

/** Uses DATABASE_URL when set; otherwise starts (and on first run creates) the embedded PostgreSQL under DATA_DIR. */
export async function provisionDatabase(config: Config, log: (line: string) => void): Promise<ProvisionedDatabase> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres({
    dataDir: resolveFromRoot(config.DATA_DIR),
    port: config.EMBEDDED_PG_PORT,
    log: config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace' ? log : undefined,
  });
  try {
    await server.createDatabase(SHOP_DATABASE);
  } catch (err) {
    if (!/already exists/.test(String((err as Error).message))) {
      await server.stop();
      throw err;
    }
  }
  return { url: server.urlFor(SHOP_DATABASE), embedded: true, stop: () => server.stop() };
}

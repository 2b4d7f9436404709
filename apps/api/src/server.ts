import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase, runMigrations } from './db/client';
import { provisionDatabase, type ProvisionedDatabase } from './db/provision';
import { seedIfEmpty } from './db/seed';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let provisioned: ProvisionedDatabase | undefined;
  let shuttingDown = false;
  const cleanUp: Array<() => Promise<void>> = [];

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.info(`\n${signal} received, shutting down...`);
    const timer = setTimeout(() => {
      console.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    for (const step of cleanUp.reverse()) {
      try {
        await step();
      } catch (err) {
        console.error('error during shutdown:', (err as Error).message);
      }
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  provisioned = await provisionDatabase(config, (line) => console.info(`[postgres] ${line}`));
  cleanUp.push(() => provisioned!.stop());
  const database = connectDatabase(provisioned.url);
  cleanUp.push(() => database.close());

  await runMigrations(database.db);
  if (config.SEED_ON_EMPTY && (await seedIfEmpty(database.db))) {
    console.info('Seeded the starting catalogue and reviews.');
  }

  const app = await buildApp({ config, db: database.db });
  cleanUp.push(() => app.close());
  await app.listen({ host: config.HOST, port: config.PORT });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const where = provisioned.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}/` : 'PostgreSQL at DATABASE_URL';
  console.info(`\nThe shop is running at http://localhost:${port}  (${where}; API docs at /api/docs). Press Ctrl-C to stop.`);
}

main().catch((err) => {
  console.error('The shop could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

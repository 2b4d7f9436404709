import { apiDocsAudience, buildApp, devToolsEnabled } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { applyMigrations, connectDatabase, withStartupLock } from './db/client';
import { provisionDatabase } from './db/provision';
import { seedIfEmpty } from './ops/seed';
import { resolveSessionSecret } from './lib/secrets';
import { sharedIndiaPostDirectory } from './adapters/pincode/pincode-directory';
import { createUsersService } from './modules/users/users.service';

const SHUTDOWN_GRACE_MS = 10_000;

/** Steps that undo start-up, run last-first on shutdown or on a failed start. */
const cleanUp: Array<() => Promise<void>> = [];
let stopping = false;

async function stop(exitCode: number, reason: string): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (reason) console.info(reason);
    setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    for (const step of cleanUp.reverse()) {
      try {
        await step();
      } catch (err) {
        console.error('Error during shutdown:', (err as Error).message);
      }
    }
  }
  process.exit(exitCode);
}

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

  // The embedded PostgreSQL package installs its own exit hook, which exits with 130 as soon as its own work is
  // done, cutting this shutdown short (open requests, jobs, the pool). This process stops its database itself.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop(0, '\nStopping the shop...'));
  process.on('SIGTERM', () => void stop(0, '\nStopping the shop...'));

  const provisioned = await provisionDatabase(config, (line) => console.info(`[postgres] ${line}`));
  cleanUp.push(() => provisioned.stop());
  // Start-up work gets connections of its own without the statement timeout (a migration may take a while), and
  // runs under the start-up lock so that processes starting together take turns.
  const startup = connectDatabase(provisioned.url, { max: 2, statementTimeoutMs: 0 });
  try {
    await withStartupLock(startup.db, async () => {
      await applyMigrations(startup.db);
      if (config.SEED_ON_EMPTY && (await seedIfEmpty(startup.db))) {
        console.info('Seeded the starting catalogue and reviews.');
      }
      const staff = createUsersService({ db: startup.db, directory: sharedIndiaPostDirectory() });
      for (const email of config.ADMIN_EMAILS) {
        if ((await staff.grantAdmin(email, 'config:ADMIN_EMAILS')).created) console.info(`Created the staff account ${email}; it signs in with an emailed code.`);
      }
    });
  } finally {
    await startup.close();
  }
  const database = connectDatabase(provisioned.url, { max: config.DATABASE_POOL_SIZE, statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS });
  cleanUp.push(() => database.close());

  const app = await buildApp({ config, db: database.db, sessionSecret: resolveSessionSecret(config), runJobs: true });
  cleanUp.push(() => app.close());
  await app.listen({ host: config.HOST, port: config.PORT });

  // Build the pincode index now rather than on a customer's first address form.
  setImmediate(() => sharedIndiaPostDirectory().warm());

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const where = provisioned.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}/` : 'PostgreSQL at DATABASE_URL';
  const docs = apiDocsAudience(config);
  const docsNote = docs === 'off' ? 'API docs off' : `API docs at /api/docs${docs === 'staff' ? ' for staff' : ''}`;
  console.info(`\nThe shop is running at http://localhost:${port}  (${where}; ${docsNote}). Press Ctrl-C to stop.`);
  if (devToolsEnabled(config)) {
    const reach = config.DEV_TOOLS_REMOTE ? 'ANY machine that can reach this server (DEV_TOOLS_REMOTE=true)' : 'this machine only';
    console.warn(
      [
        '',
        '!! Developer tools are ON: /dev/mailbox shows every one-time code, /dev/identity mints Google-like sign-ins,',
        `!! /dev/payments fakes Razorpay. They answer ${reach}.`,
        '!! Set NODE_ENV=production (with SMTP_URL, GOOGLE_CLIENT_ID and the Razorpay keys) on a real server.',
      ].join('\n'),
    );
  } else if (config.NODE_ENV !== 'production') {
    console.warn('Developer tools (/dev/*) are off: they answer only with NODE_ENV=development, as `npm start` sets.');
  }
}

main().catch((err: unknown) => stop(1, `The shop could not start: ${err instanceof Error ? err.message : String(err)}`));

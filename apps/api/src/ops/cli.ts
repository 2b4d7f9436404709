// The shop's operator commands: `npm run ops -- <command>`. Run `npm run ops -- help` for the list.
import { Email } from '@shop/contract/auth';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/orders';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedIndiaPostDirectory } from '../adapters/pincode/pincode-directory';
import { loadConfig, resolveFromRoot, type Config } from '../config';
import { connectDatabase, runMigrations, type Database } from '../db/client';
import { provisionDatabase } from '../db/provision';
import { resolveSessionSecret } from '../lib/secrets';
import { createServices } from '../services';

const HELP = `Usage: npm run ops -- <command>

  order:list [status]                 the 20 newest orders (optionally only those with a status)
  order:advance <order> <status> [note]
                                      move an order on: ${ORDER_STATUSES.join(', ')}
                                      (<order> is its ORD-… number or id; forward only; cancel before shipment)
  create-admin <email>                make this account one of the shop's staff (created if it does not exist)
  help                                this text
`;

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** Connects to the running shop's database, or starts the embedded one for the length of the command. */
async function openDatabase(config: Config): Promise<{ database: Database; stop: () => Promise<void> }> {
  if (!config.DATABASE_URL) {
    const dataDir = resolveFromRoot(config.DATA_DIR);
    const passwordFile = path.join(dataDir, '.postgres-password');
    if (existsSync(passwordFile)) {
      const password = readFileSync(passwordFile, 'utf8').trim();
      // A running shop's server says its port in postmaster.pid (its fourth line), whatever EMBEDDED_PG_PORT it had.
      const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      const runningPort = Number(existsSync(pidFile) ? readFileSync(pidFile, 'utf8').split('\n')[3] : NaN);
      const port = Number.isInteger(runningPort) && runningPort > 0 ? runningPort : config.EMBEDDED_PG_PORT;
      const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`;
      const database = connectDatabase(url, { max: 2 });
      try {
        await database.pool.query('select 1');
        return { database, stop: () => database.close() };
      } catch {
        await database.close(); // not running: start it below
      }
    }
  }
  const provisioned = await provisionDatabase(config, () => {});
  const database = connectDatabase(provisioned.url, { max: 2 });
  return {
    database,
    stop: async () => {
      await database.close();
      await provisioned.stop();
    },
  };
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(HELP);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(config);
  } catch (err) {
    console.error(`The shop's database could not be opened: ${(err as Error).message}`);
    return 1;
  }
  const { database, stop } = opened;
  try {
    await runMigrations(database.db);
    const services = await createServices({
      config,
      db: database.db,
      sessionSecret: resolveSessionSecret(config),
      now: () => new Date(),
      pincodeDirectory: sharedIndiaPostDirectory(),
      log: { info: () => {}, warn: (obj: unknown, msg?: string) => console.warn(msg ?? obj), error: (obj: unknown, msg?: string) => console.error(msg ?? obj) },
    });
    switch (command) {
      case 'order:list': {
        const [status] = rest;
        if (status !== undefined && !isOrderStatus(status)) {
          console.error(`order:list takes no status or one of: ${ORDER_STATUSES.join(', ')}`);
          return 2;
        }
        const rows = await services.tracking.recentOrders(20, status);
        if (rows.length === 0) console.log('No orders.');
        for (const o of rows) console.log(`${o.customOrderId}  ${o.status.padEnd(17)} ${o.paymentMethod.padEnd(6)} ₹${o.total.toFixed(2).padStart(10)}  ${o.placedAt}`);
        return 0;
      }
      case 'order:advance': {
        const [orderRef, status, ...note] = rest;
        if (!orderRef || !status || !isOrderStatus(status)) {
          console.error(`order:advance needs an order and one of: ${ORDER_STATUSES.join(', ')}`);
          return 2;
        }
        const { changed, order } = await services.lifecycle.advance(orderRef, status, { note: note.join(' ') || 'Updated by the shop', actor: { userId: null, label: 'ops-cli' } });
        console.log(changed ? `${order.customOrderId} is now ${order.statusLabel}${order.trackingNumber ? ` (tracking ${order.trackingNumber})` : ''}.` : `${order.customOrderId} is already ${order.statusLabel}.`);
        return 0;
      }
      case 'create-admin': {
        const parsed = Email.safeParse(rest[0] ?? '');
        if (!parsed.success) {
          console.error('create-admin needs a valid email address');
          return 2;
        }
        const { created } = await services.users.grantAdmin(parsed.data, 'ops-cli');
        console.log(
          created
            ? `Created ${parsed.data} as an admin. They sign in with a one-time code or Google, or set a password with "Forgot password".`
            : `${parsed.data} is now an admin.`,
        );
        return 0;
      }
      default:
        console.error(`Unknown command "${command}".\n\n${HELP}`);
        return 2;
    }
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  } finally {
    await stop();
  }
}

process.exitCode = await main(process.argv.slice(2));

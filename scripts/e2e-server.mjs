// Starts a throwaway shop for the end-to-end tests: its own data folder, its own ports, seeded afresh.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '4180';
const dataDir = path.join(root, `data-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: port,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'apps/web/dist',
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54341',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    GA_MEASUREMENT_ID: '',
    PUBLIC_BASE_URL: '',
    // The courier's tracking webhook (POST /api/v1/shipping/webhook): the tracking tests move orders along with it.
    SHIPPING_WEBHOOK_SECRET: 'e2e-courier-secret-0123456789',
    // The operations console's tests sign in as this member of staff (with an emailed code).
    ADMIN_EMAILS: 'e2e-staff@example.in',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

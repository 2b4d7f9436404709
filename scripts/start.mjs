// `npm start`: build the web app if needed, then run the shop (API + web app + embedded PostgreSQL) in this process.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildWeb } from './build-web.mjs';

// `npm start` runs the shop on the developer's own machine: development (dev tools for this machine), unless the
// environment or .env says otherwise.
const envFile = path.join(import.meta.dirname, '..', '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
process.env.NODE_ENV ||= 'development';

try {
  buildWeb();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
await import('../apps/api/src/server.ts');

// `npm start`: build the web app if needed, then run the shop (API + web app + embedded PostgreSQL) in this process.
import { buildWeb } from './build-web.mjs';

try {
  buildWeb();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
await import('../apps/api/src/server.ts');

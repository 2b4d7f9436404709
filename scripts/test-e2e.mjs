// End-to-end tests: Chromium present, web app built, then Playwright against a fresh shop.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
// WEB_DIST_DIR lets several copies of the suite run side by side without rebuilding each other's bundle.
const outDir = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
run('npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn', '--emptyOutDir', '--outDir', outDir]);
run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)]);

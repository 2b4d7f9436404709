// End-to-end tests: Chromium present, web app built, then Playwright against a fresh shop.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildWeb } from './build-web.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
// WEB_DIST_DIR lets several copies of the suite run side by side without rebuilding each other's bundle.
buildWeb({ outDir: path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist') });
const r = spawnSync('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);

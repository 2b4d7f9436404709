// Makes sure Debian's Chromium is present for the end-to-end tests, installing it with apt when it can.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  console.log(`Chromium is missing at ${CHROMIUM_PATH}; installing Debian's chromium package with apt...`);
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  try {
    run(['apt-get', 'update', '-q']);
    run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
  } catch {
    throw new Error(
      'Could not install Chromium. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is still missing at ${CHROMIUM_PATH} after installing.`);
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();

// The end-to-end suite on a busy machine: CPU hogs spin beside it for the whole run, then stop.
// `npm run test:e2e:busy [-- playwright args]`; E2E_HOGS sets how many hogs (default 2).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const hogCount = Number(process.env.E2E_HOGS ?? 2);

// Each hog spins until told to stop, and also stops by itself if this script dies without telling it.
const HOG = `const parent = process.ppid; for (let i = 0; ; i++) if ((i & 0xfffffff) === 0 && process.ppid !== parent) process.exit(0);`;
const hogs = Array.from({ length: hogCount }, () => spawn(process.execPath, ['-e', HOG], { stdio: 'ignore' }));
const stopHogs = () => {
  for (const hog of hogs) if (hog.exitCode === null) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHogs();
    process.exit(130);
  });
}

const loads = [];
const sampler = setInterval(() => loads.push(os.loadavg()[0]), 5_000);
console.info(`=== end-to-end tests beside ${hogCount} CPU hogs on ${os.availableParallelism()} cores ===`);

const suite = spawn(process.execPath, [path.join(root, 'scripts/test-e2e.mjs'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
suite.on('exit', (code, signal) => {
  clearInterval(sampler);
  stopHogs();
  if (loads.length > 0) {
    const mean = loads.reduce((a, b) => a + b, 0) / loads.length;
    console.info(`load average (1 min) during the run: mean ${mean.toFixed(1)}, peak ${Math.max(...loads).toFixed(1)}`);
  }
  process.exit(code ?? (signal ? 1 : 0));
});

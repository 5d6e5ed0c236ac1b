/**
 * npm run bench:restart [-- --tries 3]
 *
 * How long `npm start` takes from its command to a ready service (GET /ready answering 200), on an
 * embedded store that exists (README: a restart), built beforehand as a restart finds it. The first
 * start, which creates the store and the demo tenant, is not counted. Prints each try and the load
 * average at the time: a start is CPU work, so it says as much about the machine as the service.
 * `npm run bench` measures the same (measureRestarts) for its target row.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { freePort, PROJECT_ROOT } from '../src/testing/process.js';
import { inTemporaryFolder } from './processes.js';
import { log } from './timing.js';

export const RESTART_SCENARIO = 'restart of npm start to /ready';

/** One restart: its milliseconds to /ready, and the load average (1 min) when it began. */
export interface RestartTry {
  ms: number;
  loadAverage: number;
}

/** `npm start` on the store in `dataDir`, and the milliseconds until it was ready. */
async function start(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start ended with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, ms: performance.now() - began };
    await sleep(10);
  }
}

/** Stops npm start and the service it runs (its process group), as Ctrl-C would. */
async function stop(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  process.kill(-child.pid!, 'SIGINT');
  await exited;
}

/** `tries` restarts of `npm start` on a store its first, uncounted start created, one after the other; build first. */
export function measureRestarts(tries: number): Promise<RestartTry[]> {
  return inTemporaryFolder('tracker-bench-restart-', async (dir) => {
    const dataDir = path.join(dir, 'data');
    await stop((await start(dataDir)).child);
    const measured: RestartTry[] = [];
    for (let n = 1; n <= tries; n++) {
      const loadAverage = loadavg()[0]!;
      const { child, ms } = await start(dataDir);
      await stop(child);
      measured.push({ ms, loadAverage });
    }
    return measured;
  });
}

if (import.meta.main) {
  const { values: args } = parseArgs({ options: { tries: { type: 'string', default: '3' } } });
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  const measured = await measureRestarts(Number(args.tries));
  log('| try | npm start to /ready | load average (1 min) |');
  log('|---:|---:|---:|');
  for (const [index, { ms, loadAverage }] of measured.entries())
    log(`| ${index + 1} | ${(ms / 1000).toFixed(2)} s | ${loadAverage.toFixed(1)} |`);
}

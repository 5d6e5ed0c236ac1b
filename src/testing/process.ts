import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The Node flags of `npm start` (its heap limits) in the package.json of `root` (this project, or
 * another checkout the benchmark compares), so that a process runs as production would.
 */
export function npmStartFlags(root = PROJECT_ROOT): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * What `start` makes listening on a free port: a port found free may be taken before `start`
 * listens on it (by another test file's server or an outgoing connection), so a start that fails
 * with EADDRINUSE is tried again on another port. `start` cleans up after itself when it fails.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === attempts) throw error;
    }
  }
}

/**
 * An entry point of this project run in its own process: TypeScript (src/main.ts, src/cli.ts) through
 * tsx, or built JavaScript (dist/main.js) as production runs it.
 */
export class ProjectProcess {
  readonly child: ChildProcess;
  stdout = '';
  stderr = '';
  readonly exited: Promise<number | null>;

  constructor(entry: string, args: string[], env: Record<string, string>, nodeFlags: string[] = []) {
    const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
    this.child = spawn(process.execPath, [...nodeFlags, ...loader, entry, ...args], {
      cwd: PROJECT_ROOT,
      // Load shedding off unless a test asks: on a busy machine a new process's first seconds would
      // answer 503 to whatever a test sends first (D13: start-up timing never decides a test).
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    // A test file that times out ends without its after hooks: its processes must not outlive it
    // and busy the machine for the files that follow.
    const kill = () => this.child.kill('SIGKILL');
    process.once('exit', kill);
    void this.exited.then(() => process.removeListener('exit', kill));
  }

  /**
   * Resolves when `check` passes, polling; rejects after `timeoutMs` or when the process exits first.
   * The default allows a start from the sources on a machine loaded several times over (seen: over
   * 60 s at a load of 10 on two cores); a start that fails still ends the wait at once.
   */
  async until(check: () => Promise<boolean> | boolean, timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let exited = false;
    void this.exited.then(() => (exited = true));
    while (Date.now() < deadline) {
      if (
        await Promise.resolve()
          .then(check)
          .catch(() => false)
      )
        return;
      if (exited) throw new Error(`process exited early:\n${this.stdout}\n${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting:\n${this.stdout}\n${this.stderr}`);
  }
}

/** Runs the CLI to completion. */
export async function runCli(args: string[], env: Record<string, string>) {
  const cli = new ProjectProcess('src/cli.ts', args, env);
  const code = await cli.exited;
  return { code, stdout: cli.stdout, stderr: cli.stderr };
}

/**
 * Starts a server program (redis-server, nats-server) and resolves once it writes `ready` to
 * `stream`; the result stops it (SIGTERM) and resolves when it has exited.
 */
export async function startServerProgram(
  command: string,
  args: string[],
  ready: string,
  stream: 'stdout' | 'stderr',
): Promise<() => Promise<void>> {
  const server = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server[stream].on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    });
    void exited.then(() => reject(new Error(`${command} exited:\n${output}`)));
  });
  return async () => {
    server.kill('SIGTERM');
    await exited;
  };
}

/**
 * A migrated embedded store without tenants at `dataDir`, as a first start leaves it: a copy of
 * the run's template (scripts/run-tests.ts), or nothing, for the service to create, when the file
 * runs outside the runner. Answers `dataDir`.
 */
export async function copyOfMigratedStore(dataDir: string): Promise<string> {
  const template = process.env.PGLITE_TEMPLATE_DIR;
  if (template) await cp(template, dataDir, { recursive: true });
  return dataDir;
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, npmStartFlags, PROJECT_ROOT, ProjectProcess } from '../src/testing/process.js';

/** A server process of the benchmark (the service or a ceiling) listening on its own port. */
export interface Server {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

async function started(process: ProjectProcess, url: string, readyPath: string): Promise<Server> {
  await process.until(async () => (await fetch(url + readyPath)).ok, 120_000);
  return {
    url,
    pid: process.child.pid!,
    stop: async () => {
      process.child.kill('SIGTERM');
      await process.exited;
    },
  };
}

/** Where the service keeps its data: a PostgreSQL URL or the embedded store's folder. */
export type StoreEnv = { DATABASE_URL: string } | { DATA_DIR: string };

/**
 * The built service (`entry`, dist/main.js by default), as `npm start` runs it, with rate limiting
 * off, `more` settings and `nodeFlags` beside npm start's (a CPU profile's).
 */
export async function startService(
  store: StoreEnv,
  entry = 'dist/main.js',
  more: Record<string, string> = {},
  nodeFlags: string[] = [],
): Promise<Server> {
  const port = await freePort();
  const service = new ProjectProcess(
    entry,
    [],
    {
      ...store,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      ...more,
    },
    [...npmStartFlags(path.resolve(PROJECT_ROOT, path.dirname(entry), '..')), ...nodeFlags],
  );
  return started(service, `http://127.0.0.1:${port}`, '/ready');
}

/** One ceiling server (bench/ceilings.ts) of `kind`, against the same database and with the same flags as the service. */
export async function startCeiling(kind: string, target: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const ceiling = new ProjectProcess('bench/ceilings.ts', [kind, String(port), target], env, npmStartFlags());
  return started(ceiling, `http://127.0.0.1:${port}`, '/health');
}

/** The benchmark's webhook endpoint (bench/webhook-receiver.ts); GET on its URL answers the delays it saw. */
export async function startWebhookReceiver(): Promise<Server> {
  const port = await freePort();
  const receiver = new ProjectProcess('bench/webhook-receiver.ts', [String(port)], {});
  return started(receiver, `http://127.0.0.1:${port}`, '/');
}

/** The benchmark's SMTP server (bench/smtp-receiver.ts) at `smtpUrl`; GET on its URL answers the messages it saw. */
export async function startSmtpReceiver(): Promise<Server & { smtpUrl: string }> {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const receiver = new ProjectProcess('bench/smtp-receiver.ts', [String(smtpPort), String(httpPort)], {});
  return { ...(await started(receiver, `http://127.0.0.1:${httpPort}`, '/')), smtpUrl: `smtp://127.0.0.1:${smtpPort}` };
}

/** Runs `work` in a new temporary folder (a store's, a profile's), removed afterwards whatever happens. */
export async function inTemporaryFolder<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

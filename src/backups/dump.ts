import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { PGliteDatabase } from '../platform/db/pglite.js';

/**
 * pg_dump's options for a backup, the same for either store: a plain-text SQL script (PostgreSQL's
 * own format, which psql and this service's restore read), no owners (the restoring user owns
 * what it creates), and rows as multi-row INSERTs: a restore sends statements only, and both
 * PostgreSQL and the embedded store take them (COPY ... FROM stdin needs psql). A table locked
 * against readers (a migration under way) fails the dump after 30 s rather than holding it up.
 */
export const DUMP_OPTIONS = ['--no-owner', '--rows-per-insert=1000', '--lock-wait-timeout=30s'];

/** Where a backup is read from: a PostgreSQL server, a stopped embedded store, or the running one. */
export type DumpSource =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite-directory'; dataDir: string }
  | { kind: 'pglite-running'; db: PGliteDatabase };

/** A dump being written by another process: its output, and how it ended. */
export interface RunningDump {
  output: Readable;
  /** Resolves when the dump program exited well and its temporary files are gone; rejects with its error otherwise. */
  finished: Promise<void>;
  /** Stops the program (a reader that went away); `finished` then rejects. */
  stop(): void;
}

/** The dump program failed: its own words (pg_dump's message) for the log and the CLI. */
export class DumpFailed extends Error {}

/**
 * Starts a dump in a process of its own, so that the service's memory does not grow with the store:
 * the real pg_dump for a server; for the embedded store, PGlite's pg_dump (which runs synchronously,
 * in a PGlite of its own) in a Node process opened on the store's directory, or on a copy of the
 * running store taken between two units of work (a consistent snapshot: nothing writes while it is
 * copied).
 */
export async function startDump(source: DumpSource): Promise<RunningDump> {
  if (source.kind === 'postgres') return watch(spawnPgDump(source.url), async () => undefined);
  if (source.kind === 'pglite-directory') return watch(spawnEmbeddedDump(source.dataDir), async () => undefined);
  const folder = await mkdtemp(path.join(tmpdir(), 'tracker-backup-'));
  try {
    const snapshot = await source.db.snapshot(path.join(folder, 'store'));
    return watch(spawnEmbeddedDump(snapshot), () => rm(folder, { recursive: true, force: true }));
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

function watch(child: ChildProcess, cleanUp: () => Promise<void>): RunningDump {
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-4000)));
  let stopped = false;
  const exited = new Promise<void>((resolve, reject) => {
    // The program could not be started: pg_dump missing (PostgreSQL's client programs not installed).
    child.once('error', (error) => reject(new DumpFailed(`The dump program could not be started (${error.message}).`)));
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const why = stopped ? 'stopped' : signal ? `ended by ${signal}` : `exited with ${code}`;
      reject(new DumpFailed(`The dump program ${why}${stderr.trim() ? `: ${stderr.trim()}` : ''}`));
    });
  });
  const finished = exited.finally(cleanUp);
  finished.catch(() => undefined); // the caller awaits it; an early stop must not go unhandled
  return {
    output: child.stdout!,
    finished,
    stop: () => {
      stopped = true;
      child.kill('SIGKILL');
    },
  };
}

/**
 * The real pg_dump (PostgreSQL's client programs) against the server: the URL without its password,
 * which goes in the environment, where other users of the machine cannot read it.
 */
function spawnPgDump(url: string): ChildProcess {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return spawn('pg_dump', [...DUMP_OPTIONS, `--dbname=${target.toString()}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
}

/**
 * `embedded-dump` in a Node process of its own, with this process's loader (tsx when running from
 * the sources) but without its heap limit, which was made for the service. `--liftoff-only` keeps
 * V8 to its baseline compiler for WebAssembly: its optimising compiler, compiling PGlite's and
 * pg_dump's modules again, raised the program's peak from about 230 to 740 MB (100,000 issues), for
 * no faster dump. It has to be on the command line: NODE_OPTIONS refuses it, and
 * v8.setFlagsFromString in the program changed nothing.
 */
function spawnEmbeddedDump(store: string): ChildProcess {
  const fromSources = import.meta.url.endsWith('.ts');
  const program = new URL(`./embedded-dump.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  const flags = process.execArgv.filter((flag) => !/^--(max-old-space-size|max-semi-space-size)/.test(flag));
  return spawn(process.execPath, [...flags, '--liftoff-only', program.pathname, store], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

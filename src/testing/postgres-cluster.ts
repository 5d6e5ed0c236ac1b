import { execFile } from 'node:child_process';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { fileExists, runningAsRoot, userExists } from './prerequisites.js';
import { freePort } from './process.js';

const run = promisify(execFile);
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * Runs one statement as the user of `url` on a connection of its own, closed at once: for what the
 * service's roles may not do (create, drop or analyse databases), and so that nothing stays open on
 * a cluster that may stop meanwhile.
 */
export async function runAsOwner(url: string, statement: string): Promise<void> {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  try {
    await owner.query(statement);
  } finally {
    await owner.end();
  }
}

/** What starting a cluster of one's own needs, for skipUnlessAvailable. */
export const OWN_CLUSTER_PREREQUISITES = {
  [`PostgreSQL 15's server programs in ${PG_BIN}`]: fileExists(path.join(PG_BIN, 'initdb')),
  "a 'postgres' user to run them as": userExists('postgres'),
  'root, to hand the cluster to that user': runningAsRoot,
};

/**
 * A PostgreSQL 15 cluster of one test or benchmark alone, in a temporary folder on a free port:
 * crashing the shared test server would break every other test file running at the same time, and
 * the shared server's settings (autovacuum off) are not production's. `settings` are lines added
 * to postgresql.conf.
 */
export class ThrowAwayPostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  get logFile(): string {
    return path.join(this.dir, 'server.log');
  }

  /** The `postgres` database, as the superuser `postgres`. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(prefix: string, settings: string[]): Promise<ThrowAwayPostgres> {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    // The server refuses to run as root, so the cluster belongs to the postgres user.
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
    const cluster = new ThrowAwayPostgres(dir, await freePort());
    try {
      await cluster.#init(settings);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    return cluster;
  }

  async #init(settings: string[]): Promise<void> {
    await this.#pgBin('initdb', ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await appendFile(
      path.join(this.dataDir, 'postgresql.conf'),
      [
        `port = ${this.port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${this.dir}'`,
        ...settings,
        '',
      ].join('\n'),
    );
  }

  async start(): Promise<void> {
    await this.#pgBin('pg_ctl', ['-D', this.dataDir, '-l', this.logFile, '-w', '-t', '30', 'start']);
  }

  /** SIGQUIT to every server process: what a crash of the server looks like to its clients. */
  async crash(): Promise<void> {
    await this.#pgBin('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    await this.#pgBin('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }

  async #pgBin(command: string, args: string[]): Promise<void> {
    await run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args], { timeout: 120_000 });
  }
}

import pg from 'pg';
import { openDatabase } from '../src/platform/db/open.js';
import { runAsOwner, ThrowAwayPostgres } from '../src/testing/postgres-cluster.js';
import { analyzeAsOwner, type BenchTenant, seedBenchmark, type SeedOptions } from './seed.js';

/**
 * The cluster the benchmark starts: PostgreSQL's defaults (autovacuum on, fsync and synchronous
 * commit on) with memory for a machine that runs the database beside the service, and WAL room for
 * minutes of writes without checkpoints forced by size. docs/performance.md lists the same.
 */
export const POSTGRES_SETTINGS = ["shared_buffers = '1GB'", "effective_cache_size = '4GB'", "max_wal_size = '4GB'"];

/** The settings a run reports, of whichever server it used: results depend on them. */
const REPORTED_SETTINGS = [
  'server_version',
  'autovacuum',
  'fsync',
  'synchronous_commit',
  'shared_buffers',
  'effective_cache_size',
  'max_wal_size',
  'checkpoint_timeout',
];

/**
 * The server a run uses: `adminUrl`'s when given, or else a cluster of its own with
 * POSTGRES_SETTINGS, started now (the machine's own server runs without autovacuum, and results
 * from it are not comparable). `stop` removes a cluster of its own.
 */
export async function postgresServer(adminUrl?: string): Promise<PostgresServer> {
  if (adminUrl) return { adminUrl, logFile: null, stop: async () => {} };
  const cluster = await ThrowAwayPostgres.create('tracker-bench-pg-', POSTGRES_SETTINGS);
  await cluster.start();
  return { adminUrl: cluster.url, logFile: cluster.logFile, stop: () => cluster.destroy() };
}

export interface PostgresServer {
  adminUrl: string;
  /** The server's log, for a cluster of its own. */
  logFile: string | null;
  stop: () => Promise<void>;
}

export async function reportedSettings(admin: pg.ClientBase): Promise<Record<string, string>> {
  const { rows } = await admin.query<{ name: string; setting: string }>(
    'SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name = ANY($1)',
    [REPORTED_SETTINGS],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
}

/** A new database `<prefix>_<time>` on the server of `adminUrl`, seeded and analysed; `drop` removes it. */
export async function seededDatabase(
  adminUrl: string,
  prefix: string,
  options: SeedOptions,
): Promise<{ url: string; tenant: BenchTenant; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  await runAsOwner(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db } = await openDatabase({ kind: 'postgres', url: url.href });
  const [tenant] = await seedBenchmark(db, options);
  await analyzeAsOwner(db, url.href);
  await db.close();
  return {
    url: url.href,
    tenant: tenant!,
    drop: () => runAsOwner(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * npm run bench:backup [-- --store pglite|postgres] [--issues 100000] [--database-url <admin url>] [--data-dir <seeded store>]
 *   [--settle-seconds 2] [--download backup|tenant-export]
 *
 * D21's backups: how much the service's resident memory grows while GET /admin/backup streams the
 * dump of a store with 100,000 issues (the benchmark's dataset: 10 tenants, their issues' history,
 * events, comments and activities), read as fast as the client can and at a slow reader's pace;
 * how long readiness checks (which run a statement) waited meanwhile (the embedded store is held
 * while its snapshot is copied); and the peak resident memory of the dump program, which runs beside
 * the service (its VmHWM, so that a spike between two samples is not missed).
 *
 * The service is the build (`npm run build` first), started as `npm start` starts it. On PostgreSQL
 * the database named by --database-url's path is created (it must not exist) and dropped at the end;
 * --data-dir reuses an embedded store seeded before (a copy is not made: the store is only read).
 * `--download tenant-export` measures GET /admin/tenants/{id}/export of the benchmark's biggest
 * tenant (JSON Lines) the same way instead of the backup.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/open.js';
import { residentMb } from './exports.js';
import { inTemporaryFolder, type Server, startService, type StoreEnv } from './processes.js';
import { analyzeAsOwner, seedBenchmark, seededEmbeddedStore } from './seed.js';

const { values: args } = parseArgs({
  options: {
    store: { type: 'string', default: 'pglite' },
    issues: { type: 'string', default: '100000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/tracker_bench_backup' },
    'data-dir': { type: 'string' },
    /** Idle seconds after the start before the first measurement: the start's own work settles first. */
    'settle-seconds': { type: 'string', default: '2' },
    download: { type: 'string', default: 'backup' },
  },
});
const ISSUES = Number(args.issues);
const OPERATOR_TOKEN = 'bench-operator-token-0123456789abcdef';
/** A slow reader's pace: 4 MB a second. */
const SLOW_READER = 4 * 1024 * 1024;

/** What is downloaded, and how its end shows that it is whole. */
const DOWNLOADS = {
  backup: { path: '/admin/backup', whole: (tail: string) => tail.includes('-- PostgreSQL database dump complete') },
  // The benchmark's first tenant holds most of its issues.
  'tenant-export': { path: '/admin/tenants/bench/export', whole: (tail: string) => tail.endsWith('}\n') },
};
const DOWNLOAD = DOWNLOADS[args.download as keyof typeof DOWNLOADS];
if (!DOWNLOAD) throw new Error(`--download must be one of ${Object.keys(DOWNLOADS).join(', ')}`);

/**
 * A process's peak resident memory so far (VmHWM, which the kernel keeps: a spike between two
 * samples counts too), or 0 once it has ended (a dump program between the listing and the read).
 */
const peakResidentOrGone = (pid: number) => {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/** The processes `pid` started (the dump program), from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

interface BackupMeasurement {
  reader: string;
  bytes: number;
  firstByteMs: number;
  ms: number;
  rssBaselineMb: number;
  rssPeakMb: number;
  growthMb: number;
  dumpProgramPeakMb: number;
  /** The slowest of the readiness checks sent every 100 ms while the backup ran. */
  slowestReadyMs: number;
}

async function measure(server: Server, pace: number | null, settleMs = 2_000): Promise<BackupMeasurement> {
  await sleep(settleMs);
  const rssBaselineMb = residentMb(server.pid);
  let rssPeakMb = rssBaselineMb;
  let dumpProgramPeakMb = 0;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, residentMb(server.pid));
    const children = childrenOf(server.pid).map(peakResidentOrGone);
    dumpProgramPeakMb = Math.max(
      dumpProgramPeakMb,
      children.reduce((sum, mb) => sum + mb, 0),
    );
  }, 20);
  let running = true;
  let slowestReadyMs = 0;
  const probing = (async () => {
    while (running) {
      const sent = Date.now();
      await fetch(`${server.url}/ready`).then((response) => response.arrayBuffer());
      slowestReadyMs = Math.max(slowestReadyMs, Date.now() - sent);
      await sleep(100);
    }
  })();
  const started = Date.now();
  try {
    const response = await fetch(`${server.url}${DOWNLOAD.path}`, {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    if (response.status !== 200)
      throw new Error(`${DOWNLOAD.path} answered ${response.status}: ${await response.text()}`);
    let firstByteMs = 0;
    let bytes = 0;
    let tail = '';
    for await (const chunk of response.body! as AsyncIterable<Uint8Array>) {
      firstByteMs ||= Date.now() - started;
      bytes += chunk.length;
      tail = (tail + Buffer.from(chunk).toString('latin1')).slice(-200);
      if (pace) await sleep((chunk.length / pace) * 1000);
    }
    if (!DOWNLOAD.whole(tail)) throw new Error(`${DOWNLOAD.path} was cut off`);
    return {
      reader: pace ? `${pace / 1024 / 1024} MB/s` : 'as fast as it can',
      bytes,
      firstByteMs,
      ms: Date.now() - started,
      rssBaselineMb: Math.round(rssBaselineMb),
      rssPeakMb: Math.round(rssPeakMb),
      growthMb: Math.round(rssPeakMb - rssBaselineMb),
      dumpProgramPeakMb: Math.round(dumpProgramPeakMb),
      slowestReadyMs,
    };
  } finally {
    running = false;
    await probing;
    clearInterval(sampler);
  }
}

async function measureOn(store: StoreEnv): Promise<BackupMeasurement[]> {
  const server = await startService(store, 'dist/main.js', { OPERATOR_TOKEN });
  try {
    const settleMs = Number(args['settle-seconds']) * 1000;
    return [await measure(server, null, settleMs), await measure(server, null), await measure(server, SLOW_READER)];
  } finally {
    await server.stop();
  }
}

async function postgres(): Promise<BackupMeasurement[]> {
  const url = args['database-url'];
  const name = new URL(url).pathname.slice(1);
  const admin = Object.assign(new URL(url), { pathname: '/postgres' }).toString();
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  try {
    const { db } = await openDatabase({ kind: 'postgres', url });
    try {
      await seedBenchmark(db, { issues: ISSUES, tenants: 10 });
      await analyzeAsOwner(db, url);
    } finally {
      await db.close();
    }
    return await measureOn({ DATABASE_URL: url });
  } finally {
    await run(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  }
}

async function embedded(): Promise<BackupMeasurement[]> {
  if (args['data-dir']) return measureOn({ DATA_DIR: path.resolve(args['data-dir']) });
  return inTemporaryFolder('tracker-bench-backup-', async (folder) => {
    const dataDir = path.join(folder, 'store');
    await seededEmbeddedStore(dataDir, { issues: ISSUES, tenants: 10 });
    return measureOn({ DATA_DIR: dataDir });
  });
}

const results = args.store === 'postgres' ? await postgres() : await embedded();
process.stdout.write(
  `${JSON.stringify({ store: args.store, download: DOWNLOAD.path, issues: ISSUES, results }, null, 2)}\n`,
);

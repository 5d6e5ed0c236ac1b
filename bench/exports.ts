/**
 * D18's exports: how much the service's resident memory grows while a client downloads a CSV file
 * and an Excel workbook of a time report with the most rows an export may have (100,000), as fast
 * as it can read and at a slow reader's pace. The rows are a year of work on 400 projects of the
 * benchmark's tenant, by project and day over 250 days, in 2031 (no other scenario writes there).
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../src/platform/db/open.js';
import { EXPORT_TYPES, type ExportFormat } from '../src/platform/http/exports.js';
import { type Server, startService, type StoreEnv } from './processes.js';
import { tenantHeaders } from './scenarios.js';
import { analyzeAsOwner, type BenchTenant } from './seed.js';
import { seedWrite } from './seed-rows.js';

export const EXPORTS_SCENARIO = 'exports: CSV and Excel of 100,000 report rows';

/** One download of an export, and what the service's memory did meanwhile. */
export interface ExportMeasurement {
  format: ExportFormat;
  /** The first downloads after the service started (from idle), or the ones after them. */
  phase: 'first' | 'after';
  /** Bytes a second the client read at most; null: as fast as it could. */
  readerBytesPerSecond: number | null;
  rows: number;
  bytes: number;
  firstByteMs: number;
  ms: number;
  /** Resident memory the growth is measured from: at idle after start, or after the first downloads. */
  rssBaselineMb: number;
  /** The highest resident memory seen while this download ran (sampled every 20 ms). */
  rssPeakMb: number;
  growthMb: number;
  /** V8's young generation as committed when the baseline was taken, and after the download. */
  newSpaceBeforeMb: number;
  newSpaceMb: number;
}

const PROJECTS = 400;
const FROM = '2031-01-01';
/** The 250th day from FROM: 400 × 250 = 100,000 rows; and the 25th, 10,000 rows. */
const SIZES = [
  { to: '2031-09-07', days: 250 },
  { to: '2031-01-25', days: 25 },
];
/** A slow reader's pace: a CSV of 100,000 rows takes it about ten seconds. */
const SLOW_READER = 512 * 1024;

/** Projects "Export 001" ... and a year of work (approved, 09:00-17:00) on each, by the tenant's admin. */
async function seedExportRows(store: Parameters<typeof openDatabase>[0], tenant: BenchTenant, projects: number) {
  const { db } = await openDatabase(store);
  try {
    await seedWrite(db, tenant.tenantId, async (sql) => {
      await sql.query(
        `INSERT INTO projects (tenant_id, name) SELECT $1, 'Export ' || lpad(n::text, 3, '0') FROM generate_series(1, $2::int) n`,
        [tenant.tenantId, projects],
      );
      await sql.query(
        `INSERT INTO activities (tenant_id, activity_type_id, project_id, author_id, include_weekends, description,
           date_from, date_to, time_from, time_to, zone, status_id, status_editor_id, deleted)
         SELECT $1, (SELECT min(id) FROM activity_types WHERE tenant_id = $1 AND NOT approvable), p.id, $2::int, true,
           'Exported', date '2031-01-01', date '2031-12-31', 540, 1020, 'Europe/Berlin',
           (SELECT min(id) FROM activity_statuses WHERE tenant_id = $1 AND positive_final), $2::int, false
         FROM projects p WHERE p.tenant_id = $1 AND p.name LIKE 'Export %'`,
        [tenant.tenantId, tenant.userIds[0]],
      );
    });
    if (store.kind === 'postgres') await analyzeAsOwner(db, store.url);
    else await analyzeAsOwner(db);
  } finally {
    await db.close();
  }
}

/** A process's resident memory now, in MB (from /proc). */
export const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The committed size of V8's young generation, from /metrics (prom-client's default metrics). */
async function newSpaceMb(server: Server): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const bytes = /^nodejs_heap_space_size_total_bytes\{space="new"\} (\S+)$/m.exec(text)?.[1];
  return Math.round(Number(bytes ?? 0) / 1024 / 1024);
}

/** Downloads one export, reading at most `pace` bytes a second, while sampling the service's memory. */
async function download(
  server: Server,
  tenant: BenchTenant,
  format: ExportFormat,
  {
    to,
    rows,
    pace,
    phase,
    rssBaselineMb,
    newSpaceBeforeMb,
  }: {
    to: string;
    rows: number;
    pace: number | null;
    phase: ExportMeasurement['phase'];
    rssBaselineMb: number;
    newSpaceBeforeMb: number;
  },
): Promise<ExportMeasurement> {
  let rssPeakMb = residentMb(server.pid);
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, residentMb(server.pid))), 20);
  const started = Date.now();
  try {
    const response = await fetch(`${server.url}/v1/reports/time?from=${FROM}&to=${to}&groupBy=project,day`, {
      headers: { ...tenantHeaders(tenant), accept: EXPORT_TYPES[format] },
    });
    if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    let firstByteMs = 0;
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of response.body! as AsyncIterable<Uint8Array>) {
      firstByteMs ||= Date.now() - started;
      bytes += chunk.length;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) newlines += 1;
      if (pace) await sleep((chunk.length / pace) * 1000);
    }
    const ms = Date.now() - started;
    clearInterval(sampler);
    return {
      format,
      phase,
      readerBytesPerSecond: pace,
      // The CSV's lines less its header and Total; the workbook's rows as asked for.
      rows: format === 'csv' ? newlines - 2 : rows,
      bytes,
      firstByteMs,
      ms,
      rssBaselineMb: Math.round(rssBaselineMb),
      rssPeakMb: Math.round(rssPeakMb),
      growthMb: Math.round(rssPeakMb - rssBaselineMb),
      newSpaceBeforeMb,
      newSpaceMb: await newSpaceMb(server),
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Seeds the rows (fewer in a smoke run) and starts a service of its own. From idle it downloads
 * the largest export in each format (the growth V8's heap takes with the first heavy work, whatever
 * its kind, shows there); then, against the memory after that, a tenth of the rows and all of them
 * again, as fast as the reader can and at a slow reader's pace: the peaks must not grow with the rows.
 */
export async function measureExports(
  storeEnv: StoreEnv,
  tenant: BenchTenant,
  smoke: boolean,
): Promise<ExportMeasurement[]> {
  const store =
    'DATABASE_URL' in storeEnv
      ? { kind: 'postgres' as const, url: storeEnv.DATABASE_URL }
      : { kind: 'pglite' as const, dataDir: storeEnv.DATA_DIR };
  const projects = smoke ? 4 : PROJECTS;
  await seedExportRows(store, tenant, projects);
  const server = await startService(storeEnv);
  try {
    const [all, tenth] = SIZES.map(({ to, days }) => ({ to, rows: projects * days }));
    const measurements: ExportMeasurement[] = [];
    const downloads = async (phase: ExportMeasurement['phase'], runs: { size: typeof all; pace: number | null }[]) => {
      await sleep(2_000);
      const rssBaselineMb = residentMb(server.pid);
      const newSpaceBeforeMb = await newSpaceMb(server);
      for (const { size, pace } of runs) {
        for (const format of ['csv', 'xlsx'] as const) {
          const options = { ...size!, pace, phase, rssBaselineMb, newSpaceBeforeMb };
          measurements.push(await download(server, tenant, format, options));
        }
      }
    };
    await downloads('first', [{ size: all, pace: null }]);
    await downloads('after', [
      { size: tenth, pace: null },
      { size: all, pace: null },
      { size: all, pace: SLOW_READER },
    ]);
    return measurements;
  } finally {
    await server.stop();
  }
}

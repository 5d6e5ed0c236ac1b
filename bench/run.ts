/**
 * npm run bench -- [--store postgres|pglite|both] [--duration 10] [--connections 1,50]
 *                  [--issues 10000,1000000] [--tenants 100] [--smoke] [--only <part of a name>,...]
 *                  [--soak <seconds>] [--admin-url postgres://...]
 *
 * Starts a PostgreSQL cluster of its own with production's settings (POSTGRES_SETTINGS), unless
 * --admin-url names a server to use (whose settings the report then states). Seeds a database, starts the built service as its own process, drives it over HTTP with autocannon,
 * and measures the ceilings (bench/ceilings.ts) in the same run, so that results are ratios to what
 * this machine can do at all; so are the mixed profile with the events' consumers on and off
 * (bench/mixed.ts) and restarts of `npm start` (bench/restart.ts), for the targets of bench/report.ts.
 * Writes bench/results/<date>.json, and bench/RESULTS.md unless --only (which runs only the
 * scenarios whose names contain one of its parts), and prints the targets the run measured; none of
 * it in smoke mode.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/open.js';
import { EXPORTS_SCENARIO, measureExports } from './exports.js';
import { type LoadResult, runLoad } from './load.js';
import { measureMixed, MIXED_ALL_OFF, MIXED_ALL_ON, MIXED_EMAIL_ON, type MixedVariant } from './mixed.js';
import { postgresServer, reportedSettings } from './postgres.js';
import { inTemporaryFolder, startCeiling, startService, type Server, type StoreEnv } from './processes.js';
import { measuredTargets, writeReport, type Measurement, type RunReport } from './report.js';
import { measureRestarts, RESTART_SCENARIO } from './restart.js';
import {
  type CeilingWork,
  issueTags,
  LIST_FILTER,
  loadScenario,
  scenarios,
  SOAK_SCENARIO,
  tenantHeaders,
} from './scenarios.js';
import { analyzeAsOwner, type BenchTenant, seedBenchmark } from './seed.js';

const { values: args } = parseArgs({
  options: {
    store: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,50' },
    issues: { type: 'string', default: '10000,1000000' },
    tenants: { type: 'string', default: '100' },
    'admin-url': { type: 'string' },
    smoke: { type: 'boolean', default: false },
    only: { type: 'string' },
    soak: { type: 'string' },
  },
});
const only = args.only?.split(',') ?? null;
const wanted = (scenario: string) => only === null || only.some((part) => scenario.includes(part));

const smoke = args.smoke;
const duration = smoke ? 1 : Number(args.duration);
const connectionCounts = smoke ? [1, 10] : args.connections.split(',').map(Number);
const sizes = smoke ? [2000] : args.issues.split(',').map(Number);
const tenantCount = smoke ? 3 : Number(args.tenants);
const stores = args.store === 'both' ? ['postgres', 'pglite'] : [args.store];
const soakSeconds = args.soak && !smoke ? Number(args.soak) : null;
/** Windows of the held load. */
const SOAK_WINDOW_SECONDS = 15;
let postgresSettings: Record<string, string> | undefined;
const measurements: Measurement[] = [];
const TWO_PROCESSES = 'GET /issues/{id}, two processes';
const COLD_START = 'cold start to /ready';
const log = (line: string) => process.stdout.write(`${line}\n`);

function record(store: string, issues: number, scenario: string, ceiling: Measurement['ceiling'], result: LoadResult) {
  measurements.push({ store, issues, scenario, ceiling, ...result });
  log(
    `${store} ${issues} ${scenario} c=${result.connections}: ${result.requestsPerSecond} req/s, ` +
      `p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors + result.non2xx}, rss ${result.rssMb} MB, ` +
      `statuses ${JSON.stringify(result.statuses)}`,
  );
}

/** A cursor `pages` pages into the filtered list, for the deep-page scenario. */
async function deepCursor(server: Server, tenant: BenchTenant, pages: number): Promise<string> {
  let cursor = '';
  for (let page = 0; page < pages; page++) {
    const url = `${server.url}/issues?projectId=${tenant.projectId}&${LIST_FILTER}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const body = (await (await fetch(url, { headers: tenantHeaders(tenant) })).json()) as { nextCursor: string | null };
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  return cursor;
}

const CEILING_WORK: CeilingWork[] = ['select', 'insert', 'update', 'create-issue', 'create-activity'];

async function measureCeilings(store: string, issues: number, target: string, tenant: BenchTenant) {
  const kinds =
    store === 'postgres'
      ? ['bare', ...CEILING_WORK.map((work) => `pg-${work}`)]
      : CEILING_WORK.map((work) => `pglite-${work}`);
  for (const kind of kinds.filter((each) => wanted(`ceiling ${each}`))) {
    const ceiling = await startCeiling(kind, target, { BENCH_TENANT: JSON.stringify(tenant) });
    for (const connections of connectionCounts) {
      const method = /bare|select/.test(kind) ? 'GET' : kind.endsWith('update') ? 'PUT' : 'POST';
      const result = await runLoad({
        url: ceiling.url,
        connections,
        durationSeconds: duration,
        next: () => ({ method, path: '/ceiling', ...(method === 'GET' ? {} : { body: '{}' }) }),
        serverPid: ceiling.pid,
        onPostgres: store === 'postgres',
      });
      record(store, issues, `ceiling ${kind}`, null, result);
    }
    await ceiling.stop();
  }
}

async function measureService(store: string, issues: number, server: Server, tenant: BenchTenant, all: boolean) {
  const cursor = await deepCursor(server, tenant, smoke ? 3 : 100);
  const tags = await issueTags(server.url, tenant);
  for (const scenario of scenarios(tenant, cursor, tags)) {
    const readOnly = [
      'GET /issues/{id}',
      'GET /issues/{id} If-None-Match',
      'GET /issues first page',
      'GET /issues deep page',
    ].includes(scenario.name);
    if ((!all && !readOnly) || !wanted(scenario.name)) continue;
    const soak = scenario.name === SOAK_SCENARIO;
    if (soak && soakSeconds === null) continue;
    for (const connections of soak ? [Math.max(...connectionCounts)] : (scenario.connections ?? connectionCounts)) {
      const result = await loadScenario(server, tenant, scenario, {
        connections,
        durationSeconds: soak ? soakSeconds! : duration,
        ...(soak ? { windowSeconds: SOAK_WINDOW_SECONDS } : {}),
        onPostgres: store === 'postgres',
      });
      record(store, issues, scenario.name, scenario.ceiling, result);
    }
  }
}

/** GET /issues/{id} against two service processes at once, half the connections each. */
async function measureTwoProcesses(
  store: string,
  issues: number,
  first: Server,
  env: { DATABASE_URL: string },
  tenant: BenchTenant,
) {
  const second = await startService(env);
  const connections = Math.max(...connectionCounts);
  const [read] = scenarios(tenant, '');
  const results = await Promise.all(
    [first, second].map((server) =>
      runLoad({
        url: server.url,
        connections: connections / 2,
        durationSeconds: duration,
        headers: tenantHeaders(tenant),
        next: read!.next,
      }),
    ),
  );
  await second.stop();
  record(store, issues, TWO_PROCESSES, 'select', {
    ...results[0]!,
    connections,
    requests: results[0]!.requests + results[1]!.requests,
    requestsPerSecond: results[0]!.requestsPerSecond + results[1]!.requestsPerSecond,
    p50: Math.max(results[0]!.p50, results[1]!.p50),
    p99: Math.max(results[0]!.p99, results[1]!.p99),
    p999: Math.max(results[0]!.p999, results[1]!.p999),
    errors: results[0]!.errors + results[1]!.errors,
    statuses: {},
    non2xx: results[0]!.non2xx + results[1]!.non2xx,
  });
}

/**
 * The mixed profile at the most connections of the run on service processes of their own (bench/mixed.ts):
 * with webhook, JetStream and notification email off, with all three on (issues 20 and 58), and with
 * email alone (issue 43), each after a warm-up run of the same length on its process (not in smoke
 * runs, which check only that it works). The report compares the last two with the first.
 */
async function measureMixedVariants(store: string, issues: number, env: StoreEnv, tenant: BenchTenant) {
  const variants = [MIXED_ALL_ON, MIXED_EMAIL_ON].filter((variant) => wanted(variant.name));
  if (variants.length === 0 && !wanted(MIXED_ALL_OFF.name)) return;
  for (const variant of [MIXED_ALL_OFF, ...variants]) await measureMixedVariant(store, issues, env, tenant, variant);
}

async function measureMixedVariant(
  store: string,
  issues: number,
  env: StoreEnv,
  tenant: BenchTenant,
  { name, consumers }: MixedVariant,
) {
  const load = { connections: Math.max(...connectionCounts), durationSeconds: duration };
  const { load: result, events, mail } = await measureMixed(env, tenant, load, consumers, !smoke);
  measurements.push({
    store,
    issues,
    scenario: name,
    ceiling: null,
    ...result,
    ...(events ? { events } : {}),
    ...(mail ? { mail } : {}),
  });
  log(
    `${store} ${issues} ${name} c=${result.connections}: ${result.requestsPerSecond} req/s, errors ` +
      `${result.errors + result.non2xx}; cpu per request ${JSON.stringify(result.cpu)}` +
      `${events ? `; events ${JSON.stringify(events)}` : ''}${mail ? `; mail ${JSON.stringify(mail)}` : ''}`,
  );
}

/** D18's exports of 100,000 rows: the service's memory while a client downloads them (bench/exports.ts). */
async function measureExportMemory(store: string, issues: number, env: StoreEnv, tenant: BenchTenant) {
  for (const download of await measureExports(env, tenant, smoke)) {
    measurements.push({ store, issues, scenario: EXPORTS_SCENARIO, ceiling: null, export: download });
    log(
      `${store} ${issues} ${EXPORTS_SCENARIO}: ${download.phase}, ${download.format}, reader ` +
        `${download.readerBytesPerSecond ?? 'as fast as it can'}: ${download.rows} rows, ${download.bytes} bytes, ` +
        `first byte ${download.firstByteMs} ms, all ${download.ms} ms; RSS ${download.rssBaselineMb} -> peak ` +
        `${download.rssPeakMb} MB (+${download.growthMb}), young generation ${download.newSpaceBeforeMb} -> ${download.newSpaceMb} MB`,
    );
  }
}

async function benchPostgres() {
  const server = await postgresServer(args['admin-url']);
  if (!args['admin-url']) log(`postgres: started a cluster of its own at ${server.adminUrl}`);
  try {
    await benchPostgresAt(server.adminUrl);
  } finally {
    await server.stop();
  }
}

async function benchPostgresAt(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    postgresSettings = await reportedSettings(admin);
    log(`postgres settings: ${JSON.stringify(postgresSettings)}`);
    for (const [index, issues] of sizes.entries()) {
      const name = `tracker_bench_${issues}_${Date.now()}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const tenant = await seed({ kind: 'postgres', url: url.href }, issues);
        if (index === 0) await measureCeilings('postgres', issues, url.href, tenant);
        const server = await startService({ DATABASE_URL: url.href });
        await measureService('postgres', issues, server, tenant, index === 0);
        if (index === 0 && !smoke && wanted(TWO_PROCESSES))
          await measureTwoProcesses('postgres', issues, server, { DATABASE_URL: url.href }, tenant);
        await server.stop();
        if (index === 0) await measureMixedVariants('postgres', issues, { DATABASE_URL: url.href }, tenant);
        if (index === 0 && wanted(EXPORTS_SCENARIO))
          await measureExportMemory('postgres', issues, { DATABASE_URL: url.href }, tenant);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  } finally {
    await admin.end();
  }
}

async function benchPGlite() {
  await inTemporaryFolder('tracker-bench-', async (dir) => {
    const dataDir = path.join(dir, 'data');
    const tenant = await seed({ kind: 'pglite', dataDir }, sizes[0]!);
    await measureCeilings('pglite', sizes[0]!, dataDir, tenant);
    const server = await startService({ DATA_DIR: dataDir });
    await measureService('pglite', sizes[0]!, server, tenant, true);
    await server.stop();
    await measureMixedVariants('pglite', sizes[0]!, { DATA_DIR: dataDir }, tenant);
    if (wanted(EXPORTS_SCENARIO)) await measureExportMemory('pglite', sizes[0]!, { DATA_DIR: dataDir }, tenant);
    if (!smoke && wanted(COLD_START)) await measureColdStart(path.join(dir, 'cold'), 100_000);
    if (!smoke && wanted(RESTART_SCENARIO)) await measureRestart();
  });
}

/**
 * `npm start` on an embedded store it created before, until /ready (bench/restart.ts): three tries,
 * each with the machine's load average at the time. Not in smoke runs: CI runs one, which must stay
 * as quick as it was, and bench:restart runs the same function.
 */
async function measureRestart() {
  const restarts = await measureRestarts(3);
  measurements.push({ store: 'pglite', issues: 0, scenario: RESTART_SCENARIO, ceiling: null, restarts });
  log(
    `${RESTART_SCENARIO}: ${restarts.map(({ ms, loadAverage }) => `${Math.round(ms)} ms at load ${loadAverage.toFixed(1)}`).join(', ')}`,
  );
}

/** Time from starting the process to /ready answering 200, with `issues` issues stored. */
async function measureColdStart(dataDir: string, issues: number) {
  await seed({ kind: 'pglite', dataDir }, issues);
  const started = Date.now();
  const server = await startService({ DATA_DIR: dataDir });
  const ms = Date.now() - started;
  await server.stop();
  measurements.push({ store: 'pglite', issues, scenario: COLD_START, ceiling: null, coldStartMs: ms });
  log(`pglite ${issues} cold start to /ready: ${ms} ms`);
}

async function seed(store: Parameters<typeof openDatabase>[0], issues: number): Promise<BenchTenant> {
  const started = Date.now();
  const { db } = await openDatabase(store);
  try {
    const [tenant] = await seedBenchmark(db, { issues, tenants: tenantCount });
    if (store.kind === 'postgres') await analyzeAsOwner(db, store.url);
    log(
      `${store.kind}: seeded ${issues} issues and ${tenantCount} tenants in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return tenant!;
  } finally {
    await db.close();
  }
}

execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
for (const store of stores) await (store === 'postgres' ? benchPostgres() : benchPGlite());
const report: RunReport = {
  date: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim(),
  options: { stores, duration, connections: connectionCounts, sizes, tenants: tenantCount, only, soak: soakSeconds },
  ...(postgresSettings ? { postgresSettings } : {}),
  measurements,
};
if (smoke) {
  const failed = measurements.filter((m) => (m.errors ?? 0) + (m.non2xx ?? 0) > 0);
  if (failed.length > 0) throw new Error(`errors in smoke run: ${failed.map((m) => m.scenario).join(', ')}`);
  log('smoke run finished without errors');
} else {
  log(`wrote ${await writeReport(report, { partial: only !== null })}`);
  log(['targets this run measured:', ...measuredTargets(report)].join('\n'));
}

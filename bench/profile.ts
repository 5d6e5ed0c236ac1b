/**
 * npm run bench:profile -- [--scenarios "PUT /issues/{id},POST /issues,POST /v1/activity"] [--issues 10000]
 *                          [--duration 10] [--connections 50] [--store postgres|pglite] [--memory] [--email]
 *
 * Where the time of each write goes, on a PostgreSQL cluster of its own with the benchmark's
 * settings (bench/postgres.ts) and a seeded store, or with `--store pglite` on a seeded embedded
 * store (step 1 only: the embedded database runs inside the service, so its share is in the profile):
 * 1. the service's CPU profile under each scenario at `--connections` (V8's --cpu-prof): self time
 *    by package and the functions that take most;
 * 2. every statement each scenario sends, under auto_explain (ANALYZE, BUFFERS, triggers) at one
 *    connection: calls, mean time, and the plan of the slowest statement;
 * 3. what the indexes of `issues` cost an update of 200 issues: the update timed with them dropped,
 *    inside a transaction rolled back (DROP INDEX is transactional). Dropping one index at a time
 *    was tried: the differences were below the noise of a 20 ms statement.
 * With `--email`, the profiled services send notification email to the benchmark's SMTP server
 * (bench/smtp-receiver.ts), so that step 1 shows what mail costs the service (issue 58).
 * With `--memory`, instead of all that, where one service process's memory goes as it runs the
 * scenarios in turn (bench/memory.ts); `--scenarios all` names every scenario of the benchmark.
 * Writes the whole report to stdout.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { setTimeout } from 'node:timers/promises';
import pg from 'pg';
import { postgresServer, seededDatabase } from './postgres.js';
import { PGlite } from '@electric-sql/pglite';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { buildApp } from '../src/app.js';
import { PGliteDatabase } from '../src/platform/db/pglite.js';
import { APP_ROLE } from '../src/platform/db/roles.js';
import type { LoadResult } from './load.js';
import { memoryProfile } from './memory.js';
import { inTemporaryFolder, type Server, startService, startSmtpReceiver, type StoreEnv } from './processes.js';
import { loadScenario, scenariosNamed } from './scenarios.js';
import { type BenchTenant, seededEmbeddedStore } from './seed.js';

const { values: args } = parseArgs({
  options: {
    scenarios: { type: 'string', default: 'PUT /issues/{id},POST /issues,POST /v1/activity' },
    issues: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    store: { type: 'string', default: 'postgres' },
    memory: { type: 'boolean', default: false },
    email: { type: 'boolean', default: false },
  },
});
const wanted = args.scenarios === 'all' ? [''] : args.scenarios.split(',').map((name) => name.trim());
const log = (line = '') => process.stdout.write(`${line}\n`);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/**
 * What a piece of code belongs to: an npm package, Node itself, the service, V8's own work, or
 * WebAssembly (PGlite's PostgreSQL, the only WebAssembly the service runs).
 */
function ownerOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('wasm://')) return 'PGlite (WebAssembly)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node';
  return url.includes('/dist/') ? 'service' : url;
}

/** Self time by owner and by function of one .cpuprofile, as shares of all samples. */
function summarizeProfile(file: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const { callFrame, hitCount = 0 } of profile.nodes) {
    const owner = ownerOf(callFrame.url, callFrame.functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + hitCount);
    const name = `${callFrame.functionName || '(anonymous)'} ${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hitCount);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, hits]) => `  ${((hits / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  return ['self time by owner:', ...top(byOwner, 12), 'self time by function:', ...top(byFunction, 20)];
}

/** Events waiting for the sequencer, from the service's /metrics. */
async function sequencerBacklog(server: Server): Promise<number> {
  const metrics = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^tracker_event_backlog\{queue="sequencer"\} (\d+)$/m.exec(metrics)?.[1] ?? Number.NaN);
}

/**
 * Waits until the sequencer has numbered every event: a scenario measured while it works off the
 * events of the one before would count that work as its own.
 */
async function untilSequenced(server: Server): Promise<void> {
  for (let waited = 0; (await sequencerBacklog(server)) > 0; waited += 200) {
    if (waited > 120_000) throw new Error('the sequencer did not catch up within two minutes');
    await setTimeout(200);
  }
}

/**
 * Has a service without a CPU profile number what earlier scenarios left: a profiled service that
 * did it would count that work in the profile of its own scenario.
 */
async function drainSequencer(store: StoreEnv): Promise<void> {
  const server = await startService(store);
  try {
    await untilSequenced(server);
  } finally {
    await server.stop();
  }
}

async function cpuProfiles(store: StoreEnv, tenant: BenchTenant) {
  for (const scenario of scenariosNamed(tenant, wanted)) {
    await inTemporaryFolder('tracker-cpu-', async (dir) => {
      await drainSequencer(store);
      const smtp = args.email ? await startSmtpReceiver() : null;
      const mail: Record<string, string> = smtp
        ? { SMTP_URL: smtp.smtpUrl, PUBLIC_URL: 'https://tracker.example.com' }
        : {};
      const server = await startService(store, undefined, mail, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
      const result = await loadScenario(server, tenant, scenario, {
        connections: Number(args.connections),
        durationSeconds: Number(args.duration),
        onPostgres: 'DATABASE_URL' in store,
      });
      const backlog = await sequencerBacklog(server);
      await server.stop();
      const messages = smtp ? ((await (await fetch(smtp.url)).json()) as unknown[]).length : null;
      await smtp?.stop();
      const [file] = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
      log(
        `## ${scenario.name}, ${args.connections} connections: ${result.requestsPerSecond} req/s, CPU per request ` +
          `${result.cpu!.serviceMs} ms service${result.cpu!.databaseMs === null ? '' : `, ${result.cpu!.databaseMs} ms database`}; ` +
          `${backlog} events left for the sequencer at the end` +
          (messages === null ? '' : `; ${messages} messages received`),
      );
      log(summarizeProfile(path.join(dir, file!)).join('\n'));
      log();
    });
  }
}

interface Explained {
  ms: number;
  text: string;
}

/** The auto_explain entries in `text`: a server log's, or one notice's. */
function explainedIn(text: string): Explained[] {
  return text
    .split(/\n(?=\S.*LOG: {2}duration: )/)
    .map((entry) => /duration: ([\d.]+) ms {2}plan:\n([\s\S]*)/.exec(entry))
    .filter((match) => match !== null)
    .map((match) => ({ ms: Number(match[1]), text: match[2]! }));
}

/** The statement an entry ran, as one line: the first 100 characters of its text. */
const statementOf = (entry: Explained) =>
  (
    /Query Text: ([\s\S]*?)\n\s*(?=[A-Z][a-zA-Z ]+ {2}\(|Result|Insert|Update|Nested|Hash|CTE|Limit|Aggregate|Seq|Index)/.exec(
      entry.text,
    )?.[1] ?? entry.text
  )
    .replace(/\s+/g, ' ')
    .slice(0, 100);

/** The statements `entries` ran during `result`, with calls per request and mean time, and the costliest ones' median plans. */
function reportStatements(scenario: string, result: LoadResult, entries: Explained[]) {
  const byStatement = new Map<string, Explained[]>();
  for (const entry of entries)
    byStatement.set(statementOf(entry), [...(byStatement.get(statementOf(entry)) ?? []), entry]);
  log(`## ${scenario}: statements per request, ${result.requests} requests at 1 connection under auto_explain`);
  const total = (runs: Explained[]) => runs.reduce((sum, entry) => sum + entry.ms, 0);
  const rows = [...byStatement.entries()].sort((a, b) => total(b[1]) - total(a[1]));
  for (const [statement, runs] of rows) {
    const mean = total(runs) / runs.length;
    log(
      `  ${(runs.length / Math.max(result.requests, 1)).toFixed(2)} per request, mean ${mean.toFixed(3)} ms: ${statement}`,
    );
  }
  // Three, since a statement's triggers and functions are entries of their own (nested statements).
  for (const [rank, [, runs]] of rows.slice(0, 3).entries()) {
    const median = runs.sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
    log(`\nthe median run of the costliest statement no. ${rank + 1} (${median.ms} ms):\n${median.text}`);
  }
  log();
}

const AUTO_EXPLAIN_SETTINGS = [
  'auto_explain.log_min_duration = 0',
  'auto_explain.log_analyze = on',
  'auto_explain.log_buffers = on',
  'auto_explain.log_triggers = on',
  'auto_explain.log_nested_statements = on',
];

async function statementPlans(adminUrl: string, url: string, logFile: string, tenant: BenchTenant) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const setting of ["session_preload_libraries = 'auto_explain'", ...AUTO_EXPLAIN_SETTINGS]) {
    await admin.query(`ALTER DATABASE ${name} SET ${setting}`);
  }
  try {
    const server = await startService({ DATABASE_URL: url });
    try {
      for (const scenario of scenariosNamed(tenant, wanted)) {
        await untilSequenced(server);
        const from = statSync(logFile).size;
        const result = await loadScenario(server, tenant, scenario, { connections: 1, durationSeconds: 2 });
        reportStatements(scenario.name, result, explainedIn(readFileSync(logFile, 'utf8').slice(from)));
      }
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`ALTER DATABASE ${name} RESET ALL`);
    await admin.end();
  }
}

/**
 * The same on the embedded store: PGlite has no server log, so the service runs in this process on
 * the store opened with auto_explain, which reports each plan as a notice of the statement's answer.
 */
async function embeddedStatementPlans(dataDir: string, tenant: BenchTenant) {
  const pglite = await PGlite.create(dataDir, { extensions: { btree_gin, auto_explain } });
  const entries: Explained[] = [];
  const onNotice = (notice: { message?: string }) => void entries.push(...explainedIn(notice.message ?? ''));
  const execProtocol = pglite.execProtocol.bind(pglite);
  const execProtocolStream = pglite.execProtocolStream.bind(pglite);
  pglite.execProtocol = (message, options) => execProtocol(message, { ...options, onNotice });
  pglite.execProtocolStream = (message, options) => execProtocolStream(message, { ...options, onNotice });
  await pglite.exec(
    ["LOAD 'auto_explain'", "SET auto_explain.log_level = 'notice'", ...AUTO_EXPLAIN_SETTINGS.map((s) => `SET ${s}`)]
      .concat(`SET ROLE ${APP_ROLE}`)
      .join(';'),
  );
  const db = new PGliteDatabase(pglite);
  const app = await buildApp({ db, operatorToken: null, logger: false });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const server = { url: address, pid: process.pid, stop: async () => {} };
    for (const scenario of scenariosNamed(tenant, wanted)) {
      await untilSequenced(server);
      entries.length = 0;
      const result = await loadScenario(server, tenant, scenario, { connections: 1, durationSeconds: 2 });
      reportStatements(scenario.name, result, entries);
    }
  } finally {
    await app.close();
    await db.close();
  }
}

/** The time of an update of 200 issues (text, estimate, updated_at), the median of five, in ms. */
async function timedUpdate(client: pg.Client, tenant: BenchTenant): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) UPDATE issues SET description = description || ' edited',
         estimated = coalesce(estimated, 0) + 1, updated_at = now()
       WHERE tenant_id = $1 AND id = ANY($2::int[])`,
      [tenant.tenantId, tenant.sampleIssueIds.slice(round * 200, round * 200 + 200)],
    );
    times.push(rows[0]!['QUERY PLAN'][0]['Execution Time']);
  }
  return times.sort((a, b) => a - b)[2]!;
}

async function indexShares(url: string, tenant: BenchTenant) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: indexes } = await client.query<{ name: string }>(
      `SELECT indexrelid::regclass::text AS name FROM pg_index WHERE indrelid = 'issues'::regclass ORDER BY 1`,
    );
    // Each measurement starts from a vacuumed table: the rolled-back updates leave dead row versions
    // and index entries that would make every later measurement slower than the one before.
    const timed = async (drop: string[]) => {
      await client.query('VACUUM issues');
      await client.query('BEGIN');
      try {
        for (const index of drop) await client.query(`DROP INDEX ${index}`);
        return await timedUpdate(client, tenant);
      } finally {
        await client.query('ROLLBACK');
      }
    };
    const secondary = indexes.filter((i) => !i.name.endsWith('_pkey')).map((i) => i.name);
    await timed([]); // warms the cache, so that the first measurement is not the only cold one
    const all = await timed([]);
    const none = await timed(secondary);
    log(
      `## An update of 200 issues: ${all.toFixed(1)} ms with every index, ${none.toFixed(1)} ms with the primary key only`,
    );
    const btrees = await timed(secondary.filter((name) => name !== 'issues_search'));
    log(`  without the B-tree indexes but with the search's GIN index: ${btrees.toFixed(1)} ms`);
  } finally {
    await client.end();
  }
}

async function profilePostgres() {
  const server = await postgresServer();
  try {
    const { url, tenant } = await seededDatabase(server.adminUrl, 'tracker_profile', seedOptions);
    if (args.memory)
      return await memoryProfile({ DATABASE_URL: url }, tenant, scenariosNamed(tenant, wanted), memoryOptions);
    await cpuProfiles({ DATABASE_URL: url }, tenant);
    await statementPlans(server.adminUrl, url, server.logFile!, tenant);
    await indexShares(url, tenant);
  } finally {
    await server.stop();
  }
}

async function profilePGlite() {
  await inTemporaryFolder('tracker-profile-', async (dir) => {
    const dataDir = path.join(dir, 'data');
    const tenant = await seededEmbeddedStore(dataDir, seedOptions);
    if (args.memory)
      return await memoryProfile({ DATA_DIR: dataDir }, tenant, scenariosNamed(tenant, wanted), memoryOptions);
    await cpuProfiles({ DATA_DIR: dataDir }, tenant);
    await embeddedStatementPlans(dataDir, tenant);
  });
}

const seedOptions = { issues: Number(args.issues), tenants: 100 };
const memoryOptions = { connections: Number(args.connections), durationSeconds: Number(args.duration), log };
execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
await (args.store === 'pglite' ? profilePGlite() : profilePostgres());

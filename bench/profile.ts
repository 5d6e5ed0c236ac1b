/**
 * npm run bench:profile -- [--scenarios "PUT /issues/{id},POST /issues,POST /v1/activity"] [--issues 10000]
 *                          [--duration 10] [--connections 50]
 *
 * Where the time of each write goes, on a PostgreSQL cluster of its own with the benchmark's
 * settings (bench/postgres.ts) and a seeded store:
 * 1. the service's CPU profile under each scenario at `--connections` (V8's --cpu-prof): self time
 *    by package and the functions that take most;
 * 2. every statement each scenario sends, under auto_explain (ANALYZE, BUFFERS, triggers) at one
 *    connection: calls, mean time, and the plan of the slowest statement;
 * 3. what the indexes of `issues` cost an update of 200 issues: the update timed with them dropped,
 *    inside a transaction rolled back (DROP INDEX is transactional). Dropping one index at a time
 *    was tried: the differences were below the noise of a 20 ms statement.
 * Writes the whole report to stdout.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { postgresServer, seededDatabase } from './postgres.js';
import { startService } from './processes.js';
import { loadScenario, scenariosNamed } from './scenarios.js';
import type { BenchTenant } from './seed.js';

const { values: args } = parseArgs({
  options: {
    scenarios: { type: 'string', default: 'PUT /issues/{id},POST /issues,POST /v1/activity' },
    issues: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const wanted = args.scenarios.split(',').map((name) => name.trim());
const log = (line = '') => process.stdout.write(`${line}\n`);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** What a piece of code belongs to: an npm package, Node itself, the service, or V8's own work. */
function ownerOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
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

async function cpuProfiles(url: string, tenant: BenchTenant) {
  for (const scenario of scenariosNamed(tenant, wanted)) {
    const dir = await mkdtemp(path.join(tmpdir(), 'tracker-cpu-'));
    try {
      const server = await startService({ DATABASE_URL: url }, undefined, {}, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
      const result = await loadScenario(server, tenant, scenario, {
        connections: Number(args.connections),
        durationSeconds: Number(args.duration),
        onPostgres: true,
      });
      await server.stop();
      const [file] = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
      log(
        `## ${scenario.name}, ${args.connections} connections: ${result.requestsPerSecond} req/s, CPU per request ` +
          `${result.cpu!.serviceMs} ms service, ${result.cpu!.databaseMs} ms database`,
      );
      log(summarizeProfile(path.join(dir, file!)).join('\n'));
      log();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

interface Explained {
  ms: number;
  text: string;
}

/** The auto_explain entries in the server log after byte `from`. */
function explainedSince(logFile: string, from: number): Explained[] {
  const text = readFileSync(logFile, 'utf8').slice(from);
  return text
    .split(/\n(?=\S.*LOG: {2}duration: )/)
    .map((entry) => /LOG: {2}duration: ([\d.]+) ms {2}plan:\n([\s\S]*)/.exec(entry))
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

async function statementPlans(adminUrl: string, url: string, logFile: string, tenant: BenchTenant) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const setting of [
    "session_preload_libraries = 'auto_explain'",
    'auto_explain.log_min_duration = 0',
    'auto_explain.log_analyze = on',
    'auto_explain.log_buffers = on',
    'auto_explain.log_triggers = on',
    'auto_explain.log_nested_statements = on',
  ]) {
    await admin.query(`ALTER DATABASE ${name} SET ${setting}`);
  }
  try {
    const server = await startService({ DATABASE_URL: url });
    try {
      for (const scenario of scenariosNamed(tenant, wanted)) {
        const from = statSync(logFile).size;
        const result = await loadScenario(server, tenant, scenario, { connections: 1, durationSeconds: 2 });
        const entries = explainedSince(logFile, from);
        const byStatement = new Map<string, Explained[]>();
        for (const entry of entries)
          byStatement.set(statementOf(entry), [...(byStatement.get(statementOf(entry)) ?? []), entry]);
        log(
          `## ${scenario.name}: statements per request, ${result.requests} requests at 1 connection under auto_explain`,
        );
        const rows = [...byStatement.entries()].sort(
          (a, b) => b[1].reduce((s, e) => s + e.ms, 0) - a[1].reduce((s, e) => s + e.ms, 0),
        );
        for (const [statement, runs] of rows) {
          const mean = runs.reduce((s, e) => s + e.ms, 0) / runs.length;
          log(
            `  ${(runs.length / Math.max(result.requests, 1)).toFixed(2)} per request, mean ${mean.toFixed(3)} ms: ${statement}`,
          );
        }
        const slowest = rows[0]?.[1].sort((a, b) => a.ms - b.ms)[Math.floor(rows[0][1].length / 2)];
        if (slowest) log(`\nthe median run of the costliest statement (${slowest.ms} ms):\n${slowest.text}`);
        log();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`ALTER DATABASE ${name} RESET ALL`);
    await admin.end();
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

execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
const server = await postgresServer();
try {
  const { url, tenant } = await seededDatabase(server.adminUrl, 'tracker_profile', {
    issues: Number(args.issues),
    tenants: 100,
  });
  await cpuProfiles(url, tenant);
  await statementPlans(server.adminUrl, url, server.logFile!, tenant);
  await indexShares(url, tenant);
} finally {
  await server.stop();
}

/**
 * npm run bench:compare -- --base <rev> [--store postgres|pglite] [--scenarios "POST /issues,PUT /issues/{id}"]
 *                          [--rounds 3] [--duration 5] [--connections 50] [--issues 10000] [--admin-url <url>]
 *
 * Answers "did this change make the service slower?" where a whole `npm run bench` cannot: on this
 * machine req/s of identical code moves by more than the 10-15 % guard rails between runs. Both builds
 * (the working tree and `--base`, built in a temporary git worktree) serve the same seeded store in
 * turn, round after round, so that slow and fast minutes fall on both. Besides req/s it reports the
 * CPU time per request of the service process and of the PostgreSQL server, read from /proc, which
 * moves much less with the machine's load than throughput does, and the service's highest resident
 * memory. Each build runs with the Node flags of its own `npm start`.
 */
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../src/testing/process.js';
import { postgresServer, seededDatabase } from './postgres.js';
import { startService } from './processes.js';
import { loadScenario, scenariosNamed } from './scenarios.js';
import { type BenchTenant, seededEmbeddedStore } from './seed.js';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    store: { type: 'string', default: 'postgres' },
    scenarios: { type: 'string', default: 'POST /issues,PUT /issues/{id},POST /v1/activity' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    issues: { type: 'string', default: '10000' },
    'admin-url': { type: 'string' },
  },
});
if (!args.base) throw new Error('--base <git revision> is required');
const wanted = args.scenarios.split(',').map((name) => name.trim());
// The deep page needs a cursor from walking the list, which only `npm run bench` does.
if (wanted.some((name) => 'GET /issues deep page'.startsWith(name))) throw new Error('the deep page is not compared');
const log = (line: string) => process.stdout.write(`${line}\n`);

/** A build of `rev` in a temporary worktree that shares this tree's node_modules. */
function buildRevision(rev: string, dir: string): string {
  execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: PROJECT_ROOT, stdio: 'ignore' });
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: dir, stdio: 'inherit' });
  return path.join(dir, 'dist/main.js');
}

interface Sample {
  build: string;
  scenario: string;
  requestsPerSecond: number;
  serviceMsPerRequest: number;
  databaseMsPerRequest: number;
  highestRssMb: number;
  errors: number;
}

type StoreEnv = Parameters<typeof startService>[0];

async function measure(build: string, entry: string, store: StoreEnv, tenant: BenchTenant) {
  const server = await startService(store, entry);
  const samples: Sample[] = [];
  try {
    for (const scenario of scenariosNamed(tenant, wanted)) {
      const result = await loadScenario(server, tenant, scenario, {
        connections: Number(args.connections),
        durationSeconds: Number(args.duration),
        onPostgres: args.store === 'postgres',
      });
      samples.push({
        build,
        scenario: scenario.name,
        requestsPerSecond: result.requestsPerSecond,
        serviceMsPerRequest: result.cpu!.serviceMs,
        databaseMsPerRequest: result.cpu!.databaseMs ?? 0,
        highestRssMb: result.rssMb ?? 0,
        errors: result.errors + result.non2xx,
      });
      log(JSON.stringify(samples.at(-1)));
    }
  } finally {
    await server.stop();
  }
  return samples;
}

async function seededStore(dir: string): Promise<{ store: StoreEnv; tenant: BenchTenant; drop: () => Promise<void> }> {
  const issues = Number(args.issues);
  if (args.store === 'pglite') {
    const dataDir = path.join(dir, 'data');
    const tenant = await seededEmbeddedStore(dataDir, { issues, tenants: 10 });
    return { store: { DATA_DIR: dataDir }, tenant, drop: async () => {} };
  }
  const server = await postgresServer(args['admin-url']);
  const seeded = await seededDatabase(server.adminUrl, 'tracker_compare', { issues, tenants: 10 });
  const drop = async () => {
    await seeded.drop();
    await server.stop();
  };
  return { store: { DATABASE_URL: seeded.url }, tenant: seeded.tenant, drop };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summarize(samples: Sample[]) {
  log('\n| Scenario | measure | base | working tree | tree / base |\n|---|---|---|---|---|');
  for (const scenario of [...new Set(samples.map((s) => s.scenario))]) {
    for (const measure of [
      'requestsPerSecond',
      'serviceMsPerRequest',
      'databaseMsPerRequest',
      'highestRssMb',
    ] as const) {
      const of = (build: string) =>
        median(samples.filter((s) => s.scenario === scenario && s.build === build).map((s) => s[measure]));
      const [base, tree] = [of('base'), of('tree')];
      log(`| ${scenario} | ${measure} | ${base} | ${tree} | ${base ? Math.round((tree / base) * 100) : '–'} % |`);
    }
  }
}

const dir = await mkdtemp(path.join(tmpdir(), 'tracker-compare-'));
const baseDir = path.join(dir, 'base');
try {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  const builds = { base: buildRevision(args.base, baseDir), tree: path.join(PROJECT_ROOT, 'dist/main.js') };
  const { store, tenant, drop } = await seededStore(dir);
  const samples: Sample[] = [];
  try {
    for (let round = 0; round < Number(args.rounds); round++) {
      // Alternate which build goes first, so that neither always runs on the warmer store.
      const order = round % 2 === 0 ? (['base', 'tree'] as const) : (['tree', 'base'] as const);
      for (const build of order) samples.push(...(await measure(build, builds[build], store, tenant)));
    }
  } finally {
    await drop();
  }
  summarize(samples);
  if (samples.some((s) => s.errors > 0)) throw new Error('a measurement had errors');
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: PROJECT_ROOT, stdio: 'ignore' });
  await rm(dir, { recursive: true, force: true });
}

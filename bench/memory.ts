/**
 * Where the service's resident memory goes (`npm run bench:profile -- --memory`): one service
 * process runs the scenarios in the benchmark's order, as in `npm run bench`, and after each one
 * its memory is split into the V8 heap (committed and used, by space), memory outside it that V8
 * knows of (Buffers), and what /proc counts as file-backed (the node binary's code) and anonymous.
 * At the end a heap snapshot (which collects garbage first) tells what the live objects are.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { inTemporaryFolder, type Server, startService, type StoreEnv } from './processes.js';
import { loadScenario, type Scenario } from './scenarios.js';
import type { BenchTenant } from './seed.js';

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(0);

/** The gauges of prom-client's default metrics that `/metrics` shows, by name and labels. */
async function processGauges(server: Server): Promise<Map<string, number>> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const gauges = new Map<string, number>();
  for (const [, name, value] of text.matchAll(/^((?:nodejs|process)_[^\s]+) ([\d.e+]+)$/gm)) {
    gauges.set(name!, Number(value));
  }
  return gauges;
}

/** Resident memory of `pid` split by /proc into file-backed pages (code) and anonymous ones, in kB. */
function residentKb(pid: number): { rss: number; file: number; anonymous: number } {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
  return { rss: field('Rss'), file: field('Rss') - field('Anonymous'), anonymous: field('Anonymous') };
}

const SPACES = ['new', 'old', 'code', 'large_object', 'map'];

/** The cells of one row of the memory table: what the process holds now. */
async function memoryCells(server: Server): Promise<string[]> {
  const gauges = await processGauges(server);
  const gauge = (name: string) => gauges.get(name) ?? 0;
  const resident = residentKb(server.pid);
  const spaces = SPACES.map(
    (space) =>
      `${mb(gauge(`nodejs_heap_space_size_used_bytes{space="${space}"}`))}/` +
      mb(gauge(`nodejs_heap_space_size_total_bytes{space="${space}"}`)),
  );
  return [
    (resident.rss / 1024).toFixed(0),
    (resident.file / 1024).toFixed(0),
    `${mb(gauge('nodejs_heap_size_used_bytes'))}/${mb(gauge('nodejs_heap_size_total_bytes'))}`,
    ...spaces,
    mb(gauge('nodejs_external_memory_bytes')),
  ];
}

/** Self size of a heap snapshot's objects by kind and constructor: the largest `count`, in MB. */
function summarizeSnapshot(file: string, count: number): string[] {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const {
    node_fields: fields,
    node_types: [types],
  } = snapshot.snapshot.meta;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((name) => fields.indexOf(name));
  const bySort = new Map<string, number>();
  let total = 0;
  for (let at = 0; at < snapshot.nodes.length; at += fields.length) {
    const type = types[snapshot.nodes[at + typeAt!]!]!;
    const size = snapshot.nodes[at + sizeAt!]!;
    // Objects are told apart by constructor; strings, code and arrays only by kind.
    const sort =
      type === 'object' || type === 'native' ? `${type} ${snapshot.strings[snapshot.nodes[at + nameAt!]!]}` : type;
    bySort.set(sort, (bySort.get(sort) ?? 0) + size);
    total += size;
  }
  return [
    `live objects after a full collection: ${mb(total)} MB`,
    ...[...bySort]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([sort, size]) => `  ${(size / MB).toFixed(1).padStart(6)} MB  ${sort}`),
  ];
}

/** Asks the service for a heap snapshot (--heapsnapshot-signal) and waits until it is written. */
async function heapSnapshot(server: Server, dir: string): Promise<string> {
  process.kill(server.pid, 'SIGUSR2');
  for (let waited = 0; waited < 120_000; waited += 500) {
    await setTimeout(500);
    const [name] = readdirSync(dir).filter((each) => each.endsWith('.heapsnapshot'));
    if (!name) continue;
    const file = path.join(dir, name);
    const size = statSync(file).size;
    await setTimeout(1000);
    // V8 writes the snapshot in chunks: it is whole once it stops growing.
    if (size > 0 && statSync(file).size === size) return file;
  }
  throw new Error('the heap snapshot was not written within two minutes');
}

export async function memoryProfile(
  store: StoreEnv,
  tenant: BenchTenant,
  scenarios: Scenario[],
  options: { connections: number; durationSeconds: number; log: (line?: string) => void },
): Promise<void> {
  const { log } = options;
  await inTemporaryFolder('tracker-heap-', async (dir) => {
    const server = await startService(store, undefined, {}, [
      '--heapsnapshot-signal=SIGUSR2',
      `--diagnostic-dir=${dir}`,
    ]);
    try {
      log('## Memory of one service process through the scenarios, in MB (heap: used/committed)');
      log();
      log(`| After | RSS peak | RSS | of it file-backed | V8 heap | ${SPACES.join(' | ')} | external |`);
      log(`|${' --- |'.repeat(SPACES.length + 6)}`);
      const row = async (cells: (string | number)[]) =>
        log(`| ${[...cells, ...(await memoryCells(server))].join(' | ')} |`);
      await row(['start', '']);
      for (const scenario of scenarios) {
        let peak: number | null = null;
        for (const connections of scenario.connections ?? [options.connections]) {
          const result = await loadScenario(server, tenant, scenario, {
            connections,
            durationSeconds: options.durationSeconds,
            onPostgres: 'DATABASE_URL' in store,
          });
          peak = Math.max(peak ?? 0, result.rssMb ?? 0);
        }
        await row([scenario.name, peak ?? '']);
      }
      log();
      log(summarizeSnapshot(await heapSnapshot(server, dir), 15).join('\n'));
      log();
    } finally {
      await server.stop();
    }
  });
}

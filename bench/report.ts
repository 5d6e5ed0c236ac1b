import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { EVENTS_SCENARIO, type EventMeasurement } from './events.js';
import type { LoadResult } from './load.js';
import { CALENDAR_MONTH, CALENDAR_YEAR, TEAM_FEED } from './scenarios.js';

export type Measurement = {
  store: string;
  issues: number;
  scenario: string;
  ceiling: 'select' | 'insert' | null;
  coldStartMs?: number;
  events?: EventMeasurement;
} & Partial<LoadResult>;

export interface RunReport {
  date: string;
  commit: string;
  options: {
    stores: string[];
    duration: number;
    connections: number[];
    sizes: number[];
    tenants: number;
    /** The parts of scenario names a partial run was limited to. */
    only?: string[] | null;
  };
  measurements: Measurement[];
}

interface Target {
  name: string;
  actual: string;
  met: boolean | null;
}

const RESULTS_DIR = new URL('./results/', import.meta.url);
const RESULTS_FILE = new URL('./RESULTS.md', import.meta.url);

/** The ceiling a measurement is compared with: same store, same connections, same dataset. */
function ceilingOf(all: Measurement[], m: Measurement): Measurement | undefined {
  if (!m.ceiling) return undefined;
  const kind = `ceiling ${m.store === 'postgres' ? 'pg' : 'pglite'}-${m.ceiling}`;
  return all.find((c) => c.scenario === kind && c.store === m.store && c.connections === m.connections);
}

function ratio(all: Measurement[], m: Measurement): number | null {
  const ceiling = ceilingOf(all, m);
  return ceiling?.requestsPerSecond && m.requestsPerSecond !== undefined
    ? m.requestsPerSecond / ceiling.requestsPerSecond
    : null;
}

const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)} %`);

function find(all: Measurement[], store: string, scenario: string, connections?: number, issues?: number) {
  return all.find(
    (m) =>
      m.store === store &&
      m.scenario === scenario &&
      (connections === undefined || m.connections === connections) &&
      (issues === undefined || m.issues === issues),
  );
}

/** The targets of issue 8, evaluated on this run; null where the run did not measure it. */
function targets(report: RunReport): Target[] {
  const all = report.measurements;
  const c = Math.max(...report.options.connections);
  const [small, large] = [Math.min(...report.options.sizes), Math.max(...report.options.sizes)];
  const atLeast = (name: string, m: Measurement | undefined, share: number): Target => {
    const value = m ? ratio(all, m) : null;
    return { name, actual: percent(value), met: value === null ? null : value >= share };
  };
  const pg = (scenario: string, issues = small) => find(all, 'postgres', scenario, c, issues);
  const bulk = find(all, 'postgres', 'PUT /issues/bulk-edit (1,000 ids)', 1);
  const first = [pg('GET /issues first page'), pg('GET /issues first page', large)];
  const deep = pg('GET /issues deep page');
  const one = pg('GET /issues/{id}');
  const unchanged = pg('GET /issues/{id} If-None-Match');
  const two = pg('GET /issues/{id}, two processes');
  const cold = all.find((m) => m.coldStartMs !== undefined);
  const loads = all.filter((m) => m.requestsPerSecond !== undefined && !m.scenario.startsWith('ceiling'));
  const errors = loads.reduce((sum, m) => sum + (m.errors ?? 0) + (m.non2xx ?? 0), 0);
  const spread = loads.filter((m) => m.p99! > 10 * Math.max(m.p50!, 1));
  // The targets are for PostgreSQL unless they say otherwise; the embedded store keeps its whole
  // database in the process, so its RSS is reported beside them instead.
  const rss = Math.max(...loads.filter((m) => m.store === 'postgres').map((m) => m.rssMb ?? 0));
  const embeddedRss = Math.max(...loads.filter((m) => m.store === 'pglite').map((m) => m.rssMb ?? 0));
  const compare = (name: string, a: number | undefined, b: number | undefined, factor: number): Target => ({
    name,
    actual: a !== undefined && b ? `${(a / b).toFixed(2)}×` : '–',
    met: a !== undefined && b ? a <= factor * b : null,
  });
  return [
    ...eventTargets(all),
    ...calendarTargets(all),
    atLeast(`GET /issues/{id} ≥ 70 % of ceiling (b), PostgreSQL, ${c} connections`, one, 0.7),
    atLeast('GET /v1/activity/{id} ≥ 70 % of ceiling (b)', pg('GET /v1/activity/{id}'), 0.7),
    atLeast('POST /issues ≥ 50 % of ceiling (c)', pg('POST /issues'), 0.5),
    atLeast('POST /v1/activity ≥ 50 % of ceiling (c)', pg('POST /v1/activity (two weeks)'), 0.5),
    {
      name: 'bulk edit of 1,000 issues: p50 ≤ 150 ms',
      actual: bulk ? `${bulk.p50} ms` : '–',
      met: bulk ? bulk.p50! <= 150 : null,
    },
    compare(`list page p50 at ${large} issues ≤ 1.5 × at ${small}`, first[1]?.p50, first[0]?.p50, 1.5),
    {
      // Issue 19: answering a GET with 304 must cost no more than answering it with the body.
      name: `GET /issues/{id} with a matching If-None-Match at least as fast as without, ${c} connections`,
      actual: unchanged && one ? `${unchanged.requestsPerSecond} vs ${one.requestsPerSecond} req/s` : '–',
      met: unchanged && one ? unchanged.requestsPerSecond! >= one.requestsPerSecond! : null,
    },
    compare('deep page p50 ≤ 1.2 × first page', deep?.p50, first[0]?.p50, 1.2),
    { name: 'no errors', actual: String(errors), met: errors === 0 },
    {
      name: 'p99 ≤ 10 × p50 in every scenario',
      actual: spread.length === 0 ? 'all' : spread.map((m) => `${m.store} ${m.scenario} c=${m.connections}`).join('; '),
      met: spread.length === 0,
    },
    { name: 'server RSS ≤ 250 MB (PostgreSQL)', actual: `${rss} MB`, met: rss <= 250 },
    {
      name: 'server RSS, embedded store (no target; the database lives in the process)',
      actual: `${embeddedRss} MB`,
      met: null,
    },
    atLeast('embedded: GET /issues/{id} ≥ 60 % of ceiling (d)', find(all, 'pglite', 'GET /issues/{id}', c), 0.6),
    {
      name: 'embedded: cold start to /ready ≤ 3 s with 100k issues',
      actual: cold ? `${cold.coldStartMs} ms` : '–',
      met: cold ? cold.coldStartMs! <= 3000 : null,
    },
    {
      name: 'two processes raise GET throughput ≥ 1.6×',
      actual: one && two ? `${(two.requestsPerSecond! / one.requestsPerSecond!).toFixed(2)}×` : '–',
      met: one && two ? two.requestsPerSecond! >= 1.6 * one.requestsPerSecond! : null,
    },
  ];
}

/** Issue 21: the team calendar and its feed for a team of 50, one connection, PostgreSQL. */
function calendarTargets(all: Measurement[]): Target[] {
  const p50AtMost = (scenario: string, ms: number): Target => {
    const m = find(all, 'postgres', scenario, 1);
    return {
      name: `${scenario}: p50 ≤ ${ms} ms, 1 connection`,
      actual: m ? `${m.p50} ms` : '–',
      met: m ? m.p50! <= ms : null,
    };
  };
  return [p50AtMost(CALENDAR_MONTH, 20), p50AtMost(CALENDAR_YEAR, 100), p50AtMost(TEAM_FEED, 100)];
}

/** Issue 20: webhook delivery delay and the JetStream relay's pace under the mixed profile, per store. */
function eventTargets(all: Measurement[]): Target[] {
  return ['postgres', 'pglite'].flatMap((store) => {
    const events = find(all, store, EVENTS_SCENARIO)?.events;
    const relay = events?.relay;
    return [
      {
        name: `${store}: webhook commit-to-delivery p50 ≤ 50 ms and p99 ≤ 250 ms, mixed profile`,
        actual: events ? `p50 ${events.deliveryP50} ms, p99 ${events.deliveryP99} ms` : '–',
        met: events ? events.deliveryP50 <= 50 && events.deliveryP99 <= 250 : null,
      },
      {
        name: `${store}: JetStream relay keeps up with the mixed profile (backlog at the end ≤ 1 s of events, drained within 2 s)`,
        actual: relay ? `${relay.backlogEnd} left of ${events.eventsPerSecond}/s, drained in ${relay.drainMs} ms` : '–',
        met: relay ? relay.backlogEnd <= events.eventsPerSecond && relay.drainMs <= 2000 : null,
      },
    ];
  });
}

function eventRows(all: Measurement[]): string[] {
  const measured = all.filter((m) => m.events);
  if (measured.length === 0) return [];
  return [
    '## Events',
    '',
    'The mixed profile with a webhook (on 127.0.0.1, subscribed to every event) and, where nats-server is ' +
      "installed, the JetStream relay on. Delivery delay: from the start of the change's transaction " +
      "(the event's `occurredAt`) to its arrival at the receiver, in ms. Relay backlog: events not yet " +
      'published, sampled from `/metrics` every 250 ms.',
    '',
    '| Store | Connections | req/s | Events/s | Deliveries | Delay p50 | p99 | max | Relay backlog max | at end | Lag max s | Drained in ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...measured.map(({ store, connections, requestsPerSecond, events: e }) => {
      const relay = e!.relay;
      const relayCells = relay
        ? `${relay.backlogMax} | ${relay.backlogEnd} | ${relay.lagMaxSeconds.toFixed(2)} | ${relay.drainMs}`
        : '– | – | – | –';
      return `| ${store} | ${connections} | ${requestsPerSecond} | ${e!.eventsPerSecond} | ${e!.deliveries} | ${e!.deliveryP50} | ${e!.deliveryP99} | ${e!.deliveryMax} | ${relayCells} |`;
    }),
    '',
  ];
}

function markdown(report: RunReport): string {
  const cpu = os.cpus();
  const rows = report.measurements.map((m) =>
    m.coldStartMs !== undefined
      ? `| ${m.store} | ${m.issues} | ${m.scenario} | | | ${m.coldStartMs} ms | | | | | |`
      : `| ${m.store} | ${m.issues} | ${m.scenario} | ${m.connections} | ${m.requestsPerSecond} | ${m.p50} | ${m.p99} | ${m.p999} | ${(m.errors ?? 0) + (m.non2xx ?? 0)} | ${m.rssMb ?? ''} | ${percent(ratio(report.measurements, m))} |`,
  );
  const verdict = (met: boolean | null) => (met === null ? '–' : met ? 'met' : '**not met**');
  return [
    '# Benchmark results',
    '',
    `Run ${report.date} on commit ${report.commit}: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}. ` +
      `Load from autocannon in one process on the same machine; ${report.options.duration} s per measurement; ` +
      `${report.options.tenants} tenants share the database. Generated by \`npm run bench\`; the raw numbers are in \`bench/results/\`.`,
    '',
    '## Targets',
    '',
    '| Target | This run | |',
    '|---|---|---|',
    ...targets(report).map((t) => `| ${t.name} | ${t.actual} | ${verdict(t.met)} |`),
    '',
    '## Measurements',
    '',
    'Latencies in ms. Ratio: throughput against the ceiling of the same store and connections ' +
      '((b) one primary-key SELECT, (c) one INSERT in a transaction, (d) the same on PGlite).',
    '',
    '| Store | Issues | Scenario | Connections | req/s | p50 | p99 | p99.9 | Errors | RSS MB | Ratio to ceiling |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...eventRows(report.measurements),
  ].join('\n');
}

/** The run's measurements as bench/results/<date>.json, and, for a whole run, as bench/RESULTS.md. */
export async function writeReport(report: RunReport, { partial }: { partial: boolean }): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = new URL(`${report.date.replace(/[:.]/g, '-')}.json`, RESULTS_DIR);
  await writeFile(file, JSON.stringify(report, null, 2));
  if (!partial) await writeFile(RESULTS_FILE, markdown(report));
  return file.pathname;
}

import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import type { EventMeasurement } from './events.js';
import { EXPORTS_SCENARIO, type ExportMeasurement } from './exports.js';
import type { LoadResult, LoadWindow } from './load.js';
import { MIXED_ALL_OFF, MIXED_ALL_ON, MIXED_EMAIL_ON } from './mixed.js';
import type { MailMeasurement } from './notifications.js';
import { RESTART_SCENARIO, type RestartTry } from './restart.js';
import {
  BALANCE_YEAR,
  CALENDAR_MONTH,
  CALENDAR_YEAR,
  type CeilingWork,
  SOAK_SCENARIO,
  TEAM_FEED,
  TIME_REPORT_YEAR,
  TIMESHEET_WEEK,
} from './scenarios.js';

export type Measurement = {
  store: string;
  issues: number;
  scenario: string;
  ceiling: CeilingWork | null;
  coldStartMs?: number;
  events?: EventMeasurement;
  mail?: MailMeasurement;
  export?: ExportMeasurement;
  restarts?: RestartTry[];
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
    /** Seconds of the held load, when it ran. */
    soak?: number | null;
  };
  /** The PostgreSQL server's settings that results depend on, as it reported them. */
  postgresSettings?: Record<string, string>;
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
const verdict = (met: boolean | null) => (met === null ? '–' : met ? 'met' : '**not met**');

function find(all: Measurement[], store: string, scenario: string, connections?: number, issues?: number) {
  return all.find(
    (m) =>
      m.store === store &&
      m.scenario === scenario &&
      (connections === undefined || m.connections === connections) &&
      (issues === undefined || m.issues === issues),
  );
}

/**
 * The targets of issue 58, and those of earlier issues still in force (8, 19, 20, 21, 22, 43, 55 and
 * D18's exports), evaluated on this run: each from measurements of this run only, '–' where it did
 * not measure them. PostgreSQL unless a row names the embedded store.
 */
function targets(report: RunReport): Target[] {
  const all = report.measurements;
  const c = Math.max(...report.options.connections);
  const [small, large] = [Math.min(...report.options.sizes), Math.max(...report.options.sizes)];
  const atLeast = (name: string, m: Measurement | undefined, share: number): Target => {
    const value = m ? ratio(all, m) : null;
    return { name, actual: percent(value), met: value === null ? null : value >= share };
  };
  const shareOnly = (name: string, m: Measurement | undefined): Target => ({
    name,
    actual: percent(m ? ratio(all, m) : null),
    met: null,
  });
  const pg = (scenario: string, issues = small) => find(all, 'postgres', scenario, c, issues);
  const embedded = (scenario: string) => find(all, 'pglite', scenario, c);
  const first = [pg('GET /issues first page'), pg('GET /issues first page', large)];
  const deep = pg('GET /issues deep page');
  const one = pg('GET /issues/{id}');
  const unchanged = pg('GET /issues/{id} If-None-Match');
  const two = pg('GET /issues/{id}, two processes');
  const cold = all.find((m) => m.coldStartMs !== undefined);
  const loads = all.filter((m) => m.requestsPerSecond !== undefined && !m.scenario.startsWith('ceiling'));
  const errors = loads.reduce((sum, m) => sum + (m.errors ?? 0) + (m.non2xx ?? 0), 0);
  const compare = (name: string, a: number | undefined, b: number | undefined, factor: number): Target => ({
    name,
    actual: a !== undefined && b ? `${(a / b).toFixed(2)}×` : '–',
    met: a !== undefined && b ? a <= factor * b : null,
  });
  /** Every write scenario (those compared with a ceiling that writes) against the CPU of ceiling (c)/(d). */
  const writeCpu = (store: string) => {
    const insert = find(all, store, `ceiling ${store === 'postgres' ? 'pg' : 'pglite'}-insert`, c)?.cpu?.serviceMs;
    const writes = all.filter(
      (m) => m.store === store && m.ceiling !== null && m.ceiling !== 'select' && m.connections === c && m.cpu,
    );
    const worst = writes.reduce<Measurement | undefined>(
      (w, m) => (w && w.cpu!.serviceMs >= m.cpu!.serviceMs ? w : m),
      undefined,
    );
    return {
      name: `${store}: service CPU per request of every write scenario ≤ 3 × the insert ceiling's, ${c} connections`,
      actual: insert && worst ? `${worst.scenario} ${(worst.cpu!.serviceMs / insert).toFixed(1)}×` : '–',
      met: insert && worst ? worst.cpu!.serviceMs <= 3 * insert : null,
    };
  };
  const bulkOf = (store: string, ms: number): Target => {
    const m = find(all, store, 'PUT /issues/bulk-edit (1,000 ids)', 1);
    return {
      name: `${store}: bulk edit of 1,000 issues p50 ≤ ${ms} ms`,
      actual: m ? `${m.p50} ms` : '–',
      met: m ? m.p50! <= ms : null,
    };
  };
  return [
    ...mixedTargets(all, c),
    ...mailTargets(all),
    ...exportTargets(all),
    ...oneConnectionTargets(all),
    atLeast(`GET /issues/{id} ≥ 85 % of ceiling (b), ${c} connections`, one, 0.85),
    atLeast('GET /v1/activity/{id} ≥ 70 % of ceiling (b)', pg('GET /v1/activity/{id}'), 0.7),
    atLeast(`PUT /issues/{id} ≥ 60 % of ceiling (e), ${c} connections`, pg('PUT /issues/{id}'), 0.6),
    atLeast(`embedded: PUT /issues/{id} ≥ 60 % of ceiling (e), ${c} connections`, embedded('PUT /issues/{id}'), 0.6),
    atLeast(`POST /issues ≥ 60 % of ceiling (f), ${c} connections`, pg('POST /issues'), 0.6),
    shareOnly(`embedded: POST /issues, share of ceiling (f) (no target), ${c} connections`, embedded('POST /issues')),
    atLeast(
      `POST /v1/activity (two weeks) ≥ 60 % of ceiling (f), ${c} connections`,
      pg('POST /v1/activity (two weeks)'),
      0.6,
    ),
    shareOnly(
      `embedded: POST /v1/activity (two weeks), share of ceiling (f) (no target), ${c} connections`,
      embedded('POST /v1/activity (two weeks)'),
    ),
    bulkOf('postgres', 150),
    bulkOf('pglite', 300),
    atLeast('GET /issues first page ≥ 50 % of ceiling (b)', first[0], 0.5),
    atLeast('GET /issues deep page ≥ 50 % of ceiling (b)', deep, 0.5),
    compare(`list first page p50 at ${large} issues ≤ 1.2 × at ${small}`, first[1]?.p50, first[0]?.p50, 1.2),
    compare(
      `list deep page p50 at ${large} issues ≤ 1.2 × at ${small}`,
      pg('GET /issues deep page', large)?.p50,
      deep?.p50,
      1.2,
    ),
    {
      // Issue 19: answering a GET with 304 must cost no more than answering it with the body.
      name: `GET /issues/{id} with a matching If-None-Match at least as fast as without, ${c} connections`,
      actual: unchanged && one ? `${unchanged.requestsPerSecond} vs ${one.requestsPerSecond} req/s` : '–',
      met: unchanged && one ? unchanged.requestsPerSecond! >= one.requestsPerSecond! : null,
    },
    { name: 'no errors', actual: String(errors), met: errors === 0 },
    ...spreadTargets(loads),
    writeCpu('postgres'),
    writeCpu('pglite'),
    ...soakTargets(all),
    ...rssTargets(loads),
    atLeast('embedded: GET /issues/{id} ≥ 60 % of ceiling (d)', embedded('GET /issues/{id}'), 0.6),
    {
      name: 'embedded: cold start to /ready ≤ 1 s with 100k issues',
      actual: cold ? `${cold.coldStartMs} ms` : '–',
      met: cold ? cold.coldStartMs! <= 1000 : null,
    },
    restartTarget(all),
    {
      name: 'two processes raise GET throughput ≥ 1.6×',
      actual: one && two ? `${(two.requestsPerSecond! / one.requestsPerSecond!).toFixed(2)}×` : '–',
      met: one && two ? two.requestsPerSecond! >= 1.6 * one.requestsPerSecond! : null,
    },
  ];
}

/**
 * p99 ≤ 10 × p50 in every scenario the service served (ceilings aside), at every connection count:
 * issue 58's target on PostgreSQL, and the same on the embedded store (issue 22 asked it everywhere).
 * A p50 under 1 ms counts as 1 ms: autocannon reports whole milliseconds.
 */
function spreadTargets(loads: Measurement[]): Target[] {
  return ['postgres', 'pglite'].map((store) => {
    const measured = loads.filter((m) => m.store === store);
    const spread = measured.filter((m) => m.p99! > 10 * Math.max(m.p50!, 1));
    return {
      name: `${store === 'postgres' ? '' : 'embedded: '}p99 ≤ 10 × p50 in every scenario, every connection count`,
      actual:
        measured.length === 0
          ? '–'
          : spread.length === 0
            ? `all ${measured.length}`
            : spread.map((m) => `${m.scenario} c=${m.connections}: ${m.p50} / ${m.p99} ms`).join('; '),
      met: measured.length === 0 ? null : spread.length === 0,
    };
  });
}

/**
 * The service's resident memory on PostgreSQL under the held load (issue 58), its highest sample: the
 * held load's when it ran (--soak), or else the highest of every scenario's. The embedded store's,
 * whose database lives in the process, beside it without a target.
 */
function rssTargets(loads: Measurement[]): Target[] {
  const highest = (measured: Measurement[]) =>
    measured.some((m) => m.rssMb) ? Math.max(...measured.map((m) => m.rssMb ?? 0)) : null;
  const held = loads.find((m) => m.store === 'postgres' && m.scenario === SOAK_SCENARIO);
  const rss = highest(held ? [held] : loads.filter((m) => m.store === 'postgres'));
  const embeddedRss = highest(loads.filter((m) => m.store === 'pglite'));
  return [
    {
      name: held
        ? `service RSS ≤ 250 MB on PostgreSQL under the held load (${SOAK_SCENARIO}, ${held.connections} connections), highest sample`
        : 'service RSS ≤ 250 MB on PostgreSQL, highest sample of every scenario (the held load did not run: --soak)',
      actual: rss === null ? '–' : `${rss} MB`,
      met: rss === null ? null : rss <= 250,
    },
    {
      name: 'embedded: service RSS, highest sample of every scenario (no target; the database lives in the process)',
      actual: embeddedRss === null ? '–' : `${embeddedRss} MB`,
      met: null,
    },
  ];
}

/**
 * Issue 58: a restart of `npm start` on an existing embedded store until /ready, every try within
 * 3 s; the target holds at a load of 2, so each try shows the load average when it began.
 */
function restartTarget(all: Measurement[]): Target {
  const tries = all.find((m) => m.scenario === RESTART_SCENARIO)?.restarts;
  return {
    name: `restart of npm start to /ready ≤ 3 s with the machine at load 2 (embedded store; each try with the load average of the minute before)`,
    actual: tries
      ? tries.map(({ ms, loadAverage }) => `${(ms / 1000).toFixed(2)} s at load ${loadAverage.toFixed(1)}`).join(', ')
      : '–',
    met: tries ? tries.every(({ ms }) => ms <= 3000) : null,
  };
}

/** Windows ending in the first and in the last minute of a held load. */
function minutes(windows: LoadWindow[]) {
  const length = windows.at(-1)?.end ?? 0;
  return { first: windows.filter((w) => w.end <= 60), last: windows.filter((w) => w.end > length - 60) };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);

/** Issue 22: the held load keeps its pace, tail, memory and answers. */
function soakTargets(all: Measurement[]): Target[] {
  return all
    .filter((m) => m.scenario === SOAK_SCENARIO && m.windows && m.windows.length >= 8)
    .flatMap((m) => {
      const { first, last } = minutes(m.windows!);
      const rate = [mean(first.map((w) => w.requestsPerSecond)), mean(last.map((w) => w.requestsPerSecond))];
      const p99 = [Math.max(...first.map((w) => w.p99)), Math.max(...last.map((w) => w.p99))];
      const rss = m.windows!.filter((w) => w.end > 60).map((w) => w.rssMb ?? 0);
      const errors = m.windows!.reduce((sum, w) => sum + w.errors, 0);
      return [
        {
          name: `${m.store}: held load, last minute's req/s within 10 % of the first's`,
          actual: `${Math.round(rate[0]!)} → ${Math.round(rate[1]!)} req/s`,
          met: rate[1]! >= 0.9 * rate[0]!,
        },
        {
          name: `${m.store}: held load, last minute's p99 ≤ 1.5 × the first's, no errors`,
          actual: `${p99[0]} → ${p99[1]} ms, ${errors} errors`,
          met: p99[1]! <= 1.5 * p99[0]! && errors === 0,
        },
        {
          name: `${m.store}: held load, RSS flat after the first minute (≤ 10 % growth)`,
          actual: `${Math.min(...rss)}–${Math.max(...rss)} MB`,
          met: Math.max(...rss) <= 1.1 * Math.min(...rss),
        },
      ];
    });
}

/**
 * Issues 21, 55 and 56, one connection, PostgreSQL: the team calendar, its feed and a balance for a
 * team of 50; a person's week of time and the tenant's year of it (on the benchmark's store;
 * `npm run bench:time` measures them with 1,000,000 activities).
 */
function oneConnectionTargets(all: Measurement[]): Target[] {
  const p50AtMost = (scenario: string, ms: number): Target => {
    const m = find(all, 'postgres', scenario, 1);
    return {
      name: `${scenario}: p50 ≤ ${ms} ms, 1 connection`,
      actual: m ? `${m.p50} ms` : '–',
      met: m ? m.p50! <= ms : null,
    };
  };
  return [
    p50AtMost(CALENDAR_MONTH, 20),
    p50AtMost(CALENDAR_YEAR, 100),
    p50AtMost(TEAM_FEED, 100),
    p50AtMost(BALANCE_YEAR, 10),
    p50AtMost(TIMESHEET_WEEK, 20),
    p50AtMost(TIME_REPORT_YEAR, 300),
  ];
}

/** The mixed profile with `variant`'s consumers on against the same with all off, both warm (bench/mixed.ts). */
function mixedShare(all: Measurement[], store: string, variant: string) {
  const off = find(all, store, MIXED_ALL_OFF.name);
  const on = find(all, store, variant);
  return off?.requestsPerSecond && on ? { off, on, share: on.requestsPerSecond! / off.requestsPerSecond } : null;
}

/**
 * Issue 58: the mixed profile with webhook, JetStream and notification email on keeps 80 % of its
 * throughput with them off (the embedded store 60 %); and, measured in that run, issue 20's webhook
 * delay and JetStream relay pace; per store.
 */
function mixedTargets(all: Measurement[], c: number): Target[] {
  return ['postgres', 'pglite'].flatMap((store) => {
    const target = store === 'postgres' ? 0.8 : 0.6;
    const mixed = mixedShare(all, store, MIXED_ALL_ON.name);
    const events = mixed?.on.events;
    const relay = events?.relay;
    return [
      {
        name:
          `${store}: mixed 80/20 with webhook, JetStream and notification email on ≥ ${target * 100} % of all off, ` +
          `both warm, ${c} connections`,
        actual: mixed
          ? `${percent(mixed.share)}: ${mixed.on.requestsPerSecond} of ${mixed.off.requestsPerSecond} req/s, ` +
            `${events?.deliveries ?? 0} deliveries, ${mixed.on.mail?.messages ?? 0} messages` +
            (relay ? '' : '; JetStream off (nats-server not installed)')
          : '–',
        met: mixed ? mixed.share >= target : null,
      },
      {
        name: `${store}: webhook commit-to-delivery p50 ≤ 50 ms and p99 ≤ 250 ms, mixed profile with everything on`,
        actual: events ? `p50 ${events.deliveryP50} ms, p99 ${events.deliveryP99} ms` : '–',
        met: events ? events.deliveryP50 <= 50 && events.deliveryP99 <= 250 : null,
      },
      {
        name: `${store}: JetStream relay keeps up with the mixed profile with everything on (backlog at the end ≤ 1 s of events, drained within 2 s)`,
        actual: relay ? `${relay.backlogEnd} left of ${events.eventsPerSecond}/s, drained in ${relay.drainMs} ms` : '–',
        met: relay ? relay.backlogEnd <= events.eventsPerSecond && relay.drainMs <= 2000 : null,
      },
    ];
  });
}

/** Issue 43: notification email alone under the mixed profile, against all off (both warm), per store. */
function mailTargets(all: Measurement[]): Target[] {
  return ['postgres', 'pglite'].flatMap((store) => {
    const mixed = mixedShare(all, store, MIXED_EMAIL_ON.name);
    const mail = mixed?.on.mail;
    return [
      {
        name: `${store}: mixed profile with notification email within 15 % of its throughput with notifications in the app only (all off), both warm`,
        actual: mixed ? percent(mixed.share) : '–',
        met: mixed ? mixed.share >= 0.85 : null,
      },
      {
        name: `${store}: notification email commit-to-received p50 ≤ 1 s and p99 ≤ 5 s, mixed profile`,
        actual: mail ? `p50 ${mail.p50} ms, p99 ${mail.p99} ms (${mail.messages} messages)` : '–',
        met: mail ? mail.messages > 0 && mail.p50 <= 1000 && mail.p99 <= 5000 : null,
      },
    ];
  });
}

/**
 * D18: downloading an export of 100,000 rows grows the service's RSS by at most 30 MB, measured
 * after the first downloads (which grow V8's young generation once, as any heavy work does); the
 * embedded store's, whose database is in the process, beside it.
 */
function exportTargets(all: Measurement[]): Target[] {
  return ['postgres', 'pglite'].map((store) => {
    const growths = all
      .filter((m) => m.store === store && m.export?.phase === 'after' && m.export.rows >= 100_000)
      .map((m) => m.export!.growthMb);
    return {
      name: `${store}: RSS growth while downloading a CSV and an Excel export of 100,000 rows ≤ 30 MB, after the first`,
      actual: growths.length > 0 ? `${Math.max(...growths)} MB` : '–',
      met: growths.length > 0 ? Math.max(...growths) <= 30 : null,
    };
  });
}

function exportRows(all: Measurement[]): string[] {
  const measured = all.filter((m) => m.export);
  if (measured.length === 0) return [];
  return [
    '## Exports',
    '',
    `${EXPORTS_SCENARIO}: a time report by project and day downloaded one after the other, first from idle ` +
      '(against the RSS at idle), then a tenth of the rows and all of them again, by a reader as fast as it can ' +
      'and one of 512 KiB a second (against the RSS after the first); RSS sampled every 20 ms.',
    '',
    '| Store | Phase | Format | Reader | Rows | Bytes | First byte ms | All ms | RSS before MB | RSS peak MB | Growth MB | Young generation MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...measured.map(
      ({ store, export: e }) =>
        `| ${[
          store,
          e!.phase,
          e!.format,
          e!.readerBytesPerSecond ? `${e!.readerBytesPerSecond / 1024} KiB/s` : 'fast',
          e!.rows,
          e!.bytes,
          e!.firstByteMs,
          e!.ms,
          e!.rssBaselineMb,
          e!.rssPeakMb,
          e!.growthMb,
          `${e!.newSpaceBeforeMb} → ${e!.newSpaceMb}`,
        ].join(' | ')} |`,
    ),
    '',
  ];
}

/** The req/s of the mixed profile with every consumer off on `m`'s store, and `m`'s share of it. */
function allOffCells(all: Measurement[], m: Measurement): string {
  const mixed = mixedShare(all, m.store, m.scenario);
  return mixed
    ? `${mixed.off.requestsPerSecond} | ${m.requestsPerSecond} | ${percent(mixed.share)}`
    : `– | ${m.requestsPerSecond} | –`;
}

const WARM_VARIANTS =
  'Each variant runs on a service process of its own, after a warm-up run of the same length on that process ' +
  '(not counted; what it leaves is delivered and mailed first); all off: no webhook, no JetStream, no email ' +
  '(notifications in the app, which are always on).';

function mailRows(all: Measurement[]): string[] {
  const measured = all.filter((m) => m.mail);
  if (measured.length === 0) return [];
  return [
    '## Notification email',
    '',
    'The mixed profile with email to an SMTP server (smtp-server on 127.0.0.1, a process of its own), alone ' +
      'and with the webhook and JetStream too, against all off. ' +
      WARM_VARIANTS +
      " Its creates assign issues to the tenant's users: each makes an `issue.assigned` notification and a message. " +
      "Delay: from the create's answer to the message's arrival at the SMTP server, in ms.",
    '',
    '| Store | Variant | Connections | req/s all off | req/s | Ratio | Messages | Delay p50 | p99 | max |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...measured.map(
      (m) =>
        `| ${m.store} | ${m.scenario} | ${m.connections} | ${allOffCells(all, m)} | ${m.mail!.messages} | ${m.mail!.p50} | ${m.mail!.p99} | ${m.mail!.max} |`,
    ),
    '',
  ];
}

function eventRows(all: Measurement[]): string[] {
  const measured = all.filter((m) => m.events);
  if (measured.length === 0) return [];
  return [
    '## Events',
    '',
    'The mixed profile with a webhook (on 127.0.0.1, subscribed to every event), the JetStream relay where ' +
      'nats-server is installed (relay columns empty otherwise) and notification email on, against all off. ' +
      WARM_VARIANTS +
      " Delivery delay: from the start of the change's transaction (the event's `occurredAt`) to its arrival " +
      'at the receiver, in ms. Relay backlog: events not yet published, sampled from `/metrics` every 250 ms.',
    '',
    '| Store | Connections | req/s all off | req/s | Ratio | Events/s | Deliveries | Delay p50 | p99 | max | Relay backlog max | at end | Lag max s | Drained in ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...measured.map((m) => {
      const e = m.events!;
      const relay = e.relay;
      const relayCells = relay
        ? `${relay.backlogMax} | ${relay.backlogEnd} | ${relay.lagMaxSeconds.toFixed(2)} | ${relay.drainMs}`
        : '– | – | – | –';
      return `| ${m.store} | ${m.connections} | ${allOffCells(all, m)} | ${e.eventsPerSecond} | ${e.deliveries} | ${e.deliveryP50} | ${e.deliveryP99} | ${e.deliveryMax} | ${relayCells} |`;
    }),
    '',
  ];
}

function soakRows(all: Measurement[]): string[] {
  return all
    .filter((m) => m.scenario === SOAK_SCENARIO && m.windows)
    .flatMap((m) => [
      `## Held load, ${m.store}`,
      '',
      `${SOAK_SCENARIO}, ${m.connections} connections, ${m.issues} issues at the start; one row per window.`,
      '',
      '| Seconds | req/s | p99 | Errors | RSS MB |',
      '|---|---|---|---|---|',
      ...m.windows!.map((w) => `| ${w.end} | ${w.requestsPerSecond} | ${w.p99} | ${w.errors} | ${w.rssMb ?? ''} |`),
      '',
    ]);
}

function markdown(report: RunReport): string {
  const cpu = os.cpus();
  const rows = report.measurements
    .filter((m) => !m.export && !m.restarts)
    .map((m) =>
      m.coldStartMs !== undefined
        ? `| ${m.store} | ${m.issues} | ${m.scenario} | | | ${m.coldStartMs} ms | | | | | | | |`
        : `| ${m.store} | ${m.issues} | ${m.scenario} | ${m.connections} | ${m.requestsPerSecond} | ${m.p50} | ${m.p99} | ${m.p999} | ${(m.errors ?? 0) + (m.non2xx ?? 0)} | ${m.rssMb ?? ''} | ${m.cpu?.serviceMs ?? ''} | ${m.cpu?.databaseMs ?? ''} | ${percent(ratio(report.measurements, m))} |`,
    );
  return [
    '# Benchmark results',
    '',
    `Run ${report.date} on commit ${report.commit}: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}. ` +
      `Load from autocannon in one process on the same machine; ${report.options.duration} s per measurement; ` +
      `${report.options.tenants} tenants share the database. Generated by \`npm run bench\`; the raw numbers are in \`bench/results/\`.`,
    '',
    report.postgresSettings
      ? `PostgreSQL: ${Object.entries(report.postgresSettings)
          .map(([name, value]) => `${name} = ${value}`)
          .join(', ')}.`
      : '',
    '',
    '## Targets',
    '',
    '| Target | This run | |',
    '|---|---|---|',
    ...targets(report).map((t) => `| ${t.name} | ${t.actual} | ${verdict(t.met)} |`),
    '',
    '## Measurements',
    '',
    'Latencies in ms. CPU: ms of CPU per request of the server process (service or ceiling) and of ' +
      'every PostgreSQL process, from /proc. Ratio: throughput against the ceiling of the same store and ' +
      'connections: (b) one primary-key SELECT of an issue as JSON (`pg-select`); (c) one INSERT of a 1 KB ' +
      'row in a transaction (`pg-insert`); (d) the same two on PGlite (`pglite-select`, `pglite-insert`); ' +
      '(e) the rows `PUT /issues/{id}` writes (the update of the issue, its history entry, its event) by one ' +
      'hand-written statement (`pg-update`, `pglite-update`); (f) the same for the creates: the rows ' +
      '`POST /issues` writes (the issue, its two labels, its history entry, its event; `pg-create-issue`, ' +
      '`pglite-create-issue`) and those `POST /v1/activity (two weeks)` writes (an activity per run of working ' +
      'days, two, each with its history entry and event; `pg-create-activity`, `pglite-create-activity`). ' +
      'The writing ceilings take their rows back when they stop.',
    '',
    '| Store | Issues | Scenario | Connections | req/s | p50 | p99 | p99.9 | Errors | RSS MB | CPU service | CPU database | Ratio to ceiling |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...eventRows(report.measurements),
    ...mailRows(report.measurements),
    ...exportRows(report.measurements),
    ...soakRows(report.measurements),
  ].join('\n');
}

/**
 * The rows of the targets table that this run measured, as in RESULTS.md: a partial run (--only)
 * writes no RESULTS.md, so `npm run bench` prints them.
 */
export function measuredTargets(report: RunReport): string[] {
  return targets(report)
    .filter((t) => t.actual !== '–')
    .map((t) => `| ${t.name} | ${t.actual} | ${verdict(t.met)} |`);
}

/** The run's measurements as bench/results/<date>.json, and, for a whole run, as bench/RESULTS.md. */
export async function writeReport(report: RunReport, { partial }: { partial: boolean }): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = new URL(`${report.date.replace(/[:.]/g, '-')}.json`, RESULTS_DIR);
  await writeFile(file, JSON.stringify(report, null, 2));
  if (!partial) await writeFile(RESULTS_FILE, markdown(report));
  return file.pathname;
}

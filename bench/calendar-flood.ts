/**
 * npm run bench:calendar-flood [-- --database-url <admin url>] [--seconds 10] [--entries 300]
 *
 * D13 (wave 4) on PostgreSQL: one member of tenant A with `--entries` overlapping year-long
 * home-office entries, and 20 clients asking at once, again and again, for that member's year in
 * the calendar (`limit=1`); meanwhile a client of tenant B lists issues. Reports the calendar
 * answers by status and how long tenant B waited, beside the same list without the flood. Prints a
 * Markdown table for docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { runAsOwner } from '../src/testing/postgres-cluster.js';
import { postgresServer } from './postgres.js';
import { startService } from './processes.js';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    entries: { type: 'string', default: '300' },
  },
});
const SECONDS = Number(args.seconds);
const ENTRIES = Number(args.entries);
const FLOOD = 20;
const OPERATOR_TOKEN = 'bench-operator-token-'.padEnd(40, 'x');

type Headers = Record<string, string>;

async function call<T = unknown>(url: string, method: string, headers: Headers, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => value.toFixed(0);
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Milliseconds of each GET of `url` by one client, one after another, until `until`. */
async function timedLoop(
  url: string,
  headers: Headers,
  until: number,
): Promise<{ times: number[]; statuses: number[] }> {
  const times: number[] = [];
  const statuses: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses.push(response.status);
  }
  return { times: times.sort((a, b) => a - b), statuses };
}

execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
const postgres = await postgresServer(args['database-url']);
const name = `tracker_bench_flood_${Date.now()}`;
await runAsOwner(postgres.adminUrl, `CREATE DATABASE ${name}`);
const databaseUrl = new URL(postgres.adminUrl);
databaseUrl.pathname = `/${name}`;
const server = await startService({ DATABASE_URL: databaseUrl.href }, undefined, { OPERATOR_TOKEN });
try {
  const tenant = async (id: string): Promise<Headers> => {
    const { token } = await call<{ token: string }>(
      `${server.url}/admin/tenants`,
      'POST',
      { authorization: `Bearer ${OPERATOR_TOKEN}` },
      { id, name: id, admin: { firstname: 'Ada', lastname: 'Admin', email: `ada@${id}.example` } },
    );
    return { 'x-tenantid': id, authorization: `Bearer ${token}` };
  };
  const [a, b] = [await tenant('flood-a'), await tenant('flood-b')];
  const v1 = (path: string) => `${server.url}/v1/${path}`;
  await call(v1('activity-statuses'), 'POST', a, { name: 'Approved', positiveFinal: true });
  const homeOffice = await call<{ id: number }>(v1('activity-types'), 'POST', a, {
    name: 'Home office',
    workingHours: true,
  });
  const member = await call<{ id: number }>(v1('users'), 'POST', a, {
    firstname: 'Mallory',
    lastname: 'Many',
    email: 'mallory@flood-a.example',
    role: 'member',
  });
  const mallory: Headers = {
    'x-tenantid': 'flood-a',
    authorization: `Bearer ${(await call<{ token: string }>(v1('tokens'), 'POST', a, { userId: member.id })).token}`,
  };
  for (let n = 0; n < ENTRIES; n++) {
    await call(v1('activity'), 'POST', mallory, {
      activityTypeId: homeOffice.id,
      includeWeekends: true,
      description: `Entry ${n}`,
      dateFrom: '2027-01-01',
      dateTo: '2027-12-31',
      timeFrom: '09:00',
      timeTo: '17:00',
    });
  }
  const project = await call<{ id: number }>(v1('projects'), 'POST', b, { name: 'Website' });
  const type = await call<{ id: number }>(v1('issue-types'), 'POST', b, { name: 'Bug' });
  const priority = await call<{ id: number }>(v1('issue-priorities'), 'POST', b, { name: 'High' });
  const status = await call<{ id: number }>(v1('issue-statuses'), 'POST', b, { name: 'Open' });
  for (let n = 0; n < 200; n++) {
    await call(`${server.url}/issues`, 'POST', b, {
      name: `Issue ${n}`,
      projectId: project.id,
      issueTypeId: type.id,
      priorityId: priority.id,
      statusId: status.id,
    });
  }
  await runAsOwner(databaseUrl.href, 'ANALYZE');
  const calendar = `${v1('calendar')}?from=2027-01-01&to=2027-12-31&limit=1`;
  const issues = `${server.url}/issues?limit=50`;

  const quiet = await timedLoop(issues, b, performance.now() + SECONDS * 1000);
  const until = performance.now() + SECONDS * 1000;
  const [listed, ...flood] = await Promise.all([
    timedLoop(issues, b, until),
    ...Array.from({ length: FLOOD }, () => timedLoop(calendar, mallory, until)),
  ]);
  const byStatus = new Map<number, number>();
  for (const each of flood.flatMap((client) => client.statuses)) byStatus.set(each, (byStatus.get(each) ?? 0) + 1);
  const pages = flood.flatMap((client) => client.times).sort((x, y) => x - y);

  log(`| PostgreSQL, ${ENTRIES} overlapping year-long entries of one member | p50 ms | p99 ms | max ms | answers |`);
  log('|---|---:|---:|---:|---|');
  const row = (label: string, times: number[], statuses: string) =>
    log(
      `| ${label} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} | ${ms(times.at(-1)!)} | ${statuses} |`,
    );
  row('tenant B: `GET /issues?limit=50`, alone', quiet.times, `${quiet.times.length} × 200`);
  row(
    `tenant A: ${FLOOD} clients at once, \`GET /v1/calendar\` for the year, \`limit=1\``,
    pages,
    [...byStatus].map(([code, count]) => `${count} × ${code}`).join(', '),
  );
  row(
    'tenant B: `GET /issues?limit=50` meanwhile',
    listed.times,
    `${listed.statuses.filter((code) => code === 200).length} × 200 of ${listed.statuses.length}`,
  );
} finally {
  await server.stop();
  await runAsOwner(postgres.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await postgres.stop();
}

/**
 * npm run bench:time [-- --database-url <admin url>] [--worklogs-per-user 2500] [--keep] [--store postgres|pglite|both]
 *
 * The speed of D18 (issue 56), one request at a time:
 * - on PostgreSQL, with about 1,000,000 activities in the store (4 tenants of 100 users, each user
 *   `--worklogs-per-user` worklogs over 2024–2027 beside the benchmark's own activities): a week's
 *   `GET /v1/timesheets`, and `GET /v1/reports/time` for 2026, 100 users, grouped by user and month;
 * - on both stores: `POST /issues/{id}/worklogs` beside `POST /v1/activity` of the same day and
 *   type, interleaved, as requests per second.
 * Prints Markdown tables for docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/open.js';
import type { Database } from '../src/platform/db/database.js';
import { runAsOwner } from '../src/testing/postgres-cluster.js';
import { postgresServer } from './postgres.js';
import { inTemporaryFolder, type Server, startService } from './processes.js';
import { seedWrite } from './seed-rows.js';
import { ints, roll, texts } from './seed-text.js';
import { analyzeAsOwner, type BenchTenant, seedBenchmark, seededEmbeddedStore } from './seed.js';
import { call, type Headers, log, percentile, percentileRow, timed } from './timing.js';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'worklogs-per-user': { type: 'string', default: '2500' },
    keep: { type: 'boolean', default: false },
    store: { type: 'string', default: 'both' },
  },
});
const WORKLOGS_PER_USER = Number(args['worklogs-per-user']);
const TENANTS = 4;
const USERS_PER_TENANT = 100;
const ISSUES = 10_000;
/** 2024-01-01 is a Monday; 1,044 working days (Monday to Friday) run to the end of 2027. */
const FIRST_MONDAY = '2024-01-01';
const WORKING_DAYS = 1_044;
/** Smaller than the benchmark's statements: each row looks its issue up, which must end within the client's read timeout. */
const WORKLOGS_PER_STATEMENT = 10_000;
const DESCRIPTIONS = ['Code review', 'Fixed the failing test', 'Pairing on the import', 'Customer call', 'Planning'];

/** The benchmark's tenants have 50 users; the report is measured for 100. */
async function addUsers(db: Database, tenant: BenchTenant): Promise<number[]> {
  const more = USERS_PER_TENANT - tenant.userIds.length;
  return seedWrite(db, tenant.tenantId, async (sql) => {
    await sql.query(
      `INSERT INTO users (tenant_id, firstname, lastname, email, role, language)
       SELECT $1, 'Worker', 'No. ' || n, 'worker' || n || '@' || $1 || '.example', 'member', 'en'
       FROM generate_series(1, ${more}) AS n`,
      [tenant.tenantId],
    );
    const [row] = await sql.query<{ ids: number[] }>(
      `SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE tenant_id = $1`,
      [tenant.tenantId],
    );
    return row!.ids;
  });
}

/** A working-hours type that needs no approval, as worklogs use. */
async function addWorkType(db: Database, tenantId: string): Promise<number> {
  const [row] = await seedWrite(db, tenantId, (sql) =>
    sql.query<{ id: number }>(
      `INSERT INTO activity_types (tenant_id, name, description, color, working_hours, approvable)
       VALUES ($1, 'Work', 'Time on issues', '#0f766e', true, false) RETURNING id`,
      [tenantId],
    ),
  );
  return row!.id;
}

/**
 * Worklog `o` is user `o / perUser`'s (o mod perUser)-th: spread evenly over the working days, two
 * or three a day, 30 minutes to 3 hours from 08:00, 10:00, 12:00 or 14:00, on one of the tenant's
 * issues (with that issue's project), approved as types without approval are.
 */
async function insertWorklogs(db: Database, tenant: BenchTenant, users: number[], typeId: number): Promise<void> {
  const total = users.length * WORKLOGS_PER_USER;
  const { first, last } = tenant.issueIds;
  const [approved] = await db.read(tenant.tenantId, (sql) =>
    sql.query<{ id: number }>(
      'SELECT id FROM activity_statuses WHERE tenant_id = $1 AND positive_final ORDER BY id LIMIT 1',
      [tenant.tenantId],
    ),
  );
  for (let start = 0; start < total; start += WORKLOGS_PER_STATEMENT) {
    const end = Math.min(start + WORKLOGS_PER_STATEMENT, total) - 1;
    await seedWrite(db, tenant.tenantId, (sql) =>
      sql.query(
        `INSERT INTO activities (tenant_id, activity_type_id, project_id, issue_id, author_id, include_weekends,
           description, date_from, date_to, time_from, time_to, zone, status_id, status_editor_id, created_at, updated_at)
         SELECT $1, ${typeId}, i.project_id, i.id, w.author_id, false, w.description, w.day, w.day,
           w.time_from, w.time_from + w.minutes, 'Europe/Berlin', ${approved!.id}, w.author_id,
           w.day + time '18:00', w.day + time '18:00'
         FROM (
           SELECT author_id, key,
             date '${FIRST_MONDAY}' + 7 * (working_day / 5) + working_day % 5 AS day,
             480 + 120 * ${roll('key', 110, 4)} AS time_from, 30 + 15 * ${roll('key', 111, 11)} AS minutes,
             (${texts(DESCRIPTIONS)})[1 + ${roll('key', 112, DESCRIPTIONS.length)}] AS description,
             ${first} + ${roll('key', 113, last - first + 1)} AS issue
           FROM (
             SELECT (${ints(users)})[1 + o / ${WORKLOGS_PER_USER}] AS author_id,
               (o % ${WORKLOGS_PER_USER}) * ${WORKING_DAYS} / ${WORKLOGS_PER_USER} AS working_day,
               o::bigint AS key
             FROM generate_series(${start}, ${end}) AS o
           ) numbered
         ) w
         JOIN issues i ON i.tenant_id = $1 AND i.id = w.issue`,
        [tenant.tenantId],
      ),
    );
  }
}

interface TimeTenant {
  tenant: BenchTenant;
  users: number[];
  workTypeId: number;
}

async function seedTimeStore(db: Database): Promise<TimeTenant> {
  const tenants = await seedBenchmark(db, { issues: ISSUES, tenants: TENANTS });
  const seeded: TimeTenant[] = [];
  for (const tenant of tenants) {
    const users = await addUsers(db, tenant);
    const workTypeId = await addWorkType(db, tenant.tenantId);
    await insertWorklogs(db, tenant, users, workTypeId);
    seeded.push({ tenant, users, workTypeId });
    log(`seeded ${tenant.tenantId}: ${users.length} users, ${users.length * WORKLOGS_PER_USER} worklogs`);
  }
  return seeded[0]!;
}

/** A type of the tenant's that worklogs may use: working hours, no approval. */
async function workingType(server: Server, admin: Headers): Promise<number> {
  const types = await call<{ id: number; workingHours: boolean; approvable: boolean }[]>(
    `${server.url}/v1/activity-types`,
    'GET',
    admin,
  );
  return types.find((type) => type.workingHours && !type.approvable)!.id;
}

/**
 * POST /issues/{id}/worklogs beside POST /v1/activity of the same day and type, without an issue
 * and on the issue (which touches the issue, as a worklog does), interleaved; the ratio of the
 * worklogs' requests per second to the plain activities'.
 */
async function compareWrites(server: Server, tenant: BenchTenant, typeId: number, rounds = 400) {
  const admin: Headers = { 'x-tenantid': tenant.tenantId, authorization: `Bearer ${tenant.token}` };
  const day = (n: number) => new Date(Date.UTC(2027, 0, 4 + (n % 300))).toISOString().slice(0, 10);
  const issue = (n: number) => tenant.sampleIssueIds[n % tenant.sampleIssueIds.length]!;
  // The issues' projects, for an activity that links what a worklog links (the issue and its project).
  const projectOf = new Map<number, number>();
  for (const id of tenant.sampleIssueIds) {
    const { projectId } = await call<{ projectId: { id: number } }>(`${server.url}/issues/${id}`, 'GET', admin);
    projectOf.set(id, projectId.id);
  }
  const activity = (n: number, issueId?: number, projectId?: number) =>
    call(`${server.url}/v1/activity`, 'POST', admin, {
      activityTypeId: typeId,
      includeWeekends: true,
      description: `Activity ${n}`,
      dateFrom: day(n),
      dateTo: day(n),
      timeFrom: '10:00',
      timeTo: '11:00',
      ...(issueId === undefined ? {} : { issueId }),
      ...(projectId === undefined ? {} : { projectId }),
    });
  const writes: [string, (n: number) => Promise<unknown>][] = [
    [
      'POST /issues/{id}/worklogs',
      (n) =>
        call(`${server.url}/issues/${issue(n)}/worklogs`, 'POST', admin, {
          date: day(n),
          start: '10:00',
          minutes: 60,
          activityTypeId: typeId,
          description: `Worklog ${n}`,
        }),
    ],
    ['POST /v1/activity (one day)', (n) => activity(n)],
    ['POST /v1/activity (one day, on an issue)', (n) => activity(n, issue(n))],
    ['POST /v1/activity (one day, on an issue and its project)', (n) => activity(n, issue(n), projectOf.get(issue(n)))],
  ];
  for (let n = 0; n < 20; n++) for (const [, write] of writes) await write(n);
  const times = writes.map((): number[] => []);
  // Each round starts with another of the writes: the first to link a round's issue pays for
  // pruning what the last round left on the issue's page, which would otherwise fall on one.
  for (let n = 0; n < rounds; n++) {
    for (let k = 0; k < writes.length; k++) {
      const index = (n + k) % writes.length;
      times[index]!.push(...(await timed(1, () => writes[index]![1](n))));
    }
  }
  const mean = (list: number[]) => list.reduce((sum, time) => sum + time, 0) / list.length;
  return {
    rows: writes.map(([label], index) => ({ label, times: times[index]!.sort((a, b) => a - b) })),
    ratio: mean(times[1]!) / mean(times[0]!),
  };
}

function printWrites(store: string, result: Awaited<ReturnType<typeof compareWrites>>) {
  for (const { label, times } of result.rows) log(percentileRow(`${store}: ${label}`, times));
  log(`${store}: worklogs per second ÷ activities (one day) per second = ${result.ratio.toFixed(2)}`);
}

async function onPostgres() {
  const postgres = await postgresServer(args['database-url']);
  const name = `tracker_bench_time_${Date.now()}`;
  await runAsOwner(postgres.adminUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = new URL(postgres.adminUrl);
  databaseUrl.pathname = `/${name}`;
  try {
    const { db } = await openDatabase({ kind: 'postgres', url: databaseUrl.href });
    const started = Date.now();
    const { tenant, users, workTypeId } = await seedTimeStore(db);
    await analyzeAsOwner(db, databaseUrl.href);
    await db.close();
    const count = await activitiesInStore(databaseUrl.href);
    log(`PostgreSQL store: ${count} activities, seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    const server = await startService({ DATABASE_URL: databaseUrl.href });
    try {
      const admin: Headers = { 'x-tenantid': tenant.tenantId, authorization: `Bearer ${tenant.token}` };
      const week = (n: number) => {
        const monday = new Date(Date.UTC(2026, 0, 5 + 7 * (n % 50)));
        const sunday = new Date(monday.getTime() + 6 * 86_400_000);
        return `from=${monday.toISOString().slice(0, 10)}&to=${sunday.toISOString().slice(0, 10)}`;
      };
      const timesheet = (n: number) =>
        call(`${server.url}/v1/timesheets?userId=${users[n % users.length]}&${week(n)}`, 'GET', admin);
      const report = () =>
        call(`${server.url}/v1/reports/time?from=2026-01-01&to=2026-12-31&groupBy=user,month`, 'GET', admin);
      for (let n = 0; n < 20; n++) await timesheet(n);
      const timesheetTimes = await timed(300, timesheet);
      const rows = (
        await call<{ rows: unknown[] }>(
          `${server.url}/v1/reports/time?from=2026-01-01&to=2026-12-31&groupBy=user,month`,
          'GET',
          admin,
        )
      ).rows.length;
      for (let n = 0; n < 3; n++) await report();
      const reportTimes = await timed(30, report);
      const writes = await compareWrites(server, tenant, workTypeId);
      log('| request, one connection, PostgreSQL | p50 ms | p90 ms | p99 ms |');
      log('|---|---:|---:|---:|');
      log(percentileRow('GET /v1/timesheets, one week', timesheetTimes));
      log(
        percentileRow(
          `GET /v1/reports/time, 2026, ${users.length} users by user and month (${rows} rows)`,
          reportTimes,
        ),
      );
      printWrites('PostgreSQL', writes);
      log(
        `timesheet p50 ${percentile(timesheetTimes, 50).toFixed(1)} ms, report p50 ${percentile(reportTimes, 50).toFixed(1)} ms`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    if (args.keep) log(`kept ${databaseUrl.href}`);
    else await runAsOwner(postgres.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await postgres.stop();
  }
}

/** Every tenant's activities: counted as the owner, whom row-level security does not limit. */
async function activitiesInStore(url: string): Promise<number> {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  try {
    const { rows } = await owner.query<{ count: number }>('SELECT count(*)::int AS count FROM activities');
    return rows[0]!.count;
  } finally {
    await owner.end();
  }
}

/** The embedded store holds the benchmark's own data; the write comparison does not depend on its size. */
async function onPGlite() {
  await inTemporaryFolder('tracker-bench-time-', async (dir) => {
    const dataDir = path.join(dir, 'data');
    const tenant = await seededEmbeddedStore(dataDir, { issues: 2_000, tenants: 1 });
    const server = await startService({ DATA_DIR: dataDir });
    try {
      const admin: Headers = { 'x-tenantid': tenant.tenantId, authorization: `Bearer ${tenant.token}` };
      printWrites('PGlite', await compareWrites(server, tenant, await workingType(server, admin)));
    } finally {
      await server.stop();
    }
  });
}

execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (args.store !== 'pglite') await onPostgres();
if (args.store !== 'postgres') await onPGlite();

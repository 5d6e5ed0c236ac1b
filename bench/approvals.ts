/**
 * npm run bench:approvals [-- --database-url <admin url>] [--requests 200] [--keep]
 *
 * The speed of D14 (issue 42) on PostgreSQL, at one connection: `GET /v1/approvals` for an approver
 * with `--requests` pending requests of members of 5 teams of 50 (the first page, 50 items, each with
 * its approval state and coverage), and a decision (`POST /v1/activity/{id}/decisions`, completing
 * a one-step policy) beside `PUT /v1/activity/{id}/status` on requests that follow no policy. Prints
 * a Markdown table for docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { runAsOwner } from '../src/testing/postgres-cluster.js';
import { postgresServer } from './postgres.js';
import { startService } from './processes.js';
import { call, type Headers, log, percentile, percentileRow, timed } from './timing.js';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '200' },
    // Keeps the database for a look at its plans (with --database-url).
    keep: { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(args.requests);
const TEAMS = 5;
const MEMBERS = 50;
const OPERATOR_TOKEN = 'bench-operator-token-'.padEnd(40, 'x');

execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
const postgres = await postgresServer(args['database-url']);
const name = `tracker_bench_approvals_${Date.now()}`;
await runAsOwner(postgres.adminUrl, `CREATE DATABASE ${name}`);
const databaseUrl = new URL(postgres.adminUrl);
databaseUrl.pathname = `/${name}`;
const server = await startService({ DATABASE_URL: databaseUrl.href }, undefined, { OPERATOR_TOKEN });
try {
  const { token } = await call<{ token: string }>(
    `${server.url}/admin/tenants`,
    'POST',
    { authorization: `Bearer ${OPERATOR_TOKEN}` },
    {
      id: 'bench',
      name: 'Bench',
      admin: { firstname: 'Ada', lastname: 'Admin', email: 'ada@bench.example' },
    },
  );
  const admin: Headers = { 'x-tenantid': 'bench', authorization: `Bearer ${token}` };
  const v1 = (path: string) => `${server.url}/v1/${path}`;
  const userOf = async (firstname: string, role: string) =>
    call<{ id: number }>(v1('users'), 'POST', admin, {
      firstname,
      lastname: 'Bench',
      email: `${firstname}@bench.example`,
      role,
    });
  const clientOf = async (userId: number): Promise<Headers> => ({
    'x-tenantid': 'bench',
    authorization: `Bearer ${(await call<{ token: string }>(v1('tokens'), 'POST', admin, { userId })).token}`,
  });

  for (const [name, positiveFinal, negativeFinal] of [
    ['Requested', false, false],
    ['Approved', true, false],
    ['Rejected', false, true],
  ] as const) {
    await call(v1('activity-statuses'), 'POST', admin, { name, positiveFinal, negativeFinal });
  }
  const vacation = await call<{ id: number }>(v1('activity-types'), 'POST', admin, {
    name: 'Vacation',
    approvable: true,
  });
  const trip = await call<{ id: number }>(v1('activity-types'), 'POST', admin, {
    name: 'Trip',
    approvable: true,
    workingHours: true,
  });
  const statuses = await call<{ id: number; positiveFinal: boolean }[]>(v1('activity-statuses'), 'GET', admin);
  const approved = statuses.find((status) => status.positiveFinal)!;
  const lead = await userOf('lead', 'member');
  const members: number[][] = [];
  for (let team = 0; team < TEAMS; team++) {
    const ids: number[] = [];
    for (let member = 0; member < MEMBERS; member++) ids.push((await userOf(`m${team}x${member}`, 'member')).id);
    members.push(ids);
    await call(v1('teams'), 'POST', admin, {
      name: `Team ${team}`,
      memberIds: ids,
      leadIds: [lead.id],
      minPresent: 40,
    });
  }
  await call(v1('approval-policies'), 'POST', admin, { name: 'Vacation', activityTypeIds: [vacation.id] });

  // Requests of members across the teams, on working days of 2027, each two days long.
  const requestBody = (typeId: number, n: number) => {
    const monday = new Date(Date.UTC(2027, 0, 4 + 7 * (n % 48)));
    const tuesday = new Date(monday.getTime() + 86_400_000);
    return {
      activityTypeId: typeId,
      includeWeekends: false,
      description: `Request ${n}`,
      dateFrom: monday.toISOString().slice(0, 10),
      dateTo: tuesday.toISOString().slice(0, 10),
      timeFrom: '00:00',
      timeTo: '24:00',
    };
  };
  const requesters = await Promise.all(
    Array.from({ length: 20 }, (_, n) => clientOf(members[n % TEAMS]![Math.floor(n / TEAMS)]!)),
  );
  const vacations: number[] = [];
  const trips: number[] = [];
  for (let n = 0; n < REQUESTS; n++) {
    const requester = requesters[n % requesters.length]!;
    vacations.push(
      (await call<{ id: number }[]>(v1('activity'), 'POST', requester, requestBody(vacation.id, n)))[0]!.id,
    );
    trips.push((await call<{ id: number }[]>(v1('activity'), 'POST', requester, requestBody(trip.id, n)))[0]!.id);
  }
  // As a database in use has: statistics (this server's autovacuum may not have come by yet).
  await runAsOwner(databaseUrl.href, 'ANALYZE');
  const leadClient = await clientOf(lead.id);
  const inbox = await call<{ items: unknown[] }>(v1('approvals?limit=50'), 'GET', leadClient);
  if (inbox.items.length !== 50) throw new Error(`the inbox holds ${inbox.items.length} items, not 50`);

  for (let n = 0; n < 20; n++) await call(v1('approvals?limit=50'), 'GET', leadClient);
  const inboxTimes = await timed(200, () => call(v1('approvals?limit=50'), 'GET', leadClient));
  const statusTimes = await timed(REQUESTS, (n) =>
    call(v1(`activity/${trips[n]}/status`), 'PUT', admin, { statusId: approved.id }),
  );
  const decisionTimes = await timed(REQUESTS, (n) =>
    call(v1(`activity/${vacations[n]}/decisions`), 'POST', leadClient, { decision: 'approve' }),
  );
  const rows: [string, number[]][] = [
    [`GET /v1/approvals (first page of 50, ${REQUESTS} pending, ${TEAMS} teams of ${MEMBERS})`, inboxTimes],
    ['PUT /v1/activity/{id}/status (no policy)', statusTimes],
    ['POST /v1/activity/{id}/decisions (completing a one-step policy)', decisionTimes],
  ];
  log('| request, one connection, PostgreSQL | p50 ms | p90 ms | p99 ms |');
  log('|---|---:|---:|---:|');
  for (const [label, times] of rows) {
    log(percentileRow(label, times));
  }
  log(`\nDecision p50 / status p50: ${(percentile(decisionTimes, 50) / percentile(statusTimes, 50)).toFixed(2)}`);
} finally {
  await server.stop();
  if (args.keep) log(`kept ${databaseUrl.href}`);
  else await runAsOwner(postgres.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await postgres.stop();
}

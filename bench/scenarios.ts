import { type LoadOptions, type LoadRequest, type LoadResult, runLoad } from './load.js';
import type { Server } from './processes.js';
import type { BenchTenant } from './seed.js';

/** The work of a ceiling (bench/ceilings.ts), and of the scenarios compared with it. */
export type CeilingWork = 'select' | 'insert' | 'update' | 'create-issue' | 'create-activity';

export interface Scenario {
  name: string;
  /** Which ceiling the scenario is compared with. */
  ceiling: CeilingWork | null;
  /** Connection counts to run it at; heavy writes of shared rows run alone. */
  connections?: number[];
  /** The status every answer should have (a 304); any 2xx when absent. */
  expectedStatus?: number;
  next: () => LoadRequest;
}

/** The headers of the tenant's admin on every request. */
export const tenantHeaders = (tenant: BenchTenant) => ({
  'x-tenantid': tenant.tenantId,
  authorization: `Bearer ${tenant.token}`,
});

/** The scenarios whose names start with one of `names` (the write scenarios, say). */
export const scenariosNamed = (tenant: BenchTenant, names: string[]) =>
  scenarios(tenant, '').filter((scenario) => names.some((name) => scenario.name.startsWith(name)));

/** Drives `server` with `scenario`, as the tenant's admin, measuring the server process. */
export const loadScenario = (
  server: Server,
  tenant: BenchTenant,
  scenario: Scenario,
  options: Pick<LoadOptions, 'connections' | 'durationSeconds' | 'onPostgres' | 'windowSeconds'>,
): Promise<LoadResult> =>
  runLoad({
    url: server.url,
    headers: tenantHeaders(tenant),
    next: scenario.next,
    serverPid: server.pid,
    ...(scenario.expectedStatus ? { expectedStatus: scenario.expectedStatus } : {}),
    ...options,
  });

/** The ETag of each sample issue as the tenant's token reads it, for the If-None-Match scenario. */
export async function issueTags(url: string, tenant: BenchTenant): Promise<Map<number, string>> {
  const headers = tenantHeaders(tenant);
  const tags = new Map<number, string>();
  for (const id of tenant.sampleIssueIds) {
    const response = await fetch(`${url}/issues/${id}`, { headers });
    await response.arrayBuffer();
    tags.set(id, response.headers.get('etag')!);
  }
  return tags;
}

/** Cycles through `items`, so that consecutive requests touch different rows. */
function cycle<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length]!;
}

/** The body of the benchmark's POST /issues number `n` (also what ceiling `create-issue` writes by hand). */
export function issueBody(tenant: BenchTenant, n: number): string {
  return JSON.stringify({
    name: `Benchmark issue ${n}`,
    description: 'Created by the benchmark: steps to reproduce, expected and actual behaviour.',
    projectId: tenant.projectId,
    issueTypeId: tenant.issueTypeId,
    priorityId: tenant.priorityIds[n % tenant.priorityIds.length],
    statusId: tenant.statusIds[0],
    assignedId: tenant.userIds[n % tenant.userIds.length],
    labels: tenant.labelIds.slice(0, 2),
    estimated: n % 100,
  });
}

/** How many different ranges the bodies of activityBody name: a range for each n modulo this. */
export const ACTIVITY_RANGES = 200;

/**
 * The body of the benchmark's POST /v1/activity number `n` (also what ceiling `create-activity`
 * writes by hand): a two-week range, Monday to the Sunday after next; without weekends it is split
 * into two runs.
 */
export function activityBody(tenant: BenchTenant, n: number): string {
  const monday = new Date(Date.UTC(2027, 0, 4 + 7 * (n % ACTIVITY_RANGES)));
  const sunday = new Date(monday.getTime() + 13 * 86_400_000);
  return JSON.stringify({
    activityTypeId: tenant.activityTypeIds[0],
    includeWeekends: false,
    description: `Benchmark activity ${n}`,
    dateFrom: monday.toISOString().slice(0, 10),
    dateTo: sunday.toISOString().slice(0, 10),
    timeFrom: '09:00',
    timeTo: '17:00',
  });
}

/** Issue 22: 70 % GET issue, 10 % first list page, 10 % PUT, 10 % POST, held for minutes (`--soak`). */
export const SOAK_SCENARIO = 'held load 70/10/10/10';

export const LIST_FILTER = 'sort=updated_at&order=desc&limit=50';

/**
 * The scenarios of the benchmark against one seeded tenant; `deepCursor` is a cursor far into the
 * list, `tags` the sample issues' ETags (the If-None-Match scenario runs only with them).
 */
export function scenarios(tenant: BenchTenant, deepCursor: string, tags = new Map<number, string>()): Scenario[] {
  let n = 0;
  const issueIds = cycle(tenant.sampleIssueIds);
  const activityIds = cycle(tenant.sampleActivityIds);
  const getIssue = (): LoadRequest => ({ method: 'GET', path: `/issues/${issueIds()}` });
  const putIssue = (): LoadRequest => ({
    method: 'PUT',
    path: `/issues/${issueIds()}`,
    body: JSON.stringify({ estimated: n++ % 500, description: `Edited ${n}` }),
  });
  const postIssue = (): LoadRequest => ({ method: 'POST', path: '/issues', body: issueBody(tenant, n++) });
  const firstPage = (): LoadRequest => ({
    method: 'GET',
    path: `/issues?projectId=${tenant.projectId}&${LIST_FILTER}`,
  });
  const mixed = cycle<() => LoadRequest>([
    getIssue,
    getIssue,
    firstPage,
    getIssue,
    () => ({ method: 'GET', path: `/v1/activity/${activityIds()}` }),
    getIssue,
    putIssue,
    getIssue,
    getIssue,
    postIssue,
  ]);
  const held = cycle<() => LoadRequest>([
    getIssue,
    getIssue,
    putIssue,
    getIssue,
    firstPage,
    getIssue,
    getIssue,
    postIssue,
    getIssue,
    getIssue,
  ]);
  const bulkIds = tenant.sampleIssueIds.slice(0, 1000);
  const tagged = cycle([...tags.entries()]);
  const unchanged: Scenario[] =
    tags.size === 0
      ? []
      : [
          {
            name: 'GET /issues/{id} If-None-Match',
            ceiling: 'select',
            expectedStatus: 304,
            next: () => {
              const [id, tag] = tagged();
              return { method: 'GET', path: `/issues/${id}`, headers: { 'if-none-match': tag } };
            },
          },
        ];
  return [
    { name: 'GET /issues/{id}', ceiling: 'select', next: getIssue },
    ...unchanged,
    {
      name: 'GET /v1/activity/{id}',
      ceiling: 'select',
      next: () => ({ method: 'GET', path: `/v1/activity/${activityIds()}` }),
    },
    { name: 'POST /issues', ceiling: 'create-issue', next: postIssue },
    { name: 'PUT /issues/{id}', ceiling: 'update', next: putIssue },
    {
      name: 'POST /v1/activity (two weeks)',
      ceiling: 'create-activity',
      next: () => ({ method: 'POST', path: '/v1/activity', body: activityBody(tenant, n++) }),
    },
    {
      name: 'PUT /issues/bulk-edit (1,000 ids)',
      ceiling: null,
      connections: [1],
      next: () => ({
        method: 'PUT',
        path: '/issues/bulk-edit',
        body: JSON.stringify({
          issuesIds: bulkIds,
          priorityId: { priorityId: tenant.priorityIds[n++ % tenant.priorityIds.length], toEdit: true },
        }),
      }),
    },
    { name: 'GET /issues first page', ceiling: 'select', next: firstPage },
    {
      name: 'GET /issues deep page',
      ceiling: 'select',
      next: () => ({
        method: 'GET',
        path: `/issues?projectId=${tenant.projectId}&${LIST_FILTER}&cursor=${encodeURIComponent(deepCursor)}`,
      }),
    },
    { name: 'mixed 80/20', ceiling: null, next: () => mixed()() },
    { name: SOAK_SCENARIO, ceiling: null, next: () => held()() },
    ...calendarScenarios(tenant),
    ...timeScenarios(tenant),
  ];
}

/** Issue 21: a team of 50 with a year of activities each, one person looking at a time. */
export const CALENDAR_MONTH = 'GET /v1/calendar, team of 50, one month';
export const CALENDAR_YEAR = 'GET /v1/calendar, team of 50, one year';
export const TEAM_FEED = 'GET /ical/{secret}.ics, team of 50, whole window';
/** Issue 55: a part-timer's year, with a pro-rata allowance carried over from the year before. */
export const BALANCE_YEAR = 'GET /v1/users/{id}/balances, one year with carry-over';

function calendarScenarios(tenant: BenchTenant): Scenario[] {
  const partTimer = tenant.userIds.find((id) => id % 20 === 0) ?? tenant.userIds[0]!;
  const calendar = (from: string, to: string) => (): LoadRequest => ({
    method: 'GET',
    path: `/v1/calendar?from=${from}&to=${to}&teamId=${tenant.teamId}`,
  });
  return [
    { name: CALENDAR_MONTH, ceiling: 'select', connections: [1], next: calendar('2026-06-01', '2026-06-30') },
    { name: CALENDAR_YEAR, ceiling: 'select', connections: [1], next: calendar('2026-01-01', '2026-12-31') },
    {
      name: TEAM_FEED,
      ceiling: 'select',
      connections: [1],
      next: () => ({ method: 'GET', path: tenant.teamFeedPath }),
    },
    {
      name: BALANCE_YEAR,
      ceiling: 'select',
      connections: [1],
      // Part-time from April and a Munich member (bench/seed-reference-data.ts): every rule in play.
      next: () => ({ method: 'GET', path: `/v1/users/${partTimer}/balances?year=2026` }),
    },
  ];
}

/** Issue 56: time on work, as the Timesheet and Reports screens and the issue page ask for it. */
export const WORKLOG = 'POST /issues/{id}/worklogs';
export const TIMESHEET_WEEK = 'GET /v1/timesheets, one week';
export const TIME_REPORT_YEAR = 'GET /v1/reports/time, a year by user and month';

function timeScenarios(tenant: BenchTenant): Scenario[] {
  let n = 0;
  const issueIds = cycle(tenant.sampleIssueIds);
  const users = cycle(tenant.userIds);
  const isoDate = (date: Date) => date.toISOString().slice(0, 10);
  return [
    {
      name: WORKLOG,
      ceiling: 'create-activity',
      next: () => ({
        method: 'POST',
        path: `/issues/${issueIds()}/worklogs`,
        // An hour on a day of 2027, so that 2026's timesheets and report stay as seeded.
        body: JSON.stringify({
          date: isoDate(new Date(Date.UTC(2027, 0, 4 + (n++ % 300)))),
          start: '10:00',
          minutes: 60,
          activityTypeId: tenant.workTypeId,
          description: `Benchmark worklog ${n}`,
        }),
      }),
    },
    {
      name: TIMESHEET_WEEK,
      ceiling: 'select',
      connections: [1],
      next: () => {
        // A week of 2026 (5 January is a Monday), a person of the tenant each time.
        const monday = new Date(Date.UTC(2026, 0, 5 + 7 * (n++ % 50)));
        const sunday = new Date(monday.getTime() + 6 * 86_400_000);
        return {
          method: 'GET',
          path: `/v1/timesheets?userId=${users()}&from=${isoDate(monday)}&to=${isoDate(sunday)}`,
        };
      },
    },
    {
      name: TIME_REPORT_YEAR,
      ceiling: 'select',
      connections: [1],
      next: () => ({ method: 'GET', path: '/v1/reports/time?from=2026-01-01&to=2026-12-31&groupBy=user,month' }),
    },
  ];
}

import { SignInService } from '../sign-in/service.js';
import type { TenantClient, TestService } from './harness.js';
import { fillPath } from './operations.js';

/** Reference data every issue test needs, created through the API in the admin's tenant. */
export interface IssueWorld {
  project: any;
  otherProject: any;
  bug: any;
  task: any;
  high: any;
  low: any;
  open: any;
  inProgress: any;
  done: any;
  ui: any;
  backend: any;
}

export async function createIssueWorld(admin: TenantClient): Promise<IssueWorld> {
  const create = (path: string, body: unknown) => admin.create(`/v1/${path}`, body);
  const project = await create('projects', { name: 'Website' });
  return {
    project,
    otherProject: await create('projects', { name: 'App', test_case_robust: true }),
    bug: await create('issue-types', { name: 'Bug' }),
    task: await create('issue-types', { name: 'Task' }),
    high: await create('issue-priorities', {
      name: 'High',
      projectId: project.id,
      position: 1,
      priorityId: 3,
      color: '#ff0000',
    }),
    low: await create('issue-priorities', { name: 'Low', position: 2, priorityId: 1 }),
    open: await create('issue-statuses', { name: 'Open' }),
    inProgress: await create('issue-statuses', { name: 'In progress' }),
    done: await create('issue-statuses', { name: 'Done', final: true }),
    ui: await create('labels', { name: 'ui', color: '#00ff00' }),
    backend: await create('labels', { name: 'backend' }),
  };
}

/** A browser session of the client's user, opened with a one-time link (D16): its id. */
export async function openSession(client: TenantClient): Promise<number> {
  const link = await SignInService.link(client.service.db, client.tenantId, client.userId);
  const opened = await client.service.request({ method: 'GET', url: link!.path });
  const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
  const sessions = await client.service.request({
    method: 'GET',
    url: '/v1/me/sessions',
    headers: { cookie, 'x-tenantid': client.tenantId },
  });
  return (sessions.body as { id: number }[]).at(-1)!.id;
}

/** A minimal valid create body for an issue in `world`. */
export const issueInput = (world: IssueWorld, extra: Record<string, unknown> = {}) => ({
  name: 'Login button does nothing',
  projectId: world.project.id,
  issueTypeId: world.bug.id,
  priorityId: world.high.id,
  statusId: world.open.id,
  ...extra,
});

/** Creates an issue (200 expected) and returns it. */
export async function newIssue(
  client: TenantClient,
  world: IssueWorld,
  extra: Record<string, unknown> = {},
): Promise<any> {
  return client.create('/issues', issueInput(world, extra), 200);
}

/** Reference data every activity test needs. */
export interface ActivityWorld {
  vacation: any;
  homeOffice: any;
  requested: any;
  approved: any;
  rejected: any;
  office: any;
  project: any;
  team: any;
}

/** Activity types and statuses, a place, a project and a team whose members are `members`. */
export async function createActivityWorld(admin: TenantClient, members: number[]): Promise<ActivityWorld> {
  const create = (path: string, body: unknown) => admin.create(`/v1/${path}`, body);
  const type = async (body: unknown) => embeddedType(await create('activity-types', body));
  return {
    requested: await create('activity-statuses', { name: 'Requested', color: '#ffcc00' }),
    approved: await create('activity-statuses', { name: 'Approved', positiveFinal: true }),
    rejected: await create('activity-statuses', { name: 'Rejected', negativeFinal: true }),
    vacation: await type({ name: 'Vacation', approvable: true, color: '#ff8800' }),
    homeOffice: await type({ name: 'Home office', workingHours: true }),
    office: await create('places', { name: 'Berlin office' }),
    project: await create('projects', { name: 'Website' }),
    team: await create('teams', { name: 'Platform', memberIds: members }),
  };
}

/**
 * `count` approved home-office days of the admin's, four a day from 2000-01-01, described
 * "Worked on the thing number <n>": stored in one statement, for tests of exports at their worst
 * (the API would take minutes for tens of thousands).
 */
export async function storeManyActivities(
  service: TestService,
  admin: TenantClient,
  world: ActivityWorld,
  count: number,
) {
  // A statement per 10,000: one of 50,000 ran past the statement time-out on two busy, slow cores.
  for (let first = 1; first <= count; first += 10_000) {
    const last = Math.min(count, first + 9_999);
    await service.db.write(admin.tenantId, (sql) =>
      sql.query(
        `INSERT INTO activities (tenant_id, activity_type_id, author_id, include_weekends, description,
           date_from, date_to, time_from, time_to, status_id, status_editor_id)
         SELECT $1, $2::int, $3::int, false, 'Worked on the thing number ' || n, d, d, 540, 1020, $4::int, $3::int
         FROM generate_series($5::int, $6::int) AS n, LATERAL (SELECT DATE '2000-01-01' + n / 4 AS d) day`,
        [admin.tenantId, world.homeOffice.id, admin.userId, world.approved.id, first, last],
      ),
    );
  }
}

/**
 * `count` issues "Other issue <n>" like issue `templateId` of the admin's tenant, every second one
 * its child, all assigned to its creator: stored in one statement, for tests of how statements
 * scale with a tenant's issues. Assigned, so that they do not make unassigned issues look common
 * to the planner of other tests on the same database (list-issues-plans.test.ts).
 */
export async function storeManyIssues(service: TestService, admin: TenantClient, templateId: number, count: number) {
  await service.db.write(admin.tenantId, (sql) =>
    sql.query(
      `INSERT INTO issues (tenant_id, name, project_id, issue_type_id, priority_id, status_id, creator_id,
         last_updator_id, priority_position, parent_id, assigned_id)
       SELECT i.tenant_id, 'Other issue ' || n, i.project_id, i.issue_type_id, i.priority_id, i.status_id,
         i.creator_id, i.last_updator_id, i.priority_position, CASE WHEN n % 2 = 0 THEN i.id END, i.creator_id
       FROM issues i, generate_series(1, $2::int) AS n WHERE i.id = $1::int`,
      [templateId, count],
    ),
  );
}

/** A minimal valid activity input: a home-office Monday, 09:00 to 17:00. */
export const activityInput = (world: ActivityWorld, extra: Record<string, unknown> = {}) => ({
  activityTypeId: world.homeOffice.id,
  includeWeekends: false,
  description: 'Working from home',
  dateFrom: '2026-11-23',
  dateTo: '2026-11-23',
  timeFrom: '09:00',
  timeTo: '17:00',
  ...extra,
});

/** One record of every kind in the admin's tenant, with a valid request body for each write. */
export interface EveryRecord {
  /**
   * Ids to put into a path template's parameters, by template, e.g. '/issues/{id}/comments/{commentId}';
   * for an iCalendar feed's URL, its secret.
   */
  pathIds: Record<string, Record<string, number | string>>;
  /** The query an operation needs (e.g. the calendar's range), by template. */
  queries: Record<string, string>;
  /** A body the operation accepts, by 'METHOD template'. */
  bodies: Record<string, unknown>;
  /** Ids of the acting admin and its token: operations on them would lock the caller out. */
  self: { userId: number; tokenIds: number[] };
}

export async function createEveryRecord(admin: TenantClient): Promise<EveryRecord> {
  const issues = await createIssueWorld(admin);
  const activities = await createActivityWorld(admin, [admin.userId]);
  const create = (path: string, body: unknown) => admin.create(`/v1/${path}`, body);
  const issue = await newIssue(admin, issues);
  const comment = await admin.create(`/issues/${issue.id}/comments`, { description: 'First!' });
  const [activity] = await admin.create('/v1/activity', activityInput(activities), 200);
  const member = await create('users', {
    firstname: 'Mia',
    lastname: 'Member',
    email: `mia@${admin.tenantId}.example`,
    role: 'member',
  });
  const token = await create('tokens', { userId: member.id });
  const plan = await create('test-plans', { name: 'Regression' });
  const passed = await create('test-execution-statuses', { name: 'Passed', state: 1 });
  const execution = await create('test-executions', { testPlanId: plan.id, testStepId: 1, statusId: passed.id });
  const holiday = await create('holidays', { date: '2026-12-25', name: 'Christmas' });
  const allowance = { userId: member.id, activityTypeId: activities.vacation.id, year: 2026, days: 30 };
  const allowanceRecord = await create('allowances', allowance);
  const tokens = await admin.get<{ id: number; userId: number }[]>('/v1/tokens');
  // Inactive, so that nothing is sent but a ping (to an address of no listener).
  const hook = { url: 'https://93.184.215.34/hooks', events: ['issue.*'], active: false };
  const webhook = await create('webhooks', hook);
  const delivery = (await admin.post(`/v1/webhooks/${webhook.id}/ping`)).body as { id: number };
  const feedInput = { teamId: activities.team.id, activityTypeIds: [activities.homeOffice.id] };
  const feed = await create('calendar-feeds', feedInput);
  const policy = await create('approval-policies', { name: 'Default' });
  const weekInput = { validFrom: '2026-01-01', minutes: [480, 480, 480, 480, 240, 0, 0] };
  const week = await admin.create(`/v1/users/${member.id}/work-schedules`, weekInput);
  const session = await openSession(admin);
  const oidc = {
    issuer: `https://login.${admin.tenantId}.example/realms/acme`,
    clientId: 'tracker',
    clientSecret: 'secret',
  };
  await admin.put('/v1/sign-in/oidc', oidc);
  const reference: Record<string, { id: number }> = {
    users: member,
    tokens: token,
    projects: issues.project,
    teams: activities.team,
    places: activities.office,
    'activity-types': activities.vacation,
    'activity-statuses': activities.requested,
    'issue-types': issues.bug,
    'issue-priorities': issues.high,
    'issue-statuses': issues.open,
    labels: issues.ui,
    holidays: holiday,
    'test-plans': plan,
    'test-execution-statuses': passed,
    'test-executions': execution,
    allowances: allowanceRecord,
    'approval-policies': policy,
  };
  const pathIds: EveryRecord['pathIds'] = {
    '/issues/{id}': { id: issue.id },
    '/issues/delete/{id}': { id: issue.id },
    '/issues/undelete/{id}': { id: issue.id },
    '/issues/{id}/comments': { id: issue.id },
    '/issues/{id}/history': { id: issue.id },
    '/issues/{id}/worklogs': { id: issue.id },
    '/issues/{id}/comments/{commentId}': { id: issue.id, commentId: comment.id },
    '/v1/activity/{id}': { id: activity.id },
    '/v1/activity/undelete/{id}': { id: activity.id },
    '/v1/activity/{id}/status': { id: activity.id },
    '/v1/activity/{id}/history': { id: activity.id },
    '/v1/activity/{id}/decisions': { id: activity.id },
    '/v1/activity/{id}/approval': { id: activity.id },
    '/v1/users/{id}/balances': { id: member.id },
    '/v1/users/{id}/sign-in-link': { id: member.id },
    '/v1/users/{id}/work-schedules': { id: member.id },
    '/v1/users/{id}/export': { id: member.id },
    '/v1/users/{id}/erase': { id: member.id },
    '/admin/tenants/{id}/export': { id: admin.tenantId },
    '/v1/users/{id}/work-schedules/{scheduleId}': { id: member.id, scheduleId: week.id },
    '/v1/me/tokens/{id}': { id: token.id },
    '/v1/me/sessions/{id}': { id: session },
    '/auth/{tenant}/link/{secret}': { tenant: admin.tenantId, secret: 'A'.repeat(43) },
    '/auth/{tenant}/login': { tenant: admin.tenantId },
    '/auth/{tenant}/callback': { tenant: admin.tenantId },
    '/v1/webhooks/{id}': { id: webhook.id },
    '/v1/webhooks/{id}/ping': { id: webhook.id },
    '/v1/webhooks/{id}/deliveries': { id: webhook.id },
    '/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver': { id: webhook.id, deliveryId: delivery.id },
    '/v1/calendar-feeds/{id}': { id: feed.id },
    '/v1/teams/{id}/coverage': { id: activities.team.id },
    '/ical/{secret}.ics': { secret: /^\/ical\/(.+)\.ics$/.exec(feed.url)![1]! },
  };
  for (const [path, record] of Object.entries(reference)) pathIds[`/v1/${path}/{id}`] = { id: record.id };
  const bodies: EveryRecord['bodies'] = {
    'POST /issues': issueInput(issues),
    'POST /v1/me/notifications/read': { all: true },
    'PUT /issues/{id}': { description: 'Edited', estimated: 3 },
    'PUT /issues/bulk-edit': { issuesIds: [issue.id], priorityId: { priorityId: issues.low.id, toEdit: true } },
    'POST /issues/{id}/comments': { description: 'Another comment' },
    'POST /issues/{id}/worklogs': { date: '2026-12-01', minutes: 45, description: 'Logged' },
    'POST /v1/me/timer': { issueId: issue.id, description: 'Timed' },
    'PUT /issues/{id}/comments/{commentId}': { description: 'Edited comment' },
    'POST /v1/activity': activityInput(activities, { dateFrom: '2026-12-01', dateTo: '2026-12-01' }),
    'POST /v1/activity/preview': activityInput(activities, { dateFrom: '2026-12-02', dateTo: '2026-12-04' }),
    'PUT /v1/activity/{id}': activityInput(activities, { description: 'Edited' }),
    'PUT /v1/activity/{id}/status': { statusId: activities.approved.id },
    'POST /v1/activity/{id}/decisions': { decision: 'approve' },
    'POST /v1/users': { firstname: 'New', lastname: 'User', email: `new@${admin.tenantId}.example`, role: 'viewer' },
    'POST /v1/tokens': { userId: member.id, name: 'ci' },
    'POST /v1/holidays': { date: '2027-01-01', name: 'New Year' },
    'POST /v1/holidays/import': { country: 'DE', region: 'BY', year: 2030, teamIds: [activities.team.id] },
    'POST /v1/test-executions': { testPlanId: plan.id, testStepId: 2, statusId: passed.id },
    'POST /v1/allowances': { ...allowance, year: 2027 },
    'PUT /v1/allowances/{id}': { days: 28.5 },
    'PUT /v1/work-schedule': { minutes: [480, 480, 480, 480, 480, 0, 0] },
    'POST /v1/users/{id}/erase': { confirm: member.email },
    'PUT /v1/privacy-settings': { privateActivityRetentionDays: 365 },
    'POST /v1/users/{id}/work-schedules': { ...weekInput, validFrom: '2027-01-01' },
    'POST /v1/webhooks': hook,
    'PUT /v1/sign-in/oidc': oidc,
    'POST /v1/calendar-feeds': feedInput,
    'PUT /v1/webhooks/{id}': { description: 'Renamed' },
    'POST /admin/tenants': {
      id: `${admin.tenantId}-x`,
      name: 'X',
      admin: { firstname: 'A', lastname: 'B', email: 'a@b.example' },
    },
  };
  for (const path of Object.keys(reference)) {
    bodies[`POST /v1/${path}`] ??= { name: `Another ${path}` };
    bodies[`PUT /v1/${path}/{id}`] ??= { name: `Renamed ${path}` };
  }
  return {
    pathIds,
    // The month of the activity above.
    queries: {
      '/v1/calendar': 'from=2026-11-01&to=2026-11-30',
      '/v1/teams/{id}/coverage': 'from=2026-11-01&to=2026-11-30',
      '/v1/timesheets': 'from=2026-11-01&to=2026-11-30',
      '/v1/reports/time': 'from=2026-11-01&to=2026-11-30&groupBy=user',
    },
    bodies,
    self: {
      userId: admin.userId,
      tokenIds: tokens.body.filter((each) => each.userId === admin.userId).map((each) => each.id),
    },
  };
}

/**
 * A user account (`GET /v1/users/{id}`) as other objects embed the user: without the role and the
 * deputy, and with the language only where issues show it (activities and calendars do not).
 */
export function embeddedUser(account: Record<string, unknown>, withLanguage = true): Record<string, unknown> {
  const { role: _role, deputyId: _deputyId, startDate: _start, endDate: _end, language, ...user } = account;
  return withLanguage ? { ...user, language } : user;
}

/** An activity type as activities and balances embed it: the admin's object without D19's settings. */
export function embeddedType(settings: Record<string, unknown>): Record<string, unknown> {
  const { private: _private, accrual: _accrual, carryOver: _carryOver, ...type } = settings;
  return type;
}

/** Waits past the next whole second: issue and comment times have second precision, so a change made after it shows. */
export const nextSecond = () => new Promise<void>((resolve) => setTimeout(resolve, 1100));

/** The URL of the operation at `template` on the records: path ids filled in, and its query. */
export function operationUrl(records: EveryRecord, template: string, ids = records.pathIds[template] ?? {}): string {
  const query = records.queries[template];
  return fillPath(template, ids) + (query ? `?${query}` : '');
}

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  embeddedUser,
  type IssueWorld,
  newIssue,
} from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

/** D18: GET /v1/reports/time, grouped in the database. */
describe('time reports', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let colleague: TenantClient;
  let manager: TenantClient;
  let world: ActivityWorld;
  let issues: IssueWorld;
  let open: any;
  let secret: any;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member', { lastname: 'Aalto' });
    colleague = await admin.withNewUser('member', { lastname: 'Berg' });
    manager = await admin.withNewUser('manager');
    world = await createActivityWorld(admin, [member.userId]);
    issues = await createIssueWorld(admin);
    open = await newIssue(admin, issues, { name: 'Open work' });
    secret = await newIssue(colleague, issues, { name: 'Secret work', private: true });
    const log = async (client: TenantClient, input: Record<string, unknown>) =>
      expect((await client.post('/v1/activity', activityInput(world, input))).status).toBe(200);
    // The member: Monday and Tuesday 09:00-13:00 on the open issue, Monday 14:00-16:00 on the project only.
    await log(member, {
      dateFrom: '2027-03-01',
      dateTo: '2027-03-02',
      timeTo: '13:00',
      issueId: open.id,
      projectId: world.project.id,
    });
    await log(member, {
      dateFrom: '2027-03-01',
      dateTo: '2027-03-01',
      timeFrom: '14:00',
      timeTo: '16:00',
      projectId: world.project.id,
    });
    // The colleague: Monday 09:00-17:00 on their private issue; a requested vacation does not count.
    await log(colleague, { dateFrom: '2027-03-01', dateTo: '2027-03-01', issueId: secret.id });
    await log(colleague, { activityTypeId: world.vacation.id, dateFrom: '2027-03-02', dateTo: '2027-03-02' });
  });
  after(() => service.close());

  const report = (client: TenantClient, query: string) =>
    client.get(`/v1/reports/time?from=2027-03-01&to=2027-03-07&${query}`);
  const user = async (client: TenantClient) =>
    embeddedUser((await admin.get(`/v1/users/${client.userId}`)).body, false);

  it('groups by user for managers and admins, minutes and days by the schedule', async () => {
    for (const reader of [manager, admin]) {
      const { status, body } = await report(reader, 'groupBy=user');
      expect(status).toBe(200);
      const rows = [
        { user: await user(member), minutes: 600, days: 1.25 },
        { user: await user(colleague), minutes: 480, days: 1 },
      ];
      expect(body).toEqual({ rows, total: { minutes: 1080, days: 2.25 } });
    }
  });

  it('shows members and viewers only their own time; another user is 406', async () => {
    const own = await report(member, 'groupBy=day');
    expect(own.body).toEqual({
      rows: [
        { day: '2027-03-01', minutes: 360, days: 0.75 },
        { day: '2027-03-02', minutes: 240, days: 0.5 },
      ],
      total: { minutes: 600, days: 1.25 },
    });
    expect((await report(member, `groupBy=day&userId=${member.userId}`)).body).toEqual(own.body);
    const refused = await report(member, `groupBy=day&userId=${colleague.userId}`);
    expect([refused.status, refused.body.message]).toEqual([406, 'You do not have a permission for this action']);
  });

  it('groups by two keys, issues the caller may not see as "(private)"', async () => {
    const { body } = await report(manager, 'groupBy=issue,week');
    expect(body.rows).toEqual([
      { issue: { id: null, name: '(private)' }, week: '2027-W09', minutes: 480, days: 1 },
      { issue: { id: open.id, name: 'Open work' }, week: '2027-W09', minutes: 480, days: 1 },
      { issue: null, week: '2027-W09', minutes: 120, days: 0.25 },
    ]);
    const forAdmin = await report(admin, 'groupBy=issue');
    expect(forAdmin.body.rows[0]).toEqual({ issue: { id: open.id, name: 'Open work' }, minutes: 480, days: 1 });
    expect(forAdmin.body.rows[1]).toEqual({ issue: { id: secret.id, name: 'Secret work' }, minutes: 480, days: 1 });
  });

  it('filters by project, issue, type and working hours, and groups by project, type and month', async () => {
    const byProject = await report(manager, `groupBy=project,month&projectId=${world.project.id}`);
    expect(byProject.body.rows).toEqual([
      { project: { ...world.project }, month: '2027-03', minutes: 600, days: 1.25 },
    ]);
    const byIssue = await report(manager, `groupBy=activityType&issueId=${open.id}`);
    expect(byIssue.body.rows).toEqual([{ activityType: { ...world.homeOffice }, minutes: 480, days: 1 }]);
    const notWork = await report(manager, 'groupBy=user&workingHours=false');
    expect(notWork.body).toEqual({ rows: [], total: { minutes: 0, days: 0 } });
    const byType = await report(manager, `groupBy=team&activityTypeId=${world.vacation.id}`);
    expect(byType.body.rows).toEqual([]);
  });

  it('answers 400 for a bad range or grouping', async () => {
    for (const query of [
      'from=2027-01-01&to=2028-01-02&groupBy=user',
      'from=2027-01-05&to=2027-01-04&groupBy=user',
      'from=2027-01-01&to=2027-01-04',
      'from=2027-01-01&to=2027-01-04&groupBy=user,user',
      'from=2027-01-01&to=2027-01-04&groupBy=user,day,week',
      'from=2027-01-01&to=2027-01-04&groupBy=year',
    ]) {
      const response = await member.get(`/v1/reports/time?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body).toMatchObject({ status: 400, error: 'Bad Request', message: expect.any(String) });
    }
  });

  it('is one statement, however it groups', async () => {
    const statementsOf = async (path: string) => {
      const before = service.db.statements;
      expect((await manager.get(path)).status).toBe(200);
      return service.db.statements - before;
    };
    const one = await statementsOf('/v1/work-schedule');
    for (const groupBy of ['user', 'issue,week', 'project,day', 'team,activityType', 'month']) {
      expect({
        groupBy,
        statements: await statementsOf(`/v1/reports/time?from=2027-01-01&to=2027-12-31&groupBy=${groupBy}`),
      }).toEqual({ groupBy, statements: one });
    }
  });

  it('refuses a report of more than 5,000 rows instead of building it, and answers a narrower one (D13)', async () => {
    // 360 issues with two weeks of work each in 2029: 5,040 groups of issue and day.
    const stored = Array.from({ length: 360 }, (_, n) => n);
    for (let at = 0; at < stored.length; at += 30) {
      await Promise.all(
        stored.slice(at, at + 30).map(async (n) => {
          const issue = await newIssue(admin, issues, { name: `Load ${n}` });
          const day = String(1 + (n % 14)).padStart(2, '0');
          const input = activityInput(world, {
            issueId: issue.id,
            includeWeekends: true,
            dateFrom: `2029-03-${day}`,
            dateTo: `2029-03-${String(Number(day) + 13).padStart(2, '0')}`,
          });
          expect((await admin.post('/v1/activity', input)).status).toBe(200);
        }),
      );
    }
    const refused = await admin.get('/v1/reports/time?from=2029-01-01&to=2029-12-31&groupBy=issue,day');
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'This report would have more than 5000 rows; narrow the range, the filters or the grouping.',
    ]);
    const byIssue = await admin.get('/v1/reports/time?from=2029-01-01&to=2029-12-31&groupBy=issue');
    expect([byIssue.status, byIssue.body.rows.length, byIssue.body.total.minutes]).toEqual([200, 360, 360 * 14 * 480]);
  });
});

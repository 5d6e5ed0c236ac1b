import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { TenantClient, TestService } from '../testing/harness.js';
import { DEMO_TENANT, seedDemoTenant } from './seed.js';

/** A Wednesday: last week's five working days and this week's Monday and Tuesday are logged. */
const WEDNESDAY = new Date('2027-03-10T10:00:00Z');

/**
 * The demo tenant's time (D18): two weeks of worklogs for the timesheet, the reports and the issues,
 * and the demo admin's running timer, all read back through the API.
 */
describe('the demo tenant: time on work', () => {
  let service: TestService;
  let ada: TenantClient;

  before(async () => {
    // The demo tenant has a fixed id: a store of its own.
    service = await TestService.start({ privateStore: true });
    const demo = await seedDemoTenant(service.db, WEDNESDAY);
    ada = new TenantClient(service, DEMO_TENANT, demo.token, demo.admin.id);
  });
  after(() => service.close());

  const report = async (query: string) => {
    const response = await ada.get(`/v1/reports/time?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const name = (row: any) => `${row.user.firstname} ${row.user.lastname}`;

  it("logs last week's and this week's working days before today, on the issues and projects", async () => {
    const byUser = await report('from=2027-03-01&to=2027-03-14&groupBy=user');
    expect(byUser.rows.map((row: any) => [name(row), row.minutes])).toEqual([
      ['Grace Hopper', 1800],
      ['Ada Lovelace', 1590],
      ['Alan Turing', 2430],
    ]);
    const byType = await report('from=2027-03-01&to=2027-03-14&groupBy=activityType');
    expect(byType.rows.map((row: any) => row.activityType.name)).toEqual(['Work']);
    // Nothing logged today or later; before last week, nothing either.
    expect((await report('from=2027-03-10&to=2027-03-14&groupBy=user')).total.minutes).toBe(0);
    expect((await report('from=2027-02-01&to=2027-02-28&groupBy=user')).total.minutes).toBe(0);

    const byIssue = await report('from=2027-03-01&to=2027-03-14&groupBy=issue,user');
    const issues = new Set(byIssue.rows.map((row: any) => row.issue?.name ?? 'no issue'));
    expect([...issues].sort()).toEqual([
      'Checkout button does nothing in Safari',
      'Dark mode for the dashboard',
      'Handle the blocked pop-up in the click handler',
      'Reproduce on Safari 17',
      'Rotate the database credentials',
      'no issue',
    ]);
    const checkout = (await ada.get('/issues?q=Checkout')).body.items[0];
    expect((await ada.get(`/issues/${checkout.id}`)).body.logged).toBe(1110);
  });

  it("fills a member's timesheet with described entries", async () => {
    const users = (await ada.get('/v1/users')).body;
    const alan = users.find((user: any) => user.firstname === 'Alan');
    const { status, body } = await ada.get(`/v1/timesheets?userId=${alan.id}&from=2027-03-01&to=2027-03-07`);
    expect(status).toBe(200);
    expect(body.totals.worked).toBe(1680);
    expect(body.days[0].entries.map((entry: any) => entry.description)).toEqual([
      'Reproduced on Safari 17.4 with a clean profile',
      'Traced the click handler into the payment SDK',
    ]);
  });

  it('runs a timer for the demo admin, started 40 minutes before the demo, which stops into a worklog of Work', async () => {
    const timer = await ada.get('/v1/me/timer');
    expect(timer.status).toBe(200);
    expect(timer.body).toMatchObject({
      issue: { name: 'Dark mode for the dashboard' },
      description: 'Polishing the settings switch',
    });
    const running = Date.now() - Date.parse(timer.body.startedAt);
    expect(running).toBeGreaterThanOrEqual(40 * 60_000 - 5_000);
    expect(running).toBeLessThan(45 * 60_000);
    const stopped = await ada.post('/v1/me/timer/stop');
    expect(stopped.status).toBe(201);
    const minutes = stopped.body.reduce((sum: number, worklog: any) => sum + worklog.duration, 0);
    expect(minutes).toBeGreaterThanOrEqual(40);
    expect(minutes).toBeLessThan(45);
    expect(stopped.body.map((worklog: any) => worklog.activityTypeId.name)).toContain('Work');
  });
});

describe('the demo tenant seeded on a Monday', () => {
  it("has last week's time and nothing yet this week", async () => {
    const service = await TestService.start({ privateStore: true });
    try {
      const demo = await seedDemoTenant(service.db, new Date('2027-03-08T07:00:00Z'));
      const ada = new TenantClient(service, DEMO_TENANT, demo.token, demo.admin.id);
      const week = async (from: string, to: string) =>
        (await ada.get(`/v1/reports/time?from=${from}&to=${to}&groupBy=user`)).body.total.minutes;
      expect(await week('2027-03-01', '2027-03-07')).toBe(4020);
      expect(await week('2027-03-08', '2027-03-14')).toBe(0);
    } finally {
      await service.close();
    }
  });
});

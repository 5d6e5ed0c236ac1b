import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld, embeddedUser } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

/** D18: GET /v1/timesheets, each rule of the timesheet. */
describe('timesheets', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let colleague: TenantClient;
  let manager: TenantClient;
  let world: ActivityWorld;
  let meeting: any;
  let sick: any;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    colleague = await admin.withNewUser('member');
    manager = await admin.withNewUser('manager');
    world = await createActivityWorld(admin, [member.userId]);
    // Working hours that are approved: they count once approved.
    meeting = await admin.create('/v1/activity-types', { name: 'Overtime', workingHours: true, approvable: true });
    sick = await admin.create('/v1/activity-types', { name: 'Sick leave', approvable: true, private: true });
  });
  after(() => service.close());

  const log = async (client: TenantClient, input: Record<string, unknown>) => {
    const response = await client.post('/v1/activity', activityInput(world, input));
    expect(response.status).toBe(200);
    return response.body as any[];
  };
  const approve = async (activity: { id: number }) =>
    expect((await manager.put(`/v1/activity/${activity.id}/status`, { statusId: world.approved.id })).status).toBe(200);
  const sheet = (client: TenantClient, query: string) => client.get(`/v1/timesheets?${query}`);

  it('is read by the user themself, managers and admins; 406 to others, 404 for an unknown user', async () => {
    const query = `userId=${member.userId}&from=2027-01-04&to=2027-01-04`;
    for (const reader of [member, manager, admin]) expect((await sheet(reader, query)).status).toBe(200);
    expect((await sheet(member, 'from=2027-01-04&to=2027-01-04')).body.user.id).toBe(member.userId);
    const refused = await sheet(colleague, query);
    expect([refused.status, refused.body.message]).toEqual([406, 'You do not have a permission for this action']);
    const missing = await sheet(admin, 'userId=999999&from=2027-01-04&to=2027-01-04');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('covers at most 62 days, forwards; anything else is 400 with the error object', async () => {
    expect((await sheet(member, 'from=2027-01-01&to=2027-03-03')).body.days).toHaveLength(62);
    for (const query of [
      'from=2027-01-01&to=2027-03-04',
      'from=2027-01-05&to=2027-01-04',
      'from=2027-01-05',
      'from=2027-13-01&to=2027-13-02',
      'from=2027-01-01&to=2027-01-02&userId=x',
    ]) {
      const response = await sheet(member, query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body).toMatchObject({ status: 400, error: 'Bad Request', message: expect.any(String) });
    }
  });

  it('expects the minutes of the work schedule, 0 at the weekend and on a holiday of the user, named', async () => {
    await admin.create('/v1/holidays', { date: '2027-02-03', name: 'Founders day' });
    await admin.create(`/v1/users/${member.userId}/work-schedules`, {
      validFrom: '2027-02-01',
      minutes: [480, 480, 480, 480, 240, 0, 0],
    });
    const { body } = await sheet(member, 'from=2027-02-01&to=2027-02-07');
    expect(body).toMatchObject({
      user: embeddedUser(await account(member.userId), false),
      from: '2027-02-01',
      to: '2027-02-07',
    });
    expect(body.days.map((d: any) => [d.date, d.holiday, d.expected])).toEqual([
      ['2027-02-01', null, 480],
      ['2027-02-02', null, 480],
      ['2027-02-03', 'Founders day', 0],
      ['2027-02-04', null, 480],
      ['2027-02-05', null, 240],
      ['2027-02-06', null, 0],
      ['2027-02-07', null, 0],
    ]);
    expect(body.totals).toEqual({ expected: 1680, worked: 0, absent: 0, balance: -1680 });
  });

  const account = async (id: number) => (await admin.get(`/v1/users/${id}`)).body;

  it('counts working hours of types not approved at once, and of approved types once approved', async () => {
    // Monday and Tuesday at home, 09:00-17:00; two hours' overtime on Monday, requested, then approved.
    const [home] = await log(member, { dateFrom: '2027-03-01', dateTo: '2027-03-02' });
    const [overtime] = await log(member, {
      activityTypeId: meeting.id,
      dateFrom: '2027-03-01',
      dateTo: '2027-03-01',
      timeFrom: '17:00',
      timeTo: '19:00',
    });
    let { body } = await sheet(member, 'from=2027-03-01&to=2027-03-02');
    expect(body.days.map((d: any) => d.worked)).toEqual([480, 480]);
    await approve(overtime);
    ({ body } = await sheet(member, 'from=2027-03-01&to=2027-03-02'));
    expect(body.days.map((d: any) => d.worked)).toEqual([600, 480]);
    expect(body.totals).toEqual({ expected: 960, worked: 1080, absent: 0, balance: 120 });
    // The entries are the activities as GET /v1/activity/{id} shows them, by time of day.
    const shown = async (id: number) => (await member.get(`/v1/activity/${id}`)).body;
    expect(body.days[0].entries).toEqual([await shown(home.id), await shown(overtime.id)]);
    expect(body.days[1].entries).toEqual([await shown(home.id)]);
  });

  it('credits approved absences up to the expected minutes; a whole day credits all of them', async () => {
    // Monday: a whole day of vacation; Tuesday: a morning; Wednesday: requested only; Thursday: sick
    // 08:00-14:00 and vacation 12:00-18:00 credit 480 together, the types in name order.
    const vacation = { activityTypeId: world.vacation.id };
    const [whole] = await log(member, {
      ...vacation,
      dateFrom: '2027-04-05',
      dateTo: '2027-04-05',
      timeFrom: '00:00',
      timeTo: '24:00',
    });
    const [morning] = await log(member, {
      ...vacation,
      dateFrom: '2027-04-06',
      dateTo: '2027-04-06',
      timeFrom: '09:00',
      timeTo: '13:00',
    });
    await log(member, { ...vacation, dateFrom: '2027-04-07', dateTo: '2027-04-07' });
    const [ill] = await log(member, {
      activityTypeId: sick.id,
      dateFrom: '2027-04-08',
      dateTo: '2027-04-08',
      timeFrom: '08:00',
      timeTo: '14:00',
    });
    const [late] = await log(member, {
      ...vacation,
      dateFrom: '2027-04-08',
      dateTo: '2027-04-08',
      timeFrom: '12:00',
      timeTo: '18:00',
    });
    for (const activity of [whole, morning, ill, late]) await approve(activity);
    const { body } = await sheet(manager, `userId=${member.userId}&from=2027-04-05&to=2027-04-08`);
    const absent = body.days.map((d: any) => d.absent.map((a: any) => [a.activityType.name, a.minutes]));
    expect(absent).toEqual([
      [['Vacation', 480]],
      [['Vacation', 240]],
      [],
      [
        ['Sick leave', 360],
        ['Vacation', 120],
      ],
    ]);
    expect(body.days[0].absent[0].activityType).toEqual({ ...world.vacation });
    expect(body.totals).toEqual({ expected: 1920, worked: 0, absent: 1200, balance: -720 });
  });

  it('shows the entries of a private type to the author and managers, who are the only readers besides admins', async () => {
    const query = `userId=${member.userId}&from=2027-04-08&to=2027-04-08`;
    const forManager = (await sheet(manager, query)).body;
    expect(forManager.days[0].entries.map((a: any) => a.activityTypeId.id ?? a.activityTypeId)).toContain(sick.id);
    const forMember = (await sheet(member, query)).body;
    expect(forMember.days[0].entries).toHaveLength(2);
    expect(forMember.days[0].absent).toEqual(forManager.days[0].absent);
  });

  it('is one statement, however many days and activities it covers', async () => {
    const statementsOf = async (path: string) => {
      const before = service.db.statements;
      expect((await member.get(path)).status).toBe(200);
      return service.db.statements - before;
    };
    // GET /v1/work-schedule is one statement: the request's own cost besides it is the same.
    const one = await statementsOf('/v1/work-schedule');
    expect(await statementsOf('/v1/timesheets?from=2027-03-01&to=2027-03-01')).toBe(one);
    expect(await statementsOf('/v1/timesheets?from=2027-02-01&to=2027-04-03')).toBe(one);
  });

  it('lists at most 2,000 entries and 4 MiB of them (D13): past either the timesheet is refused, not built', async () => {
    const colleagues = await admin.withNewUser('member');
    // 32 overlapping worklogs of 62 days, weekends included: 1,984 entries on 62 days.
    const range = { includeWeekends: true, dateFrom: '2028-01-01', dateTo: '2028-03-02' };
    for (let n = 0; n < 32; n++) await log(colleagues, range);
    const query = 'from=2028-01-01&to=2028-03-02';
    const full = await sheet(colleagues, query);
    expect(full.status).toBe(200);
    expect(full.body.days.reduce((sum: number, day: any) => sum + day.entries.length, 0)).toBe(1984);
    await log(colleagues, range);
    const tooMany = await sheet(colleagues, query);
    expect([tooMany.status, tooMany.body.message]).toEqual([
      400,
      'This timesheet would list more than 2000 entries; ask for fewer days (an activity is an entry on each day it covers).',
    ]);
    // Fewer days list fewer entries; the export has a row per day, whatever the entries.
    expect((await sheet(colleagues, 'from=2028-01-01&to=2028-01-31')).status).toBe(200);
    const file = await colleagues.request({
      method: 'GET',
      url: `/v1/timesheets?${query}`,
      headers: { accept: 'text/csv' },
    });
    expect([file.status, file.text.split('\r\n').length]).toEqual([200, 1 + 62 + 1 + 1]);
    // Worklogs of one day with the longest descriptions, each character six in JSON: 600 kB an
    // entry, so that six fit in 4 MiB and seven do not.
    const long = { dateFrom: '2028-06-01', dateTo: '2028-06-01', description: '\u0001'.repeat(100_000) };
    for (let n = 0; n < 6; n++) await log(colleagues, long);
    expect((await sheet(colleagues, 'from=2028-06-01&to=2028-06-01')).status).toBe(200);
    await log(colleagues, long);
    const tooLarge = await sheet(colleagues, 'from=2028-06-01&to=2028-06-01');
    expect([tooLarge.status, tooLarge.body.message]).toEqual([
      400,
      "This timesheet's entries would take more than 4 MiB; ask for fewer days.",
    ]);
  });
});

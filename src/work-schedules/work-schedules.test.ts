import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld, embeddedType } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

const FULL_TIME = [480, 480, 480, 480, 480, 0, 0];
/** Monday to Wednesday, eight hours each. */
const THREE_DAYS = [480, 480, 480, 0, 0, 0, 0];
/** Monday to Friday, four hours each. */
const MORNINGS = [240, 240, 240, 240, 240, 0, 0];

/** D19: work schedules, and the working days, partial days, accrual and carry-over they count by. */
describe('work schedules and the leave counted by them', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let colleague: TenantClient;
  let manager: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    colleague = await admin.withNewUser('member');
    manager = await admin.withNewUser('manager');
    world = await createActivityWorld(admin, [member.userId]);
  });
  after(() => service.close());

  const vacation = async (client: TenantClient, input: Record<string, unknown>) => {
    const response = await client.post(
      '/v1/activity',
      activityInput(world, { activityTypeId: world.vacation.id, ...input }),
    );
    expect(response.status).toBe(200);
    return response.body as any[];
  };
  const balance = async (client: TenantClient, year: number, typeId = world.vacation.id) => {
    const response = await client.get(`/v1/users/${client.userId}/balances?year=${year}`);
    expect(response.status).toBe(200);
    return (response.body as any[]).find((row) => row.activityType.id === typeId);
  };
  const allow = (userId: number, activityTypeId: number, year: number, days: number) =>
    admin.create('/v1/allowances', { userId, activityTypeId, year, days });

  it("keeps the tenant's default week: 480 minutes Monday to Friday until an admin sets another", async () => {
    expect((await member.get('/v1/work-schedule')).body).toEqual({ minutes: FULL_TIME });
    const refused = await manager.put('/v1/work-schedule', { minutes: MORNINGS });
    expect([refused.status, refused.body.message]).toEqual([406, 'You do not have a permission for this action']);
    for (const minutes of [[480, 480], [480, 480, 480, 480, 480, 0, 1441], [480, 480, 480, 480, 480, 0, -1], 'all']) {
      const invalid = await admin.put('/v1/work-schedule', { minutes });
      expect({ minutes, status: invalid.status }).toEqual({ minutes, status: 400 });
      expect(invalid.body.message).toMatch(/^Field 'minutes/);
    }
    expect((await member.get('/v1/work-schedule')).body).toEqual({ minutes: FULL_TIME });
    // A six-day week, then back: the answer is the week stored.
    const sixDays = [480, 480, 480, 480, 480, 240, 0];
    expect((await admin.put('/v1/work-schedule', { minutes: sixDays })).body).toEqual({ minutes: sixDays });
    expect((await member.get('/v1/work-schedule')).body).toEqual({ minutes: sixDays });
    // A Saturday is a working day now: a Friday-to-Monday request keeps it.
    const preview = await member.post(
      '/v1/activity/preview',
      activityInput(world, { activityTypeId: world.vacation.id, dateFrom: '2029-06-01', dateTo: '2029-06-04' }),
    );
    expect(preview.body.runs).toEqual([
      { dateFrom: '2029-06-01', dateTo: '2029-06-02', workingDays: 2 },
      { dateFrom: '2029-06-04', dateTo: '2029-06-04', workingDays: 1 },
    ]);
    await admin.put('/v1/work-schedule', { minutes: FULL_TIME });
  });

  it("keeps a user's weeks by validFrom; the user, managers and admins read them, admins write", async () => {
    const path = `/v1/users/${member.userId}/work-schedules`;
    const later = await admin.create(path, { validFrom: '2029-07-02', minutes: MORNINGS });
    const first = await admin.create(path, { validFrom: '2029-01-01', minutes: THREE_DAYS });
    expect(first).toEqual({ id: expect.any(Number), validFrom: '2029-01-01', minutes: THREE_DAYS });
    for (const reader of [member, manager, admin]) {
      expect((await reader.get(path)).body).toEqual([first, later]);
    }
    const hidden = await colleague.get(path);
    expect([hidden.status, hidden.body.message]).toEqual([406, 'You do not have a permission for this action']);
    const notAdmin = await manager.post(path, { validFrom: '2030-01-01', minutes: FULL_TIME });
    expect(notAdmin.status).toBe(406);
    const twice = await admin.post(path, { validFrom: '2029-01-01', minutes: FULL_TIME });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      `User ${member.userId} has a work schedule from 2029-01-01 already.`,
    ]);
    const unknownUser = await admin.post('/v1/users/999999/work-schedules', {
      validFrom: '2029-01-01',
      minutes: FULL_TIME,
    });
    expect([unknownUser.status, unknownUser.body.message]).toEqual([404, 'User with id 999999 was not found.']);
    expect((await admin.get('/v1/users/999999/work-schedules')).status).toBe(404);
    const badDate = await admin.post(path, { validFrom: '2029-02-30', minutes: FULL_TIME });
    expect(badDate.status).toBe(400);
    // Deleted, the week before applies again; a second delete finds nothing.
    const extra = await admin.create(path, { validFrom: '2031-01-01', minutes: FULL_TIME });
    expect((await admin.delete(`${path}/${extra.id}`)).status).toBe(204);
    const again = await admin.delete(`${path}/${extra.id}`);
    expect([again.status, again.body.message]).toEqual([404, `Work schedule with id ${extra.id} was not found.`]);
    expect((await member.get(path)).body).toEqual([first, later]);
  });

  it("splits and counts a part-timer's leave by their week, and by the new one after a change mid-year", async () => {
    await allow(member.userId, world.vacation.id, 2029, 20);
    // Mon 8 to Fri 12 January 2029: the member works Monday to Wednesday, so the week off is three days.
    const preview = await member.post(
      '/v1/activity/preview',
      activityInput(world, { activityTypeId: world.vacation.id, dateFrom: '2029-01-08', dateTo: '2029-01-12' }),
    );
    expect(preview.body).toMatchObject({
      runs: [{ dateFrom: '2029-01-08', dateTo: '2029-01-10', workingDays: 3 }],
      workingDays: 3,
      allowanceDays: [{ year: 2029, days: 3 }],
    });
    const [week] = await vacation(member, { dateFrom: '2029-01-08', dateTo: '2029-01-12' });
    expect([week.dateFrom, week.dateTo]).toEqual(['2029-01-08T00:00:00.000Z', '2029-01-10T00:00:00.000Z']);
    // Whoever decides it sees the working days it takes from the member, not from a Monday-to-Friday week.
    const inbox = await manager.get('/v1/approvals?limit=100');
    expect(inbox.body.items.find((item: any) => item.activity.id === week.id).workingDays).toBe(3);
    // A colleague with the default week takes all five days.
    const colleagues = await vacation(colleague, { dateFrom: '2029-01-08', dateTo: '2029-01-12' });
    expect(colleagues.map((run) => [run.dateFrom, run.dateTo])).toEqual([
      ['2029-01-08T00:00:00.000Z', '2029-01-12T00:00:00.000Z'],
    ]);
    // From Mon 2 July four hours a day: a whole day counts 1, two hours half a day, and Thursday works now.
    await vacation(member, { dateFrom: '2029-07-02', dateTo: '2029-07-02', timeFrom: '00:00', timeTo: '24:00' });
    await vacation(member, { dateFrom: '2029-07-03', dateTo: '2029-07-03', timeFrom: '09:00', timeTo: '11:00' });
    const [thursday] = await vacation(member, { dateFrom: '2029-07-05', dateTo: '2029-07-05' });
    expect(thursday.dateFrom).toBe('2029-07-05T00:00:00.000Z');
    expect(await balance(member, 2029)).toMatchObject({ allowance: 20, requested: 5.5, remaining: 14.5 });
    // The calendar shows the member's days by the same weeks.
    const calendar = await member.get(`/v1/calendar?from=2029-01-07&to=2029-01-13&userId=${member.userId}`);
    expect(calendar.body.users[0].days.map((day: any) => day.date)).toEqual(['2029-01-08', '2029-01-09', '2029-01-10']);
  });

  it('counts a pro-rata allowance by the full months employed in the year, rounded up to a half day', async () => {
    const joiner = await admin.withNewUser('member', { startDate: '2029-04-15' });
    const account = (await admin.get(`/v1/users/${joiner.userId}`)).body;
    expect([account.startDate, account.endDate]).toEqual(['2029-04-15', null]);
    const reversed = await admin.put(`/v1/users/${joiner.userId}`, { endDate: '2029-01-01' });
    expect([reversed.status, reversed.body.message]).toEqual([400, "Field 'endDate' must not be before 'startDate'."]);
    const type = await admin.create('/v1/activity-types', {
      name: 'Annual leave',
      approvable: true,
      accrual: 'pro-rata',
    });
    expect(type).toMatchObject({ accrual: 'pro-rata', carryOver: null, private: false });
    await allow(joiner.userId, type.id, 2029, 20);
    await allow(joiner.userId, type.id, 2030, 20);
    await allow(joiner.userId, type.id, 2031, 20);
    // May to December: 20 × 8 ÷ 12 = 13.33, rounded up to 13.5.
    expect(await balance(joiner, 2029, type.id)).toMatchObject({ allowance: 13.5, remaining: 13.5 });
    expect(await balance(joiner, 2030, type.id)).toMatchObject({ allowance: 20 });
    // Leaving on 31 March 2031: three months, 5 days; on 30 March, two: 3.33 rounded up to 3.5.
    await admin.put(`/v1/users/${joiner.userId}`, { endDate: '2031-03-31' });
    expect(await balance(joiner, 2031, type.id)).toMatchObject({ allowance: 5 });
    await admin.put(`/v1/users/${joiner.userId}`, { endDate: '2031-03-30' });
    expect(await balance(joiner, 2031, type.id)).toMatchObject({ allowance: 3.5 });
    // The embedded type is the contract's object; the settings are the admin's.
    const [leave] = await vacation(joiner, { activityTypeId: type.id, dateFrom: '2030-05-06', dateTo: '2030-05-06' });
    expect(leave.activityTypeId).toEqual(embeddedType(type));
  });

  it('carries what remains into the next year, uses it first, and lets the rest expire after its day', async () => {
    const person = await admin.withNewUser('member');
    const invalid = await admin.post('/v1/activity-types', {
      name: 'Leave',
      carryOver: { maxDays: 5, expiresOn: '02-30' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/^Field 'carryOver/);
    const type = await admin.create('/v1/activity-types', {
      name: 'Leave with carry-over',
      carryOver: { maxDays: 5, expiresOn: '03-31' },
    });
    for (const year of [2024, 2025, 2026]) await allow(person.userId, type.id, year, 10);
    const take = (dateFrom: string, dateTo: string) => vacation(person, { activityTypeId: type.id, dateFrom, dateTo });
    // 2024: three days taken, seven remain; five are carried.
    await take('2024-06-03', '2024-06-05');
    expect(await balance(person, 2024, type.id)).toMatchObject({ carried: 0, remaining: 7 });
    // 2025: two of the carried days used in February (the type needs no approval: approved at once); the other three expired after 31 March 2025.
    await take('2025-02-03', '2025-02-04');
    expect(await balance(person, 2025, type.id)).toMatchObject({
      allowance: 10,
      carried: 5,
      carriedExpiresOn: '2025-03-31',
      expired: 3,
      approved: 2,
      remaining: 10,
    });
    // 2026: ten remained, at most five carried; nothing taken by 31 March 2026, so all five expired.
    expect(await balance(person, 2026, type.id)).toMatchObject({
      carried: 5,
      carriedExpiresOn: '2026-03-31',
      expired: 5,
      remaining: 10,
    });
    // A year whose carried days have not yet expired shows none expired.
    for (const year of [2040, 2041]) await allow(person.userId, type.id, year, 10);
    expect(await balance(person, 2041, type.id)).toMatchObject({
      carried: 5,
      carriedExpiresOn: '2041-03-31',
      expired: 0,
      remaining: 15,
    });
    // A type that does not carry over starts each year afresh.
    await allow(person.userId, world.vacation.id, 2040, 10);
    await allow(person.userId, world.vacation.id, 2041, 10);
    expect(await balance(person, 2041)).toMatchObject({ carried: 0, carriedExpiresOn: null, remaining: 10 });
  });
});

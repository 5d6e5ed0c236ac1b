import { expect } from 'expect';
import fc from 'fast-check';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';
import { dayNumber } from './calendar.js';

const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const FIRST_DAY = dayNumber('2027-11-01');
const HOLIDAYS = ['2027-12-24', '2027-12-27', '2028-01-03', '2028-01-04'];

/** POST /v1/activity/preview: the runs, working days and allowance days a create would take, before sending. */
describe('POST /v1/activity/preview', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    world = await createActivityWorld(admin, []);
    for (const date of HOLIDAYS) await admin.create('/v1/holidays', { date, name: `Holiday ${date}` });
  });
  after(() => service.close());

  const activities = async () => (await admin.get('/v1/activity?from=2027-01-01&to=2029-12-31&limit=100')).body.items;

  it('names the very runs the create then stores, their working days by year, and writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 40 }), async (start, length) => {
        const body = activityInput(world, {
          activityTypeId: world.vacation.id,
          dateFrom: dateOf(FIRST_DAY + start),
          dateTo: dateOf(FIRST_DAY + start + length),
          timeFrom: '00:00',
          timeTo: '24:00',
        });
        const before = await activities();
        const preview = await admin.post('/v1/activity/preview', body);
        expect(await activities()).toEqual(before);
        const created = await admin.post('/v1/activity', body);
        if (created.status === 400) {
          expect([preview.status, preview.body.message]).toEqual([400, created.body.message]);
          return;
        }
        expect(preview.status).toBe(200);
        expect(preview.body.runs.map((run: any) => [run.dateFrom, run.dateTo])).toEqual(
          created.body.map((a: any) => [a.dateFrom.slice(0, 10), a.dateTo.slice(0, 10)]),
        );
        const days = (from: string, to: string) =>
          Array.from({ length: dayNumber(to) - dayNumber(from) + 1 }, (_, i) => dateOf(dayNumber(from) + i)).filter(
            (date) => ![0, 6].includes(new Date(date).getUTCDay()) && !HOLIDAYS.includes(date),
          );
        const working = preview.body.runs.flatMap((run: any) => days(run.dateFrom, run.dateTo));
        expect(preview.body.runs.map((run: any) => run.workingDays)).toEqual(
          preview.body.runs.map((run: any) => days(run.dateFrom, run.dateTo).length),
        );
        expect(preview.body.workingDays).toBe(working.length);
        const years = [...new Set(working.map((date: string) => Number(date.slice(0, 4))))];
        expect(preview.body.allowanceDays).toEqual(
          years.map((year) => ({ year, days: working.filter((date: string) => date.startsWith(String(year))).length })),
        );
        for (const activity of created.body) await admin.delete(`/v1/activity/${activity.id}`);
      }),
      { numRuns: 25 },
    );
  });

  it('counts half a day for a time range of at most four hours', async () => {
    const body = activityInput(world, {
      activityTypeId: world.vacation.id,
      dateFrom: '2027-12-20',
      dateTo: '2027-12-24',
    });
    const morning = await admin.post('/v1/activity/preview', { ...body, timeFrom: '08:00', timeTo: '12:00' });
    expect(morning.body).toEqual({
      runs: [{ dateFrom: '2027-12-20', dateTo: '2027-12-23', workingDays: 4 }],
      workingDays: 4,
      allowanceDays: [{ year: 2027, days: 2 }],
      overlaps: [],
    });
  });

  it("names the caller's live activities the range shares a day with, not rejected or deleted ones nor others'", async () => {
    const member = await admin.withNewUser('member');
    const create = async (client: TenantClient, extra: Record<string, unknown>) =>
      (await client.create<any[]>('/v1/activity', activityInput(world, extra), 200))[0];
    const homeOffice = await create(member, { dateFrom: '2029-03-05', dateTo: '2029-03-05' });
    const trip = await create(member, {
      activityTypeId: world.vacation.id,
      includeWeekends: true,
      dateFrom: '2029-02-20',
      dateTo: '2029-03-06',
    });
    const rejected = await create(member, {
      activityTypeId: world.vacation.id,
      dateFrom: '2029-03-07',
      dateTo: '2029-03-07',
    });
    await admin.put(`/v1/activity/${rejected.id}/status`, { statusId: world.rejected.id });
    const deleted = await create(member, { dateFrom: '2029-03-08', dateTo: '2029-03-08' });
    await member.delete(`/v1/activity/${deleted.id}`);
    await create(admin, { dateFrom: '2029-03-06', dateTo: '2029-03-06' });
    await create(member, { dateFrom: '2029-03-12', dateTo: '2029-03-12' });
    const preview = await member.post(
      '/v1/activity/preview',
      activityInput(world, { activityTypeId: world.vacation.id, dateFrom: '2029-03-05', dateTo: '2029-03-09' }),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.overlaps.map((activity: { id: number }) => activity.id)).toEqual([trip.id, homeOffice.id]);
    expect(preview.body.overlaps[1]).toEqual((await member.get(`/v1/activity/${homeOffice.id}`)).body);
  });

  it('refuses what the create refuses, with the same message, and a viewer', async () => {
    const reversed = await admin.post(
      '/v1/activity/preview',
      activityInput(world, { dateFrom: '2027-12-24', dateTo: '2027-12-20' }),
    );
    expect([reversed.status, reversed.body.message]).toEqual([400, "Field 'dateTo' must not be before 'dateFrom'."]);
    const unknownType = await admin.post('/v1/activity/preview', activityInput(world, { activityTypeId: 999999 }));
    expect([unknownType.status, unknownType.body.message]).toEqual([
      400,
      'Activity type with id 999999 was not found.',
    ]);
    const viewer = await admin.withNewUser('viewer');
    expect((await viewer.post('/v1/activity/preview', activityInput(world))).status).toBe(406);
  });
});

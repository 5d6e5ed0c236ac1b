import { expect } from 'expect';
import fc from 'fast-check';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';
import { dayNumber } from './calendar.js';

const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const FIRST_DAY = dayNumber('2027-01-01');
const LAST_DAY = dayNumber('2028-12-31');
/** A holiday on about one day in six, so that runs also end at holidays and some ranges have no working day. */
const HOLIDAYS = new Set(
  Array.from({ length: LAST_DAY - FIRST_DAY + 1 }, (_, i) => FIRST_DAY + i)
    .filter((day) => (day * 7919) % 6 === 0)
    .map(dateOf),
);

describe('POST /v1/activity: the runs a range is stored as (D5)', () => {
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

  const isWorkingDay = (day: number) => {
    const weekday = new Date(day * 86_400_000).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(dateOf(day));
  };

  it('stores exactly the working days of any range, as maximal runs in date order', async () => {
    const day = fc.integer({ min: FIRST_DAY - 30, max: LAST_DAY });
    await fc.assert(
      // Short ranges often hold no working day at all.
      fc.asyncProperty(
        day,
        fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 365 })),
        async (start, length) => {
          const [dateFrom, dateTo] = [dateOf(start), dateOf(start + length)];
          const response = await admin.post('/v1/activity', activityInput(world, { dateFrom, dateTo }));
          const working = Array.from({ length: length + 1 }, (_, i) => start + i).filter(isWorkingDay);
          if (working.length === 0) {
            expect(response.status).toBe(400);
            expect(response.body.message).toBe(
              `There is no working day from ${dateFrom} to ${dateTo}; send includeWeekends: true to record it anyway.`,
            );
            return;
          }
          expect(response.status).toBe(200);
          const runs = response.body.map((a: any) => [
            dayNumber(a.dateFrom.slice(0, 10)),
            dayNumber(a.dateTo.slice(0, 10)),
          ]);
          const covered = runs.flatMap(([from, to]: number[]) =>
            Array.from({ length: to! - from! + 1 }, (_, i) => from! + i),
          );
          expect(covered).toEqual(working);
          for (let i = 1; i < runs.length; i++) {
            // Maximal: two runs are always separated by at least one day off.
            expect(runs[i][0] - runs[i - 1][1]).toBeGreaterThan(1);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("splits at the caller's tenant's holidays only", async () => {
    const other = await service.newTenant();
    const otherWorld = await createActivityWorld(other, []);
    // Monday to Friday around a Wednesday that is a holiday of the first tenant (day 0 was a Thursday).
    const wednesday = Array.from(HOLIDAYS, dayNumber).find((day) => (day + 1) % 7 === 0)!;
    const week = { dateFrom: dateOf(wednesday - 2), dateTo: dateOf(wednesday + 2) };
    const own = await admin.post('/v1/activity', activityInput(world, week));
    expect(own.body.length).toBeGreaterThan(1);

    const response = await other.post('/v1/activity', activityInput(otherWorld, week));
    expect(response.status).toBe(200);
    expect(response.body.map((a: any) => [a.dateFrom, a.dateTo])).toEqual([
      [`${week.dateFrom}T00:00:00.000Z`, `${week.dateTo}T00:00:00.000Z`],
    ]);
  });

  it('stores a range with weekends included as one run, whatever days it covers', async () => {
    const day = fc.integer({ min: FIRST_DAY - 30, max: LAST_DAY });
    await fc.assert(
      fc.asyncProperty(day, fc.integer({ min: 0, max: 365 }), async (start, length) => {
        const [dateFrom, dateTo] = [dateOf(start), dateOf(start + length)];
        const response = await admin.post(
          '/v1/activity',
          activityInput(world, { dateFrom, dateTo, includeWeekends: true }),
        );
        expect(response.status).toBe(200);
        expect(response.body.map((a: any) => [a.dateFrom, a.dateTo])).toEqual([
          [`${dateFrom}T00:00:00.000Z`, `${dateTo}T00:00:00.000Z`],
        ]);
      }),
      { numRuns: 20 },
    );
  });
});

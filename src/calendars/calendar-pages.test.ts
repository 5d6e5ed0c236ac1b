import { expect } from 'expect';
import fc from 'fast-check';
import { after, before, describe, it } from 'node:test';
import type { Sql } from '../platform/db/database.js';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { InterceptedDatabase, type TenantClient, TestService } from '../testing/harness.js';
import { LONG_REQUESTS_AT_ONCE, LONG_REQUESTS_WAITING } from '../platform/db/long-requests.js';
import { rowsProduced } from '../testing/plans.js';
import { dayNumber } from '../activities/calendar.js';
import { CALENDAR, type CalendarQuery, calendarPage, readCalendar } from './calendar.js';

const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** A calendar as ids: each user's id with their days, each day's date with its activities' ids. */
type Shape = [userId: number, days: [date: string, activityIds: number[]][]][];

const shapeOf = (users: any[]): Shape =>
  users.map((user) => [user.user.id, user.days.map((day: any) => [day.date, day.activities.map((a: any) => a.id)])]);

/** Joins pages as a client does: a user that opens a page goes on with the previous page's last one. */
function join(pages: Shape[]): Shape {
  const joined: Shape = [];
  for (const page of pages) {
    for (const [userId, days] of page) {
      const last = joined.at(-1);
      if (last?.[0] !== userId) {
        joined.push([userId, days.map(([date, ids]) => [date, [...ids]])]);
        continue;
      }
      for (const [date, ids] of days) {
        if (last[1].at(-1)?.[0] === date) last[1].at(-1)![1].push(...ids);
        else last[1].push([date, [...ids]]);
      }
    }
  }
  return joined;
}

/** D13: a page of the calendar costs what it holds, however long its range and however busy a person. */
describe('GET /v1/calendar: pages built from their own entries', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    world = await createActivityWorld(admin, []);
  });
  after(() => service.close());

  /** The admin as the calendar's reader: every type shown. */
  const adminReader = () => ({ tenantId: admin.tenantId, userId: admin.userId, managesActivities: true });

  const read = (query: CalendarQuery, maxEntries?: number) =>
    service.db.read(admin.tenantId, async (sql: Sql) =>
      JSON.parse(await readCalendar(sql, adminReader(), query, service.app.cursors, maxEntries)),
    );

  /** Every page of `query`, each as a shape, following the cursors. */
  const pages = async (query: CalendarQuery, maxEntries?: number, most = 1) => {
    const all: { shape: Shape; entries: number }[] = [];
    let cursor: string | undefined;
    do {
      const page = await read({ ...query, ...(cursor ? { cursor } : {}) }, maxEntries);
      const shape = shapeOf(page.users);
      all.push({ shape, entries: shape.flatMap(([, days]) => days.flatMap(([, ids]) => ids)).length });
      cursor = page.nextCursor ?? undefined;
      if (all.length > most) throw new Error(`more than ${most} pages`);
    } while (cursor);
    return all;
  };

  /** The rows every step of the page's statement produced, as EXPLAIN ANALYZE counts them. */
  const work = (query: CalendarQuery) =>
    service.db.read(admin.tenantId, async (sql: Sql) => {
      const p = calendarPage(adminReader(), query, service.app.cursors);
      const [row] = await sql.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${CALENDAR.prepared.text}`,
        CALENDAR.values(p),
      );
      return rowsProduced(row!['QUERY PLAN']);
    });

  it('reads for a year page of a person with 300 overlapping year-long entries about what a month page reads', async () => {
    // The attack of issue 52: 300 × 366 = 109,800 day entries, of which one page shows 5,000.
    const mallory = await admin.withNewUser('member', { firstname: 'Mallory', lastname: 'Many' });
    for (let i = 0; i < 300; i++) {
      await mallory.create(
        '/v1/activity',
        activityInput(world, { includeWeekends: true, dateFrom: '2032-01-01', dateTo: '2032-12-31' }),
        200,
      );
    }
    const year = { from: '2032-01-01', to: '2032-12-31', limit: 1, userId: mallory.userId };
    const month = { ...year, to: '2032-01-31' };
    const [yearPage, monthPage] = [await read(year), await read(month)];
    // 5,000 entries = 16 days of 300 and 200 of the 17th.
    expect(shapeOf(yearPage.users)).toEqual(shapeOf(monthPage.users));
    expect(yearPage.users[0].days).toHaveLength(17);
    const [yearWork, monthWork] = [await work(year), await work(month)];
    expect(yearWork).toBeLessThan(monthWork * 1.5);
    // The second page too, from the cursor inside the 17th day.
    const [yearNext, monthNext] = [
      await work({ ...year, cursor: yearPage.nextCursor }),
      await work({ ...month, cursor: monthPage.nextCursor }),
    ];
    expect(yearNext).toBeLessThan(monthNext * 1.5);
  });

  it('joins its pages to the whole calendar, whatever cuts them: limits, entries, horizons (property)', async () => {
    const start = dayNumber('2033-03-01');
    const people: TenantClient[] = [];
    for (const lastname of ['Berg', 'Alm', 'Alm', 'Cruz']) people.push(await admin.withNewUser('member', { lastname }));
    for (const date of ['2033-03-08', '2033-03-09', '2033-04-17']) {
      await admin.create('/v1/holidays', { date, name: `Holiday ${date}` });
    }
    // Overlapping activities of every length, with and without weekends, some of them rejected or deleted.
    const random = fc.sample(
      fc.record({
        who: fc.integer({ min: 0, max: 3 }),
        from: fc.integer({ min: -10, max: 60 }),
        length: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 70 })),
        weekends: fc.boolean(),
        time: fc.integer({ min: 0, max: 22 }),
        fate: fc.constantFrom('kept', 'kept', 'kept', 'deleted', 'rejected'),
      }),
      { numRuns: 60, seed: 52 },
    );
    for (const activity of random) {
      const person = people[activity.who]!;
      const response = await person.post(
        '/v1/activity',
        activityInput(world, {
          activityTypeId: activity.fate === 'rejected' ? world.vacation.id : world.homeOffice.id,
          includeWeekends: activity.weekends,
          dateFrom: dateOf(start + activity.from),
          dateTo: dateOf(start + activity.from + activity.length),
          timeFrom: `${String(activity.time).padStart(2, '0')}:00`,
          timeTo: '23:00',
        }),
      );
      if (response.status === 400) continue; // no working day in the range
      expect(response.status).toBe(200);
      for (const run of response.body) {
        if (activity.fate === 'deleted') expect((await person.delete(`/v1/activity/${run.id}`)).status).toBe(200);
        if (activity.fate === 'rejected')
          await admin.put(`/v1/activity/${run.id}/status`, { statusId: world.rejected.id });
      }
    }
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -15, max: 70 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 40 }),
        async (from, length, limit, maxEntries) => {
          const query = { from: dateOf(start + from), to: dateOf(start + from + length) };
          const [whole] = await pages(query);
          expect(whole!.shape.length).toBeLessThanOrEqual(4);
          // A page holds an entry, or ends a person's days at a horizon at least a day further on.
          const entries = whole!.shape.flatMap(([, days]) => days.flatMap(([, ids]) => ids)).length;
          const cut = await pages({ ...query, limit }, maxEntries, entries + 4 * (length + 1) + 1);
          expect(join(cut.map((page) => page.shape))).toEqual(whole!.shape);
          for (const page of cut) {
            expect(page.shape.length).toBeLessThanOrEqual(limit);
            expect(page.entries).toBeLessThanOrEqual(maxEntries);
          }
        },
      ),
      { numRuns: 60, seed: 5252 },
    );
  });
});

/** A store that holds the runs of CALENDAR for one tenant at the database until released, counting those held. */
class HeldCalendars extends InterceptedDatabase {
  tenantId = '';
  held = 0;
  most = 0;
  release!: () => void;
  readonly #released = new Promise<void>((resolve) => (this.release = resolve));

  override read<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    if (tenantId !== this.tenantId) return super.read(tenantId, work);
    return super.read(tenantId, (sql) =>
      work({
        query: async (text, params) => {
          if (text !== CALENDAR.prepared) return sql.query(text, params);
          this.most = Math.max(this.most, ++this.held);
          await this.#released;
          this.held--;
          return sql.query(text, params);
        },
      }),
    );
  }
}

describe("GET /v1/calendar: a tenant's pages take turns (D13)", () => {
  it(`runs ${LONG_REQUESTS_AT_ONCE} of one tenant at once, lets ${LONG_REQUESTS_WAITING} wait and refuses more with 503; other tenants go on`, async () => {
    let store!: HeldCalendars;
    const service = await TestService.start({ wrapStore: (inner) => (store = new HeldCalendars(inner)) });
    try {
      const [busy, other] = [await service.newTenant(), await service.newTenant()];
      store.tenantId = busy.tenantId;
      // Once read, the token is known without the store (which the held reads keep busy on the embedded one).
      expect((await busy.get('/v1/me')).status).toBe(200);
      const count = LONG_REQUESTS_AT_ONCE + LONG_REQUESTS_WAITING + 3;
      const settled: { status: number; headers: Record<string, unknown>; body: any }[] = [];
      const answers = Array.from({ length: count }, () =>
        busy.get('/v1/calendar?from=2032-01-01&to=2032-12-31').then((answer) => {
          settled.push(answer);
          return answer;
        }),
      );
      // Three past the queue are refused at once, while the first are held at the database (where the
      // embedded store's one session holds one of them, and the other waits its turn).
      const atTheStore = service.db.kind === 'postgres' ? LONG_REQUESTS_AT_ONCE : 1;
      while (settled.length < 3 || store.held < atTheStore) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(settled).toHaveLength(3);
      for (const answer of settled) {
        expect([answer.status, answer.headers['retry-after'], answer.body.message]).toEqual([
          503,
          '1',
          'This tenant has too many long requests under way (calendars, team coverage, exports, erasures). Please try again shortly.',
        ]);
      }
      if (service.db.kind === 'postgres') {
        // The pool still has connections for everyone else.
        expect((await other.get('/issues?limit=1')).status).toBe(200);
        expect((await other.get('/v1/calendar?from=2032-01-01&to=2032-01-31')).status).toBe(200);
      }
      store.release();
      const statuses = (await Promise.all(answers)).map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(count - 3).fill(200), 503, 503, 503]);
      expect(store.most).toBe(atTheStore);
    } finally {
      store.release();
      await service.close();
    }
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld, embeddedUser } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

/** GET /v1/calendar (D10): who is out when. */
describe('GET /v1/calendar', () => {
  let service: TestService;
  let admin: TenantClient;
  let anna: TenantClient; // Anna Zeta
  let bob: TenantClient; // Bob Alpha
  let aaron: TenantClient; // Aaron Alpha
  let manager: TenantClient;
  let world: ActivityWorld;
  const users: Record<string, any> = {};
  const ids = {} as Record<'bobFirstRun' | 'bobSecondRun' | 'annaWeekend' | 'annaDecember' | 'annaJanuary', number>;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    anna = await admin.withNewUser('member', { firstname: 'Anna', lastname: 'Zeta' });
    bob = await admin.withNewUser('member', { firstname: 'Bob', lastname: 'Alpha' });
    aaron = await admin.withNewUser('member', { firstname: 'Aaron', lastname: 'Alpha' });
    manager = await admin.withNewUser('manager');
    world = await createActivityWorld(admin, [bob.userId]);
    for (const [name, client] of Object.entries({ anna, bob, aaron })) {
      users[name] = embeddedUser((await admin.get(`/v1/users/${client.userId}`)).body, false);
    }
    // A Wednesday holiday inside Bob's vacation (2028 is a leap year: 29 February is a Tuesday).
    await admin.create('/v1/holidays', { date: '2028-03-01', name: 'Founders day' });
    const create = async (client: TenantClient, input: Record<string, unknown>, zone?: string) => {
      const response = await client.request({
        method: 'POST',
        url: '/v1/activity',
        body: activityInput(world, input),
        ...(zone ? { headers: { zone } } : {}),
      });
      expect(response.status).toBe(200);
      return response.body as any[];
    };
    const vacation = await create(bob, {
      activityTypeId: world.vacation.id,
      description: 'Skiing, do not show this',
      dateFrom: '2028-02-28',
      dateTo: '2028-03-03',
    });
    ids.bobFirstRun = vacation[0].id;
    ids.bobSecondRun = vacation[1].id;
    ids.annaWeekend = (
      await create(
        anna,
        { includeWeekends: true, dateFrom: '2028-03-04', dateTo: '2028-03-05', timeFrom: '08:00', timeTo: '12:00' },
        'Europe/Berlin',
      )
    )[0].id;
    const yearEnd = await create(anna, { dateFrom: '2027-12-29', dateTo: '2028-01-03' });
    ids.annaDecember = yearEnd[0].id;
    ids.annaJanuary = yearEnd[1].id;
    const rejected = (
      await create(aaron, { activityTypeId: world.vacation.id, dateFrom: '2028-03-06', dateTo: '2028-03-06' })
    )[0];
    await manager.put(`/v1/activity/${rejected.id}/status`, { statusId: world.rejected.id });
    const deleted = (await create(aaron, { dateFrom: '2028-03-07', dateTo: '2028-03-07' }))[0];
    expect((await aaron.delete(`/v1/activity/${deleted.id}`)).status).toBe(200);
  });
  after(() => service.close());

  const calendar = async (query: string, client = admin) => {
    const response = await client.get(`/v1/calendar?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const entry = (id: number, type: any, status: any, timeFrom: string, timeTo: string) => ({
    id,
    activityTypeId: type,
    statusId: status,
    timeFrom,
    timeTo,
  });
  /** The users of every page of a calendar, each user's days joined across pages, as a client joins them. */
  const everyPage = async (query: string, limit: number) => {
    const users: any[] = [];
    for (let cursor: string | null = null, first = true; first || cursor !== null; first = false) {
      const page: any = await calendar(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      for (const user of page.users) {
        if (users.at(-1)?.user.id === user.user.id) {
          const last = users.at(-1);
          const [firstDay, ...rest] = user.days;
          if (last.days.at(-1).date === firstDay.date) last.days.at(-1).activities.push(...firstDay.activities);
          else last.days.push(firstDay);
          last.days.push(...rest);
        } else users.push(user);
      }
      cursor = page.nextCursor;
    }
    return users;
  };
  const bobVacation = (id: number) => entry(id, world.vacation, world.requested, '540', '1020');

  it('shows holidays and each covered day per user, users by last and first name, rejected and deleted left out', async () => {
    expect(await calendar('from=2028-02-01&to=2028-03-31', bob)).toEqual({
      from: '2028-02-01',
      to: '2028-03-31',
      holidays: [{ date: '2028-03-01', name: 'Founders day', teamIds: [] }],
      users: [
        {
          user: users.bob,
          days: [
            { date: '2028-02-28', activities: [bobVacation(ids.bobFirstRun)] },
            { date: '2028-02-29', activities: [bobVacation(ids.bobFirstRun)] },
            { date: '2028-03-02', activities: [bobVacation(ids.bobSecondRun)] },
            { date: '2028-03-03', activities: [bobVacation(ids.bobSecondRun)] },
          ],
        },
        {
          user: users.anna,
          days: ['2028-03-04', '2028-03-05'].map((date) => ({
            date,
            activities: [entry(ids.annaWeekend, world.homeOffice, world.approved, '480', '720')],
          })),
        },
      ],
      nextCursor: null,
    });
  });

  it('cuts activities at the range and crosses the year end; weekends only where included', async () => {
    const edge = await calendar('from=2028-02-29&to=2028-03-02');
    expect(edge.users.map((user: any) => [user.user.id, user.days.map((day: any) => day.date)])).toEqual([
      [bob.userId, ['2028-02-29', '2028-03-02']],
    ]);
    const newYear = await calendar('from=2027-12-31&to=2028-01-03');
    expect(newYear.users).toEqual([
      {
        user: users.anna,
        days: [
          {
            date: '2027-12-31',
            activities: [entry(ids.annaDecember, world.homeOffice, world.approved, '540', '1020')],
          },
          { date: '2028-01-03', activities: [entry(ids.annaJanuary, world.homeOffice, world.approved, '540', '1020')] },
        ],
      },
    ]);
    expect(await calendar('from=2028-04-01&to=2028-04-30')).toEqual({
      from: '2028-04-01',
      to: '2028-04-30',
      holidays: [],
      users: [],
      nextCursor: null,
    });
  });

  it('pages by users and by day entries, continuing inside a user on the next page (D13)', async () => {
    const whole = await calendar('from=2027-12-01&to=2028-03-31');
    expect(whole.users.map((user: any) => user.user.id)).toEqual([bob.userId, anna.userId]);
    // One user a page.
    const first = await calendar('from=2027-12-01&to=2028-03-31&limit=1');
    expect(first.users).toEqual([whole.users[0]]);
    expect(first.holidays).toEqual(whole.holidays);
    const second = await calendar(`from=2027-12-01&to=2028-03-31&limit=1&cursor=${first.nextCursor}`);
    expect([second.users, second.nextCursor]).toEqual([[whole.users[1]], null]);
    // Joined across pages, the days of each user are the whole calendar's, whatever cuts them.
    const joined = await everyPage('from=2027-12-01&to=2028-03-31', 2);
    expect(joined).toEqual(whole.users);
    // A cursor belongs to its filters.
    const foreign = await admin.get(`/v1/calendar?from=2027-12-01&to=2028-03-30&limit=1&cursor=${first.nextCursor}`);
    expect([foreign.status, foreign.body.message]).toEqual([
      400,
      "Query parameter 'cursor' belongs to another query: keep the filters and sort of its first page.",
    ]);
    for (const limit of ['0', '201', 'x']) {
      expect((await admin.get(`/v1/calendar?from=2027-12-01&to=2028-03-31&limit=${limit}`)).status).toBe(400);
    }
  });

  it('ends a page at 5,000 day entries, inside a user, and joins across pages to the whole (D13)', async () => {
    // Twenty-eight activities of a whole year each, weekends included: 28 × 365 = 10,220 entries.
    const busy = await admin.withNewUser('member', { firstname: 'Busy', lastname: 'Bee' });
    for (let i = 0; i < 28; i++) {
      await busy.create(
        '/v1/activity',
        activityInput(world, { includeWeekends: true, dateFrom: '2031-01-01', dateTo: '2031-12-31' }),
        200,
      );
    }
    const pages: any[] = [];
    for (let cursor: string | null = null; pages.length === 0 || cursor !== null;) {
      pages.push(await calendar(`from=2031-01-01&to=2031-12-31${cursor ? `&cursor=${cursor}` : ''}`));
      cursor = pages.at(-1).nextCursor;
    }
    const entries = (page: any) =>
      page.users.flatMap((user: any) => user.days.flatMap((day: any) => day.activities)).length;
    expect(pages.map(entries)).toEqual([5000, 5000, 220]);
    expect(pages.every((page) => page.users.length === 1 && page.users[0].user.id === busy.userId)).toBe(true);
    // The cut fell inside the 179th day (5,000 = 178 × 28 + 16); the next page opens with its rest.
    expect(pages[0].users[0].days).toHaveLength(179);
    expect(pages[0].users[0].days.at(-1).activities).toHaveLength(16);
    expect(pages[1].users[0].days[0].date).toBe(pages[0].users[0].days.at(-1).date);
    expect(pages[1].users[0].days[0].activities).toHaveLength(12);
    const [joined] = await everyPage('from=2031-01-01&to=2031-12-31', 50);
    expect(joined.days).toHaveLength(365);
    expect(joined.days.every((day: any) => day.activities.length === 28)).toBe(true);
  });

  it('filters by team members, user and activity type, combined', async () => {
    const userIds = async (query: string) =>
      (await calendar(`from=2028-02-01&to=2028-03-31&${query}`)).users.map((user: any) => user.user.id);
    expect(await userIds(`teamId=${world.team.id}`)).toEqual([bob.userId]);
    expect(await userIds(`userId=${anna.userId}`)).toEqual([anna.userId]);
    expect(await userIds(`activityTypeId=${world.homeOffice.id}`)).toEqual([anna.userId]);
    expect(await userIds(`teamId=${world.team.id}&activityTypeId=${world.homeOffice.id}`)).toEqual([]);
  });

  it('reflects a holiday added later at once: a working-days activity no longer covers it', async () => {
    const holiday = await admin.create('/v1/holidays', { date: '2028-02-29', name: 'Leap day off' });
    try {
      const body = await calendar('from=2028-02-28&to=2028-02-29');
      expect(body.holidays).toEqual([{ date: '2028-02-29', name: 'Leap day off', teamIds: [] }]);
      expect(body.users[0].days.map((day: any) => day.date)).toEqual(['2028-02-28']);
    } finally {
      expect((await admin.delete(`/v1/holidays/${holiday.id}`)).status).toBeLessThan(300);
    }
  });

  it("shows a holiday of one team in that team's calendar only, and takes the day off its members (D19)", async () => {
    const elsewhere = await admin.create('/v1/teams', { name: 'Elsewhere' });
    const holiday = await admin.create('/v1/holidays', {
      date: '2028-02-29',
      name: 'Team day',
      teamIds: [world.team.id],
    });
    try {
      const team = await calendar(`from=2028-02-28&to=2028-02-29&teamId=${world.team.id}`);
      expect(team.holidays).toEqual([{ date: '2028-02-29', name: 'Team day', teamIds: [world.team.id] }]);
      // Bob is a member: his vacation no longer covers the day.
      expect(team.users.map((user: any) => [user.user.id, user.days.map((day: any) => day.date)])).toEqual([
        [bob.userId, ['2028-02-28']],
      ]);
      expect((await calendar(`from=2028-02-28&to=2028-02-29&teamId=${elsewhere.id}`)).holidays).toEqual([]);
    } finally {
      expect((await admin.delete(`/v1/holidays/${holiday.id}`)).status).toBeLessThan(300);
    }
  });

  it('allows ranges up to 366 days, also for a viewer', async () => {
    const viewer = await admin.withNewUser('viewer');
    expect((await calendar('from=2028-01-01&to=2028-12-31', viewer)).users).toHaveLength(2);
  });

  it('refuses bad ranges, dates and unknown filters with 400 naming the parameter', async () => {
    const refused = async (query: string, message: RegExp | string) => {
      const response = await bob.get(`/v1/calendar?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, error: 'Bad Request', path: '/v1/calendar' });
      if (typeof message === 'string') expect(response.body.message).toBe(message);
      else expect(response.body.message).toMatch(message);
    };
    await refused('from=2028-03-02&to=2028-03-01', "Query parameter 'to' must not be before 'from'.");
    await refused(
      'from=2028-01-01&to=2029-01-01',
      "Query parameter 'to': a calendar covers at most 366 days from 'from'.",
    );
    await refused('from=2027-02-29&to=2027-03-01', /from/);
    await refused('from=2028-01-01&to=20280102', /to/);
    await refused('to=2028-01-02', /from/);
    await refused('from=2028-01-01&to=2028-01-02&teamId=abc', /teamId/);
    await refused(
      'from=2028-01-01&to=2028-01-02&teamId=999999',
      "Query parameter 'teamId': Team with id 999999 was not found.",
    );
    await refused(
      'from=2028-01-01&to=2028-01-02&userId=999999',
      "Query parameter 'userId': User with id 999999 was not found.",
    );
    await refused(
      'from=2028-01-01&to=2028-01-02&activityTypeId=999999',
      "Query parameter 'activityTypeId': Activity type with id 999999 was not found.",
    );
  });
});

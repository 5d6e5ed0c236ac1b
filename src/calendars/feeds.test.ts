import { createHash } from 'node:crypto';
import { expect } from 'expect';
import { DateTime } from 'luxon';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { type TenantClient, type TestResponse, TestService } from '../testing/harness.js';
import { FEED_NOT_FOUND } from './feeds.js';

const DESCRIPTION = 'Private: dentist, do not show';
const URL_PATTERN = /^\/ical\/([a-z0-9][a-z0-9_-]*)\.[A-Za-z0-9_-]{43}\.ics$/;

/** Today (UTC) moved by `days`, YYYY-MM-DD: the feed's window moves with it, so the dates do too. */
const today = (days = 0) => DateTime.utc().startOf('day').plus({ days }).toISODate();
/** The Monday `weeks` weeks after this week's. */
const monday = (weeks: number) => DateTime.utc().startOf('week').plus({ weeks }).toISODate();
const plus = (date: string, days: number) => DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate()!;

/** iCalendar feeds (D10): /v1/calendar-feeds and /ical/<secret>.ics. */
describe('iCalendar feeds', () => {
  let service: TestService;
  let admin: TenantClient;
  let manager: TenantClient;
  let anna: TenantClient; // Anna Zeta
  let bob: TenantClient; // Bob Alpha, the team's member
  let world: ActivityWorld;
  let other: TenantClient; // another tenant's admin
  const ids = {} as Record<
    | 'bobRequested'
    | 'bobApproved'
    | 'bobUtc'
    | 'annaHolidays'
    | 'annaWeekend'
    | 'annaBerlin'
    | 'annaStraddles'
    | 'annaBefore'
    | 'annaAfter'
    | 'rejected'
    | 'deleted'
    | 'longNamed',
    number
  >;
  const w = Array.from({ length: 10 }, (_, weeks) => monday(weeks + 2));

  const create = async (client: TenantClient, input: Record<string, unknown>, zone?: string) => {
    const response = await client.request({
      method: 'POST',
      url: '/v1/activity',
      body: activityInput(world, { description: DESCRIPTION, ...input }),
      ...(zone ? { headers: { zone } } : {}),
    });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    return response.body[0].id as number;
  };
  const wholeDays = (dateFrom: string, dateTo: string, extra: Record<string, unknown> = {}) => ({
    dateFrom,
    dateTo,
    timeFrom: '00:00',
    timeTo: '24:00',
    ...extra,
  });

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    manager = await admin.withNewUser('manager');
    anna = await admin.withNewUser('member', { firstname: 'Anna', lastname: 'Zeta' });
    bob = await admin.withNewUser('member', { firstname: 'Bob', lastname: 'Alpha' });
    world = await createActivityWorld(admin, [bob.userId]);
    const vacation = world.vacation.id;

    ids.bobRequested = await create(bob, { activityTypeId: vacation, ...wholeDays(w[0]!, plus(w[0]!, 2)) });
    ids.bobApproved = await create(bob, { activityTypeId: vacation, ...wholeDays(w[1]!, plus(w[1]!, 1)) });
    expect((await manager.put(`/v1/activity/${ids.bobApproved}/status`, { statusId: world.approved.id })).status).toBe(
      200,
    );
    ids.bobUtc = await create(bob, { dateFrom: plus(w[0]!, 3), dateTo: plus(w[0]!, 3) });
    // Monday to Friday; holidays added afterwards on the Monday and the Wednesday.
    ids.annaHolidays = await create(anna, wholeDays(w[2]!, plus(w[2]!, 4)));
    await admin.create('/v1/holidays', { date: w[2]!, name: 'Founders day' });
    await admin.create('/v1/holidays', { date: plus(w[2]!, 2), name: 'Midweek day' });
    // Thursday to Friday, stretched over the weekend to Tuesday as a writer other than the service
    // could store it (the service splits a range without weekends into runs of working days).
    ids.annaWeekend = await create(anna, wholeDays(plus(w[3]!, 3), plus(w[3]!, 4)));
    await service.db.write(admin.tenantId, (sql) =>
      sql.query('UPDATE activities SET date_to = $1::date WHERE tenant_id = $2 AND id = $3', [
        plus(w[3]!, 8),
        admin.tenantId,
        ids.annaWeekend,
      ]),
    );
    ids.annaBerlin = await create(
      anna,
      { dateFrom: plus(w[4]!, 1), dateTo: plus(w[4]!, 3), timeFrom: '08:30', timeTo: '12:00' },
      'Europe/Berlin',
    );
    ids.annaStraddles = await create(anna, { includeWeekends: true, dateFrom: today(-95), dateTo: today(-85) });
    ids.annaBefore = await create(anna, { includeWeekends: true, dateFrom: today(-100), dateTo: today(-91) });
    ids.annaAfter = await create(anna, { includeWeekends: true, dateFrom: today(366), dateTo: today(367) });
    ids.rejected = await create(anna, { activityTypeId: vacation, dateFrom: w[5]!, dateTo: w[5]! });
    expect((await manager.put(`/v1/activity/${ids.rejected}/status`, { statusId: world.rejected.id })).status).toBe(
      200,
    );
    ids.deleted = await create(anna, { dateFrom: plus(w[5]!, 1), dateTo: plus(w[5]!, 1) });
    expect((await anna.delete(`/v1/activity/${ids.deleted}`)).status).toBe(200);

    other = await service.newTenant();
    const otherWorld = await createActivityWorld(other, [other.userId]);
    await other.create('/v1/activity', activityInput(otherWorld, { dateFrom: w[0]!, dateTo: w[0]! }), 200);
  });
  after(() => service.close());

  const newFeed = async (client: TenantClient, body: Record<string, unknown> = {}) => {
    const response = await client.post('/v1/calendar-feeds', body);
    expect(response.status).toBe(201);
    return response.body;
  };
  /** GET of a feed's URL, as a calendar app sends it: no headers. */
  const subscribe = (url: string) => service.request({ method: 'GET', url });
  const feedText = async (url: string) => {
    const response = await subscribe(url);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return response.text;
  };
  const expectNotFound = (response: TestResponse, path: string) => {
    expect({ status: response.status, body: response.body }).toEqual({
      status: 404,
      body: {
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/),
        status: 404,
        error: 'Not Found',
        message: expect.any(String),
        path,
      },
    });
  };

  it('creates a feed for any user: 201 with its URL, which works without any header', async () => {
    const viewer = await admin.withNewUser('viewer');
    expect((await viewer.get('/v1/calendar-feeds')).body).toEqual([]); // its token is known from now on
    const before = service.db.statements;
    const feed = await newFeed(viewer, { teamId: world.team.id, name: 'Platform absences' });
    expect(service.db.statements - before).toBe(1);
    expect(feed).toEqual({
      id: expect.any(Number),
      name: 'Platform absences',
      teamId: world.team.id,
      userId: null,
      activityTypeIds: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      url: expect.stringMatching(URL_PATTERN),
    });
    expect(URL_PATTERN.exec(feed.url)![1]).toBe(admin.tenantId);
    // Only the secret's SHA-256 digest is stored: no column of the feed's row holds the secret.
    const secret = feed.url.slice('/ical/'.length, -'.ics'.length);
    const [row] = await service.db.read(admin.tenantId, (sql) =>
      sql.query<Record<string, unknown>>('SELECT * FROM calendar_feeds WHERE tenant_id = $1 AND id = $2', [
        admin.tenantId,
        feed.id,
      ]),
    );
    expect(Buffer.from(row!.secret_hash as Uint8Array)).toEqual(createHash('sha256').update(secret).digest());
    expect(JSON.stringify(row)).not.toContain(secret.split('.')[1]);
    const text = await feedText(feed.url);
    expect(text).toContain('X-WR-CALNAME:Platform absences\r\n');
    // References may also be sent as {"id": ...}; repeated ids count once.
    const typed = await newFeed(viewer, {
      userId: { id: bob.userId },
      activityTypeIds: [world.vacation.id, { id: world.vacation.id }],
    });
    expect(typed).toMatchObject({ userId: bob.userId, activityTypeIds: [world.vacation.id] });
  });

  it('names a feed after its team, else its user, else "Calendar"', async () => {
    expect((await newFeed(anna, { teamId: world.team.id, userId: bob.userId })).name).toBe('Platform');
    expect((await newFeed(anna, { userId: bob.userId })).name).toBe('Bob Alpha');
    expect((await newFeed(anna, { activityTypeIds: [world.vacation.id] })).name).toBe('Calendar');
  });

  it("lists the caller's own feeds, without their URLs", async () => {
    const carol = await admin.withNewUser('member');
    const first = await newFeed(carol);
    const second = await newFeed(carol, { userId: anna.userId, activityTypeIds: [world.homeOffice.id] });
    await newFeed(admin);
    const { url: _first, ...firstListed } = first;
    const { url: _second, ...secondListed } = second;
    const response = await carol.get('/v1/calendar-feeds');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([firstListed, secondListed]);
    const adminFeeds = (await admin.get('/v1/calendar-feeds')).body as { id: number }[];
    expect(adminFeeds.map((feed) => feed.id)).not.toContain(first.id);
  });

  it("revokes a feed: 204 for its owner, 404 for anyone else's and afterwards; its URL answers 404", async () => {
    const feed = await newFeed(anna);
    await feedText(feed.url);
    expectNotFound(await bob.delete(`/v1/calendar-feeds/${feed.id}`), `/v1/calendar-feeds/${feed.id}`);
    expect((await admin.delete(`/v1/calendar-feeds/${feed.id}`)).body.message).toBe(
      `Calendar feed with id ${feed.id} was not found.`,
    );
    expect((await anna.delete(`/v1/calendar-feeds/${feed.id}`)).status).toBe(204);
    expectNotFound(await subscribe(feed.url), feed.url);
    expect((await subscribe(feed.url)).body.message).toBe(FEED_NOT_FOUND);
    expect(((await anna.get('/v1/calendar-feeds')).body as { id: number }[]).map((each) => each.id)).not.toContain(
      feed.id,
    );
    expectNotFound(await anna.delete(`/v1/calendar-feeds/${feed.id}`), `/v1/calendar-feeds/${feed.id}`);
    expectNotFound(await anna.delete('/v1/calendar-feeds/999999'), '/v1/calendar-feeds/999999');
  });

  it('answers 404 with the error object for unknown, malformed and foreign secrets', async () => {
    const feed = await newFeed(admin);
    const random = feed.url.split('.')[1] as string;
    const unknown = `${'A'.repeat(42)}B`;
    const urls = [
      `/ical/${admin.tenantId}.${unknown}.ics`,
      `/ical/${other.tenantId}.${random}.ics`,
      `/ical/no-such-tenant.${random}.ics`,
      `/ical/${admin.tenantId.toUpperCase()}.${random}.ics`,
      `/ical/${admin.tenantId}.${random.slice(1)}.ics`,
      `/ical/${admin.tenantId}.${random}x.ics`,
      `/ical/${admin.tenantId}.${random}.${random}.ics`,
      `/ical/${admin.tenantId}${random}.ics`,
      `/ical/${admin.tenantId}.${random.slice(0, -1)}+.ics`,
      `/ical/${'a'.repeat(64)}.${random}.ics`,
      '/ical/nonsense.ics',
      '/ical/.ics',
    ];
    for (const url of urls) {
      const response = await subscribe(url);
      expectNotFound(response, url);
      expect({ url, message: response.body.message }).toEqual({ url, message: FEED_NOT_FOUND });
    }
    expectNotFound(await subscribe(`/ical/${admin.tenantId}.${random}`), `/ical/${admin.tenantId}.${random}`);
    // The real one, with a tenant's headers or without, is the same feed.
    expect(await feedText(feed.url)).toContain('BEGIN:VCALENDAR');
    expect((await admin.get(feed.url)).status).toBe(200);
  });

  it('answers 404 once the owner is deleted', async () => {
    const leaving = await admin.withNewUser('member');
    const feed = await newFeed(leaving);
    await feedText(feed.url);
    expect((await admin.delete(`/v1/users/${leaving.userId}`)).status).toBe(200);
    expectNotFound(await subscribe(feed.url), feed.url);
  });

  it('refuses unknown filters and bad values with 400 naming the field, storing nothing', async () => {
    const before = await service.snapshot(admin.tenantId);
    const otherTeam = (await other.get<{ id: number }[]>('/v1/teams')).body[0]!.id;
    const refused = async (body: Record<string, unknown>, message: string) => {
      const response = await anna.post('/v1/calendar-feeds', body);
      expect({ body, status: response.status, response: response.body }).toEqual({
        body,
        status: 400,
        response: expect.objectContaining({ status: 400, error: 'Bad Request', message, path: '/v1/calendar-feeds' }),
      });
    };
    await refused({ teamId: 999999 }, "Field 'teamId': Team with id 999999 was not found.");
    await refused({ teamId: otherTeam }, `Field 'teamId': Team with id ${otherTeam} was not found.`);
    await refused({ userId: { id: 999999 } }, "Field 'userId': User with id 999999 was not found.");
    await refused(
      { activityTypeIds: [world.vacation.id, 999999, 999998] },
      "Field 'activityTypeIds': Activity type with id 999999 was not found.",
    );
    await refused(
      { teamId: 'abc' },
      'Field \'teamId\' must be an id: a positive integer or an object holding one as "id".',
    );
    await refused(
      { userId: 0 },
      'Field \'userId\' must be an id: a positive integer or an object holding one as "id".',
    );
    await refused({ activityTypeIds: 3 }, "Field 'activityTypeIds' must be an array of activity type ids.");
    await refused(
      { activityTypeIds: [1, 'x'] },
      'Field \'activityTypeIds[1]\' must be an id: a positive integer or an object holding one as "id".',
    );
    await refused({ name: '' }, "Field 'name' must not be empty.");
    await refused({ name: 'x'.repeat(256) }, "Field 'name' must be at most 255 characters long.");
    await refused({ name: 7 }, "Field 'name' must be a string.");
    expect(await service.snapshot(admin.tenantId)).toBe(before);
  });
});

import { createHash } from 'node:crypto';
import { expect } from 'expect';
import fc from 'fast-check';
import { foldLines } from 'ical-generator';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { type TenantClient, type TestResponse, TestService } from '../testing/harness.js';
import { FEED_NOT_FOUND } from './feeds.js';
import { type FeedActivity, folded, renderFeed } from './ical.js';

const DESCRIPTION = 'Private: dentist, do not show';
const URL_PATTERN = /^\/ical\/([a-z0-9][a-z0-9_-]*)\.[A-Za-z0-9_-]{43}\.ics$/;

/** Today (UTC) moved by `days`, YYYY-MM-DD: the feed's window moves with it, so the dates do too. */
const today = (days = 0) => DateTime.utc().startOf('day').plus({ days }).toISODate();
/** The Monday `weeks` weeks after this week's. */
const monday = (weeks: number) => DateTime.utc().startOf('week').plus({ weeks }).toISODate();
const plus = (date: string, days: number) => DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate()!;
/** YYYY-MM-DD as iCalendar writes a date: YYYYMMDD. */
const compact = (date: string) => date.replace(/-/g, '');

/** A feed's events as an independent parser (ical.js) reads them, by activity id. */
function parseFeed(text: string, tenantId: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = new Map<number, ICAL.Component>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid'));
    const [, id, tenant] = /^activity-(\d+)@(.+)$/.exec(uid) ?? [];
    expect({ uid, tenant, repeated: events.has(Number(id)) }).toEqual({ uid, tenant: tenantId, repeated: false });
    events.set(Number(id), vevent);
  }
  return { calendar, events };
}

/** What a test compares of an event: its summary, status, start and end, recurrence and exceptions. */
function shape(vevent: ICAL.Component) {
  const time = (name: string) => {
    const property = vevent.getFirstProperty(name);
    if (!property) return null;
    const tzid = property.getParameter('tzid');
    return `${property.type === 'date' ? 'date ' : ''}${String(property.getFirstValue())}${tzid ? ` ${String(tzid)}` : ''}`;
  };
  const rrule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur | null;
  return {
    summary: vevent.getFirstPropertyValue('summary'),
    status: vevent.getFirstPropertyValue('status'),
    start: time('dtstart'),
    end: time('dtend'),
    rrule: rrule ? { freq: rrule.freq, count: rrule.count } : null,
    exdates: vevent.getAllProperties('exdate').flatMap((property) => {
      const tzid = property.getParameter('tzid');
      return property
        .getValues()
        .map((value) => `${property.type === 'date' ? 'date ' : ''}${String(value)}${tzid ? ` ${String(tzid)}` : ''}`);
    }),
  };
}

/** iCalendar feeds (D10): /v1/calendar-feeds and /ical/<secret>.ics. */
describe('iCalendar feeds', () => {
  let service: TestService;
  let admin: TenantClient;
  let manager: TenantClient;
  let anna: TenantClient; // Anna Zeta
  let bob: TenantClient; // Bob Alpha, the team's member
  let world: ActivityWorld;
  let other: TenantClient; // another tenant's admin
  let otherActivity: number;
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
    [{ id: otherActivity }] = await other.create(
      '/v1/activity',
      activityInput(otherWorld, { dateFrom: w[0]!, dateTo: w[0]! }),
      200,
    );
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

  describe('the feed', () => {
    let text: string;
    let events: Map<number, ICAL.Component>;

    before(async () => {
      const { url } = await newFeed(admin);
      const before = service.db.statements;
      text = await feedText(url);
      // One statement: no token to look up, the feed and its activities read together.
      expect(service.db.statements - before).toBe(1);
      ({ events } = parseFeed(text, admin.tenantId));
    });

    const vevent = (id: number) => {
      const found = events.get(id);
      if (!found) throw new Error(`the feed has no event of activity ${id}`);
      return found;
    };
    const event = (id: number) => shape(vevent(id));
    /** Anna's home office as a one-day all-day event from `first`, repeated `count` days but on `excluded`. */
    const repeatingAllDay = (first: string, count: number, excluded: string[]) => ({
      summary: 'Anna Zeta: Home office',
      status: 'CONFIRMED',
      start: `date ${first}`,
      end: `date ${plus(first, 1)}`,
      rrule: { freq: 'DAILY', count },
      exdates: excluded.map((day) => `date ${day}`),
    });

    it('is RFC 5545 text: CRLF line ends, lines of at most 75 octets, a DTSTAMP per event', async () => {
      expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
      expect(text).toMatch(/\r\nPRODID:-\/\/Activity and issue tracker\/\/Calendar feed\/\/EN\r\n/);
      expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
      expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
      const lines = text.split('\r\n').slice(0, -1);
      expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
      const vevents = lines.filter((line) => line === 'BEGIN:VEVENT').length;
      expect(vevents).toBe(events.size);
      expect(lines.filter((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toHaveLength(vevents);
    });

    it('shows every live, not rejected activity of the tenant in the window, one event each', () => {
      const shown = [
        ids.bobRequested,
        ids.bobApproved,
        ids.bobUtc,
        ids.annaHolidays,
        ids.annaWeekend,
        ids.annaBerlin,
        ids.annaStraddles,
      ];
      expect([...events.keys()].sort((a, b) => a - b)).toEqual(shown.sort((a, b) => a - b));
      expect(events.has(otherActivity)).toBe(false);
    });

    it('never shows descriptions', () => {
      expect(text).not.toContain('dentist');
      expect(text).not.toMatch(/^DESCRIPTION/m);
    });

    it('shows a whole-day range as an all-day event with an exclusive end; TENTATIVE while requested', () => {
      expect(event(ids.bobRequested)).toEqual({
        summary: 'Bob Alpha: Vacation (requested)',
        status: 'TENTATIVE',
        start: `date ${w[0]}`,
        end: `date ${plus(w[0]!, 3)}`,
        rrule: null,
        exdates: [],
      });
      expect(text).toContain(`DTSTART;VALUE=DATE:${compact(w[0]!)}\r\nDTEND;VALUE=DATE:${compact(plus(w[0]!, 3))}\r\n`);
    });

    it('shows an approved activity CONFIRMED, without " (requested)"', () => {
      expect(event(ids.bobApproved)).toMatchObject({ summary: 'Bob Alpha: Vacation', status: 'CONFIRMED' });
    });

    it('stamps each event with the time the activity last changed', async () => {
      const [row] = await service.db.read(admin.tenantId, (sql) =>
        sql.query<{ stamp: string }>(
          `SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYYMMDD"T"HH24MISS"Z"') AS stamp FROM activities
           WHERE tenant_id = $1 AND id = $2`,
          [admin.tenantId, ids.bobApproved],
        ),
      );
      expect(String(vevent(ids.bobApproved).getFirstProperty('dtstamp')!.toICALString())).toBe(`DTSTAMP:${row!.stamp}`);
    });

    it('leaves out holidays added later: the event starts on the first day left, repeats, and excludes the others', () => {
      expect(event(ids.annaHolidays)).toEqual(repeatingAllDay(plus(w[2]!, 1), 4, [plus(w[2]!, 2)]));
    });

    it('repeats a whole-day range over a weekend it does not include, excluding the weekend', () => {
      expect(event(ids.annaWeekend)).toEqual(repeatingAllDay(plus(w[3]!, 3), 6, [plus(w[3]!, 5), plus(w[3]!, 6)]));
      const occurrences: string[] = [];
      const expansion = new ICAL.Event(vevent(ids.annaWeekend)).iterator();
      for (let next = expansion.next(); next; next = expansion.next()) occurrences.push(next.toString());
      expect(occurrences).toEqual([3, 4, 7, 8].map((days) => plus(w[3]!, days)));
    });

    it("shows times in the activity's zone, with its VTIMEZONE, repeating daily over several days", () => {
      expect(event(ids.annaBerlin)).toEqual({
        summary: 'Anna Zeta: Home office',
        status: 'CONFIRMED',
        start: `${plus(w[4]!, 1)}T08:30:00 Europe/Berlin`,
        end: `${plus(w[4]!, 1)}T12:00:00 Europe/Berlin`,
        rrule: { freq: 'DAILY', count: 3 },
        exdates: [],
      });
      expect(text).toContain(`DTSTART;TZID=Europe/Berlin:${compact(plus(w[4]!, 1))}T083000\r\n`);
      expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Berlin\r\n/);
      const start = new ICAL.Event(vevent(ids.annaBerlin)).startDate.toJSDate();
      expect(start.toISOString()).toBe(
        DateTime.fromISO(`${plus(w[4]!, 1)}T08:30`, { zone: 'Europe/Berlin' })
          .toUTC()
          .toISO({ suppressMilliseconds: false }),
      );
    });

    it('writes times of UTC activities as UTC, without a VTIMEZONE', () => {
      expect(event(ids.bobUtc)).toMatchObject({
        start: `${plus(w[0]!, 3)}T09:00:00Z`,
        end: `${plus(w[0]!, 3)}T17:00:00Z`,
        rrule: null,
      });
      expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    });

    it('shows the whole of an activity that overlaps the window, and nothing outside it', () => {
      expect(event(ids.annaStraddles)).toMatchObject({
        start: `${today(-95)}T09:00:00Z`,
        end: `${today(-95)}T17:00:00Z`,
        rrule: { freq: 'DAILY', count: 11 },
      });
      for (const id of [ids.annaBefore, ids.annaAfter, ids.rejected, ids.deleted]) {
        expect({ id, shown: events.has(id) }).toEqual({ id, shown: false });
      }
    });
  });

  it('filters by team members, user and activity types', async () => {
    const shown = async (body: Record<string, unknown>) =>
      [...parseFeed(await feedText((await newFeed(anna, body)).url), admin.tenantId).events.keys()].sort(
        (a, b) => a - b,
      );
    expect(await shown({ teamId: world.team.id })).toEqual([ids.bobRequested, ids.bobApproved, ids.bobUtc]);
    expect(await shown({ userId: bob.userId, activityTypeIds: [world.vacation.id] })).toEqual([
      ids.bobRequested,
      ids.bobApproved,
    ]);
    expect(await shown({ teamId: world.team.id, activityTypeIds: [world.homeOffice.id] })).toEqual([ids.bobUtc]);
    expect(await shown({ userId: manager.userId })).toEqual([]);
  });

  it('sends an ETag and answers If-None-Match with 304 until the feed changes; a change shows at once', async () => {
    const cara = await admin.withNewUser('member', { firstname: 'Cara', lastname: 'Kept' });
    const id = await create(cara, { activityTypeId: world.vacation.id, ...wholeDays(w[7]!, w[7]!) });
    const { url } = await newFeed(cara, { userId: cara.userId });
    const fetched = async (etag?: string) => {
      const response = await service.request({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });
      const etagSent = String(response.headers.etag);
      expect(etagSent).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      return { status: response.status, etag: etagSent, text: response.text };
    };
    const summaries = (text: string) =>
      [...parseFeed(text, admin.tenantId).events.values()].map((vevent) => vevent.getFirstPropertyValue('summary'));

    const requested = await fetched();
    expect(summaries(requested.text)).toEqual(['Cara Kept: Vacation (requested)']);
    expect(await fetched(requested.etag)).toEqual({ status: 304, etag: requested.etag, text: '' });
    expect(await fetched(`W/${requested.etag}`)).toEqual({ status: 304, etag: requested.etag, text: '' });

    expect((await manager.put(`/v1/activity/${id}/status`, { statusId: world.approved.id })).status).toBe(200);
    const approved = await fetched(requested.etag);
    expect(approved.status).toBe(200);
    expect(approved.etag).not.toBe(requested.etag);
    expect(summaries(approved.text)).toEqual(['Cara Kept: Vacation']);

    // A holiday on its only day leaves the activity no day to show.
    const holiday = await admin.create('/v1/holidays', { date: w[7]!, name: 'Kept day' });
    const onHoliday = await fetched(approved.etag);
    expect({ status: onHoliday.status, summaries: summaries(onHoliday.text) }).toEqual({ status: 200, summaries: [] });
    expect((await admin.delete(`/v1/holidays/${holiday.id}`)).status).toBe(204);
    // Back to what it was: the same bytes, so the same ETag.
    expect(await fetched(approved.etag)).toEqual({ status: 304, etag: approved.etag, text: '' });
  });

  it("never shows another tenant's activities", async () => {
    const text = await feedText((await newFeed(other)).url);
    expect([...parseFeed(text, other.tenantId).events.keys()]).toEqual([otherActivity]);
  });

  it('folds long lines at 75 octets, in UTF-8, and they unfold to the whole text', async () => {
    const long = await admin.withNewUser('member', {
      firstname: 'Zoë-Käthe Émilie',
      lastname: 'Müller-Lüdenscheidt von und zu Großglockner-Überetsch',
    });
    const type = await admin.create('/v1/activity-types', {
      name: 'Bildungsurlaub für Weiterbildung in Fremdsprachen, Öffentlichkeitsarbeit und Führung',
    });
    const id = await create(long, { activityTypeId: type.id, ...wholeDays(w[6]!, w[6]!) });
    const text = await feedText((await newFeed(long, { userId: long.userId })).url);
    const summary = `Zoë-Käthe Émilie Müller-Lüdenscheidt von und zu Großglockner-Überetsch: ${type.name}`;
    const lines = text.split('\r\n');
    const first = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(lines[first + 1]!.startsWith(' ')).toBe(true);
    expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
    expect(parseFeed(text, admin.tenantId).events.get(id)!.getFirstPropertyValue('summary')).toBe(summary);
  });

  it('renders a timed range across a change of the clocks at the same wall-clock time, and an unknown zone in UTC', () => {
    const activity: FeedActivity = {
      id: 1,
      firstname: 'Bob',
      lastname: 'Alpha',
      type_name: 'Home office',
      positive_final: true,
      time_from: 540,
      time_to: 1440,
      zone: 'Europe/Berlin',
      updated_at: '2027-03-01T10:00:00.123Z',
      first_day: '2027-03-26',
      last_day: '2027-03-29',
      excluded: ['2027-03-27', '2027-03-28'],
    };
    const text = renderFeed('acme', 'Calendar', [activity, { ...activity, id: 2, zone: 'EST' }]);
    const { events } = parseFeed(text, 'acme');
    expect(shape(events.get(1)!)).toMatchObject({
      start: '2027-03-26T09:00:00 Europe/Berlin',
      end: '2027-03-27T00:00:00 Europe/Berlin',
      rrule: { freq: 'DAILY', count: 4 },
      exdates: ['2027-03-27T09:00:00 Europe/Berlin', '2027-03-28T09:00:00 Europe/Berlin'],
    });
    // The package's VTIMEZONE for EST is another zone's (America/Halifax): the times are UTC instants.
    expect(shape(events.get(2)!)).toMatchObject({ start: '2027-03-26T14:00:00Z', end: '2027-03-27T05:00:00Z' });
    expect(text).not.toContain('Halifax');
  });

  it('folds lines exactly as ical-generator does, whatever their characters', () => {
    // Any characters, and ASCII alone, whose lines around the limit take the short way.
    const line = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 300, size: 'max' }),
      fc.string({ maxLength: 160, size: 'max' }),
    );
    const lines = fc.array(
      line.map((each) => each.replace(/[\r\n]/g, '')),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(lines, (each) => {
        const text = each.join('\r\n');
        expect(folded(text)).toBe(foldLines(text));
      }),
    );
  });
});

/** Feeds are public: requests count per feed, and unknown secrets as failed authentications per address. */
describe('iCalendar feed rate limits', () => {
  const PER_MINUTE = 3;
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start({
      limits: { rateLimitPerMinute: PER_MINUTE, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 },
    });
    admin = await service.newTenant();
  });
  after(() => service.close());

  const subscribe = (url: string, remoteAddress: string) => service.request({ method: 'GET', url, remoteAddress });
  const newFeedUrl = async () => ((await admin.post('/v1/calendar-feeds', {})).body as { url: string }).url;

  it('answers 429 with Retry-After and the error object past the limit of a feed, from any address', async () => {
    const [url, otherUrl] = [await newFeedUrl(), await newFeedUrl()];
    const statuses = [];
    for (let i = 0; i < PER_MINUTE; i++) statuses.push((await subscribe(url, `192.0.2.${i + 1}`)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await subscribe(url, '192.0.2.99');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 429,
      body: {
        timestamp: expect.any(String),
        status: 429,
        error: 'Too Many Requests',
        message: expect.stringContaining('Too many requests of this calendar feed: the limit is 3 per minute'),
        path: url,
      },
    });
    expect((await subscribe(otherUrl, '192.0.2.99')).status).toBe(200);
  });

  it('refuses an address that asked for unknown feeds as often as the limit, even for a real feed', async () => {
    const url = await newFeedUrl();
    const unknown = `/ical/${admin.tenantId}.${'A'.repeat(43)}.ics`;
    const statuses = [];
    for (let i = 0; i <= PER_MINUTE; i++) statuses.push((await subscribe(unknown, '198.51.100.7')).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const statements = service.db.statements;
    expect((await subscribe(url, '198.51.100.7')).status).toBe(429);
    expect(service.db.statements).toBe(statements);
    expect((await subscribe(url, '198.51.100.8')).status).toBe(200);
  });
});

import { expect } from 'expect';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { parseFeed, shape } from '../testing/ical.js';

const DESCRIPTION = 'Private: dentist, do not show';

/** Today (UTC) moved by `days`, YYYY-MM-DD: the feed's window moves with it, so the dates do too. */
const today = (days = 0) => DateTime.utc().startOf('day').plus({ days }).toISODate();
/** The Monday `weeks` weeks after this week's. */
const monday = (weeks: number) => DateTime.utc().startOf('week').plus({ weeks }).toISODate();
const plus = (date: string, days: number) => DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate()!;
/** YYYY-MM-DD as iCalendar writes a date: YYYYMMDD. */
const compact = (date: string) => date.replace(/-/g, '');

/** What an iCalendar feed (D10) holds: its events, filters, versions and isolation. */
describe('iCalendar feed content', () => {
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
});

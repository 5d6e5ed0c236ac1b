import { expect } from 'expect';
import { DateTime } from 'luxon';
import { after, before, describe, it } from 'node:test';
import { feedAfter, feedEnd } from '../testing/events.js';
import { activityInput, type ActivityWorld, createActivityWorld, embeddedType } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { parseFeed, shape } from '../testing/ical.js';

/** The Monday `weeks` weeks after this week's: inside every feed's window (D10), whatever today is. */
const monday = (weeks: number) => DateTime.utc().startOf('week').plus({ weeks }).toISODate();
const plus = (date: string, days: number) => DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate()!;

/**
 * D19: an activity of a private type (sick leave) is seen only by its author, managers, admins and
 * whoever decides it now; to a colleague it is missing from every read, or an absence without its
 * type where a calendar shows days.
 */
describe('private activity types (D19)', () => {
  let service: TestService;
  let admin: TenantClient;
  let manager: TenantClient;
  let sam: TenantClient; // Sam Sick, the author
  let lena: TenantClient; // the team's lead, who approves sick leave
  let colin: TenantClient; // a colleague in the same team
  let vera: TenantClient; // a viewer
  let world: ActivityWorld;
  let sick: Record<string, unknown> & { id: number };
  let sickLeave: { id: number };
  let vacation: { id: number };
  const from = monday(2);
  const to = plus(from, 4);

  /** Sam's request of `type` on `days` whole days from `start`. */
  const request = async (type: number, start: string, days: number, extra: Record<string, unknown> = {}) => {
    const response = await sam.post(
      '/v1/activity',
      activityInput(world, {
        activityTypeId: type,
        dateFrom: start,
        dateTo: plus(start, days - 1),
        timeFrom: '00:00',
        timeTo: '24:00',
        description: 'Flu',
        ...extra,
      }),
    );
    expect(response.status).toBe(200);
    return response.body[0];
  };

  /** An answer as for an activity that does not exist (interface.md's 404). */
  const missing = (id: number) => ({
    status: 404,
    body: { status: 404, error: 'Not Found', message: `Activity with id ${id} was not found.` },
  });
  /** What an answer tells: its status and body, but when and for which path it was given. */
  const answer = (response: { status: number; body: any }) => {
    const { timestamp: _timestamp, path: _path, ...body } = response.body;
    return { status: response.status, body };
  };

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    manager = await admin.withNewUser('manager', { firstname: 'Mona', lastname: 'Manager' });
    sam = await admin.withNewUser('member', { firstname: 'Sam', lastname: 'Sick' });
    lena = await admin.withNewUser('member', { firstname: 'Lena', lastname: 'Lead' });
    colin = await admin.withNewUser('member', { firstname: 'Colin', lastname: 'Colleague' });
    vera = await admin.withNewUser('viewer', { firstname: 'Vera', lastname: 'Viewer' });
    world = await createActivityWorld(admin, [sam.userId, lena.userId, colin.userId]);
    await admin.put(`/v1/teams/${world.team.id}`, { leadIds: [lena.userId] });
    sick = await admin.create('/v1/activity-types', {
      name: 'Sick leave',
      color: '#aa0000',
      approvable: true,
      private: true,
    });
    // Colin decides Sam's vacations: a reason to read Sam's balances, not to see Sam's sick days.
    await admin.create('/v1/approval-policies', {
      name: 'Vacation',
      activityTypeIds: [world.vacation.id],
      steps: [{ approvers: 'users', userIds: [colin.userId], quorum: 'any' }],
    });
    await admin.create('/v1/approval-policies', {
      name: 'Sick leave',
      activityTypeIds: [sick.id],
      steps: [{ approvers: 'team-leads', quorum: 'any' }],
      substitute: 'optional',
    });
    sickLeave = await request(sick.id, from, 2);
    vacation = await request(world.vacation.id, plus(from, 3), 1, { description: 'Beach' });
  });
  after(() => service.close());

  it('shows the activity to its author, managers, admins and its pending approver, and is missing for anyone else', async () => {
    const seen = await sam.get(`/v1/activity/${sickLeave.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.activityTypeId).toEqual(embeddedType(sick));
    for (const reader of [manager, admin, lena]) {
      expect(answer(await reader.get(`/v1/activity/${sickLeave.id}`))).toEqual(answer(seen));
    }
    for (const other of [colin, vera]) {
      // As for an id that does not exist: same status, same body.
      expect(answer(await other.get(`/v1/activity/${sickLeave.id}`))).toEqual(missing(sickLeave.id));
      expect(answer(await other.get('/v1/activity/424242'))).toEqual(missing(424242));
      // A validator read by the author (a kept object) tells nothing either.
      const conditional = await other.request({
        method: 'GET',
        url: `/v1/activity/${sickLeave.id}`,
        headers: { 'if-none-match': seen.headers.etag as string },
      });
      expect(answer(conditional)).toEqual(missing(sickLeave.id));
      expect(answer(await other.get(`/v1/activity/${sickLeave.id}/history`))).toEqual(missing(sickLeave.id));
      expect(answer(await other.get(`/v1/activity/${sickLeave.id}/approval`))).toEqual(missing(sickLeave.id));
    }
    expect((await colin.get(`/v1/activity/${vacation.id}`)).status).toBe(200);
    expect((await lena.get(`/v1/activity/${sickLeave.id}/history`)).status).toBe(200);
    expect((await lena.get(`/v1/activity/${sickLeave.id}/approval`)).body.state).toBe('pending');
  });

  it('answers every write of a colleague as for a missing activity', async () => {
    const writes = [
      colin.put(`/v1/activity/${sickLeave.id}`, activityInput(world)),
      colin.post(`/v1/activity/${sickLeave.id}/decisions`, { decision: 'approve' }),
      colin.delete(`/v1/activity/${sickLeave.id}`),
      colin.delete(`/v1/activity/undelete/${sickLeave.id}`),
    ];
    for (const write of await Promise.all(writes)) expect(answer(write)).toEqual(missing(sickLeave.id));
  });

  it('leaves it out of lists, page by page, and out of a filter by its type', async () => {
    const ids = async (client: TenantClient, query: string) => {
      const found: number[] = [];
      for (let cursor: string | null = null; ;) {
        const page: { status: number; body: { items: { id: number }[]; nextCursor: string | null } } = await client.get(
          `/v1/activity?${query}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.status).toBe(200);
        // Every page is full but the last: filtered by the database, not after it.
        if (page.body.nextCursor) expect(page.body.items).toHaveLength(1);
        found.push(...page.body.items.map((item) => item.id));
        cursor = page.body.nextCursor;
        if (!cursor) return found;
      }
    };
    const range = `from=${from}&to=${to}`;
    expect(await ids(sam, range)).toEqual([sickLeave.id, vacation.id]);
    expect(await ids(manager, range)).toEqual([sickLeave.id, vacation.id]);
    expect(await ids(lena, range)).toEqual([sickLeave.id, vacation.id]);
    expect(await ids(colin, range)).toEqual([vacation.id]);
    expect(await ids(colin, `${range}&authorId=${sam.userId}`)).toEqual([vacation.id]);
    expect(await ids(colin, `${range}&activityTypeId=${sick.id}`)).toEqual([]);
    expect(await ids(manager, `${range}&activityTypeId=${sick.id}`)).toEqual([sickLeave.id]);
  });

  it('shows the days in the calendar as an absence of no type to a colleague, and leaves them out of a filter by the type', async () => {
    const calendar = async (client: TenantClient, query = '') => {
      const response = await client.get(`/v1/calendar?from=${from}&to=${to}${query}`);
      expect(response.status).toBe(200);
      return response.body;
    };
    const entries = (body: { users: { days: { date: string; activities: Record<string, unknown>[] }[] }[] }) =>
      body.users.flatMap((user) => user.days.flatMap((day) => day.activities.map((entry) => [day.date, entry])));
    const managed = entries(await calendar(manager));
    const seen = entries(await calendar(colin));
    expect(seen.map(([date, entry]: any) => [date, entry.id])).toEqual(
      managed.map(([date, entry]: any) => [date, entry.id]),
    );
    for (const [, entry] of seen as [string, any][]) {
      if (entry.id !== sickLeave.id) continue;
      expect(entry.activityTypeId).toBeNull();
      expect(entry.statusId.id).toBe(world.requested.id);
    }
    expect(JSON.stringify(seen)).not.toContain('Sick leave');
    expect(
      (managed as [string, any][]).filter(([, entry]) => entry.id === sickLeave.id).map(([, e]) => e.activityTypeId),
    ).toEqual([embeddedType(sick), embeddedType(sick)]);
    expect((await calendar(colin, `&activityTypeId=${sick.id}`)).users).toEqual([]);
    expect(entries(await calendar(lena, `&activityTypeId=${sick.id}`))).toHaveLength(2);
    expect(entries(await calendar(sam, `&activityTypeId=${sick.id}`))).toHaveLength(2);
  });

  it('names no type in an iCalendar feed of a colleague: "<name>: Absent"', async () => {
    const events = async (client: TenantClient, body: Record<string, unknown>) => {
      const feed = await client.create('/v1/calendar-feeds', body);
      const response = await service.request({ method: 'GET', url: feed.url });
      expect(response.status).toBe(200);
      const { events } = parseFeed(response.text, admin.tenantId);
      return new Map([...events].map(([id, vevent]) => [id, shape(vevent).summary]));
    };
    const team = { teamId: world.team.id };
    expect((await events(colin, team)).get(sickLeave.id)).toBe('Sam Sick: Absent (requested)');
    expect((await events(colin, team)).get(vacation.id)).toBe('Sam Sick: Vacation (requested)');
    expect((await events(manager, team)).get(sickLeave.id)).toBe('Sam Sick: Sick leave (requested)');
    expect([...(await events(colin, { activityTypeIds: [sick.id] })).keys()]).toEqual([]);
    expect([...(await events(sam, { activityTypeIds: [sick.id] })).keys()]).toEqual([sickLeave.id]);
  });

  it('lets the approver decide it and see it while they decide; then it is hidden from them again', async () => {
    const inbox = (await lena.get('/v1/approvals')).body.items;
    expect(inbox.map((item: any) => [item.activity.id, item.activity.activityTypeId.id])).toEqual([
      [sickLeave.id, sick.id],
    ]);
    const decided = await lena.post(`/v1/activity/${sickLeave.id}/decisions`, { decision: 'approve' });
    expect(decided.status).toBe(200);
    expect(decided.body[0]).toMatchObject({ id: sickLeave.id, activityTypeId: { id: sick.id } });
    expect(decided.body[0].statusId.id).toBe(world.approved.id);
    expect(answer(await lena.get(`/v1/activity/${sickLeave.id}`))).toEqual(missing(sickLeave.id));

    // Approved, it is an absence that counts for the team's coverage, still without its type.
    const coverage = await colin.get(`/v1/teams/${world.team.id}/coverage?from=${from}&to=${from}`);
    expect(coverage.body.days).toEqual([{ date: from, away: 1, present: 2, short: false }]);
    const feed = await colin.create('/v1/calendar-feeds', { userId: sam.userId });
    const { events } = parseFeed((await service.request({ method: 'GET', url: feed.url })).text, admin.tenantId);
    expect(shape(events.get(sickLeave.id)!).summary).toBe('Sam Sick: Absent');
  });

  it('lets the substitute a request names see it while they decide', async () => {
    const covered = await request(sick.id, plus(from, 7), 1, { substituteId: colin.userId });
    expect((await colin.get(`/v1/activity/${covered.id}`)).body.activityTypeId.id).toBe(sick.id);
    expect((await colin.post(`/v1/activity/${covered.id}/decisions`, { decision: 'accept' })).status).toBe(200);
    expect(answer(await colin.get(`/v1/activity/${covered.id}`))).toEqual(missing(covered.id));
    expect((await lena.get(`/v1/activity/${covered.id}`)).status).toBe(200);
  });

  it("shows a private type's balance to whoever reads the balances because they decide a request of it, not one of another type", async () => {
    const year = Number(from.slice(0, 4));
    for (const type of [sick.id, world.vacation.id]) {
      await admin.create('/v1/allowances', { userId: sam.userId, activityTypeId: type, year, days: 10 });
    }
    await request(sick.id, plus(from, 21), 1);
    const balances = async (client: TenantClient) => {
      const response = await client.get(`/v1/users/${sam.userId}/balances?year=${year}`);
      expect(response.status).toBe(200);
      return response.body.map((balance: any) => balance.activityType.name);
    };
    for (const reader of [sam, manager, lena]) expect(await balances(reader)).toEqual(['Sick leave', 'Vacation']);
    expect(await balances(colin)).toEqual(['Vacation']);
    expect((await vera.get(`/v1/users/${sam.userId}/balances?year=${year}`)).status).toBe(406);
  });

  it('notifies only those who may see it; events keep the type, for integrations an admin trusts', async () => {
    const start = await feedEnd(admin);
    const late = await request(sick.id, plus(from, 14), 1);
    await service.settleNotifications();
    const notified = async (client: TenantClient) =>
      (await client.get('/v1/me/notifications?limit=100')).body.items.filter((item: any) =>
        item.activityIds.includes(late.id),
      );
    expect((await notified(lena)).map((item: any) => item.kind)).toEqual(['approval.requested']);
    for (const other of [colin, vera, manager]) expect(await notified(other)).toEqual([]);
    const events = (await feedAfter(admin, start)).filter((event) => event.data.object?.id === late.id);
    expect(events.map((event) => event.data.object.activityTypeId.id)).toContain(sick.id);
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  newIssue,
} from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

describe('GET /v1/activity', () => {
  let service: TestService;
  let admin: TenantClient;
  let alice: TenantClient;
  let bob: TenantClient;
  let manager: TenantClient;
  let world: ActivityWorld;
  const made: Record<string, any> = {};

  const ids = (response: any) => response.body.items.map((activity: any) => activity.id);
  const list = async (client: TenantClient, query: string) => {
    const response = await client.get(`/v1/activity?${query}`);
    expect({ query, status: response.status, message: response.body.message }).toEqual({
      query,
      status: 200,
      message: undefined,
    });
    return response;
  };
  /** The ids on every page of `query`; `betweenPages` runs after each page that has a next one. */
  const pageThrough = async (
    client: TenantClient,
    query: string,
    betweenPages: (page: any) => Promise<void> = async () => undefined,
  ): Promise<number[]> => {
    const seen: number[] = [];
    let cursor: string | null = null;
    // A bounded walk: a cursor that never advances fails the test instead of hanging it.
    for (let pages = 0; pages < 50; pages++) {
      const page = await list(client, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...ids(page));
      cursor = page.body.nextCursor;
      if (cursor === null) return seen;
      await betweenPages(page);
    }
    throw new Error(`GET /v1/activity?${query} has more than 50 pages`);
  };

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    alice = await admin.withNewUser('member');
    bob = await admin.withNewUser('member');
    manager = await admin.withNewUser('manager');
    world = await createActivityWorld(admin, [alice.userId, bob.userId]);
    const issueWorld = await createIssueWorld(admin);
    const issue = await newIssue(admin, issueWorld, { name: 'Release' });
    made.secretIssue = await newIssue(bob, issueWorld, { private: true });
    const create = async (client: TenantClient, extra: Record<string, unknown>) =>
      (await client.post('/v1/activity', activityInput(world, extra))).body[0];
    made.homeOffice = await create(alice, { dateFrom: '2026-11-23', dateTo: '2026-11-23', teamId: world.team.id });
    made.vacation = await create(alice, {
      activityTypeId: world.vacation.id,
      dateFrom: '2026-11-30',
      dateTo: '2026-12-04',
      projectId: world.project.id,
    });
    made.trip = await create(bob, {
      activityTypeId: world.vacation.id,
      includeWeekends: true,
      dateFrom: '2026-11-28',
      dateTo: '2026-12-01',
      issueId: issue.id,
    });
    made.secret = await create(bob, { dateFrom: '2026-12-07', dateTo: '2026-12-07', issueId: made.secretIssue.id });
    made.gone = await create(bob, { dateFrom: '2026-11-24', dateTo: '2026-11-24' });
    await bob.delete(`/v1/activity/${made.gone.id}`);
    await manager.put(`/v1/activity/${made.vacation.id}/status`, { statusId: world.approved.id });
    made.issue = issue;
  });
  after(() => service.close());

  it('lists live activities in date order with the single-read shape', async () => {
    const response = await list(alice, '');
    expect(ids(response)).toEqual([made.homeOffice.id, made.trip.id, made.vacation.id, made.secret.id]);
    expect(response.body.items[0]).toEqual((await alice.get(`/v1/activity/${made.homeOffice.id}`)).body);
    expect(response.body.items[0]).not.toHaveProperty('place');
    expect(response.body.nextCursor).toBeNull();
  });

  it('filters by date overlap and every parameter', async () => {
    const cases: [string, string[]][] = [
      ['from=2026-12-01', ['trip', 'vacation', 'secret']],
      ['to=2026-11-28', ['homeOffice', 'trip']],
      ['from=2026-12-02&to=2026-12-06', ['vacation']],
      ['from=2026-11-24&to=2026-11-24', []],
      [`authorId=${bob.userId}`, ['trip', 'secret']],
      [`teamId=${world.team.id}`, ['homeOffice']],
      [`projectId=${world.project.id}`, ['vacation']],
      [`issueId=${made.issue.id}`, ['trip']],
      [`activityTypeId=${world.vacation.id}`, ['trip', 'vacation']],
      [`statusId=${world.approved.id}`, ['homeOffice', 'vacation', 'secret']],
      ['pending=true', ['trip']],
      ['pending=false', ['homeOffice', 'vacation', 'secret']],
      ['deleted=true', ['gone']],
      [`authorId=${alice.userId}&from=2026-11-25`, ['vacation']],
    ];
    for (const [query, expected] of cases) {
      const response = await list(manager, query);
      expect({ query, ids: ids(response) }).toEqual({ query, ids: expected.map((name) => made[name].id) });
    }
  });

  it('finds an activity of the longest span (366 days) by its last day', async () => {
    const tenant = await service.newTenant();
    const w = await createActivityWorld(tenant, []);
    const [year] = (
      await tenant.post(
        '/v1/activity',
        activityInput(w, { includeWeekends: true, dateFrom: '2028-01-01', dateTo: '2028-12-31' }),
      )
    ).body;
    expect(ids(await list(tenant, 'from=2028-12-31'))).toEqual([year.id]);
    expect(ids(await list(tenant, 'from=2029-01-01'))).toEqual([]);
  });

  it('does not let a private issue be found through the activities that link it', async () => {
    expect(ids(await list(manager, `issueId=${made.secretIssue.id}`))).toEqual([]);
    expect(ids(await list(bob, `issueId=${made.secretIssue.id}`))).toEqual([made.secret.id]);
  });

  it('pages by keyset through activities sharing a start date', async () => {
    const tenant = await service.newTenant();
    const w = await createActivityWorld(tenant, []);
    for (let i = 0; i < 7; i++) {
      await tenant.post(
        '/v1/activity',
        activityInput(w, { dateFrom: '2026-11-23', dateTo: '2026-11-27', description: `same ${i}` }),
      );
      await tenant.post(
        '/v1/activity',
        activityInput(w, { dateFrom: '2026-11-20', dateTo: '2026-11-23', includeWeekends: true }),
      );
    }
    const all = ids(await list(tenant, 'limit=500'));
    expect(all).toHaveLength(14);
    expect(await pageThrough(tenant, 'limit=3')).toEqual(all);
  });

  it('pages consistently while activities are added before and after the position of its cursor', async () => {
    const tenant = await service.newTenant();
    const w = await createActivityWorld(tenant, []);
    const add = async (day: string): Promise<number> =>
      (await tenant.post('/v1/activity', activityInput(w, { dateFrom: day, dateTo: day }))).body[0].id;
    // Two activities on each of ten working days, added in date order: the order of the list.
    const days = ['11-23', '11-24', '11-25', '11-26', '11-27', '11-30', '12-01', '12-02', '12-03', '12-04'];
    const existing: number[] = [];
    for (const day of days) existing.push(await add(`2026-${day}`), await add(`2026-${day}`));
    const addedBefore: number[] = [];
    const addedAfter: number[] = [];
    const seen = await pageThrough(tenant, 'limit=3', async (page) => {
      // Before everything listed, and on the day of the page's last row with a higher id: after it.
      addedBefore.push(await add('2026-11-16'));
      addedAfter.push(await add(page.body.items.at(-1).dateFrom.slice(0, 10)));
    });
    expect(seen.length).toBe(new Set(seen).size);
    expect(seen.filter((id) => existing.includes(id))).toEqual(existing);
    expect(seen.filter((id) => addedBefore.includes(id))).toEqual([]);
    expect(seen.filter((id) => addedAfter.includes(id))).toEqual(addedAfter);
  });

  it('answers bad parameters with 400 naming them', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30', "Query parameter 'from' must be a date in the form YYYY-MM-DD."],
      ['to=tomorrow', "Query parameter 'to' must be a date in the form YYYY-MM-DD."],
      ['from=2026-12-02&to=2026-12-01', "Query parameter 'to' must not be before 'from'."],
      ['authorId=me', "Query parameter 'authorId' must be a positive integer id."],
      ['teamId=0x1', "Query parameter 'teamId' must be a positive integer id."],
      ['statusId=1e0', "Query parameter 'statusId' must be a positive integer id."],
      ['pending=1', "Query parameter 'pending' must be true or false."],
      ['limit=1000', "Query parameter 'limit' must be at most 500."],
      ['cursor=abc.def', "Query parameter 'cursor' is not a cursor this service issued."],
    ];
    for (const [query, message] of cases) {
      const response = await alice.get(`/v1/activity?${query}`);
      expect({ query, status: response.status, message: response.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
  });
});

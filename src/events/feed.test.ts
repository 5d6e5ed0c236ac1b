import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { asInEvents, feedAfter, feedEnd } from '../testing/events.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { pruneEvents } from './sequencer.js';

const UTC_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The pull feed of D9: GET /v1/events. */
describe('GET /v1/events', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    world = await createIssueWorld(admin);
  });
  after(() => service.close());

  it('serves the events in ascending ids, each in the form of D9', async () => {
    const since = await feedEnd(admin);
    const issue = await newIssue(admin, world);
    await admin.put(`/issues/${issue.id}`, { name: 'Renamed' });
    const events = await feedAfter(admin, since);
    expect(events.map((event) => event.type)).toEqual(['issue.created', 'issue.updated']);
    expect(events[0].id).toBeGreaterThan(since);
    expect(events[1].id).toBeGreaterThan(events[0].id);
    for (const event of events) {
      expect(Object.keys(event)).toEqual(['id', 'type', 'tenant', 'occurredAt', 'actor', 'data']);
      expect(event.tenant).toBe(admin.tenantId);
      expect(event.occurredAt).toMatch(UTC_MILLIS);
      expect(Object.keys(event.actor)).toEqual(['id', 'firstname', 'lastname', 'email', 'avatar', 'deleted']);
      expect(event.actor.id).toBe(admin.userId);
    }
    expect(events[1].data).toEqual({
      object: asInEvents((await admin.get(`/issues/${issue.id}`)).body),
      changes: [expect.objectContaining({ field: 'name', from: issue.name, to: 'Renamed' })],
    });
  });

  it('ends a page early once its events pass 4 MiB, and the next page continues there (D13)', async () => {
    const since = await feedEnd(admin);
    const issue = await newIssue(admin, world);
    // Each update's event holds the description in the object and twice in its changes: ~300 kB.
    for (let i = 0; i < 20; i++) {
      expect((await admin.put(`/issues/${issue.id}`, { description: String(i % 10).repeat(100_000) })).status).toBe(
        200,
      );
    }
    await service.settleEvents();
    const first = await admin.get(`/v1/events?after=${since}&limit=500`);
    expect(first.status).toBe(200);
    const size = Buffer.byteLength(first.text);
    expect(first.body.items.length).toBeLessThan(21);
    expect(size).toBeGreaterThan(4 * 1024 * 1024);
    expect(size).toBeLessThan(4 * 1024 * 1024 + 400_000);
    expect(first.body.nextCursor).toBe(first.body.items.at(-1).id);
    const all = await feedAfter(admin, since);
    expect(all).toHaveLength(21);
    expect(all.slice(0, first.body.items.length)).toEqual(first.body.items);
  });

  it('pages with after and limit, and nextCursor continues where a page ended', async () => {
    const since = await feedEnd(admin);
    for (let i = 0; i < 5; i++) await newIssue(admin, world);
    const all = await feedAfter(admin, since);
    expect(all).toHaveLength(5);
    const seen: number[] = [];
    let position = since;
    for (let page = 0; page < 4; page++) {
      const response = await admin.get(`/v1/events?after=${position}&limit=2`);
      expect(response.status).toBe(200);
      seen.push(...response.body.items.map((event: any) => event.id));
      expect(response.body.nextCursor).toBe(seen.at(-1) ?? position);
      position = response.body.nextCursor;
    }
    expect(seen).toEqual(all.map((event) => event.id));
    // At the end, the cursor stays where it was: a follower keeps asking from there.
    expect((await admin.get(`/v1/events?after=${position}`)).body).toEqual({ items: [], nextCursor: position });
    // The first page of a new feed answers null when nothing happened yet.
    const fresh = await service.newTenant();
    expect((await fresh.get('/v1/events')).body).toEqual({ items: [], nextCursor: null });
  });

  it('filters by types: exact types and prefix patterns', async () => {
    const since = await feedEnd(admin);
    const issue = await newIssue(admin, world);
    await admin.create(`/issues/${issue.id}/comments`, { description: 'A remark' });
    await admin.delete(`/issues/delete/${issue.id}`);
    const types = async (filter: string) => (await feedAfter(admin, since, filter)).map((event) => event.type);
    expect(await types('issue.*')).toEqual(['issue.created', 'issue.comment.created', 'issue.deleted']);
    expect(await types('issue.comment.*')).toEqual(['issue.comment.created']);
    expect(await types('issue.deleted,issue.created')).toEqual(['issue.created', 'issue.deleted']);
    expect(await types('*')).toHaveLength(3);
    expect(await types('activity.*')).toEqual([]);
  });

  it('refuses bad parameters with 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      [
        'types=issue.closed',
        "Query parameter 'types' must be a comma-separated list of event types or patterns (issue.*,activity.status_changed).",
      ],
      [
        'types=issue.*,',
        "Query parameter 'types' must be a comma-separated list of event types or patterns (issue.*,activity.status_changed).",
      ],
      ['types=issue_created', expect.stringContaining("Query parameter 'types'") as unknown as string],
      ['limit=0', "Query parameter 'limit' must be at least 1."],
      ['limit=501', "Query parameter 'limit' must be at most 500."],
      ['after=-1', "Query parameter 'after' must be at least 0."],
      ['after=first', "Query parameter 'after' must be an integer."],
    ];
    for (const [query, message] of cases) {
      const response = await admin.get(`/v1/events?${query}`);
      expect({ query, status: response.status, message: response.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
  });

  it('is for admins only and shows only the tenant’s own events', async () => {
    const member = await admin.withNewUser('member');
    const manager = await admin.withNewUser('manager');
    for (const client of [member, manager]) {
      const response = await client.get('/v1/events');
      expect(response.status).toBe(406);
      expect(response.body.message).toBe('You do not have a permission for this action');
    }
    const other = await service.newTenant();
    await newIssue(admin, world);
    expect(await feedAfter(other)).toEqual([]);
    expect((await feedAfter(admin)).every((event) => event.tenant === admin.tenantId)).toBe(true);
  });

  it('keeps events for EVENT_RETENTION_DAYS, then drops them', async () => {
    // Retention walks every tenant's events oldest first, in a database of its own here. The
    // service's own retention worker keeps ten years, so that only the runs below prune: on a busy
    // machine its first run could land between the aging of an event and the delivery that keeps it.
    const own = await TestService.start({ privateStore: true, events: { retentionDays: 3650 } });
    try {
      const tenant = await own.newTenant();
      const tenantWorld = await createIssueWorld(tenant);
      await newIssue(tenant, tenantWorld);
      const recent = await newIssue(tenant, tenantWorld);
      const before = await feedAfter(tenant);
      expect(before).toHaveLength(2);
      // Aged as time would: the first event, and whatever came before it in the database.
      await own.db.acrossTenants((sql) =>
        sql.query(`UPDATE events SET occurred_at = now() - interval '31 days' WHERE id <= $1`, [before[0].id]),
      );
      await pruneEvents(own.db, 32);
      const ids = (events: any[]) => events.map((event) => event.id);
      expect(ids(await feedAfter(tenant))).toEqual(ids(before));
      // A delivery still pending to an active hook keeps its event; to a disabled hook it does not.
      const hook = await tenant.create('/v1/webhooks', { url: 'https://93.184.215.34/hook', events: ['issue.*'] });
      await own.db.acrossTenants((sql) =>
        sql.query(
          `INSERT INTO webhook_deliveries (tenant_id, webhook_id, event_id, event_type, next_attempt_at)
                   VALUES ($1, $2, $3, 'issue.created', now() + interval '1 day')`,
          [tenant.tenantId, hook.id, before[0].id],
        ),
      );
      await pruneEvents(own.db, 30);
      expect(ids(await feedAfter(tenant))).toEqual(ids(before));
      await tenant.put(`/v1/webhooks/${hook.id}`, { active: false });
      // The JetStream relay keeps what it has not published while it runs; a relay that has not run
      // for as long as events are kept (NATS_URL removed) keeps nothing.
      await own.db.acrossTenants((sql) =>
        sql.query(
          `INSERT INTO event_relays (name, holder, held_until) VALUES ('jetstream', 'x', now() - interval '1 minute')`,
        ),
      );
      await pruneEvents(own.db, 30);
      expect(ids(await feedAfter(tenant))).toEqual(ids(before));
      await own.db.acrossTenants((sql) => sql.query(`UPDATE event_relays SET held_until = now() - interval '31 days'`));
      await pruneEvents(own.db, 30);
      expect((await feedAfter(tenant)).map((event) => event.data.object.id)).toEqual([recent.id]);
      expect((await tenant.get(`/v1/webhooks/${hook.id}/deliveries`)).body.items).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

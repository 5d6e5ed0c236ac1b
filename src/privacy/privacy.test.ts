import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  createActivityWorld,
  createIssueWorld,
  newIssue,
  openSession,
  type ActivityWorld,
  type IssueWorld,
} from '../testing/fixtures.js';
import { OPERATOR_TOKEN, type TenantClient, TestService } from '../testing/harness.js';
import { ERASURE_BATCH, TABLES_WITH_TENANT, TENANT_TABLES } from './repository.js';
import { prunePrivateActivities } from './retention.js';

/** The text and JSON columns of every table of a tenant: where a person's name could be stored. */
async function columnsHolding(service: TestService, tenantId: string, needles: string[]) {
  return service.db.read(tenantId, async (sql) => {
    const columns = await sql.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
         AND EXISTS (SELECT 1 FROM information_schema.columns k
           WHERE k.table_schema = c.table_schema AND k.table_name = c.table_name AND k.column_name IN ('tenant_id'))
         AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb') OR c.udt_name IN ('_text', '_varchar'))
       ORDER BY 1, 2`,
    );
    expect(columns.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [row] = await sql.query<{ hits: number }>(
        `SELECT count(*)::int AS hits FROM "${table_name}"
         WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) n WHERE strpos(lower("${column_name}"::text), n) > 0)`,
        [needles.map((needle) => needle.toLowerCase())],
      );
      if (row!.hits > 0) found.push(`${table_name}.${column_name}`);
    }
    return found;
  });
}

describe('D21: a person’s data', () => {
  let service: TestService;
  let admin: TenantClient;
  let person: TenantClient;
  let issues: IssueWorld;
  let activities: ActivityWorld;
  let sickLeave: { id: number };
  const identity = { firstname: 'Zebulon', lastname: 'Quaxley', avatar: 'https://img.example/zq-face.png' };
  let email: string;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    email = `zebulon.quaxley@${admin.tenantId}.example`;
    person = await admin.withNewUser('member', { ...identity, email });
    issues = await createIssueWorld(admin);
    activities = await createActivityWorld(admin, [admin.userId, person.userId]);
    sickLeave = await admin.create('/v1/activity-types', { name: 'Sick leave', private: true, color: '#888888' });
  });
  after(() => service.close());

  describe('GET /v1/users/{id}/export', () => {
    it('gives the person, or an admin, everything about them; secrets never', async () => {
      const issue = await newIssue(person, issues, { name: 'Export me' });
      await person.create(`/issues/${issue.id}/comments`, { description: 'My comment' });
      await person.create('/v1/activity', activityInput(activities), 200);
      await admin.create('/v1/allowances', {
        userId: person.userId,
        activityTypeId: activities.vacation.id,
        year: new Date().getUTCFullYear(),
        days: 30,
      });
      await openSession(person);

      for (const reader of [person, admin]) {
        const response = await reader.get(`/v1/users/${person.userId}/export`);
        expect(response.status).toBe(200);
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="user-${person.userId}-export.json"`,
        );
        const document = response.body;
        expect(document.userId).toBe(person.userId);
        expect(document.user).toMatchObject({ id: person.userId, firstname: 'Zebulon', email });
        expect(document.teams).toEqual([{ teamId: activities.team.id, name: 'Platform', lead: false }]);
        expect(document.issues.map((each: any) => each.name)).toContain('Export me');
        expect(document.comments.map((each: any) => each.description)).toContain('My comment');
        expect(document.activities.length).toBeGreaterThan(0);
        expect(document.issueHistory.length).toBeGreaterThan(0);
        expect(document.allowances).toHaveLength(1);
        expect(document.balances).toEqual([
          expect.objectContaining({ allowance: 30, activityTypeId: activities.vacation.id }),
        ]);
        expect(document.tokens.length).toBeGreaterThan(0);
        expect(document.sessions.length).toBeGreaterThan(0);
        expect(document.timer).toBeNull();
        for (const secretful of [...document.tokens, ...document.sessions]) {
          expect(Object.keys(secretful).filter((key) => /hash|secret/.test(key))).toEqual([]);
        }
        expect(response.text).not.toMatch(/token_hash|secret_hash/);
      }
    });

    it('is 406 for anyone else who is not an admin, 404 for an unknown user', async () => {
      const manager = await admin.withNewUser('manager');
      expect((await manager.get(`/v1/users/${person.userId}/export`)).status).toBe(406);
      expect((await person.get(`/v1/users/${admin.userId}/export`)).status).toBe(406);
      const unknown = await admin.get('/v1/users/999999/export');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('User with id 999999 was not found.');
    });
  });

  describe('POST /v1/users/{id}/erase', () => {
    it('refuses without the right confirmation (400), for unknown users (404), non-admins (406) and oneself (409)', async () => {
      const url = `/v1/users/${person.userId}/erase`;
      const missing = await admin.post(url, {});
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain("Field 'confirm' is required.");
      const wrong = await admin.post(url, { confirm: 'someone@else.example' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(
        `Field 'confirm' must be the email address of user ${person.userId}, to confirm their erasure.`,
      );
      expect((await admin.post('/v1/users/999999/erase', { confirm: email })).status).toBe(404);
      const manager = await admin.withNewUser('manager');
      expect((await manager.post(url, { confirm: email })).status).toBe(406);
      const self = await admin.post(`/v1/users/${admin.userId}/erase`, { confirm: `admin@${admin.tenantId}.example` });
      expect(self.status).toBe(409);
      expect(self.body.message).toBe('You cannot erase your own user; another admin can.');
      expect((await admin.get(`/v1/users/${person.userId}`)).body.firstname).toBe('Zebulon');
    });

    it('turns the person into the former user everywhere, deletes what was theirs alone, and leaves no trace of their name', async () => {
      // Everything a person leaves in a tenant: issues, comments, mentions, activities of every kind,
      // a request waiting for approval, notifications about them, a timer, feeds, sessions, links.
      const created = await newIssue(person, issues, { name: 'Created by the person' });
      const assigned = await newIssue(admin, issues, { name: 'Assigned to the person', assignedId: person.userId });
      await person.create(`/issues/${assigned.id}/comments`, { description: 'On it' });
      await admin.create(`/issues/${created.id}/comments`, {
        description: `Thanks @[Zebulon Quaxley](user:${person.userId})!`,
      });
      await admin.put(`/issues/${created.id}`, {
        description: `Ask @[Zebulon Quaxley](user:${person.userId}) first`,
      });
      const [kept] = await person.create('/v1/activity', activityInput(activities, { description: 'Home, kept' }), 200);
      const [requested] = await person.create(
        '/v1/activity',
        activityInput(activities, {
          activityTypeId: activities.vacation.id,
          dateFrom: '2026-12-14',
          dateTo: '2026-12-14',
          description: 'Vacation, kept',
        }),
        200,
      );
      const [sick] = await person.create(
        '/v1/activity',
        activityInput(activities, {
          activityTypeId: sickLeave.id,
          dateFrom: '2026-12-07',
          dateTo: '2026-12-07',
          description: 'Migraine',
        }),
        200,
      );
      expect((await person.post('/v1/me/timer', { issueId: assigned.id, description: 'Timing' })).status).toBe(201);
      expect((await person.put('/v1/me/notification-settings', { email: 'daily' })).status).toBe(200);
      await person.create('/v1/calendar-feeds', { userId: person.userId, name: 'My days' });
      await admin.create('/v1/calendar-feeds', { userId: person.userId, name: 'Days of Zebulon Quaxley' });
      await openSession(person);
      expect((await admin.post(`/v1/users/${person.userId}/sign-in-link`)).status).toBe(201);
      await service.settleNotifications();
      const before = await columnsHolding(service, admin.tenantId, ['Zebulon', 'Quaxley', email, 'zq-face']);
      expect(before).toEqual(expect.arrayContaining(['users.email', 'issue_history.changes', 'notifications.data']));

      const erased = await admin.post(`/v1/users/${person.userId}/erase`, { confirm: email.toUpperCase() });
      expect(erased.status).toBe(200);
      // As history entries and events show them: `deleted` stays what it was then.
      const formerThen = {
        id: person.userId,
        firstname: 'Former user',
        lastname: String(person.userId),
        email: `erased-${person.userId}@invalid`,
        avatar: '',
      };
      const former = { ...formerThen, deleted: true };
      expect(erased.body).toMatchObject({ ...former, role: 'member' });
      await service.settleNotifications();

      expect(await columnsHolding(service, admin.tenantId, ['Zebulon', 'Quaxley', email, 'zq-face'])).toEqual([]);

      // Issues, other activities and history stay, showing the former user.
      const createdNow = await admin.get(`/issues/${created.id}`);
      expect(createdNow.body.creatorId).toMatchObject(former);
      expect(createdNow.body.description).toBe(`Ask @[Former user ${person.userId}](user:${person.userId}) first`);
      expect((await admin.get(`/issues/${assigned.id}`)).body.assignedId).toMatchObject(former);
      const history = await admin.get(`/issues/${assigned.id}/history`);
      expect(history.body.items.some((entry: any) => entry.author.id === person.userId)).toBe(true);
      for (const entry of history.body.items.filter((each: any) => each.author.id === person.userId)) {
        expect(entry.author).toMatchObject(formerThen);
      }
      expect((await admin.get(`/v1/activity/${kept.id}`)).body.author).toMatchObject(former);
      expect((await admin.get(`/v1/activity/${requested.id}`)).status).toBe(200);
      // The private activity is gone for good: no object, no history, no event.
      expect((await admin.get(`/v1/activity/${sick.id}`)).status).toBe(404);
      const events = await admin.get('/v1/events?limit=500');
      expect(JSON.stringify(events.body)).not.toContain('Migraine');
      const mine = events.body.items.filter((event: any) => event.data?.object?.author?.id === person.userId);
      expect(mine.length).toBeGreaterThan(0);
      for (const event of mine) expect(event.data.object.author).toMatchObject(formerThen);

      // Nothing of theirs alone is left: the token they had is refused.
      expect((await person.get('/v1/me')).status).toBe(401);
      const exported = await admin.get(`/v1/users/${person.userId}/export`);
      expect(exported.status).toBe(200);
      for (const gone of ['sessions', 'tokens', 'signInLinks', 'calendarFeeds', 'notifications'] as const) {
        expect({ gone, rows: exported.body[gone] }).toEqual({ gone, rows: [] });
      }
      expect(exported.body.timer).toBeNull();
      expect(exported.body.notificationSettings).toBeNull();

      // Again: allowed, with the address the user has now, and nothing changes.
      const again = await admin.post(`/v1/users/${person.userId}/erase`, { confirm: former.email });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(erased.body);
    });

    it('rewrites history past one batch: entries after the first ERASURE_BATCH are erased too', async () => {
      const identity = { firstname: 'Yorick', lastname: 'Vantablack' };
      const address = `yorick.vantablack@${admin.tenantId}.example`;
      const other = await admin.withNewUser('member', { ...identity, email: address });
      const issue = await newIssue(admin, issues, { name: 'Much history' });
      // More entries than one batch reads, each naming the person as history does (their user object).
      await service.db.write(admin.tenantId, (sql) =>
        sql.query(
          `INSERT INTO issue_history (tenant_id, issue_id, author_id, action, changes)
           SELECT $1, $2::int, $3::int, 'updated', jsonb_build_array(jsonb_build_object('field', 'assignedId',
             'from', NULL, 'to', jsonb_build_object('id', $4::int, 'firstname', $5::text, 'lastname', $6::text, 'email', $7::text)))
           FROM generate_series(1, $8::int)`,
          [
            admin.tenantId,
            issue.id,
            admin.userId,
            other.userId,
            identity.firstname,
            identity.lastname,
            address,
            ERASURE_BATCH + 5,
          ],
        ),
      );
      const needles = ['Yorick', 'Vantablack', address];
      expect(await columnsHolding(service, admin.tenantId, needles)).toEqual([
        'issue_history.changes',
        'users.email',
        'users.firstname',
        'users.lastname',
      ]);
      expect((await admin.post(`/v1/users/${other.userId}/erase`, { confirm: address })).status).toBe(200);
      expect(await columnsHolding(service, admin.tenantId, needles)).toEqual([]);
      const history = await admin.get(`/issues/${issue.id}/history`);
      const assigned = history.body.items.find((entry: any) => entry.changes[0]?.field === 'assignedId');
      expect(assigned.changes[0].to).toMatchObject({ id: other.userId, firstname: 'Former user' });
    });
  });

  describe('private activity retention', () => {
    it('is null until an admin sets it; only admins read and set it; 1 to 36500 days', async () => {
      const fresh = await service.newTenant();
      expect((await fresh.get('/v1/privacy-settings')).body).toEqual({ privateActivityRetentionDays: null });
      const manager = await fresh.withNewUser('manager');
      expect((await manager.get('/v1/privacy-settings')).status).toBe(406);
      expect((await manager.put('/v1/privacy-settings', { privateActivityRetentionDays: 30 })).status).toBe(406);
      expect((await fresh.put('/v1/privacy-settings', { privateActivityRetentionDays: 0 })).status).toBe(400);
      expect((await fresh.put('/v1/privacy-settings', { privateActivityRetentionDays: 36501 })).status).toBe(400);
      expect((await fresh.put('/v1/privacy-settings', {})).status).toBe(400);
      const set = await fresh.put('/v1/privacy-settings', { privateActivityRetentionDays: 365 });
      expect(set.body).toEqual({ privateActivityRetentionDays: 365 });
      expect((await fresh.get('/v1/privacy-settings')).body).toEqual({ privateActivityRetentionDays: 365 });
      expect((await fresh.put('/v1/privacy-settings', { privateActivityRetentionDays: null })).body).toEqual({
        privateActivityRetentionDays: null,
      });
    });

    it('deletes private activities that ended longer ago, once a day, and nothing else', async () => {
      const tenant = await service.newTenant();
      const world = await createActivityWorld(tenant, [tenant.userId]);
      const sick = await tenant.create('/v1/activity-types', { name: 'Sick leave', private: true });
      const add = async (activityTypeId: number, day: string) =>
        (
          await tenant.create(
            '/v1/activity',
            activityInput(world, { activityTypeId, dateFrom: day, dateTo: day, includeWeekends: true }),
            200,
          )
        )[0] as { id: number };
      const today = new Date();
      const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
      const old = await add(sick.id, daysAgo(40));
      const recent = await add(sick.id, daysAgo(10));
      const oldHomeOffice = await add(world.homeOffice.id, daysAgo(40));
      expect(await prunePrivateActivities(service.db)).toBeGreaterThanOrEqual(0); // other tenants' runs
      expect((await tenant.get(`/v1/activity/${old.id}`)).status).toBe(200);

      await tenant.put('/v1/privacy-settings', { privateActivityRetentionDays: 30 });
      expect(await prunePrivateActivities(service.db)).toBe(1);
      expect((await tenant.get(`/v1/activity/${old.id}`)).status).toBe(404);
      expect((await tenant.get(`/v1/activity/${recent.id}`)).status).toBe(200);
      expect((await tenant.get(`/v1/activity/${oldHomeOffice.id}`)).status).toBe(200);

      // The day's run is taken: a second run (another process) deletes nothing until tomorrow.
      await tenant.put('/v1/privacy-settings', { privateActivityRetentionDays: 5 });
      expect(await prunePrivateActivities(service.db)).toBe(0);
      expect((await tenant.get(`/v1/activity/${recent.id}`)).status).toBe(200);
    });
  });

  describe('GET /admin/tenants/{id}/export', () => {
    const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

    it('lists every table that holds tenant rows', async () => {
      const tables = await service.db.read('none', (sql) => TABLES_WITH_TENANT.run(sql, {}));
      expect([...TENANT_TABLES].sort()).toEqual(tables.map((row) => row.table_name));
    });

    it('streams every row of the tenant as JSON Lines, its own row first, without secrets', async () => {
      await openSession(admin);
      const response = await service.request({
        method: 'GET',
        url: `/admin/tenants/${admin.tenantId}/export`,
        headers: operator,
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
      const lines = response.text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines[0]).toEqual({ kind: 'tenants', record: expect.objectContaining({ id: admin.tenantId }) });
      const kinds = new Set(lines.map((line) => line.kind));
      for (const kind of [
        'users',
        'issues',
        'issue_comments',
        'activities',
        'activity_history',
        'events',
        'tokens',
        'sessions',
      ]) {
        expect({ kind, present: kinds.has(kind) }).toEqual({ kind, present: true });
      }
      expect(lines.every((line) => line.kind === 'tenants' || line.record.tenant_id === admin.tenantId)).toBe(true);
      expect(response.text).not.toMatch(/token_hash|secret_hash|"secret"|client_secret/);
    });

    it('is 404 for an unknown tenant and 401 without the operator token', async () => {
      const unknown = await service.request({
        method: 'GET',
        url: '/admin/tenants/no-such-tenant/export',
        headers: operator,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Tenant with id no-such-tenant was not found.');
      const tenantToken = await service.request({
        method: 'GET',
        url: `/admin/tenants/${admin.tenantId}/export`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(tenantToken.status).toBe(401);
    });
  });
});

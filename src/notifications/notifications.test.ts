import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  createActivityWorld,
  createIssueWorld,
  type IssueWorld,
  newIssue,
} from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { NOTIFICATION_RETENTION_DAYS, pruneNotifications } from './retention.js';

/** The client's notifications (every page), once every awaited change has been turned into them. */
async function notificationsOf(client: TenantClient, query = ''): Promise<any[]> {
  await client.service.settleNotifications();
  const items: any[] = [];
  for (let cursor: string | null = null; ;) {
    const response: { status: number; body: any } = await client.get(
      `/v1/me/notifications?limit=100${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.status).toBe(200);
    items.push(...response.body.items);
    cursor = response.body.nextCursor;
    if (!cursor) return items;
  }
}

/** Kind and subject of each, oldest first: what a reader tells notifications apart by. */
const kindsOf = async (client: TenantClient) =>
  (await notificationsOf(client)).reverse().map((item) => [item.kind, item.subject]);

describe('notifications in the app (D15)', () => {
  let service: TestService;

  before(async () => {
    service = await TestService.start();
  });
  after(() => service.close());

  /** A tenant with an issue world and four members. */
  async function issueTenant() {
    const admin = await service.newTenant();
    const world = await createIssueWorld(admin);
    const member = (firstname: string, extra: Record<string, unknown> = {}) =>
      admin.withNewUser('member', { firstname, ...extra });
    return {
      admin,
      world,
      carla: await member('Carla'),
      alan: await member('Alan'),
      cora: await member('Cora'),
      olga: await member('Olga'),
    };
  }

  const comment = (client: TenantClient, issueId: number, description: string) =>
    client.create(`/issues/${issueId}/comments`, { description }, 201);

  it('tells the assignee of a new or changed issue, never the one who assigned themselves', async () => {
    const { world, carla, alan, cora, olga } = await issueTenant();
    const issue = await newIssue(carla, world, { name: 'Checkout fails', assignedId: alan.userId });
    const own = await newIssue(alan, world, { name: 'Mine', assignedId: alan.userId });
    expect((await carla.put(`/issues/${issue.id}`, { assignedId: cora.userId })).status).toBe(200);
    expect((await cora.put(`/issues/${own.id}`, { assignedId: cora.userId })).status).toBe(200);

    expect(await kindsOf(alan)).toEqual([['issue.assigned', `Assigned to you: #${issue.id} Checkout fails`]]);
    expect(await kindsOf(cora)).toEqual([['issue.assigned', `Assigned to you: #${issue.id} Checkout fails`]]);
    expect(await kindsOf(carla)).toEqual([]);
    expect(await kindsOf(olga)).toEqual([]);
    const [item] = await notificationsOf(alan);
    expect(item).toMatchObject({
      kind: 'issue.assigned',
      readAt: null,
      text: `Carla Tester assigned issue #${issue.id} "Checkout fails" to you.`,
      link: `/app/${alan.tenantId}/issues/${issue.id}`,
      issueId: issue.id,
      activityId: null,
      actor: { id: carla.userId, firstname: 'Carla', lastname: 'Tester' },
    });
    expect(item.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('tells each new assignee of a bulk edit once, naming the issues (D15, wave 4)', async () => {
    const { admin, world, carla, alan } = await issueTenant();
    const [a, b] = [await newIssue(carla, world, { name: 'First' }), await newIssue(carla, world, { name: 'Second' })];
    const response = await admin.put('/issues/bulk-edit', {
      issuesIds: [a.id, b.id],
      assigneeId: { assigneeId: { id: alan.userId }, toEdit: true },
    });
    expect(response.status).toBe(200);
    const items = await notificationsOf(alan);
    expect(items.map((item) => [item.kind, item.issueId, item.issueIds])).toEqual([
      ['issue.assigned', a.id, [a.id, b.id]],
    ]);
    expect([items[0].subject, items[0].text]).toEqual([
      'Assigned to you: 2 issues',
      `Ada Admin assigned 2 issues #${a.id} "First", #${b.id} "Second" to you.`,
    ]);
  });

  it('makes one notification of a bulk edit of 300 issues, however the notifier reads its events', async () => {
    const { admin, world, alan, cora } = await issueTenant();
    const ids: number[] = [];
    for (let i = 0; i < 300; i++) ids.push((await newIssue(admin, world, { name: `Task ${i}` })).id);
    // Events before it, so that a batch of the notifier ends inside the bulk edit's.
    await newIssue(admin, world, { assignedId: cora.userId });
    await notificationsOf(cora);
    const bulk = await admin.put('/issues/bulk-edit', {
      issuesIds: ids,
      assigneeId: { assigneeId: { id: alan.userId }, toEdit: true },
      reviewStatusId: { reviewStatusId: { id: world.done.id }, toEdit: true },
    });
    expect(bulk.status).toBe(200);
    const [item, ...others] = await notificationsOf(alan);
    expect(others).toEqual([]);
    expect(item.issueIds).toEqual(ids);
    expect(item.subject).toBe('Assigned to you: 300 issues');
    expect(item.text).toMatch(
      new RegExp(`^Ada Admin assigned 300 issues #${ids[0]} "Task 0", .* and 280 more to you\\.$`),
    );
    expect(item.text.split('#')).toHaveLength(21);
  });

  it('tells creator, assignee and collaborators of a comment, except its author and anyone else', async () => {
    const { world, carla, alan, cora, olga } = await issueTenant();
    const issue = await newIssue(carla, world, {
      name: 'Slow search',
      assignedId: alan.userId,
      collaborators: [cora.userId],
    });
    await comment(alan, issue.id, 'Found it:\nthe index is missing.');

    const commented = [['issue.commented', `New comment on #${issue.id} Slow search`]];
    expect(await kindsOf(carla)).toEqual(commented);
    expect(await kindsOf(cora)).toEqual(commented);
    expect((await kindsOf(alan)).map(([kind]) => kind)).toEqual(['issue.assigned']);
    expect(await kindsOf(olga)).toEqual([]);
    const [item] = await notificationsOf(carla);
    expect(item.text).toBe(
      `Alan Tester commented on issue #${issue.id} "Slow search":\n\nFound it:\nthe index is missing.`,
    );
  });

  it('tells whom a description or a comment mentions, once per text, never its author or who cannot see it (D15, wave 4)', async () => {
    const { world, carla, alan, cora, olga } = await issueTenant();
    const mention = (client: TenantClient, name: string) => `@[${name}](user:${client.userId})`;
    const issue = await newIssue(carla, world, {
      name: 'Slow search',
      description: `${mention(alan, 'Alan Tester')} please look, and ${mention(carla, 'Carla Tester')} ${mention(alan, 'Alan')}`,
    });
    expect(await kindsOf(alan)).toEqual([['issue.mentioned', `You were mentioned on #${issue.id} Slow search`]]);
    expect((await notificationsOf(alan))[0].text).toBe(
      `Carla Tester mentioned you on issue #${issue.id} "Slow search":\n\n@Alan Tester please look, and @Carla Tester @Alan`,
    );
    expect(await kindsOf(carla)).toEqual([]);
    // The same text edited (Alan still named) tells nobody again; a new name is told.
    await carla.put(`/issues/${issue.id}`, {
      description: `${mention(alan, 'Alan Tester')} please look today, ${mention(cora, 'Cora Tester')}`,
    });
    expect((await kindsOf(alan)).length).toBe(1);
    expect((await kindsOf(cora)).map(([kind]) => kind)).toEqual(['issue.mentioned']);
    // A comment is a text of its own; one who may not see a private issue hears nothing of it.
    const comment = await alan.create<{ id: number }>(
      `/issues/${issue.id}/comments`,
      { description: `Asking ${mention(cora, 'Cora')}` },
      201,
    );
    await alan.put(`/issues/${issue.id}/comments/${comment.id}`, {
      description: `Asking ${mention(cora, 'Cora')} again`,
    });
    // Cora takes no part in the issue: only her mentions tell her, the edited comment not again.
    expect((await kindsOf(cora)).map(([kind]) => kind)).toEqual(['issue.mentioned', 'issue.mentioned']);
    const hidden = await newIssue(carla, world, { private: true, description: `See ${mention(olga, 'Olga')}` });
    expect(hidden.private).toBe(true);
    expect(await kindsOf(olga)).toEqual([]);
  });

  it('tells creator and collaborators when an issue reaches a final status, not its assignee', async () => {
    const { world, carla, alan, cora } = await issueTenant();
    const issue = await newIssue(carla, world, { name: 'Typo', assignedId: alan.userId, collaborators: [cora.userId] });
    expect((await alan.put(`/issues/${issue.id}`, { statusId: world.inProgress.id })).status).toBe(200);
    expect((await alan.put(`/issues/${issue.id}`, { statusId: world.done.id })).status).toBe(200);
    // Reopened and closed again: a second closing, a second notification.
    expect((await alan.put(`/issues/${issue.id}`, { statusId: world.open.id })).status).toBe(200);
    expect((await alan.put(`/issues/${issue.id}`, { statusId: world.done.id })).status).toBe(200);

    const closed = ['issue.closed', `Closed: #${issue.id} Typo`];
    expect(await kindsOf(carla)).toEqual([closed, closed]);
    expect(await kindsOf(cora)).toEqual([closed, closed]);
    expect((await kindsOf(alan)).map(([kind]) => kind)).toEqual(['issue.assigned']);
    expect((await notificationsOf(cora))[0].text).toBe(`Alan Tester closed issue #${issue.id} "Typo" (status Done).`);
  });

  it('never tells someone who can no longer see the private issue by the time the event is read', async () => {
    const { world, carla, alan, cora } = await issueTenant();
    const issue = await newIssue(carla, world, { name: 'Salaries', private: true, assignedId: alan.userId });
    await notificationsOf(alan);
    const notifier = service.app.events.notifier;
    await notifier.stop();
    try {
      // The comment's event names Alan as assignee; before it is read, the issue goes to Cora.
      await comment(carla, issue.id, 'Numbers attached');
      expect((await carla.put(`/issues/${issue.id}`, { assignedId: cora.userId })).status).toBe(200);
      expect((await alan.get(`/issues/${issue.id}`)).status).toBe(404);
    } finally {
      notifier.start();
    }
    expect((await kindsOf(alan)).map(([kind]) => kind)).toEqual(['issue.assigned']);
    expect((await kindsOf(cora)).map(([kind]) => kind)).toEqual(['issue.assigned']);
  });

  it('writes subject and text in the recipient language: German for de, English otherwise', async () => {
    const tenantAdmin = await service.newTenant();
    const issueWorld: IssueWorld = await createIssueWorld(tenantAdmin);
    const german = await tenantAdmin.withNewUser('member', { firstname: 'Grete', language: 'de' });
    const french = await tenantAdmin.withNewUser('member', { firstname: 'Francine', language: 'fr' });
    for (const assignee of [german, french]) {
      await newIssue(tenantAdmin, issueWorld, { name: 'Drucker', assignedId: assignee.userId });
    }
    const [inGerman] = await notificationsOf(german);
    expect(inGerman.subject).toMatch(/^Ihnen zugewiesen: #\d+ Drucker$/);
    expect(inGerman.text).toMatch(/^Ada Admin hat Ihnen das Ticket #\d+ „Drucker“ zugewiesen\.$/);
    expect((await notificationsOf(french))[0].subject).toMatch(/^Assigned to you: #\d+ Drucker$/);
  });

  it('lists newest first in keyset pages with the unread count, and marks read by ids or all', async () => {
    const { world, carla, alan, cora } = await issueTenant();
    const issues = [];
    for (let n = 0; n < 5; n++)
      issues.push(await newIssue(carla, world, { name: `Issue ${n}`, assignedId: alan.userId }));
    await service.settleNotifications();
    const first = await alan.get('/v1/me/notifications?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((item: any) => item.issueId)).toEqual([issues[4].id, issues[3].id]);
    expect(first.body.unreadCount).toBe(5);
    const second = await alan.get(`/v1/me/notifications?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.items.map((item: any) => item.issueId)).toEqual([issues[2].id, issues[1].id]);

    const all = await notificationsOf(alan);
    const read = await alan.post('/v1/me/notifications/read', { ids: [all[0].id, all[1].id] });
    expect([read.status, read.text]).toEqual([204, '']);
    // Someone else's ids change nothing of theirs.
    expect((await cora.post('/v1/me/notifications/read', { ids: [all[2].id] })).status).toBe(204);
    const unread = await notificationsOf(alan, '&unread=true');
    expect(unread.map((item) => item.id)).toEqual(all.slice(2).map((item) => item.id));
    const after = await alan.get('/v1/me/notifications?limit=5');
    expect(after.body.unreadCount).toBe(3);
    expect(after.body.items[0].readAt).toMatch(/Z$/);

    expect((await alan.post('/v1/me/notifications/read', { all: true })).status).toBe(204);
    expect(await notificationsOf(alan, '&unread=true')).toEqual([]);
    expect((await alan.get('/v1/me/notifications')).body.unreadCount).toBe(0);
  });

  it('refuses bad input with the error object', async () => {
    const { alan } = await issueTenant();
    const cases: [Promise<any>, string][] = [
      [
        alan.post('/v1/me/notifications/read', {}),
        "Send either 'ids' (the notifications to mark read) or 'all': true.",
      ],
      [
        alan.post('/v1/me/notifications/read', { ids: [1], all: true }),
        "Send either 'ids' (the notifications to mark read) or 'all': true.",
      ],
      [alan.post('/v1/me/notifications/read', { all: false }), "Field 'all' must be true."],
      [alan.post('/v1/me/notifications/read', { ids: [] }), "Field 'ids' must not be empty."],
      [alan.get('/v1/me/notifications?unread=maybe'), "Query parameter 'unread' must be true or false."],
      [
        alan.get('/v1/me/notifications?cursor=nonsense'),
        "Query parameter 'cursor' is not a cursor this service issued.",
      ],
      [
        alan.put('/v1/me/notification-settings', { email: 'hourly' }),
        "Field 'email' must be one of: immediate, daily, off.",
      ],
      [
        alan.put('/v1/me/notification-settings', { dailyAt: '25:00' }),
        "Field 'dailyAt' must be a time in the form HH:MM, from 00:00 to 23:59.",
      ],
      [
        alan.put('/v1/me/notification-settings', { zone: 'Mars/Olympus' }),
        "Field 'zone' must be an IANA time-zone name such as Europe/Berlin or UTC.",
      ],
      [
        alan.put('/v1/me/notification-settings', { kinds: { 'issue.liked': false } }),
        `Field 'kinds' names no kind of notification: issue.liked. Kinds: approval.requested, approval.decided, approval.reminder, substitute.requested, issue.assigned, issue.commented, issue.closed, issue.mentioned.`,
      ],
    ];
    for (const [pending, message] of cases) {
      const response = await pending;
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    const members = await alan.get('/v1/notification-deliveries');
    expect(members.status).toBe(406);
  });

  it('bounds what a caller sends and what a notification keeps: 500 ids, the beginning of a comment', async () => {
    const { world, carla, alan } = await issueTenant();
    const issue = await newIssue(carla, world, { name: 'Huge', assignedId: alan.userId });
    // The largest comment there is: the notification keeps its first 500 characters.
    await comment(carla, issue.id, `${'é'.repeat(99_999)}!`);
    const [commented] = (await notificationsOf(alan)).filter((item) => item.kind === 'issue.commented');
    expect(commented.text).toBe(`Carla Tester commented on issue #${issue.id} "Huge":\n\n${'é'.repeat(500)}`);
    // Ids of nobody's notifications: the most a caller may send, changing nothing.
    const ids = Array.from({ length: 500 }, (_, n) => 1_000_000_000 + n);
    expect((await alan.post('/v1/me/notifications/read', { ids })).status).toBe(204);
    const tooMany = await alan.post('/v1/me/notifications/read', { ids: [...ids, 501] });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, "Field 'ids' must have at most 500 items."]);
    const kinds = Object.fromEntries(Array.from({ length: 8 }, (_, n) => [`kind.${n}`, false]));
    const manyKinds = await alan.put('/v1/me/notification-settings', { kinds });
    expect(manyKinds.status).toBe(400);
    const longZone = await alan.put('/v1/me/notification-settings', { zone: 'A'.repeat(101) });
    expect([longZone.status, longZone.body.message]).toEqual([
      400,
      "Field 'zone' must be at most 100 characters long.",
    ]);
    expect((await notificationsOf(alan, '&unread=true')).map((item) => item.kind)).toEqual([
      'issue.commented',
      'issue.assigned',
    ]);
  });

  it(`forgets notifications after ${NOTIFICATION_RETENTION_DAYS} days, read or not, and the digests past it`, async () => {
    const { world, carla, alan } = await issueTenant();
    const early = await newIssue(carla, world, { name: 'Long ago', assignedId: alan.userId });
    expect((await notificationsOf(alan)).map((item) => item.issueId)).toEqual([early.id]);
    const write = (statement: string) =>
      service.db.write(alan.tenantId, (sql) => sql.query(statement, [alan.tenantId, alan.userId]));
    await write(
      `UPDATE notifications SET created_at = now() - interval '${NOTIFICATION_RETENTION_DAYS} days 1 hour'
       WHERE tenant_id = $1 AND user_id = $2`,
    );
    // Digests past the retention, sent or (email switched off since) never sent, and one of today.
    await write(
      `INSERT INTO notification_deliveries (tenant_id, user_id, to_address, status, created_at)
       SELECT $1, $2::int, 'alan@example.com', status, created_at FROM (VALUES
         ('sent', now() - interval '${NOTIFICATION_RETENTION_DAYS + 1} days'),
         ('pending', now() - interval '${NOTIFICATION_RETENTION_DAYS + 1} days'),
         ('sent', now())) digest(status, created_at)`,
    );
    const lately = await newIssue(carla, world, { name: 'Lately', assignedId: alan.userId });
    await service.settleNotifications();

    await pruneNotifications(service.db);
    expect((await notificationsOf(alan)).map((item) => item.issueId)).toEqual([lately.id]);
    expect((await alan.get('/v1/me/notifications')).body.unreadCount).toBe(1);
    const digests = await service.db.read(alan.tenantId, (sql) =>
      sql.query(
        `SELECT status, created_at > now() - interval '1 day' AS recent FROM notification_deliveries
         WHERE tenant_id = $1 AND user_id = $2 AND notification_id IS NULL`,
        [alan.tenantId, alan.userId],
      ),
    );
    expect(digests).toEqual([{ status: 'sent', recent: true }]);

    // More than a statement deletes at once: the run goes on, batch after batch, to the end.
    await write(
      `INSERT INTO notifications (tenant_id, user_id, kind, source, created_at, data, mail)
       SELECT $1, $2::int, 'issue.assigned', 'old:' || n, now() - interval '${NOTIFICATION_RETENTION_DAYS + 2} days',
         '{}', 'none' FROM generate_series(1, 2500) n`,
    );
    await pruneNotifications(service.db);
    expect((await notificationsOf(alan)).map((item) => item.issueId)).toEqual([lately.id]);
  });

  it('keeps settings per user: defaults, partial changes, and kinds switched off notify nobody', async () => {
    const { world, carla, alan } = await issueTenant();
    const defaults = await alan.get('/v1/me/notification-settings');
    expect(defaults.status).toBe(200);
    expect(defaults.body).toEqual({
      email: 'immediate',
      dailyAt: '08:00',
      zone: 'UTC',
      kinds: {
        'approval.requested': true,
        'approval.decided': true,
        'approval.reminder': true,
        'substitute.requested': true,
        'issue.assigned': true,
        'issue.commented': true,
        'issue.closed': true,
        'issue.mentioned': true,
      },
    });
    const changed = await alan.put('/v1/me/notification-settings', {
      email: 'daily',
      dailyAt: '07:30',
      zone: 'europe/berlin',
      kinds: { 'issue.commented': false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: 'daily', dailyAt: '07:30', zone: 'Europe/Berlin' });
    const again = await alan.put('/v1/me/notification-settings', { kinds: { 'issue.closed': false } });
    expect(again.body).toMatchObject({
      email: 'daily',
      dailyAt: '07:30',
      kinds: { 'issue.commented': false, 'issue.closed': false, 'issue.assigned': true },
    });
    expect((await carla.get('/v1/me/notification-settings')).body.email).toBe('immediate');

    const issue = await newIssue(carla, world, { assignedId: alan.userId });
    await comment(carla, issue.id, 'Muted');
    expect((await kindsOf(alan)).map(([kind]) => kind)).toEqual(['issue.assigned']);
  });

  describe('approvals', () => {
    /** A team (Rita requests, Lena leads), Hanna in HR, a manager, and a two-step policy for vacation. */
    async function approvalTenant() {
      const admin = await service.newTenant();
      const person = (firstname: string, role: 'member' | 'manager' = 'member') =>
        admin.withNewUser(role, { firstname });
      const rita = await person('Rita');
      const lena = await person('Lena');
      const hanna = await person('Hanna');
      const sam = await person('Sam');
      const mona = await person('Mona', 'manager');
      const world = await createActivityWorld(admin, [rita.userId, lena.userId]);
      await admin.put(`/v1/teams/${world.team.id}`, { leadIds: [lena.userId] });
      const policy = await admin.create('/v1/approval-policies', {
        name: 'Vacation',
        activityTypeIds: [world.vacation.id],
        steps: [
          { approvers: 'team-leads', quorum: 'any' },
          { approvers: 'users', userIds: [hanna.userId], quorum: 'any' },
        ],
      });
      const request = async (extra: Record<string, unknown> = {}) => {
        const response = await rita.post(
          '/v1/activity',
          activityInput(world, {
            activityTypeId: world.vacation.id,
            dateFrom: '2027-03-01',
            dateTo: '2027-03-02',
            timeFrom: '00:00',
            timeTo: '24:00',
            ...extra,
          }),
        );
        expect(response.status).toBe(200);
        return response.body[0] as { id: number };
      };
      return { admin, rita, lena, hanna, sam, mona, world, policy, request };
    }

    const decide = async (client: TenantClient, id: number, body: Record<string, unknown>) =>
      expect((await client.post(`/v1/activity/${id}/decisions`, body)).status).toBe(200);

    it('asks each step approvers in turn and tells the requester the final outcome with the note', async () => {
      const { admin, rita, lena, hanna, mona, request } = await approvalTenant();
      const activity = await request();
      const asked = (step: number) => [
        'approval.requested',
        `Time off to approve: Rita Tester, Vacation from 2027-03-01 to 2027-03-02`,
        step,
      ];
      const withText = async (client: TenantClient) =>
        (await notificationsOf(client)).map((item) => [item.kind, item.subject, item.text]);
      expect((await kindsOf(lena)).map(([kind]) => kind)).toEqual(['approval.requested']);
      expect(await kindsOf(hanna)).toEqual([]);
      await decide(lena, activity.id, { decision: 'approve' });
      expect(await kindsOf(hanna)).toEqual([asked(1).slice(0, 2)]);
      expect((await withText(hanna))[0]![2]).toBe(
        'Rita Tester asks for Vacation from 2027-03-01 to 2027-03-02. You are an approver of step 2.',
      );
      expect(await kindsOf(rita)).toEqual([]);
      await decide(hanna, activity.id, { decision: 'approve', note: 'Enjoy!' });
      const [decided] = await notificationsOf(rita);
      expect(decided).toMatchObject({
        kind: 'approval.decided',
        subject: 'Your request was approved: Vacation from 2027-03-01 to 2027-03-02',
        text: 'Hanna Tester approved your request for Vacation from 2027-03-01 to 2027-03-02. Its status is now Approved.\n\nNote: Enjoy!',
        activityId: activity.id,
        link: `/app/${rita.tenantId}/time-off`,
        actor: { id: hanna.userId },
      });
      expect((await notificationsOf(rita)).length).toBe(1);
      // Intermediate steps are not outcomes; managers and admins are not approvers of a routed request.
      expect(await kindsOf(mona)).toEqual([]);
      expect(await kindsOf(admin)).toEqual([]);
    });

    it('tells the requester of a rejection', async () => {
      const { rita, lena, request } = await approvalTenant();
      const activity = await request();
      await decide(lena, activity.id, { decision: 'reject', note: 'Release week' });
      const [decided] = await notificationsOf(rita);
      expect(decided).toMatchObject({
        kind: 'approval.decided',
        subject: 'Your request was rejected: Vacation from 2027-03-01 to 2027-03-02',
      });
      expect(decided.text).toMatch(/\n\nNote: Release week$/);
    });

    it('asks everyone who may approve a request that no policy routes, and tells the author the decision', async () => {
      const { admin, rita, lena, mona, world, policy } = await approvalTenant();
      expect((await admin.delete(`/v1/approval-policies/${policy.id}`)).status).toBe(204);
      const response = await rita.post(
        '/v1/activity',
        activityInput(world, { activityTypeId: world.vacation.id, dateFrom: '2027-04-05', dateTo: '2027-04-05' }),
      );
      const activity = response.body[0];
      expect((await kindsOf(mona)).map(([kind, subject]) => [kind, subject])).toEqual([
        ['approval.requested', 'Time off to approve: Rita Tester, Vacation on 2027-04-05'],
      ]);
      expect((await kindsOf(admin)).map(([kind]) => kind)).toEqual(['approval.requested']);
      expect(await kindsOf(lena)).toEqual([]);
      expect((await mona.put(`/v1/activity/${activity.id}/status`, { statusId: world.approved.id })).status).toBe(200);
      expect(await kindsOf(rita)).toEqual([['approval.decided', 'Your request was approved: Vacation on 2027-04-05']]);
    });

    it('asks a named substitute first, then the approvers once they accept', async () => {
      const { admin, rita, lena, sam, policy, request } = await approvalTenant();
      await admin.put(`/v1/approval-policies/${policy.id}`, { substitute: 'required' });
      const activity = await request({ substituteId: sam.userId });
      expect(await kindsOf(sam)).toEqual([
        ['substitute.requested', 'Will you substitute for Rita Tester? Vacation from 2027-03-01 to 2027-03-02'],
      ]);
      expect(await kindsOf(lena)).toEqual([]);
      const history = (await admin.get(`/v1/activity/${activity.id}/history`)).body.items;
      expect(history.map((entry: any) => [entry.action, entry.step ?? null])).toEqual([
        ['created', null],
        ['approval_requested', null],
      ]);
      expect(history[1].approvers.map((user: any) => user.id)).toEqual([sam.userId]);
      await decide(sam, activity.id, { decision: 'accept' });
      expect((await kindsOf(lena)).map(([kind]) => kind)).toEqual(['approval.requested']);
      expect(await kindsOf(rita)).toEqual([]);
    });

    it('asks each approver once for a request stored as several runs, and tells its author once (D15, wave 4)', async () => {
      const { rita, lena, hanna, request } = await approvalTenant();
      // Monday to the next Friday without the weekend: two runs of one request.
      const first = await request({ dateFrom: '2027-03-01', dateTo: '2027-03-12', includeWeekends: false });
      const runs = (await rita.get(`/v1/activity?authorId=${rita.userId}&limit=10`)).body.items
        .map((activity: { id: number }) => activity.id)
        .sort((x: number, y: number) => x - y);
      expect(runs).toHaveLength(2);
      expect(runs[0]).toBe(first.id);
      const [asked, ...more] = await notificationsOf(lena);
      expect(more).toEqual([]);
      expect([asked.kind, asked.activityIds, asked.activityId]).toEqual(['approval.requested', runs, runs[0]]);
      expect(asked.subject).toBe(
        'Time off to approve: Rita Tester, Vacation from 2027-03-01 to 2027-03-05 and from 2027-03-08 to 2027-03-12',
      );
      // Decided run by run, as the app does: one request of the next step, one outcome.
      for (const id of runs) await decide(lena, id, { decision: 'approve' });
      expect((await notificationsOf(hanna)).map((item) => [item.kind, item.activityIds])).toEqual([
        ['approval.requested', runs],
      ]);
      for (const id of runs) await decide(hanna, id, { decision: 'approve' });
      expect((await notificationsOf(rita)).map((item) => [item.kind, item.activityIds, item.subject])).toEqual([
        [
          'approval.decided',
          runs,
          'Your request was approved: Vacation from 2027-03-01 to 2027-03-05 and from 2027-03-08 to 2027-03-12',
        ],
      ]);
    });

    it('marks a request to approve read for everyone once it is decided or cancelled (D15, wave 4)', async () => {
      const { admin, rita, lena, hanna, world, request } = await approvalTenant();
      // A second lead: either decides the first step.
      const leo = await admin.withNewUser('member', { firstname: 'Leo' });
      await admin.put(`/v1/teams/${world.team.id}`, {
        leadIds: [lena.userId, leo.userId],
        memberIds: [rita.userId, lena.userId, leo.userId],
      });
      const first = await request();
      const unread = async (client: TenantClient) =>
        (await notificationsOf(client, '&unread=true')).map((item) => [item.kind, item.activityIds]);
      expect(await unread(lena)).toEqual([['approval.requested', [first.id]]]);
      expect(await unread(leo)).toEqual([['approval.requested', [first.id]]]);
      await decide(leo, first.id, { decision: 'approve' });
      expect(await unread(lena)).toEqual([]);
      expect(await unread(leo)).toEqual([]);
      expect(await unread(hanna)).toEqual([['approval.requested', [first.id]]]);
      // Cancelled: read for the next step's approver too.
      await rita.delete(`/v1/activity/${first.id}`);
      expect(await unread(hanna)).toEqual([]);
      expect((await notificationsOf(hanna)).length).toBe(1);
      // Decided before the notifier came to it: written read, and not mailed.
      const second = await request({ dateFrom: '2027-04-05', dateTo: '2027-04-05' });
      await decide(lena, second.id, { decision: 'approve' });
      expect((await notificationsOf(leo)).find((item) => item.activityId === second.id)?.readAt).toEqual(
        expect.any(String),
      );
    });

    it('reminds pending approvers once a day while a step waits', async () => {
      const { admin, lena, hanna, request } = await approvalTenant();
      const activity = await request();
      await notificationsOf(lena);
      await service.runNotificationSchedule();
      expect((await kindsOf(lena)).map(([kind]) => kind)).toEqual(['approval.requested']);
      const waited = async (days: number) => {
        await service.db.write(admin.tenantId, (sql) =>
          sql.query(
            `UPDATE activity_approval_steps SET pending_since = now() - interval '${days} days 1 minute' WHERE activity_id = $1 AND step = 0`,
            [activity.id],
          ),
        );
        await service.runNotificationSchedule();
        await service.runNotificationSchedule();
      };
      await waited(1);
      await waited(2);
      const reminders = (await notificationsOf(lena)).filter((item) => item.kind === 'approval.reminder');
      expect(reminders.map((item) => item.text)).toEqual([
        'The request of Rita Tester for Vacation from 2027-03-01 to 2027-03-02 has waited 2 days for your decision.',
        'The request of Rita Tester for Vacation from 2027-03-01 to 2027-03-02 has waited 1 day for your decision.',
      ]);
      expect(reminders[0]).toMatchObject({
        activityId: activity.id,
        actor: null,
        link: `/app/${lena.tenantId}/approvals`,
      });
      // A decided step reminds nobody.
      await decide(lena, activity.id, { decision: 'approve' });
      await waited(3);
      expect((await notificationsOf(lena)).filter((item) => item.kind === 'approval.reminder').length).toBe(2);
      expect(await kindsOf(hanna)).toEqual([
        ['approval.requested', 'Time off to approve: Rita Tester, Vacation from 2027-03-01 to 2027-03-02'],
      ]);
    });
  });
});

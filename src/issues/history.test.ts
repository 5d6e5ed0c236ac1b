import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue, embeddedUser } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /issues/{id}/history (D8)', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let manager: TenantClient;
  let world: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    manager = await admin.withNewUser('manager');
    world = await createIssueWorld(admin);
  });
  after(() => service.close());

  const history = async (id: number, client = admin) => {
    const response = await client.get(`/issues/${id}/history?limit=100`);
    expect(response.status).toBe(200);
    return response.body.items as any[];
  };
  const user = async (client: TenantClient) => {
    return embeddedUser((await admin.get(`/v1/users/${client.userId}`)).body, false);
  };

  it('records the create with its author and time, and no changes', async () => {
    const issue = await newIssue(member, world);
    const [created, ...more] = await history(issue.id);
    expect(more).toEqual([]);
    expect(created).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(AT),
      author: await user(member),
      action: 'created',
      changes: [],
    });
  });

  it('records an update with each changed field from and to as the object showed it, derived fields left out', async () => {
    const issue = await newIssue(admin, world, { estimated: 10 });
    const before = (await admin.get(`/issues/${issue.id}`)).body;
    await admin.put(`/issues/${issue.id}`, {
      name: 'Renamed',
      statusId: world.done.id,
      estimated: 10,
      assignedId: member.userId,
    });
    const after = (await admin.get(`/issues/${issue.id}`)).body;
    const [, updated] = await history(issue.id);
    expect(updated).toMatchObject({ action: 'updated', author: await user(admin) });
    expect(updated.changes).toEqual([
      { field: 'name', from: before.name, to: 'Renamed' },
      { field: 'statusId', from: before.statusId, to: after.statusId },
      { field: 'assignedId', from: null, to: after.assignedId },
    ]);
    // closed and closed_at followed the final status; they are derived, so not listed.
    expect(after.closed).toBe(true);

    // Reference objects stay as they were when the change was made.
    await admin.put(`/v1/issue-statuses/${world.done.id}`, { name: 'Finished', final: true });
    const [, kept] = await history(issue.id);
    expect(kept.changes[1].to.name).toBe('Done');
    await admin.put(`/v1/issue-statuses/${world.done.id}`, { name: 'Done', final: true });
  });

  it('records nothing for a write that changes nothing', async () => {
    const issue = await newIssue(admin, world, { spent: 5 });
    await admin.put(`/issues/${issue.id}`, { spent: 5 });
    await admin.delete(`/issues/undelete/${issue.id}`);
    expect((await history(issue.id)).map((entry) => entry.action)).toEqual(['created']);
  });

  it('records delete and undelete once each', async () => {
    const issue = await newIssue(admin, world);
    await admin.delete(`/issues/delete/${issue.id}`);
    await admin.delete(`/issues/delete/${issue.id}`);
    await admin.delete(`/issues/undelete/${issue.id}`);
    const entries = await history(issue.id);
    expect(entries.map(({ action, changes }) => ({ action, changes }))).toEqual([
      { action: 'created', changes: [] },
      { action: 'deleted', changes: [{ field: 'deleted', from: false, to: true }] },
      { action: 'undeleted', changes: [{ field: 'deleted', from: true, to: false }] },
    ]);
  });

  it('records one entry per issue of a bulk edit, labels and collaborators as both arrays', async () => {
    const first = await newIssue(admin, world, { labels: [world.ui.id] });
    const second = await newIssue(admin, world);
    const before = (await admin.get(`/issues/${first.id}`)).body;
    const edited = await manager.put('/issues/bulk-edit', {
      issuesIds: [first.id, second.id],
      priorityId: { priorityId: world.low.id, toEdit: true },
      nestedLabelIds: { nestedLabelIds: [world.backend.id], toEdit: true },
    });
    expect(edited.status).toBe(200);
    for (const [issue, labelsBefore] of [
      [first, before.labels],
      [second, []],
    ] as const) {
      const entries = await history(issue.id);
      expect(entries.map((entry) => entry.action)).toEqual(['created', 'updated']);
      const after = (await admin.get(`/issues/${issue.id}`)).body;
      expect(entries[1].author).toEqual(await user(manager));
      expect(entries[1].changes).toEqual([
        { field: 'priorityId', from: before.priorityId, to: after.priorityId },
        { field: 'labels', from: labelsBefore, to: after.labels },
      ]);
    }
  });

  it('records a bulk edit of references only for the issues and fields it changed', async () => {
    const low = await newIssue(admin, world, { priorityId: world.low.id, statusId: world.done.id });
    const other = await newIssue(admin, world);
    const before = (await admin.get(`/issues/${other.id}`)).body;
    const edited = await manager.put('/issues/bulk-edit', {
      issuesIds: [low.id, other.id],
      priorityId: { priorityId: world.low.id, toEdit: true },
      reviewStatusId: { reviewStatusId: { id: world.done.id }, toEdit: true },
    });
    expect(edited.status).toBe(200);
    expect((await history(low.id)).map((entry) => entry.action)).toEqual(['created']);
    const after = (await admin.get(`/issues/${other.id}`)).body;
    const [, updated, ...more] = await history(other.id);
    expect(more).toEqual([]);
    expect(updated).toMatchObject({ action: 'updated', author: await user(manager) });
    // In the order of the issue's fields, as every entry lists its changes.
    expect(updated.changes).toEqual([
      { field: 'priorityId', from: before.priorityId, to: after.priorityId },
      { field: 'statusId', from: before.statusId, to: after.statusId },
    ]);
  });

  it('records comments added, edited and deleted with the comment instead of changes', async () => {
    const issue = await newIssue(admin, world);
    const comment = await member.create(`/issues/${issue.id}/comments`, { description: 'First try' });
    await member.put(`/issues/${issue.id}/comments/${comment.id}`, { description: 'Second try' });
    await member.delete(`/issues/${issue.id}/comments/${comment.id}`);
    await member.delete(`/issues/${issue.id}/comments/${comment.id}`);
    const entries = (await history(issue.id)).slice(1);
    expect(entries.map(({ action, comment, changes }) => ({ action, comment, changes }))).toEqual([
      { action: 'commented', comment: { id: comment.id, description: 'First try' }, changes: undefined },
      { action: 'comment_edited', comment: { id: comment.id, description: 'Second try' }, changes: undefined },
      { action: 'comment_deleted', comment: { id: comment.id, description: 'Second try' }, changes: undefined },
    ]);
    expect(entries.every((entry) => entry.author.id === member.userId)).toBe(true);
  });

  it('records nothing for a refused write (400, 404, 406, 412)', async () => {
    const issue = await newIssue(admin, world);
    const viewer = await admin.withNewUser('viewer');
    const tag = (await admin.get(`/issues/${issue.id}`)).headers.etag as string;
    await admin.put(`/issues/${issue.id}`, { spent: 1 });
    const refused = [
      await admin.put(`/issues/${issue.id}`, { estimated: -1 }),
      await admin.put(`/issues/${issue.id}`, { statusId: 999_999 }),
      await viewer.put(`/issues/${issue.id}`, { name: 'Not allowed' }),
      await admin.request({
        method: 'PUT',
        url: `/issues/${issue.id}`,
        body: { name: 'Stale' },
        headers: { 'if-match': tag },
      }),
    ];
    expect(refused.map((response) => response.status)).toEqual([400, 404, 406, 412]);
    expect((await history(issue.id)).map((entry) => entry.action)).toEqual(['created', 'updated']);
  });

  it('records nothing for a bulk edit refused for one invisible id', async () => {
    const visible = await newIssue(member, world);
    const hidden = await newIssue(admin, world, { private: true });
    // Managers may bulk-edit, but see a private issue only when it names them (D2).
    const refused = await manager.put('/issues/bulk-edit', {
      issuesIds: [visible.id, hidden.id],
      priorityId: { priorityId: world.low.id, toEdit: true },
    });
    expect(refused.status).toBe(404);
    expect((await history(visible.id)).map((entry) => entry.action)).toEqual(['created']);
    expect((await history(hidden.id)).map((entry) => entry.action)).toEqual(['created']);
  });

  it("answers 404 for a private issue's history to whoever cannot see the issue, and for unknown issues", async () => {
    const hidden = await newIssue(admin, world, { private: true });
    const refused = await member.get(`/issues/${hidden.id}/history`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(`Issue with id ${hidden.id} was not found.`);
    expect((await admin.get('/issues/999999/history')).status).toBe(404);
  });

  it('pages oldest first with keyset cursors bound to the issue', async () => {
    const issue = await newIssue(admin, world);
    for (let spent = 1; spent <= 4; spent++) await admin.put(`/issues/${issue.id}`, { spent });
    const seen: number[] = [];
    let url = `/issues/${issue.id}/history?limit=2`;
    for (;;) {
      const page = await admin.get(url);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((entry: any) => entry.id));
      if (!page.body.nextCursor) break;
      url = `/issues/${issue.id}/history?limit=2&cursor=${encodeURIComponent(page.body.nextCursor)}`;
    }
    expect(seen).toHaveLength(5);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const first = await admin.get(`/issues/${issue.id}/history?limit=1`);
    const other = await newIssue(admin, world);
    const moved = await admin.get(`/issues/${other.id}/history?cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(moved.status).toBe(400);
    expect((await admin.get(`/issues/${issue.id}/history?limit=101`)).status).toBe(400);
  });

  it('keeps entries unchangeable: the service role may not update or delete them', async () => {
    const issue = await newIssue(admin, world);
    for (const statement of [
      'UPDATE issue_history SET action = $1 WHERE issue_id = $2',
      'DELETE FROM issue_history WHERE issue_id = $2 AND action <> $1',
    ]) {
      await expect(
        service.db.write(admin.tenantId, (sql) => sql.query(statement, ['deleted', issue.id])),
      ).rejects.toThrow(/permission denied/);
    }
  });
});

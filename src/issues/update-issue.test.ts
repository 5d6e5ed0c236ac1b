import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue, nextSecond } from '../testing/fixtures.js';
import { asInEvents, feedAfter, feedEnd } from '../testing/events.js';
import { TestService, type TenantClient } from '../testing/harness.js';

describe('PUT /issues/{id}', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let world: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    world = await createIssueWorld(admin);
  });
  after(() => service.close());

  it('changes only the attributes sent and records who changed it', async () => {
    const issue = await newIssue(admin, world, { description: 'keep me', estimated: 30, labels: [world.ui.id] });
    await nextSecond();
    const response = await member.put(`/issues/${issue.id}`, {
      name: 'Renamed',
      priorityId: { id: world.low.id },
      spent: 12,
      vcsIssueId: 99,
      scheduleId: { id: 5 },
      dueDate: '2027-01-31T23:59:59.999Z',
    });
    expect(response.status).toBe(200);
    const updated = response.body;
    expect(updated).toEqual({
      ...issue,
      name: 'Renamed',
      priorityId: expect.objectContaining({ id: world.low.id, name: 'Low' }),
      spent: 12,
      vcsIssueId: 99,
      scheduleId: 5,
      dueDate: '2027-01-31T23:59:59.999Z',
      lastUpdator: expect.objectContaining({ id: member.userId }),
      updated_at: expect.any(String),
    });
    expect(updated.updated_at > issue.updated_at).toBe(true);
    expect(updated.created_at).toBe(issue.created_at);
    expect(updated.creatorId.id).toBe(admin.userId);
  });

  it('clears nullable attributes with null', async () => {
    const issue = await newIssue(admin, world, {
      description: 'x',
      assignedId: member.userId,
      dueDate: '2027-01-01T00:00:00.000Z',
      vcsIssueId: 1,
      vcsIssueIid: 2,
      scheduleId: 3,
      parentType: 4,
    });
    const nulls = {
      description: null,
      assignedId: null,
      dueDate: null,
      vcsIssueId: null,
      vcsIssueIid: null,
      scheduleId: null,
      parentType: null,
    };
    const response = await member.put(`/issues/${issue.id}`, nulls);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(nulls);
  });

  it('refuses null for name, projectId, issueTypeId, priorityId, statusId and creatorId: 400', async () => {
    const issue = await newIssue(admin, world);
    for (const field of ['name', 'projectId', 'issueTypeId', 'priorityId', 'statusId', 'creatorId']) {
      const response = await member.put(`/issues/${issue.id}`, { [field]: null });
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      expect(response.body.message).toMatch(new RegExp(`^Field '${field}' must be `));
    }
    expect((await member.get(`/issues/${issue.id}`)).body).toEqual(issue);
  });

  it('closes on a final status and reopens on another', async () => {
    const issue = await newIssue(admin, world);
    const closed = (await member.put(`/issues/${issue.id}`, { statusId: world.done.id })).body;
    expect(closed).toMatchObject({ closed: true, statusId: expect.objectContaining({ final: true }) });
    expect(closed.closed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const renamed = (await member.put(`/issues/${issue.id}`, { name: 'still closed' })).body;
    expect(renamed.closed_at).toBe(closed.closed_at);
    const reopened = (await member.put(`/issues/${issue.id}`, { statusId: world.inProgress.id })).body;
    expect(reopened).toMatchObject({ closed: false, closed_at: null });
  });

  it('stamps closed_at anew on a move to another final status, and keeps it when the same one is sent', async () => {
    const wontFix = await admin.create('/v1/issue-statuses', { name: "Won't fix", final: true });
    const issue = await newIssue(admin, world, { statusId: world.done.id });
    await nextSecond();
    const resent = (await member.put(`/issues/${issue.id}`, { statusId: world.done.id })).body;
    expect(resent).toMatchObject({ closed: true, closed_at: issue.closed_at });
    const moved = (await member.put(`/issues/${issue.id}`, { statusId: wontFix.id })).body;
    expect(moved).toMatchObject({ closed: true, statusId: expect.objectContaining({ id: wontFix.id }) });
    expect(moved.closed_at > issue.closed_at).toBe(true);
    expect(moved.closed_at).toBe(moved.updated_at);
  });

  it('lets managers and admins change the creator; a member gets 406 and nothing changes (D13)', async () => {
    const manager = await admin.withNewUser('manager');
    const issue = await newIssue(member, world);
    const refused = await member.put(`/issues/${issue.id}`, { creatorId: admin.userId, spent: 7 });
    expect([refused.status, refused.body.message]).toEqual([406, 'You do not have a permission for this action']);
    expect((await admin.get(`/issues/${issue.id}`)).body).toEqual(issue);
    // Sending the creator it has changes nothing, and is no change of the creator.
    expect((await member.put(`/issues/${issue.id}`, { creatorId: member.userId })).status).toBe(200);
    const response = await manager.put(`/issues/${issue.id}`, { creatorId: admin.userId });
    expect([response.status, response.body.creatorId.id]).toEqual([200, admin.userId]);
  });

  it('answers unknown issues and references with 404', async () => {
    const issue = await newIssue(admin, world);
    const cases: [string, unknown, string][] = [
      ['/issues/999999', { name: 'x' }, 'Issue with id 999999 was not found.'],
      [`/issues/${issue.id}`, { projectId: 888001 }, 'Project with id 888001 was not found.'],
      [`/issues/${issue.id}`, { issueTypeId: 888006 }, 'Issue type with id 888006 was not found.'],
      [`/issues/${issue.id}`, { priorityId: { id: 888007 } }, 'Priority with id 888007 was not found.'],
      [`/issues/${issue.id}`, { statusId: 888002 }, 'Status with id 888002 was not found.'],
      [`/issues/${issue.id}`, { assignedId: 888003 }, 'User with id 888003 was not found.'],
      [`/issues/${issue.id}`, { parentId: 888005 }, 'Issue with id 888005 was not found.'],
    ];
    for (const [url, body, message] of cases) {
      const response = await member.put(url, body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 404, message });
    }
    // Only managers and admins may change the creator (D13), so only they learn that a user is unknown.
    const creator = await admin.put(`/issues/${issue.id}`, { creatorId: 888004 });
    expect([creator.status, creator.body.message]).toEqual([404, 'User with id 888004 was not found.']);
    expect((await member.get(`/issues/${issue.id}`)).body).toEqual(issue);
  });

  it('answers bad input with 400: wrong types, a missing body, a missing id', async () => {
    const issue = await newIssue(admin, world);
    expect((await member.put(`/issues/${issue.id}`, { estimated: 'lots' })).body.message).toBe(
      "Field 'estimated' must be an integer.",
    );
    const noBody = await member.request({ method: 'PUT', url: `/issues/${issue.id}` });
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe('Request body must be a JSON object.');
    const noId = await member.put('/issues/', { name: 'x' });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe("Path parameter 'id' is required.");
  });

  it('links a parent and refuses cycles with 400', async () => {
    const grandparent = await newIssue(admin, world);
    const parent = await newIssue(admin, world, { parentId: grandparent.id, parentType: 1 });
    const child = await newIssue(admin, world, { parentId: { id: parent.id } });
    expect(child.parentId).toBe(parent.id);
    const self = await member.put(`/issues/${parent.id}`, { parentId: parent.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(
      `Issue ${parent.id} cannot get parent ${parent.id}: the issue would become its own ancestor.`,
    );
    const loop = await member.put(`/issues/${grandparent.id}`, { parentId: child.id });
    expect(loop.status).toBe(400);
    expect((await member.get(`/issues/${grandparent.id}`)).body.parentId).toBeNull();
    const moved = await member.put(`/issues/${child.id}`, { parentId: grandparent.id });
    expect(moved.body.parentId).toBe(grandparent.id);
    const detached = await member.put(`/issues/${child.id}`, { parentId: null });
    expect(detached.body.parentId).toBeNull();
  });

  it('answers viewers with 406', async () => {
    const issue = await newIssue(admin, world);
    const viewer = await admin.withNewUser('viewer');
    const response = await viewer.put(`/issues/${issue.id}`, { name: 'x' });
    expect(response.status).toBe(406);
    expect(response.body.error).toBe('Missing permission for action');
  });

  it('updates a deleted issue by id', async () => {
    const issue = await newIssue(admin, world);
    await admin.delete(`/issues/delete/${issue.id}`);
    const response = await member.put(`/issues/${issue.id}`, { name: 'edited while deleted' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'edited while deleted', deleted: true });
  });

  it('answers an assignee who hands a private issue to someone else with the issue, which they no longer see', async () => {
    const creator = await admin.withNewUser('member');
    const successor = await admin.withNewUser('member');
    const issue = await newIssue(creator, world, { private: true, assignedId: member.userId });
    const response = await member.put(`/issues/${issue.id}`, { assignedId: successor.userId, spent: 5 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: issue.id,
      private: true,
      spent: 5,
      assignedId: expect.objectContaining({ id: successor.userId }),
      lastUpdator: expect.objectContaining({ id: member.userId }),
    });
    expect((await member.get(`/issues/${issue.id}`)).status).toBe(404);
    expect((await successor.get(`/issues/${issue.id}`)).body).toEqual(response.body);
  });

  it("refuses a member's change of someone else's issue between private and public: 406, nothing changes (D13)", async () => {
    const issue = await newIssue(admin, world);
    const refused = await member.put(`/issues/${issue.id}`, { private: true });
    expect([refused.status, refused.body.error]).toEqual([406, 'Missing permission for action']);
    expect((await admin.get(`/issues/${issue.id}`)).body).toEqual(issue);
    const assigned = await newIssue(admin, world, { private: true, assignedId: member.userId });
    expect((await member.put(`/issues/${assigned.id}`, { private: false })).status).toBe(406);
    // Sending the flag it has is no change.
    expect((await member.put(`/issues/${issue.id}`, { private: false, spent: 3 })).status).toBe(200);
  });

  it('lets the creator, a manager or an admin make an issue private: 200 with the issue (D13)', async () => {
    const own = await newIssue(member, world);
    const made = await member.put(`/issues/${own.id}`, { private: true });
    expect([made.status, made.body.private]).toEqual([200, true]);
    expect((await member.put(`/issues/${own.id}`, { private: false })).body.private).toBe(false);
    const manager = await admin.withNewUser('manager');
    const issue = await newIssue(admin, world);
    const response = await manager.put(`/issues/${issue.id}`, { private: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: issue.id, private: true });
    // Now hidden from the manager, who is neither creator, assignee nor collaborator.
    expect((await manager.get(`/issues/${issue.id}`)).status).toBe(404);
    expect((await admin.get(`/issues/${issue.id}`)).body).toEqual(response.body);
  });

  it('loses no field when many clients update one issue at once', async () => {
    // The member creates it, so may make it private (D13), which hides it from none of the others.
    const issue = await newIssue(member, world);
    const updates: Record<string, unknown>[] = [
      { name: 'parallel name' },
      { description: 'parallel description' },
      { estimated: 111 },
      { spent: 222 },
      { vcsIssueId: 333 },
      { vcsIssueIid: 444 },
      { scheduleId: 555 },
      { parentType: 666 },
      { dueDate: '2030-01-01T00:00:00.000Z' },
      { assignedId: member.userId },
      { priorityId: world.low.id },
      { issueTypeId: world.task.id },
      { projectId: world.otherProject.id },
      { statusId: world.inProgress.id },
      { private: true },
    ];
    const responses = await Promise.all(updates.map((update) => member.put(`/issues/${issue.id}`, update)));
    expect(responses.map((r) => r.status)).toEqual(updates.map(() => 200));
    const final = (await member.get(`/issues/${issue.id}`)).body;
    expect(final).toMatchObject({
      name: 'parallel name',
      description: 'parallel description',
      estimated: 111,
      spent: 222,
      vcsIssueId: 333,
      vcsIssueIid: 444,
      scheduleId: 555,
      parentType: 666,
      dueDate: '2030-01-01T00:00:00.000Z',
      assignedId: expect.objectContaining({ id: member.userId }),
      priorityId: expect.objectContaining({ id: world.low.id }),
      issueTypeId: expect.objectContaining({ id: world.task.id }),
      projectId: expect.objectContaining({ id: world.otherProject.id }),
      statusId: expect.objectContaining({ id: world.inProgress.id }),
      private: true,
    });
  });

  it('answers and announces an update of an issue with test executions as reads show it afterwards', async () => {
    const plan = await admin.create('/v1/test-plans', { name: 'Smoke' });
    const passed = await admin.create('/v1/test-execution-statuses', { name: 'Passed', state: 1 });
    const issue = await newIssue(admin, world);
    const hidden = await newIssue(admin, world, { private: true });
    await admin.create('/v1/test-executions', {
      testPlanId: plan.id,
      testStepId: 1,
      statusId: passed.id,
      relatedIssueIds: [issue.id, hidden.id],
    });
    const since = await feedEnd(admin);

    // Fields the test execution does not show of its issues; the member does not see the private one there.
    const estimated = await member.put(`/issues/${issue.id}`, { estimated: 7 });
    expect(estimated.status).toBe(200);
    expect(estimated.body.testExecutions[0].related_issues.map((related: any) => related.id)).toEqual([issue.id]);
    expect(estimated.body).toEqual((await member.get(`/issues/${issue.id}`)).body);

    // A field the test execution shows of the issue itself: its entry there follows.
    const closed = await admin.put(`/issues/${issue.id}`, { statusId: world.done.id });
    expect(closed.status).toBe(200);
    expect(closed.body.testExecutions[0].related_issues).toContainEqual(
      expect.objectContaining({ id: issue.id, statusId: expect.objectContaining({ id: world.done.id }), closed: true }),
    );
    const [afterEstimate, afterClosing] = await feedAfter(admin, since, 'issue.updated');
    // Events show what an admin reads, without the test executions (D13): the private issue is not named.
    expect(afterEstimate.data.object).toEqual(expect.objectContaining({ id: issue.id, estimated: 7 }));
    expect(JSON.stringify(afterEstimate)).not.toContain('related_issues');
    expect(afterEstimate.data.changes).toEqual([{ field: 'estimated', from: 0, to: 7 }]);
    expect(afterClosing.data).toEqual({
      object: asInEvents((await admin.get(`/issues/${issue.id}`)).body),
      changes: [{ field: 'statusId', from: issue.statusId, to: closed.body.statusId }],
    });
  });
});

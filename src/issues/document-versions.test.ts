import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { type TenantClient, twoServicesOnOneStore } from '../testing/harness.js';

/**
 * Issue objects are kept in memory by version (src/issues/documents.ts). Each test reads an issue so
 * that it is kept, changes something the object shows by another route, and reads it again: the
 * object must show the change. Two services on one store stand for two processes.
 */
describe('issue objects kept in memory stay current', () => {
  let close: () => Promise<void>;
  let admin: TenantClient;
  /** The same admin, through the second service. */
  let elsewhere: TenantClient;
  let world: IssueWorld;

  before(async () => {
    ({ admin, elsewhere, close } = await twoServicesOnOneStore());
    world = await createIssueWorld(admin);
  });
  after(() => close());

  /** Reads `id` by id and in a list, through both services, so that every path holds its object. */
  const read = async (id: number) => {
    expect((await admin.get(`/issues/${id}`)).status).toBe(200);
    expect((await admin.get('/issues?include=comments,testExecutions&limit=500')).status).toBe(200);
    expect((await elsewhere.get(`/issues/${id}`)).status).toBe(200);
  };

  /** Reads the issue through both services, in a list as well, after `change`; all must agree. */
  async function afterChange(id: number, change: () => Promise<unknown>) {
    await read(id);
    await change();
    const one = (await admin.get(`/issues/${id}`)).body;
    expect((await elsewhere.get(`/issues/${id}`)).body).toEqual(one);
    const listed = (await admin.get(`/issues?include=comments,testExecutions&limit=500`)).body.items;
    expect(listed.find((item: any) => item.id === id) ?? one).toEqual(one);
    return one;
  }

  it('shows its own changes, made through either service', async () => {
    const issue = await newIssue(admin, world);
    expect((await afterChange(issue.id, () => elsewhere.put(`/issues/${issue.id}`, { name: 'Renamed' }))).name).toBe(
      'Renamed',
    );
    expect((await afterChange(issue.id, () => admin.put(`/issues/${issue.id}`, { estimated: 7 }))).estimated).toBe(7);
  });

  it('shows labels and collaborators that a bulk edit replaced', async () => {
    const manager = await admin.withNewUser('manager');
    const issue = await newIssue(admin, world, { labels: [world.ui.id] });
    const edited = await afterChange(issue.id, () =>
      elsewhere.put('/issues/bulk-edit', {
        issuesIds: [issue.id],
        nestedLabelIds: { nestedLabelIds: [world.backend.id], toEdit: true },
        collaboratorIds: { collaboratorIds: [manager.userId], toEdit: true },
      }),
    );
    expect(edited.labels.map((label: any) => label.id)).toEqual([world.backend.id]);
    expect(edited.collaborators.map((user: any) => user.id)).toEqual([manager.userId]);
  });

  it('shows comments added, edited and deleted', async () => {
    const issue = await newIssue(admin, world);
    const added = await afterChange(issue.id, () =>
      elsewhere.create(`/issues/${issue.id}/comments`, { description: 'first' }),
    );
    expect(added.comments.map((c: any) => c.description)).toEqual(['first']);
    const commentId = added.comments[0].id;
    const edited = await afterChange(issue.id, () =>
      elsewhere.put(`/issues/${issue.id}/comments/${commentId}`, { description: 'edited' }),
    );
    expect(edited.comments[0].description).toBe('edited');
    const deleted = await afterChange(issue.id, () => elsewhere.delete(`/issues/${issue.id}/comments/${commentId}`));
    expect(deleted.comments[0].deleted).toBe(true);
  });

  it("shows roll-ups after a descendant's estimate, deletion or parent changes", async () => {
    const root = await newIssue(admin, world);
    const child = await newIssue(admin, world, { parentId: root.id });
    const grandchild = await newIssue(admin, world, { parentId: child.id, estimated: 5, spent: 1 });
    await read(root.id);
    expect((await admin.get(`/issues/${root.id}`)).body.estimated_from_children).toBe(5);

    const estimated = await afterChange(root.id, () => elsewhere.put(`/issues/${grandchild.id}`, { estimated: 30 }));
    expect(estimated.estimated_from_children).toBe(30);
    const deleted = await afterChange(root.id, () => elsewhere.delete(`/issues/delete/${grandchild.id}`));
    expect(deleted.estimated_from_children).toBe(0);
    const undeleted = await afterChange(root.id, () => elsewhere.delete(`/issues/undelete/${grandchild.id}`));
    expect(undeleted.spent_from_children).toBe(1);

    const other = await newIssue(admin, world);
    await read(other.id);
    const moved = await afterChange(root.id, () => elsewhere.put(`/issues/${child.id}`, { parentId: other.id }));
    expect(moved.estimated_from_children).toBe(0);
    expect((await admin.get(`/issues/${other.id}`)).body.estimated_from_children).toBe(30);

    const born = await afterChange(other.id, () =>
      elsewhere.create('/issues', { ...issueBody(), parentId: child.id, estimated: 12 }, 200),
    );
    expect(born.estimated_from_children).toBe(42);
  });

  it('shows test executions created, changed and deleted, and changes of the issues they relate', async () => {
    const plan = await admin.create('/v1/test-plans', { name: 'Smoke' });
    const status = await admin.create('/v1/test-execution-statuses', { name: 'Failed', state: 2 });
    const issue = await newIssue(admin, world);
    const peer = await newIssue(admin, world);

    const created = await afterChange(issue.id, () =>
      elsewhere.create('/v1/test-executions', {
        testPlanId: plan.id,
        testStepId: 1,
        statusId: status.id,
        relatedIssueIds: [issue.id, peer.id],
        relatedExtIssues: [{ extIssueId: 1, extKeyId: 'EXT-1', extLink: 'https://x.example/1' }],
      }),
    );
    expect(created.testExecutions).toHaveLength(1);
    const execution = created.testExecutions[0];

    const changed = await afterChange(issue.id, () =>
      elsewhere.put(`/v1/test-executions/${execution.id}`, {
        actual_result: 'still broken',
        relatedExtIssues: [{ extIssueId: 2, extKeyId: 'EXT-2', extLink: 'https://x.example/2', closed: true }],
      }),
    );
    expect(changed.testExecutions[0].actual_result).toBe('still broken');
    expect(changed.testExecutions[0].related_ext_issues.map((x: any) => x.extKeyId)).toEqual(['EXT-2']);

    const peerClosed = await afterChange(issue.id, () =>
      elsewhere.put(`/issues/${peer.id}`, { statusId: world.done.id }),
    );
    expect(peerClosed.testExecutions[0].related_issues.find((r: any) => r.id === peer.id)).toMatchObject({
      closed: true,
      statusId: { id: world.done.id },
    });

    const gone = await afterChange(issue.id, () => elsewhere.delete(`/v1/test-executions/${execution.id}`));
    expect(gone.testExecutions).toEqual([]);
  });

  it('shows the status a bulk edit gave several related issues at once', async () => {
    const plan = await admin.create('/v1/test-plans', { name: 'Regression' });
    const status = await admin.create('/v1/test-execution-statuses', { name: 'Passed', state: 1 });
    const issue = await newIssue(admin, world);
    const peers = [await newIssue(admin, world), await newIssue(admin, world)];
    await admin.create('/v1/test-executions', {
      testPlanId: plan.id,
      testStepId: 1,
      statusId: status.id,
      relatedIssueIds: [issue.id, ...peers.map((peer) => peer.id)],
    });

    const edited = await afterChange(issue.id, () =>
      elsewhere.put('/issues/bulk-edit', {
        issuesIds: peers.map((peer) => peer.id),
        reviewStatusId: { reviewStatusId: world.done.id, toEdit: true },
      }),
    );
    const related = edited.testExecutions[0].related_issues.filter((r: any) => r.id !== issue.id);
    expect(related).toHaveLength(2);
    for (const peer of related) expect(peer).toMatchObject({ closed: true, statusId: { id: world.done.id } });
  });

  it('shows reference data renamed after the object was kept', async () => {
    const assignee = await admin.withNewUser('member');
    const issue = await newIssue(admin, world, { assignedId: assignee.userId, labels: [world.ui.id] });
    const renamed = await afterChange(issue.id, async () => {
      await elsewhere.put(`/v1/users/${assignee.userId}`, { lastname: 'Renamed' });
      await elsewhere.put(`/v1/projects/${world.project.id}`, { name: 'Website 2' });
      await elsewhere.put(`/v1/labels/${world.ui.id}`, { color: '#123456' });
      await elsewhere.put(`/v1/issue-statuses/${world.open.id}`, { color: '#654321' });
    });
    expect(renamed.assignedId.lastname).toBe('Renamed');
    expect(renamed.projectId.name).toBe('Website 2');
    expect(renamed.labels[0].color).toBe('#123456');
    expect(renamed.statusId.color).toBe('#654321');
  });

  it('never hands one caller the related issues that only another may see', async () => {
    const plan = await admin.create('/v1/test-plans', { name: 'Private' });
    const status = await admin.create('/v1/test-execution-statuses', { name: 'Passed', state: 1 });
    const member = await admin.withNewUser('member');
    const issue = await newIssue(admin, world);
    const secret = await newIssue(admin, world, { private: true });
    await admin.create('/v1/test-executions', {
      testPlanId: plan.id,
      testStepId: 1,
      statusId: status.id,
      relatedIssueIds: [issue.id, secret.id],
    });
    const relatedIds = async (client: TenantClient) =>
      (await client.get(`/issues/${issue.id}`)).body.testExecutions[0].related_issues.map((r: any) => r.id);
    for (let round = 0; round < 2; round++) {
      expect(await relatedIds(admin)).toEqual([issue.id, secret.id].sort((a, b) => a - b));
      expect(await relatedIds(member)).toEqual([issue.id]);
    }
  });

  const issueBody = () => ({
    name: 'Born later',
    projectId: world.project.id,
    issueTypeId: world.bug.id,
    priorityId: world.high.id,
    statusId: world.open.id,
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

/** D2: a private issue exists only for its creator, assignee, collaborators and admins. */
describe('private issues', () => {
  let service: TestService;
  let admin: TenantClient;
  let creator: TenantClient;
  let assignee: TenantClient;
  let collaborator: TenantClient;
  let outsider: TenantClient;
  let outsiderManager: TenantClient;
  let world: IssueWorld;
  let secret: any;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    creator = await admin.withNewUser('member');
    assignee = await admin.withNewUser('member');
    collaborator = await admin.withNewUser('viewer');
    outsider = await admin.withNewUser('member');
    outsiderManager = await admin.withNewUser('manager');
    world = await createIssueWorld(admin);
    secret = await newIssue(creator, world, {
      private: true,
      assignedId: assignee.userId,
      collaborators: [collaborator.userId],
      estimated: 40,
    });
  });
  after(() => service.close());

  it('is visible to its creator, assignee, collaborators and admins', async () => {
    for (const [who, client] of [
      ['creator', creator],
      ['assignee', assignee],
      ['collaborator', collaborator],
      ['admin', admin],
    ] as const) {
      const response = await client.get(`/issues/${secret.id}`);
      expect({ who, status: response.status }).toEqual({ who, status: 200 });
    }
  });

  it('does not exist for anyone else: 404 in find, update, delete, undelete, bulk edit and comments', async () => {
    const notFound = `Issue with id ${secret.id} was not found.`;
    const attempts = [
      outsider.get(`/issues/${secret.id}`),
      outsider.put(`/issues/${secret.id}`, { name: 'seen' }),
      outsiderManager.delete(`/issues/delete/${secret.id}`),
      outsiderManager.delete(`/issues/undelete/${secret.id}`),
      outsiderManager.put('/issues/bulk-edit', {
        issuesIds: [secret.id],
        priorityId: { priorityId: world.low.id, toEdit: true },
      }),
      outsider.post(`/issues/${secret.id}/comments`, { description: 'hello?' }),
      outsider.post('/issues', {
        name: 'child',
        projectId: world.project.id,
        issueTypeId: world.bug.id,
        priorityId: world.high.id,
        statusId: world.open.id,
        parentId: secret.id,
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 404, message: notFound });
    }
    expect((await admin.get(`/issues/${secret.id}`)).body).toEqual(secret);
  });

  it("counts in everyone's roll-ups (D6), but is hidden from the test executions other people see", async () => {
    const parent = await newIssue(admin, world);
    await creator.put(`/issues/${secret.id}`, { parentId: parent.id });
    await newIssue(admin, world, { parentId: parent.id, estimated: 2 });
    for (const client of [outsider, creator, admin]) {
      expect((await client.get(`/issues/${parent.id}`)).body.estimated_from_children).toBe(42);
    }
    const listed = (await outsider.get(`/issues?parentId=${parent.id}`)).body.items;
    expect(listed.map((issue: any) => issue.id)).not.toContain(secret.id);

    const plan = await admin.create('/v1/test-plans', { name: 'P' });
    const status = await admin.create('/v1/test-execution-statuses', { name: 'S' });
    const execution = await admin.create('/v1/test-executions', {
      testPlanId: plan.id,
      testStepId: 1,
      statusId: status.id,
      relatedIssueIds: [secret.id, parent.id],
    });
    expect(execution.related_issues.map((issue: any) => issue.id)).toEqual(
      [secret.id, parent.id].sort((a, b) => a - b),
    );
    const seenByOutsider = (await outsider.get(`/v1/test-executions/${execution.id}`)).body;
    expect(seenByOutsider.related_issues.map((issue: any) => issue.id)).toEqual([parent.id]);
  });

  it('becomes visible to everyone when made public', async () => {
    const issue = await newIssue(creator, world, { private: true });
    expect((await outsider.get(`/issues/${issue.id}`)).status).toBe(404);
    await creator.put(`/issues/${issue.id}`, { private: false });
    expect((await outsider.get(`/issues/${issue.id}`)).status).toBe(200);
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

describe('GET /issues/{id}', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    world = await createIssueWorld(admin);
  });
  after(() => service.close());

  it('answers every role with the issue', async () => {
    const issue = await newIssue(admin, world);
    for (const role of ['viewer', 'member', 'manager'] as const) {
      const reader = await admin.withNewUser(role);
      const response = await reader.get(`/issues/${issue.id}`);
      expect({ role, status: response.status }).toEqual({ role, status: 200 });
      expect(response.body).toEqual(issue);
    }
  });

  it('answers an unknown id with 404 and the contract sentence', async () => {
    const response = await admin.get('/issues/987654');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      status: 404,
      error: 'Not Found',
      message: 'Issue with id 987654 was not found.',
      path: '/issues/987654',
    });
  });

  it('answers an id that is not a positive integer with 400', async () => {
    const response = await admin.get('/issues/abc');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Path parameter 'id' must be a positive integer id.");
  });

  it('reads a whole issue (children, labels, collaborators, comments, test executions) in one statement', async () => {
    const parent = await newIssue(admin, world, { labels: [world.ui.id], collaborators: [admin.userId], estimated: 5 });
    await newIssue(admin, world, { parentId: parent.id, estimated: 10, spent: 3 });
    await admin.post(`/issues/${parent.id}/comments`, { description: 'first' });
    await admin.post(`/issues/${parent.id}/comments`, { description: 'second' });
    const plan = await admin.create('/v1/test-plans', { name: 'Regression' });
    const status = await admin.create('/v1/test-execution-statuses', { name: 'Passed' });
    await admin.create('/v1/test-executions', {
      testPlanId: plan.id,
      testStepId: 1,
      statusId: status.id,
      relatedIssueIds: [parent.id],
    });

    await admin.get(`/issues/${parent.id}`); // the token is verified and remembered
    service.db.statements = 0;
    const response = await admin.get(`/issues/${parent.id}`);
    expect(service.db.statements).toBe(1);
    expect(response.body.comments).toHaveLength(2);
    expect(response.body.testExecutions).toHaveLength(1);
    expect(response.body.estimated_from_children).toBe(10);
  });
});

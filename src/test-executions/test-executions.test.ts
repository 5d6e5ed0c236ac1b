import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue, embeddedUser } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

const SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const MILLIS_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;

describe('/v1/test-executions', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: IssueWorld;
  let plan: any;
  let passed: any;
  let failed: any;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    world = await createIssueWorld(admin);
    plan = await admin.create('/v1/test-plans', { name: 'Regression' });
    passed = await admin.create('/v1/test-execution-statuses', {
      name: 'Passed',
      projectId: world.project.id,
      state: 1,
      color: '#00aa00',
    });
    failed = await admin.create('/v1/test-execution-statuses', { name: 'Failed', state: 2 });
  });
  after(() => service.close());

  it('records an execution in the exact shape of the Test execution table, and shows it in related issues', async () => {
    const issue = await newIssue(admin, world, { statusId: world.done.id });
    const response = await admin.post('/v1/test-executions', {
      testPlanId: { id: plan.id },
      testStepId: 17,
      statusId: passed.id,
      actual_result: 'Login works',
      duration: 42,
      position: 3,
      batchId: 8,
      extIssueId: 1234,
      extIssueUrl: 'https://tracker.example/1234',
      relatedIssueIds: [issue.id],
      relatedExtIssues: [
        { extIssueId: 55, extKeyId: 'EXT-55', extLink: 'https://tracker.example/EXT-55', closed: true },
        { extIssueId: 56, extKeyId: 'EXT-56', extLink: 'https://tracker.example/EXT-56', deleted_at: null },
      ],
    });
    expect(response.status).toBe(201);
    const creator = embeddedUser((await admin.get(`/v1/users/${admin.userId}`)).body);
    expect(response.body).toEqual({
      id: expect.any(Number),
      testPlanId: { id: plan.id, name: 'Regression' },
      testStepId: 17,
      creatorId: creator,
      statusId: { id: passed.id, name: 'Passed', projectId: world.project, state: 1, color: '#00aa00' },
      actual_result: 'Login works',
      duration: 42,
      position: 3,
      batchId: 8,
      extIssueId: 1234,
      extIssueUrl: 'https://tracker.example/1234',
      created_at: expect.stringMatching(SECONDS),
      updated_at: expect.stringMatching(SECONDS),
      related_issues: [
        { id: issue.id, issueTypeId: issue.issueTypeId, statusId: issue.statusId, closed: true, deleted: false },
      ],
      related_ext_issues: [
        {
          id: expect.any(Number),
          extIssueId: 55,
          extKeyId: 'EXT-55',
          extLink: 'https://tracker.example/EXT-55',
          closed: true,
          closed_at: expect.stringMatching(MILLIS_OFFSET),
          deleted: false,
          deleted_at: null,
          created_at: expect.stringMatching(MILLIS_OFFSET),
          updated_at: expect.stringMatching(MILLIS_OFFSET),
        },
        expect.objectContaining({ extIssueId: 56, closed: false, closed_at: null, deleted: false, deleted_at: null }),
      ],
    });
    expect((await admin.get(`/issues/${issue.id}`)).body.testExecutions).toEqual([response.body]);
    expect((await admin.get(`/v1/test-executions/${response.body.id}`)).body).toEqual(response.body);
    expect((await admin.get('/v1/test-executions')).body).toContainEqual(response.body);
  });

  it('fills defaults, changes partially and replaces related lists on PUT', async () => {
    const [a, b] = [await newIssue(admin, world), await newIssue(admin, world)];
    const created = await admin.create('/v1/test-executions', {
      testPlanId: plan.id,
      testStepId: 1,
      statusId: passed.id,
      relatedIssueIds: [a.id],
    });
    expect(created).toMatchObject({
      actual_result: '',
      duration: 0,
      position: 0,
      batchId: 0,
      extIssueId: null,
      extIssueUrl: null,
      related_ext_issues: [],
    });
    const updated = await admin.put(`/v1/test-executions/${created.id}`, {
      statusId: failed.id,
      relatedIssueIds: [b.id],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      statusId: expect.objectContaining({ id: failed.id }),
      testStepId: 1,
      related_issues: [expect.objectContaining({ id: b.id })],
    });
    expect((await admin.get(`/issues/${a.id}`)).body.testExecutions).toEqual([]);
    expect((await admin.get(`/issues/${b.id}`)).body.testExecutions).toEqual([updated.body]);
  });

  it('replaces the external issues as a whole on PUT, keeping closing and deletion times given as they are', async () => {
    const created = await admin.create('/v1/test-executions', {
      testPlanId: plan.id,
      testStepId: 1,
      statusId: passed.id,
      relatedExtIssues: [{ extIssueId: 1, extKeyId: 'OLD-1', extLink: 'https://tracker.example/OLD-1' }],
    });
    const replacement = {
      extIssueId: 2,
      extKeyId: 'NEW-2',
      extLink: 'https://tracker.example/NEW-2',
      closed: true,
      closed_at: '2026-03-04T05:06:07.089Z',
      deleted: true,
      deleted_at: '2026-03-05T00:00:00Z',
    };
    const updated = await admin.put(`/v1/test-executions/${created.id}`, { relatedExtIssues: [replacement] });
    expect(updated.status).toBe(200);
    expect(updated.body.related_ext_issues).toEqual([
      {
        ...replacement,
        id: expect.any(Number),
        closed_at: '2026-03-04T05:06:07.089+00:00',
        deleted_at: '2026-03-05T00:00:00.000+00:00',
        created_at: expect.stringMatching(MILLIS_OFFSET),
        updated_at: expect.stringMatching(MILLIS_OFFSET),
      },
    ]);
    expect((await admin.get(`/v1/test-executions/${created.id}`)).body).toEqual(updated.body);
  });

  it('deletes (204) and removes the execution from its issues', async () => {
    const issue = await newIssue(admin, world);
    const created = await admin.create('/v1/test-executions', {
      testPlanId: plan.id,
      testStepId: 1,
      statusId: passed.id,
      relatedIssueIds: [issue.id],
    });
    expect((await admin.delete(`/v1/test-executions/${created.id}`)).status).toBe(204);
    expect((await admin.get(`/v1/test-executions/${created.id}`)).status).toBe(404);
    expect((await admin.get(`/issues/${issue.id}`)).body.testExecutions).toEqual([]);
  });

  it('answers unknown plans, statuses, issues and executions with 404; bad input with 400', async () => {
    const base = { testPlanId: plan.id, testStepId: 1, statusId: passed.id };
    const cases: [unknown, number, string][] = [
      [{ ...base, testPlanId: 999001 }, 404, 'Test plan with id 999001 was not found.'],
      [{ ...base, statusId: 999002 }, 404, 'Test execution status with id 999002 was not found.'],
      [{ ...base, relatedIssueIds: [999003] }, 404, 'Issue with id 999003 was not found.'],
      [{ testPlanId: plan.id, statusId: passed.id }, 400, "Field 'testStepId' is required."],
      [{ ...base, relatedExtIssues: [{ extIssueId: 1 }] }, 400, "Field 'relatedExtIssues[0].extKeyId' is required."],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.post('/v1/test-executions', body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    }
    for (const response of [
      await admin.get('/v1/test-executions/999004'),
      await admin.put('/v1/test-executions/999004', { testStepId: 2 }),
      await admin.delete('/v1/test-executions/999004'),
    ]) {
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 404,
        message: 'Test execution with id 999004 was not found.',
      });
    }
  });

  it('lets everyone read and only admins write (406)', async () => {
    const member = await admin.withNewUser('member');
    const execution = await admin.create('/v1/test-executions', {
      testPlanId: plan.id,
      testStepId: 1,
      statusId: passed.id,
    });
    expect((await member.get('/v1/test-executions')).status).toBe(200);
    expect((await member.get(`/v1/test-executions/${execution.id}`)).body).toEqual(execution);
    for (const response of [
      await member.post('/v1/test-executions', { testPlanId: plan.id, testStepId: 1, statusId: passed.id }),
      await member.put(`/v1/test-executions/${execution.id}`, { testStepId: 2 }),
      await member.delete(`/v1/test-executions/${execution.id}`),
    ]) {
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 406,
        error: 'Missing permission for action',
      });
    }
    expect((await admin.get(`/v1/test-executions/${execution.id}`)).body).toEqual(execution);
  });
});

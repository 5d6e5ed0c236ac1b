import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, issueInput, type IssueWorld, embeddedUser } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

const SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('POST /issues', () => {
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

  it('creates an issue with every field of the Issue table in its form: 200', async () => {
    const assignee = await admin.withNewUser('member', { language: 'de' });
    const response = await member.post(
      '/issues',
      issueInput(world, {
        description: 'Steps:\n1. open\n2. click',
        assignedId: { id: assignee.userId },
        private: false,
        dueDate: '2027-03-01T12:30:00.250Z',
        estimated: 90,
        spent: 15,
        vcsIssueId: 4711,
        vcsIssueIid: 12,
        scheduleId: 7,
        parentType: 2,
        labels: [world.ui.id, { id: world.backend.id }, world.ui.id],
        collaborators: [assignee.userId],
      }),
    );
    expect(response.status).toBe(200);
    const issue = response.body;
    const memberUser = (await admin.get(`/v1/users/${member.userId}`)).body;
    const assigneeUser = (await admin.get(`/v1/users/${assignee.userId}`)).body;
    const asIssueUser = (account: Record<string, unknown>) => embeddedUser(account);
    // The fields of interface.md, each in its form; that the object has no other field than the
    // response schema's is fields.test.ts's to pin, so that a new field changes that test only.
    expect(issue).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: 'Login button does nothing',
        description: 'Steps:\n1. open\n2. click',
        projectId: { id: world.project.id, name: 'Website', test_case_robust: false },
        issueTypeId: { id: world.bug.id, name: 'Bug' },
        parentId: null,
        parentType: 2,
        priorityId: {
          id: world.high.id,
          name: 'High',
          priorityId: 3,
          projectId: world.project,
          color: '#ff0000',
          position: 1,
        },
        creatorId: asIssueUser(memberUser),
        statusId: { id: world.open.id, name: 'Open', color: '#9ca3af', deleted: false, final: false },
        assignedId: asIssueUser(assigneeUser),
        lastUpdator: asIssueUser(memberUser),
        private: false,
        dueDate: '2027-03-01T12:30:00.250Z',
        closed: false,
        closed_at: null,
        deleted: false,
        deleted_at: null,
        created_at: expect.stringMatching(SECONDS),
        updated_at: expect.stringMatching(SECONDS),
        estimated: 90,
        estimated_from_children: 0,
        spent: 15,
        spent_from_children: 0,
        vcsIssueId: 4711,
        vcsIssueIid: 12,
        scheduleId: 7,
        labels: [world.ui, world.backend],
        collaborators: [asIssueUser(assigneeUser)],
        comments: [],
        testExecutions: [],
      }),
    );
    expect(asIssueUser(assigneeUser).language).toBe('de');
    expect((await admin.get(`/issues/${issue.id}`)).body).toEqual(issue);
  });

  it('fills the optional fields with their defaults', async () => {
    const { body } = await member.post('/issues', issueInput(world));
    expect(body).toMatchObject({
      description: null,
      assignedId: null,
      parentId: null,
      parentType: null,
      private: false,
      dueDate: null,
      estimated: 0,
      spent: 0,
      vcsIssueId: null,
      vcsIssueIid: null,
      scheduleId: null,
      labels: [],
      collaborators: [],
    });
  });

  it('accepts references as {id} objects and null for nullable fields', async () => {
    const response = await member.post(
      '/issues',
      issueInput(world, {
        projectId: { id: world.otherProject.id, name: 'ignored' },
        issueTypeId: { id: world.task.id },
        priorityId: { id: world.low.id },
        statusId: { id: world.inProgress.id },
        description: null,
        assignedId: null,
        dueDate: null,
        parentId: null,
        vcsIssueId: null,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body.projectId.id).toBe(world.otherProject.id);
    expect(response.body.priorityId.projectId).toBeNull();
  });

  it('closes an issue created in a final status', async () => {
    const { body } = await member.post('/issues', issueInput(world, { statusId: world.done.id }));
    expect(body.closed).toBe(true);
    expect(body.closed_at).toMatch(SECONDS);
  });

  it('makes the caller the creator, whatever the body says', async () => {
    const { body } = await member.post('/issues', issueInput(world, { creatorId: admin.userId }));
    expect(body.creatorId.id).toBe(member.userId);
  });

  it('answers a missing required field with 400 naming it', async () => {
    for (const field of ['name', 'projectId', 'issueTypeId', 'priorityId', 'statusId']) {
      const body: Record<string, unknown> = issueInput(world);
      delete body[field];
      const response = await member.post('/issues', body);
      expect({ field, status: response.status, message: response.body.message }).toEqual({
        field,
        status: 400,
        message: `Field '${field}' is required.`,
      });
      expect(response.body.error).toBe('Bad Request');
    }
  });

  it('answers wrong types and forms with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, "Field 'name' must not be empty."],
      [{ name: 'x'.repeat(256) }, "Field 'name' must be at most 255 characters long."],
      [{ description: 'x'.repeat(100_001) }, "Field 'description' must be at most 100000 characters long."],
      [{ projectId: 'one' }, `Field 'projectId' must be an id: a positive integer or an object holding one as "id".`],
      [{ projectId: null }, `Field 'projectId' must be an id: a positive integer or an object holding one as "id".`],
      [{ estimated: -1 }, "Field 'estimated' must be at least 0."],
      [{ spent: 2 ** 31 }, "Field 'spent' must be at most 2147483647."],
      [{ estimated: 1.5 }, "Field 'estimated' must be an integer."],
      [{ private: 'no' }, "Field 'private' must be true or false."],
      [{ dueDate: '2027-03-01' }, "Field 'dueDate' must be a date-time in the form YYYY-MM-DDTHH:MM:SS.sssZ or null."],
      [{ labels: 'ui' }, "Field 'labels' must be an array of label ids."],
      [{ labels: ['ui'] }, `Field 'labels[0]' must be an id: a positive integer or an object holding one as "id".`],
    ];
    for (const [extra, message] of cases) {
      const response = await member.post('/issues', issueInput(world, extra));
      expect({ extra: Object.keys(extra)[0], status: response.status, message: response.body.message }).toEqual({
        extra: Object.keys(extra)[0],
        status: 400,
        message,
      });
    }
  });

  it('answers unknown references with 404 naming the thing and the id', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ projectId: 999001 }, 'Project with id 999001 was not found.'],
      [{ issueTypeId: 999002 }, 'Issue type with id 999002 was not found.'],
      [{ priorityId: 999003 }, 'Priority with id 999003 was not found.'],
      [{ statusId: 999004 }, 'Status with id 999004 was not found.'],
      [{ assignedId: 999005 }, 'User with id 999005 was not found.'],
      [{ parentId: 999006 }, 'Issue with id 999006 was not found.'],
      [{ labels: [world.ui.id, 999007] }, 'Label with id 999007 was not found.'],
      [{ collaborators: [999008] }, 'User with id 999008 was not found.'],
    ];
    for (const [extra, message] of cases) {
      const response = await member.post('/issues', issueInput(world, extra));
      expect({ status: response.status, error: response.body.error, message: response.body.message }).toEqual({
        status: 404,
        error: 'Not Found',
        message,
      });
    }
  });

  it('names the first problem in field order when several references are wrong, and stores nothing', async () => {
    const before = await member.get('/issues?limit=100');
    const cases: [Record<string, unknown>, string][] = [
      [{ projectId: 999101, statusId: 999102, labels: [999103] }, 'Project with id 999101 was not found.'],
      [{ priorityId: 999104, assignedId: 999105, parentId: 999106 }, 'Priority with id 999104 was not found.'],
      [{ labels: [999107], collaborators: [999108], parentId: 999109 }, 'Label with id 999107 was not found.'],
      [{ collaborators: [999110], parentId: 999111 }, 'User with id 999110 was not found.'],
    ];
    for (const [extra, message] of cases) {
      const response = await member.post('/issues', issueInput(world, extra));
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 404, message });
    }
    const after = await member.get('/issues?limit=100');
    const ids = (page: typeof before) => page.body.items.map((issue: { id: number }) => issue.id);
    expect(ids(after)).toEqual(ids(before));
  });

  it('answers callers without issue:create with 406', async () => {
    const viewer = await admin.withNewUser('viewer');
    const response = await viewer.post('/issues', issueInput(world));
    expect(response.status).toBe(406);
    expect(response.body.message).toBe('You do not have a permission for this action');
  });

  it('ignores unknown fields', async () => {
    const response = await member.post('/issues', issueInput(world, { color: 'blue', nested: { junk: [1] } }));
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('color');
  });
});

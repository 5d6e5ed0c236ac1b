import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue, nextSecond } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

describe('PUT /issues/bulk-edit', () => {
  let service: TestService;
  let admin: TenantClient;
  let manager: TenantClient;
  let member: TenantClient;
  let world: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    manager = await admin.withNewUser('manager');
    member = await admin.withNewUser('member');
    world = await createIssueWorld(admin);
  });
  after(() => service.close());

  const three = () => Promise.all([newIssue(admin, world), newIssue(admin, world), newIssue(admin, world)]);

  it('applies every wrapper with toEdit: true to every issue and answers them in the order given', async () => {
    const [a, b, c] = await three();
    const response = await manager.put('/issues/bulk-edit', {
      issuesIds: [c.id, a.id, b.id, a.id],
      creatorId: { creatorId: { id: member.userId }, toEdit: true },
      assigneeId: { assigneeId: { id: manager.userId }, toEdit: true },
      issueTypeId: { issueTypeId: { id: world.task.id }, toEdit: true },
      priorityId: { priorityId: { id: world.low.id }, toEdit: true },
      reviewStatusId: { reviewStatusId: { id: world.done.id }, toEdit: true },
      nestedLabelIds: { nestedLabelIds: [world.ui.id, world.backend.id], toEdit: true },
      collaboratorsIds: { collaboratorIds: [member.userId], toEdit: true },
      roadmapId: { roadmapId: { id: 42 }, toEdit: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.map((issue: any) => issue.id)).toEqual([c.id, a.id, b.id]);
    for (const issue of response.body) {
      expect(issue).toMatchObject({
        creatorId: expect.objectContaining({ id: member.userId }),
        assignedId: expect.objectContaining({ id: manager.userId }),
        issueTypeId: { id: world.task.id, name: 'Task' },
        priorityId: expect.objectContaining({ id: world.low.id }),
        statusId: expect.objectContaining({ id: world.done.id }),
        closed: true,
        closed_at: expect.any(String),
        labels: [world.ui, world.backend],
        collaborators: [expect.objectContaining({ id: member.userId })],
        scheduleId: 42,
        lastUpdator: expect.objectContaining({ id: manager.userId }),
      });
      expect(await admin.get(`/issues/${issue.id}`)).toMatchObject({ body: issue });
    }
  });

  it('ignores wrappers whose toEdit is false or missing', async () => {
    const [a] = await three();
    const response = await manager.put('/issues/bulk-edit', {
      issueIds: [a.id],
      priorityId: { priorityId: world.low.id, toEdit: false },
      issueTypeId: { issueTypeId: world.task.id },
      creatorId: { creatorId: null, toEdit: false },
      nestedLabelIds: { nestedLabelIds: [world.ui.id], toEdit: false },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([a]);
  });

  it('accepts both spellings of the id list and of the collaborators wrapper', async () => {
    const [a, b, c] = await three();
    const byIssueIds = await manager.put('/issues/bulk-edit', {
      issueIds: [a.id],
      collaboratorIds: { collaboratorsIds: [manager.userId, member.userId], toEdit: true },
    });
    expect(byIssueIds.body[0].collaborators.map((u: any) => u.id)).toEqual(
      [manager.userId, member.userId].sort((x, y) => x - y),
    );
    const byIssuesIds = await manager.put('/issues/bulk-edit', {
      issuesIds: [b.id],
      collaboratorsIds: { collaboratorsIds: [member.userId], toEdit: true },
    });
    expect(byIssuesIds.body[0].collaborators.map((u: any) => u.id)).toEqual([member.userId]);
    const innerAndOuterShort = await manager.put('/issues/bulk-edit', {
      issuesIds: [c.id],
      collaboratorIds: { collaboratorIds: [manager.userId], toEdit: true },
    });
    expect(innerAndOuterShort.body[0].collaborators.map((u: any) => u.id)).toEqual([manager.userId]);
  });

  it('clears the assignee and the roadmap with null, and replaces label sets with empty ones', async () => {
    const issue = await newIssue(admin, world, { assignedId: member.userId, scheduleId: 9, labels: [world.ui.id] });
    const response = await manager.put('/issues/bulk-edit', {
      issuesIds: [issue.id],
      assigneeId: { assigneeId: null, toEdit: true },
      roadmapId: { roadmapId: null, toEdit: true },
      nestedLabelIds: { nestedLabelIds: [], toEdit: true },
    });
    expect(response.body[0]).toMatchObject({ assignedId: null, scheduleId: null, labels: [] });
  });

  it('stamps closed_at anew when issues move to another final status', async () => {
    const wontFix = await admin.create('/v1/issue-statuses', { name: "Won't fix", final: true });
    const issue = await newIssue(admin, world, { statusId: world.done.id });
    await nextSecond();
    const response = await manager.put('/issues/bulk-edit', {
      issuesIds: [issue.id],
      reviewStatusId: { reviewStatusId: wontFix.id, toEdit: true },
    });
    expect(response.body[0]).toMatchObject({ closed: true, statusId: expect.objectContaining({ id: wontFix.id }) });
    expect(response.body[0].closed_at > issue.closed_at).toBe(true);
  });

  it('answers with the edited issues even when the edit hides them from the caller', async () => {
    const creator = await admin.withNewUser('member');
    const secret = await newIssue(creator, world, { private: true, assignedId: manager.userId });
    const response = await manager.put('/issues/bulk-edit', {
      issuesIds: [secret.id],
      assigneeId: { assigneeId: { id: member.userId }, toEdit: true },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        ...secret,
        assignedId: expect.objectContaining({ id: member.userId }),
        lastUpdator: expect.objectContaining({ id: manager.userId }),
        updated_at: expect.any(String),
      },
    ]);
    expect((await manager.get(`/issues/${secret.id}`)).status).toBe(404);
    expect((await admin.get(`/issues/${secret.id}`)).body).toEqual(response.body[0]);
  });

  it('reopens issues moved to a non-final status', async () => {
    const issue = await newIssue(admin, world, { statusId: world.done.id });
    const response = await manager.put('/issues/bulk-edit', {
      issuesIds: [issue.id],
      reviewStatusId: { reviewStatusId: world.open.id, toEdit: true },
    });
    expect(response.body[0]).toMatchObject({ closed: false, closed_at: null });
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const [a] = await three();
    const cases: [Record<string, unknown>, string][] = [
      [{}, "Field 'issuesIds' is required."],
      [{ issuesIds: [] }, "Field 'issuesIds' must not be empty."],
      [{ issuesIds: 'all' }, "Field 'issuesIds' must be an array of 1 to 1000 issue ids."],
      [{ issuesIds: Array.from({ length: 1001 }, (_, i) => i + 1) }, "Field 'issuesIds' must have at most 1000 items."],
      ...(['creatorId', 'issueTypeId', 'priorityId', 'reviewStatusId'] as const).map(
        (key): [Record<string, unknown>, string] => [
          { issuesIds: [a.id], [key]: { [key]: null, toEdit: true } },
          `Field '${key}.${key}' must not be null.`,
        ],
      ),
      [
        { issuesIds: [a.id], reviewStatusId: { toEdit: true } },
        "Field 'reviewStatusId.reviewStatusId' is required when 'reviewStatusId.toEdit' is true.",
      ],
      [
        { issuesIds: [a.id], priorityId: { priorityId: 1, toEdit: 'yes' } },
        "Field 'priorityId.toEdit' must be true or false.",
      ],
      [
        { issuesIds: [a.id], nestedLabelIds: { nestedLabelIds: 3, toEdit: true } },
        "Field 'nestedLabelIds.nestedLabelIds' must be an array of label ids.",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await manager.put('/issues/bulk-edit', body);
      expect({ message: response.body.message, status: response.status }).toEqual({ message, status: 400 });
    }
    expect((await admin.get(`/issues/${a.id}`)).body).toEqual(a);
  });

  it('is all or nothing: an unknown issue or reference changes no issue (404)', async () => {
    const [a, b] = await three();
    const unknownIssue = await manager.put('/issues/bulk-edit', {
      issuesIds: [a.id, 999999, b.id],
      priorityId: { priorityId: world.low.id, toEdit: true },
    });
    expect(unknownIssue.status).toBe(404);
    expect(unknownIssue.body.message).toBe('Issue with id 999999 was not found.');
    const unknownLabel = await manager.put('/issues/bulk-edit', {
      issuesIds: [a.id, b.id],
      priorityId: { priorityId: world.low.id, toEdit: true },
      nestedLabelIds: { nestedLabelIds: [world.ui.id, 999998], toEdit: true },
    });
    expect(unknownLabel.status).toBe(404);
    expect(unknownLabel.body.message).toBe('Label with id 999998 was not found.');
    const unknownReferences: [Record<string, unknown>, string][] = [
      [{ reviewStatusId: { reviewStatusId: 999997, toEdit: true } }, 'Status with id 999997 was not found.'],
      [{ creatorId: { creatorId: { id: 999996 }, toEdit: true } }, 'User with id 999996 was not found.'],
      [{ assigneeId: { assigneeId: { id: 999995 }, toEdit: true } }, 'User with id 999995 was not found.'],
      [{ issueTypeId: { issueTypeId: { id: 999994 }, toEdit: true } }, 'Issue type with id 999994 was not found.'],
      [{ priorityId: { priorityId: { id: 999993 }, toEdit: true } }, 'Priority with id 999993 was not found.'],
      [
        { collaboratorsIds: { collaboratorIds: [member.userId, 999992], toEdit: true } },
        'User with id 999992 was not found.',
      ],
    ];
    for (const [wrapper, message] of unknownReferences) {
      const response = await manager.put('/issues/bulk-edit', {
        issuesIds: [a.id, b.id],
        priorityId: { priorityId: world.low.id, toEdit: true },
        ...wrapper,
      });
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 404, message });
    }
    // Several unknown references: the first in the order of the issue's fields (type, priority,
    // creator, status, assignee), then labels and collaborators, as an update names them.
    const several = await manager.put('/issues/bulk-edit', {
      issuesIds: [a.id, b.id],
      assigneeId: { assigneeId: { id: 999991 }, toEdit: true },
      creatorId: { creatorId: { id: 999990 }, toEdit: true },
      reviewStatusId: { reviewStatusId: 999989, toEdit: true },
      priorityId: { priorityId: { id: 999988 }, toEdit: true },
      nestedLabelIds: { nestedLabelIds: [999987], toEdit: true },
    });
    expect({ status: several.status, message: several.body.message }).toEqual({
      status: 404,
      message: 'Priority with id 999988 was not found.',
    });
    expect((await admin.get(`/issues/${a.id}`)).body).toEqual(a);
    expect((await admin.get(`/issues/${b.id}`)).body).toEqual(b);
  });

  it('is all or nothing for private issues too: one the caller may not see is a 404 and changes no issue', async () => {
    const visible = await newIssue(admin, world);
    const secret = await newIssue(member, world, { private: true });
    const response = await manager.put('/issues/bulk-edit', {
      issuesIds: [visible.id, secret.id],
      priorityId: { priorityId: world.low.id, toEdit: true },
      nestedLabelIds: { nestedLabelIds: [world.ui.id], toEdit: true },
    });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 404,
      message: `Issue with id ${secret.id} was not found.`,
    });
    expect((await admin.get(`/issues/${visible.id}`)).body).toEqual(visible);
    expect((await admin.get(`/issues/${secret.id}`)).body).toEqual(secret);
  });

  it('needs issue:bulk-edit: members get 406', async () => {
    const [a] = await three();
    const response = await member.put('/issues/bulk-edit', {
      issuesIds: [a.id],
      priorityId: { priorityId: world.low.id, toEdit: true },
    });
    expect(response.status).toBe(406);
  });

  it('edits 1,000 issues in one request', async () => {
    const ids = (
      await service.db.write(admin.tenantId, (sql) =>
        sql.query<{ id: number }>(
          `INSERT INTO issues (tenant_id, name, project_id, issue_type_id, priority_id, status_id, creator_id, last_updator_id)
           SELECT $1, 'bulk ' || n, $2, $3, $4, $5, $6, $6 FROM generate_series(1, 1000) n RETURNING id`,
          [admin.tenantId, world.project.id, world.bug.id, world.high.id, world.open.id, admin.userId],
        ),
      )
    ).map((row) => row.id);
    const response = await manager.put('/issues/bulk-edit', {
      issuesIds: ids,
      priorityId: { priorityId: world.low.id, toEdit: true },
      nestedLabelIds: { nestedLabelIds: [world.ui.id], toEdit: true },
    });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1000);
    expect(response.body.every((issue: any) => issue.priorityId.id === world.low.id && issue.labels.length === 1)).toBe(
      true,
    );
  });

  it('lets overlapping bulk edits all finish, each issue ending as one of them left it', async () => {
    const issues = await Promise.all(Array.from({ length: 6 }, () => newIssue(admin, world)));
    const ids = issues.map((issue) => issue.id);
    const edits = [
      { issuesIds: ids.slice(0, 4), priorityId: { priorityId: world.low.id, toEdit: true } },
      { issuesIds: [...ids.slice(2, 6)].reverse(), priorityId: { priorityId: world.high.id, toEdit: true } },
      { issuesIds: ids, nestedLabelIds: { nestedLabelIds: [world.backend.id], toEdit: true } },
      { issuesIds: [...ids].reverse(), reviewStatusId: { reviewStatusId: world.done.id, toEdit: true } },
    ];
    const responses = await Promise.all(edits.map((edit) => manager.put('/issues/bulk-edit', edit)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const id of ids) {
      const issue = (await admin.get(`/issues/${id}`)).body;
      expect(issue.labels).toEqual([world.backend]);
      expect(issue.closed).toBe(true);
      expect([world.low.id, world.high.id]).toContain(issue.priorityId.id);
    }
  });

  it('honours If-Match when it edits one issue: the version read, or 412 and nothing changes (D20)', async () => {
    const issue = await newIssue(admin, world);
    const read = await manager.get(`/issues/${issue.id}`);
    const labels = (ids: number[], etag: string, issuesIds = [issue.id]) =>
      manager.request({
        method: 'PUT',
        url: '/issues/bulk-edit',
        headers: { 'if-match': etag },
        body: { issuesIds, nestedLabelIds: { nestedLabelIds: ids, toEdit: true } },
      });
    const edited = await labels([world.ui.id], String(read.headers.etag));
    expect([edited.status, edited.body[0].labels]).toEqual([200, [world.ui]]);
    const stale = await labels([world.backend.id], String(read.headers.etag));
    expect([stale.status, stale.body.message]).toEqual([
      412,
      'The issue was changed since it was read; read it again and retry.',
    ]);
    expect((await admin.get(`/issues/${issue.id}`)).body.labels).toEqual([world.ui]);
    const other = await newIssue(admin, world);
    const two = await labels([world.backend.id], '*', [issue.id, other.id]);
    expect([two.status, two.body.message]).toEqual([
      400,
      "Header 'If-Match' names the version of one issue: send it with a bulk edit of one issue.",
    ]);
    expect((await labels([world.backend.id], '*', [issue.id, issue.id])).status).toBe(200);
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

describe('GET /issues', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let other: TenantClient;
  let world: IssueWorld;
  const issues: Record<string, any> = {};

  const ids = (response: any) => response.body.items.map((issue: any) => issue.id);
  const list = async (client: TenantClient, query: string) => {
    const response = await client.get(`/issues?${query}`);
    expect({ query, status: response.status, message: response.body.message }).toEqual({
      query,
      status: 200,
      message: undefined,
    });
    return response;
  };

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    other = await admin.withNewUser('member');
    world = await createIssueWorld(admin);
    issues.login = await newIssue(admin, world, {
      name: 'Login button broken',
      description: 'Clicking the button does nothing',
      assignedId: member.userId,
      labels: [world.ui.id],
      dueDate: '2027-01-10T00:00:00.000Z',
    });
    issues.search = await newIssue(member, world, {
      name: 'Search is slow',
      description: 'Querying takes seconds',
      projectId: world.otherProject.id,
      issueTypeId: world.task.id,
      priorityId: world.low.id,
      statusId: world.done.id,
      labels: [world.backend.id],
      dueDate: '2027-01-05T00:00:00.000Z',
    });
    issues.child = await newIssue(admin, world, {
      name: 'Fix handler',
      parentId: issues.login.id,
      labels: [world.ui.id, world.backend.id],
    });
    issues.secret = await newIssue(member, world, { name: 'Secret plan', private: true });
    issues.gone = await newIssue(admin, world, { name: 'Removed idea' });
    await admin.delete(`/issues/delete/${issues.gone.id}`);
  });
  after(() => service.close());

  /** `count` issues in one statement, so that they share created_at and updated_at. */
  const insertIssues = (tenant: TenantClient, w: IssueWorld, count: number) =>
    service.db.write(tenant.tenantId, (sql) =>
      sql.query(
        `INSERT INTO issues (tenant_id, name, project_id, issue_type_id, priority_id, status_id, creator_id, last_updator_id)
         SELECT $1, 'tie ' || n, $2, $3, $4, $5, $6, $6 FROM generate_series(1, $7::int) n`,
        [tenant.tenantId, w.project.id, w.bug.id, w.high.id, w.open.id, tenant.userId, count],
      ),
    );

  it('lists live issues by id with the single-read shape, without comments and test executions by default', async () => {
    const response = await list(admin, '');
    expect(ids(response)).toEqual([issues.login.id, issues.search.id, issues.child.id, issues.secret.id]);
    expect(response.body.nextCursor).toBeNull();
    const { comments: _c, testExecutions: _t, ...expected } = (await admin.get(`/issues/${issues.child.id}`)).body;
    expect(response.body.items[2]).toEqual(expected);
    const full = await list(admin, 'include=comments,testExecutions');
    expect(full.body.items[2]).toEqual((await admin.get(`/issues/${issues.child.id}`)).body);
    expect(Object.keys((await list(admin, 'include=comments')).body.items[0])).toContain('comments');
  });

  it('includes test executions alone when asked for them alone', async () => {
    const plan = await admin.create('/v1/test-plans', { name: 'Smoke' });
    const status = await admin.create('/v1/test-execution-statuses', { name: 'Passed' });
    const execution = await admin.create('/v1/test-executions', {
      testPlanId: plan.id,
      testStepId: 1,
      statusId: status.id,
      relatedIssueIds: [issues.login.id],
    });
    const items = (await list(admin, 'include=testExecutions')).body.items;
    expect(items.map((item: any) => item.testExecutions)).toEqual([[execution], [], [], []]);
    expect(items.filter((item: any) => 'comments' in item)).toEqual([]);
    await admin.delete(`/v1/test-executions/${execution.id}`);
  });

  it('pages by 50 unless told otherwise', async () => {
    const tenant = await service.newTenant();
    const w = await createIssueWorld(tenant);
    await insertIssues(tenant, w, 51);
    const first = await list(tenant, '');
    expect(first.body.items).toHaveLength(50);
    const rest = await list(tenant, `cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(rest.body).toMatchObject({ items: [expect.anything()], nextCursor: null });
  });

  it('filters by every parameter', async () => {
    const cases: [string, string[]][] = [
      [`projectId=${world.otherProject.id}`, ['search']],
      [`statusId=${world.done.id}`, ['search']],
      [`issueTypeId=${world.task.id}`, ['search']],
      [`priorityId=${world.low.id}`, ['search']],
      [`assignedId=${member.userId}`, ['login']],
      ['assignedId=none', ['search', 'child', 'secret']],
      [`creatorId=${member.userId}`, ['search', 'secret']],
      [`labelId=${world.ui.id}`, ['login', 'child']],
      [`labelId=${world.ui.id}&labelId=${world.backend.id}`, ['login', 'search', 'child']],
      [`parentId=${issues.login.id}`, ['child']],
      ['closed=true', ['search']],
      ['closed=false', ['login', 'child', 'secret']],
      ['deleted=true', ['gone']],
      ['private=true', ['secret']],
      [`updatedSince=${encodeURIComponent(issues.login.updated_at)}`, ['login', 'search', 'child', 'secret']],
      ['updatedSince=2999-01-01T00:00:00Z', []],
      ['dueBefore=2027-01-07T00:00:00Z', ['search']],
      ['q=button', ['login']],
      ['q=BUTT', ['login']],
      ['q=que', ['search']],
      ['q=login%20butt', ['login']],
      ['q=handler', ['child']],
      ['q=nothing%20seconds', []],
      [`projectId=${world.project.id}&labelId=${world.backend.id}`, ['child']],
    ];
    for (const [query, expected] of cases) {
      const response = await list(admin, query);
      expect({ query, ids: ids(response) }).toEqual({ query, ids: expected.map((name) => issues[name].id) });
    }
  });

  it('hides private issues from those who may not see them', async () => {
    expect(ids(await list(other, ''))).not.toContain(issues.secret.id);
    expect(ids(await list(other, 'private=true'))).toEqual([]);
    expect(ids(await list(other, 'q=secret'))).toEqual([]);
    expect(ids(await list(member, 'private=true'))).toEqual([issues.secret.id]);
  });

  it('sorts by every field in both directions', async () => {
    const live = ['login', 'search', 'child', 'secret'].map((name) => issues[name].id);
    expect(ids(await list(admin, 'sort=id&order=asc'))).toEqual(live);
    expect(ids(await list(admin, 'sort=id&order=desc'))).toEqual([...live].reverse());
    expect(ids(await list(admin, 'sort=created_at'))).toEqual(live);
    expect(ids(await list(admin, 'sort=created_at&order=desc'))).toEqual([...live].reverse());
    expect(ids(await list(admin, 'sort=dueDate'))).toEqual([
      issues.search.id,
      issues.login.id,
      issues.child.id,
      issues.secret.id,
    ]);
    expect(ids(await list(admin, 'sort=dueDate&order=desc'))).toEqual([
      issues.secret.id,
      issues.child.id,
      issues.login.id,
      issues.search.id,
    ]);
    expect(ids(await list(admin, 'sort=priority'))).toEqual([
      issues.login.id,
      issues.child.id,
      issues.secret.id,
      issues.search.id,
    ]);
    expect(ids(await list(admin, 'sort=priority&order=desc'))).toEqual([
      issues.search.id,
      issues.secret.id,
      issues.child.id,
      issues.login.id,
    ]);
    await admin.put(`/issues/${issues.child.id}`, { spent: 1 });
    const byUpdate = ['login', 'search', 'secret', 'child'].map((name) => issues[name].id);
    expect(ids(await list(admin, 'sort=updated_at'))).toEqual(byUpdate);
    expect(ids(await list(admin, 'sort=updated_at&order=desc'))).toEqual([...byUpdate].reverse());
  });

  it('follows a priority moved to another position', async () => {
    await admin.put(`/v1/issue-priorities/${world.low.id}`, { position: 0 });
    expect(ids(await list(admin, 'sort=priority'))[0]).toBe(issues.search.id);
    await admin.put(`/v1/issue-priorities/${world.low.id}`, { position: 2 });
  });

  it("follows an issue's new priority, whoever changes it", async () => {
    const tenant = await service.newTenant();
    const w = await createIssueWorld(tenant);
    const first = await newIssue(tenant, w);
    const second = await newIssue(tenant, w);
    const third = await newIssue(tenant, w);
    const byPriority = async () => ids(await list(tenant, 'sort=priority&order=desc'));
    await tenant.put(`/issues/${first.id}`, { priorityId: w.low.id });
    expect(await byPriority()).toEqual([first.id, third.id, second.id]);
    await tenant.put('/issues/bulk-edit', {
      issuesIds: [first.id, second.id],
      priorityId: { priorityId: w.low.id, toEdit: true },
    });
    expect(await byPriority()).toEqual([second.id, first.id, third.id]);
    // A writer outside the service that changes the priority alone: the trigger fills the position in.
    await service.db.write(tenant.tenantId, (sql) =>
      sql.query('UPDATE issues SET priority_id = $2 WHERE tenant_id = $1 AND id = $3', [
        tenant.tenantId,
        w.high.id,
        first.id,
      ]),
    );
    expect(await byPriority()).toEqual([second.id, third.id, first.id]);
  });

  it("searches an issue's current name and description, whoever wrote them", async () => {
    const tenant = await service.newTenant();
    const w = await createIssueWorld(tenant);
    const issue = await newIssue(tenant, w, { name: 'Alpha widget', description: 'first draft' });
    const found = async (word: string) => ids(await list(tenant, `q=${word}`));
    expect(await found('alpha')).toEqual([issue.id]);

    await tenant.put(`/issues/${issue.id}`, { name: 'Beta widget' });
    expect([await found('alpha'), await found('beta'), await found('draft')]).toEqual([[], [issue.id], [issue.id]]);
    await tenant.put(`/issues/${issue.id}`, { description: 'second version' });
    expect([await found('draft'), await found('version')]).toEqual([[], [issue.id]]);
    await tenant.put(`/issues/${issue.id}`, { description: null });
    expect([await found('version'), await found('beta')]).toEqual([[], [issue.id]]);
    // Edits that leave the text alone keep it findable.
    await tenant.put('/issues/bulk-edit', {
      issuesIds: [issue.id],
      priorityId: { priorityId: w.low.id, toEdit: true },
    });
    expect(await found('beta')).toEqual([issue.id]);

    // Writers outside the service: the triggers keep the vector.
    await insertIssues(tenant, w, 1);
    const [inserted] = await found('tie');
    await service.db.write(tenant.tenantId, (sql) =>
      sql.query("UPDATE issues SET name = 'Gamma' WHERE tenant_id = $1 AND id = $2", [tenant.tenantId, inserted]),
    );
    expect([await found('tie'), await found('gamma')]).toEqual([[], [inserted]]);
  });

  it('answers bad parameters with 400 naming them', async () => {
    const cases: [string, string][] = [
      ['sort=name', "Query parameter 'sort' must be one of: id, created_at, updated_at, dueDate, priority."],
      ['order=up', "Query parameter 'order' must be one of: asc, desc."],
      ['projectId=abc', "Query parameter 'projectId' must be a positive integer id."],
      ['projectId=0', "Query parameter 'projectId' must be a positive integer id."],
      ['labelId=x', "Query parameter 'labelId[0]' must be a positive integer id."],
      ['assignedId=nobody', "Query parameter 'assignedId' must be a user id, or none for unassigned issues."],
      ['assignedId=9999999999', "Query parameter 'assignedId' must be at most 2147483647."],
      ['closed=maybe', "Query parameter 'closed' must be true or false."],
      [
        'updatedSince=yesterday',
        "Query parameter 'updatedSince' must be a date-time in the form YYYY-MM-DDTHH:MM:SS.sssZ.",
      ],
      [
        'updatedSince=2027-02-30T00:00:00Z',
        "Query parameter 'updatedSince' must be a date-time in the form YYYY-MM-DDTHH:MM:SS.sssZ.",
      ],
      ['dueBefore=2027-01-01', "Query parameter 'dueBefore' must be a date-time in the form YYYY-MM-DDTHH:MM:SS.sssZ."],
      ['limit=0', "Query parameter 'limit' must be at least 1."],
      ['limit=501', "Query parameter 'limit' must be at most 500."],
      ['limit=ten', "Query parameter 'limit' must be an integer."],
      ['q=%20!%3F', "Query parameter 'q' must contain a letter or a digit."],
      ['include=history', "Query parameter 'include' must be a comma-separated list of comments and testExecutions."],
      ['cursor=garbage', "Query parameter 'cursor' is not a cursor this service issued."],
    ];
    for (const [query, message] of cases) {
      const response = await admin.get(`/issues?${query}`);
      expect({ query, status: response.status, message: response.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
  });

  it('pages by keyset through ties of the sort key without duplicates or gaps', async () => {
    const tenant = await service.newTenant();
    const w = await createIssueWorld(tenant);
    // 23 issues created in one statement share created_at, and all share the priority position.
    await insertIssues(tenant, w, 23);
    const all = ids(await list(tenant, 'limit=500'));
    expect(all).toHaveLength(23);
    for (const query of [
      'sort=created_at',
      'sort=created_at&order=desc',
      'sort=priority',
      'sort=dueDate&order=desc',
      'sort=id',
    ]) {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response: any = await list(
          tenant,
          `${query}&limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...ids(response));
        cursor = response.body.nextCursor;
        pages += 1;
      } while (cursor);
      expect({ query, pages, count: seen.length, distinct: new Set(seen).size }).toEqual({
        query,
        pages: 5,
        count: 23,
        distinct: 23,
      });
      expect(new Set(seen)).toEqual(new Set(all));
    }
  });

  it('keeps paging consistent while issues are added, and refuses cursors of another query or forged ones', async () => {
    const tenant = await service.newTenant();
    const w = await createIssueWorld(tenant);
    const before = await Promise.all(Array.from({ length: 12 }, (_, i) => newIssue(tenant, w, { name: `early ${i}` })));
    // Newest first: every issue added while paging sorts before the pages already read, so paging
    // by position (OFFSET) would show some issues twice; by keyset it shows exactly the twelve.
    const query = 'limit=4&sort=created_at&order=desc';
    const first = await list(tenant, query);
    const seen = ids(first);
    let cursor = first.body.nextCursor;
    while (cursor) {
      await newIssue(tenant, w, { name: 'added while paging' });
      const page: any = await list(tenant, `${query}&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...ids(page));
      cursor = page.body.nextCursor;
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen)).toEqual(new Set(before.map((issue) => issue.id)));

    const { nextCursor } = first.body;
    const otherQuery = await tenant.get(`/issues?limit=4&sort=updated_at&cursor=${encodeURIComponent(nextCursor)}`);
    expect(otherQuery.status).toBe(400);
    expect(otherQuery.body.message).toBe(
      "Query parameter 'cursor' belongs to another query: keep the filters and sort of its first page.",
    );
    const [payload, signature] = nextCursor.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), id: 1 }),
    ).toString('base64url');
    for (const forged of [`${forgedPayload}.${signature}`, `${payload}.${signature.slice(0, -2)}xx`, `${payload}`]) {
      const response = await tenant.get(`/issues?${query}&cursor=${encodeURIComponent(forged)}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Query parameter 'cursor' is not a cursor this service issued.");
    }
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  type IssueWorld,
  newIssue,
} from '../../testing/fixtures.js';
import { CONCURRENT_TRANSACTIONS } from '../../testing/held-commit.js';
import { TestService, type TenantClient } from '../../testing/harness.js';

/**
 * Issue 7: parallel writes never fail with 500 (serialization failures and deadlocks are retried
 * inside the service), lose nothing, and end in a state some serial order of them would produce.
 */
describe('concurrent writes', () => {
  let service: TestService;
  let admin: TenantClient;
  let manager: TenantClient;
  let members: TenantClient[];
  let issues: IssueWorld;
  let activities: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    manager = await admin.withNewUser('manager');
    members = [];
    for (let i = 0; i < 4; i++) members.push(await admin.withNewUser('member'));
    issues = await createIssueWorld(admin);
    activities = await createActivityWorld(admin, [manager.userId, ...members.map((member) => member.userId)]);
  });
  after(() => service.close());

  it('applies 50 parallel updates of one issue as if one after another', async () => {
    const issue = await newIssue(admin, issues);
    const priorities = [issues.low.id, issues.high.id];
    // Each update writes several fields together; in any serial order the last writer of such a
    // group leaves all of its fields, so mixed groups would reveal a lost or torn update.
    const updates = Array.from({ length: 50 }, (_, k) =>
      k % 2 === 0
        ? { estimated: k, spent: k, name: `version ${k}` }
        : { description: `description ${k}`, priorityId: priorities[k % 4 === 1 ? 0 : 1], vcsIssueId: k },
    );
    const responses = await Promise.all(
      updates.map((update, k) => members[k % members.length]!.put(`/issues/${issue.id}`, update)),
    );
    expect(responses.map((response) => response.status)).toEqual(updates.map(() => 200));
    // Every answer shows its own update applied.
    responses.forEach((response, k) =>
      expect(response.body).toMatchObject(k % 2 === 0 ? updates[k]! : { vcsIssueId: k }),
    );

    const final = (await admin.get(`/issues/${issue.id}`)).body;
    expect(final.spent).toBe(final.estimated);
    // The history replays to the final object: each entry changes a field from what the one before left.
    const entries = (await admin.get(`/issues/${issue.id}/history?limit=100`)).body.items as any[];
    expect(entries.filter((entry) => entry.action === 'updated')).toHaveLength(50);
    const replayed: Record<string, unknown> = { ...issue };
    for (const { changes } of entries.slice(1)) {
      for (const change of changes) {
        expect({ field: change.field, from: change.from }).toEqual({
          field: change.field,
          from: replayed[change.field],
        });
        replayed[change.field] = change.to;
      }
    }
    for (const field of ['name', 'description', 'estimated', 'spent', 'vcsIssueId', 'priorityId']) {
      expect({ field, value: replayed[field] }).toEqual({ field, value: final[field] });
    }
    expect(final.name).toBe(`version ${final.estimated}`);
    const k = final.vcsIssueId as number;
    expect(final.description).toBe(`description ${k}`);
    expect(final.priorityId.id).toBe(priorities[k % 4 === 1 ? 0 : 1]);
  });

  it('lets bulk edits and single updates of the same issues race without a 500, each issue consistent', async () => {
    const batch = await Promise.all(Array.from({ length: 20 }, () => newIssue(admin, issues)));
    const ids = batch.map((issue) => issue.id);
    const pairs = [
      { priority: issues.low.id, assignee: members[0]!.userId },
      { priority: issues.high.id, assignee: members[1]!.userId },
    ];
    const bulkEdits = pairs.flatMap((pair, p) =>
      [0, 1, 2].map((round) => ({
        // Opposite orders of the same ids: the classic recipe for deadlocks.
        issuesIds: (round + p) % 2 === 0 ? ids : [...ids].reverse(),
        priorityId: { priorityId: pair.priority, toEdit: true },
        assigneeId: { assigneeId: pair.assignee, toEdit: true },
      })),
    );
    const singles = ids.map((id, i) => ({ id, body: { estimated: i, spent: i } }));
    const responses = await Promise.all([
      ...bulkEdits.map((edit) => manager.put('/issues/bulk-edit', edit)),
      ...singles.map(({ id, body }, i) => members[i % members.length]!.put(`/issues/${id}`, body)),
    ]);
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    const finals: { id: number; priority: number; assignee: number | undefined }[] = [];
    for (const [i, id] of ids.entries()) {
      const issue = (await admin.get(`/issues/${id}`)).body;
      const pair = pairs.find((candidate) => candidate.priority === issue.priorityId.id);
      expect({ id, assignee: issue.assignedId?.id }).toEqual({ id, assignee: pair?.assignee });
      expect({ id, estimated: issue.estimated, spent: issue.spent }).toEqual({ id, estimated: i, spent: i });
      finals.push({ id, priority: issue.priorityId.id, assignee: issue.assignedId?.id });
    }
    // Each bulk edit covers every issue and applies all or nothing, so in any serial order the last
    // one leaves its pair on all of them: a mix would mean an edit applied to some issues only.
    const [last] = finals;
    expect(finals).toEqual(finals.map(({ id }) => ({ id, priority: last!.priority, assignee: last!.assignee })));
  });

  it('creates activities in parallel, from several users at once, losing none', async () => {
    const days = Array.from({ length: 40 }, (_, i) => {
      const date = new Date(Date.UTC(2027, 0, 4 + i));
      return date.toISOString().slice(0, 10);
    });
    const responses = await Promise.all(
      days.map((day, i) =>
        members[i % members.length]!.post(
          '/v1/activity',
          activityInput(activities, { dateFrom: day, dateTo: day, includeWeekends: true, description: `day ${i}` }),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(days.map(() => 200));
    const created = responses.flatMap((response) => response.body as { id: number; description: string }[]);
    expect(created.map((activity) => activity.description).sort()).toEqual(days.map((_, i) => `day ${i}`).sort());
    expect(new Set(created.map((activity) => activity.id)).size).toBe(days.length);
    for (const activity of created) {
      const found = await manager.get(`/v1/activity/${activity.id}`);
      expect({ id: activity.id, status: found.status, description: found.body.description }).toEqual({
        id: activity.id,
        status: 200,
        description: activity.description,
      });
    }
  });

  it('settles parallel status changes of one activity on one of them, with its editor', async () => {
    const [activity] = (await members[0]!.post('/v1/activity', activityInput(activities))).body as { id: number }[];
    const deciders = [manager, admin];
    const statuses = [activities.approved.id, activities.rejected.id, activities.requested.id];
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        deciders[i % 2]!.put(`/v1/activity/${activity!.id}/status`, { statusId: statuses[i % 3] }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    const final = (await admin.get(`/v1/activity/${activity!.id}`)).body;
    expect(statuses).toContain(final.statusId.id);
    expect([manager.userId, admin.userId]).toContain(final.statusEditor.id);
  });
});

/**
 * D13: writes that lock several issues (bulk edits, roll-ups of ancestors, related issues of test
 * executions) take their locks in one order, so racing writes wait instead of deadlocking: on
 * PostgreSQL, with a database of its own, the server counts no deadlock.
 */
describe('racing writes that touch other issues', { skip: CONCURRENT_TRANSACTIONS.skip }, () => {
  let service: TestService;
  let admin: TenantClient;
  let manager: TenantClient;
  let members: TenantClient[];
  let issues: IssueWorld;

  before(async () => {
    service = await TestService.start({ privateStore: true, poolSize: 8 });
    admin = await service.newTenant();
    manager = await admin.withNewUser('manager');
    members = [];
    for (let i = 0; i < 3; i++) members.push(await admin.withNewUser('member'));
    issues = await createIssueWorld(admin);
  });
  after(() => service.close());

  const deadlocks = async () => {
    const [row] = await service.db.read(admin.tenantId, (sql) =>
      sql.query<{ deadlocks: string }>('SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()'),
    );
    return Number(row!.deadlocks);
  };

  it('races bulk edits of parents and children, child updates and status changes of linked issues: only 200s', async () => {
    const plan = await admin.create('/v1/test-plans', { name: 'Race' });
    const passed = await admin.create('/v1/test-execution-statuses', { name: 'Passed', state: 1 });
    const failed = await admin.create('/v1/test-execution-statuses', { name: 'Failed', state: 2 });
    const trees: { parent: number; children: number[] }[] = [];
    for (let t = 0; t < 6; t++) {
      // Created by a member, so that members may change every field of them (D13 edit rights).
      const parent = await newIssue(members[0]!, issues, { name: `parent ${t}` });
      const children = [];
      for (let c = 0; c < 3; c++) {
        children.push((await newIssue(members[0]!, issues, { name: `child ${t}.${c}`, parentId: parent.id })).id);
      }
      trees.push({ parent: parent.id, children });
    }
    // Test executions relating issues of different trees, so a status change of one touches others.
    const executions = [];
    for (let t = 0; t < trees.length; t++) {
      const next = trees[(t + 1) % trees.length]!;
      const related = [trees[t]!.children[0]!, next.children[1]!, next.parent];
      executions.push(
        (
          await admin.create('/v1/test-executions', {
            testPlanId: plan.id,
            testStepId: t,
            statusId: passed.id,
            relatedIssueIds: related,
          })
        ).id as number,
      );
    }
    const before = await deadlocks();
    const statuses = [issues.open.id, issues.inProgress.id, issues.done.id];
    const writes: Promise<{ status: number; body: any }>[] = [];
    for (let round = 0; round < 4; round++) {
      for (const [t, tree] of trees.entries()) {
        const all = [tree.parent, ...tree.children];
        writes.push(
          manager.put('/issues/bulk-edit', {
            issuesIds: round % 2 === 0 ? all : [...all].reverse(),
            reviewStatusId: { reviewStatusId: statuses[(round + t) % 3], toEdit: true },
            priorityId: { priorityId: round % 2 === 0 ? issues.low.id : issues.high.id, toEdit: true },
          }),
        );
        for (const [c, child] of tree.children.entries()) {
          writes.push(members[c % 3]!.put(`/issues/${child}`, { estimated: round * 10 + c, spent: round }));
          writes.push(members[(c + 1) % 3]!.put(`/issues/${child}`, { statusId: statuses[(round + c + 1) % 3] }));
        }
        writes.push(members[t % 3]!.put(`/issues/${tree.parent}`, { statusId: statuses[round % 3] }));
        writes.push(
          admin.put(`/v1/test-executions/${executions[t]}`, { statusId: round % 2 === 0 ? failed.id : passed.id }),
        );
      }
    }
    const responses = await Promise.all(writes);
    const refused = responses.filter((response) => response.status !== 200);
    expect(refused.map((response) => [response.status, response.body.message])).toEqual([]);
    expect(await deadlocks()).toBe(before);
    // The roll-ups are those of the children's last estimates, whatever order the writes took.
    for (const tree of trees) {
      const parent = (await admin.get(`/issues/${tree.parent}`)).body;
      const children = await Promise.all(tree.children.map(async (id) => (await admin.get(`/issues/${id}`)).body));
      expect(parent.estimated_from_children).toBe(children.reduce((sum, child) => sum + child.estimated, 0));
    }
  });
});

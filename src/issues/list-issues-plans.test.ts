import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Caller } from '../platform/auth/authenticate.js';
import { createIssueWorld, type IssueWorld } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';
import { accessOf } from '../testing/plans.js';
import { type IssueListQuery, issuePageQuery } from './list.js';

const ROWS = 100_000;

interface PlanNode {
  'Node Type': string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The index scans that read rows of `alias`: its index scan, or those under its bitmap heap scan. */
function indexScansOf(explained: unknown, alias: string): { index: string; condition: string }[] {
  const [{ Plan: root }] = explained as [{ Plan: PlanNode }];
  return nodesOf(root)
    .filter((node) => node.Alias === alias)
    .flatMap((node) => (node['Node Type'] === 'Bitmap Heap Scan' ? nodesOf(node) : [node]))
    .filter((node) => node['Index Name'] !== undefined)
    .map((node) => ({ index: node['Index Name']!, condition: node['Index Cond'] ?? '' }));
}

/** The index expected to read what a filter or sort selects. */
interface ExpectedScan {
  alias?: string;
  /** The index, or any of several that serve equally well. */
  index: string | readonly string[];
  /** A column the index condition must name. */
  column?: string;
}

/** Issue 5: every filter and sort of GET /issues is served by an index with tenant_id leading. */
describe('query plans of GET /issues on 100,000 issues', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: IssueWorld;
  let caller: Caller;
  let rootId: number;
  /** A user named by few issues, as their assignee or creator. */
  let rareUser: TenantClient;
  let seededAt: string;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    world = await createIssueWorld(admin);
    rareUser = await admin.withNewUser('member');
    caller = { tenantId: admin.tenantId, userId: admin.userId, role: 'member' };
    const params = [
      admin.tenantId,
      world.project.id,
      world.otherProject.id,
      world.bug.id,
      world.task.id,
      world.high.id,
      world.low.id,
      world.done.id,
      world.open.id,
      admin.userId,
      rareUser.userId,
    ];
    const insert = (from: number, to: number, parent: string, join: string) =>
      service.db.write(admin.tenantId, async (sql) => {
        await sql.query(
          `INSERT INTO issues (tenant_id, name, description, project_id, issue_type_id, priority_id, status_id,
                               creator_id, last_updator_id, assigned_id, private, closed, deleted, due_date, estimated, parent_id)
           SELECT $1, 'Issue ' || n, 'word' || (n % 1000) || ' and more text', CASE WHEN n % 2 = 0 THEN $2::int ELSE $3::int END,
                  CASE WHEN n % 3 = 0 THEN $4::int ELSE $5::int END, CASE WHEN n % 5 = 0 THEN $6::int ELSE $7::int END,
                  CASE WHEN n % 7 = 0 THEN $8::int ELSE $9::int END, CASE WHEN n % 1000 = 13 THEN $11::int ELSE $10::int END,
                  $10, CASE WHEN n % 1000 = 11 THEN NULL WHEN n % 1000 = 12 THEN $11::int ELSE $10::int END,
                  n % 100 = 0, n % 7 = 0, n % 50 = 0,
                  CASE WHEN n % 2 = 0 THEN now() + (n || ' minutes')::interval END, n % 100, ${parent}
           FROM generate_series(${from}, ${to}) n ${join}`,
          params,
        );
      });
    const roots = ROWS / 10;
    await insert(1, roots, 'NULL::int', '');
    // Fresh statistics, or the foreign-key check of each child may probe its parent through any
    // index led by tenant_id (all look alike in a table the planner believes nearly empty).
    await service.analyze();
    // Every other issue is the child of a root; in slices, so that no statement runs for long.
    for (let from = roots + 1; from <= ROWS; from += roots) {
      await insert(
        from,
        Math.min(from + roots - 1, ROWS),
        `root.ids[n % ${roots} + 1]`,
        `CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM issues WHERE tenant_id = $1 AND parent_id IS NULL) root`,
      );
    }
    await service.db.write(admin.tenantId, (sql) =>
      sql.query(
        `INSERT INTO issue_labels (tenant_id, issue_id, label_id)
         SELECT tenant_id, id, $2::int FROM issues WHERE tenant_id = $1 AND id % 5 = 0
         UNION ALL
         SELECT tenant_id, id, $3::int FROM issues WHERE tenant_id = $1 AND id % 1000 = 14`,
        [admin.tenantId, world.ui.id, world.backend.id],
      ),
    );
    const [root] = await service.db.read(admin.tenantId, (sql) =>
      sql.query<{ id: number }>('SELECT min(parent_id) AS id FROM issues WHERE tenant_id = $1', [admin.tenantId]),
    );
    rootId = root!.id;
    await service.analyze();
    seededAt = new Date().toISOString();
  });
  after(() => service.close());

  async function explain(query: IssueListQuery, position: { value: string | null; id: number } | null = null) {
    const { sql: text, parameters: params } = issuePageQuery(caller, query, position).compile();
    const [row] = await service.db.read(admin.tenantId, (sql) =>
      sql.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params),
    );
    if (process.env.SHOW_PLANS)
      process.stdout.write(`${JSON.stringify(query)} ${JSON.stringify(position)}\n${JSON.stringify(row, null, 1)}\n`);
    return row!['QUERY PLAN'];
  }

  /** No sequential scan of issues, and every index the plan uses on issues is entered by tenant_id. */
  function expectIndexedByTenant(label: string, plan: unknown) {
    const access = accessOf(plan, 'issues', 'issue');
    expect({ label, seqScans: access.seqScans }).toEqual({ label, seqScans: 0 });
    for (const index of access.indexes)
      expect({ label, index: index.name, condition: index.condition }).toMatchObject({
        condition: expect.stringContaining('tenant_id'),
      });
  }

  /**
   * Collects, query by query, how the plan reads `alias` (the listed issues `i` unless said otherwise)
   * and what is expected: a scan of `index` whose condition names `column` when one is given. Other
   * scans, such as those of the roll-ups, do not count. All queries are compared at once, so that a
   * failure lists every query that misses its index.
   */
  function scanComparison() {
    const actual: { label: string; scans: unknown }[] = [];
    const expected: { label: string; scans: unknown }[] = [];
    return {
      add(label: string, plan: unknown, { alias = 'i', index: indexes, column }: ExpectedScan) {
        const index = typeof indexes === 'string' ? indexes : expect.stringMatching(`^(${indexes.join('|')})$`);
        const condition = column ? expect.stringMatching(new RegExp(`\\b${column}\\b`)) : expect.any(String);
        actual.push({ label, scans: indexScansOf(plan, alias) });
        expected.push({ label, scans: expect.arrayContaining([{ index, condition }]) });
      },
      check: () => expect(actual).toMatchObject(expected),
    };
  }

  // Values that occur in the seeded tenant, so that the plans are those of real queries, and that
  // most issues do not match where the index does not keep the id order: a filter matching a large
  // share of the tenant is rightly read along the sort's index instead, which would hide whether
  // the filter's own index can serve it.
  const filters = (): [string, IssueListQuery, ExpectedScan][] => [
    ['projectId', { projectId: world.project.id }, { index: 'issues_by_project', column: 'project_id' }],
    ['statusId', { statusId: world.done.id }, { index: 'issues_by_status', column: 'status_id' }],
    ['issueTypeId', { issueTypeId: world.bug.id }, { index: 'issues_by_type', column: 'issue_type_id' }],
    ['priorityId', { priorityId: world.high.id }, { index: 'issues_by_priority', column: 'priority_id' }],
    ['assignedId', { assignedId: String(rareUser.userId) }, { index: 'issues_by_assignee', column: 'assigned_id' }],
    ['assignedId=none', { assignedId: 'none' }, { index: 'issues_by_assignee', column: 'assigned_id' }],
    ['creatorId', { creatorId: rareUser.userId }, { index: 'issues_by_creator', column: 'creator_id' }],
    [
      'labelId',
      { labelId: [world.backend.id] },
      { alias: 'labelled', index: 'issue_labels_by_label', column: 'label_id' },
    ],
    ['parentId', { parentId: rootId }, { index: 'issues_by_parent', column: 'parent_id' }],
    ['closed', { closed: true }, { index: 'issues_by_closed', column: 'closed' }],
    ['deleted', { deleted: true }, { index: 'issues_by_deleted', column: 'deleted' }],
    ['private', { private: true }, { index: 'issues_by_private', column: 'private' }],
    ['updatedSince', { updatedSince: seededAt }, { index: 'issues_by_updated', column: 'updated_at' }],
    ['dueBefore', { dueBefore: '2000-01-01T00:00:00Z' }, { index: 'issues_by_due', column: 'due_sort' }],
    ['q', { q: 'word123' }, { index: 'issues_search', column: 'search' }],
  ];
  const SORT_INDEXES = {
    // Live issues (deleted = false, the default) come in id order from either index.
    id: { index: ['issues_pkey', 'issues_by_deleted'], column: 'id' },
    created_at: { index: 'issues_by_created', column: 'created_at' },
    updated_at: { index: 'issues_by_updated', column: 'updated_at' },
    dueDate: { index: 'issues_by_due', column: 'due_sort' },
    priority: { index: 'issues_by_priority_position', column: 'priority_position' },
  } as const;
  const sorts: IssueListQuery[] = (Object.keys(SORT_INDEXES) as (keyof typeof SORT_INDEXES)[]).flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => ({ sort, order })),
  );

  it("reads the issues of every filter through that filter's index, entered by tenant_id", async () => {
    const scans = scanComparison();
    for (const [name, query, expected] of filters()) {
      const plan = await explain(query);
      expectIndexedByTenant(name, plan);
      scans.add(name, plan, expected);
    }
    scans.check();
  });

  it("reads every sort, first page and deep page, along that sort's index", async () => {
    const scans = scanComparison();
    for (const query of sorts) {
      for (const position of [
        null,
        {
          value: query.sort === 'id' ? null : query.sort === 'priority' ? '1' : '2026-01-01 00:00:00+00',
          id: ROWS / 2,
        },
      ]) {
        const plan = await explain(query, position);
        const label = `${query.sort} ${query.order} ${position ? 'deep' : 'first'}`;
        expectIndexedByTenant(label, plan);
        // A deep page enters the index at its keyset position, so the condition names the sort column.
        const { index, column } = SORT_INDEXES[query.sort!];
        scans.add(label, plan, { index, ...(position ? { column } : {}) });
      }
    }
    scans.check();
  });

  it('answers a first page and a deep page of 100,000 issues through the API', async () => {
    const first = await admin.get(`/issues?limit=50&projectId=${world.project.id}`);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(50);
    const search = await admin.get('/issues?q=word999&limit=5');
    expect(search.body.items.every((issue: any) => issue.description.startsWith('word999'))).toBe(true);
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Caller } from '../platform/auth/authenticate.js';
import { createIssueWorld, type IssueWorld } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';
import { accessOf } from '../testing/plans.js';
import { type IssueListQuery, issueListStatement } from './list.js';

const ROWS = 100_000;

/** Issue 5: every filter and sort of GET /issues is served by an index with tenant_id leading. */
describe('query plans of GET /issues on 100,000 issues', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: IssueWorld;
  let caller: Caller;
  let rootId: number;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    world = await createIssueWorld(admin);
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
    ];
    const insert = (from: number, to: number, parent: string, join: string) =>
      service.db.write(admin.tenantId, async (sql) => {
        await sql.query(
          `INSERT INTO issues (tenant_id, name, description, project_id, issue_type_id, priority_id, status_id,
                               creator_id, last_updator_id, assigned_id, private, closed, deleted, due_date, estimated, parent_id)
           SELECT $1, 'Issue ' || n, 'word' || (n % 1000) || ' and more text', CASE WHEN n % 2 = 0 THEN $2::int ELSE $3::int END,
                  CASE WHEN n % 3 = 0 THEN $4::int ELSE $5::int END, CASE WHEN n % 5 = 0 THEN $6::int ELSE $7::int END,
                  CASE WHEN n % 7 = 0 THEN $8::int ELSE $9::int END, $10, $10, CASE WHEN n % 4 = 0 THEN NULL ELSE $10::int END,
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
         SELECT tenant_id, id, $2 FROM issues WHERE tenant_id = $1 AND id % 5 = 0`,
        [admin.tenantId, world.ui.id],
      ),
    );
    const [root] = await service.db.read(admin.tenantId, (sql) =>
      sql.query<{ id: number }>('SELECT min(parent_id) AS id FROM issues WHERE tenant_id = $1', [admin.tenantId]),
    );
    rootId = root!.id;
    await service.analyze();
  });
  after(() => service.close());

  async function explain(query: IssueListQuery, position: { value: string | null; id: number } | null = null) {
    const { text, params } = issueListStatement(caller, query, position);
    const [row] = await service.db.read(admin.tenantId, (sql) =>
      sql.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params),
    );
    if (process.env.SHOW_PLANS)
      process.stdout.write(`${JSON.stringify(query)} ${JSON.stringify(position)}\n${JSON.stringify(row, null, 1)}\n`);
    return accessOf(row!['QUERY PLAN'], 'issues', 'issue');
  }

  // Values that occur in the seeded tenant, so that the plans are those of real queries.
  const filters = (): [string, IssueListQuery][] => [
    ['projectId', { projectId: world.project.id }],
    ['statusId', { statusId: world.done.id }],
    ['issueTypeId', { issueTypeId: world.bug.id }],
    ['priorityId', { priorityId: world.high.id }],
    ['assignedId', { assignedId: String(admin.userId) }],
    ['assignedId=none', { assignedId: 'none' }],
    ['creatorId', { creatorId: admin.userId }],
    ['labelId', { labelId: [world.ui.id] }],
    ['parentId', { parentId: rootId }],
    ['closed', { closed: true }],
    ['deleted', { deleted: true }],
    ['private', { private: true }],
    ['updatedSince', { updatedSince: '2000-01-01T00:00:00Z' }],
    ['dueBefore', { dueBefore: '2000-01-01T00:00:00Z' }],
    ['q', { q: 'word123' }],
  ];
  const sorts: IssueListQuery[] = ['id', 'created_at', 'updated_at', 'dueDate', 'priority'].flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => ({ sort: sort as IssueListQuery['sort'], order })),
  );

  it('serves every filter by an index scan with tenant_id leading, never a sequential scan', async () => {
    for (const [name, query] of filters()) {
      const access = await explain(query);
      expect({ name, seqScans: access.seqScans }).toEqual({ name, seqScans: 0 });
      expect({ name, indexed: access.indexes.length > 0 }).toEqual({ name, indexed: true });
      for (const index of access.indexes)
        expect({ name, index: index.name, condition: index.condition }).toMatchObject({
          condition: expect.stringContaining('tenant_id'),
        });
    }
  });

  it('serves every sort, first page and deep page, by an index scan', async () => {
    for (const query of sorts) {
      for (const position of [
        null,
        {
          value: query.sort === 'id' ? null : query.sort === 'priority' ? '1' : '2026-01-01 00:00:00+00',
          id: ROWS / 2,
        },
      ]) {
        const access = await explain(query, position);
        const label = `${query.sort} ${query.order} ${position ? 'deep' : 'first'}`;
        expect({ label, seqScans: access.seqScans }).toEqual({ label, seqScans: 0 });
        expect({ label, indexed: access.indexes.length > 0 }).toEqual({ label, indexed: true });
      }
    }
  });

  it('answers a first page and a deep page of 100,000 issues through the API', async () => {
    const first = await admin.get(`/issues?limit=50&projectId=${world.project.id}`);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(50);
    const search = await admin.get('/issues?q=word999&limit=5');
    expect(search.body.items.every((issue: any) => issue.description.startsWith('word999'))).toBe(true);
  });
});

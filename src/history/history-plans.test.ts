import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, newIssue } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { accessOf } from '../testing/plans.js';
import { pageOf } from './entries.js';

const ENTRIES = 1_000;

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}
const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];

/** D8: a page of 50 entries of an issue with 1,000 entries is one indexed range scan. */
describe('the query plan of a page of history', () => {
  let service: TestService;
  let admin: TenantClient;
  let issueId: number;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    const world = await createIssueWorld(admin);
    const [issue, other] = [await newIssue(admin, world), await newIssue(admin, world)];
    issueId = issue.id;
    // 1,000 entries of the issue among as many of another one, interleaved.
    await service.db.write(admin.tenantId, (sql) =>
      sql.query(
        `INSERT INTO issue_history (tenant_id, issue_id, author_id, action, changes)
         SELECT $1, CASE WHEN n % 2 = 0 THEN $2::int ELSE $3::int END, $4::int, 'updated',
                jsonb_build_array(jsonb_build_object('field', 'spent', 'from', n, 'to', n + 1))
         FROM generate_series(1, $5::int) n`,
        [admin.tenantId, issue.id, other.id, admin.userId, 2 * ENTRIES],
      ),
    );
    await service.db.write(admin.tenantId, (sql) => sql.query('ANALYZE issue_history'));
  });
  after(() => service.close());

  it('reads the page by a range of the index on (tenant, issue, id), with no sort and no sequential scan', async () => {
    const page = pageOf({ table: 'issue_history', column: 'issue_id', comments: true });
    const middle = await service.db.read(admin.tenantId, (sql) =>
      sql.query<{ id: number }>('SELECT id FROM issue_history WHERE issue_id = $1 ORDER BY id OFFSET 500 LIMIT 1', [
        issueId,
      ]),
    );
    const params = { tenantId: admin.tenantId, objectId: issueId, afterId: middle[0]!.id, fetch: 51 };
    const [row] = await service.db.read(admin.tenantId, (sql) =>
      sql.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${page.prepared.text}`, page.values(params)),
    );
    const plan = row!['QUERY PLAN'];
    const access = accessOf(plan, 'issue_history', 'issue_history');
    expect(access.seqScans).toBe(0);
    expect(access.indexes).toEqual([
      { name: 'issue_history_of_issue', condition: expect.stringMatching(/issue_id.*id > /s) },
    ]);
    const [{ Plan: root }] = plan as [{ Plan: PlanNode }];
    expect(nodeTypes(root)).not.toContain('Sort');
    const rows = await service.db.read(admin.tenantId, (sql) => page.run(sql, params));
    expect(rows).toHaveLength(51);
  });
});

import { expect } from 'expect';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { db, Statement } from '../platform/db/query.js';
import { createIssueWorld, type IssueWorld, newIssue, storeManyIssues } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { rowsLookedAt } from '../testing/plans.js';
import { lockedTogether } from './history.js';

/** Test executions of the tenant besides the one the change names, each relating an issue of its own. */
const OTHER_EXECUTIONS = 3_000;

const LOCKED = new Statement(
  (p: { tenantId: string; ids: number[]; ancestorsOf: number[]; peersOf: number[]; executions: number[] }) =>
    db
      .selectFrom(sql<{ id: number }>`(${lockedTogether(p)})`.as('locked'))
      .select('locked.id')
      .orderBy('locked.id'),
);

const literal = (value: unknown) =>
  Array.isArray(value) ? `ARRAY[${value.map(Number).join(', ')}]::int[]` : `'${String(value).replaceAll("'", "''")}'`;

/** Entries of test_execution_issues' indexes and rows of its scans read so far in this transaction. */
const LINKS_READ = `SELECT sum(pg_stat_get_xact_tuples_returned(c.oid) + pg_stat_get_xact_tuples_fetched(c.oid))::int AS rows
  FROM pg_class c WHERE c.oid = 'test_execution_issues'::regclass
    OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'test_execution_issues'::regclass)`;

/**
 * D13: a change of an issue that its test executions show locks the issues those executions relate
 * (and a change of test executions, theirs), in one order with the issue, and touches them. Every
 * write of an issue runs the look-up, with the service's generic plans: its work must follow the
 * issue's links, not the number of links the tenant has. PostgreSQL read all of them, twice, on
 * every `PUT` (src/issues/history.ts, lockedTogether). The touch after a status change
 * (touch_issues_depending_on) looks them up with a join of its own, whose plan took the keys with
 * the same statistics; it is held to the same bound.
 */
describe('the issues a change locks together', () => {
  let service: TestService;
  let admin: TenantClient;
  let changed: number;
  let peer: number;
  let execution: number;
  let parent: number;
  let world: IssueWorld;

  before(async () => {
    // Its own database: the statistics below would change the plans of tests running beside it.
    service = await TestService.start({ privateStore: true });
    admin = await service.newTenant();
    world = await createIssueWorld(admin);
    parent = (await newIssue(admin, world, { name: 'Sign-in' })).id;
    changed = (await newIssue(admin, world, { parentId: parent })).id;
    peer = (await newIssue(admin, world, { name: 'Password reset mail is late' })).id;
    const plan = await admin.create('/v1/test-plans', { name: 'Regression' });
    const passed = await admin.create('/v1/test-execution-statuses', { name: 'Passed', state: 1 });
    execution = (
      await admin.create('/v1/test-executions', {
        testPlanId: plan.id,
        testStepId: 1,
        statusId: passed.id,
        relatedIssueIds: [changed, peer],
      })
    ).id;
    await storeManyIssues(service, admin, peer, OTHER_EXECUTIONS);
    await service.db.write(admin.tenantId, (sql) =>
      sql.query(
        `WITH copies AS (
           INSERT INTO test_executions (tenant_id, test_plan_id, test_step_id, creator_id, status_id)
           SELECT t.tenant_id, t.test_plan_id, t.test_step_id, t.creator_id, t.status_id
           FROM test_executions t, generate_series(1, $2::int) WHERE t.id = $1::int
           RETURNING id),
         numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM copies),
         others AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM issues WHERE name LIKE 'Other issue %')
         INSERT INTO test_execution_issues (tenant_id, test_execution_id, issue_id)
         SELECT current_tenant(), numbered.id, others.id FROM numbered JOIN others USING (n)`,
        [execution, OTHER_EXECUTIONS],
      ),
    );
    // As in the benchmark: the tenant is one of a hundred to the planner and holds far more than
    // its share of the links, and vacuumed links are read from the index alone. With these the
    // generic plan read every link of the tenant.
    await service.asOwner('ALTER TABLE test_execution_issues ALTER COLUMN tenant_id SET (n_distinct = 100)');
    await service.asOwner('VACUUM ANALYZE test_execution_issues');
    await service.analyze();
  });
  after(() => service.close());

  let prepared = 0;
  /** The look-up's answer and the links it read, run as a prepared statement with its generic plan. */
  const explain = (p: { ids: number[]; ancestorsOf: number[]; peersOf: number[]; executions: number[] }) =>
    service.db.write(admin.tenantId, async (sql) => {
      const name = `locked_together_${++prepared}`;
      // EXECUTE takes no bound parameters: the test's own values, written out.
      const values = LOCKED.values({ tenantId: admin.tenantId, ...p }).map(literal);
      const execute = `EXECUTE ${name}(${values.join(', ')})`;
      await sql.query('SET LOCAL plan_cache_mode = force_generic_plan');
      await sql.query(`PREPARE ${name} AS ${LOCKED.prepared.text}`);
      const ids = (await sql.query<{ id: number }>(execute)).map((row) => row.id);
      const [row] = await sql.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${execute}`);
      await sql.query(`DEALLOCATE ${name}`);
      return { ids, looked: rowsLookedAt(row!['QUERY PLAN'], 'test_execution_issues') };
    });

  it("finds an issue's peers through its own links, with the generic plan the service runs it with", async () => {
    const { ids, looked } = await explain({ ids: [changed], ancestorsOf: [], peersOf: [changed], executions: [] });
    expect(ids).toEqual([changed, peer].sort((a, b) => a - b));
    // The issue's link and its execution's two take a handful of rows; the tenant's take thousands.
    expect(looked).toBeLessThan(20);
  });

  it("finds a test execution's issues through its links", async () => {
    const { ids, looked } = await explain({ ids: [], ancestorsOf: [], peersOf: [], executions: [execution] });
    expect(ids).toEqual([changed, peer].sort((a, b) => a - b));
    expect(looked).toBeLessThan(20);
  });

  it("reads no links for a change its test executions don't show", async () => {
    const { ids, looked } = await explain({ ids: [changed], ancestorsOf: [], peersOf: [], executions: [] });
    expect(ids).toEqual([changed]);
    expect(looked).toBe(0);
  });

  it('walks up to the ancestors of an issue whose roll-up fields change', async () => {
    const { ids, looked } = await explain({ ids: [changed], ancestorsOf: [changed], peersOf: [], executions: [] });
    expect(ids).toEqual([parent, changed].sort((a, b) => a - b));
    expect(looked).toBe(0);
  });

  it("touches a changed status's peers through the issue's own links, with the generic plan", async () => {
    const read = await service.db.write(admin.tenantId, async (sql) => {
      await sql.query('SET LOCAL plan_cache_mode = force_generic_plan');
      const [before] = await sql.query<{ rows: number }>(LINKS_READ);
      await sql.query(`SELECT touch_issues_depending_on('{}', ARRAY[$1::int])`, [changed]);
      const [after] = await sql.query<{ rows: number }>(LINKS_READ);
      return after!.rows - before!.rows;
    });
    expect(read).toBeLessThan(20);
  });

  it('still shows a PUT that changes what test executions show on its peers', async () => {
    const before = (await admin.get(`/issues/${peer}`)).headers.etag;
    expect((await admin.put(`/issues/${changed}`, { statusId: world.inProgress.id })).status).toBe(200);
    expect((await admin.get(`/issues/${peer}`)).headers.etag).not.toBe(before);
  });
});

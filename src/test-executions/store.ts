import type { Caller } from '../platform/auth/authenticate.js';
import { sql } from 'kysely';
import type { Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import { Params } from '../platform/db/params.js';
import { findMissingReference } from '../platform/db/references.js';
import { notFound } from '../platform/http/errors.js';
import { type Reference, referencedId, referencedIds } from '../platform/http/schemas.js';
import { lockVisibleIssues } from '../issues/store.js';
import { type Viewer, viewerOf } from '../issues/visibility.js';
import { testExecutionStatuses, testPlans } from '../reference-data/definitions.js';
import { testExecutionObject } from './objects.js';
import type {
  RelatedExtIssueInput,
  TestExecution,
  TestExecutionCreateInput,
  TestExecutionUpdateInput,
} from './schemas.js';

const THING = 'Test execution';

/** Where each scalar attribute is stored; references hold an id or `{id}`. */
const COLUMNS = {
  testPlanId: { column: 'test_plan_id', reference: true },
  testStepId: { column: 'test_step_id', reference: false },
  statusId: { column: 'status_id', reference: true },
  actual_result: { column: 'actual_result', reference: false },
  duration: { column: 'duration', reference: false },
  position: { column: 'position', reference: false },
  batchId: { column: 'batch_id', reference: false },
  extIssueId: { column: 'ext_issue_id', reference: false },
  extIssueUrl: { column: 'ext_issue_url', reference: false },
} as const;

type Scalar = keyof typeof COLUMNS;

function scalars(input: TestExecutionUpdateInput): { columns: string[]; values: unknown[] } {
  const names = (Object.keys(COLUMNS) as Scalar[]).filter((name) => input[name] !== undefined);
  return {
    columns: names.map((name) => COLUMNS[name].column),
    values: names.map((name) => (COLUMNS[name].reference ? referencedId(input[name] as Reference) : input[name])),
  };
}

/** The test executions with these ids, or all of them (null), as the caller may see their related issues. */
const FIND = new Statement((p: Viewer & { ids: number[] | null }) =>
  db
    .selectFrom('test_executions as te')
    .select((te) => sql<TestExecution>`${testExecutionObject(te, p)}`.as('item'))
    .where('te.tenant_id', '=', p.tenantId)
    .where(sql<boolean>`${p.ids}::int[] IS NULL OR te.id = ANY(${p.ids}::int[])`)
    .orderBy('te.id'),
);

export async function findTestExecutions(sql: Sql, caller: Caller, ids: number[] | null): Promise<TestExecution[]> {
  const rows = await FIND.run(sql, { ...viewerOf(caller), ids });
  return rows.map((row) => row.item);
}

export async function findTestExecution(sql: Sql, caller: Caller, id: number): Promise<TestExecution> {
  const [found] = await findTestExecutions(sql, caller, [id]);
  if (!found) throw notFound(THING, id);
  return found;
}

/** Test plan and status must exist; related issues must be issues the caller may see. */
async function requireReferences(sql: Sql, caller: Caller, input: TestExecutionUpdateInput): Promise<void> {
  const missing = await findMissingReference(sql, caller.tenantId, [
    { ...testPlans, ids: input.testPlanId === undefined ? [] : [referencedId(input.testPlanId)] },
    { ...testExecutionStatuses, ids: input.statusId === undefined ? [] : [referencedId(input.statusId)] },
  ]);
  if (missing) throw notFound(missing.thing, missing.id);
  if (input.relatedIssueIds) await lockVisibleIssues(sql, caller, referencedIds(input.relatedIssueIds));
}

async function replaceRelations(
  sql: Sql,
  tenantId: string,
  id: number,
  input: TestExecutionUpdateInput,
): Promise<void> {
  if (input.relatedIssueIds) {
    await sql.query('DELETE FROM test_execution_issues WHERE tenant_id = $1 AND test_execution_id = $2', [
      tenantId,
      id,
    ]);
    await sql.query(
      `INSERT INTO test_execution_issues (tenant_id, test_execution_id, issue_id)
       SELECT $1, $2, issue_id FROM unnest($3::int[]) AS issue_id`,
      [tenantId, id, referencedIds(input.relatedIssueIds)],
    );
  }
  if (input.relatedExtIssues) {
    await sql.query('DELETE FROM test_execution_ext_issues WHERE tenant_id = $1 AND test_execution_id = $2', [
      tenantId,
      id,
    ]);
    await sql.query(
      `INSERT INTO test_execution_ext_issues
         (tenant_id, test_execution_id, ext_issue_id, ext_key_id, ext_link, closed, closed_at, deleted, deleted_at)
       SELECT $1, $2, x.ext_issue_id, x.ext_key_id, x.ext_link, x.closed,
              CASE WHEN x.closed THEN coalesce(x.closed_at, now()) END, x.deleted,
              CASE WHEN x.deleted THEN coalesce(x.deleted_at, now()) END
       FROM json_to_recordset($3::json) AS x(ext_issue_id int, ext_key_id text, ext_link text,
                                             closed boolean, closed_at timestamptz, deleted boolean, deleted_at timestamptz)`,
      [tenantId, id, JSON.stringify(input.relatedExtIssues.map(extIssueRecord))],
    );
  }
}

const extIssueRecord = (x: RelatedExtIssueInput) => ({
  ext_issue_id: x.extIssueId,
  ext_key_id: x.extKeyId,
  ext_link: x.extLink,
  closed: x.closed ?? false,
  closed_at: x.closed_at ?? null,
  deleted: x.deleted ?? false,
  deleted_at: x.deleted_at ?? null,
});

export async function createTestExecution(
  sql: Sql,
  caller: Caller,
  input: TestExecutionCreateInput,
): Promise<TestExecution> {
  await requireReferences(sql, caller, input);
  const { columns, values } = scalars(input);
  const params = new Params([caller.tenantId, caller.userId]);
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO test_executions (tenant_id, creator_id, ${columns.join(', ')})
     VALUES ($1, $2, ${values.map((value) => params.add(value)).join(', ')}) RETURNING id`,
    params.values,
  );
  await replaceRelations(sql, caller.tenantId, row!.id, input);
  return findTestExecution(sql, caller, row!.id);
}

export async function updateTestExecution(
  sql: Sql,
  caller: Caller,
  id: number,
  input: TestExecutionUpdateInput,
): Promise<TestExecution> {
  const [existing] = await sql.query('SELECT 1 FROM test_executions WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [
    caller.tenantId,
    id,
  ]);
  if (!existing) throw notFound(THING, id);
  await requireReferences(sql, caller, input);
  const { columns, values } = scalars(input);
  const params = new Params([caller.tenantId, id]);
  const assignments = columns.map((column, index) => `${column} = ${params.add(values[index])}`);
  await sql.query(
    `UPDATE test_executions SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE tenant_id = $1 AND id = $2`,
    params.values,
  );
  await replaceRelations(sql, caller.tenantId, id, input);
  return findTestExecution(sql, caller, id);
}

export async function deleteTestExecution(sql: Sql, tenantId: string, id: number): Promise<void> {
  const deleted = await sql.query('DELETE FROM test_executions WHERE tenant_id = $1 AND id = $2 RETURNING id', [
    tenantId,
    id,
  ]);
  if (deleted.length === 0) throw notFound(THING, id);
}

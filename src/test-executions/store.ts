import { sql } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { type Attribute, AttributeColumns } from '../platform/db/attributes.js';
import { checkStatement } from '../platform/db/checks.js';
import type { Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import { notFound } from '../platform/http/errors.js';
import { idPage } from '../platform/http/pagination.js';
import { referencedIds } from '../platform/http/schemas.js';
import { lockIssuesOfTestExecutions, relateTestExecution } from '../issues/test-execution-links.js';
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

type Column = keyof DB['test_executions'];

/** Where each scalar attribute is stored; references hold an id or `{id}`. */
const COLUMNS = new AttributeColumns({
  testPlanId: { column: 'test_plan_id', reference: { target: testPlans } },
  testStepId: { column: 'test_step_id' },
  statusId: { column: 'status_id', reference: { target: testExecutionStatuses } },
  actual_result: { column: 'actual_result' },
  duration: { column: 'duration' },
  position: { column: 'position' },
  batchId: { column: 'batch_id' },
  extIssueId: { column: 'ext_issue_id' },
  extIssueUrl: { column: 'ext_issue_url' },
} satisfies Record<string, Attribute<Column>>);

type Scalar = (typeof COLUMNS.names)[number];
type StoredValues = Record<Scalar, unknown>;
type Key = { tenantId: string; id: number };

/** What a create must send (INSERT below); the others keep their column's default unless sent. */
const REQUIRED = ['testPlanId', 'testStepId', 'statusId'] as const satisfies readonly Scalar[];
const OPTIONAL = COLUMNS.names.filter((name) => !(REQUIRED as readonly Scalar[]).includes(name));

/** The test executions with these ids, as the caller may see their related issues. */
const FIND = new Statement((p: Viewer & { ids: number[] }) =>
  db
    .selectFrom('test_executions as te')
    .select((te) => sql<TestExecution>`${testExecutionObject(te, p)}`.as('item'))
    .where('te.tenant_id', '=', p.tenantId)
    .where(sql<boolean>`te.id = ANY(${p.ids}::int[])`)
    .orderBy('te.id'),
);

/** A page of the tenant's test executions by id (see idPage). */
const LIST = new Statement(
  (p: Viewer & { after: number; fetch: number }) =>
    sql<{ id: number; item: TestExecution | null }>`${idPage(
      db
        .selectFrom('test_executions as te')
        .select((te) => ['te.id', sql<TestExecution>`${testExecutionObject(te, p)}`.as('item')])
        .where('te.tenant_id', '=', p.tenantId)
        .where('te.id', '>', sql<number>`${p.after}::int`)
        .orderBy('te.id')
        .limit(sql<number>`${p.fetch}::int`),
    )}`,
);

export async function findTestExecutions(sql: Sql, caller: Caller, ids: number[]): Promise<TestExecution[]> {
  const rows = await FIND.run(sql, { ...viewerOf(caller), ids });
  return rows.map((row) => row.item);
}

export function listTestExecutions(sql: Sql, caller: Caller, page: { after: number; fetch: number }) {
  return LIST.run(sql, { ...viewerOf(caller), ...page });
}

export async function findTestExecution(sql: Sql, caller: Caller, id: number): Promise<TestExecution> {
  const [found] = await findTestExecutions(sql, caller, [id]);
  if (!found) throw notFound(THING, id);
  return found;
}

/** Test plan and status must exist, in this order. */
const REFERENCES_EXIST = checkStatement(COLUMNS.referenceChecks<{ tenantId: string } & StoredValues>());

/** Test plan and status must exist. */
async function requireReferences(sql: Sql, caller: Caller, input: TestExecutionUpdateInput): Promise<void> {
  await REFERENCES_EXIST.require(sql, { tenantId: caller.tenantId, ...COLUMNS.storedValues(input) });
}

const CLEAR_EXT_ISSUES = new Statement((p: Key) =>
  db.deleteFrom('test_execution_ext_issues').where('tenant_id', '=', p.tenantId).where('test_execution_id', '=', p.id),
);

/** The external issues of `records` (a JSON array of extIssueRecord) for test execution `id`. */
const ADD_EXT_ISSUES = new Statement(
  (p: Key & { records: string }) =>
    sql`INSERT INTO test_execution_ext_issues
         (tenant_id, test_execution_id, ext_issue_id, ext_key_id, ext_link, closed, closed_at, deleted, deleted_at)
       SELECT ${p.tenantId}, ${p.id}, x.ext_issue_id, x.ext_key_id, x.ext_link, x.closed,
              CASE WHEN x.closed THEN coalesce(x.closed_at, now()) END, x.deleted,
              CASE WHEN x.deleted THEN coalesce(x.deleted_at, now()) END
       FROM json_to_recordset(${p.records}::json) AS x(ext_issue_id int, ext_key_id text, ext_link text,
                                             closed boolean, closed_at timestamptz, deleted boolean, deleted_at timestamptz)`,
);

const extIssueRecord = (x: RelatedExtIssueInput) => ({
  ext_issue_id: x.extIssueId,
  ext_key_id: x.extKeyId,
  ext_link: x.extLink,
  closed: x.closed ?? false,
  closed_at: x.closed_at ?? null,
  deleted: x.deleted ?? false,
  deleted_at: x.deleted_at ?? null,
});

/**
 * The related lists sent replace the old ones. Related issues are a change of those issues, made
 * by their write path: they must be issues the caller may see (404).
 */
async function replaceRelations(sql: Sql, caller: Caller, id: number, input: TestExecutionUpdateInput): Promise<void> {
  const tenantId = caller.tenantId;
  if (input.relatedIssueIds) await relateTestExecution(sql, caller, id, referencedIds(input.relatedIssueIds));
  if (input.relatedExtIssues) {
    await CLEAR_EXT_ISSUES.run(sql, { tenantId, id });
    await ADD_EXT_ISSUES.run(sql, {
      tenantId,
      id,
      records: JSON.stringify(input.relatedExtIssues.map(extIssueRecord)),
    });
  }
}

const INSERT = new Statement((p: { tenantId: string; userId: number } & StoredValues) =>
  db
    .insertInto('test_executions')
    .values({
      tenant_id: p.tenantId,
      creator_id: p.userId,
      test_plan_id: sql<number>`${p.testPlanId}`,
      test_step_id: sql<number>`${p.testStepId}`,
      status_id: sql<number>`${p.statusId}`,
    })
    .returning('id'),
);

/**
 * Sets the attributes among `names` that a request sends (`sent`), the others keeping their values,
 * and `updated_at`: `column = CASE WHEN <sent> THEN <value> ELSE column END` for each, so that the
 * text is the same whatever a request sends and is prepared once (as issues/store.ts edits issues).
 */
const setSent = (names: readonly Scalar[]) =>
  new Statement((p: Key & StoredValues & { sent: string[] }) =>
    db
      .updateTable('test_executions')
      .set((te) => ({
        ...Object.fromEntries(
          names.map((name) => {
            const column = COLUMNS.map[name].column;
            return [
              column,
              sql`CASE WHEN ${sql.lit(name)} = ANY(${p.sent}::text[]) THEN ${p[name]} ELSE ${te.ref(column)} END`,
            ];
          }),
        ),
        updated_at: sql`now()`,
      }))
      .where('tenant_id', '=', p.tenantId)
      .where('id', '=', p.id),
  );
const SET_OPTIONAL = setSent(OPTIONAL);
const SET_ALL = setSent(COLUMNS.names);

export async function createTestExecution(
  sql: Sql,
  caller: Caller,
  input: TestExecutionCreateInput,
): Promise<TestExecution> {
  await requireReferences(sql, caller, input);
  const values = COLUMNS.storedValues(input);
  const [row] = await INSERT.run(sql, { tenantId: caller.tenantId, userId: caller.userId, ...values });
  const id = row!.id;
  const optional = COLUMNS.sent(input, OPTIONAL);
  if (optional.length > 0) await SET_OPTIONAL.run(sql, { tenantId: caller.tenantId, id, ...values, sent: optional });
  await replaceRelations(sql, caller, id, input);
  return findTestExecution(sql, caller, id);
}

const LOCK = new Statement((p: Key) =>
  db.selectFrom('test_executions').select('id').where('tenant_id', '=', p.tenantId).where('id', '=', p.id).forUpdate(),
);

export async function updateTestExecution(
  sql: Sql,
  caller: Caller,
  id: number,
  input: TestExecutionUpdateInput,
): Promise<TestExecution> {
  const [existing] = await LOCK.run(sql, { tenantId: caller.tenantId, id });
  if (!existing) throw notFound(THING, id);
  await lockIssuesOfTestExecutions(sql, caller.tenantId, [id], referencedIds(input.relatedIssueIds));
  await requireReferences(sql, caller, input);
  const values = COLUMNS.storedValues(input);
  await SET_ALL.run(sql, { tenantId: caller.tenantId, id, ...values, sent: COLUMNS.sent(input) });
  await replaceRelations(sql, caller, id, input);
  return findTestExecution(sql, caller, id);
}

const DELETE = new Statement((p: Key) =>
  db.deleteFrom('test_executions').where('tenant_id', '=', p.tenantId).where('id', '=', p.id).returning('id'),
);

export async function deleteTestExecution(sql: Sql, tenantId: string, id: number): Promise<void> {
  // The test execution first, then its issues: the order of every write of test executions (D13).
  const [existing] = await LOCK.run(sql, { tenantId, id });
  if (!existing) throw notFound(THING, id);
  await lockIssuesOfTestExecutions(sql, tenantId, [id]);
  await DELETE.run(sql, { tenantId, id });
}

import { sql as raw } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { type Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import { badRequest } from '../platform/http/errors.js';
import { TEST_EXECUTION_ISSUES } from './members.js';
import { MAX_TEST_EXECUTIONS_PER_ISSUE } from '../test-executions/schemas.js';
import { lockedTogether, type Touches } from './history.js';
import { changeIssuesUnrecorded } from './write-path.js';

/** The first of `issueIds` that test executions other than `id` relate MAX_TEST_EXECUTIONS_PER_ISSUE times. */
const FULLY_RELATED = new Statement((p: { tenantId: string; id: number; issueIds: number[] }) =>
  db
    .selectFrom('test_execution_issues')
    .select('issue_id')
    .where('tenant_id', '=', p.tenantId)
    .where('issue_id', '=', raw<number>`any(${p.issueIds}::int[])`)
    .where('test_execution_id', '<>', p.id)
    .groupBy('issue_id')
    .having(raw<number>`count(*)`, '>=', MAX_TEST_EXECUTIONS_PER_ISSUE)
    .orderBy('issue_id')
    .limit(1),
);

/**
 * Makes `issueIds` the related issues of test execution `id`: a change of those issues (D6 shows it
 * on them). 400 for an issue that other test executions relate as often as one issue may be (D13).
 */
export async function relateTestExecution(
  sql: Sql,
  caller: Caller,
  id: number,
  issueIds: readonly number[],
): Promise<void> {
  const relate = async () => {
    const [full] = await FULLY_RELATED.run(sql, { tenantId: caller.tenantId, id, issueIds: [...issueIds] });
    if (full) {
      throw badRequest(
        `Issue ${full.issue_id} is related to ${MAX_TEST_EXECUTIONS_PER_ISSUE} test executions, the most an issue can be.`,
      );
    }
    await TEST_EXECUTION_ISSUES.replace(sql, caller.tenantId, [id], issueIds);
  };
  // The issues it relates now are touched as well as the new ones.
  await changeIssuesUnrecorded(sql, caller, issueIds, relate, { ancestorsOf: [], peersOf: [], executions: [id] });
}

const LOCK_TOUCHED = new Statement((p: { tenantId: string; ids: number[] } & Touches) =>
  db
    .selectFrom('issues')
    .select('id')
    .where('tenant_id', '=', p.tenantId)
    .where('id', 'in', raw<number>`(${lockedTogether(p)})`)
    .orderBy('id')
    .forUpdate(),
);

/**
 * Locks, in id order, the issues a change of test executions `executions` touches (their related
 * issues show them, D13) and the issues `relating` they will relate, before the change: a status
 * change of a test execution then waits for, rather than deadlocks with, updates of those issues.
 */
export async function lockIssuesOfTestExecutions(
  sql: Sql,
  tenantId: string,
  executions: number[],
  relating: readonly number[] = [],
): Promise<void> {
  await LOCK_TOUCHED.run(sql, { tenantId, ids: [...relating], ancestorsOf: [], peersOf: [], executions });
}

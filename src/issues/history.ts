import { type Compilable, type Expression, sql } from 'kysely';
import { db, Statement } from '../platform/db/query.js';
import { type Action, type TrackedKind, Tracking } from '../history/tracking.js';
import { type TrackedIssueField } from './fields.js';
import { issueSnapshot, shownIssueValue } from './sql.js';
import { type Viewer, visibleTo } from './visibility.js';

/**
 * Which other issues a change of some issues touches (their triggers give those rows new versions,
 * migration 0005): the ancestors of `ancestorsOf` (roll-ups), the issues sharing a test execution
 * with `peersOf` (their related issues), the issues related to test executions `executions`.
 */
export interface Touches {
  ancestorsOf: number[];
  peersOf: number[];
  executions: number[];
}

export const TOUCHES_NOTHING: Touches = { ancestorsOf: [], peersOf: [], executions: [] };

/** Ids as a value, or SQL that computes them (a statement that works out what it touches itself). */
type IdsSql = number[] | Expression<number[]>;

/** The issues test execution `executionId` relates, looked up by key (see lockedTogether). */
const issuesOfExecution = (tenantId: string, executionId: Expression<number>) =>
  sql<{ issue_id: number }>`(SELECT link.issue_id FROM test_execution_issues link
    WHERE link.tenant_id = ${tenantId} AND link.test_execution_id = ${executionId} OFFSET 0)`;

/**
 * The ids of issues `p.ids` and of those their change touches (see Touches): the rows a change
 * locks, all of them in one global order (by id, D13), so that changes racing each other wait
 * instead of deadlocking (a bulk edit of a parent and its child, an update of the child that
 * touches the parent).
 *
 * Every step looks its rows up by key, once per id: with `= any(ids)`, the service's generic plan
 * read all of the tenant's test execution links and filtered them by the ids (0.5 ms of every
 * `PUT` with 1,000 links, growing with the tenant), as migration 0041 found for the walk up. LIMIT 1
 * (one issue per id) and OFFSET 0 keep each look-up a subquery of its own, which the planner cannot
 * turn back into a read of all the links.
 */
export const lockedTogether = (p: { tenantId: string } & { [K in 'ids' | keyof Touches]: IdsSql }) => sql<{
  id: number;
}>`
  WITH RECURSIVE up(id, parent_id) AS (
    SELECT u.id, u.parent_id FROM issues u WHERE u.tenant_id = ${p.tenantId} AND u.id = any(${p.ancestorsOf}::int[])
    UNION
    SELECT a.id, a.parent_id FROM up CROSS JOIN LATERAL (SELECT a.id, a.parent_id FROM issues a
      WHERE a.tenant_id = ${p.tenantId} AND a.id = up.parent_id LIMIT 1) a)
  SELECT x.id FROM unnest(${p.ids}::int[]) AS x(id)
  UNION SELECT up.id FROM up
  UNION SELECT peer.issue_id FROM unnest(${p.peersOf}::int[]) AS mine(issue_id)
    CROSS JOIN LATERAL (SELECT link.test_execution_id FROM test_execution_issues link
      WHERE link.tenant_id = ${p.tenantId} AND link.issue_id = mine.issue_id OFFSET 0) execution
    CROSS JOIN LATERAL ${issuesOfExecution(p.tenantId, sql.ref('execution.test_execution_id'))} peer
  UNION SELECT related.issue_id FROM unnest(${p.executions}::int[]) AS execution(id)
    CROSS JOIN LATERAL ${issuesOfExecution(p.tenantId, sql.ref('execution.id'))} related`;

/**
 * Locks the issues with these ids, and those their change touches, in id order (see lockedTogether);
 * answers the visible ones of `ids` with the stored values of `fields` (see IssueTracking).
 */
export const lockWithSnapshot = (fields: readonly TrackedIssueField[]) =>
  new Statement((p: Viewer & { ids: number[] } & Touches) =>
    db
      .with('ordered', (q) =>
        q
          .selectFrom('issues as i')
          .selectAll('i')
          .where('i.tenant_id', '=', p.tenantId)
          .where('i.id', 'in', sql<number>`(${lockedTogether(p)})`)
          .orderBy('i.id')
          .forUpdate(),
      )
      .selectFrom('ordered as i')
      .select(['i.id', 'i.deleted', issueSnapshot(fields).as('snapshot')])
      .where('i.id', '=', sql<number>`any(${p.ids}::int[])`)
      .where(visibleTo(p))
      .orderBy('i.id'),
  );

export const ISSUES: TrackedKind = { table: 'issues', alias: 'i', history: 'issue_history', column: 'issue_id' };

/** A kind of change of issues and its record (see Tracking), with the lock that takes the snapshot. */
export class IssueTracking extends Tracking {
  readonly lock: ReturnType<typeof lockWithSnapshot>;

  constructor(action: Action, fields: readonly TrackedIssueField[]) {
    super(ISSUES, action, fields, issueSnapshot(fields), shownIssueValue);
    this.lock = lockWithSnapshot(fields);
  }
}

/**
 * A write of one comment (`write`, returning the comment's tenant_id, issue_id, id and description)
 * with, in the same statement, the history entry of what `authorId` did to it: the comment as it is
 * after (as it was, when deleted). Answers the comment's id.
 */
export const withCommentEntry = (
  action: 'commented' | 'comment_edited' | 'comment_deleted',
  authorId: number,
  write: Compilable<unknown>,
) =>
  sql<{ id: number }>`WITH written AS (${write}),
    recorded AS (
      INSERT INTO issue_history (tenant_id, issue_id, author_id, action, comment)
      SELECT written.tenant_id, written.issue_id, ${authorId}::int, ${action}::text,
        jsonb_build_object('id', written.id, 'description', written.description)
      FROM written)
    SELECT written.id FROM written`;

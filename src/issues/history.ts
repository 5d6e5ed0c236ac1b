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

/**
 * The ids of issues `p.ids` and of those their change touches (see Touches): the rows a change
 * locks, all of them in one global order (by id, D13), so that changes racing each other wait
 * instead of deadlocking (a bulk edit of a parent and its child, an update of the child that
 * touches the parent).
 */
export const lockedTogether = (p: { tenantId: string } & { [K in 'ids' | keyof Touches]: IdsSql }) => sql<{
  id: number;
}>`
  WITH RECURSIVE up(id, parent_id) AS (
    SELECT u.id, u.parent_id FROM issues u WHERE u.tenant_id = ${p.tenantId} AND u.id = any(${p.ancestorsOf}::int[])
    UNION
    SELECT a.id, a.parent_id FROM issues a JOIN up ON a.tenant_id = ${p.tenantId} AND a.id = up.parent_id)
  SELECT x.id FROM unnest(${p.ids}::int[]) AS x(id)
  UNION SELECT up.id FROM up
  UNION SELECT peer.issue_id FROM test_execution_issues mine
    JOIN test_execution_issues peer ON peer.tenant_id = mine.tenant_id AND peer.test_execution_id = mine.test_execution_id
    WHERE mine.tenant_id = ${p.tenantId} AND mine.issue_id = any(${p.peersOf}::int[])
  UNION SELECT related.issue_id FROM test_execution_issues related
    WHERE related.tenant_id = ${p.tenantId} AND related.test_execution_id = any(${p.executions}::int[])`;

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

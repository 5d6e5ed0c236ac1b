import { type Compilable, sql } from 'kysely';
import { db, Statement } from '../platform/db/query.js';
import { type Action, type TrackedKind, Tracking } from '../history/tracking.js';
import { issueSnapshot, shownIssueValue, type TrackedIssueField } from './sql.js';
import { type Viewer, visibleTo } from './visibility.js';

/** Locks the visible issues with these ids, in id order, with the stored values of `fields` (see IssueTracking). */
export const lockWithSnapshot = (fields: readonly TrackedIssueField[]) =>
  new Statement((p: Viewer & { ids: number[] }) =>
    db
      .selectFrom('issues as i')
      .select(['i.id', 'i.deleted', issueSnapshot(fields).as('snapshot')])
      .where('i.tenant_id', '=', p.tenantId)
      .where('i.id', '=', sql<number>`any(${p.ids}::int[])`)
      .where(visibleTo(p))
      .orderBy('i.id')
      .forUpdate(),
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

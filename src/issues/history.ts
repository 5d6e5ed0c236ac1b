import { sql } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Sql } from '../platform/db/database.js';
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

const RECORD_COMMENT_ACTION = new Statement(
  (p: { tenantId: string; authorId: number; action: string; commentId: number }) =>
    db
      .insertInto('issue_history')
      .columns(['tenant_id', 'issue_id', 'author_id', 'action', 'comment'])
      .expression(
        db
          .selectFrom('issue_comments as c')
          .select([
            'c.tenant_id',
            'c.issue_id',
            sql<number>`${p.authorId}::int`.as('author_id'),
            sql<string>`${p.action}::text`.as('action'),
            sql<unknown>`jsonb_build_object('id', c.id, 'description', c.description)`.as('comment'),
          ])
          .where('c.tenant_id', '=', p.tenantId)
          .where('c.id', '=', p.commentId),
      ),
);

/** Records what `caller` did to a comment, with the comment as it is after (as it was, when deleted). */
export async function recordCommentAction(
  sql: Sql,
  caller: Caller,
  action: 'commented' | 'comment_edited' | 'comment_deleted',
  commentId: number,
): Promise<void> {
  await RECORD_COMMENT_ACTION.run(sql, { tenantId: caller.tenantId, authorId: caller.userId, action, commentId });
}

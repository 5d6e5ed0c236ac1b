import { sql } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import { issueSnapshot, type TrackedIssueField } from './sql.js';
import { issueRow, type Viewer, visibleTo } from './visibility.js';

const lockWithSnapshot = (fields: readonly TrackedIssueField[]) =>
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

interface RecordParams {
  tenantId: string;
  authorId: number;
  action: string;
  fields: string[];
  ids: number[];
  /** [{id, snapshot}] of the issues when they were locked, as JSON. */
  before: string;
}

/** An entry for each issue whose fields differ from its snapshot before the change, listing the differences. */
const recordChanges = (fields: readonly TrackedIssueField[]) =>
  new Statement(
    (p: RecordParams) =>
      sql`INSERT INTO issue_history (tenant_id, issue_id, author_id, action, changes)
        SELECT i.tenant_id, i.id, ${p.authorId}::int, ${p.action}::text, recorded.changes
        FROM issues i
        JOIN jsonb_to_recordset(${p.before}::jsonb) AS before(id int, snapshot jsonb) ON before.id = i.id
        CROSS JOIN LATERAL (SELECT ${issueSnapshot(fields)} AS snapshot) after
        CROSS JOIN LATERAL (
          SELECT coalesce(jsonb_agg(jsonb_build_object('field', f.name, 'from', before.snapshot -> f.name,
                   'to', after.snapshot -> f.name) ORDER BY f.n), '[]'::jsonb) AS changes
          FROM unnest(${p.fields}::text[]) WITH ORDINALITY AS f(name, n)
          WHERE (before.snapshot -> f.name) IS DISTINCT FROM (after.snapshot -> f.name)) recorded
        WHERE ${issueRow.ref('i.tenant_id')} = ${p.tenantId} AND i.id = any(${p.ids}::int[])
          AND recorded.changes <> '[]'::jsonb`,
  );

/**
 * How a change of issues is recorded in their history (D8): as `action`, with the `fields` it can
 * change. The issues are locked with a snapshot of those fields as their objects show them, and once
 * the change is made, one statement records an entry for each issue that differs, with every field
 * that does and its value before and after.
 */
export class IssueTracking {
  readonly lock: ReturnType<typeof lockWithSnapshot>;
  readonly #record: ReturnType<typeof recordChanges>;
  readonly #fields: string[];

  constructor(
    readonly action: 'updated' | 'deleted' | 'undeleted',
    fields: readonly TrackedIssueField[],
  ) {
    this.lock = lockWithSnapshot(fields);
    this.#record = recordChanges(fields);
    this.#fields = [...fields];
  }

  /** Records the entries of the change `caller` made to the `locked` issues. */
  async record(sql: Sql, caller: Caller, locked: readonly { id: number; snapshot?: unknown }[]): Promise<void> {
    await this.#record.run(sql, {
      tenantId: caller.tenantId,
      authorId: caller.userId,
      action: this.action,
      fields: this.#fields,
      ids: locked.map(({ id }) => id),
      before: JSON.stringify(locked.map(({ id, snapshot }) => ({ id, snapshot }))),
    });
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

import type Type from 'typebox';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import { sql } from 'kysely';
import type { Database, Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import type { Precondition } from '../platform/http/conditional.js';
import { badRequest, conflict, noPermission, notFound } from '../platform/http/errors.js';
import type { CommentObject } from './schemas.js';
import { commentObject } from './sql.js';
import { withCommentEntry } from './history.js';
import { changeIssueQuietly, requireOfIssue } from './write-path.js';

type Comment = Type.Static<typeof CommentObject>;
type CommentKey = { tenantId: string; id: number };
/** A comment as its URL names it. */
type CommentPath = { issueId: number; commentId: number };

const RENDER = new Statement((p: CommentKey) =>
  db
    .selectFrom('issue_comments as c')
    .select((c) => sql<Comment>`${commentObject(c)}`.as('comment'))
    .where('c.tenant_id', '=', p.tenantId)
    .where('c.id', '=', p.id),
);

async function renderComment(sql: Sql, tenantId: string, id: number): Promise<Comment> {
  const [row] = await RENDER.run(sql, { tenantId, id });
  return row!.comment;
}

const LOCK = new Statement((p: CommentKey & { issueId: number }) =>
  db
    .selectFrom('issue_comments')
    .select(['user_id', 'deleted'])
    .where('tenant_id', '=', p.tenantId)
    .where('issue_id', '=', p.issueId)
    .where('id', '=', p.id)
    .forUpdate(),
);

/**
 * Locks a comment of the issue for a change by the caller: their own comments need issue:update
 * (checked by the route), other people's need admin.
 */
async function changeOwnComment(
  sql: Sql,
  caller: Caller,
  issueId: number,
  commentId: number,
  precondition: Precondition | null,
  change: (comment: { deleted: boolean }) => Promise<void>,
): Promise<Comment> {
  return changeIssueQuietly(sql, caller, issueId, async () => {
    // A comment is part of its issue's object: If-Match names the issue's ETag.
    await requireOfIssue(sql, caller, issueId, precondition);
    const [comment] = await LOCK.run(sql, { tenantId: caller.tenantId, issueId, id: commentId });
    if (!comment) throw notFound('Comment', commentId);
    if (comment.user_id !== caller.userId && !can(caller.role, 'admin')) throw noPermission();
    await change(comment);
    return renderComment(sql, caller.tenantId, commentId);
  });
}

/** D13: an issue holds at most this many comments, deleted ones included (its object shows them all). */
export const MAX_COMMENTS = 500;
/** D13: ... and at most this many characters in their descriptions together. */
export const MAX_COMMENT_CHARACTERS = 1_000_000;

/** The issue's comments but `exceptId`: how many, and their characters together. */
const HELD = new Statement((p: { tenantId: string; issueId: number; exceptId: number }) =>
  db
    .selectFrom('issue_comments')
    .select([
      sql<number>`count(*)::int`.as('comments'),
      sql<number>`coalesce(sum(char_length(description)), 0)::int`.as('characters'),
    ])
    .where('tenant_id', '=', p.tenantId)
    .where('issue_id', '=', p.issueId)
    .where('id', '<>', p.exceptId),
);

/**
 * 400 when a comment of `description` (in place of comment `exceptId`) would take the issue, which
 * the caller has locked, past MAX_COMMENTS or MAX_COMMENT_CHARACTERS.
 */
async function requireRoom(sql: Sql, tenantId: string, issueId: number, description: string, exceptId = 0) {
  const [held] = await HELD.run(sql, { tenantId, issueId, exceptId });
  if (exceptId === 0 && held!.comments >= MAX_COMMENTS) {
    throw badRequest(`Issue ${issueId} holds ${MAX_COMMENTS} comments, the most an issue can hold.`);
  }
  if (held!.characters + [...description].length > MAX_COMMENT_CHARACTERS) {
    throw badRequest(
      `The comments of issue ${issueId} would hold more than ${MAX_COMMENT_CHARACTERS.toLocaleString('en')} characters, the most an issue can hold.`,
    );
  }
}

/** What the comment writes return for their history entries (see withCommentEntry). */
const WRITTEN = ['tenant_id', 'issue_id', 'id', 'description'] as const;

const ADD = new Statement((p: { tenantId: string; issueId: number; userId: number; description: string }) =>
  withCommentEntry(
    'commented',
    p.userId,
    db
      .insertInto('issue_comments')
      .values({ tenant_id: p.tenantId, issue_id: p.issueId, user_id: p.userId, description: p.description })
      .returning(WRITTEN),
  ),
);

const EDIT = new Statement((p: CommentKey & { description: string; userId: number }) =>
  withCommentEntry(
    'comment_edited',
    p.userId,
    db
      .updateTable('issue_comments')
      .set({ description: p.description, updated_at: sql`now()` })
      .where('tenant_id', '=', p.tenantId)
      .where('id', '=', p.id)
      .returning(WRITTEN),
  ),
);

const DELETE = new Statement((p: CommentKey & { userId: number }) =>
  withCommentEntry(
    'comment_deleted',
    p.userId,
    db
      .updateTable('issue_comments')
      .set({ deleted: true, deleted_at: sql`now()` })
      .where('tenant_id', '=', p.tenantId)
      .where('id', '=', p.id)
      .returning(WRITTEN),
  ),
);

/** Adds the caller's comment to an issue they may see (404 otherwise). */
export async function addComment(sql: Sql, caller: Caller, issueId: number, description: string): Promise<Comment> {
  return changeIssueQuietly(sql, caller, issueId, async () => {
    await requireRoom(sql, caller.tenantId, issueId, description);
    const [row] = await ADD.run(sql, { tenantId: caller.tenantId, issueId, userId: caller.userId, description });
    return renderComment(sql, caller.tenantId, row!.id);
  });
}

/** Edits the caller's comment (someone else's needs admin); a deleted comment is a 409. */
function editComment(
  sql: Sql,
  caller: Caller,
  key: CommentPath,
  description: string,
  precondition: Precondition | null,
): Promise<Comment> {
  const { issueId, commentId } = key;
  return changeOwnComment(sql, caller, issueId, commentId, precondition, async (comment) => {
    if (comment.deleted) throw conflict(`Comment with id ${commentId} is deleted and cannot be edited.`);
    await requireRoom(sql, caller.tenantId, issueId, description, commentId);
    await EDIT.run(sql, { tenantId: caller.tenantId, id: commentId, description, userId: caller.userId });
  });
}

/** Deletes the caller's comment softly (someone else's needs admin); twice changes nothing. */
function deleteComment(
  sql: Sql,
  caller: Caller,
  key: CommentPath,
  precondition: Precondition | null,
): Promise<Comment> {
  return changeOwnComment(sql, caller, key.issueId, key.commentId, precondition, async (comment) => {
    if (comment.deleted) return;
    await DELETE.run(sql, { tenantId: caller.tenantId, id: key.commentId, userId: caller.userId });
  });
}

/** The comment operations, each in a write transaction of its own (the routes call these). */
export class CommentService {
  constructor(private readonly db: Database) {}

  add(caller: Caller, issueId: number, description: string): Promise<Comment> {
    return this.db.write(caller.tenantId, (sql) => addComment(sql, caller, issueId, description));
  }

  edit(caller: Caller, key: CommentPath, description: string, precondition: Precondition | null): Promise<Comment> {
    return this.db.write(caller.tenantId, (sql) => editComment(sql, caller, key, description, precondition));
  }

  delete(caller: Caller, key: CommentPath, precondition: Precondition | null): Promise<Comment> {
    return this.db.write(caller.tenantId, (sql) => deleteComment(sql, caller, key, precondition));
  }
}

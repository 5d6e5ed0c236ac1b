import type Type from 'typebox';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import type { Sql } from '../platform/db/database.js';
import { conflict, noPermission, notFound } from '../platform/http/errors.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { CommentInput, CommentObject, CommentParams } from './schemas.js';
import { commentJson } from './sql.js';
import { lockVisibleIssues } from './store.js';

type Comment = Type.Static<typeof CommentObject>;

async function renderComment(sql: Sql, tenantId: string, id: number): Promise<Comment> {
  const [row] = await sql.query<{ comment: Comment }>(
    `SELECT ${commentJson('c')} AS comment FROM issue_comments c WHERE c.tenant_id = $1 AND c.id = $2`,
    [tenantId, id],
  );
  return row!.comment;
}

/**
 * Locks a comment of the issue for a change by the caller: their own comments need issue:update
 * (checked by the route), other people's need admin.
 */
async function lockOwnComment(sql: Sql, caller: Caller, issueId: number, commentId: number) {
  await lockVisibleIssues(sql, caller, [issueId]);
  const [comment] = await sql.query<{ user_id: number; deleted: boolean }>(
    'SELECT user_id, deleted FROM issue_comments WHERE tenant_id = $1 AND issue_id = $2 AND id = $3 FOR UPDATE',
    [caller.tenantId, issueId, commentId],
  );
  if (!comment) throw notFound('Comment', commentId);
  if (comment.user_id !== caller.userId && !can(caller.role, 'admin')) throw noPermission();
  return comment;
}

/** Comments of an issue (D3): added, edited and deleted (softly) one by one. */
export async function commentRoutes(app: Server): Promise<void> {
  const tags = ['issue comments'];

  app.post('/issues/:id/comments', {
    schema: {
      tags,
      summary: 'Comment on an issue',
      params: IdParams,
      body: CommentInput,
      response: { 201: CommentObject, ...errorResponses(400, 401, 404, 406) },
    },
    config: { permission: 'issue:update' },
    handler: async ({ caller, params, body }, reply) => {
      const comment = await app.db.write(caller.tenantId, async (sql) => {
        await lockVisibleIssues(sql, caller, [params.id]);
        const [row] = await sql.query<{ id: number }>(
          'INSERT INTO issue_comments (tenant_id, issue_id, user_id, description) VALUES ($1, $2, $3, $4) RETURNING id',
          [caller.tenantId, params.id, caller.userId, body.description],
        );
        return renderComment(sql, caller.tenantId, row!.id);
      });
      return reply.code(201).send(comment);
    },
  });

  app.put('/issues/:id/comments/:commentId', {
    schema: {
      tags,
      summary: "Edit a comment (someone else's needs admin)",
      params: CommentParams,
      body: CommentInput,
      response: { 200: CommentObject, ...errorResponses(400, 401, 404, 406, 409) },
    },
    config: { permission: 'issue:update' },
    handler: async ({ caller, params, body }) =>
      app.db.write(caller.tenantId, async (sql) => {
        const comment = await lockOwnComment(sql, caller, params.id, params.commentId);
        if (comment.deleted) throw conflict(`Comment with id ${params.commentId} is deleted and cannot be edited.`);
        await sql.query(
          'UPDATE issue_comments SET description = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2',
          [caller.tenantId, params.commentId, body.description],
        );
        return renderComment(sql, caller.tenantId, params.commentId);
      }),
  });

  app.delete('/issues/:id/comments/:commentId', {
    schema: {
      tags,
      summary: "Delete a comment softly (someone else's needs admin); it stays listed with deleted: true",
      params: CommentParams,
      response: { 200: CommentObject, ...errorResponses(400, 401, 404, 406) },
    },
    config: { permission: 'issue:update' },
    handler: async ({ caller, params }) =>
      app.db.write(caller.tenantId, async (sql) => {
        const comment = await lockOwnComment(sql, caller, params.id, params.commentId);
        if (!comment.deleted) {
          await sql.query(
            'UPDATE issue_comments SET deleted = true, deleted_at = now() WHERE tenant_id = $1 AND id = $2',
            [caller.tenantId, params.commentId],
          );
        }
        return renderComment(sql, caller.tenantId, params.commentId);
      }),
  });
}

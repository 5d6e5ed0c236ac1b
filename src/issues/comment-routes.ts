import { Precondition } from '../platform/http/conditional.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { CommentService } from './comments.js';
import { CommentInput, CommentObject, CommentParams } from './schemas.js';

/** Comments of an issue (D3): added, edited and deleted (softly) one by one. */
export async function commentRoutes(app: Server): Promise<void> {
  const tags = ['issue comments'];
  const comments = new CommentService(app.db);

  app.post('/issues/:id/comments', {
    schema: {
      tags,
      summary: 'Comment on an issue',
      params: IdParams,
      body: CommentInput,
      response: { 201: CommentObject, ...errorResponses(400, 401, 404, 406) },
    },
    config: { permission: 'issue:update', idempotent: true },
    handler: async ({ caller, params, body }, reply) =>
      reply.code(201).send(await comments.add(caller, params.id, body.description)),
  });

  app.put('/issues/:id/comments/:commentId', {
    schema: {
      tags,
      summary: "Edit a comment (someone else's needs admin)",
      params: CommentParams,
      body: CommentInput,
      response: { 200: CommentObject, ...errorResponses(400, 401, 404, 406, 409) },
    },
    config: { permission: 'issue:update', conditional: { ifMatch: true } },
    handler: (request) => {
      const { caller, params, body } = request;
      const key = { issueId: params.id, commentId: params.commentId };
      return comments.edit(caller, key, body.description, Precondition.of(request, 'issue'));
    },
  });

  app.delete('/issues/:id/comments/:commentId', {
    schema: {
      tags,
      summary: "Delete a comment softly (someone else's needs admin); it stays listed with deleted: true",
      params: CommentParams,
      response: { 200: CommentObject, ...errorResponses(400, 401, 404, 406) },
    },
    config: { permission: 'issue:update', conditional: { ifMatch: true } },
    handler: (request) => {
      const { caller, params } = request;
      const key = { issueId: params.id, commentId: params.commentId };
      return comments.delete(caller, key, Precondition.of(request, 'issue'));
    },
  });
}

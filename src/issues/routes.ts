import Type from 'typebox';
import { registerMissingIdRoutes, registerSoftDeleteRoutes } from '../platform/http/missing-id.js';
import { Page } from '../platform/http/pagination.js';
import { Precondition, sendTagged } from '../platform/http/conditional.js';
import { sendJsonText } from '../platform/http/json-text.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { registerHistoryRoute } from '../history/entries.js';
import { issueIsVisible, issueText } from './documents.js';
import { IssueListItem, IssueListQuery } from './list.js';
import { BulkEditInput, IssueCreateInput, IssueObject, IssueUpdateInput } from './schemas.js';
import { IssueService } from './service.js';

const tags = ['issues'];

/** The six issue operations of interface.md (paths without a version prefix). */
export async function issueRoutes(app: Server): Promise<void> {
  const issues = new IssueService(app.db, app.cursors);

  app.post('/issues', {
    schema: {
      tags,
      summary: 'Create an issue',
      body: IssueCreateInput,
      response: { 200: IssueObject, ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'issue:create', conditional: { etag: true }, idempotent: true },
    handler: async (request, reply) => {
      const issue = await issues.create(request.caller, request.body);
      return sendTagged(request, reply, issueText(issue));
    },
  });

  app.get('/issues', {
    schema: {
      tags,
      summary: 'List issues: filters, full-text search, sorting and keyset pagination',
      querystring: IssueListQuery,
      response: { 200: Page(IssueListItem), ...errorResponses(400, 401, 406, 500) },
    },
    config: { permission: 'issue:read' },
    handler: async ({ caller, query }, reply) => sendJsonText(reply, await issues.listPage(caller, query)),
  });

  app.get('/issues/:id', {
    schema: {
      tags,
      summary: 'Find an issue by id (deleted ones included)',
      params: IdParams,
      response: { 200: IssueObject, ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'issue:read', conditional: { etag: true } },
    handler: async (request, reply) => {
      const issue = await issues.find(request.caller, request.params.id);
      return sendTagged(request, reply, issueText(issue));
    },
  });

  app.put('/issues/:id', {
    schema: {
      tags,
      summary: 'Change the attributes sent; null clears an optional one',
      params: IdParams,
      body: IssueUpdateInput,
      response: { 200: IssueObject, ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'issue:update', conditional: { etag: true, ifMatch: true } },
    handler: async (request, reply) => {
      const { caller, params, body } = request;
      const issue = await issues.update(caller, params.id, body, Precondition.of(request, 'issue'));
      return sendTagged(request, reply, issueText(issue));
    },
  });

  registerSoftDeleteRoutes(app, {
    thing: 'an issue',
    urls: { delete: '/issues/delete', undelete: '/issues/undelete' },
    tags,
    permission: 'issue:delete',
    conditional: { etag: true, ifMatch: true },
    response: IssueObject,
    answer: async (request, id, deleted, reply) => {
      const issue = await issues.setDeleted(request.caller, id, deleted, Precondition.of(request, 'issue'));
      return sendTagged(request, reply, issueText(issue));
    },
  });

  app.put('/issues/bulk-edit', {
    schema: {
      tags,
      summary: 'Edit many issues at once: all or none',
      description:
        "With `If-Match`, the bulk edit must name one issue, and changes it only when that is the version it names (412 otherwise): how a page changes one issue's labels or collaborators.",
      body: BulkEditInput,
      response: { 200: Type.Array(IssueObject), ...errorResponses(400, 401, 404, 406, 412, 500) },
    },
    config: { permission: 'issue:bulk-edit', idempotent: true, conditional: { ifMatch: true } },
    handler: async (request, reply) => {
      const { caller, body } = request;
      const edited = await issues.bulkEdit(caller, body, Precondition.of(request, 'issue'));
      return sendJsonText(reply, `[${edited.map((issue) => issueText(issue)).join(',')}]`);
    },
  });

  registerHistoryRoute(app, {
    url: '/issues',
    thing: 'Issue',
    tags,
    permission: 'issue:read',
    source: { table: 'issue_history', column: 'issue_id', comments: true },
    readable: issueIsVisible,
  });

  registerMissingIdRoutes(app, [{ method: 'PUT', url: '/issues', permission: 'issue:update' }]);
}

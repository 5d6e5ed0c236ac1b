import Type from 'typebox';
import { badRequest } from '../platform/http/errors.js';
import { registerMissingIdRoutes } from '../platform/http/missing-id.js';
import { Page, toPage } from '../platform/http/pagination.js';
import { errorResponses, IdParams, type Reference, referencedIds } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { IssueListItem, IssueListQuery, issueListScope, issueListStatement } from './list.js';
import { BulkEditInput, IssueCreateInput, IssueObject, IssueUpdateInput } from './schemas.js';
import { type BulkChanges, bulkEdit, createIssue, findIssue, setDeleted, updateIssue } from './store.js';

const tags = ['issues'];

/** The six issue operations of interface.md (paths without a version prefix). */
export async function issueRoutes(app: Server): Promise<void> {
  app.post('/issues', {
    schema: {
      tags,
      summary: 'Create an issue',
      body: IssueCreateInput,
      response: { 200: IssueObject, ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'issue:create' },
    handler: async ({ caller, body }) => app.db.write(caller.tenantId, (sql) => createIssue(sql, caller, body)),
  });

  app.get('/issues', {
    schema: {
      tags,
      summary: 'List issues: filters, full-text search, sorting and keyset pagination',
      querystring: IssueListQuery,
      response: { 200: Page(IssueListItem), ...errorResponses(400, 401, 406, 500) },
    },
    config: { permission: 'issue:read' },
    handler: async ({ caller, query }) => {
      const scope = issueListScope(query);
      const position = query.cursor ? app.cursors.decode(query.cursor, scope) : null;
      const { text, params } = issueListStatement(caller, query, position);
      const rows = await app.db.read(caller.tenantId, (sql) =>
        sql.query<{ issue: IssueObject; sort_value: string | null; id: number }>(text, params),
      );
      return toPage(
        rows,
        query.limit ?? 50,
        (row) => row.issue,
        (last) => app.cursors.encode(last, scope),
      );
    },
  });

  app.get('/issues/:id', {
    schema: {
      tags,
      summary: 'Find an issue by id (deleted ones included)',
      params: IdParams,
      response: { 200: IssueObject, ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'issue:read' },
    handler: async ({ caller, params }) => app.db.read(caller.tenantId, (sql) => findIssue(sql, caller, params.id)),
  });

  app.put('/issues/:id', {
    schema: {
      tags,
      summary: 'Change the attributes sent; null clears an optional one',
      params: IdParams,
      body: IssueUpdateInput,
      response: { 200: IssueObject, ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'issue:update' },
    handler: async ({ caller, params, body }) =>
      app.db.write(caller.tenantId, (sql) => updateIssue(sql, caller, params.id, body)),
  });

  for (const [operation, deleted] of [
    ['delete', true],
    ['undelete', false],
  ] as const) {
    app.delete(`/issues/${operation}/:id`, {
      schema: {
        tags,
        summary: deleted ? 'Mark an issue deleted' : 'Mark a deleted issue live again',
        params: IdParams,
        response: { 200: IssueObject, ...errorResponses(400, 401, 404, 406, 500) },
      },
      config: { permission: 'issue:delete' },
      handler: async ({ caller, params }) =>
        app.db.write(caller.tenantId, (sql) => setDeleted(sql, caller, params.id, deleted)),
    });
  }

  app.put('/issues/bulk-edit', {
    schema: {
      tags,
      summary: 'Edit many issues at once: all or none',
      body: BulkEditInput,
      response: { 200: Type.Array(IssueObject), ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'issue:bulk-edit' },
    handler: async ({ caller, body }) => {
      const { ids, changes } = readBulkEdit(body);
      return app.db.write(caller.tenantId, (sql) => bulkEdit(sql, caller, ids, changes));
    },
  });

  registerMissingIdRoutes(app, [
    { method: 'PUT', url: '/issues', permission: 'issue:update' },
    { method: 'DELETE', url: '/issues/delete', permission: 'issue:delete' },
    { method: 'DELETE', url: '/issues/undelete', permission: 'issue:delete' },
  ]);
}

type Scalar = keyof BulkChanges['scalar'];

/**
 * Reads the wrappers of a bulk edit (D6): either spelling of the id list and of the collaborators
 * wrapper; a wrapper counts only with `toEdit: true`, and then its value must be present, and may be
 * null only for the assignee and the roadmap.
 */
function readBulkEdit(body: BulkEditInput): { ids: number[]; changes: BulkChanges } {
  const ids = body.issuesIds ?? body.issueIds;
  if (!ids) throw badRequest("Field 'issuesIds' is required.");
  const changes: BulkChanges = { scalar: {} };

  const take = <K extends string>(key: K, wrapper: ({ [P in K]?: unknown } & { toEdit?: boolean }) | undefined) => {
    if (wrapper?.toEdit !== true) return undefined;
    const value = wrapper[key];
    if (value === undefined) throw badRequest(`Field '${key}.${key}' is required when '${key}.toEdit' is true.`);
    return value;
  };
  type WrapperKey = 'creatorId' | 'assigneeId' | 'issueTypeId' | 'priorityId' | 'reviewStatusId' | 'roadmapId';
  const scalars: [WrapperKey, Scalar, boolean][] = [
    ['creatorId', 'creatorId', false],
    ['assigneeId', 'assignedId', true],
    ['issueTypeId', 'issueTypeId', false],
    ['priorityId', 'priorityId', false],
    ['reviewStatusId', 'statusId', false],
    ['roadmapId', 'scheduleId', true],
  ];
  for (const [key, attribute, nullable] of scalars) {
    const value = take(key, body[key] as never);
    if (value === undefined) continue;
    if (value === null && !nullable) throw badRequest(`Field '${key}.${key}' must not be null.`);
    changes.scalar[attribute] = value as Reference;
  }

  const labels = take('nestedLabelIds', body.nestedLabelIds);
  if (labels !== undefined) changes.labelIds = referencedIds(labels as Reference[]);

  const collaborators = body.collaboratorsIds ?? body.collaboratorIds;
  if (collaborators?.toEdit === true) {
    const list = collaborators.collaboratorIds ?? collaborators.collaboratorsIds;
    if (list === undefined)
      throw badRequest("Field 'collaboratorsIds.collaboratorIds' is required when 'collaboratorsIds.toEdit' is true.");
    changes.collaboratorIds = referencedIds(list);
  }
  return { ids: [...new Set(ids)], changes };
}

import Type from 'typebox';
import { badRequest } from '../platform/http/errors.js';
import { registerMissingIdRoutes, registerSoftDeleteRoutes } from '../platform/http/missing-id.js';
import { CUT, Page, toPage } from '../platform/http/pagination.js';
import { Precondition, sendTagged } from '../platform/http/conditional.js';
import { sendJsonText } from '../platform/http/json-text.js';
import { errorResponses, IdParams, type Reference, referencedIds } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { registerHistoryRoute } from '../history/entries.js';
import { buildIssuePage, issueDocuments, issueIsVisible, issueText, type RenderedIssue } from './documents.js';
import { IssueListItem, IssueListQuery, issueListScope, listParts, selectIssuePage } from './list.js';
import { BulkEditInput, IssueCreateInput, IssueObject, IssueUpdateInput } from './schemas.js';
import { type BulkChanges, bulkEdit } from './bulk-edit.js';
import { createIssue } from './create.js';
import { setDeleted } from './delete.js';
import { updateIssue } from './update.js';
import { issueNotFound } from './write-path.js';

const tags = ['issues'];

/** The six issue operations of interface.md (paths without a version prefix). */
export async function issueRoutes(app: Server): Promise<void> {
  const documents = issueDocuments();
  /** Answers with issues a write built, kept for later reads now that the write committed. */
  const written = (tenantId: string, issues: RenderedIssue[]) => {
    documents.remember(tenantId, issues);
    return issues;
  };

  app.post('/issues', {
    schema: {
      tags,
      summary: 'Create an issue',
      body: IssueCreateInput,
      response: { 200: IssueObject, ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'issue:create', conditional: { etag: true }, idempotent: true },
    handler: async (request, reply) => {
      const { caller, body } = request;
      const [issue] = written(caller.tenantId, [
        await app.db.autocommit(caller.tenantId, (sql) => createIssue(sql, caller, body)),
      ]);
      return sendTagged(request, reply, issueText(issue!));
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
    handler: async ({ caller, query }, reply) => {
      const scope = issueListScope(query);
      const position = query.cursor ? app.cursors.decode(query.cursor, scope) : null;
      const limit = query.limit ?? 50;
      const { rows, issues, cut } = await app.db.read(caller.tenantId, async (sql) => {
        const rows = await selectIssuePage(sql, caller, query, position);
        // Taken out of the memory before building the others, whose keeping may push kept ones out.
        const issues = new Map<number, RenderedIssue>();
        for (const row of rows.slice(0, limit)) {
          const held = documents.held(caller.tenantId, row.id, row.version);
          if (held) issues.set(row.id, held);
        }
        const missing = rows.slice(0, limit).filter((row) => !issues.has(row.id));
        const built = await buildIssuePage(
          sql,
          caller,
          missing.map((row) => row.id),
        );
        documents.remember(caller.tenantId, built.issues);
        for (const issue of built.issues) issues.set(issue.id, issue);
        return { rows, issues, cut: built.cut };
      });
      const parts = listParts(query.include);
      // An issue hidden from the caller between the two statements is left out; the page ends
      // before one the database left unbuilt for the page's size, or after the one that takes it
      // past PAGE_BYTES (D13).
      const page = toPage(
        rows,
        limit,
        (row) => (cut.has(row.id) ? CUT : issues.has(row.id) ? issueText(issues.get(row.id)!, parts) : undefined),
        (last) => app.cursors.encode(last, scope),
        (text) => text.length,
      );
      return sendJsonText(reply, `{"items":[${page.items.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`);
    },
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
      const { caller, params } = request;
      const issue = await app.db.read(caller.tenantId, (sql) => documents.find(sql, caller, params.id));
      if (!issue) throw issueNotFound(params.id);
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
      const precondition = Precondition.of(request, 'issue');
      const issue = await updateIssue(app.db, caller, params.id, body, precondition);
      return sendTagged(request, reply, issueText(written(caller.tenantId, [issue])[0]!));
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
      const { caller } = request;
      const precondition = Precondition.of(request, 'issue');
      const issue = await app.db.write(caller.tenantId, (sql) => setDeleted(sql, caller, id, deleted, precondition));
      return sendTagged(request, reply, issueText(written(caller.tenantId, [issue])[0]!));
    },
  });

  app.put('/issues/bulk-edit', {
    schema: {
      tags,
      summary: 'Edit many issues at once: all or none',
      body: BulkEditInput,
      response: { 200: Type.Array(IssueObject), ...errorResponses(400, 401, 404, 406, 500) },
    },
    config: { permission: 'issue:bulk-edit', idempotent: true },
    handler: async ({ caller, body }, reply) => {
      const { ids, changes } = readBulkEdit(body);
      const issues = await app.db.write(caller.tenantId, (sql) => bulkEdit(sql, caller, ids, changes));
      return sendJsonText(
        reply,
        `[${written(caller.tenantId, issues)
          .map((issue) => issueText(issue))
          .join(',')}]`,
      );
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

type Scalar = keyof BulkChanges['scalar'];

/**
 * Reads the wrappers of a bulk edit (D6): either spelling of the id list and of the collaborators
 * wrapper; a wrapper counts only with `toEdit: true`, and then its value must be present, and may be
 * null only for the assignee and the roadmap.
 */
function readBulkEdit(body: BulkEditInput): { ids: number[]; changes: BulkChanges } {
  // The schema requires one of the two spellings.
  const ids = (body.issuesIds ?? body.issueIds)!;
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

import Type from 'typebox';
import type { Caller } from '../platform/auth/authenticate.js';
import { Params } from '../platform/db/params.js';
import { badRequest } from '../platform/http/errors.js';
import {
  Cursor,
  type Keyset,
  keysetAfter,
  keysetOrder,
  type KeysetPosition,
  PageLimit,
} from '../platform/http/pagination.js';
import { component, DateTime, IdText, INT32_MAX } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { IssueObject } from './schemas.js';
import type { IssueParts } from './documents.js';
import { viewerParams, visibleToSql } from './visibility.js';

const SORTS = {
  id: { expression: 'i.id', type: 'int' },
  created_at: { expression: 'i.created_at', type: 'timestamptz' },
  updated_at: { expression: 'i.updated_at', type: 'timestamptz' },
  // due_sort is due_date, or infinity for issues without one: they come last in ascending order.
  dueDate: { expression: 'i.due_sort', type: 'timestamptz' },
  priority: { expression: 'i.priority_position', type: 'int' },
} as const;

const Flag = Type.Boolean({ [EXPECTED]: 'true or false' });

export const IssueListQuery = Type.Object({
  projectId: Type.Optional(IdText),
  statusId: Type.Optional(IdText),
  issueTypeId: Type.Optional(IdText),
  priorityId: Type.Optional(IdText),
  assignedId: Type.Optional(
    Type.String({ pattern: '^(none|[1-9][0-9]{0,9})$', [EXPECTED]: 'a user id, or none for unassigned issues' }),
  ),
  creatorId: Type.Optional(IdText),
  labelId: Type.Optional(Type.Array(IdText, { maxItems: 100, [EXPECTED]: 'label ids' })),
  parentId: Type.Optional(IdText),
  closed: Type.Optional(Flag),
  deleted: Type.Optional(Flag),
  private: Type.Optional(Flag),
  updatedSince: Type.Optional(DateTime),
  dueBefore: Type.Optional(DateTime),
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  sort: Type.Optional(Type.Enum(Object.keys(SORTS) as (keyof typeof SORTS)[])),
  order: Type.Optional(Type.Enum(['asc', 'desc'])),
  limit: Type.Optional(PageLimit),
  cursor: Type.Optional(Cursor),
  include: Type.Optional(
    Type.String({
      pattern: '^(comments|testExecutions)(,(comments|testExecutions))*$',
      [EXPECTED]: 'a comma-separated list of comments and testExecutions',
    }),
  ),
});
export type IssueListQuery = Type.Static<typeof IssueListQuery>;

/** List items are whole issues, but comments and test executions only when `include` asks for them. */
export const IssueListItem = component(
  'IssueListItem',
  Type.Object({
    ...IssueObject.properties,
    comments: Type.Optional(IssueObject.properties.comments),
    testExecutions: Type.Optional(IssueObject.properties.testExecutions),
  }),
);

/** The query a cursor belongs to: everything that shapes the result except the page size and parts. */
export function issueListScope({ limit: _limit, cursor: _cursor, include: _include, ...scope }: IssueListQuery) {
  return { resource: 'issues', ...scope };
}

/** `word:*` for each word of `q`, all required: prefix matching with PostgreSQL text search. */
function prefixQuery(q: string): string {
  const words = q.match(/[\p{L}\p{N}]+/gu)?.slice(0, 20);
  if (!words) throw badRequest("Query parameter 'q' must contain a letter or a digit.");
  return words.map((word) => `${word}:*`).join(' & ');
}

function filters(query: IssueListQuery, params: Params): string[] {
  const where: string[] = [];
  const equals = (column: string, value: unknown) => {
    if (value !== undefined) where.push(`i.${column} = ${params.add(value)}`);
  };
  equals('project_id', query.projectId);
  equals('status_id', query.statusId);
  equals('issue_type_id', query.issueTypeId);
  equals('priority_id', query.priorityId);
  equals('creator_id', query.creatorId);
  equals('parent_id', query.parentId);
  equals('closed', query.closed);
  equals('deleted', query.deleted ?? false);
  equals('private', query.private);
  if (query.assignedId === 'none') where.push('i.assigned_id IS NULL');
  else if (query.assignedId !== undefined) {
    const assignee = Number(query.assignedId);
    if (assignee > INT32_MAX) throw badRequest(`Query parameter 'assignedId' must be at most ${INT32_MAX}.`);
    equals('assigned_id', assignee);
  }
  if (query.labelId) {
    // An alias of its own, so that query plans tell this filter from the labels of the issue objects.
    where.push(`EXISTS (SELECT 1 FROM issue_labels labelled WHERE labelled.tenant_id = i.tenant_id
                AND labelled.issue_id = i.id AND labelled.label_id = ANY(${params.add(query.labelId)}::int[]))`);
  }
  if (query.updatedSince) where.push(`i.updated_at >= ${params.add(query.updatedSince)}::timestamptz`);
  // The due-date sort column, so that its index serves the filter too.
  if (query.dueBefore) where.push(`i.due_sort < ${params.add(query.dueBefore)}::timestamptz`);
  if (query.q) where.push(`i.search @@ to_tsquery('simple', ${params.add(prefixQuery(query.q))})`);
  return where;
}

export function listParts(include: string | undefined): IssueParts {
  const parts = new Set(include?.split(',') ?? []);
  return { comments: parts.has('comments'), testExecutions: parts.has('testExecutions') };
}

/**
 * A page of the issues of tenant $1 that the caller ($2, $3) may see: ids and versions only (the
 * version as issueVersion in sql.ts). The objects come from the document cache or from `buildIssues`,
 * so the planner weighs the filters and the sort alone when it picks an index. Still SQL text, with
 * the positional viewer parameters: the next to become a typed query (issue 17).
 */
const selectIssuePage = ({
  where,
  order,
  columns,
  limit,
}: {
  where: string[];
  order: string;
  columns: string;
  limit: string;
}) =>
  `SELECT i.id, i.xmin::text || '.' || t.xmin::text AS version, ${columns}
   FROM issues i JOIN tenants t ON t.id = i.tenant_id
   WHERE ${['i.tenant_id = $1', ...where, visibleToSql('i')].join(' AND ')}
   ORDER BY ${order} LIMIT ${limit}`;

/**
 * The statement for one page of GET /issues: filters, visibility and keyset position in WHERE,
 * `limit + 1` rows so that the caller knows whether another page follows. Rows are ids, versions and
 * sort values; the objects come from IssueDocuments.
 */
export function issueListStatement(caller: Caller, query: IssueListQuery, position: KeysetPosition | null) {
  const params = new Params(viewerParams(caller));
  const keyset: Keyset = { ...SORTS[query.sort ?? 'id'], descending: query.order === 'desc' };
  const where = filters(query, params);
  if (position) where.push(keysetAfter(keyset, 'i.id', position, params));
  const text = selectIssuePage({
    where,
    order: keysetOrder(keyset, 'i.id'),
    columns: `(${keyset.expression})::text AS sort_value`,
    limit: params.add((query.limit ?? 50) + 1),
  });
  return { text, params: params.values };
}

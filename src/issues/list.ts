import Type from 'typebox';
import { type Expression, sql, type SqlBool } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import type { DB } from '../platform/db/tables.generated.js';
import { badRequest } from '../platform/http/errors.js';
import {
  Cursor,
  type Keyset,
  keysetAfter,
  type KeysetPosition,
  orderByKeyset,
  PageLimit,
} from '../platform/http/pagination.js';
import { component, DateTime, IdText, INT32_MAX } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { IssueObject } from './schemas.js';
import type { IssueParts } from './documents.js';
import { issuesWithTenant, issueVersion } from './sql.js';
import { issueRow, viewerOf, visibleTo } from './visibility.js';

const ISSUE_ID = issueRow.ref('i.id');

const SORTS: Record<string, Omit<Keyset, 'descending'>> = {
  id: { expression: ISSUE_ID, type: 'int' },
  created_at: { expression: issueRow.ref('i.created_at'), type: 'timestamptz' },
  updated_at: { expression: issueRow.ref('i.updated_at'), type: 'timestamptz' },
  // due_sort is due_date, or infinity for issues without one: they come last in ascending order.
  dueDate: { expression: issueRow.ref('i.due_sort'), type: 'timestamptz' },
  priority: { expression: issueRow.ref('i.priority_position'), type: 'int' },
};
const SORT_NAMES = ['id', 'created_at', 'updated_at', 'dueDate', 'priority'] as const;

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
  sort: Type.Optional(Type.Enum(SORT_NAMES)),
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

/** The conditions of the query's filters on issue row `i`. */
function filters(query: IssueListQuery): Expression<SqlBool>[] {
  const i = issueRow;
  const where: Expression<SqlBool>[] = [];
  const equals = (column: `i.${keyof DB['issues']}`, value: unknown) => {
    if (value !== undefined) where.push(i(column, '=', value as never));
  };
  equals('i.project_id', query.projectId);
  equals('i.status_id', query.statusId);
  equals('i.issue_type_id', query.issueTypeId);
  equals('i.priority_id', query.priorityId);
  equals('i.creator_id', query.creatorId);
  equals('i.parent_id', query.parentId);
  equals('i.closed', query.closed);
  equals('i.deleted', query.deleted ?? false);
  equals('i.private', query.private);
  if (query.assignedId === 'none') where.push(i('i.assigned_id', 'is', null));
  else if (query.assignedId !== undefined) {
    const assignee = Number(query.assignedId);
    if (assignee > INT32_MAX) throw badRequest(`Query parameter 'assignedId' must be at most ${INT32_MAX}.`);
    equals('i.assigned_id', assignee);
  }
  if (query.labelId) {
    // An alias of its own, so that query plans tell this filter from the labels of the issue objects.
    where.push(
      i.exists(
        i
          .selectFrom('issue_labels as labelled')
          .select('labelled.label_id')
          .whereRef('labelled.tenant_id', '=', 'i.tenant_id')
          .whereRef('labelled.issue_id', '=', 'i.id')
          .where('labelled.label_id', '=', sql<number>`any(${query.labelId}::int[])`),
      ),
    );
  }
  if (query.updatedSince) where.push(sql<boolean>`${i.ref('i.updated_at')} >= ${query.updatedSince}::timestamptz`);
  // The due-date sort column, so that its index serves the filter too.
  if (query.dueBefore) where.push(sql<boolean>`${i.ref('i.due_sort')} < ${query.dueBefore}::timestamptz`);
  if (query.q) where.push(sql<boolean>`${i.ref('i.search')} @@ to_tsquery('simple', ${prefixQuery(query.q)})`);
  return where;
}

export function listParts(include: string | undefined): IssueParts {
  const parts = new Set(include?.split(',') ?? []);
  return { comments: parts.has('comments'), testExecutions: parts.has('testExecutions') };
}

/**
 * One page of GET /issues: filters, visibility and keyset position in WHERE, `limit + 1` rows so
 * that the caller knows whether another page follows. Rows are ids, versions and sort values; the
 * objects come from the document cache or from `buildIssues`, so the planner weighs the filters and
 * the sort alone when it picks an index.
 */
export function issuePageQuery(caller: Caller, query: IssueListQuery, position: KeysetPosition | null) {
  const viewer = viewerOf(caller);
  const keyset: Keyset = { ...SORTS[query.sort ?? 'id']!, descending: query.order === 'desc' };
  const where = filters(query);
  if (position) where.push(keysetAfter(keyset, ISSUE_ID, position));
  return orderByKeyset(
    issuesWithTenant(viewer)
      .select(['i.id', issueVersion.as('version'), sql<string | null>`(${keyset.expression})::text`.as('sort_value')])
      .where((eb) => eb.and([...where, visibleTo(viewer)])),
    keyset,
    ISSUE_ID,
  ).limit((query.limit ?? 50) + 1);
}

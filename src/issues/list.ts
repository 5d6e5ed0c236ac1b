import Type from 'typebox';
import { type Expression, sql, type SqlBool } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Sql } from '../platform/db/database.js';
import { ShapedQuery } from '../platform/db/query.js';
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
import { component, DateTime, Flag, IdText, INT32_MAX } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { column, FILTER_ATTRIBUTES, ISSUE_FILTERS } from './fields.js';
import { IssueObject } from './schemas.js';
import type { IssueParts } from './documents.js';
import { issuesWithTenant, issueVersion } from './sql.js';
import { issueRow, type Viewer, viewerOf, visibleTo } from './visibility.js';

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

export const IssueListQuery = Type.Object({
  ...ISSUE_FILTERS,
  assignedId: Type.Optional(
    Type.String({ pattern: '^(none|[1-9][0-9]{0,9})$', [EXPECTED]: 'a user id, or none for unassigned issues' }),
  ),
  labelId: Type.Optional(Type.Array(IdText, { maxItems: 100, [EXPECTED]: 'label ids' })),
  closed: Type.Optional(Flag),
  deleted: Type.Optional(Flag),
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

/** The values of one page of GET /issues, checked and derived from the query; undefined where not asked for. */
interface PageParams extends Viewer, Partial<Record<(typeof FILTER_ATTRIBUTES)[number], unknown>> {
  closed?: boolean;
  deleted: boolean;
  assignedNone: boolean;
  assignee?: number;
  labelIds?: IssueListQuery['labelId'];
  updatedSince?: string;
  dueBefore?: string;
  tsquery?: string;
  sort: string;
  descending: boolean;
  hasPosition: boolean;
  afterValue?: string | null;
  afterId?: number;
  fetch: number;
}

function pageParams(caller: Caller, query: IssueListQuery, position: KeysetPosition | null): PageParams {
  const assignedNone = query.assignedId === 'none';
  const assignee = query.assignedId === undefined || assignedNone ? undefined : Number(query.assignedId);
  if (assignee !== undefined && assignee > INT32_MAX) {
    throw badRequest(`Query parameter 'assignedId' must be at most ${INT32_MAX}.`);
  }
  return {
    ...viewerOf(caller),
    ...Object.fromEntries(FILTER_ATTRIBUTES.map((name) => [name, query[name]])),
    closed: query.closed,
    deleted: query.deleted ?? false,
    assignedNone,
    assignee,
    labelIds: query.labelId,
    updatedSince: query.updatedSince,
    dueBefore: query.dueBefore,
    tsquery: query.q === undefined ? undefined : prefixQuery(query.q),
    sort: query.sort ?? 'id',
    descending: query.order === 'desc',
    hasPosition: position !== null,
    afterValue: position?.value,
    afterId: position?.id,
    fetch: (query.limit ?? 50) + 1,
  };
}

/** The conditions of the query's filters on issue row `i`. */
function filters(p: PageParams): Expression<SqlBool>[] {
  const i = issueRow;
  const where: Expression<SqlBool>[] = [];
  const equals = (column: `i.${keyof DB['issues']}`, value: unknown) => {
    if (value !== undefined) where.push(i(column, '=', value as never));
  };
  for (const name of FILTER_ATTRIBUTES) equals(`i.${column(name)}`, p[name]);
  equals('i.closed', p.closed);
  equals('i.deleted', p.deleted);
  if (p.assignedNone) where.push(i('i.assigned_id', 'is', null));
  equals('i.assigned_id', p.assignee);
  if (p.labelIds !== undefined) {
    // An alias of its own, so that query plans tell this filter from the labels of the issue objects.
    where.push(
      i.exists(
        i
          .selectFrom('issue_labels as labelled')
          .select('labelled.label_id')
          .whereRef('labelled.tenant_id', '=', 'i.tenant_id')
          .whereRef('labelled.issue_id', '=', 'i.id')
          .where('labelled.label_id', '=', sql<number>`any(${p.labelIds}::int[])`),
      ),
    );
  }
  if (p.updatedSince !== undefined)
    where.push(sql<boolean>`${i.ref('i.updated_at')} >= ${p.updatedSince}::timestamptz`);
  // The due-date sort column, so that its index serves the filter too.
  if (p.dueBefore !== undefined) where.push(sql<boolean>`${i.ref('i.due_sort')} < ${p.dueBefore}::timestamptz`);
  if (p.tsquery !== undefined) where.push(sql<boolean>`${i.ref('i.search')} @@ to_tsquery('simple', ${p.tsquery})`);
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
function buildPage(p: PageParams) {
  const keyset: Keyset = { ...SORTS[p.sort]!, descending: p.descending };
  const where = filters(p);
  if (p.hasPosition) where.push(keysetAfter(keyset, ISSUE_ID, { value: p.afterValue!, id: p.afterId! }));
  return orderByKeyset(
    issuesWithTenant(p)
      .select(['i.id', issueVersion.as('version'), sql<string | null>`(${keyset.expression})::text`.as('sort_value')])
      .where((eb) => eb.and([...where, visibleTo(p)])),
    keyset,
    ISSUE_ID,
  ).limit(p.fetch);
}

/** The page query with its values bound, as `selectIssuePage` runs it (for tests that explain it). */
export function issuePageQuery(caller: Caller, query: IssueListQuery, position: KeysetPosition | null) {
  return buildPage(pageParams(caller, query, position));
}

const ISSUE_PAGE = new ShapedQuery(buildPage, ['sort', 'descending', 'hasPosition', 'assignedNone']);

/** One page's ids, versions and sort values, `limit + 1` rows; the query is compiled once per shape. */
export const selectIssuePage = (sql: Sql, caller: Caller, query: IssueListQuery, position: KeysetPosition | null) =>
  ISSUE_PAGE.run(sql, pageParams(caller, query, position));

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
import { CalendarDate, IdText } from '../platform/http/schemas.js';
import { viewerParams, visibleToSql } from '../issues/visibility.js';
import { selectActivities } from './sql.js';
import { MAX_DAYS } from './store.js';

export const ActivityListQuery = Type.Object({
  from: Type.Optional(CalendarDate),
  to: Type.Optional(CalendarDate),
  authorId: Type.Optional(IdText),
  teamId: Type.Optional(IdText),
  projectId: Type.Optional(IdText),
  issueId: Type.Optional(IdText),
  activityTypeId: Type.Optional(IdText),
  statusId: Type.Optional(IdText),
  pending: Type.Optional(Type.Boolean()),
  deleted: Type.Optional(Type.Boolean()),
  limit: Type.Optional(PageLimit),
  cursor: Type.Optional(Cursor),
});
export type ActivityListQuery = Type.Static<typeof ActivityListQuery>;

/** The query a cursor belongs to: everything but the page size. */
export function activityListScope({ limit: _limit, cursor: _cursor, ...scope }: ActivityListQuery) {
  return { resource: 'activities', ...scope };
}

const BY_DATE: Keyset = { expression: 'a.date_from', type: 'date', descending: false };
const PENDING = `a.status_id IN (SELECT s.id FROM activity_statuses s
  WHERE s.tenant_id = a.tenant_id AND NOT s.positive_final AND NOT s.negative_final)`;

function filters(query: ActivityListQuery, params: Params): string[] {
  if (query.from && query.to && query.to < query.from) {
    throw badRequest("Query parameter 'to' must not be before 'from'.");
  }
  const where: string[] = [];
  const equals = (column: string, value: unknown) => {
    if (value !== undefined) where.push(`a.${column} = ${params.add(value)}`);
  };
  // Activities overlapping [from, to].
  if (query.from) {
    const from = params.add(query.from);
    // One that reaches `from` started at most MAX_DAYS - 1 days before: a lower bound for the date
    // index, which would otherwise be read from the tenant's first activity on.
    where.push(`a.date_to >= ${from}::date`, `a.date_from >= ${from}::date - ${MAX_DAYS - 1}`);
  }
  if (query.to) where.push(`a.date_from <= ${params.add(query.to)}::date`);
  equals('author_id', query.authorId);
  equals('team_id', query.teamId);
  equals('project_id', query.projectId);
  equals('activity_type_id', query.activityTypeId);
  equals('status_id', query.statusId);
  equals('deleted', query.deleted ?? false);
  if (query.issueId !== undefined) {
    // Filtering by a private issue the caller may not see finds nothing, as if it did not exist.
    equals('issue_id', query.issueId);
    where.push(
      `EXISTS (SELECT 1 FROM issues i WHERE i.tenant_id = a.tenant_id AND i.id = a.issue_id AND ${visibleToSql('i')})`,
    );
  }
  if (query.pending !== undefined) where.push(query.pending ? PENDING : `NOT ${PENDING}`);
  return where;
}

/** The statement for one page of GET /v1/activity, in date order; `limit + 1` rows. */
export function activityListStatement(caller: Caller, query: ActivityListQuery, position: KeysetPosition | null) {
  const params = new Params(viewerParams(caller));
  const where = filters(query, params);
  if (position) where.push(keysetAfter(BY_DATE, 'a.id', position, params));
  const text = selectActivities({
    where,
    order: keysetOrder(BY_DATE, 'a.id'),
    columns: 'a.date_from::text AS sort_value, a.id',
    limit: params.add((query.limit ?? 50) + 1),
  });
  return { text, params: params.values };
}

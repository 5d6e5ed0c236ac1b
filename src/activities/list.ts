import Type from 'typebox';
import { type Expression, sql, type SqlBool } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { db } from '../platform/db/query.js';
import {
  Cursor,
  type Keyset,
  keysetAfter,
  type KeysetPosition,
  orderByKeyset,
  PageLimit,
  sizedPage,
} from '../platform/http/pagination.js';
import { CalendarDate, refuseReversedRange } from '../platform/http/schemas.js';
import { type Viewer, visibleTo } from '../issues/visibility.js';
import type { ActivityObject } from './schemas.js';
import { activityObjectFor, activityRow } from './sql.js';
import { MAX_DAYS } from './checks.js';
import { ACTIVITY_FILTERS, FILTER_PARAMETERS, filterColumn } from './fields.js';
import { activityViewerOf, seesActivity } from './visibility.js';

export const ActivityListQuery = Type.Object({
  from: Type.Optional(CalendarDate),
  to: Type.Optional(CalendarDate),
  ...ACTIVITY_FILTERS,
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

const BY_DATE: Keyset = { expression: activityRow.ref('a.date_from'), type: 'date', descending: false };
const ACTIVITY_ID = activityRow.ref('a.id');

/** The activity's status is a request: neither positiveFinal nor negativeFinal. */
const pending = activityRow.exists(
  activityRow
    .selectFrom('activity_statuses as s')
    .select('s.id')
    .whereRef('s.tenant_id', '=', 'a.tenant_id')
    .whereRef('s.id', '=', 'a.status_id')
    .where('s.positive_final', '=', false)
    .where('s.negative_final', '=', false),
);

/** The conditions of the query's filters on activity row `a`. */
function filters(query: ActivityListQuery, viewer: Viewer): Expression<SqlBool>[] {
  if (query.from && query.to) refuseReversedRange(query.from, query.to);
  const a = activityRow;
  const where: Expression<SqlBool>[] = [];
  // Activities overlapping [from, to].
  if (query.from) {
    // One that reaches `from` started at most MAX_DAYS - 1 days before: a lower bound for the date
    // index, which would otherwise be read from the tenant's first activity on.
    where.push(
      sql<boolean>`${a.ref('a.date_to')} >= ${query.from}::date`,
      sql<boolean>`${a.ref('a.date_from')} >= ${query.from}::date - ${MAX_DAYS - 1}::int`,
    );
  }
  if (query.to) where.push(sql<boolean>`${a.ref('a.date_from')} <= ${query.to}::date`);
  // The filters by a column's value, typed by their columns (fields.ts).
  for (const parameter of FILTER_PARAMETERS) {
    const value = query[parameter];
    if (value !== undefined) where.push(a(`a.${filterColumn(parameter)}`, '=', value));
  }
  where.push(a('a.deleted', '=', query.deleted ?? false));
  if (query.issueId !== undefined) {
    // Filtering by a private issue the caller may not see finds nothing, as if it did not exist.
    where.push(
      a.exists(
        a
          .selectFrom('issues as i')
          .select('i.id')
          .whereRef('i.tenant_id', '=', 'a.tenant_id')
          .whereRef('i.id', '=', 'a.issue_id')
          .where(visibleTo(viewer)),
      ),
    );
  }
  if (query.pending !== undefined) where.push(query.pending ? pending : a.not(pending));
  return where;
}

/**
 * One page of GET /v1/activity, in date order: `limit + 1` rows of objects and sort values, the
 * objects past PAGE_BYTES left out (NULL, see sizedPage).
 */
export function activityPageQuery(caller: Caller, query: ActivityListQuery, position: KeysetPosition | null) {
  const viewer = activityViewerOf(caller);
  // D19: what the caller may not see is left out here, so that every page is full and the cursor exact.
  const where = [...filters(query, viewer), seesActivity(viewer)];
  if (position) where.push(keysetAfter(BY_DATE, ACTIVITY_ID, position));
  const page = orderByKeyset(
    db
      .selectFrom('activities as a')
      .select([activityObjectFor(viewer).as('activity'), sql<string>`a.date_from::text`.as('sort_value'), 'a.id'])
      .where('a.tenant_id', '=', viewer.tenantId)
      .where((eb) => eb.and(where)),
    BY_DATE,
    ACTIVITY_ID,
  ).limit((query.limit ?? 50) + 1);
  return sql<{ activity: ActivityObject | null; sort_value: string; id: number }>`${sizedPage(
    page,
    { light: ['sort_value', 'id'], heavy: ['activity'] },
    sql`octet_length(page.activity::text)`,
    sql`page.sort_value, page.id`,
  )}`;
}

import Type from 'typebox';
import { type Expression, expressionBuilder, sql } from 'kysely';
import { daysCovered } from '../activities/calendar.js';
import { type Check, firstProblem, type Problem, refuseProblem, singleReferenceCheck } from '../platform/db/checks.js';
import type { Sql } from '../platform/db/database.js';
import { jsonObject } from '../platform/db/json.js';
import { Statement } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import { badRequest, notFoundMessage } from '../platform/http/errors.js';
import { Cursor, type CursorCodec } from '../platform/http/pagination.js';
import { CalendarDate, IdText, refuseReversedRange } from '../platform/http/schemas.js';
import { activityStatusObject, activityTypeObject, userObject } from '../reference-data/objects.js';
import { ActivityStatusObject, ActivityTypeObject, UserObject } from '../reference-data/schemas.js';

/** D10: at most this many days, both ends included, in one calendar. */
export const MAX_CALENDAR_DAYS = 366;

/** D13: a page holds at most this many day entries (an activity on a day is one). */
export const MAX_DAY_ENTRIES = 5_000;

export const CalendarQuery = Type.Object({
  from: CalendarDate,
  to: CalendarDate,
  teamId: Type.Optional(IdText),
  userId: Type.Optional(IdText),
  activityTypeId: Type.Optional(IdText),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50, description: 'users per page' })),
  cursor: Type.Optional(Cursor),
});
export type CalendarQuery = Type.Static<typeof CalendarQuery>;

/** The query a cursor belongs to: everything but the page size. */
const calendarScope = ({ limit: _limit, cursor: _cursor, ...scope }: CalendarQuery) => ({
  resource: 'calendar',
  ...scope,
});

const CalendarActivity = Type.Object({
  id: Type.Integer(),
  activityTypeId: ActivityTypeObject,
  statusId: ActivityStatusObject,
  timeFrom: Type.String({ description: 'minutes after midnight, as text' }),
  timeTo: Type.String({ description: 'minutes after midnight, as text' }),
});

export const CalendarObject = Type.Object({
  from: Type.String({ description: 'YYYY-MM-DD' }),
  to: Type.String({ description: 'YYYY-MM-DD' }),
  holidays: Type.Array(Type.Object({ date: Type.String(), name: Type.String() })),
  users: Type.Array(
    Type.Object({
      user: UserObject,
      days: Type.Array(Type.Object({ date: Type.String(), activities: Type.Array(CalendarActivity) })),
    }),
    {
      description: `users with an activity in the range, by last name, first name and id; a page holds at most \`limit\` users and ${MAX_DAY_ENTRIES} day entries, and may end inside a user's days: the next page opens with that user and the days that follow`,
    },
  ),
  nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'pass as cursor for the next page' }),
});
export type CalendarObject = Type.Static<typeof CalendarObject>;

/** The filters of a calendar, as the statement takes them: absent ones NULL. */
export interface CalendarScope {
  tenantId: string;
  from: string;
  to: string;
  teamId: number | null;
  userId: number | null;
  activityTypeIds: number[] | null;
}

/**
 * A filter naming a record that does not exist is a bad request (400) that names the input first:
 * `Query parameter 'teamId': Team with id 9 was not found.` (or `Field 'teamId': ...` in a body).
 */
export const unknownIn = (input: string) => (thing: string, id: number) =>
  badRequest(`${input}: ${notFoundMessage(thing, id)}`);

/** What a filter names, and the word for one of them in messages. */
export const FILTER_TARGETS = {
  teamId: { table: 'teams', thing: 'Team' },
  userId: { table: 'users', thing: 'User' },
  activityTypeId: { table: 'activity_types', thing: 'Activity type' },
} as const;

const parameter = (name: string) => unknownIn(`Query parameter '${name}'`);

const CHECKS: Check<CalendarScope & { activityTypeId: number | null }>[] = [
  singleReferenceCheck(FILTER_TARGETS.teamId, (p) => p.teamId, parameter('teamId')),
  singleReferenceCheck(FILTER_TARGETS.userId, (p) => p.userId, parameter('userId')),
  singleReferenceCheck(FILTER_TARGETS.activityTypeId, (p) => p.activityTypeId, parameter('activityTypeId')),
];

const a = expressionBuilder<DB & { a: DB['activities'] }, 'a'>();
const at = expressionBuilder<DB & { at: DB['activity_types'] }, 'at'>();
const st = expressionBuilder<DB & { st: DB['activity_statuses'] }, 'st'>();
const u = expressionBuilder<DB & { u: DB['users'] }, 'u'>();

/** A scope's values, or SQL that computes them (an iCalendar feed reads its filters from its row). */
export type ScopeSql = { [K in keyof CalendarScope]: CalendarScope[K] | Expression<CalendarScope[K]> };

/**
 * The live activities of scope `p` (alias `a`, every column) that overlap its range and were not
 * rejected (a negativeFinal status): what a calendar and an iCalendar feed show.
 */
export const activitiesInScope = (p: ScopeSql) => sql`
  SELECT a.* FROM activities a
  -- A join rather than NOT EXISTS: under row-level security the planner expects one row of each and
  -- scanned the statuses once per activity.
  JOIN activity_statuses s ON s.tenant_id = a.tenant_id AND s.id = a.status_id AND NOT s.negative_final
  WHERE a.tenant_id = ${p.tenantId} AND NOT a.deleted
    AND a.date_from <= ${p.to}::date AND a.date_to >= ${p.from}::date
    AND (${p.userId}::int IS NULL OR a.author_id = ${p.userId}::int)
    AND (${p.activityTypeIds}::int[] IS NULL OR a.activity_type_id = ANY (${p.activityTypeIds}::int[]))
    AND (${p.teamId}::int IS NULL OR EXISTS (SELECT 1 FROM team_members m
      WHERE m.tenant_id = a.tenant_id AND m.team_id = ${p.teamId}::int AND m.user_id = a.author_id))`;

/**
 * Whether `day` is a working day of the tenant: Monday to Friday, and not one of its holidays. The
 * tenant is the statement's parameter, not a column of the row, so that PostgreSQL hashes the
 * tenant's holidays once per statement instead of once per activity (the feed of a team's 5,000
 * activities: 180 ms -> 65 ms).
 */
export const workingDay = (day: Expression<unknown>, tenantId: string) =>
  sql<boolean>`(extract(isodow FROM ${day}) < 6
    AND NOT EXISTS (SELECT 1 FROM holidays h WHERE h.tenant_id = ${tenantId} AND h.date = ${day}::date))`;

/**
 * Each activity of the scope with its calendar entry, built once however many days it covers.
 * MATERIALIZED keeps the planner from folding it into `covered`, which would build the entry again
 * for every day.
 */
const scopeEntries = (p: CalendarScope) => sql`
  SELECT a.tenant_id, a.author_id, a.id, a.time_from, a.date_from, a.date_to, a.include_weekends,
    ${jsonObject({
      id: a.ref('a.id'),
      activityTypeId: activityTypeObject(at),
      statusId: activityStatusObject(st),
      timeFrom: sql`a.time_from::text`,
      timeTo: sql`a.time_to::text`,
    })} AS entry
  FROM (${activitiesInScope(p)}) a
  JOIN activity_types at ON at.tenant_id = a.tenant_id AND at.id = a.activity_type_id
  JOIN activity_statuses st ON st.tenant_id = a.tenant_id AND st.id = a.status_id`;

/**
 * Each day of the range that an entry covers: every day of a range that includes weekends, else its
 * working days (so a holiday added after the activity was split into runs is left out too).
 */
const coveredDays = (p: CalendarScope) => sql`
  SELECT e.author_id, day::date AS date, e.time_from, e.id, e.entry FROM entries e
  CROSS JOIN LATERAL generate_series(greatest(e.date_from, ${p.from}::date), least(e.date_to, ${p.to}::date),
    interval '1 day') AS day
  WHERE e.include_weekends OR ${workingDay(sql`day`, p.tenantId)}`;

/** Where a page ended: the last day entry's user (names and id), day, start time and activity. */
type PagePosition = [lastname: string, firstname: string, userId: number, date: string, timeFrom: number, id: number];

interface CalendarPageScope extends CalendarScope {
  activityTypeId: number | null;
  limit: number;
  /** Where the previous page ended, a PagePosition as JSON text; null for the first page. */
  position: string | null;
}

/**
 * One page of the calendar object of D10, built in one statement: the day entries in the order
 * the object shows them (users by name, their days, each day's activities by start) from after
 * `position`, cut at `limit` users and MAX_DAY_ENTRIES entries (D13). `last` is the position of
 * the page's last entry when more follow.
 */
const CALENDAR = new Statement((p: CalendarPageScope) => {
  const after = (index: number, type: string) => sql`(${p.position}::jsonb ->> ${sql.lit(index)})::${sql.raw(type)}`;
  return sql<{ problem: Problem; calendar: string; last: PagePosition | null }>`
    WITH entries AS MATERIALIZED (${scopeEntries(p)}),
    covered AS (${coveredDays(p)}),
    ordered AS (
      SELECT c.*, u.lastname, u.firstname,
        dense_rank() OVER (ORDER BY u.lastname, u.firstname, u.id) AS person,
        row_number() OVER (ORDER BY u.lastname, u.firstname, u.id, c.date, c.time_from, c.id) AS n
      FROM covered c JOIN users u ON u.tenant_id = ${p.tenantId} AND u.id = c.author_id
      WHERE ${p.position}::jsonb IS NULL
        OR (u.lastname, u.firstname, u.id, c.date, c.time_from, c.id) >
           (${after(0, 'text')}, ${after(1, 'text')}, ${after(2, 'int')}, ${after(3, 'date')}, ${after(4, 'int')},
            ${after(5, 'int')})),
    page AS (SELECT * FROM ordered WHERE person <= ${p.limit}::int AND n <= ${MAX_DAY_ENTRIES}::int),
    days AS (
      SELECT author_id, person, date, json_agg(entry ORDER BY time_from, id) AS activities
      FROM page GROUP BY author_id, person, date
    ), people AS (
      SELECT author_id, person,
        json_agg(json_build_object('date', to_char(date, 'YYYY-MM-DD'), 'activities', activities) ORDER BY date) AS days
      FROM days GROUP BY author_id, person
    )
    SELECT ${firstProblem(CHECKS, p)} AS problem,
      json_build_object(
        'from', ${p.from}::text, 'to', ${p.to}::text,
        'holidays', (SELECT coalesce(json_agg(json_build_object('date', to_char(h.date, 'YYYY-MM-DD'), 'name', h.name)
            ORDER BY h.date), '[]'::json)
          FROM holidays h WHERE h.tenant_id = ${p.tenantId} AND h.date BETWEEN ${p.from}::date AND ${p.to}::date),
        'users', (SELECT coalesce(json_agg(json_build_object('user', ${userObject(u, false)}, 'days', people.days)
            ORDER BY people.person), '[]'::json)
          FROM people JOIN users u ON u.tenant_id = ${p.tenantId} AND u.id = people.author_id))::text AS calendar,
      (SELECT json_build_array(lastname, firstname, author_id, to_char(date, 'YYYY-MM-DD'), time_from, id)
        FROM page WHERE n = (SELECT max(n) FROM page) AND EXISTS (SELECT 1 FROM ordered WHERE ordered.n > page.n))
        AS last`;
});

/** The range's checks that need no database: an order and a length. */
export function requireRange(from: string, to: string): void {
  refuseReversedRange(from, to);
  if (daysCovered(from, to) > MAX_CALENDAR_DAYS) {
    throw badRequest(`Query parameter 'to': a calendar covers at most ${MAX_CALENDAR_DAYS} days from 'from'.`);
  }
}

/** GET /v1/calendar: the filters checked, and a page of the calendar's JSON text, in one round trip. */
export async function readCalendar(
  sql: Sql,
  tenantId: string,
  query: CalendarQuery,
  cursors: CursorCodec,
): Promise<string> {
  requireRange(query.from, query.to);
  const typeId = query.activityTypeId ?? null;
  const scope = calendarScope(query);
  const position = query.cursor ? cursors.decode(query.cursor, scope) : null;
  const p: CalendarPageScope = {
    tenantId,
    from: query.from,
    to: query.to,
    teamId: query.teamId ?? null,
    userId: query.userId ?? null,
    activityTypeId: typeId,
    activityTypeIds: typeId === null ? null : [typeId],
    limit: query.limit ?? 50,
    position: position && JSON.stringify([...(JSON.parse(position.value ?? '[]') as unknown[]), position.id]),
  };
  const [row] = await CALENDAR.run(sql, p);
  refuseProblem(CHECKS, p, row!.problem);
  const last = row!.last;
  const nextCursor = last && cursors.encode({ value: JSON.stringify(last.slice(0, 5)), id: last[5] }, scope);
  return `${row!.calendar.slice(0, -1)},"nextCursor":${JSON.stringify(nextCursor)}}`;
}

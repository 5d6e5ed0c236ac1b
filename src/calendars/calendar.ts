import Type from 'typebox';
import { type Expression, expressionBuilder, sql } from 'kysely';
import { daysCovered } from '../activities/calendar.js';
import { type Check, firstProblem, type Problem, refuseProblem, singleReferenceCheck } from '../platform/db/checks.js';
import type { Sql } from '../platform/db/database.js';
import { jsonObject } from '../platform/db/json.js';
import { Statement } from '../platform/db/query.js';
import { MAX_DAYS } from '../activities/checks.js';
import type { DB } from '../platform/db/tables.generated.js';
import { badRequest, notFoundMessage } from '../platform/http/errors.js';
import { Cursor, type CursorCodec } from '../platform/http/pagination.js';
import { CalendarDate, IdText, refuseReversedRange } from '../platform/http/schemas.js';
import { activityStatusObject, activityTypeObject, userObject } from '../reference-data/objects.js';
import { ActivityStatusObject, ActivityTypeObject, UserObject } from '../reference-data/schemas.js';
import { type ActivityViewer, seesActivity } from '../activities/visibility.js';

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
  activityTypeId: Type.Union([ActivityTypeObject, Type.Null()], {
    description:
      'null for an activity of a private type (sick leave) that the caller may not see: an absence, without its type',
  }),
  statusId: ActivityStatusObject,
  timeFrom: Type.String({ description: 'minutes after midnight, as text' }),
  timeTo: Type.String({ description: 'minutes after midnight, as text' }),
});

export const CalendarObject = Type.Object({
  from: Type.String({ description: 'YYYY-MM-DD' }),
  to: Type.String({ description: 'YYYY-MM-DD' }),
  holidays: Type.Array(
    Type.Object({
      date: Type.String(),
      name: Type.String(),
      teamIds: Type.Array(Type.Integer(), { description: 'the teams it applies to; empty: everyone' }),
    }),
    { description: "the range's holidays; with teamId, those of everyone and of that team" },
  ),
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

/** The filters of a calendar, as the statement takes them (absent ones NULL), and who reads it. */
export interface CalendarScope {
  tenantId: string;
  from: string;
  to: string;
  teamId: number | null;
  userId: number | null;
  activityTypeIds: number[] | null;
  /** The reader: which activities of private types they see with their type (D19). */
  viewerId: number;
  managesActivities: boolean;
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

/** Whether the scope's reader sees activity row `a` with its type (D19). */
export const typeShown = (p: ScopeSql) =>
  seesActivity({ tenantId: p.tenantId, userId: p.viewerId, managesActivities: p.managesActivities });

/**
 * Activity row `a` is of one of the scope's types (when it names some) as its reader sees it: the
 * days of a private type stay unknown to those who may not see it, however they filter.
 */
const ofScopeTypes = (p: ScopeSql) =>
  sql`(${p.activityTypeIds}::int[] IS NULL OR (a.activity_type_id = ANY (${p.activityTypeIds}::int[]) AND ${typeShown(p)}))`;

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
    AND ${ofScopeTypes(p)}
    AND (${p.teamId}::int IS NULL OR EXISTS (SELECT 1 FROM team_members m
      WHERE m.tenant_id = a.tenant_id AND m.team_id = ${p.teamId}::int AND m.user_id = a.author_id))`;

/**
 * The days from `from` to `to`, each with the minutes `author` is scheduled to work on it (D19): 0
 * on a day off or a holiday of theirs. migrations/0035_leave_rules.sql; the tenant is the
 * statement's parameter, not a column of the row, so that PostgreSQL hashes the tenant's holidays
 * once per statement instead of once per activity (the feed of a team's 5,000 activities: 180 ms -> 65 ms).
 */
export const scheduledDays = (
  tenantId: string,
  author: Expression<number>,
  from: Expression<unknown>,
  to: Expression<unknown>,
) => sql<{ day: string; minutes: number }>`scheduled_days(${tenantId}, ${author}, ${from}::date, ${to}::date)`;

/**
 * The live, not rejected activities of `person` in scope `p` that reach a day from `start` to the
 * range's end, each with the first and last of those days. An activity covers at most MAX_DAYS days
 * (D5): that bounds its start, for the index on (tenant, author, dates).
 */
const personActivities = (p: CalendarScope, person: Expression<number>, start: Expression<string>) => sql`
  SELECT a.id, a.time_from, a.include_weekends,
    greatest(a.date_from, ${start}) AS first_day, least(a.date_to, ${p.to}::date) AS last_day
  FROM activities a
  JOIN activity_statuses s ON s.tenant_id = a.tenant_id AND s.id = a.status_id AND NOT s.negative_final
  WHERE a.tenant_id = ${p.tenantId} AND a.author_id = ${person} AND NOT a.deleted
    AND a.date_from BETWEEN ${start}::date - ${sql.lit(MAX_DAYS)}::int AND ${p.to}::date AND a.date_to >= ${start}::date
    AND ${ofScopeTypes(p)}`;

/** Where a page ended: the last day entry's user (names and id), day, start time and activity. */
type PagePosition = [lastname: string, firstname: string, userId: number, date: string, timeFrom: number, id: number];

/** A position after every entry of its day (a page that ends at a person's horizon ends there). */
const END_OF_DAY = 2_147_483_647;

export interface CalendarPageScope extends CalendarScope {
  activityTypeId: number | null;
  limit: number;
  /** Day entries a page holds at most: MAX_DAY_ENTRIES (tests check the cuts on smaller pages). */
  maxEntries: number;
  /** Where the previous page ended, a PagePosition as JSON text; null for the first page. */
  position: string | null;
}

/**
 * One page of the calendar object of D10, built in one statement from the day entries of that page
 * only (D13: a page costs what it holds, however long the range):
 *
 * - `people`: the next users by name (from the position's user on) with an entry in the range, one
 *   index probe each, at most `limit` + 2 of them (the position's user may have none left);
 * - `horizons`: for each, the first of start + 1, 2, 4, ... 512 days by which their activities cover
 *   more than `maxEntries` days, counted from the activity rows without building a day: their
 *   page cannot reach past it. A person cut there (`cut`) ends the page, which goes on with them;
 * - `entries`: each person's day entries up to their horizon, in the object's order, at most
 *   `maxEntries` + 1 of them in all, read person by person until there are enough;
 * - the page: at most `limit` people and `maxEntries` entries, none past a cut person; `last`
 *   is where the next page starts, when one follows.
 */
export const CALENDAR = new Statement((p: CalendarPageScope) => {
  const after = (index: number, type: string) => sql`(${p.position}::jsonb ->> ${sql.lit(index)})::${sql.raw(type)}`;
  const positionUser = after(2, 'int');
  return sql<{ problem: Problem; calendar: string; last: PagePosition | null }>`
    WITH people AS (
      SELECT u.id, u.lastname, u.firstname,
        CASE WHEN u.id = ${positionUser} THEN ${after(3, 'date')} ELSE ${p.from}::date END AS start
      FROM users u
      WHERE u.tenant_id = ${p.tenantId}
        AND (${p.userId}::int IS NULL OR u.id = ${p.userId}::int)
        AND (${p.teamId}::int IS NULL OR EXISTS (SELECT 1 FROM team_members m
          WHERE m.tenant_id = u.tenant_id AND m.team_id = ${p.teamId}::int AND m.user_id = u.id))
        AND (${p.position}::jsonb IS NULL
          OR (u.lastname, u.firstname, u.id) >= (${after(0, 'text')}, ${after(1, 'text')}, ${positionUser}))
        AND EXISTS (SELECT 1 FROM (${personActivities(p, sql.ref('u.id'), sql`${p.from}::date`)}) a
          WHERE a.include_weekends OR EXISTS (SELECT 1 FROM ${scheduledDays(p.tenantId, sql.ref('u.id'), sql`a.first_day`, sql`a.last_day`)} d
            WHERE d.minutes > 0))
      ORDER BY u.lastname, u.firstname, u.id
      LIMIT ${p.limit}::int + 2
    ),
    horizons AS (
      SELECT people.*, h.horizon, h.horizon < h.last_day AS cut,
        row_number() OVER (ORDER BY people.lastname, people.firstname, people.id) AS ordinal
      FROM people
      CROSS JOIN LATERAL (
        SELECT min(c.day) FILTER (WHERE c.covered > ${p.maxEntries}::int) AS horizon, max(c.last_day) AS last_day
        FROM (
          SELECT c.day, sum(greatest(0, least(a.last_day, c.day) - a.first_day + 1)) AS covered, max(a.last_day) AS last_day
          FROM (${personActivities(p, sql.ref('people.id'), sql.ref('people.start'))}) a
          CROSS JOIN (SELECT DISTINCT least(people.start + (1 << i), ${p.to}::date) AS day FROM generate_series(0, 9) i) c
          GROUP BY c.day) c
      ) h
    ),
    entries AS (
      SELECT h.id AS author_id, h.lastname, h.firstname, h.ordinal, h.horizon, h.cut, e.date, e.time_from, e.id
      -- In order, so that people are read one after the other until the page has its entries.
      FROM (SELECT * FROM horizons ORDER BY ordinal) h
      -- The person's scheduled minutes of each day from their start to their horizon, read once per
      -- person: asked per activity, the schedule's reads made a team's year 15 times slower.
      CROSS JOIN LATERAL (SELECT array_agg(d.minutes ORDER BY d.day) AS minutes
        FROM ${scheduledDays(p.tenantId, sql.ref('h.id'), sql.ref('h.start'), sql`least(${p.to}::date, coalesce(h.horizon, ${p.to}::date))`)} d
      ) scheduled
      CROSS JOIN LATERAL (
        SELECT day::date AS date, a.time_from, a.id
        FROM (${personActivities(p, sql.ref('h.id'), sql.ref('h.start'))}) a
        CROSS JOIN LATERAL generate_series(a.first_day, least(a.last_day, coalesce(h.horizon, a.last_day)), interval '1 day') day
        -- Every day when the activity includes weekends, else the author's working days.
        WHERE (a.include_weekends OR scheduled.minutes[day::date - h.start + 1] > 0)
          AND (h.id IS DISTINCT FROM ${positionUser}
            OR (day::date, a.time_from, a.id) > (${after(3, 'date')}, ${after(4, 'int')}, ${after(5, 'int')}))
        ORDER BY 1, 2, 3
        LIMIT ${p.maxEntries}::int + 1
      ) e
      ORDER BY h.ordinal, e.date, e.time_from, e.id
      LIMIT ${p.maxEntries}::int + 1
    ),
    numbered AS (
      SELECT e.*,
        dense_rank() OVER (ORDER BY ordinal) AS person,
        row_number() OVER (ORDER BY ordinal, date, time_from, id) AS n
      FROM entries e
    ),
    first_cut AS (SELECT * FROM horizons WHERE cut ORDER BY ordinal LIMIT 1),
    page AS (
      SELECT * FROM numbered
      WHERE person <= ${p.limit}::int AND n <= ${p.maxEntries}::int
        AND ordinal <= coalesce((SELECT ordinal FROM first_cut), ordinal)
    ),
    -- Each activity's entry built once, however many days of the page it covers; a private type
    -- only for those who may see it (D19), for others the day is an absence of no type.
    shown AS MATERIALIZED (
      SELECT a.id, ${jsonObject({
        id: a.ref('a.id'),
        activityTypeId: sql`CASE WHEN ${typeShown(p)} THEN ${activityTypeObject(at)} END`,
        statusId: activityStatusObject(st),
        timeFrom: sql`a.time_from::text`,
        timeTo: sql`a.time_to::text`,
      })} AS entry
      FROM activities a
      JOIN activity_types at ON at.tenant_id = a.tenant_id AND at.id = a.activity_type_id
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id AND st.id = a.status_id
      WHERE a.tenant_id = ${p.tenantId} AND a.id IN (SELECT id FROM page)
    ),
    days AS (
      SELECT page.author_id, page.person, page.date, json_agg(shown.entry ORDER BY page.time_from, page.id) AS activities
      FROM page JOIN shown ON shown.id = page.id
      GROUP BY page.author_id, page.person, page.date
    ),
    -- Once: inlined into the users' array, it was aggregated again for every user of the tenant.
    people_days AS MATERIALIZED (
      SELECT author_id, person,
        json_agg(json_build_object('date', to_char(date, 'YYYY-MM-DD'), 'activities', activities) ORDER BY date) AS days
      FROM days GROUP BY author_id, person
    )
    SELECT ${firstProblem(CHECKS, p)} AS problem,
      json_build_object(
        'from', ${p.from}::text, 'to', ${p.to}::text,
        'holidays', (SELECT coalesce(json_agg(json_build_object('date', to_char(h.date, 'YYYY-MM-DD'), 'name', h.name,
            'teamIds', h.team_ids) ORDER BY h.date, h.id), '[]'::json)
          FROM holidays h WHERE h.tenant_id = ${p.tenantId} AND h.date BETWEEN ${p.from}::date AND ${p.to}::date
            AND (${p.teamId}::int IS NULL OR h.team_ids = '{}' OR ${p.teamId}::int = ANY (h.team_ids))),
        'users', (SELECT coalesce(json_agg(json_build_object('user', ${userObject(u, false)}, 'days', people_days.days)
            ORDER BY people_days.person), '[]'::json)
          FROM people_days JOIN users u ON u.tenant_id = ${p.tenantId} AND u.id = people_days.author_id))::text AS calendar,
      CASE
        -- Entries follow the page's (the limits cut it): it ends at its last entry.
        WHEN (SELECT count(*) FROM numbered WHERE ordinal <= coalesce((SELECT ordinal FROM first_cut), ordinal))
            > (SELECT count(*) FROM page)
          THEN (SELECT json_build_array(lastname, firstname, author_id, to_char(date, 'YYYY-MM-DD'), time_from, id)
            FROM page ORDER BY n DESC LIMIT 1)
        -- A person's days go on past their horizon: the page ends after its last day.
        WHEN EXISTS (SELECT 1 FROM first_cut)
          THEN (SELECT json_build_array(lastname, firstname, id, to_char(horizon, 'YYYY-MM-DD'), ${END_OF_DAY}::int,
              ${END_OF_DAY}::int) FROM first_cut)
      END AS last`;
});

/** The range's checks that need no database: an order and a length. */
export function requireRange(from: string, to: string): void {
  refuseReversedRange(from, to);
  if (daysCovered(from, to) > MAX_CALENDAR_DAYS) {
    throw badRequest(`Query parameter 'to': a calendar covers at most ${MAX_CALENDAR_DAYS} days from 'from'.`);
  }
}

/** Who reads a calendar: their tenant, who they are, and whether they manage activities (D19). */
export type CalendarReader = Pick<ActivityViewer, 'tenantId' | 'userId' | 'managesActivities'>;

/** The parameters of CALENDAR for a query: its filters, its reader, and where its cursor says the page starts. */
export function calendarPage(
  reader: CalendarReader,
  query: CalendarQuery,
  cursors: CursorCodec,
  maxEntries = MAX_DAY_ENTRIES,
): CalendarPageScope {
  requireRange(query.from, query.to);
  const typeId = query.activityTypeId ?? null;
  const position = query.cursor ? cursors.decode(query.cursor, calendarScope(query)) : null;
  return {
    tenantId: reader.tenantId,
    viewerId: reader.userId,
    managesActivities: reader.managesActivities,
    from: query.from,
    to: query.to,
    teamId: query.teamId ?? null,
    userId: query.userId ?? null,
    activityTypeId: typeId,
    activityTypeIds: typeId === null ? null : [typeId],
    limit: query.limit ?? 50,
    maxEntries,
    position: position && JSON.stringify([...(JSON.parse(position.value ?? '[]') as unknown[]), position.id]),
  };
}

/** GET /v1/calendar: the filters checked, and a page of the calendar's JSON text, in one round trip. */
export async function readCalendar(
  sql: Sql,
  reader: CalendarReader,
  query: CalendarQuery,
  cursors: CursorCodec,
  maxEntries = MAX_DAY_ENTRIES,
): Promise<string> {
  const p = calendarPage(reader, query, cursors, maxEntries);
  const [row] = await CALENDAR.run(sql, p);
  refuseProblem(CHECKS, p, row!.problem);
  const last = row!.last;
  const nextCursor =
    last && cursors.encode({ value: JSON.stringify(last.slice(0, 5)), id: last[5] }, calendarScope(query));
  return `${row!.calendar.slice(0, -1)},"nextCursor":${JSON.stringify(nextCursor)}}`;
}

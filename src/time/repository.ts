import { type Expression, expressionBuilder, sql } from 'kysely';
import { MAX_DAYS } from '../activities/checks.js';
import { activityObjectFor } from '../activities/sql.js';
import { balanceRows } from '../allowances/balance-rows.js';
import { seesActivity } from '../activities/visibility.js';
import { scheduledDays } from '../calendars/calendar.js';
import { type Viewer, visibleToUser } from '../issues/visibility.js';
import { Statement } from '../platform/db/query.js';
import { PAGE_BYTES } from '../platform/http/pagination.js';
import type { DB } from '../platform/db/tables.generated.js';
import { activityTypeObject, projectObject, teamObject, userObject } from '../reference-data/objects.js';
import { MAX_REPORT_ROWS, MAX_TIMESHEET_ENTRIES, type Timesheet } from './schemas.js';

const u = expressionBuilder<DB & { u: DB['users'] }, 'u'>();
const at = expressionBuilder<DB & { at: DB['activity_types'] }, 'at'>();

/** The minutes time ranges `times` cover, each minute once. */
const coveredMinutes = (times: string) =>
  sql<number>`(SELECT coalesce(sum(upper(r) - lower(r)), 0) FROM unnest(${sql.ref(times)}) AS r)`;

export type TimesheetScope = Viewer & {
  managesActivities: boolean;
  userId: number;
  viewerId: number;
  from: string;
  to: string;
};

/**
 * The days of a user's timesheet as the CTEs `days`, `acts`, `worked`, `absence_times`, `absences`
 * and `sheet` of a WITH: each day from `from` to `to` with the minutes the user's schedule expects
 * (D19, 0 on a holiday of theirs), the minutes worked (working-hours activities approved or of types
 * that are not approved, each activity's time range on each day it covers, overlaps counted each)
 * and the approved absences by type (the time of day a type's activities cover, each minute once,
 * crediting together at most the expected minutes, types in name order); `acts` are the user's live
 * activities reaching the range.
 */
const timesheetDays = (p: TimesheetScope) => sql`
  days AS (
    SELECT d.day, d.minutes AS expected FROM ${scheduledDays(p.tenantId, sql`${p.userId}::int`, sql`${p.from}`, sql`${p.to}`)} d
  ), acts AS (
    -- The user's live activities reaching the range; an activity covers at most MAX_DAYS days (D5),
    -- which bounds its start for the index on (tenant, author, dates).
    SELECT a.*, t.working_hours, t.approvable, st.positive_final, st.negative_final
    FROM activities a
    JOIN activity_types t ON t.tenant_id = a.tenant_id AND t.id = a.activity_type_id
    JOIN activity_statuses st ON st.tenant_id = a.tenant_id AND st.id = a.status_id
    WHERE a.tenant_id = ${p.tenantId} AND a.author_id = ${p.userId}::int AND NOT a.deleted
      AND a.date_from BETWEEN ${p.from}::date - ${sql.lit(MAX_DAYS)}::int AND ${p.to}::date AND a.date_to >= ${p.from}::date
  ), worked AS (
    SELECT d.day, sum(a.time_to - a.time_from)::int AS minutes
    FROM days d JOIN acts a ON d.day BETWEEN a.date_from AND a.date_to
    WHERE a.working_hours AND NOT a.negative_final AND (a.positive_final OR NOT a.approvable)
    GROUP BY d.day
  ), absence_times AS (
    SELECT d.day, d.expected, a.activity_type_id, range_agg(int4range(a.time_from, a.time_to)) AS times
    FROM days d JOIN acts a ON d.day BETWEEN a.date_from AND a.date_to
    WHERE NOT a.working_hours AND a.positive_final
    GROUP BY d.day, d.expected, a.activity_type_id
  ), absences AS (
    SELECT x.day, x.activity_type_id, x.type_name,
      least(x.minutes, greatest(x.expected - coalesce(sum(x.minutes) OVER (PARTITION BY x.day ORDER BY x.type_name, x.activity_type_id
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0), 0))::int AS minutes
    FROM (SELECT t.day, t.expected, t.activity_type_id, ty.name AS type_name, ${coveredMinutes('t.times')} AS minutes
      FROM absence_times t JOIN activity_types ty ON ty.tenant_id = ${p.tenantId} AND ty.id = t.activity_type_id) x
  ), sheet AS (
    SELECT d.day, d.expected, coalesce(w.minutes, 0) AS worked,
      coalesce((SELECT sum(ab.minutes) FROM absences ab WHERE ab.day = d.day), 0)::int AS absent
    FROM days d LEFT JOIN worked w ON w.day = d.day
  )`;

/** The name of the user's holiday on day `s.day` (everyone's first, then a team's of theirs), or NULL. */
const holidayOf = (p: TimesheetScope) => sql<string | null>`(SELECT h.name FROM holidays h
    WHERE h.tenant_id = ${p.tenantId} AND h.date = s.day
      AND (h.team_ids = '{}' OR EXISTS (SELECT FROM team_members m WHERE m.tenant_id = h.tenant_id
        AND m.team_id = ANY (h.team_ids) AND m.user_id = ${p.userId}::int))
    ORDER BY h.team_ids = '{}' DESC, h.id LIMIT 1)`;

/** Whether the timesheet's reader sees activity row `a` among the entries. */
const listedEntry = (p: TimesheetScope) =>
  seesActivity({ tenantId: p.tenantId, userId: p.viewerId, managesActivities: p.managesActivities });

/** Why a timesheet is not built: more entries than MAX_TIMESHEET_ENTRIES, or more bytes than PAGE_BYTES. */
export type TimesheetRefusal = 'entries' | 'bytes';

/**
 * D18: a user's timesheet from `from` to `to`, built in one statement (timesheetDays; the entries
 * are the live activities of each day the caller sees: seesActivity); NULL when the user does not
 * exist. D13: the entries, an activity on each day it covers, are counted first and then measured
 * (each activity's object once, times its days): past MAX_TIMESHEET_ENTRIES or PAGE_BYTES the
 * timesheet is not built and `refused` says which bound it passed.
 */
export const TIMESHEET = new Statement((p: TimesheetScope) => {
  const viewer: Viewer = { tenantId: p.tenantId, userId: p.viewerId, seesPrivate: p.seesPrivate };
  return sql<{ timesheet: Timesheet | null; refused: TimesheetRefusal | null }>`
  WITH ${timesheetDays(p)}, listed AS (
    SELECT a.id, least(a.date_to, ${p.to}::date) - greatest(a.date_from, ${p.from}::date) + 1 AS days
    FROM acts a WHERE ${listedEntry(p)}
  ), refusal AS (
    SELECT CASE
      WHEN (SELECT coalesce(sum(days), 0) FROM listed) > ${sql.lit(MAX_TIMESHEET_ENTRIES)} THEN 'entries'
      -- Measured only once the count passed: at most MAX_TIMESHEET_ENTRIES objects are built for it.
      WHEN (SELECT coalesce(sum(l.days * octet_length(${activityObjectFor(viewer)}::text)), 0)
          FROM listed l JOIN acts a ON a.id = l.id) > ${sql.lit(PAGE_BYTES)} THEN 'bytes'
    END AS refused
  )
  SELECT CASE WHEN (SELECT refused FROM refusal) IS NULL THEN (SELECT json_build_object(
    'user', ${userObject(u, false)},
    'from', ${p.from}::text, 'to', ${p.to}::text,
    'days', (SELECT coalesce(json_agg(json_build_object(
        'date', to_char(s.day, 'YYYY-MM-DD'),
        'holiday', ${holidayOf(p)},
        'expected', s.expected, 'worked', s.worked,
        'absent', (SELECT coalesce(json_agg(json_build_object('activityType', ${activityTypeObject(at)}, 'minutes', ab.minutes)
            ORDER BY ab.type_name, ab.activity_type_id), '[]'::json)
          FROM absences ab JOIN activity_types at ON at.tenant_id = ${p.tenantId} AND at.id = ab.activity_type_id
          WHERE ab.day = s.day AND ab.minutes > 0),
        'entries', (SELECT coalesce(json_agg(${activityObjectFor(viewer)} ORDER BY a.time_from, a.id), '[]'::json)
          FROM acts a WHERE s.day BETWEEN a.date_from AND a.date_to AND ${listedEntry(p)})
      ) ORDER BY s.day), '[]'::json) FROM sheet s),
    'totals', (SELECT json_build_object('expected', coalesce(sum(s.expected), 0), 'worked', coalesce(sum(s.worked), 0),
        'absent', coalesce(sum(s.absent), 0), 'balance', coalesce(sum(s.worked + s.absent - s.expected), 0)) FROM sheet s)
  ) FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int) END AS timesheet,
  (SELECT refused FROM refusal) AS refused`;
});

/** A day of a timesheet as its export reads it (TIMESHEET_ROWS). */
export interface TimesheetRow {
  user: { firstname: string; lastname: string; email: string };
  date: string;
  holiday: string | null;
  expected: number;
  worked: number;
  absent: number;
  absences: { name: string; minutes: number }[];
}

/**
 * D18: the cursor `timesheet_rows` over the days of a user's timesheet (timesheetDays), for its
 * export: each day with the user, its holiday, the minutes expected, worked and absent, and the
 * absences by type. No rows when the user does not exist.
 */
export const TIMESHEET_ROWS = new Statement(
  (p: TimesheetScope) => sql`DECLARE timesheet_rows NO SCROLL CURSOR WITH HOLD FOR
  WITH ${timesheetDays(p)}
  SELECT ${userObject(u, false)} AS user, to_char(s.day, 'YYYY-MM-DD') AS date, ${holidayOf(p)} AS holiday,
    s.expected, s.worked, s.absent,
    (SELECT coalesce(json_agg(json_build_object('name', ab.type_name, 'minutes', ab.minutes)
        ORDER BY ab.type_name, ab.activity_type_id), '[]'::json)
      FROM absences ab WHERE ab.day = s.day AND ab.minutes > 0) AS absences
  FROM sheet s JOIN users u ON u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int
  ORDER BY s.day`,
);

/** D18: what a time report groups by, one or two of these. */
export const GROUPS = ['user', 'team', 'project', 'issue', 'activityType', 'day', 'week', 'month'] as const;
export type Group = (typeof GROUPS)[number];

const p_ = expressionBuilder<DB & { p: DB['projects'] }, 'p'>();
const tm = expressionBuilder<DB & { tm: DB['teams'] }, 'tm'>();

/** The key of a counted row `k` in group `group` (a parameter): an id or a date, as text. */
const groupKey = (group: unknown) => sql<string | null>`CASE ${group}::text
    WHEN 'user' THEN k.author_id::text WHEN 'team' THEN k.team_id::text WHEN 'project' THEN k.project_id::text
    WHEN 'issue' THEN k.issue_key WHEN 'activityType' THEN k.activity_type_id::text
    WHEN 'day' THEN to_char(k.day, 'YYYY-MM-DD') WHEN 'week' THEN to_char(k.day, 'IYYY-"W"IW')
    WHEN 'month' THEN to_char(k.day, 'YYYY-MM') END`;

/** What a row of a report shows for key `key` of group `group`: the object it names, or the date. */
const groupValue = (
  tenantId: unknown,
  group: unknown,
  key: Expression<string | null>,
) => sql<unknown>`CASE ${group}::text
    WHEN 'user' THEN (SELECT ${userObject(u, false)} FROM users u WHERE u.tenant_id = ${tenantId} AND u.id = ${key}::int)
    WHEN 'team' THEN (SELECT ${teamObject(tm)} FROM teams tm WHERE tm.tenant_id = ${tenantId} AND tm.id = ${key}::int)
    WHEN 'project' THEN (SELECT ${projectObject(p_)} FROM projects p WHERE p.tenant_id = ${tenantId} AND p.id = ${key}::int)
    WHEN 'issue' THEN CASE WHEN ${key} = 'private' THEN json_build_object('id', NULL, 'name', '(private)')
      ELSE (SELECT json_build_object('id', i.id, 'name', i.name) FROM issues i WHERE i.tenant_id = ${tenantId} AND i.id = ${key}::int) END
    WHEN 'activityType' THEN (SELECT ${activityTypeObject(at)} FROM activity_types at WHERE at.tenant_id = ${tenantId} AND at.id = ${key}::int)
    ELSE to_json(${key}) END`;

/** How rows sort by a group's value (jsonb): people by last and first name, other objects by name, then by id; dates as they read. */
const groupSort = (value: string, key: string) =>
  sql`(${sql.ref(value)} ->> 'lastname') || ' ' || (${sql.ref(value)} ->> 'firstname') NULLS LAST,
    ${sql.ref(value)} ->> 'name' NULLS LAST, (${sql.ref(value)} ->> 'id')::int NULLS LAST, ${sql.ref(key)}`;

const EARLIER_ROWS = sql.raw('ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING');

/**
 * The minutes of a day's rows not covered yet, each minute once: each row adds what it reaches
 * past `reach`, the furthest an earlier row (in start order) reached. In an aggregate over rows of
 * one author's day.
 */
const newMinutes = (reach: Expression<number | null>) =>
  sql<number>`sum(greatest(0, time_to - greatest(time_from, coalesce(${reach}, 0))))::int`;

/** The share of a scheduled day that `minutes` of it cover; 0 on a day with nothing scheduled. */
const dayShare = (minutes: Expression<number>) =>
  sql<number>`CASE WHEN scheduled > 0 THEN covered_share(${minutes}, scheduled) ELSE 0 END`;

/**
 * The CTE `name`: each key of column `key` of `grouped` once, with the value rows show for it in
 * `group` (jsonb; NULL for every key when there is no such group) and its rank in the rows' order.
 * Built per key rather than per row: a report of 100,000 rows has a few hundred keys in a column,
 * and its order compares two ranks instead of the values' names.
 */
const groupValues = (
  name: string,
  tenantId: unknown,
  group: unknown,
  key: 'k1' | 'k2',
) => sql`${sql.id(name)} AS MATERIALIZED (
    SELECT jsonb_object_agg(coalesce(x.k, ''), jsonb_build_object('v', x.v, 'rank', x.rank)) AS by_key
    FROM (SELECT x.*, row_number() OVER (ORDER BY ${groupSort('x.v', 'x.k')}) AS rank
      FROM (SELECT d.k, CASE WHEN ${group}::text IS NOT NULL THEN ${groupValue(tenantId, group, sql.ref('d.k'))}::jsonb END AS v
        FROM (SELECT DISTINCT ${sql.ref(key)} AS k FROM grouped) d) x) x
  )`;

/** What a time report counts and how it groups (TIME_REPORT's parameters). */
export interface TimeReportScope {
  tenantId: string;
  viewerId: number;
  seesPrivate: boolean;
  managesActivities: boolean;
  from: string;
  to: string;
  group1: Group;
  group2: Group | null;
  authorId: number | null;
  teamId: number | null;
  projectId: number | null;
  issueId: number | null;
  activityTypeId: number | null;
  workingHours: boolean | null;
}

/**
 * The CTEs `chosen` to `shown` of a WITH: the activities from `from` to `to` that count as time
 * (live, not rejected, approved or of a type not approved), one row per activity and day it covers
 * (`counted`, `keyed`), and their groups (`shown`: the keys k1 and k2, the values v1 and v2 the rows
 * show, the minutes and days, and the ranks of the values in the rows' order). Each activity counts
 * its time range on each day it covers; days count per D19 (the share of the author's scheduled
 * minutes that day the group's time covers, each minute once; 0 on a day with none scheduled).
 * Issues the caller may not see group as "(private)". `authorId` restricts the report to one author
 * (members and viewers read only their own time).
 */
const reportGroups = (p: TimeReportScope) => sql`
  chosen AS (
    SELECT a.author_id, a.team_id, a.project_id, a.activity_type_id, a.time_from, a.time_to,
      greatest(a.date_from, ${p.from}::date) AS first_day, least(a.date_to, ${p.to}::date) AS last_day,
      CASE WHEN a.issue_id IS NULL OR NOT 'issue' IN (${p.group1}::text, coalesce(${p.group2}::text, '')) THEN NULL
        WHEN EXISTS (SELECT FROM issues i WHERE i.tenant_id = a.tenant_id AND i.id = a.issue_id
          AND ${visibleToUser(sql`${p.viewerId}::int`, sql`${p.seesPrivate}::boolean`)}) THEN a.issue_id::text
        ELSE 'private' END AS issue_key
    FROM activities a
    JOIN activity_types t ON t.tenant_id = a.tenant_id AND t.id = a.activity_type_id
    JOIN activity_statuses st ON st.tenant_id = a.tenant_id AND st.id = a.status_id
    WHERE a.tenant_id = ${p.tenantId} AND NOT a.deleted
      AND a.date_from BETWEEN ${p.from}::date - ${sql.lit(MAX_DAYS)}::int AND ${p.to}::date AND a.date_to >= ${p.from}::date
      AND NOT st.negative_final AND (st.positive_final OR NOT t.approvable)
      AND (${p.authorId}::int IS NULL OR a.author_id = ${p.authorId}::int)
      AND (${p.teamId}::int IS NULL OR a.team_id = ${p.teamId}::int)
      AND (${p.projectId}::int IS NULL OR a.project_id = ${p.projectId}::int)
      AND (${p.issueId}::int IS NULL OR a.issue_id = ${p.issueId}::int)
      AND (${p.activityTypeId}::int IS NULL OR a.activity_type_id = ${p.activityTypeId}::int)
      AND (${p.workingHours}::boolean IS NULL OR t.working_hours = ${p.workingHours}::boolean)
      AND ${seesActivity({ tenantId: p.tenantId, userId: p.viewerId, managesActivities: p.managesActivities })}
  ), schedules AS MATERIALIZED (
    -- Each author's days asked for once, not once per activity: a year of worklogs has hundreds per author.
    SELECT authors.author_id, d.day, d.minutes
    FROM (SELECT DISTINCT author_id FROM chosen) authors
    CROSS JOIN LATERAL ${scheduledDays(p.tenantId, sql`authors.author_id`, sql`${p.from}::date`, sql`${p.to}::date`)} d
  ), counted AS (
    -- Each activity's days first, then their schedules by author and day: OFFSET 0 keeps that order.
    -- Planned the other way round (when the planner expects one activity), each author's schedule
    -- is joined to each activity and its days searched, a year's days once per day covered.
    SELECT c.*, s.minutes AS scheduled
    FROM (
      SELECT c.*, c.first_day + covered.n AS day
      FROM chosen c
      CROSS JOIN LATERAL unnest(CASE WHEN c.first_day = c.last_day THEN ARRAY[0]
        ELSE ARRAY(SELECT generate_series(0, c.last_day - c.first_day)) END) AS covered (n)
      OFFSET 0
    ) c
    JOIN schedules s ON s.author_id = c.author_id AND s.day = c.day
  ), keyed AS (
    -- How far the earlier time of the same group (or of anything), author and day reaches, in start
    -- order: what an activity adds past it is time not counted yet, so overlaps count once (D19).
    -- The group's window comes last: its order is per_day's, which then groups without a sort
    -- (scheduled is the same all day; it is in each order so that the orders agree).
    SELECT day_reached.*,
      max(time_to) OVER (PARTITION BY author_id, day, scheduled, k1, k2 ORDER BY time_from, time_to ${EARLIER_ROWS}) AS group_reach
    FROM (
      SELECT keys.*, max(time_to) OVER (PARTITION BY author_id, day, scheduled ORDER BY time_from, time_to ${EARLIER_ROWS}) AS day_reach
      FROM (SELECT k.*, ${groupKey(p.group1)} AS k1, ${groupKey(p.group2)} AS k2 FROM counted k) keys
    ) day_reached
  ), per_day AS (
    -- One row per group, author and day: the minutes, the share of the day the group's time covers,
    -- and the minutes the day's time of any group covers first there (summed by day for the total).
    SELECT author_id, day, scheduled, k1, k2, sum(time_to - time_from) AS minutes,
      ${dayShare(newMinutes(sql.ref('group_reach')))} AS days, ${newMinutes(sql.ref('day_reach'))} AS day_minutes
    FROM keyed GROUP BY author_id, day, scheduled, k1, k2
  ), grouped AS (
    SELECT k1, k2, sum(minutes)::int AS minutes, sum(days)::float8 AS days FROM per_day GROUP BY k1, k2
  ), ${groupValues('values1', p.tenantId, p.group1, 'k1')}, ${groupValues('values2', p.tenantId, p.group2, 'k2')}, shown AS (
    -- Each group's value and rank looked up by its key, not joined: a join planned for few groups
    -- (when the planner expects few activities) compares every group with every value. OFFSET 0
    -- looks them up here: left to the query's end, each row would carry the whole objects.
    SELECT g.*, x1.by_key -> coalesce(g.k1, '') -> 'v' AS v1, x2.by_key -> coalesce(g.k2, '') -> 'v' AS v2,
      (x1.by_key -> coalesce(g.k1, '') ->> 'rank')::int AS rank1, (x2.by_key -> coalesce(g.k2, '') ->> 'rank')::int AS rank2
    FROM grouped g CROSS JOIN values1 x1 CROSS JOIN values2 x2
    OFFSET 0
  )`;

/** The report's total over `per_day`: its minutes, and its days (each author's day once, whatever the groups). */
const reportTotal = sql<{ minutes: number; days: number }>`(SELECT json_build_object(
    'minutes', coalesce(sum(minutes), 0)::int, 'days', coalesce(sum(days), 0)::float8)
  FROM (SELECT sum(minutes) AS minutes, ${dayShare(sql`sum(day_minutes)::int`)} AS days
    FROM per_day GROUP BY author_id, day, scheduled) t)`;

/** The order of a report's rows: by the first group's values, then the second's (groupSort, ranked by groupValues). */
const reportOrder = sql`s.rank1, s.rank2`;

/**
 * D18: minutes and days of the time from `from` to `to`, grouped by one or two groups in the
 * database (reportGroups), with the total; past MAX_REPORT_ROWS groups the rows are not built.
 */
export const TIME_REPORT = new Statement(
  (p: TimeReportScope) => sql<{ rows: unknown[] | null; total: { minutes: number; days: number } }>`
  WITH ${reportGroups(p)}
  SELECT
    -- Past MAX_REPORT_ROWS groups the rows are not built (NULL): the service refuses the report.
    CASE WHEN (SELECT count(*) FROM grouped) > ${sql.lit(MAX_REPORT_ROWS)} THEN NULL ELSE
    (SELECT coalesce(json_agg(
        (jsonb_build_object(${p.group1}::text, s.v1)
          || CASE WHEN ${p.group2}::text IS NULL THEN '{}'::jsonb ELSE jsonb_build_object(${p.group2}::text, s.v2) END
          || jsonb_build_object('minutes', s.minutes, 'days', s.days))
        ORDER BY ${reportOrder}), '[]'::json) FROM shown s) END AS rows,
    ${reportTotal} AS total`,
);

/** A row of a time report as its export reads it (TIME_REPORT_ROWS): the groups' values as the JSON rows show them. */
export interface TimeReportRow {
  v1: unknown;
  v2: unknown;
  minutes: number;
  days: number;
  row_count: number;
  total: { minutes: number; days: number };
}

/**
 * D18: the cursor `time_report_rows` over the rows of a time report (reportGroups), in the
 * report's order, for its export: each row with the number of rows and the report's total,
 * computed once (an InitPlan), so that the first batch tells whether the export may go on.
 */
export const TIME_REPORT_ROWS = new Statement(
  (p: TimeReportScope) => sql`DECLARE time_report_rows NO SCROLL CURSOR WITH HOLD FOR
  WITH ${reportGroups(p)}
  SELECT s.v1, s.v2, s.minutes, s.days, count(*) OVER ()::int AS row_count, ${reportTotal} AS total
  FROM shown s
  ORDER BY ${reportOrder}`,
);

/** Whose absences a report reads, and of which year (ABSENCE_REPORT's parameters). */
export interface AbsenceReportScope {
  tenantId: string;
  year: number;
  today: string;
  authorId: number | null;
  teamId: number | null;
  managesActivities: boolean;
}

/**
 * The live users `u` an absences report covers (`authorId`, or everyone when null, and `teamId`'s
 * members) that are `also` true of.
 */
const reportedUsers = (p: AbsenceReportScope, also: Expression<unknown> = sql`true`) => sql`
  SELECT u.id, u.lastname, u.firstname FROM users u WHERE u.tenant_id = ${p.tenantId} AND NOT u.deleted
    AND (${p.authorId}::int IS NULL OR u.id = ${p.authorId}::int)
    AND (${p.teamId}::int IS NULL OR EXISTS (SELECT FROM team_members m
      WHERE m.tenant_id = u.tenant_id AND m.team_id = ${p.teamId}::int AND m.user_id = u.id))
    AND ${also}`;

/**
 * The CTEs of a WITH RECURSIVE after those of balanceRows for the users `people` selects, ending
 * with `report`: per user and type the balances of D19 of `year` (as GET /v1/users/{id}/balances
 * counts them), and, for callers who manage activities, the days of the year taken of private
 * types without an allowance (sick leave), as the share of each working day they cover: approved,
 * and requested (neither approved nor rejected).
 */
const absenceRows = (
  p: AbsenceReportScope,
  people: Expression<unknown>,
) => sql`${balanceRows(p, people)}, private_days AS (
    SELECT a.author_id AS user_id, a.activity_type_id, d.day, d.minutes,
      range_agg(int4range(a.time_from, a.time_to)) FILTER (WHERE st.positive_final) AS approved_times,
      range_agg(int4range(a.time_from, a.time_to)) AS all_times
    FROM activities a
    JOIN activity_types t ON t.tenant_id = a.tenant_id AND t.id = a.activity_type_id AND t.private
    JOIN activity_statuses st ON st.tenant_id = a.tenant_id AND st.id = a.status_id AND NOT st.negative_final
    CROSS JOIN LATERAL ${scheduledDays(
      p.tenantId,
      sql`a.author_id`,
      sql`greatest(a.date_from, make_date(${p.year}::int, 1, 1))`,
      sql`least(a.date_to, make_date(${p.year}::int, 12, 31))`,
    )} d
    WHERE ${p.managesActivities}::boolean AND a.tenant_id = ${p.tenantId} AND NOT a.deleted
      AND a.author_id IN (SELECT user_id FROM people)
      AND a.date_from BETWEEN make_date(${p.year}::int, 1, 1) - ${sql.lit(MAX_DAYS)}::int AND make_date(${p.year}::int, 12, 31)
      AND a.date_to >= make_date(${p.year}::int, 1, 1)
      AND (a.author_id, a.activity_type_id) NOT IN (SELECT user_id, activity_type_id FROM years)
      AND d.minutes > 0
    GROUP BY a.author_id, a.activity_type_id, d.day, d.minutes
  ), report AS (
    SELECT b.user_id, b.activity_type_id, b.allowance::float8 AS allowance, b.carried::float8 AS carried,
      b.expired::float8 AS expired, b.approved::float8 AS approved, b.requested::float8 AS requested,
      b.remaining::float8 AS remaining
    FROM balances b
    JOIN activity_types t ON t.tenant_id = ${p.tenantId} AND t.id = b.activity_type_id
    WHERE b.year = ${p.year}::int AND (NOT t.private OR ${p.managesActivities}::boolean)
    UNION ALL
    SELECT x.user_id, x.activity_type_id, NULL, NULL, NULL,
      sum(day_share(x.approved_times, x.minutes))::float8,
      sum(day_share(x.all_times, x.minutes) - day_share(x.approved_times, x.minutes))::float8, NULL
    FROM private_days x GROUP BY x.user_id, x.activity_type_id
  )`;

/** The report's rows with their users `u` and types `at`, in the report's order: by last name, first name, type. */
const absenceReportRows = (p: AbsenceReportScope) => sql`report r
  JOIN users u ON u.tenant_id = ${p.tenantId} AND u.id = r.user_id
  JOIN activity_types at ON at.tenant_id = ${p.tenantId} AND at.id = r.activity_type_id`;
const absenceReportOrder = sql`u.lastname, u.firstname, u.id, at.name, at.id`;

/**
 * D18: a page of the absences of `year` (absenceRows): the next `limit` users by last name, first
 * name and id after the position (`afterLastname`, `afterFirstname`, `afterId`; none for the first
 * page), their rows by user and type, and the position of the page's last user when more follow.
 */
export const ABSENCE_REPORT = new Statement(
  (
    p: AbsenceReportScope & {
      limit: number;
      afterLastname: string | null;
      afterFirstname: string | null;
      afterId: number | null;
    },
  ) => sql<{ rows: unknown[]; last: [lastname: string, firstname: string, id: number] | null }>`
  WITH RECURSIVE page_users AS (
    SELECT pu.*, row_number() OVER (ORDER BY pu.lastname, pu.firstname, pu.id) AS n
    FROM (${reportedUsers(
      p,
      sql`(${p.afterId}::int IS NULL
        OR (u.lastname, u.firstname, u.id) > (${p.afterLastname}::text, ${p.afterFirstname}::text, ${p.afterId}::int))`,
    )}
      ORDER BY u.lastname, u.firstname, u.id
      LIMIT ${p.limit}::int + 1) pu
  ), ${absenceRows(p, sql`SELECT id FROM page_users WHERE n <= ${p.limit}::int`)}
  SELECT (SELECT coalesce(json_agg(json_build_object(
      'user', ${userObject(u, false)}, 'activityType', ${activityTypeObject(at)},
      'allowance', r.allowance, 'carried', r.carried, 'expired', r.expired,
      'approved', r.approved, 'requested', r.requested, 'remaining', r.remaining)
    ORDER BY ${absenceReportOrder}), '[]'::json) FROM ${absenceReportRows(p)}) AS rows,
    (SELECT json_build_array(lastname, firstname, id) FROM page_users
      WHERE n = ${p.limit}::int AND EXISTS (SELECT FROM page_users WHERE n > ${p.limit}::int)) AS last`,
);

/** A row of the absences report as its export reads it (ABSENCE_REPORT_ROWS). */
export interface AbsenceReportRow {
  user: { firstname: string; lastname: string; email: string };
  type: string;
  allowance: number | null;
  carried: number | null;
  expired: number | null;
  approved: number;
  requested: number;
  remaining: number | null;
  row_count: number;
}

/**
 * D18: the cursor `absence_report_rows` over the absences of `year` of every user the report
 * covers (absenceRows), in the report's order, for its export; each row with the number of rows.
 */
export const ABSENCE_REPORT_ROWS = new Statement(
  (p: AbsenceReportScope) => sql`DECLARE absence_report_rows NO SCROLL CURSOR WITH HOLD FOR
  WITH RECURSIVE ${absenceRows(p, sql`SELECT id FROM (${reportedUsers(p)}) everyone`)}
  SELECT ${userObject(u, false)} AS user, at.name AS type, r.allowance, r.carried, r.expired, r.approved,
    r.requested, r.remaining, count(*) OVER ()::int AS row_count
  FROM ${absenceReportRows(p)}
  ORDER BY ${absenceReportOrder}`,
);

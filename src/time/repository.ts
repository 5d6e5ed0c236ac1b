import { type Expression, expressionBuilder, sql } from 'kysely';
import { MAX_DAYS } from '../activities/checks.js';
import { activityObjectFor } from '../activities/sql.js';
import { balanceRows } from '../allowances/balance-rows.js';
import { seesActivity } from '../activities/visibility.js';
import { scheduledDays } from '../calendars/calendar.js';
import { type Viewer, visibleToUser } from '../issues/visibility.js';
import { Statement } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import { activityTypeObject, projectObject, teamObject, userObject } from '../reference-data/objects.js';
import { MAX_REPORT_ROWS, type Timesheet } from './schemas.js';

const u = expressionBuilder<DB & { u: DB['users'] }, 'u'>();
const at = expressionBuilder<DB & { at: DB['activity_types'] }, 'at'>();

/** The minutes time ranges `times` cover, each minute once. */
const coveredMinutes = (times: string) =>
  sql<number>`(SELECT coalesce(sum(upper(r) - lower(r)), 0) FROM unnest(${sql.ref(times)}) AS r)`;

/**
 * D18: a user's timesheet from `from` to `to`, built in one statement; NULL when the
 * user does not exist. Each day: the minutes the user's schedule expects (D19, 0 on a holiday of
 * theirs), the minutes worked (working-hours activities approved or of types that are not approved,
 * each activity's time range on each day it covers, overlaps counted each), the approved absences by
 * type (the time of day a type's activities cover, each minute once, crediting together at most the
 * expected minutes, types in name order) and the live activities the caller sees (seesActivity).
 */
export const TIMESHEET = new Statement(
  (p: Viewer & { managesActivities: boolean; userId: number; viewerId: number; from: string; to: string }) => {
    const viewer: Viewer = { tenantId: p.tenantId, userId: p.viewerId, seesPrivate: p.seesPrivate };
    return sql<{ timesheet: Timesheet | null }>`
  WITH days AS (
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
  )
  SELECT (SELECT json_build_object(
    'user', ${userObject(u, false)},
    'from', ${p.from}::text, 'to', ${p.to}::text,
    'days', (SELECT coalesce(json_agg(json_build_object(
        'date', to_char(s.day, 'YYYY-MM-DD'),
        'holiday', (SELECT h.name FROM holidays h WHERE h.tenant_id = ${p.tenantId} AND h.date = s.day
          AND (h.team_ids = '{}' OR EXISTS (SELECT FROM team_members m WHERE m.tenant_id = h.tenant_id
            AND m.team_id = ANY (h.team_ids) AND m.user_id = ${p.userId}::int))
          ORDER BY h.team_ids = '{}' DESC, h.id LIMIT 1),
        'expected', s.expected, 'worked', s.worked,
        'absent', (SELECT coalesce(json_agg(json_build_object('activityType', ${activityTypeObject(at)}, 'minutes', ab.minutes)
            ORDER BY ab.type_name, ab.activity_type_id), '[]'::json)
          FROM absences ab JOIN activity_types at ON at.tenant_id = ${p.tenantId} AND at.id = ab.activity_type_id
          WHERE ab.day = s.day AND ab.minutes > 0),
        'entries', (SELECT coalesce(json_agg(${activityObjectFor(viewer)} ORDER BY a.time_from, a.id), '[]'::json)
          FROM acts a WHERE s.day BETWEEN a.date_from AND a.date_to
            AND ${seesActivity({ tenantId: p.tenantId, userId: p.viewerId, managesActivities: p.managesActivities })})
      ) ORDER BY s.day), '[]'::json) FROM sheet s),
    'totals', (SELECT json_build_object('expected', coalesce(sum(s.expected), 0), 'worked', coalesce(sum(s.worked), 0),
        'absent', coalesce(sum(s.absent), 0), 'balance', coalesce(sum(s.worked + s.absent - s.expected), 0)) FROM sheet s)
  ) FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int) AS timesheet`;
  },
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

/** How rows sort by a group's value: people by last and first name, other objects by name, then by id; dates as they read. */
const groupSort = (value: string, key: string) =>
  sql`(${sql.ref(value)}::jsonb ->> 'lastname') || ' ' || (${sql.ref(value)}::jsonb ->> 'firstname') NULLS LAST,
    ${sql.ref(value)}::jsonb ->> 'name' NULLS LAST, (${sql.ref(value)}::jsonb ->> 'id')::int NULLS LAST, ${sql.ref(key)}`;

const EARLIER_ROWS = sql.raw('ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING');

/**
 * The share of a scheduled day that a day's rows cover, each minute once: each row adds what it
 * reaches past `reach`, the furthest an earlier row (in start order) reached. In an aggregate over
 * one author's day; 0 on a day with nothing scheduled.
 */
const dayShare = (reach: Expression<number | null>) =>
  sql<number>`CASE WHEN scheduled > 0
    THEN covered_share(sum(greatest(0, time_to - greatest(time_from, coalesce(${reach}, 0))))::int, scheduled) ELSE 0 END`;

/**
 * D18: minutes and days of the activities from `from` to `to` that count as time (live, not
 * rejected, approved or of a type not approved), grouped by one or two groups in the database. Each
 * activity counts its time range on each day it covers; days count per D19 (the share of the
 * author's scheduled minutes that day the group's time covers, each minute once; 0 on a day with
 * none scheduled). Issues the caller may not see group as "(private)". `authorId` restricts the
 * report to one author (members and viewers read only their own time).
 */
export const TIME_REPORT = new Statement(
  (p: {
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
  }) => sql<{ rows: unknown[] | null; total: { minutes: number; days: number } }>`
  WITH chosen AS (
    SELECT a.author_id, a.team_id, a.project_id, a.activity_type_id, a.time_from, a.time_to,
      greatest(a.date_from, ${p.from}::date) AS first_day, least(a.date_to, ${p.to}::date) AS last_day,
      CASE WHEN a.issue_id IS NULL THEN NULL
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
    SELECT c.*, s.day, s.minutes AS scheduled
    FROM chosen c
    CROSS JOIN LATERAL unnest(ARRAY(SELECT d::date FROM generate_series(c.first_day, c.last_day, interval '1 day') d)) AS covered (day)
    JOIN schedules s ON s.author_id = c.author_id AND s.day = covered.day
  ), keyed AS (
    -- How far the earlier time of the same group (or of anything), author and day reaches, in start
    -- order: what an activity adds past it is time not counted yet, so overlaps count once (D19).
    SELECT keys.*,
      max(time_to) OVER (PARTITION BY k1, k2, author_id, day ORDER BY time_from, time_to ${EARLIER_ROWS}) AS group_reach,
      max(time_to) OVER (PARTITION BY author_id, day ORDER BY time_from, time_to ${EARLIER_ROWS}) AS day_reach
    FROM (SELECT k.*, ${groupKey(p.group1)} AS k1, ${groupKey(p.group2)} AS k2 FROM counted k) keys
  ), per_day AS (
    -- One row per group, author and day: the minutes, and the share of the day the time covers.
    SELECT k1, k2, sum(time_to - time_from) AS minutes, ${dayShare(sql.ref('group_reach'))} AS days
    FROM keyed GROUP BY k1, k2, author_id, day, scheduled
  ), grouped AS (
    SELECT k1, k2, sum(minutes)::int AS minutes, sum(days)::float8 AS days FROM per_day GROUP BY k1, k2
  ), shown AS (
    SELECT g.*, ${groupValue(p.tenantId, p.group1, sql.ref('g.k1'))} AS v1,
      CASE WHEN ${p.group2}::text IS NOT NULL THEN ${groupValue(p.tenantId, p.group2, sql.ref('g.k2'))} END AS v2
    FROM grouped g
  )
  SELECT
    -- Past MAX_REPORT_ROWS groups the rows are not built (NULL): the service refuses the report.
    CASE WHEN (SELECT count(*) FROM grouped) > ${sql.lit(MAX_REPORT_ROWS)} THEN NULL ELSE
    (SELECT coalesce(json_agg(
        (jsonb_build_object(${p.group1}::text, s.v1)
          || CASE WHEN ${p.group2}::text IS NULL THEN '{}'::jsonb ELSE jsonb_build_object(${p.group2}::text, s.v2) END
          || jsonb_build_object('minutes', s.minutes, 'days', s.days))
        ORDER BY ${groupSort('s.v1', 's.k1')}, ${groupSort('s.v2', 's.k2')}), '[]'::json) FROM shown s) END AS rows,
    (SELECT json_build_object('minutes', coalesce(sum(minutes), 0)::int, 'days', coalesce(sum(days), 0)::float8)
      FROM (SELECT sum(time_to - time_from) AS minutes, ${dayShare(sql.ref('day_reach'))} AS days
        FROM keyed GROUP BY author_id, day, scheduled) t) AS total`,
);

/**
 * D18: the absences of `year` per user and type: the balances of D19 (balanceRows, as GET
 * /v1/users/{id}/balances counts them) of the live users `authorId` (one, or everyone when null)
 * and `teamId` (its members) select, and, for callers who manage activities, the days of the year
 * taken of private types without an allowance (sick leave), as the share of each working day they
 * cover: approved, and requested (neither approved nor rejected). By last name, first name, type.
 */
export const ABSENCE_REPORT = new Statement(
  (p: {
    tenantId: string;
    year: number;
    today: string;
    authorId: number | null;
    teamId: number | null;
    managesActivities: boolean;
  }) => sql<{ rows: unknown[] }>`
  WITH RECURSIVE ${balanceRows(
    p,
    sql`SELECT u.id FROM users u WHERE u.tenant_id = ${p.tenantId} AND NOT u.deleted
      AND (${p.authorId}::int IS NULL OR u.id = ${p.authorId}::int)
      AND (${p.teamId}::int IS NULL OR EXISTS (SELECT FROM team_members m
        WHERE m.tenant_id = u.tenant_id AND m.team_id = ${p.teamId}::int AND m.user_id = u.id))`,
  )}, private_days AS (
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
  )
  SELECT coalesce(json_agg(json_build_object(
      'user', ${userObject(u, false)}, 'activityType', ${activityTypeObject(at)},
      'allowance', r.allowance, 'carried', r.carried, 'expired', r.expired,
      'approved', r.approved, 'requested', r.requested, 'remaining', r.remaining)
    ORDER BY u.lastname, u.firstname, u.id, at.name, at.id), '[]'::json) AS rows
  FROM report r
  JOIN users u ON u.tenant_id = ${p.tenantId} AND u.id = r.user_id
  JOIN activity_types at ON at.tenant_id = ${p.tenantId} AND at.id = r.activity_type_id`,
);

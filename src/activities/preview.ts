import { sql } from 'kysely';
import Type from 'typebox';
import { scheduledDays } from '../calendars/calendar.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { firstProblem, type Problem, refuseProblem } from '../platform/db/checks.js';
import type { Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { CalendarDate } from '../platform/http/schemas.js';
import { CREATE_CHECKS, type CheckParams, checkParams, MAX_DAYS, resolve, runsOf } from './checks.js';
import { buildActivities } from './documents.js';
import { ActivityObject, type ActivityInput } from './schemas.js';

/** The overlapping activities a preview names at most, earliest first. */
export const MAX_OVERLAPS = 20;

export const ActivityPreview = Type.Object({
  runs: Type.Array(
    Type.Object({
      dateFrom: CalendarDate,
      dateTo: CalendarDate,
      workingDays: Type.Integer({
        description: "the author's working days: by their schedule, without their holidays",
      }),
    }),
    { description: 'the activities the request would be stored as, in date order' },
  ),
  workingDays: Type.Integer({ description: 'the working days of all runs' }),
  allowanceDays: Type.Array(Type.Object({ year: Type.Integer(), days: Type.Number() }), {
    description:
      "what the request adds to each year's balance of its type: on each working day the share of the scheduled minutes its time range covers, less what the author's activities of the type already take that day (a day counts once)",
  }),
  overlaps: Type.Array(ActivityObject, {
    description: `the caller's live activities, not rejected, that share a day with the range (earliest first, at most ${MAX_OVERLAPS})`,
  }),
});
export type ActivityPreview = Type.Static<typeof ActivityPreview>;

/**
 * The create's checks and the runs a create would store, each with its working days and what its
 * days add to the balances by year; one row naming the problem (and no run) when a check fails.
 */
const PREVIEW = new Statement(
  (p: CheckParams) =>
    sql<{
      problem: Problem;
      date_from: string | null;
      date_to: string | null;
      working_days: number | null;
      by_year: Record<string, number> | null;
    }>`
    WITH runs AS (${runsOf(p)}),
      known AS (SELECT ${firstProblem(CREATE_CHECKS, p)} AS problem)
    SELECT known.problem, to_char(r.run_from, 'YYYY-MM-DD') AS date_from, to_char(r.run_to, 'YYYY-MM-DD') AS date_to,
      (SELECT count(*)::int FROM ${scheduledDays(p.tenantId, sql`${p.authorId}::int`, sql`r.run_from`, sql`r.run_to`)} d
        WHERE d.minutes > 0) AS working_days,
      (SELECT coalesce(json_object_agg(year, days), '{}') FROM (
        SELECT extract(year FROM d.day)::int AS year,
          sum(day_share(coalesce(taken.times, '{}') + int4multirange(int4range(${p.timeFrom}::int, ${p.timeTo}::int)), d.minutes)
            - day_share(taken.times, d.minutes))::float8 AS days
        FROM ${scheduledDays(p.tenantId, sql`${p.authorId}::int`, sql`r.run_from`, sql`r.run_to`)} d
        -- The times the author's live, not rejected activities of the type take that day already.
        CROSS JOIN LATERAL (SELECT range_agg(int4range(a.time_from, a.time_to)) AS times FROM activities a
          JOIN activity_statuses st ON st.tenant_id = a.tenant_id AND st.id = a.status_id AND NOT st.negative_final
          WHERE a.tenant_id = ${p.tenantId} AND a.author_id = ${p.authorId}::int AND NOT a.deleted
            AND a.activity_type_id = ${p.activityTypeId}::int
            AND a.date_from BETWEEN d.day - ${sql.lit(MAX_DAYS)} AND d.day AND a.date_to >= d.day) taken
        WHERE d.minutes > 0 GROUP BY 1) per_year) AS by_year
    FROM known LEFT JOIN runs r ON known.problem IS NULL
    ORDER BY r.run_from`,
);

/** The caller's live, not rejected activities that share a day with [dateFrom, dateTo]. */
const OVERLAPS = new Statement(
  (p: { tenantId: string; userId: number; dateFrom: string; dateTo: string }) =>
    sql<{ id: number }>`SELECT a.id FROM activities a
      JOIN activity_statuses s ON s.tenant_id = a.tenant_id AND s.id = a.status_id AND NOT s.negative_final
      WHERE a.tenant_id = ${p.tenantId} AND a.author_id = ${p.userId}::int AND NOT a.deleted
        -- An activity covers at most 366 days (D5): that bounds its start, for the index on (author, dates).
        AND a.date_from BETWEEN ${p.dateFrom}::date - 366 AND ${p.dateTo}::date AND a.date_to >= ${p.dateFrom}::date
      ORDER BY a.date_from, a.id LIMIT ${sql.lit(MAX_OVERLAPS)}`,
);

/** A sum of shares to two decimals, as they are stored (floating point adds 0.1 + 0.2 to 0.30000000000000004). */
const round2 = (days: number) => Math.round(days * 100) / 100;

/** What a create of `input` would store and take from the allowances, checked as the create is; writes nothing. */
export async function previewActivity(sql: Sql, caller: Caller, input: ActivityInput): Promise<ActivityPreview> {
  const resolved = resolve(input);
  const p = checkParams(caller, resolved, null);
  const rows = await PREVIEW.run(sql, p);
  refuseProblem(CREATE_CHECKS, p, rows[0]?.problem ?? null);
  const byYear = new Map<number, number>();
  const runs = rows
    .filter((row) => row.date_from !== null)
    .map((row) => {
      for (const [year, days] of Object.entries(row.by_year ?? {})) {
        byYear.set(Number(year), (byYear.get(Number(year)) ?? 0) + days);
      }
      return { dateFrom: row.date_from!, dateTo: row.date_to!, workingDays: row.working_days! };
    });
  const overlapping = await OVERLAPS.run(sql, { ...caller, dateFrom: resolved.dateFrom, dateTo: resolved.dateTo });
  const overlaps = await buildActivities(
    sql,
    caller,
    overlapping.map((row) => row.id),
  );
  return {
    runs,
    workingDays: runs.reduce((sum, run) => sum + run.workingDays, 0),
    allowanceDays: [...byYear].sort(([a], [b]) => a - b).map(([year, days]) => ({ year, days: round2(days) })),
    overlaps: overlaps
      .map(({ activity }) => activity)
      .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom) || a.id - b.id),
  };
}

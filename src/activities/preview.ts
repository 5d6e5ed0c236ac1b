import { sql } from 'kysely';
import Type from 'typebox';
import { HALF_DAY_MINUTES } from '../allowances/balances.js';
import { workingDay } from '../calendars/calendar.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { firstProblem, type Problem, refuseProblem } from '../platform/db/checks.js';
import type { Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { CalendarDate } from '../platform/http/schemas.js';
import { CREATE_CHECKS, type CheckParams, checkParams, resolve, runsOf } from './checks.js';
import { buildActivities } from './documents.js';
import { ActivityObject, type ActivityInput } from './schemas.js';

/** The overlapping activities a preview names at most, earliest first. */
export const MAX_OVERLAPS = 20;

export const ActivityPreview = Type.Object({
  runs: Type.Array(
    Type.Object({
      dateFrom: CalendarDate,
      dateTo: CalendarDate,
      workingDays: Type.Integer({ description: "Monday to Friday, without the tenant's holidays" }),
    }),
    { description: 'the activities the request would be stored as, in date order' },
  ),
  workingDays: Type.Integer({ description: 'the working days of all runs' }),
  allowanceDays: Type.Array(Type.Object({ year: Type.Integer(), days: Type.Number() }), {
    description:
      "what the request takes from each year's allowance of its type: a working day counts 0.5 when the time range is at most 4 hours",
  }),
  overlaps: Type.Array(ActivityObject, {
    description: `the caller's live activities, not rejected, that share a day with the range (earliest first, at most ${MAX_OVERLAPS})`,
  }),
});
export type ActivityPreview = Type.Static<typeof ActivityPreview>;

/**
 * The create's checks and the runs a create would store, with the working days of each by year;
 * one row naming the problem (and no run) when a check fails.
 */
const PREVIEW = new Statement(
  (p: CheckParams) =>
    sql<{ problem: Problem; date_from: string | null; date_to: string | null; by_year: Record<string, number> | null }>`
    WITH runs AS (${runsOf(p)}),
      known AS (SELECT ${firstProblem(CREATE_CHECKS, p)} AS problem)
    SELECT known.problem, to_char(r.run_from, 'YYYY-MM-DD') AS date_from, to_char(r.run_to, 'YYYY-MM-DD') AS date_to,
      (SELECT coalesce(json_object_agg(year, days), '{}') FROM (
        SELECT extract(year FROM d)::int AS year, count(*)::int AS days
        FROM generate_series(r.run_from, r.run_to, interval '1 day') d
        WHERE ${workingDay(sql`d`, p.tenantId)} GROUP BY 1) per_year) AS by_year
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

/** What a create of `input` would store and take from the allowances, checked as the create is; writes nothing. */
export async function previewActivity(sql: Sql, caller: Caller, input: ActivityInput): Promise<ActivityPreview> {
  const resolved = resolve(input);
  const p = checkParams(caller, resolved, null);
  const rows = await PREVIEW.run(sql, p);
  refuseProblem(CREATE_CHECKS, p, rows[0]?.problem ?? null);
  const weight = resolved.timeTo - resolved.timeFrom <= HALF_DAY_MINUTES ? 0.5 : 1;
  const byYear = new Map<number, number>();
  const runs = rows
    .filter((row) => row.date_from !== null)
    .map((row) => {
      let workingDays = 0;
      for (const [year, days] of Object.entries(row.by_year ?? {})) {
        byYear.set(Number(year), (byYear.get(Number(year)) ?? 0) + days);
        workingDays += days;
      }
      return { dateFrom: row.date_from!, dateTo: row.date_to!, workingDays };
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
    allowanceDays: [...byYear].sort(([a], [b]) => a - b).map(([year, days]) => ({ year, days: days * weight })),
    overlaps: overlaps
      .map(({ activity }) => activity)
      .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom) || a.id - b.id),
  };
}

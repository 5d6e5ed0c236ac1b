import { type Expression, sql } from 'kysely';
import { scheduledDays } from '../calendars/calendar.js';

/** D19: how many years before the balance's year a carry-over is followed back; it bounds a balance's work. */
export const CARRY_YEARS = 10;

/** The last day of `year` that days carried into it can be used: the carryOver's expiresOn in that year. */
export const carryExpiry = (row: string) =>
  sql<string>`to_date(${sql.ref(`${row}.year`)}::text || '-' || (${sql.ref(`${row}.carry_over`)} ->> 'expiresOn'), 'YYYY-MM-DD')`;

/**
 * The balances of `year` (D10, D19) of the users `people` selects (ids), as the CTEs `people`,
 * `years`, `covered`, `used` and `balances` of a `WITH RECURSIVE` (balances: user_id,
 * activity_type_id, year, allowance, carried, expired, approved, requested, remaining, in days):
 * for each type a user has an allowance of, the days of the year its live activities take, each
 * working day of the user once however many activities cover it, as the share of the day's
 * scheduled minutes they cover (approved time first); what remains of the years before, carried in
 * when the type carries over, and what of it expired. The years a carry-over reads (at most
 * CARRY_YEARS back) are counted in one pass over the users' activities, and carried from year to
 * year by a recursive step. GET /v1/users/{id}/balances and the absences report share it.
 */
export const balanceRows = (p: { tenantId: string; year: number; today: string }, people: Expression<unknown>) => sql`
  people AS (
    SELECT u.id AS user_id, u.start_date, u.end_date FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id IN (${people})
  ), years AS (
    -- The year's allowances, and for types that carry over the allowances of the years before it.
    SELECT al.user_id, al.activity_type_id, al.year, t.carry_over,
      CASE WHEN t.accrual = 'pro-rata'
        -- D19: days × full months employed that year ÷ 12, rounded up to a half day.
        THEN ceil(al.days * (SELECT count(*) FROM generate_series(1, 12) AS m
            WHERE (e.start_date IS NULL OR e.start_date <= make_date(al.year, m, 1))
              AND (e.end_date IS NULL OR e.end_date >= (make_date(al.year, m, 1) + interval '1 month' - interval '1 day')::date))
          / 12 * 2) / 2
        ELSE al.days END AS allowance
    FROM allowances al
    JOIN people e ON e.user_id = al.user_id
    JOIN activity_types t ON t.tenant_id = al.tenant_id AND t.id = al.activity_type_id
    WHERE al.tenant_id = ${p.tenantId}
      AND al.activity_type_id IN (SELECT a2.activity_type_id FROM allowances a2
        WHERE a2.tenant_id = ${p.tenantId} AND a2.user_id = al.user_id AND a2.year = ${p.year}::int)
      AND (al.year = ${p.year}::int
        OR (t.carry_over IS NOT NULL AND al.year BETWEEN ${p.year}::int - ${sql.lit(CARRY_YEARS)} AND ${p.year}::int - 1))
  ), covered AS (
    -- Each working day once per type (D19: overlaps count once), with the time of day its approved
    -- activities cover and the time all its live, not rejected ones cover.
    SELECT a.author_id AS user_id, a.activity_type_id, d.day, d.minutes,
      range_agg(int4range(a.time_from, a.time_to)) FILTER (WHERE st.positive_final) AS approved_times,
      range_agg(int4range(a.time_from, a.time_to)) AS all_times
    FROM activities a
    JOIN activity_statuses st ON st.tenant_id = a.tenant_id AND st.id = a.status_id AND NOT st.negative_final
    CROSS JOIN LATERAL ${scheduledDays(
      p.tenantId,
      sql`a.author_id`,
      sql`greatest(a.date_from, (SELECT make_date(min(year), 1, 1) FROM years))`,
      sql`least(a.date_to, make_date(${p.year}::int, 12, 31))`,
    )} d
    WHERE a.tenant_id = ${p.tenantId} AND a.author_id IN (SELECT user_id FROM people) AND NOT a.deleted
      AND a.date_from <= make_date(${p.year}::int, 12, 31)
      AND a.date_to >= (SELECT make_date(min(year), 1, 1) FROM years)
      -- Only the types with an allowance are counted: the others (daily home office) would be dropped.
      AND (a.author_id, a.activity_type_id) IN (SELECT user_id, activity_type_id FROM years)
      AND d.minutes > 0
    GROUP BY a.author_id, a.activity_type_id, d.day, d.minutes
  ), used AS (
    -- What the approved activities cover is approved, the rest of the day's time requested; leave on
    -- or before the expiry of the year's carried days uses them first.
    SELECT y.user_id, y.activity_type_id, y.year,
      coalesce(sum(approved.share), 0) AS approved,
      coalesce(sum(taken.share - approved.share), 0) AS requested,
      coalesce(sum(taken.share) FILTER (WHERE c.day <= ${carryExpiry('y')}), 0) AS taken_by_expiry
    FROM years y
    LEFT JOIN covered c ON c.user_id = y.user_id AND c.activity_type_id = y.activity_type_id AND extract(year FROM c.day) = y.year
    LEFT JOIN LATERAL (SELECT day_share(c.approved_times, c.minutes) AS share) approved ON true
    LEFT JOIN LATERAL (SELECT day_share(c.all_times, c.minutes) AS share) taken ON true
    GROUP BY y.user_id, y.activity_type_id, y.year, y.carry_over
  ), balances AS (
    -- The first year of each type's chain carries nothing in; each next year carries what remains of
    -- the one before (at least 0, at most maxDays). Carried days expire once their day has passed.
    SELECT y.user_id, y.activity_type_id, y.year, y.carry_over, y.allowance, 0::numeric AS carried, 0::numeric AS expired,
      u.approved, u.requested, y.allowance - u.approved - u.requested AS remaining
    FROM years y JOIN used u ON u.user_id = y.user_id AND u.activity_type_id = y.activity_type_id AND u.year = y.year
    WHERE NOT EXISTS (SELECT FROM years before WHERE before.user_id = y.user_id AND before.activity_type_id = y.activity_type_id AND before.year = y.year - 1)
    UNION ALL
    SELECT y.user_id, y.activity_type_id, y.year, y.carry_over, y.allowance, c.carried, c.expired,
      u.approved, u.requested, y.allowance + c.carried - c.expired - u.approved - u.requested
    FROM balances b
    JOIN years y ON y.user_id = b.user_id AND y.activity_type_id = b.activity_type_id AND y.year = b.year + 1
    JOIN used u ON u.user_id = y.user_id AND u.activity_type_id = y.activity_type_id AND u.year = y.year
    CROSS JOIN LATERAL (SELECT carried.days AS carried,
        CASE WHEN ${p.today}::date > ${carryExpiry('y')} THEN greatest(carried.days - u.taken_by_expiry, 0) ELSE 0 END AS expired
      FROM (SELECT least(greatest(b.remaining, 0), (y.carry_over ->> 'maxDays')::numeric) AS days) carried) c
  )`;

import Type from 'typebox';
import { expressionBuilder, sql } from 'kysely';
import { scheduledDays } from '../calendars/calendar.js';
import { mayReadLeaveOf } from '../platform/auth/permissions.js';
import { jsonObject } from '../platform/db/json.js';
import { Statement } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import { noPermission, notFound } from '../platform/http/errors.js';
import { ArrayListQuery, ArrayPage, sendArrayPage, sizedPage } from '../platform/http/pagination.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { activityTypeObject } from '../reference-data/objects.js';
import { ActivityTypeObject } from '../reference-data/schemas.js';
import { decidingNow } from '../approvals/deciders.js';
import { seesActivity } from '../activities/visibility.js';
import { Year } from './allowances.js';

/** D19: how many years before the balance's year a carry-over is followed back; it bounds a balance's work. */
export const CARRY_YEARS = 10;

const Balance = Type.Object({
  activityType: ActivityTypeObject,
  year: Type.Integer(),
  allowance: Type.Number({ description: "the year's days; pro-rata types count the months employed that year" }),
  carried: Type.Number({ description: 'days carried over from the year before' }),
  carriedExpiresOn: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()], {
    description: 'the last day carried days can be used; null when nothing is carried',
  }),
  expired: Type.Number({ description: 'carried days not used by carriedExpiresOn, once that day has passed' }),
  approved: Type.Number({ description: 'days of approved (positiveFinal) activities' }),
  requested: Type.Number({ description: 'days of activities neither approved nor rejected' }),
  remaining: Type.Number({ description: 'allowance + carried − expired − approved − requested; may be negative' }),
});
type Balance = Type.Static<typeof Balance>;

const at = expressionBuilder<DB & { at: DB['activity_types'] }, 'at'>();

/** The last day of `year` that days carried into it can be used: the carryOver's expiresOn in that year. */
const carryExpiry = (row: string) =>
  sql<string>`to_date(${sql.ref(`${row}.year`)}::text || '-' || (${sql.ref(`${row}.carry_over`)} ->> 'expiresOn'), 'YYYY-MM-DD')`;

/**
 * The user's balances of `year` (D10, D19): for each type the user has an allowance of, the days of
 * the year its live activities take, each working day of the user once however many activities
 * cover it, as the share of the day's scheduled minutes they cover (approved time first); what
 * remains of the years before, carried in when the type carries over, and what of it expired. NULL
 * when the user does not exist. The years a carry-over reads (at most CARRY_YEARS back) are counted
 * in one pass over the user's activities, and carried from year to year by a recursive step.
 */
const BALANCES = new Statement(
  (p: {
    tenantId: string;
    userId: number;
    year: number;
    today: string;
    /** The caller, and whether they read the user's balances whatever they decide (mayReadLeaveOf). */
    callerId: number;
    allTypes: boolean;
    afterName: string | null;
    afterId: number;
    fetch: number;
  }) => sql<{
    sort_value: string | null;
    id: number | null;
    item: Balance | null;
    user_exists: boolean;
  }>`
  WITH RECURSIVE employee AS (
    SELECT u.start_date, u.end_date FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int
  ), years AS (
    -- The year's allowances, and for types that carry over the allowances of the years before it.
    SELECT al.activity_type_id, al.year, t.carry_over,
      CASE WHEN t.accrual = 'pro-rata'
        -- D19: days × full months employed that year ÷ 12, rounded up to a half day.
        THEN ceil(al.days * (SELECT count(*) FROM generate_series(1, 12) AS m, employee e
            WHERE (e.start_date IS NULL OR e.start_date <= make_date(al.year, m, 1))
              AND (e.end_date IS NULL OR e.end_date >= (make_date(al.year, m, 1) + interval '1 month' - interval '1 day')::date))
          / 12 * 2) / 2
        ELSE al.days END AS allowance
    FROM allowances al
    JOIN activity_types t ON t.tenant_id = al.tenant_id AND t.id = al.activity_type_id
    WHERE al.tenant_id = ${p.tenantId} AND al.user_id = ${p.userId}::int
      AND al.activity_type_id IN (SELECT a2.activity_type_id FROM allowances a2
        WHERE a2.tenant_id = ${p.tenantId} AND a2.user_id = ${p.userId}::int AND a2.year = ${p.year}::int)
      AND (al.year = ${p.year}::int
        OR (t.carry_over IS NOT NULL AND al.year BETWEEN ${p.year}::int - ${sql.lit(CARRY_YEARS)} AND ${p.year}::int - 1))
  ), covered AS (
    -- Each working day once per type (D19: overlaps count once), with the time of day its approved
    -- activities cover and the time all its live, not rejected ones cover.
    SELECT a.activity_type_id, d.day, d.minutes,
      range_agg(int4range(a.time_from, a.time_to)) FILTER (WHERE st.positive_final) AS approved_times,
      range_agg(int4range(a.time_from, a.time_to)) AS all_times
    FROM activities a
    JOIN activity_statuses st ON st.tenant_id = a.tenant_id AND st.id = a.status_id AND NOT st.negative_final
    CROSS JOIN LATERAL ${scheduledDays(
      p.tenantId,
      sql`${p.userId}::int`,
      sql`greatest(a.date_from, (SELECT make_date(min(year), 1, 1) FROM years))`,
      sql`least(a.date_to, make_date(${p.year}::int, 12, 31))`,
    )} d
    WHERE a.tenant_id = ${p.tenantId} AND a.author_id = ${p.userId}::int AND NOT a.deleted
      AND a.date_from <= make_date(${p.year}::int, 12, 31)
      AND a.date_to >= (SELECT make_date(min(year), 1, 1) FROM years)
      -- Only the types with an allowance are counted: the others (daily home office) would be dropped.
      AND a.activity_type_id IN (SELECT activity_type_id FROM years)
      AND d.minutes > 0
    GROUP BY a.activity_type_id, d.day, d.minutes
  ), used AS (
    -- What the approved activities cover is approved, the rest of the day's time requested; leave on
    -- or before the expiry of the year's carried days uses them first.
    SELECT y.activity_type_id, y.year,
      coalesce(sum(approved.share), 0) AS approved,
      coalesce(sum(taken.share - approved.share), 0) AS requested,
      coalesce(sum(taken.share) FILTER (WHERE c.day <= ${carryExpiry('y')}), 0) AS taken_by_expiry
    FROM years y
    LEFT JOIN covered c ON c.activity_type_id = y.activity_type_id AND extract(year FROM c.day) = y.year
    LEFT JOIN LATERAL (SELECT day_share(c.approved_times, c.minutes) AS share) approved ON true
    LEFT JOIN LATERAL (SELECT day_share(c.all_times, c.minutes) AS share) taken ON true
    GROUP BY y.activity_type_id, y.year, y.carry_over
  ), balances AS (
    -- The first year of each type's chain carries nothing in; each next year carries what remains of
    -- the one before (at least 0, at most maxDays). Carried days expire once their day has passed.
    SELECT y.activity_type_id, y.year, y.carry_over, y.allowance, 0::numeric AS carried, 0::numeric AS expired,
      u.approved, u.requested, y.allowance - u.approved - u.requested AS remaining
    FROM years y JOIN used u ON u.activity_type_id = y.activity_type_id AND u.year = y.year
    WHERE NOT EXISTS (SELECT FROM years before WHERE before.activity_type_id = y.activity_type_id AND before.year = y.year - 1)
    UNION ALL
    SELECT y.activity_type_id, y.year, y.carry_over, y.allowance, c.carried, c.expired,
      u.approved, u.requested, y.allowance + c.carried - c.expired - u.approved - u.requested
    FROM balances b
    JOIN years y ON y.activity_type_id = b.activity_type_id AND y.year = b.year + 1
    JOIN used u ON u.activity_type_id = y.activity_type_id AND u.year = y.year
    CROSS JOIN LATERAL (SELECT carried.days AS carried,
        CASE WHEN ${p.today}::date > ${carryExpiry('y')} THEN greatest(carried.days - u.taken_by_expiry, 0) ELSE 0 END AS expired
      FROM (SELECT least(greatest(b.remaining, 0), (y.carry_over ->> 'maxDays')::numeric) AS days) carried) c
  ), page AS (
    SELECT at.name AS sort_value, at.id, ${jsonObject({
      activityType: activityTypeObject(at),
      year: sql`${p.year}::int`,
      allowance: sql`b.allowance::float8`,
      carried: sql`b.carried::float8`,
      carriedExpiresOn: sql`CASE WHEN b.carried > 0 THEN to_char(${carryExpiry('b')}, 'YYYY-MM-DD') END`,
      expired: sql`b.expired::float8`,
      approved: sql`b.approved::float8`,
      requested: sql`b.requested::float8`,
      remaining: sql`b.remaining::float8`,
    })} AS item
    FROM balances b
    JOIN activity_types at ON at.tenant_id = ${p.tenantId} AND at.id = b.activity_type_id
    WHERE b.year = ${p.year}::int
      -- D19: a private type only for those who see the user's activities of it; one who reads the
      -- balances because they decide a request sees it only when that request is of it.
      AND (NOT at.private OR ${p.allTypes}::boolean OR EXISTS (SELECT 1 FROM activities a
        WHERE a.tenant_id = ${p.tenantId} AND a.author_id = ${p.userId}::int AND a.activity_type_id = at.id
          AND ${seesActivity({ tenantId: p.tenantId, userId: p.callerId, managesActivities: p.allTypes })}))
      AND (${p.afterName}::text IS NULL OR (at.name, at.id) > (${p.afterName}::text, ${p.afterId}::int))
    ORDER BY at.name, at.id LIMIT ${p.fetch}::int
  )
  SELECT paged.*, EXISTS (SELECT 1 FROM employee) AS user_exists
  FROM (${sizedPage(
    sql`SELECT * FROM page`,
    { light: ['sort_value', 'id'], heavy: ['item'] },
    sql`octet_length(page.item::text)`,
    sql`page.sort_value, page.id`,
  )}) paged
  RIGHT JOIN (SELECT 1) one ON true`,
);

/**
 * Whether the caller has a live request of user `userId` to decide now, as an approver of its
 * pending step or its substitute: approvers see what they decide (D14), the balance after included.
 */
const DECIDES_FOR = new Statement(
  (p: { tenantId: string; callerId: number; userId: number }) =>
    sql<{ decides: boolean }>`SELECT EXISTS (SELECT 1 FROM activities a
      WHERE a.tenant_id = ${p.tenantId} AND a.author_id = ${p.userId}::int AND NOT a.deleted
        AND a.id IN (${decidingNow(p.tenantId, p.callerId)})) AS decides`,
);

export async function balanceRoutes(app: Server): Promise<void> {
  app.get('/v1/users/:id/balances', {
    schema: {
      tags: ['allowances'],
      summary: "A user's leave balances of a year: allowance, approved, requested and remaining days per type",
      description:
        "The user's working days (by their work schedule, minus their holidays) covered by live activities of each type the user has an allowance of, each day once, as the share of the day's scheduled minutes the activities cover; carried days from the year before where the type carries over. Readable by the user, managers and admins, and by whoever has a request of the user to decide now, who sees a private type (sick leave) only when such a request is of it.",
      params: IdParams,
      querystring: Type.Object({ year: Type.Optional(Year), ...ArrayListQuery.properties }),
      response: {
        200: {
          ...ArrayPage(Balance),
          description: "one per activity type with an allowance in the year, by the type's name, in pages",
        },
        ...errorResponses(400, 401, 404, 406),
      },
    },
    config: { permission: 'activity:read' },
    handler: async (request, reply) => {
      const { caller, params, query } = request;
      const allTypes = mayReadLeaveOf(caller, params.id);
      if (!allTypes) {
        const [decides] = await app.db.read(caller.tenantId, (sql) =>
          DECIDES_FOR.run(sql, { tenantId: caller.tenantId, callerId: caller.userId, userId: params.id }),
        );
        if (!decides!.decides) throw noPermission();
      }
      const year = query.year ?? new Date().getUTCFullYear();
      const scope = { resource: 'balances', userId: params.id, year };
      const limit = query.limit ?? 100;
      const after = query.cursor ? app.cursors.decode(query.cursor, scope) : null;
      const rows = await app.db.read(caller.tenantId, (sql) =>
        BALANCES.run(sql, {
          tenantId: caller.tenantId,
          userId: params.id,
          year,
          today: new Date().toISOString().slice(0, 10),
          callerId: caller.userId,
          allTypes,
          afterName: after?.value ?? null,
          afterId: after?.id ?? 0,
          fetch: limit + 1,
        }),
      );
      if (!rows[0]?.user_exists) throw notFound('User', params.id);
      const balances = rows.flatMap((row) => (row.id === null ? [] : [{ ...row, id: row.id }]));
      return sendArrayPage(request, reply, app.cursors, scope, balances, limit);
    },
  });
}

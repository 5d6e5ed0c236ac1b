import Type from 'typebox';
import { type Expression, expressionBuilder, sql } from 'kysely';
import { workingDay } from '../calendars/calendar.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import { jsonObject } from '../platform/db/json.js';
import { Statement } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import { noPermission, notFound } from '../platform/http/errors.js';
import { ArrayListQuery, ArrayPage, sendArrayPage, sizedPage } from '../platform/http/pagination.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { activityTypeObject } from '../reference-data/objects.js';
import { ActivityTypeObject } from '../reference-data/schemas.js';
import { Year } from './allowances.js';

/** D10: an activity whose time range is at most this many minutes counts half a day. */
export const HALF_DAY_MINUTES = 240;

const Balance = Type.Object({
  activityType: ActivityTypeObject,
  year: Type.Integer(),
  allowance: Type.Number(),
  approved: Type.Number({ description: 'days of approved (positiveFinal) activities' }),
  requested: Type.Number({ description: 'days of activities neither approved nor rejected' }),
  remaining: Type.Number({ description: 'allowance − approved − requested; may be negative' }),
});
type Balance = Type.Static<typeof Balance>;

const at = expressionBuilder<DB & { at: DB['activity_types'] }, 'at'>();

/** The share of a day that `times` (minutes of the day, a multirange or NULL) cover: 0, 0.5 or 1. */
const dayShare = (times: Expression<unknown>) => sql`
  SELECT CASE WHEN coalesce(sum(upper(r) - lower(r)), 0) = 0 THEN 0
    WHEN sum(upper(r) - lower(r)) <= ${sql.lit(HALF_DAY_MINUTES)} THEN 0.5 ELSE 1 END AS days
  FROM unnest(${times}) AS r`;

/**
 * The user's balances of `year`: for each type the user has an allowance of, the working days
 * (Monday to Friday, minus the tenant's holidays) of the year that the user's live activities of
 * that type cover, each day once however many activities cover it (D19): 1, or 0.5 when the time
 * they cover that day is at most HALF_DAY_MINUTES. NULL when the user does not exist.
 */
const BALANCES = new Statement(
  (p: {
    tenantId: string;
    userId: number;
    year: number;
    afterName: string | null;
    afterId: number;
    fetch: number;
  }) => sql<{
    sort_value: string | null;
    id: number | null;
    item: Balance | null;
    user_exists: boolean;
  }>`
  WITH allowed AS (
    SELECT al.activity_type_id, al.days FROM allowances al
    WHERE al.tenant_id = ${p.tenantId} AND al.user_id = ${p.userId}::int AND al.year = ${p.year}::int
  ), covered AS (
    -- Each working day of the year once per type (D19: overlaps count once), with the time of day
    -- its approved activities cover and the time all its live, not rejected ones cover.
    SELECT a.activity_type_id,
      range_agg(int4range(a.time_from, a.time_to)) FILTER (WHERE st.positive_final) AS approved_times,
      range_agg(int4range(a.time_from, a.time_to)) AS all_times
    FROM activities a
    JOIN activity_statuses st ON st.tenant_id = a.tenant_id AND st.id = a.status_id AND NOT st.negative_final
    CROSS JOIN LATERAL generate_series(greatest(a.date_from, make_date(${p.year}::int, 1, 1)),
      least(a.date_to, make_date(${p.year}::int, 12, 31)), interval '1 day') AS day
    WHERE a.tenant_id = ${p.tenantId} AND a.author_id = ${p.userId}::int AND NOT a.deleted
      AND a.date_from <= make_date(${p.year}::int, 12, 31) AND a.date_to >= make_date(${p.year}::int, 1, 1)
      -- Only the types with an allowance are counted: the others (daily home office) would be dropped.
      AND a.activity_type_id IN (SELECT activity_type_id FROM allowed)
      AND ${workingDay(sql`day`, p.tenantId)}
    GROUP BY a.activity_type_id, day
  ), used AS (
    -- A day's time counts half a day up to HALF_DAY_MINUTES, else a whole day; what the approved
    -- activities cover is approved, the rest of the day's time requested.
    SELECT c.activity_type_id, sum(approved.days) AS approved, sum(everything.days - approved.days) AS requested
    FROM covered c
    CROSS JOIN LATERAL (${dayShare(sql`c.approved_times`)}) approved
    CROSS JOIN LATERAL (${dayShare(sql`c.all_times`)}) everything
    GROUP BY c.activity_type_id
  ), page AS (
    SELECT at.name AS sort_value, at.id, ${jsonObject({
      activityType: activityTypeObject(at),
      year: sql`${p.year}::int`,
      allowance: sql`al.days::float8`,
      approved: sql`coalesce(used.approved, 0)::float8`,
      requested: sql`coalesce(used.requested, 0)::float8`,
      remaining: sql`(al.days - coalesce(used.approved, 0) - coalesce(used.requested, 0))::float8`,
    })} AS item
    FROM allowed al
    JOIN activity_types at ON at.tenant_id = ${p.tenantId} AND at.id = al.activity_type_id
    LEFT JOIN used ON used.activity_type_id = al.activity_type_id
    WHERE ${p.afterName}::text IS NULL OR (at.name, at.id) > (${p.afterName}::text, ${p.afterId}::int)
    ORDER BY at.name, at.id LIMIT ${p.fetch}::int
  )
  SELECT paged.*, EXISTS (SELECT 1 FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int) AS user_exists
  FROM (${sizedPage(
    sql`SELECT * FROM page`,
    { light: ['sort_value', 'id'], heavy: ['item'] },
    sql`octet_length(page.item::text)`,
    sql`page.sort_value, page.id`,
  )}) paged
  RIGHT JOIN (SELECT 1) one ON true`,
);

/** Whose balances a caller may read (D10): their own; managers and admins everyone's. */
const mayRead = (caller: Caller, userId: number) => caller.userId === userId || can(caller.role, 'activity:manage');

/**
 * Whether the caller has a live request of user `userId` to decide now, as an approver of its
 * pending step or its substitute: approvers see what they decide (D14), the balance after included.
 */
const DECIDES_FOR = new Statement(
  (p: { tenantId: string; callerId: number; userId: number }) =>
    sql<{ decides: boolean }>`SELECT EXISTS (SELECT 1 FROM activities a
      JOIN activity_approvals ap ON ap.tenant_id = a.tenant_id AND ap.activity_id = a.id AND ap.state = 'pending'
      WHERE a.tenant_id = ${p.tenantId} AND a.author_id = ${p.userId}::int AND NOT a.deleted
        AND (ap.substitute_id = ${p.callerId}::int OR EXISTS (SELECT 1 FROM activity_approvers ar
          JOIN activity_approval_steps st ON st.tenant_id = ar.tenant_id AND st.activity_id = ar.activity_id
            AND st.step = ar.step AND st.state = 'pending'
          WHERE ar.tenant_id = a.tenant_id AND ar.activity_id = a.id AND ar.user_id = ${p.callerId}::int
            AND ar.decision IS NULL))) AS decides`,
);

export async function balanceRoutes(app: Server): Promise<void> {
  app.get('/v1/users/:id/balances', {
    schema: {
      tags: ['allowances'],
      summary: "A user's leave balances of a year: allowance, approved, requested and remaining days per type",
      description:
        'Working days (Monday to Friday, minus holidays) covered by live activities of each type the user has an allowance of; an activity of at most 240 minutes a day counts half days. Readable by the user, managers and admins, and by whoever has a request of the user to decide now.',
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
      if (!mayRead(caller, params.id)) {
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

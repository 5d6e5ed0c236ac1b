import Type from 'typebox';
import { expressionBuilder, sql } from 'kysely';
import { balanceRows, carryExpiry } from './balance-rows.js';
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

/** The user's balances of `year` (D10, D19, see balanceRows), a page of them by type name; NULL when the user does not exist. */
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
  WITH RECURSIVE ${balanceRows(p, sql`SELECT ${p.userId}::int`)}
  , page AS (
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
  SELECT paged.*, EXISTS (SELECT 1 FROM people) AS user_exists
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

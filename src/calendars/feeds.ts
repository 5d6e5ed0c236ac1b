import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import Type from 'typebox';
import { TENANT_ID_PATTERN } from '../platform/auth/authenticate.js';
import { hashToken } from '../platform/auth/tokens.js';
import {
  type Check,
  firstProblem,
  idArray,
  type Problem,
  referenceCheck,
  refuseProblem,
  singleReferenceCheck,
} from '../platform/db/checks.js';
import type { Database, Sql } from '../platform/db/database.js';
import { jsonObject, utcMillis } from '../platform/db/json.js';
import { Statement } from '../platform/db/query.js';
import { HttpError, notFound } from '../platform/http/errors.js';
import { idPage } from '../platform/http/pagination.js';
import { component, Name, Reference, referencedId, referencedIds, UtcMillis } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { managesActivities } from '../activities/visibility.js';
import { activitiesInScope, FILTER_TARGETS, scheduledDays, type ScopeSql, typeShown, unknownIn } from './calendar.js';
import { type FeedActivity, type RenderedFeed, renderedFeed } from './ical.js';

/** D10: the random part of a feed's secret. */
const SECRET_BYTES = 32;
const RANDOM_PART = /^[A-Za-z0-9_-]{43}$/;
/** D10: a feed shows the activities from this many days before today to this many days after it (UTC). */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 365;

export const FEED_NOT_FOUND = 'This calendar feed does not exist or was revoked.';

export const CalendarFeedInput = Type.Object(
  {
    teamId: Type.Optional(Reference),
    userId: Type.Optional(Reference),
    activityTypeIds: Type.Optional(
      Type.Array(Reference, {
        maxItems: 1000,
        description: 'the types to show; absent or empty: every type',
        [EXPECTED]: 'an array of activity type ids',
      }),
    ),
    name: Type.Optional(Name),
  },
  { examples: [{ teamId: 1, activityTypeIds: [1], name: 'Platform: vacation' }] },
);
export type CalendarFeedInput = Type.Static<typeof CalendarFeedInput>;

export const CalendarFeedObject = component(
  'CalendarFeed',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    teamId: Type.Union([Type.Integer(), Type.Null()]),
    userId: Type.Union([Type.Integer(), Type.Null()]),
    activityTypeIds: Type.Array(Type.Integer(), { description: 'empty: every type' }),
    createdAt: UtcMillis,
  }),
);
export type CalendarFeedObject = Type.Static<typeof CalendarFeedObject>;

export const CreatedCalendarFeedObject = Type.Object({
  ...CalendarFeedObject.properties,
  url: Type.String({
    description:
      'The path of the feed, /ical/<secret>.ics, to append to the address of the service; anyone who has it can read the feed. Shown only in this response.',
  }),
});
export type CreatedCalendarFeedObject = Type.Static<typeof CreatedCalendarFeedObject>;

/** Feed row `f` as its object: never its secret. */
const feedObject = jsonObject({
  id: sql`f.id`,
  name: sql`f.name`,
  teamId: sql`f.team_id`,
  userId: sql`f.user_id`,
  activityTypeIds: sql`to_json(f.activity_type_ids)`,
  createdAt: utcMillis(sql`f.created_at`),
});

interface CreateParams {
  tenantId: string;
  ownerId: number;
  name: string | null;
  teamId: number | null;
  userId: number | null;
  activityTypeIds: number[];
  secretHash: Buffer;
}

/** A filter naming a record that does not exist: 400 naming the field first. */
const field = (name: string) => unknownIn(`Field '${name}'`);

const CHECKS: Check<CreateParams>[] = [
  singleReferenceCheck(FILTER_TARGETS.teamId, (p) => p.teamId, field('teamId')),
  singleReferenceCheck(FILTER_TARGETS.userId, (p) => p.userId, field('userId')),
  referenceCheck(FILTER_TARGETS.activityTypeId, (p) => idArray(p.activityTypeIds), field('activityTypeIds')),
];

/**
 * The checks, and the feed inserted only when every one holds, in one statement. Without a name the
 * feed is named after what it shows: the team, else the user, else "Calendar".
 */
const CREATE = new Statement(
  (p: CreateParams) => sql<{ problem: Problem; item: CalendarFeedObject | null }>`
    WITH checked AS (SELECT ${firstProblem(CHECKS, p)} AS problem),
    inserted AS (
      INSERT INTO calendar_feeds AS f (tenant_id, owner_id, name, team_id, user_id, activity_type_ids, secret_hash)
      SELECT ${p.tenantId}, ${p.ownerId}::int,
        coalesce(${p.name}::text,
          (SELECT t.name FROM teams t WHERE t.tenant_id = ${p.tenantId} AND t.id = ${p.teamId}::int),
          (SELECT u.firstname || ' ' || u.lastname FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int),
          'Calendar'),
        ${p.teamId}::int, ${p.userId}::int, ${idArray(p.activityTypeIds)}, ${p.secretHash}
      FROM checked WHERE checked.problem IS NULL
      RETURNING ${feedObject} AS item)
    SELECT checked.problem, (SELECT item FROM inserted) AS item FROM checked`,
);

const LIST = new Statement(
  (p: { tenantId: string; ownerId: number; after: number; fetch: number }) =>
    sql<{ id: number; item: CalendarFeedObject | null }>`${idPage(sql`
      SELECT f.id, ${feedObject} AS item FROM calendar_feeds f
      WHERE f.tenant_id = ${p.tenantId} AND f.owner_id = ${p.ownerId}::int AND f.id > ${p.after}::int
      ORDER BY f.id LIMIT ${p.fetch}::int`)}`,
);

const REVOKE = new Statement(
  (p: { tenantId: string; ownerId: number; id: number }) => sql<{ id: number }>`
    DELETE FROM calendar_feeds f
    WHERE f.tenant_id = ${p.tenantId} AND f.owner_id = ${p.ownerId}::int AND f.id = ${p.id}::int RETURNING f.id`,
);

/**
 * D13: a feed holds at most this many events, the first by their start: calendar apps read a feed
 * whole, so it cannot be paged.
 */
export const MAX_FEED_EVENTS = 5_000;

/**
 * What feed row `f` shows: the calendar its owner would read (D10). Their role when the feed is
 * read decides which private types they see (D19), as it would for their own calendar.
 */
const feedScope = (p: { tenantId: string; from: string; to: string }): ScopeSql => ({
  tenantId: p.tenantId,
  from: p.from,
  to: p.to,
  teamId: sql`f.team_id`,
  userId: sql`f.user_id`,
  activityTypeIds: sql`nullif(f.activity_type_ids, '{}')`,
  viewerId: sql`owner.id`,
  managesActivities: managesActivities(sql.ref('owner.role')),
});

/**
 * The feed of a secret, when its owner is not deleted, with each activity it shows: one row per
 * activity, or one row without an activity when it shows none; no row when there is no such feed.
 * A private type its owner may not see has no name: the event is an absence (D19).
 * An activity's days run from its first to its last day that it covers (an activity without
 * weekends covers working days only, so a holiday added later is left out); `excluded` lists the
 * days it does not cover, those in between included.
 */
const FEED = new Statement(
  (p: { tenantId: string; secretHash: Buffer; from: string; to: string }) => sql<FeedRow>`
    SELECT f.name AS feed_name, e.* FROM calendar_feeds f
    JOIN users owner ON owner.tenant_id = f.tenant_id AND owner.id = f.owner_id AND NOT owner.deleted
    LEFT JOIN LATERAL (
      SELECT a.id, u.firstname, u.lastname, CASE WHEN ${typeShown(feedScope(p))} THEN at.name END AS type_name,
        st.positive_final,
        a.time_from, a.time_to, a.zone, ${utcMillis(sql`a.updated_at`)} AS updated_at,
        to_char(span.first_day, 'YYYY-MM-DD') AS first_day, to_char(span.last_day, 'YYYY-MM-DD') AS last_day,
        span.excluded
      FROM (${activitiesInScope(feedScope(p))}) a
      JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.author_id
      JOIN activity_types at ON at.tenant_id = a.tenant_id AND at.id = a.activity_type_id
      JOIN activity_statuses st ON st.tenant_id = a.tenant_id AND st.id = a.status_id
      CROSS JOIN LATERAL (
        SELECT min(day) FILTER (WHERE covered) AS first_day, max(day) FILTER (WHERE covered) AS last_day,
          coalesce(json_agg(to_char(day, 'YYYY-MM-DD') ORDER BY day) FILTER (WHERE NOT covered), '[]'::json) AS excluded
        FROM (SELECT d.day, a.include_weekends OR d.minutes > 0 AS covered
          FROM ${scheduledDays(p.tenantId, sql`a.author_id`, sql`a.date_from`, sql`a.date_to`)} d) days
      ) span
      WHERE span.first_day IS NOT NULL
      ORDER BY span.first_day, a.time_from, a.id LIMIT ${sql.lit(MAX_FEED_EVENTS)}
    ) e ON true
    WHERE f.tenant_id = ${p.tenantId} AND f.secret_hash = ${p.secretHash}
    ORDER BY e.first_day, e.time_from, e.id`,
);

type FeedRow = { feed_name: string } & (FeedActivity | { id: null });

/** A feed's secret: its tenant (known before any query, for row-level security), a dot, random bytes. */
const newSecret = (tenantId: string) => `${tenantId}.${randomBytes(SECRET_BYTES).toString('base64url')}`;

/** The tenant `secret` names when it has the form of a secret; null otherwise. */
function tenantOf(secret: string): string | null {
  const [tenantId, random, ...rest] = secret.split('.');
  if (tenantId === undefined || random === undefined || rest.length > 0) return null;
  return TENANT_ID_PATTERN.test(tenantId) && RANDOM_PART.test(random) ? tenantId : null;
}

/** Creates a feed of the caller; its URL, holding the secret, is in this answer only. */
export async function createFeed(
  sql: Sql,
  tenantId: string,
  ownerId: number,
  input: CalendarFeedInput,
): Promise<CreatedCalendarFeedObject> {
  const secret = newSecret(tenantId);
  const p: CreateParams = {
    tenantId,
    ownerId,
    name: input.name ?? null,
    teamId: input.teamId === undefined ? null : referencedId(input.teamId),
    userId: input.userId === undefined ? null : referencedId(input.userId),
    activityTypeIds: referencedIds(input.activityTypeIds),
    secretHash: hashToken(secret),
  };
  const [row] = await CREATE.run(sql, p);
  refuseProblem(CHECKS, p, row!.problem);
  return { ...row!.item!, url: `/ical/${secret}.ics` };
}

/** A page of the caller's feeds by id, as idPage rows. */
export function listFeeds(sql: Sql, tenantId: string, ownerId: number, page: { after: number; fetch: number }) {
  return LIST.run(sql, { tenantId, ownerId, ...page });
}

/** Revokes a feed of the caller; another user's feed is as unknown as one that does not exist. */
export async function revokeFeed(sql: Sql, tenantId: string, ownerId: number, id: number): Promise<void> {
  const [row] = await REVOKE.run(sql, { tenantId, ownerId, id });
  if (!row) throw notFound('Calendar feed', id);
}

/**
 * The iCalendar text of the feed `secret` (whose digest is `secretHash`) names; 404 when it names
 * none (malformed, unknown or revoked).
 */
export async function feedCalendar(db: Database, secret: string, secretHash: Buffer): Promise<RenderedFeed> {
  const tenantId = tenantOf(secret);
  if (tenantId === null) throw new HttpError(404, FEED_NOT_FOUND);
  const day = (offset: number) => DateTime.utc().plus({ days: offset }).toISODate();
  const rows = await db.read(tenantId, (sql) =>
    FEED.run(sql, {
      tenantId,
      secretHash,
      from: day(-FEED_DAYS_BACK),
      to: day(FEED_DAYS_AHEAD),
    }),
  );
  if (rows.length === 0) throw new HttpError(404, FEED_NOT_FOUND);
  const activities = rows.filter((row): row is { feed_name: string } & FeedActivity => row.id !== null);
  return renderedFeed(tenantId, rows[0]!.feed_name, activities);
}

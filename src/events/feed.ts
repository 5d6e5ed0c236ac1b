import { sql } from 'kysely';
import Type from 'typebox';
import { withoutEmptyPlace } from '../activities/documents.js';
import type { ActivityObject } from '../activities/schemas.js';
import type { Sql } from '../platform/db/database.js';
import { utcMillis } from '../platform/db/json.js';
import { Statement } from '../platform/db/query.js';
import { sizedPage } from '../platform/http/pagination.js';
import { component, errorResponses, UtcMillis } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { userById } from '../reference-data/objects.js';
import { UserObject } from '../reference-data/schemas.js';
import { type EventType, EventTypePatternList, EventTypeSchema } from './types.js';

export const EventObject = component(
  'Event',
  Type.Object({
    id: Type.Integer({ description: 'Feed position: grows in the order the feed shows events' }),
    type: EventTypeSchema,
    tenant: Type.String(),
    occurredAt: UtcMillis,
    actor: Type.Union([UserObject, Type.Null()]),
    data: Type.Object(
      {
        object: Type.Unknown({
          description: "The issue, activity or webhook as an admin's GET returned it right after the change",
        }),
        changes: Type.Array(Type.Unknown(), { description: 'As in history' }),
      },
      { additionalProperties: true },
    ),
  }),
);
export type EventObject = Type.Static<typeof EventObject>;

/** An event row as the database gives it (ids of bigint columns come as text or bigint). */
export interface EventRow {
  id: string | number | bigint;
  type: EventType;
  tenant_id: string;
  occurred_at: string;
  actor: Type.Static<typeof UserObject> | null;
  data: EventObject['data'];
}

/** The columns of event `e` that make its object (see toEvent): the actor as their user object. */
export const EVENT_COLUMNS = sql`e.id, e.type, e.tenant_id, ${utcMillis(sql`e.occurred_at`)} AS occurred_at, e.data,
  (${userById(sql`e.tenant_id`, sql`e.actor_id`, false)}) AS actor`;

/** The event of D9. Activities leave out an empty place, as their GET does (D5). */
export function toEvent(row: EventRow): EventObject {
  const data = row.data;
  if (row.type.startsWith('activity.')) withoutEmptyPlace(data.object as ActivityObject);
  return {
    id: Number(row.id),
    type: row.type,
    tenant: row.tenant_id,
    occurredAt: row.occurred_at,
    actor: row.actor,
    data,
  };
}

const MAX_POSITION = Number.MAX_SAFE_INTEGER;

const FeedQuery = Type.Object({
  after: Type.Optional(
    Type.Integer({ minimum: 0, maximum: MAX_POSITION, description: 'The id of the last event seen' }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
  types: Type.Optional(EventTypePatternList),
});

const FeedPage = Type.Object({
  items: Type.Array(EventObject),
  nextCursor: Type.Union([Type.Integer(), Type.Null()], {
    description:
      'Pass as `after` for the events that follow: the id of the last item, or `after` when none followed yet',
  }),
});

/**
 * The tenant's events after a position, in position order: only events the sequencer numbered (their
 * change committed), never the pings of one webhook. The page ends early past PAGE_BYTES (D13):
 * the events past it come back without their data.
 */
const FEED = new Statement(
  (p: { tenantId: string; after: number; limit: number; types: string[] | null }) =>
    sql<EventRow>`${sizedPage(
      sql`SELECT ${EVENT_COLUMNS} FROM events e
        WHERE e.tenant_id = ${p.tenantId} AND e.id > ${p.after}::bigint AND e.webhook_id IS NULL
          AND (${p.types}::text[] IS NULL OR event_type_matches(e.type, ${p.types}::text[]))
        ORDER BY e.id LIMIT ${p.limit}`,
      { light: ['id', 'type', 'tenant_id', 'occurred_at', 'actor'], heavy: ['data'] },
      sql`octet_length(page.data::text)`,
      sql`page.id`,
    )}`,
);

export async function readFeed(
  sql: Sql,
  tenantId: string,
  query: { after?: number; limit?: number; types?: string },
): Promise<Type.Static<typeof FeedPage>> {
  const after = query.after ?? 0;
  const rows = await FEED.run(sql, {
    tenantId,
    after,
    limit: query.limit ?? 100,
    types: query.types ? query.types.split(',') : null,
  });
  // The rows the page left out for its size come last, without their data.
  const items = rows.filter((row) => row.data !== null).map(toEvent);
  return { items, nextCursor: items.at(-1)?.id ?? query.after ?? null };
}

/** The pull feed of D9 (admin). */
export async function eventRoutes(app: Server): Promise<void> {
  app.get('/v1/events', {
    schema: {
      tags: ['events'],
      summary: 'Follow the events of the tenant: page with `after` (never misses an event)',
      querystring: FeedQuery,
      response: { 200: FeedPage, ...errorResponses(400, 401, 406) },
    },
    config: { permission: 'admin' },
    handler: async ({ caller, query }) => app.db.read(caller.tenantId, (sql) => readFeed(sql, caller.tenantId, query)),
  });
}

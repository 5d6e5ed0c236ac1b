import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Sql } from '../platform/db/database.js';
import { jsonObject, utcMillis } from '../platform/db/json.js';
import { db, Statement } from '../platform/db/query.js';
import { idPage } from '../platform/http/pagination.js';
import { notFound } from '../platform/http/errors.js';
import type { KeysetPosition } from '../platform/http/pagination.js';
import { eventType } from '../events/types.js';
import type { CreatedWebhookObject, DeliveryObject, WebhookInput, WebhookObject, WebhookUpdate } from './schemas.js';

/** Webhook row `w` as its object: never its secret. */
const webhookObject = jsonObject({
  id: sql`w.id`,
  url: sql`w.url`,
  events: sql`to_json(w.events)`,
  description: sql`w.description`,
  active: sql`w.active`,
  disabledReason: sql`w.disabled_reason`,
  createdAt: utcMillis(sql`w.created_at`),
  updatedAt: utcMillis(sql`w.updated_at`),
});

/** Delivery row `d` as its object; `nextAttemptAt` only while it is pending. */
const deliveryObject = jsonObject({
  id: sql`d.id`,
  eventId: sql`d.event_id`,
  eventType: sql`d.event_type`,
  attempts: sql`d.attempts`,
  status: sql`d.status`,
  responseStatus: sql`d.response_status`,
  durationMs: sql`d.duration_ms`,
  error: sql`d.error`,
  createdAt: utcMillis(sql`d.created_at`),
  nextAttemptAt: sql`CASE WHEN d.status = 'pending' THEN ${utcMillis(sql`d.next_attempt_at`)} END`,
});

type Key = { tenantId: string; id: number };

const CREATE = new Statement(
  (p: {
    tenantId: string;
    url: string;
    events: string[];
    description: string | null;
    active: boolean;
    secret: string;
  }) =>
    sql<{ item: WebhookObject }>`INSERT INTO webhooks AS w (tenant_id, url, events, description, active, secret)
      VALUES (${p.tenantId}, ${p.url}, ${p.events}::text[], ${p.description}, ${p.active}, ${p.secret})
      RETURNING ${webhookObject} AS item`,
);

const LIST = new Statement(
  (p: { tenantId: string; after: number; fetch: number }) =>
    sql<{ id: number; item: WebhookObject | null }>`${idPage(
      sql`SELECT w.id, ${webhookObject} AS item FROM webhooks w
        WHERE w.tenant_id = ${p.tenantId} AND w.id > ${p.after}::int ORDER BY w.id LIMIT ${p.fetch}::int`,
    )}`,
);

const FIND = new Statement(
  (p: Key) =>
    sql<{ item: WebhookObject }>`SELECT ${webhookObject} AS item FROM webhooks w
    WHERE w.tenant_id = ${p.tenantId} AND w.id = ${p.id}`,
);

/**
 * Changes what was sent. Turning a hook on again clears why the service disabled it and starts its
 * count of failed deliveries over.
 */
const UPDATE = new Statement(
  (
    p: Key & {
      url: string | null;
      events: string[] | null;
      descriptionSent: boolean;
      description: string | null;
      active: boolean | null;
    },
  ) =>
    sql<{ item: WebhookObject }>`UPDATE webhooks w SET
        url = coalesce(${p.url}, w.url),
        events = coalesce(${p.events}::text[], w.events),
        description = CASE WHEN ${p.descriptionSent}::boolean THEN ${p.description} ELSE w.description END,
        active = coalesce(${p.active}::boolean, w.active),
        disabled_reason = CASE WHEN ${p.active}::boolean THEN NULL ELSE w.disabled_reason END,
        consecutive_failures = CASE WHEN ${p.active}::boolean AND NOT w.active THEN 0 ELSE w.consecutive_failures END,
        updated_at = now()
      WHERE w.tenant_id = ${p.tenantId} AND w.id = ${p.id}
      RETURNING ${webhookObject} AS item`,
);

const DELETE = new Statement((p: Key) =>
  db.deleteFrom('webhooks').where('tenant_id', '=', p.tenantId).where('id', '=', p.id).returning('id'),
);

/**
 * A `webhook.ping` event for this hook only, and its delivery. It needs no place in the feed's order
 * (it is not part of the feed), so it takes its id at once rather than from the sequencer.
 */
const PING = new Statement(
  (p: Key & { actorId: number }) =>
    sql<{ item: DeliveryObject }>`
    WITH event AS (
      INSERT INTO events (tenant_id, id, type, actor_id, data, webhook_id)
      SELECT w.tenant_id, nextval('event_ids'), ${eventType('webhook.ping')}, ${p.actorId}::int,
        json_build_object('object', ${webhookObject}, 'changes', '[]'::json), w.id
      FROM webhooks w WHERE w.tenant_id = ${p.tenantId} AND w.id = ${p.id}
      RETURNING tenant_id, id, webhook_id
    ), delivery AS (
      INSERT INTO webhook_deliveries AS d (tenant_id, webhook_id, event_id, event_type)
      SELECT tenant_id, webhook_id, id, ${eventType('webhook.ping')} FROM event
      RETURNING ${deliveryObject} AS item
    )
    SELECT item FROM delivery`,
);

/**
 * A new delivery of the event of delivery `deliveryId` (the same `webhook-id`, so receivers can
 * tell); one row whose `hook` says whether the hook exists and whose `item` is null when the
 * delivery does not.
 */
const REDELIVER = new Statement(
  (p: Key & { deliveryId: number }) =>
    sql<{ hook: boolean; item: DeliveryObject | null }>`
    WITH hook AS (SELECT 1 FROM webhooks w WHERE w.tenant_id = ${p.tenantId} AND w.id = ${p.id}),
    redelivered AS (
      INSERT INTO webhook_deliveries AS d (tenant_id, webhook_id, event_id, event_type)
      SELECT o.tenant_id, o.webhook_id, o.event_id, o.event_type FROM webhook_deliveries o
      WHERE o.tenant_id = ${p.tenantId} AND o.webhook_id = ${p.id} AND o.id = ${p.deliveryId}
      RETURNING ${deliveryObject} AS item
    )
    SELECT EXISTS (SELECT 1 FROM hook) AS hook, (SELECT item FROM redelivered) AS item`,
);

/**
 * A page of the hook's deliveries, newest first, after the keyset position `before` (a delivery
 * id): no row when the hook does not exist, one row without an item when it has none on the page.
 */
const DELIVERIES = new Statement(
  (p: Key & { before: number | null; limit: number }) =>
    sql<{ item: DeliveryObject | null; id: number; sort_value: null }>`
    SELECT d.item, d.id, NULL AS sort_value FROM webhooks w
    LEFT JOIN LATERAL (
      SELECT ${deliveryObject} AS item, d.id::int AS id FROM webhook_deliveries d
      WHERE d.tenant_id = w.tenant_id AND d.webhook_id = w.id
        AND (${p.before}::bigint IS NULL OR d.id < ${p.before}::bigint)
      ORDER BY d.id DESC LIMIT ${p.limit}
    ) d ON true
    WHERE w.tenant_id = ${p.tenantId} AND w.id = ${p.id}
    ORDER BY d.id DESC`,
);

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export async function createWebhook(sql: Sql, tenantId: string, input: WebhookInput): Promise<CreatedWebhookObject> {
  const secret = newSecret();
  const [row] = await CREATE.run(sql, {
    tenantId,
    url: input.url,
    events: [...new Set(input.events)],
    description: input.description ?? null,
    active: input.active ?? true,
    secret,
  });
  return { ...row!.item, secret };
}

/** A page of the tenant's webhooks by id, as idPage rows. */
export function listWebhooks(sql: Sql, tenantId: string, page: { after: number; fetch: number }) {
  return LIST.run(sql, { tenantId, ...page });
}

export async function findWebhook(sql: Sql, tenantId: string, id: number): Promise<WebhookObject> {
  const [row] = await FIND.run(sql, { tenantId, id });
  if (!row) throw notFound('Webhook', id);
  return row.item;
}

export async function updateWebhook(
  sql: Sql,
  tenantId: string,
  id: number,
  input: WebhookUpdate,
): Promise<WebhookObject> {
  const [row] = await UPDATE.run(sql, {
    tenantId,
    id,
    url: input.url ?? null,
    events: input.events ? [...new Set(input.events)] : null,
    descriptionSent: input.description !== undefined,
    description: input.description ?? null,
    active: input.active ?? null,
  });
  if (!row) throw notFound('Webhook', id);
  return row.item;
}

export async function deleteWebhook(sql: Sql, tenantId: string, id: number): Promise<void> {
  const [row] = await DELETE.run(sql, { tenantId, id });
  if (!row) throw notFound('Webhook', id);
}

export async function pingWebhook(sql: Sql, tenantId: string, id: number, actorId: number): Promise<DeliveryObject> {
  const [row] = await PING.run(sql, { tenantId, id, actorId });
  if (!row) throw notFound('Webhook', id);
  return row.item;
}

export async function redeliver(sql: Sql, tenantId: string, id: number, deliveryId: number): Promise<DeliveryObject> {
  const [row] = await REDELIVER.run(sql, { tenantId, id, deliveryId });
  if (!row!.hook) throw notFound('Webhook', id);
  if (!row!.item) throw notFound('Delivery', deliveryId);
  return row!.item;
}

export async function deliveryPage(
  sql: Sql,
  tenantId: string,
  id: number,
  position: KeysetPosition | null,
  limit: number,
) {
  const rows = await DELIVERIES.run(sql, { tenantId, id, before: position?.id ?? null, limit: limit + 1 });
  if (rows.length === 0) throw notFound('Webhook', id);
  return rows.filter((row): row is typeof row & { item: DeliveryObject } => row.item !== null);
}

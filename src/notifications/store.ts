import { sql } from 'kysely';
import type Type from 'typebox';
import type { UserObject } from '../reference-data/schemas.js';
import type { Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { userById } from '../reference-data/objects.js';
import type { NotificationData, NotificationKind } from './kinds.js';
import type { NotificationDeliveryObject } from './schemas.js';

/** The caller a statement acts for. */
interface Recipient {
  tenantId: string;
  userId: number;
}

/** A notification as stored; its words are rendered per reader (service.ts). */
export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  createdAt: string;
  readAt: string | null;
  activityId: number | null;
  issueId: number | null;
  activityIds: number[];
  issueIds: number[];
  data: NotificationData;
  actor: Type.Static<typeof UserObject> | null;
}

/**
 * A page of the caller's notifications, newest first, after the keyset position `before` (an id),
 * only unread ones with `unread`; with the count of unread ones and the caller's language.
 */
const PAGE = new Statement(
  (p: Recipient & { unread: boolean; before: number | null; limit: number }) =>
    sql<{ items: NotificationRow[]; unread_count: number; language: string }>`SELECT
      coalesce((SELECT json_agg(page ORDER BY page.id DESC) FROM (
        SELECT n.id, n.kind, utc_millis(n.created_at) AS "createdAt", utc_millis(n.read_at) AS "readAt",
          n.activity_id AS "activityId", n.issue_id AS "issueId", n.activity_ids AS "activityIds",
          n.issue_ids AS "issueIds", n.data,
          (${userById(sql`n.tenant_id`, sql`n.actor_id`, false)}) AS actor
        FROM notifications n
        WHERE n.tenant_id = ${p.tenantId} AND n.user_id = ${p.userId}::int
          AND (NOT ${p.unread}::boolean OR n.read_at IS NULL)
          AND (${p.before}::bigint IS NULL OR n.id < ${p.before}::bigint)
        ORDER BY n.id DESC LIMIT ${p.limit}::int) page), '[]') AS items,
      (SELECT count(*)::int FROM notifications n
        WHERE n.tenant_id = ${p.tenantId} AND n.user_id = ${p.userId}::int AND n.read_at IS NULL) AS unread_count,
      (SELECT u.language FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int) AS language`,
);

export async function notificationPage(
  sql: Sql,
  recipient: Recipient,
  query: { unread: boolean; before: number | null; limit: number },
) {
  const [row] = await PAGE.run(sql, { ...recipient, ...query });
  return row!;
}

/** Marks the caller's notifications read: those of `ids` (others' ids change nothing), or all with `all`. */
const MARK_READ = new Statement(
  (p: Recipient & { ids: number[]; all: boolean }) =>
    sql`UPDATE notifications SET read_at = now()
      WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int AND read_at IS NULL
        AND (${p.all}::boolean OR id = any(${p.ids}::bigint[]))`,
);

export async function markRead(sql: Sql, recipient: Recipient, ids: number[], all: boolean) {
  await MARK_READ.run(sql, { ...recipient, ids, all });
}

/** A user's settings as stored: the defaults when they have no row; `kinds` names the kinds turned off. */
interface SettingsRow {
  email: 'immediate' | 'daily' | 'off';
  dailyAt: string;
  zone: string;
  kinds: Record<string, boolean>;
}

const SETTINGS_COLUMNS = sql`s.email, to_char(s.daily_at, 'HH24:MI') AS "dailyAt", s.zone, s.kinds`;

const SETTINGS = new Statement(
  (p: Recipient) =>
    sql<SettingsRow>`SELECT ${SETTINGS_COLUMNS} FROM (
      SELECT email, daily_at, zone, kinds FROM notification_settings
      WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int
      UNION ALL SELECT 'immediate', '08:00', 'UTC', '{}'
      LIMIT 1) s`,
);

export async function findSettings(sql: Sql, recipient: Recipient) {
  const [row] = await SETTINGS.run(sql, recipient);
  return row!;
}

/**
 * Stores the caller's settings (the fields sent, the others kept; `kinds` merged), with the time of
 * the next digest when it is daily. Leaving the digest leaves what waited for it in the app only.
 * No row when PostgreSQL does not know `zone`.
 */
const SAVE_SETTINGS = new Statement(
  (p: Recipient & { email: string | null; dailyAt: string | null; zone: string | null; kinds: string }) =>
    sql<SettingsRow>`WITH known AS (
      SELECT 1 FROM pg_timezone_names WHERE ${p.zone}::text IS NULL OR name = ${p.zone}::text LIMIT 1
    ), saved AS (
      INSERT INTO notification_settings AS s (tenant_id, user_id, email, daily_at, zone, kinds)
      SELECT ${p.tenantId}, ${p.userId}::int, coalesce(${p.email}::text, 'immediate'),
        coalesce(${p.dailyAt}::time, '08:00'), coalesce(${p.zone}::text, 'UTC'), ${p.kinds}::jsonb
      FROM known
      ON CONFLICT (tenant_id, user_id) DO UPDATE SET
        email = coalesce(${p.email}::text, s.email), daily_at = coalesce(${p.dailyAt}::time, s.daily_at),
        zone = coalesce(${p.zone}::text, s.zone), kinds = s.kinds || ${p.kinds}::jsonb
      RETURNING s.*
    ), scheduled AS (
      UPDATE notification_settings s SET next_digest_at = CASE WHEN saved.email = 'daily'
        THEN next_daily_at(saved.daily_at, saved.zone, now()) END
      FROM saved WHERE s.tenant_id = saved.tenant_id AND s.user_id = saved.user_id
    ), undigested AS (
      UPDATE notifications n SET mail = 'none' FROM saved
      WHERE saved.email <> 'daily' AND n.tenant_id = saved.tenant_id AND n.user_id = saved.user_id
        AND n.mail = 'digest' AND n.digest_id IS NULL
    )
    SELECT ${SETTINGS_COLUMNS} FROM saved s`,
);

export async function saveSettings(
  sql: Sql,
  recipient: Recipient,
  input: { email?: string; dailyAt?: string; zone?: string; kinds?: Record<string, boolean> },
) {
  const [row] = await SAVE_SETTINGS.run(sql, {
    ...recipient,
    email: input.email ?? null,
    dailyAt: input.dailyAt ?? null,
    zone: input.zone ?? null,
    kinds: JSON.stringify(input.kinds ?? {}),
  });
  return row;
}

/** A page of the tenant's mail deliveries, newest first, after the keyset position `before`. */
const DELIVERIES = new Statement(
  (p: { tenantId: string; before: number | null; limit: number }) =>
    sql<{ item: NotificationDeliveryObject; id: number; sort_value: null }>`SELECT json_build_object(
        'id', d.id, 'notificationId', d.notification_id, 'to', d.to_address, 'status', d.status,
        'attempts', d.attempts, 'error', d.error, 'sentAt', utc_millis(d.sent_at)) AS item,
      d.id::int AS id, NULL AS sort_value
    FROM notification_deliveries d
    WHERE d.tenant_id = ${p.tenantId} AND (${p.before}::bigint IS NULL OR d.id < ${p.before}::bigint)
    ORDER BY d.id DESC LIMIT ${p.limit}::int`,
);

export function deliveryPage(sql: Sql, tenantId: string, before: number | null, limit: number) {
  return DELIVERIES.run(sql, { tenantId, before, limit });
}

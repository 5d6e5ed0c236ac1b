import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';

/**
 * Days a notification is kept (read or not): it tells of something that happened, which the
 * object's own history keeps for good; an inbox of half a year is more than anyone goes back through.
 */
export const NOTIFICATION_RETENTION_DAYS = 180;

/** Rows a statement deletes at most of each table, so that each transaction stays short. */
const BATCH = 1_000;

/**
 * A batch of the oldest notifications past the retention, with their own messages, and of the
 * daily digests past it. A message is retried for two days at most: one still waiting after half a
 * year will not go out (email was switched off since), so it goes too, whatever its state. Rows
 * another process is deleting are passed over.
 */
const PRUNE = new Statement(
  (p: { days: number }) =>
    sql<{ deleted: number }>`WITH expired AS (
      SELECT tenant_id, id FROM notifications
      WHERE created_at < now() - make_interval(days => ${p.days}::int)
      ORDER BY created_at LIMIT ${sql.lit(BATCH)}
      FOR UPDATE SKIP LOCKED
    ), notifications_deleted AS (
      DELETE FROM notifications n USING expired x WHERE n.tenant_id = x.tenant_id AND n.id = x.id RETURNING 1
    ), expired_digests AS (
      SELECT tenant_id, id FROM notification_deliveries
      WHERE notification_id IS NULL AND created_at < now() - make_interval(days => ${p.days}::int)
      ORDER BY created_at LIMIT ${sql.lit(BATCH)}
      FOR UPDATE SKIP LOCKED
    ), digests_deleted AS (
      DELETE FROM notification_deliveries d USING expired_digests x
      WHERE d.tenant_id = x.tenant_id AND d.id = x.id RETURNING 1
    )
    SELECT (SELECT count(*) FROM notifications_deleted)::int + (SELECT count(*) FROM digests_deleted)::int AS deleted`,
);

/** Deletes what is past NOTIFICATION_RETENTION_DAYS, a batch per transaction, until nothing is left. */
export async function pruneNotifications(db: Database, days = NOTIFICATION_RETENTION_DAYS): Promise<void> {
  for (;;) {
    const [run] = await db.acrossTenantsAutocommit((sql) => PRUNE.run(sql, { days }));
    if (run!.deleted === 0) return;
  }
}

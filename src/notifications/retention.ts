import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';

/**
 * Days a notification is kept (read or not): it tells of something that happened, which the
 * object's own history keeps for good; an inbox of half a year is more than anyone goes back through.
 */
export const NOTIFICATION_RETENTION_DAYS = 180;

/** Rows a run deletes at most of each table; the next run takes the rest. */
const BATCH = 1_000;

/**
 * The oldest notifications past the retention (their own deliveries go with them: a message is
 * retried for two days at most, so none is still pending), and the digest deliveries past it that
 * are not pending.
 */
const PRUNE = new Statement(
  (p: { days: number }) =>
    sql<{ deleted: number }>`WITH expired AS (
      SELECT tenant_id, id FROM notifications
      WHERE created_at < now() - make_interval(days => ${p.days}::int)
      ORDER BY created_at LIMIT ${sql.lit(BATCH)}
    ), notifications_deleted AS (
      DELETE FROM notifications n USING expired x WHERE n.tenant_id = x.tenant_id AND n.id = x.id RETURNING 1
    ), expired_digests AS (
      SELECT tenant_id, id FROM notification_deliveries
      WHERE notification_id IS NULL AND created_at < now() - make_interval(days => ${p.days}::int)
        AND status <> 'pending'
      ORDER BY created_at LIMIT ${sql.lit(BATCH)}
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

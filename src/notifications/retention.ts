import { type RawBuilder, sql } from 'kysely';
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
 * Deletes a batch of the oldest rows of `table` that `only` allows and that are older than `days`,
 * passing over rows another process is deleting.
 */
const deleteOldest = (
  table: 'notifications' | 'notification_deliveries',
  days: number,
  only: RawBuilder<boolean>,
) => sql`DELETE FROM ${sql.table(table)} WHERE (tenant_id, id) IN (
    SELECT tenant_id, id FROM ${sql.table(table)}
    WHERE ${only} AND created_at < now() - make_interval(days => ${days}::int)
    ORDER BY created_at LIMIT ${sql.lit(BATCH)}
    FOR UPDATE SKIP LOCKED)
  RETURNING 1`;

/**
 * A batch of the oldest notifications past the retention, with their own messages (by cascade), and
 * of the daily digests past it. A message is retried for two days at most: one still waiting after
 * half a year will not go out (email was switched off since), so it goes too, whatever its state.
 */
const PRUNE = new Statement(
  (p: { days: number }) =>
    sql<{ deleted: number }>`WITH notifications_deleted AS (${deleteOldest('notifications', p.days, sql`true`)}),
      digests_deleted AS (${deleteOldest('notification_deliveries', p.days, sql`notification_id IS NULL`)})
    SELECT (SELECT count(*) FROM notifications_deleted)::int + (SELECT count(*) FROM digests_deleted)::int AS deleted`,
);

/** Deletes what is past NOTIFICATION_RETENTION_DAYS, a batch per transaction, until nothing is left. */
export async function pruneNotifications(db: Database, days = NOTIFICATION_RETENTION_DAYS): Promise<void> {
  for (;;) {
    const [run] = await db.acrossTenantsAutocommit((sql) => PRUNE.run(sql, { days }));
    if (run!.deleted === 0) return;
  }
}

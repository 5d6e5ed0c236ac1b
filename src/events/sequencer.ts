import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { type Claimed, CLAIMED_COLUMNS } from '../webhooks/delivery.js';
import { LEASE_END } from './leases.js';

/**
 * Events per run. Kept small because the embedded store runs a statement on the service's event
 * loop, and requests that came meanwhile run between the batches: numbering 1,000 events (a bulk
 * edit's) in one run once took 550 ms there, long enough with the bulk edit itself for requests to
 * be refused as overload (most of it a join that grew with the backlog, fixed in migration 0020).
 */
const BATCH = 200;

/**
 * Gives the committed events without a position (an uncommitted one is invisible here) positions in
 * the order they were written, under a lock of the whole cluster (number_events, migration 0018),
 * and queues their deliveries to the active webhooks that subscribed. The first `lease` deliveries
 * are queued already leased to this process and come back with what sending them needs: they go
 * out at once, without a claim of their own (a transaction and a turn of the delivery loop later);
 * the others wait for the delivery loop.
 */
const SEQUENCE = new Statement(
  (p: { lease: number }) =>
    sql<{ sequenced: number; deliveries: number; claimed: Claimed[] }>`
    WITH sequenced AS MATERIALIZED (SELECT * FROM number_events(${sql.lit(BATCH)})
    ), subscribed AS (
      SELECT s.tenant_id, w.id AS webhook_id, s.id AS event_id, s.type,
        row_number() OVER (ORDER BY s.id, w.id) <= ${p.lease}::int AS leased
      FROM sequenced s JOIN webhooks w ON w.tenant_id = s.tenant_id AND w.active AND event_type_matches(s.type, w.events)
    ), queued AS (
      INSERT INTO webhook_deliveries (tenant_id, webhook_id, event_id, event_type, attempts, next_attempt_at)
      SELECT tenant_id, webhook_id, event_id, type, CASE WHEN leased THEN 1 ELSE 0 END,
        CASE WHEN leased THEN ${LEASE_END} ELSE now() END
      FROM subscribed ORDER BY event_id, webhook_id
      RETURNING tenant_id, id, webhook_id, event_id, attempts
    )
    SELECT (SELECT count(*) FROM sequenced)::int AS sequenced, (SELECT count(*) FROM queued)::int AS deliveries,
      (SELECT coalesce(json_agg(claimed), '[]'::json) FROM (
        SELECT ${CLAIMED_COLUMNS} FROM queued c
        JOIN webhooks w ON w.tenant_id = c.tenant_id AND w.id = c.webhook_id
        JOIN sequenced e ON e.tenant_id = c.tenant_id AND e.id = c.event_id
        WHERE c.attempts = 1) claimed) AS claimed`,
);

export interface Sequenced {
  sequenced: number;
  deliveries: number;
  /** The deliveries queued leased to this process, for it to send now. */
  claimed: Claimed[];
  /** Whether events may be left without a position (a full batch). */
  more: boolean;
}

/** One numbering run (see SEQUENCE), one statement in its own transaction, leasing up to `lease` deliveries. */
export async function sequenceEvents(db: Database, lease: number): Promise<Sequenced> {
  const [counts] = await db.acrossTenantsAutocommit((sql) => SEQUENCE.run(sql, { lease }));
  return { ...counts!, more: counts!.sequenced === BATCH };
}

/**
 * Deletes, from one batch of events in position order after `after`, those older than the cutoff
 * that no delivery to an active hook still waits for and every relay has published (a relay that
 * has not run for as long as events are kept, NATS_URL removed, holds nothing back), with their
 * deliveries (a disabled hook's pending ones too: it may stay disabled for good). Positions
 * follow the time of writing closely, so a batch that is newer than the cutoff ends the walk.
 */
const PRUNE = new Statement(
  (p: { after: number; days: number }) =>
    sql<{ last: string | null; recent: boolean | null }>`
    WITH batch AS (
      SELECT tenant_id, seq, id, occurred_at FROM events
      WHERE id > ${p.after}::bigint
        AND id <= coalesce((SELECT min(last_event_id) FROM event_relays
          WHERE held_until IS NULL OR held_until > now() - make_interval(days => ${p.days}::int)), 9223372036854775807)
      ORDER BY id LIMIT ${sql.lit(BATCH)}
    ), expired AS (
      SELECT b.tenant_id, b.seq, b.id FROM batch b
      WHERE b.occurred_at < now() - make_interval(days => ${p.days}::int)
        AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d
                        JOIN webhooks w ON w.tenant_id = d.tenant_id AND w.id = d.webhook_id AND w.active
                        WHERE d.tenant_id = b.tenant_id AND d.event_id = b.id AND d.status = 'pending')
    ), deliveries AS (
      DELETE FROM webhook_deliveries d USING expired x WHERE d.tenant_id = x.tenant_id AND d.event_id = x.id
    ), deleted AS (
      DELETE FROM events e USING expired x WHERE e.tenant_id = x.tenant_id AND e.seq = x.seq
    )
    SELECT max(id)::text AS last, bool_and(occurred_at >= now() - make_interval(days => ${p.days}::int)) AS recent
    FROM batch`,
);

/** Applies EVENT_RETENTION_DAYS, one batch per transaction. */
export async function pruneEvents(db: Database, retentionDays: number): Promise<void> {
  for (let after = 0; ;) {
    const [batch] = await db.acrossTenantsAutocommit((sql) => PRUNE.run(sql, { after, days: retentionDays }));
    if (!batch?.last || batch.recent) return;
    after = Number(batch.last);
  }
}

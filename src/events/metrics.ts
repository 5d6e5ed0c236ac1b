import { sql } from 'kysely';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';

/** The queues between a committed change and its consumers, as the `queue` label names them. */
type Queue = 'sequencer' | 'webhooks' | 'jetstream' | 'notifier' | 'mail';

interface Backlog {
  queue: Queue;
  items: number;
  /** Seconds since the oldest item waiting was written; 0 when none waits. */
  age: number;
}

/**
 * What waits in each queue, across tenants: committed events without a feed position yet, pending
 * deliveries of active hooks (due or waiting for a retry), events the JetStream relay has not
 * published (only once it has a position, that is with NATS_URL), events the notifier has not read,
 * and notification emails not sent yet (due or waiting for a retry).
 */
const BACKLOG = new Statement(
  () =>
    sql<Backlog>`
    SELECT 'sequencer' AS queue, count(*)::int AS items,
      coalesce(extract(epoch FROM now() - min(occurred_at)), 0)::float8 AS age
    FROM events WHERE id IS NULL
    UNION ALL
    SELECT 'webhooks', count(*)::int, coalesce(extract(epoch FROM now() - min(d.created_at)), 0)::float8
    FROM webhook_deliveries d JOIN webhooks w ON w.tenant_id = d.tenant_id AND w.id = d.webhook_id AND w.active
    WHERE d.status = 'pending'
    UNION ALL
    SELECT 'jetstream', count(e.id)::int, coalesce(extract(epoch FROM now() - min(e.occurred_at)), 0)::float8
    FROM event_relays r LEFT JOIN events e ON e.id > r.last_event_id AND e.webhook_id IS NULL
    WHERE r.name = 'jetstream' GROUP BY r.name
    UNION ALL
    SELECT 'notifier', count(e.id)::int, coalesce(extract(epoch FROM now() - min(e.occurred_at)), 0)::float8
    FROM event_relays r LEFT JOIN events e ON e.id > r.last_event_id AND e.webhook_id IS NULL
    WHERE r.name = 'notifications' GROUP BY r.name
    UNION ALL
    SELECT 'mail', count(*)::int, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8
    FROM notification_deliveries WHERE status = 'pending'`,
);

/** What became of webhook delivery attempts; incremented by the delivery worker. */
export type DeliveryOutcomes = Counter<'outcome'>;

/**
 * D11's event metrics on the service's registry: the backlog and age of each queue (read from the
 * database at each scrape, in one statement, so every process shows the cluster's backlog) and this
 * process's delivery attempts by outcome.
 */
export function registerEventMetrics(registry: Registry, db: Database): DeliveryOutcomes {
  // Both gauges read one scrape's statement: the first collect runs it, the second reuses it.
  let reading: Promise<Backlog[]> | null = null;
  const backlog = () => {
    reading ??= db
      .acrossTenantsAutocommit((sql) => BACKLOG.run(sql, {}))
      .finally(() => setTimeout(() => (reading = null)));
    return reading;
  };
  const backlogGauge = (name: string, help: string, value: (row: Backlog) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await backlog()) this.set({ queue: row.queue }, value(row));
      },
    });
  backlogGauge(
    'tracker_event_backlog',
    'Items waiting: events without a feed position (sequencer), pending webhook deliveries of active hooks (webhooks), events not yet published to JetStream (jetstream), events not yet turned into notifications (notifier), notification emails not yet sent (mail).',
    (row) => row.items,
  );
  backlogGauge(
    'tracker_event_backlog_age_seconds',
    'Age of the oldest item waiting in each queue; for jetstream, the publish lag.',
    (row) => row.age,
  );
  return new Counter({
    name: 'tracker_webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts of this process by outcome: succeeded, retrying (failed, tried again later), failed (given up).',
    labelNames: ['outcome'],
    registers: [registry],
  });
}

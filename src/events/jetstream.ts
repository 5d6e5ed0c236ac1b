import { randomUUID } from 'node:crypto';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { EVENT_COLUMNS, type EventRow, toEvent } from './feed.js';

export const STREAM = 'TRACKER_EVENTS';

interface Connection {
  nc: NatsConnection;
  js: JetStreamClient;
  manager: JetStreamManager;
}
const RELAY = 'jetstream';
const BATCH = 500;
const PUBLISH_TIMEOUT_MS = 5_000;

/** The subject of an event: `tracker.<tenant>.<type>` (D9). */
export const subjectOf = (tenant: string, type: string) => `tracker.${tenant}.${type}`;

/**
 * How long a relay's lease lasts; every run renews it. A relay that stops (or dies) leaves the work
 * to another process once it ends.
 */
const LEASE = sql.lit('10 seconds');

/**
 * Takes or renews the relay's lease (one relay of the cluster at a time, so positions are
 * published in order) and reads the events after its position, every tenant's, in position order:
 * none when another process holds the lease. The sequencer numbers under one lock of the cluster,
 * so positions become visible in order and none can appear behind the relay's position later.
 */
export const TAKE_PENDING = new Statement(
  (p: { holder: string }) =>
    sql<EventRow>`WITH taken AS (
      INSERT INTO event_relays AS r (name, holder, held_until) VALUES (${RELAY}, ${p.holder}, now() + ${LEASE}::interval)
      ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, held_until = excluded.held_until
      WHERE r.holder = excluded.holder OR r.held_until IS NULL OR r.held_until < now()
      RETURNING r.last_event_id
    )
    SELECT ${EVENT_COLUMNS} FROM events_after((SELECT last_event_id FROM taken), ${sql.lit(BATCH)}) e
    ORDER BY e.id`,
);

/** Moves the position past published events; never back, should a relay whose lease ran out finish late. */
const ADVANCE = new Statement(
  (p: { last: number }) =>
    sql`UPDATE event_relays SET last_event_id = greatest(last_event_id, ${p.last}::bigint) WHERE name = ${RELAY}`,
);

/** Ends the lease of a relay that stops, so that another process takes over at once. */
const RELEASE = new Statement(
  (p: { holder: string }) =>
    sql`UPDATE event_relays SET held_until = now() WHERE name = ${RELAY} AND holder = ${p.holder}`,
);

/**
 * Publishes every event to NATS JetStream (D9): stream TRACKER_EVENTS, `Nats-Msg-Id` the event id,
 * at least once and in id order. The position moves only past events JetStream acknowledged, and no
 * transaction stays open while publishing; while NATS is away the events wait in the outbox (the
 * retention keeps what the relay has not published) and go out when it is back.
 */
export class JetStreamRelay {
  #connection: Promise<Connection> | null = null;
  /** Names this relay in the lease. */
  readonly #holder = randomUUID();
  /** Whether the stream is known to exist: checked again after a failure (a server that lost its store). */
  #streamReady = false;

  constructor(
    private readonly db: Database,
    private readonly url: string,
  ) {}

  /** One batch; answers whether it was full. */
  async relay(): Promise<boolean> {
    const { js, manager } = await this.#connect();
    if (!this.#streamReady) {
      await manager.streams.info(STREAM).catch(() => manager.streams.add({ name: STREAM, subjects: ['tracker.>'] }));
      this.#streamReady = true;
    }
    const events = (
      await this.db.acrossTenantsAutocommit((sql) => TAKE_PENDING.run(sql, { holder: this.#holder }))
    ).map(toEvent);
    // Sent one after another on one connection, so JetStream stores them in this order; acknowledged together.
    const acks = await Promise.allSettled(
      events.map((event) =>
        js.publish(subjectOf(event.tenant, event.type), JSON.stringify(event), {
          msgID: String(event.id),
          timeout: PUBLISH_TIMEOUT_MS,
        }),
      ),
    );
    const published = acks.findIndex((ack) => ack.status === 'rejected');
    const done = published === -1 ? events : events.slice(0, published);
    if (done.length > 0) await this.db.acrossTenantsAutocommit((sql) => ADVANCE.run(sql, { last: done.at(-1)!.id }));
    if (published !== -1) {
      this.#streamReady = false;
      throw (acks[published] as PromiseRejectedResult).reason;
    }
    return events.length === BATCH;
  }

  async close(): Promise<void> {
    await this.db.acrossTenantsAutocommit((sql) => RELEASE.run(sql, { holder: this.#holder })).catch(() => undefined);
    const connection = this.#connection;
    this.#connection = null;
    await connection?.then(({ nc }) => nc.close()).catch(() => undefined);
  }

  /** The connection, made once and kept: it reconnects by itself for as long as the service runs. */
  #connect(): Promise<Connection> {
    this.#connection ??= (async () => {
      // Loaded when first needed: only deployments with NATS_URL publish, and loading the client
      // costs every start 45 ms.
      const [{ connect }, { jetstream, jetstreamManager }] = await Promise.all([
        import('@nats-io/transport-node'),
        import('@nats-io/jetstream'),
      ]);
      const nc = await connect({ servers: this.url, maxReconnectAttempts: -1, reconnectTimeWait: 250 });
      return { nc, js: jetstream(nc), manager: await jetstreamManager(nc) };
    })().catch((error: unknown) => {
      this.#connection = null;
      throw error;
    });
    return this.#connection;
  }
}

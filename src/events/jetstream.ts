import { type JetStreamClient, type JetStreamManager, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
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
 * One relay of the cluster at a time: positions are published in order. A process that does not get
 * the lock leaves the work to the one that holds it.
 */
const TRY_LOCK = new Statement(
  () => sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(hashtext('tracker.events.jetstream')) AS locked`,
);

const POSITION = new Statement(
  () =>
    sql<{ last: string }>`WITH added AS (
      INSERT INTO event_relays (name) VALUES (${RELAY}) ON CONFLICT (name) DO NOTHING RETURNING last_event_id
    )
    SELECT last_event_id::text AS last FROM added
    UNION ALL SELECT last_event_id::text FROM event_relays WHERE name = ${RELAY}`,
);

/**
 * The events after the relay's position, every tenant's, in position order. The sequencer numbers
 * under one lock of the cluster, so positions become visible in order and none can appear behind
 * the relay's position later.
 */
const PENDING = new Statement(
  (p: { after: string }) =>
    sql<EventRow>`SELECT ${EVENT_COLUMNS} FROM events e
    WHERE e.id > ${p.after}::bigint AND e.webhook_id IS NULL ORDER BY e.id LIMIT ${sql.lit(BATCH)}`,
);

const ADVANCE = new Statement(
  (p: { last: number }) => sql`UPDATE event_relays SET last_event_id = ${p.last}::bigint WHERE name = ${RELAY}`,
);

/**
 * Publishes every event to NATS JetStream (D9): stream TRACKER_EVENTS, `Nats-Msg-Id` the event id,
 * at least once and in id order. The position moves only past events JetStream acknowledged, in the
 * transaction that holds the relay's lock; while NATS is away the events wait in the outbox (the
 * retention keeps what the relay has not published) and go out when it is back.
 */
export class JetStreamRelay {
  #connection: Promise<Connection> | null = null;
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
    return this.db.acrossTenants(async (sql) => {
      const [lock] = await TRY_LOCK.run(sql, {});
      if (!lock?.locked) return false;
      const [position] = await POSITION.run(sql, {});
      const events = (await PENDING.run(sql, { after: position!.last })).map(toEvent);
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
      if (done.length > 0) await ADVANCE.run(sql, { last: done.at(-1)!.id });
      if (published !== -1) {
        this.#streamReady = false;
        throw (acks[published] as PromiseRejectedResult).reason;
      }
      return events.length === BATCH;
    });
  }

  async close(): Promise<void> {
    const connection = this.#connection;
    this.#connection = null;
    await connection?.then(({ nc }) => nc.close()).catch(() => undefined);
  }

  /** The connection, made once and kept: it reconnects by itself for as long as the service runs. */
  #connect(): Promise<Connection> {
    this.#connection ??= (async () => {
      const nc = await connect({ servers: this.url, maxReconnectAttempts: -1, reconnectTimeWait: 250 });
      return { nc, js: jetstream(nc), manager: await jetstreamManager(nc) };
    })().catch((error: unknown) => {
      this.#connection = null;
      throw error;
    });
    return this.#connection;
  }
}

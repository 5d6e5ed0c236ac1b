import fp from 'fastify-plugin';
import type { EventOptions } from '../platform/config.js';
import { DeliveryWorker } from '../webhooks/delivery.js';
import { JetStreamRelay } from './jetstream.js';
import { pruneNotifications } from '../notifications/retention.js';
import { prunePrivateActivities } from '../privacy/retention.js';
import { type NotificationWorkers, notificationWorkers } from '../notifications/workers.js';
import { WorkerLoop } from './loop.js';
import { registerEventMetrics } from './metrics.js';
import { pruneEvents, sequenceEvents } from './sequencer.js';

/** How often each worker looks for work nobody poked it about: other processes' writes, retries due, crashes. */
const SEQUENCER_INTERVAL_MS = 500;
/**
 * Between sequencer runs under a stream of writes: at most this much added to an event's way out,
 * for a run per several writes instead of one per write (each run is four round trips).
 */
const SEQUENCER_PAUSE_MS = 5;
const DELIVERY_INTERVAL_MS = 1_000;
/**
 * Between delivery runs, and between relay runs, under a stream of writes: each run is a
 * transaction or two (a commit each), and without a pause the delivery worker ran once per send
 * that ended (to record it) and the relay once per sequencer run. Neither delays a webhook: the
 * sequencer hands the deliveries it queues to the sender at once; a run records what ended and
 * claims what the sequencer could not lease. The relay's pause is at most what it adds to the
 * publish lag.
 */
const DELIVERY_PAUSE_MS = 100;
const RELAY_PAUSE_MS = 50;
const RETENTION_INTERVAL_MS = 60 * 60 * 1_000;
/** Also how soon the relay tries again while NATS is away. */
const RELAY_INTERVAL_MS = 1_000;

/** The workers that take events out of the outbox (D9); every service process runs them. */
export interface EventWorkers {
  sequencer: WorkerLoop;
  deliveries: WorkerLoop;
  /** Hourly: events past EVENT_RETENTION_DAYS, notifications past theirs, private activities past the tenant's days (D21). */
  retention: WorkerLoop;
  /** Publishes to NATS JetStream; only with NATS_URL. */
  relay: WorkerLoop | null;
  /** Notifications (D15): from events, reminders and digests, and their mail. */
  notifier: WorkerLoop;
  mail: WorkerLoop | null;
  /** Sends a message of the service's own now (a sign-in link); null without SMTP_URL. */
  sendMail: NotificationWorkers['sendNow'];
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventWorkers;
  }
}

/**
 * Starts the workers with the service and stops them before the store closes. A write request that
 * succeeded pokes the sequencer, so that its events are numbered and sent at once rather than at
 * the next interval.
 */
export const eventWorkers = fp<EventOptions>(
  async (app, options) => {
    const delivery = new DeliveryWorker(
      app.db,
      {
        retrySchedule: options.webhookRetrySchedule,
        disableAfter: options.webhookDisableAfter,
        allowPrivateTargets: options.webhookAllowPrivateTargets,
      },
      registerEventMetrics(app.metrics, app.db),
      () => deliveries.poke(),
    );
    const deliveries = new WorkerLoop(
      'deliveries',
      () => delivery.sendDue(),
      DELIVERY_INTERVAL_MS,
      app.log,
      DELIVERY_PAUSE_MS,
    );
    const jetStream = options.natsUrl ? new JetStreamRelay(app.db, options.natsUrl) : null;
    const relay = jetStream
      ? new WorkerLoop('jetstream', () => jetStream.relay(), RELAY_INTERVAL_MS, app.log, RELAY_PAUSE_MS)
      : null;
    const notifications = await notificationWorkers(app.db, options.mail, app.metrics, app.log);
    const sequencer = new WorkerLoop(
      'sequencer',
      async () => {
        const run = await sequenceEvents(app.db, delivery.room);
        delivery.send(run.claimed);
        if (run.deliveries > run.claimed.length) deliveries.poke();
        if (run.sequenced > 0) {
          relay?.poke();
          notifications.notifier.poke();
        }
        return run.more;
      },
      SEQUENCER_INTERVAL_MS,
      app.log,
      SEQUENCER_PAUSE_MS,
    );
    const retention = new WorkerLoop(
      'retention',
      async () => {
        await pruneEvents(app.db, options.retentionDays);
        await pruneNotifications(app.db);
        await prunePrivateActivities(app.db);
        return false;
      },
      RETENTION_INTERVAL_MS,
      app.log,
    );
    const workers: EventWorkers = {
      sequencer,
      deliveries,
      retention,
      relay,
      notifier: notifications.notifier,
      mail: notifications.mail,
      sendMail: notifications.sendNow,
    };
    app.decorate('events', workers);

    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) sequencer.poke();
    });
    const loops = [
      sequencer,
      deliveries,
      retention,
      notifications.notifier,
      notifications.schedule,
      ...[relay, notifications.mail].filter((loop) => loop !== null),
    ];
    app.addHook('onReady', async () => {
      for (const loop of loops) loop.start();
    });
    app.addHook('preClose', async () => {
      await Promise.all(loops.map((loop) => loop.stop()));
      await Promise.all([delivery.close(), jetStream?.close(), notifications.close()]);
    });
  },
  { name: 'event-workers', fastify: '5.x', dependencies: ['database', 'metrics'] },
);

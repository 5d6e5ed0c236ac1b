import type { FastifyBaseLogger } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { WorkerLoop } from '../events/loop.js';
import type { MailOptions } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import { Mailer } from './mailer.js';
import { notifyEvents, queueDigests, remindApprovers } from './notifier.js';

/** How often the notifier looks for events nobody poked it about (other processes' writes). */
const NOTIFIER_INTERVAL_MS = 1_000;
/** Also how soon a retry that has come due goes out. */
const MAIL_INTERVAL_MS = 1_000;
/** Reminders and digests are due by the minute at the finest. */
const SCHEDULE_INTERVAL_MS = 60_000;

/** The workers of D15; every service process runs them. */
export interface NotificationWorkers {
  /** Turns new events into notifications; poked when the sequencer gave events positions. */
  notifier: WorkerLoop;
  /** Sends queued mail; only with SMTP_URL. */
  mail: WorkerLoop | null;
  /** Writes reminders of steps that wait, and queues the daily digests that are due. */
  schedule: WorkerLoop;
  close(): void;
}

export function notificationWorkers(
  db: Database,
  options: MailOptions,
  registry: Registry,
  log: FastifyBaseLogger,
): NotificationWorkers {
  const mailing = options.smtpUrl !== null;
  const outcomes = new Counter({
    name: 'tracker_notification_mails_total',
    help: 'Notification emails of this process by outcome: sent, retrying (failed, tried again later), failed (given up).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const mailer = options.smtpUrl ? new Mailer(db, { ...options, smtpUrl: options.smtpUrl }, outcomes) : null;
  const mail = mailer ? new WorkerLoop('mail', () => mailer.sendDue(), MAIL_INTERVAL_MS, log) : null;
  const notifier = new WorkerLoop(
    'notifier',
    async () => {
      const run = await notifyEvents(db, mailing);
      if (run.mailed > 0) mail?.poke();
      return run.more;
    },
    NOTIFIER_INTERVAL_MS,
    log,
  );
  const schedule = new WorkerLoop(
    'notification-schedule',
    async () => {
      const reminded = await remindApprovers(db, mailing);
      const digests = mailing ? await queueDigests(db) : { mailed: 0 };
      if (reminded.mailed + digests.mailed > 0) mail?.poke();
      return false;
    },
    SCHEDULE_INTERVAL_MS,
    log,
  );
  return { notifier, mail, schedule, close: () => mailer?.close() };
}

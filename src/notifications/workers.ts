import type { FastifyBaseLogger } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { WorkerLoop } from '../events/loop.js';
import type { MailOptions } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import { notifyEvents, queueDigests, remindApprovers } from './notifier.js';
import type { Mail } from './templates.js';

/** How often the notifier looks for events nobody poked it about (other processes' writes). */
const NOTIFIER_INTERVAL_MS = 1_000;
/** Also how soon a retry that has come due goes out. */
const MAIL_INTERVAL_MS = 1_000;
/**
 * Between runs of the notifier, and of the mail worker, under a stream of writes: at most this much
 * added to a notification's way out, for a run (a transaction) per many events instead of one per
 * sequencer run. Measured with POST /issues at 50 connections, one notifier run per sequencer run
 * cost the service a fifth of its throughput.
 */
const PAUSE_MS = 50;
/** The mail worker's runs record what ended and claim more: spaced further, each takes more. */
const MAIL_PAUSE_MS = 100;
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
  /** Sends a message of the service's own now; null without SMTP_URL. */
  sendNow: ((to: string, message: Mail) => Promise<void>) | null;
  /** Waits for the messages in flight and records them. */
  close(): Promise<void>;
}

export async function notificationWorkers(
  db: Database,
  options: MailOptions,
  registry: Registry,
  log: FastifyBaseLogger,
): Promise<NotificationWorkers> {
  const mailing = options.smtpUrl !== null;
  const outcomes = new Counter({
    name: 'tracker_notification_mails_total',
    help: 'Notification emails of this process by outcome: sent, retrying (failed, tried again later), failed (given up).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  // nodemailer only where mail goes out: a process without SMTP_URL does not carry it.
  const mailer = options.smtpUrl
    ? new (await import('./mailer.js')).Mailer(db, { ...options, smtpUrl: options.smtpUrl }, outcomes, () =>
        mail?.poke(),
      )
    : null;
  const mail = mailer ? new WorkerLoop('mail', () => mailer.sendDue(), MAIL_INTERVAL_MS, log, MAIL_PAUSE_MS) : null;
  const notifier = new WorkerLoop(
    'notifier',
    async () => {
      const run = await notifyEvents(db, mailing, mailer?.room ?? 0);
      mailer?.send(run.claimed);
      if (run.mailed > run.claimed.length) mail?.poke();
      return run.more;
    },
    NOTIFIER_INTERVAL_MS,
    log,
    PAUSE_MS,
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
  return {
    notifier,
    mail,
    schedule,
    sendNow: mailer && ((to, message) => mailer.sendNow(to, message)),
    close: async () => mailer?.close(),
  };
}

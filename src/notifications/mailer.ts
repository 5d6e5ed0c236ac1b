import { pipeline, type Readable, Transform } from 'node:stream';
import { sql } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Counter } from 'prom-client';
import { LEASE_END, retryInSeconds } from '../events/leases.js';
import { InFlightSender } from '../events/sender.js';
import type { MailOptions } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { linkOf, settingsLink } from './kinds.js';
import type { ClaimedMail } from './notifier.js';
import { digestOf, type Mail, mailOf, wordsOf } from './templates.js';

/** Messages one process sends at once; they queue for the transport's pool of connections. */
const MAX_IN_FLIGHT = 50;
/** Connections to the SMTP server per process. */
const CONNECTIONS = 8;
/** How long the SMTP server may take to accept a connection, greet, and answer each command. */
const SMTP_TIMEOUT_MS = 10_000;
/** Notifications a digest lists; it names how many more wait in the app. */
const DIGEST_ITEMS = 50;

/**
 * Takes up to `limit` due deliveries and leases them (as webhook deliveries are: SKIP LOCKED, one
 * sender per delivery across processes, sent again by another once a crashed sender's lease ends),
 * with the notification of each, or a digest's notifications.
 */
const CLAIM = new Statement(
  (p: { limit: number }) =>
    sql<ClaimedMail>`WITH due AS (
      SELECT d.tenant_id, d.id FROM notification_deliveries d
      WHERE d.status = 'pending' AND d.next_attempt_at <= now()
      ORDER BY d.next_attempt_at LIMIT ${p.limit}::int
      FOR UPDATE SKIP LOCKED
    ), claimed AS (
      UPDATE notification_deliveries d SET attempts = d.attempts + 1, next_attempt_at = ${LEASE_END}
      FROM due WHERE d.tenant_id = due.tenant_id AND d.id = due.id
      RETURNING d.tenant_id, d.id, d.user_id, d.notification_id, d.attempts, d.to_address
    )
    SELECT c.tenant_id, c.id::text AS id, c.attempts AS attempt, c.to_address, u.language,
      c.notification_id IS NULL AS digest, included.items, included.total
    FROM claimed c
    JOIN users u ON u.tenant_id = c.tenant_id AND u.id = c.user_id
    CROSS JOIN LATERAL (
      SELECT coalesce(json_agg(json_build_object('kind', n.kind, 'data', n.data, 'issueId', n.issue_id) ORDER BY n.id)
          FILTER (WHERE n.rank <= ${sql.lit(DIGEST_ITEMS)}), '[]') AS items,
        count(*)::int AS total
      FROM (SELECT n.id, n.kind, n.data, n.issue_id, row_number() OVER (ORDER BY n.id) AS rank FROM (
        SELECT * FROM notifications n WHERE n.tenant_id = c.tenant_id AND n.id = c.notification_id
        UNION ALL
        SELECT * FROM notifications n WHERE n.tenant_id = c.tenant_id AND n.digest_id = c.id AND c.notification_id IS NULL
      ) n) n
    ) included`,
);

/** An attempt that ended. */
interface Finished {
  tenantId: string;
  id: string;
  attempt: number;
  status: 'sent' | 'pending' | 'failed';
  error: string | null;
  retryInSeconds: number | null;
}

/** Records the attempts of a run, each unless its lease went to another sender meanwhile. */
const RECORD = new Statement(
  (p: { finished: string }) =>
    sql`WITH finished AS (
      SELECT * FROM jsonb_to_recordset(${p.finished}::jsonb)
        AS f("tenantId" text, id bigint, attempt int, status text, error text, "retryInSeconds" float8)
    )
    UPDATE notification_deliveries d SET status = f.status, error = f.error,
      sent_at = CASE WHEN f.status = 'sent' THEN now() END,
      next_attempt_at = CASE WHEN f.status = 'pending' THEN now() + make_interval(secs => f."retryInSeconds") END
    FROM finished f
    WHERE d.tenant_id = f."tenantId" AND d.id = f.id AND d.attempts = f.attempt AND d.status = 'pending'`,
);

/** What became of mail attempts: sent, retrying (failed, tried again later), failed (given up). */
export type MailOutcomes = Counter<'outcome'>;

/**
 * Sends the queued messages of notifications (D15) over SMTP, as an InFlightSender: one per
 * notification or one digest, multipart text and HTML in the recipient's language, at least once
 * (a message whose result was not recorded goes out again, with the same Message-ID), retried by
 * MAIL_RETRY_SCHEDULE, then `failed`. Each message is its own SMTP transaction, so a refused
 * recipient fails only their message.
 */
export class Mailer extends InFlightSender<ClaimedMail, Finished> {
  readonly #transport;
  readonly #host: string;

  constructor(
    private readonly db: Database,
    private readonly options: MailOptions & { smtpUrl: string },
    private readonly outcomes: MailOutcomes,
    wake: () => void,
  ) {
    super(MAX_IN_FLIGHT, wake);
    this.#transport = createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: CONNECTIONS,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    this.#transport.use('stream', (mail, done) => {
      mail.message.processFunc((message) => joined(message));
      done();
    });
    this.#host = new URL(options.publicUrl).hostname;
  }

  override async close(): Promise<void> {
    await super.close();
    this.#transport.close();
  }

  protected claim(limit: number): Promise<ClaimedMail[]> {
    return this.db.acrossTenantsAutocommit((sql) => CLAIM.run(sql, { limit }));
  }

  protected async record(finished: Finished[]): Promise<void> {
    await this.db.acrossTenantsAutocommit((sql) => RECORD.run(sql, { finished: JSON.stringify(finished) }));
  }

  protected async attempt(mail: ClaimedMail): Promise<Finished> {
    const attempt = { tenantId: mail.tenant_id, id: mail.id, attempt: mail.attempt };
    try {
      await this.#send(mail);
      this.outcomes.inc({ outcome: 'sent' });
      return { ...attempt, status: 'sent', error: null, retryInSeconds: null };
    } catch (error) {
      const wait = retryInSeconds(this.options.retrySchedule, mail.attempt);
      this.outcomes.inc({ outcome: wait === null ? 'failed' : 'retrying' });
      return { ...attempt, status: wait === null ? 'failed' : 'pending', error: describe(error), retryInSeconds: wait };
    }
  }

  /** A message of the service's own, sent now (a sign-in link: good for minutes, so not queued). */
  async sendNow(to: string, message: Mail): Promise<void> {
    await this.#transport.sendMail({
      from: this.options.from,
      to,
      headers: { 'Auto-Submitted': 'auto-generated' },
      textEncoding: 'base64',
      ...message,
    });
  }

  async #send(mail: ClaimedMail): Promise<void> {
    const url = (path: string) => `${this.options.publicUrl}${path}`;
    const settingsUrl = url(settingsLink(mail.tenant_id));
    await this.#transport.sendMail({
      from: this.options.from,
      to: mail.to_address,
      // The same on every attempt: a receiver that got a message twice (at least once) can tell.
      messageId: `<${mail.tenant_id}.${mail.id}@${this.#host}>`,
      headers: { 'Auto-Submitted': 'auto-generated' },
      // Base64 is encoded natively; quoted-printable in JavaScript, at a sixth more of a message's cost.
      textEncoding: 'base64',
      list: { unsubscribe: { url: settingsUrl, comment: 'Notification settings' } },
      ...this.#content(mail, url, settingsUrl),
    });
  }

  #content(mail: ClaimedMail, url: (path: string) => string, settingsUrl: string): Mail {
    const rendered = mail.items.map((item) => ({
      words: wordsOf(item.kind, item.data, mail.language),
      link: url(linkOf(mail.tenant_id, item.kind, item.issueId)),
    }));
    if (!mail.digest) return mailOf(rendered[0]!.words, rendered[0]!.link, settingsUrl, mail.language);
    const listUrl = url(`/app/${encodeURIComponent(mail.tenant_id)}/notifications`);
    return digestOf(rendered, mail.total, listUrl, settingsUrl, mail.language);
  }
}

/**
 * A message as one chunk. nodemailer writes each chunk of the message it builds to the SMTP socket
 * as a write of its own: 13 system calls a message, 4 this way (issue 58: writes to a local socket
 * were most of the service's CPU with email on). A notification or a digest of at most
 * DIGEST_ITEMS is a few kilobytes. Joined through `pipeline`, so that an error of the message
 * fails the send and an aborted send stops the message. DKIM signing or a `newline` option would
 * cut it up again after this step; the transport sets neither.
 */
function joined(message: Readable): Readable {
  const chunks: Buffer[] = [];
  const whole = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      done(null, Buffer.concat(chunks));
    },
  });
  // Its error reaches the reader of `whole`, which pipeline destroys with it.
  pipeline(message, whole, () => {});
  return whole;
}

/** The error as the deliveries log shows it: the SMTP server's answer when it gave one. */
function describe(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: string; message?: string };
  return (response ?? message ?? String(error)).slice(0, 1000);
}

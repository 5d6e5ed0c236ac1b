import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { Agent, request } from 'undici';
import { EVENT_COLUMNS, type EventRow, toEvent } from '../events/feed.js';
import type { DeliveryOutcomes } from '../events/metrics.js';
import type { Database } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { publicOnlyLookup, RefusedTarget, targetProblem } from './targets.js';

/** D9: a delivery succeeds with a 2xx within this time. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How long a claimed delivery is the claiming worker's; after it, another may send it (a crash). */
const LEASE_SECONDS = 30;
const BATCH = 20;

export interface DeliveryOptions {
  retrySchedule: number[];
  disableAfter: number;
  allowPrivateTargets: boolean;
}

interface Claimed extends EventRow {
  delivery_tenant: string;
  delivery_id: string;
  attempt: number;
  url: string;
  secret: string;
}

/**
 * Takes up to a batch of due deliveries of active hooks (a ping goes to an inactive one too), and
 * leases them: each is sent by the one worker whose claim took it (SKIP LOCKED passes over rows
 * another is claiming), and becomes due again if that worker dies before it records the result.
 */
const CLAIM = new Statement(
  () =>
    sql<Claimed>`
    WITH due AS (
      SELECT d.tenant_id, d.id FROM webhook_deliveries d
      JOIN webhooks w ON w.tenant_id = d.tenant_id AND w.id = d.webhook_id
      WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND (w.active OR d.event_type = 'webhook.ping')
      ORDER BY d.next_attempt_at LIMIT ${sql.lit(BATCH)}
      FOR UPDATE OF d SKIP LOCKED
    ), claimed AS (
      UPDATE webhook_deliveries d
      SET attempts = d.attempts + 1, next_attempt_at = now() + ${sql.lit(`${LEASE_SECONDS} seconds`)}::interval
      FROM due WHERE d.tenant_id = due.tenant_id AND d.id = due.id
      RETURNING d.tenant_id, d.id, d.webhook_id, d.event_id, d.attempts
    )
    SELECT c.tenant_id AS delivery_tenant, c.id::text AS delivery_id, c.attempts AS attempt, w.url, w.secret, ${EVENT_COLUMNS}
    FROM claimed c
    JOIN webhooks w ON w.tenant_id = c.tenant_id AND w.id = c.webhook_id
    JOIN events e ON e.tenant_id = c.tenant_id AND e.id = c.event_id`,
);

interface Outcome {
  status: 'succeeded' | 'pending' | 'failed';
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  retryInSeconds: number | null;
  /** The endpoint answered 410 Gone: the hook is disabled at once. */
  gone: boolean;
}

/**
 * Records the attempt, unless the lease was lost to another worker meanwhile (its attempt number
 * moved on), and keeps the hook's count of consecutive failed deliveries: a hook is disabled, with
 * the reason, on a 410 or when the count reaches WEBHOOK_DISABLE_AFTER.
 */
const RECORD = new Statement((p: Outcome & { tenantId: string; id: string; attempt: number; disableAfter: number }) => {
  const failures = sql`w.consecutive_failures + 1`;
  const disables = sql`(${p.gone}::boolean OR (r.status = 'failed' AND ${failures} >= ${p.disableAfter}::int))`;
  return sql`
      WITH recorded AS (
        UPDATE webhook_deliveries d SET
          status = ${p.status}, response_status = ${p.responseStatus}::int, duration_ms = ${p.durationMs}::int,
          error = ${p.error},
          next_attempt_at = CASE WHEN ${p.status} = 'pending'
            THEN now() + make_interval(secs => ${p.retryInSeconds}::float8) END
        WHERE d.tenant_id = ${p.tenantId} AND d.id = ${p.id}::bigint AND d.attempts = ${p.attempt}::int
          AND d.status = 'pending'
        RETURNING d.tenant_id, d.webhook_id, d.status, d.error
      )
      UPDATE webhooks w SET
        consecutive_failures = CASE r.status WHEN 'succeeded' THEN 0 WHEN 'failed' THEN ${failures}
          ELSE w.consecutive_failures END,
        active = w.active AND NOT ${disables},
        disabled_reason = CASE WHEN w.active AND ${disables} THEN
          CASE WHEN ${p.gone}::boolean THEN 'The endpoint answered 410 Gone.'
          ELSE format('%s consecutive deliveries failed; the last: %s', ${failures}, r.error) END
          ELSE w.disabled_reason END
      FROM recorded r WHERE w.tenant_id = r.tenant_id AND w.id = r.webhook_id`;
});

/** Sends due webhook deliveries (D9, Standard Webhooks 1.0) and records how each went. */
export class DeliveryWorker {
  readonly #agent = new Agent({
    connect: { lookup: publicOnlyLookup, timeout: DELIVERY_TIMEOUT_MS },
    headersTimeout: DELIVERY_TIMEOUT_MS,
    bodyTimeout: DELIVERY_TIMEOUT_MS,
  });
  readonly #open = new Agent({ connect: { timeout: DELIVERY_TIMEOUT_MS } });

  constructor(
    private readonly db: Database,
    private readonly options: DeliveryOptions,
    private readonly outcomes: DeliveryOutcomes,
  ) {}

  /** One batch: claimed, sent at once, each recorded as it ends. Answers whether the batch was full. */
  async deliverDue(): Promise<boolean> {
    const claimed = await this.db.acrossTenants((sql) => CLAIM.run(sql, {}));
    await Promise.all(
      claimed.map(async (delivery) => {
        const outcome = await this.#send(delivery);
        this.outcomes.inc({ outcome: outcome.status === 'pending' ? 'retrying' : outcome.status });
        await this.db.acrossTenants((sql) =>
          RECORD.run(sql, {
            ...outcome,
            tenantId: delivery.delivery_tenant,
            id: delivery.delivery_id,
            attempt: delivery.attempt,
            disableAfter: this.options.disableAfter,
          }),
        );
      }),
    );
    return claimed.length === BATCH;
  }

  async close(): Promise<void> {
    await Promise.all([this.#agent.close(), this.#open.close()]);
  }

  async #send(delivery: Claimed): Promise<Outcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const { allowPrivateTargets } = this.options;
    const problem = await targetProblem(delivery.url, allowPrivateTargets);
    if (problem) return this.#failed(delivery, { error: `The URL ${problem}.`, retry: false, durationMs: elapsed() });
    const body = JSON.stringify(toEvent(delivery));
    const id = String(delivery.id);
    const sentAt = new Date();
    try {
      const response = await request(delivery.url, {
        method: 'POST',
        dispatcher: allowPrivateTargets ? this.#open : this.#agent,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'activity-issue-tracker-webhooks/1',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': new Webhook(delivery.secret).sign(id, sentAt, body),
        },
        body,
      });
      await response.body.dump();
      const { statusCode } = response;
      if (statusCode >= 200 && statusCode < 300) {
        return {
          status: 'succeeded',
          responseStatus: statusCode,
          durationMs: elapsed(),
          error: null,
          retryInSeconds: null,
          gone: false,
        };
      }
      return {
        ...this.#failed(delivery, {
          error: `The endpoint answered ${statusCode}.`,
          retry: statusCode !== 410,
          durationMs: elapsed(),
        }),
        responseStatus: statusCode,
        gone: statusCode === 410,
      };
    } catch (error) {
      return this.#failed(delivery, { error: describe(error), retry: !refused(error), durationMs: elapsed() });
    }
  }

  /** A failed attempt: retried after the schedule's next wait (±10 %), or the delivery's end. */
  #failed(
    delivery: Claimed,
    { error, retry, durationMs }: { error: string; retry: boolean; durationMs: number },
  ): Outcome {
    const wait = this.options.retrySchedule[delivery.attempt - 1];
    const retrying = retry && wait !== undefined;
    return {
      status: retrying ? 'pending' : 'failed',
      responseStatus: null,
      durationMs,
      error,
      retryInSeconds: retrying ? wait * (0.9 + Math.random() * 0.2) : null,
      gone: false,
    };
  }
}

const refused = (error: unknown) =>
  error instanceof RefusedTarget || (error as { cause?: unknown })?.cause instanceof RefusedTarget;

function describe(error: unknown): string {
  if ((error as Error)?.name === 'TimeoutError') return `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s.`;
  if (refused(error)) {
    const cause = error instanceof RefusedTarget ? error : (error as { cause: RefusedTarget }).cause;
    return `The URL must not point to a private or local network (${cause.message}).`;
  }
  const cause = (error as { cause?: { message?: string } })?.cause?.message;
  return `${(error as Error)?.message ?? String(error)}${cause ? ` (${cause})` : ''}`;
}

import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { EVENT_COLUMNS, type EventRow, toEvent } from '../events/feed.js';
import { LEASE_END, retryInSeconds } from '../events/leases.js';
import { InFlightSender } from '../events/sender.js';
import type { DeliveryOutcomes } from '../events/metrics.js';
import type { Database } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import { publicOnlyLookup, RefusedTarget, targetProblem } from './targets.js';

/** D9: a delivery succeeds with a 2xx within this time. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/**
 * Deliveries one process sends at once. Sends run alongside claims: a slow endpoint holds only its
 * own deliveries, never the next claim.
 */
const MAX_IN_FLIGHT = 100;

export interface DeliveryOptions {
  retrySchedule: number[];
  disableAfter: number;
  allowPrivateTargets: boolean;
}

/** A delivery leased to this process, with what sending it needs. */
export interface Claimed extends EventRow {
  delivery_tenant: string;
  delivery_id: string;
  attempt: number;
  url: string;
  secret: string;
}

/** The Claimed columns of delivery `c` (tenant_id, id, attempts) of hook `w` and event `e`. */
export const CLAIMED_COLUMNS = sql`c.tenant_id AS delivery_tenant, c.id::text AS delivery_id, c.attempts AS attempt,
  w.url, w.secret, ${EVENT_COLUMNS}`;

/**
 * Takes up to `limit` due deliveries of active hooks (a ping goes to an inactive one too), and
 * leases them: each is sent by the one worker whose claim took it (SKIP LOCKED passes over rows
 * another is claiming), and becomes due again if that worker dies before it records the result.
 */
const CLAIM = new Statement(
  (p: { limit: number }) =>
    sql<Claimed>`
    WITH due AS (
      SELECT d.tenant_id, d.id FROM webhook_deliveries d
      JOIN webhooks w ON w.tenant_id = d.tenant_id AND w.id = d.webhook_id
      WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND (w.active OR d.event_type = 'webhook.ping')
      ORDER BY d.next_attempt_at LIMIT ${p.limit}::int
      FOR UPDATE OF d SKIP LOCKED
    ), claimed AS (
      UPDATE webhook_deliveries d
      SET attempts = d.attempts + 1, next_attempt_at = ${LEASE_END}
      FROM due WHERE d.tenant_id = due.tenant_id AND d.id = due.id
      RETURNING d.tenant_id, d.id, d.webhook_id, d.event_id, d.attempts
    )
    SELECT ${CLAIMED_COLUMNS}
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

/** An attempt that ended, waiting to be recorded with the others that ended meanwhile. */
interface Finished extends Outcome {
  tenantId: string;
  id: string;
  attempt: number;
  /** The order the attempts ended in, which the hook's count of consecutive failures follows. */
  n: number;
}

/**
 * Records the attempts that ended (a JSON array of Finished), each unless its lease was lost to
 * another worker meanwhile (its attempt number moved on), and keeps each hook's count of
 * consecutive failed deliveries: the failures after its last success. A hook is disabled, with the
 * reason, on a 410 or when a failure brings the count to WEBHOOK_DISABLE_AFTER.
 */
const RECORD = new Statement((p: { finished: string; disableAfter: number }) => {
  const failures = sql`CASE WHEN h.succeeded THEN h.failed ELSE w.consecutive_failures + h.failed END`;
  const disables = sql`(h.gone OR (h.failed > 0 AND ${failures} >= ${p.disableAfter}::int))`;
  return sql`
      WITH finished AS (
        SELECT * FROM jsonb_to_recordset(${p.finished}::jsonb) AS f("tenantId" text, id bigint, attempt int,
          status text, "responseStatus" int, "durationMs" int, error text, "retryInSeconds" float8, gone boolean, n int)
      ), recorded AS (
        UPDATE webhook_deliveries d SET
          status = f.status, response_status = f."responseStatus", duration_ms = f."durationMs", error = f.error,
          next_attempt_at = CASE WHEN f.status = 'pending' THEN now() + make_interval(secs => f."retryInSeconds") END
        FROM finished f
        WHERE d.tenant_id = f."tenantId" AND d.id = f.id AND d.attempts = f.attempt AND d.status = 'pending'
        RETURNING d.tenant_id, d.webhook_id, f.status, f.error, f.gone, f.n
      ), marked AS (
        SELECT r.*, max(r.n) FILTER (WHERE r.status = 'succeeded') OVER (PARTITION BY r.tenant_id, r.webhook_id)
          AS last_success
        FROM recorded r
      ), per_hook AS (
        SELECT tenant_id, webhook_id, last_success IS NOT NULL AS succeeded, bool_or(gone) AS gone,
          count(*) FILTER (WHERE status = 'failed' AND n > coalesce(last_success, -1))::int AS failed,
          (array_agg(error ORDER BY n DESC) FILTER (WHERE status = 'failed'))[1] AS last_error
        FROM marked GROUP BY tenant_id, webhook_id, last_success
      )
      UPDATE webhooks w SET
        consecutive_failures = ${failures},
        active = w.active AND NOT ${disables},
        disabled_reason = CASE WHEN w.active AND ${disables} THEN
          CASE WHEN h.gone THEN 'The endpoint answered 410 Gone.'
          ELSE format('%s consecutive deliveries failed; the last: %s', ${failures}, h.last_error) END
          ELSE w.disabled_reason END
      FROM per_hook h WHERE w.tenant_id = h.tenant_id AND w.id = h.webhook_id`;
});

interface HttpClient {
  request: typeof import('undici').request;
  /** Connects only to the addresses publicOnlyLookup lets through. */
  checked: import('undici').Agent;
  /** Connects anywhere (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  open: import('undici').Agent;
}

async function httpClient(): Promise<HttpClient> {
  const { Agent, request } = await import('undici');
  return {
    request,
    checked: new Agent({
      connect: { lookup: publicOnlyLookup, timeout: DELIVERY_TIMEOUT_MS },
      headersTimeout: DELIVERY_TIMEOUT_MS,
      bodyTimeout: DELIVERY_TIMEOUT_MS,
    }),
    open: new Agent({ connect: { timeout: DELIVERY_TIMEOUT_MS } }),
  };
}

/**
 * Sends due webhook deliveries (D9, Standard Webhooks 1.0) and records how each went, as an
 * InFlightSender: up to 100 sends at once per process, a slow endpoint holding only its own.
 */
export class DeliveryWorker extends InFlightSender<Claimed, Finished> {
  /** The HTTP client, loaded with the first delivery: most processes send none soon after start. */
  #client: Promise<HttpClient> | null = null;
  #ended = 0;

  constructor(
    private readonly db: Database,
    private readonly options: DeliveryOptions,
    private readonly outcomes: DeliveryOutcomes,
    wake: () => void,
  ) {
    super(MAX_IN_FLIGHT, wake);
  }

  override async close(): Promise<void> {
    await super.close();
    const client = await this.#client;
    await Promise.all([client?.checked.close(), client?.open.close()]);
  }

  protected claim(limit: number): Promise<Claimed[]> {
    return this.db.acrossTenantsAutocommit((sql) => CLAIM.run(sql, { limit }));
  }

  protected async record(finished: Finished[]): Promise<void> {
    await this.db.acrossTenantsAutocommit((sql) =>
      RECORD.run(sql, { finished: JSON.stringify(finished), disableAfter: this.options.disableAfter }),
    );
  }

  protected async attempt(delivery: Claimed): Promise<Finished> {
    const outcome = await this.#send(delivery)
      // A fault of the service itself, not of the endpoint: tried again by the schedule.
      .catch((error: unknown) => this.#failed(delivery, { error: describe(error), retry: true, durationMs: 0 }));
    this.outcomes.inc({ outcome: outcome.status === 'pending' ? 'retrying' : outcome.status });
    return {
      ...outcome,
      tenantId: delivery.delivery_tenant,
      id: delivery.delivery_id,
      attempt: delivery.attempt,
      n: this.#ended++,
    };
  }

  async #send(delivery: Claimed): Promise<Outcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const { allowPrivateTargets } = this.options;
    const problem = await targetProblem(delivery.url, allowPrivateTargets, false);
    if (problem) return this.#failed(delivery, { error: `The URL ${problem}.`, retry: false, durationMs: elapsed() });
    const body = JSON.stringify(toEvent(delivery));
    const id = String(delivery.id);
    const sentAt = new Date();
    try {
      const { request, checked, open } = await (this.#client ??= httpClient());
      const response = await request(delivery.url, {
        method: 'POST',
        dispatcher: allowPrivateTargets ? open : checked,
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
    const wait = retry ? retryInSeconds(this.options.retrySchedule, delivery.attempt) : null;
    return {
      status: wait === null ? 'failed' : 'pending',
      responseStatus: null,
      durationMs,
      error,
      retryInSeconds: wait,
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

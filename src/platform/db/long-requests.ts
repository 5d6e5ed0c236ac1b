import pLimit, { type LimitFunction } from 'p-limit';
import { HttpError } from '../http/errors.js';

/** Long requests of one tenant running at once in one process; the rest wait their turn. */
export const LONG_REQUESTS_AT_ONCE = 2;
/** Long requests of one tenant waiting in one process; past them a request is refused (503) at once. */
export const LONG_REQUESTS_WAITING = 20;

/** The refusal past the waiting runs: what takes turns, as a user of the app knows it. */
const BUSY_MESSAGE =
  'This tenant has too many long requests under way (calendars, team coverage, exports, erasures). Please try again shortly.';

/**
 * D13: work whose cost a caller controls (a calendar over a year, a team's coverage, an export of a
 * report or of a person's or tenant's data, a user's erasure, which rewrites the tenant's history)
 * is bounded per tenant, so that one tenant's many requests cannot hold every connection of the
 * shared pool (or the embedded store's one session) while other tenants wait. Each tenant's long
 * requests take turns through a p-limit of its own, before it asks for a connection; a tenant with
 * none under way keeps no limiter.
 */
export class LongRequests {
  /** Each tenant's limiter, and how many of its runs run or wait. */
  readonly #tenants = new Map<string, { limit: LimitFunction; runs: number }>();

  constructor(
    private readonly atOnce = LONG_REQUESTS_AT_ONCE,
    private readonly waiting = LONG_REQUESTS_WAITING,
  ) {}

  async run<T>(tenantId: string, work: () => Promise<T>): Promise<T> {
    let tenant = this.#tenants.get(tenantId);
    if (!tenant) {
      tenant = { limit: pLimit(this.atOnce), runs: 0 };
      this.#tenants.set(tenantId, tenant);
    }
    if (tenant.limit.pendingCount >= this.waiting) {
      throw new HttpError(503, BUSY_MESSAGE, { 'retry-after': '1' });
    }
    tenant.runs++;
    try {
      return await tenant.limit(work);
    } finally {
      if (--tenant.runs === 0) this.#tenants.delete(tenantId);
    }
  }
}

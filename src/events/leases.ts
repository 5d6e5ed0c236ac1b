import { sql } from 'kysely';

/**
 * What the senders of the outbox (webhook deliveries, notification mail) share: a claimed item is
 * the claiming worker's for a lease, and a failed attempt waits by a schedule before the next.
 */

/** How long a claimed item is the claiming worker's; after it, another may send it (a crash). */
const LEASE_SECONDS = 30;

/** The end of a lease taken now. */
export const LEASE_END = sql`now() + ${sql.lit(`${LEASE_SECONDS} seconds`)}::interval`;

/**
 * Seconds before the next attempt after failed attempt `attempt` (from 1): the schedule's wait,
 * ±10 % so that items that failed together do not come back together; null once the schedule has
 * run out (the item has failed).
 */
export function retryInSeconds(schedule: readonly number[], attempt: number): number | null {
  const wait = schedule[attempt - 1];
  return wait === undefined ? null : wait * (0.9 + Math.random() * 0.2);
}

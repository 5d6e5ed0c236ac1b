import pg from 'pg';
import type { Sql } from '../platform/db/database.js';
import { createIssueWorld } from './fixtures.js';
import { InterceptedDatabase, TestService } from './harness.js';

/** Holds the next write transaction open, its work done, until released: a writer that commits late. */
export class HeldCommit extends InterceptedDatabase {
  #hold: { tenantId: string; reached: () => void; release: Promise<void> } | null = null;

  /**
   * Resolves when the tenant's next write has done its work; that write commits once `release` is
   * called. Only the tenant's: the service's background work writes in other tenants of a shared
   * database too (the retention run of D21 in the tenants of other test files), and holding one of
   * those would let the test's own write commit unheld.
   */
  holdNextWrite(tenantId: string): { reached: Promise<void>; release: () => void } {
    let reached!: () => void;
    let release!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    this.#hold = { tenantId, reached, release: new Promise<void>((resolve) => (release = resolve)) };
    return { reached: reachedPromise, release };
  }

  override write<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    const hold = this.#hold?.tenantId === tenantId ? this.#hold : null;
    if (!hold) return super.write(tenantId, work);
    this.#hold = null;
    return super.write(tenantId, async (sql) => {
      const result = await work(sql);
      hold.reached();
      await hold.release;
      return result;
    });
  }
}

/**
 * Resolves once a statement in the PostgreSQL database of the run (TEST_DATABASE_URL) waits for a
 * lock: a request that has begun and now waits for a held transaction. Test files running beside
 * this one could also be waiting, rarely; then it resolves early, and a test that relies on it
 * checks less than it means to, but does not fail for it.
 */
export async function untilWaitingForLock(): Promise<void> {
  const owner = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await owner.connect();
  try {
    for (;;) {
      const { rows } = await owner.query(
        "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await owner.end();
  }
}

/** Options of a suite that needs concurrent transactions: the embedded store runs them one after another. */
export const CONCURRENT_TRANSACTIONS = {
  skip: process.env.TEST_DATABASE_URL ? false : 'runs against PostgreSQL (TEST_DATABASE_URL)',
};

/** A service whose store can hold a write's commit (see HeldCommit), with a tenant and its issue world. */
export async function startWithHeldCommits() {
  let store!: HeldCommit;
  const service = await TestService.start({ wrapStore: (inner) => (store = new HeldCommit(inner)) });
  const admin = await service.newTenant();
  return { service, store, admin, world: await createIssueWorld(admin) };
}

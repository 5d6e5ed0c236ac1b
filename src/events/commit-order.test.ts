import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Sql } from '../platform/db/database.js';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { feedAfter, feedEnd } from '../testing/events.js';
import { InterceptedDatabase, type TenantClient, TestService } from '../testing/harness.js';

/** Holds the next write transaction open, its work done, until released: a writer that commits late. */
class HeldCommit extends InterceptedDatabase {
  #hold: { reached: () => void; release: Promise<void> } | null = null;

  /** Resolves when the next write has done its work; that write commits once `release` is called. */
  holdNextWrite(): { reached: Promise<void>; release: () => void } {
    let reached!: () => void;
    let release!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    this.#hold = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
    return { reached: reachedPromise, release };
  }

  override write<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    const hold = this.#hold;
    this.#hold = null;
    if (!hold) return super.write(tenantId, work);
    return super.write(tenantId, async (sql) => {
      const result = await work(sql);
      hold.reached();
      await hold.release;
      return result;
    });
  }
}

/**
 * D9: a consumer paging with `after` never misses an event, even when transactions commit out of
 * order. It needs concurrent transactions: the embedded store has one session, whose transactions
 * run one after another and so commit in order; this runs in the PostgreSQL pass of the suite.
 */
describe(
  'feed positions of transactions that commit out of order',
  { skip: process.env.TEST_DATABASE_URL ? false : 'runs against PostgreSQL (TEST_DATABASE_URL)' },
  () => {
    let service: TestService;
    let store: HeldCommit;
    let admin: TenantClient;
    let world: IssueWorld;

    before(async () => {
      service = await TestService.start({ wrapStore: (inner) => (store = new HeldCommit(inner)) });
      admin = await service.newTenant();
      world = await createIssueWorld(admin);
    });
    after(() => service.close());

    it('gives a late commit a position after those already seen, so paging with after finds it', async () => {
      const first = await newIssue(admin, world);
      const second = await newIssue(admin, world);
      const since = await feedEnd(admin);

      // Writer A starts first and writes its event first, but commits last.
      const held = store.holdNextWrite();
      const late = admin.put(`/issues/${first.id}`, { name: 'Committed last' });
      await held.reached;
      expect((await admin.put(`/issues/${second.id}`, { name: 'Committed first' })).status).toBe(200);

      // A consumer reads while A is still open: it sees B, and moves its cursor past it.
      const seen = await feedAfter(admin, since);
      expect(seen.map((event) => event.data.object.name)).toEqual(['Committed first']);
      const cursor = seen[0].id;

      held.release();
      expect((await late).status).toBe(200);
      const next = await feedAfter(admin, cursor);
      expect(next.map((event) => event.data.object.name)).toEqual(['Committed last']);
      expect(next[0].id).toBeGreaterThan(cursor);
      // Nothing was placed behind the cursor: the whole feed holds each event once, in id order.
      const all = await feedAfter(admin, since);
      expect(all.map((event) => event.id)).toEqual([cursor, next[0].id]);
    });
  },
);

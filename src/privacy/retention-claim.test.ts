import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Database, Sql } from '../platform/db/database.js';
import { activityInput, createActivityWorld } from '../testing/fixtures.js';
import { InterceptedDatabase, type TenantClient, TestService } from '../testing/harness.js';
import { prunePrivateActivities } from './retention.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * What the retention runs of several services did for tenant `tenantId`: the claims that named it,
 * and the deletions run in it (one transaction each). Each service's store goes through `over`,
 * which sends the claims of the `runs` runs to the database together, once all have come to it.
 */
class RetentionRuns {
  claims = 0;
  deletions = 0;
  #arrived = 0;
  #together!: () => void;
  readonly #allThere = new Promise<void>((resolve) => (this.#together = resolve));

  constructor(
    readonly tenantId: string,
    private readonly runs: number,
  ) {}

  over(store: Database): Database {
    return new WatchedRetention(store, this);
  }

  /** Resolves once every run has come to its claim. */
  arrive(): Promise<void> {
    if (++this.#arrived === this.runs) this.#together();
    return this.#allThere;
  }
}

/** A service's store whose retention claims and deletions `runs` sees. */
class WatchedRetention extends InterceptedDatabase {
  constructor(
    inner: Database,
    private readonly runs: RetentionRuns,
  ) {
    super(inner);
  }

  override async acrossTenantsAutocommit<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    await this.runs.arrive();
    const claimed = await super.acrossTenantsAutocommit(work);
    this.runs.claims += (claimed as { tenant_id: string }[]).filter(
      (row) => row.tenant_id === this.runs.tenantId,
    ).length;
    return claimed;
  }

  override write<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    if (tenantId === this.runs.tenantId) this.runs.deletions++;
    return super.write(tenantId, work);
  }
}

// D21: every process runs the retention hourly; each tenant's deletion still runs once a day. The
// embedded store belongs to one process (D1); privacy.test.ts shows a second run the same day
// deleting nothing on both stores.
describe(
  'private activity retention in two service processes on one PostgreSQL database',
  { skip: postgresUrl ? false : 'runs against PostgreSQL (TEST_DATABASE_URL)' },
  () => {
    let first: TestService;
    let second: TestService;

    before(async () => {
      // A database of its own: the retention runs act for every tenant of it, and nobody else runs them.
      first = await TestService.start({ privateStore: true });
      second = await TestService.beside(first);
      // Their own hourly runs stop, so that the runs below are the only ones.
      await Promise.all([first.app.events.retention.stop(), second.app.events.retention.stop()]);
    });
    after(async () => {
      await second?.close();
      await first?.close();
    });

    it("claims each tenant's day once: one process deletes, the other finds the day taken", async () => {
      const tenant: TenantClient = await first.newTenant();
      const world = await createActivityWorld(tenant, [tenant.userId]);
      const sick = await tenant.create('/v1/activity-types', { name: 'Sick leave', private: true });
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      const add = async (day: string) =>
        (
          await tenant.create(
            '/v1/activity',
            activityInput(world, { activityTypeId: sick.id, dateFrom: day, dateTo: day, includeWeekends: true }),
            200,
          )
        )[0] as { id: number };
      const old = await add(daysAgo(40));
      const recent = await add(daysAgo(10));
      expect((await tenant.put('/v1/privacy-settings', { privateActivityRetentionDays: 30 })).status).toBe(200);
      // The tenant's deletion ran yesterday: today's is due.
      await first.db.write(tenant.tenantId, (sql) =>
        sql.query('UPDATE tenant_settings SET retention_ran_on = current_date - 1 WHERE tenant_id = $1', [
          tenant.tenantId,
        ]),
      );

      // Both processes run the retention at once: their claims reach the database together.
      const today = new RetentionRuns(tenant.tenantId, 2);
      const deleted = await Promise.all([
        prunePrivateActivities(today.over(first.db)),
        prunePrivateActivities(today.over(second.db)),
      ]);
      expect({ claims: today.claims, deletions: today.deletions }).toEqual({ claims: 1, deletions: 1 });
      expect(deleted.sort()).toEqual([0, 1]);
      expect((await tenant.get(`/v1/activity/${old.id}`)).status).toBe(404);
      expect((await tenant.get(`/v1/activity/${recent.id}`)).status).toBe(200);

      // Later the same day, with fewer days kept, neither runs the tenant's deletion again.
      await tenant.put('/v1/privacy-settings', { privateActivityRetentionDays: 5 });
      const later = new RetentionRuns(tenant.tenantId, 2);
      const deletedLater = await Promise.all([
        prunePrivateActivities(later.over(second.db)),
        prunePrivateActivities(later.over(first.db)),
      ]);
      expect({ claims: later.claims, deletions: later.deletions, deleted: deletedLater }).toEqual({
        claims: 0,
        deletions: 0,
        deleted: [0, 0],
      });
      expect((await tenant.get(`/v1/activity/${recent.id}`)).status).toBe(200);
    });
  },
);

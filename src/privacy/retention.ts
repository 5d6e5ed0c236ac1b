import type { Database } from '../platform/db/database.js';
import { CLAIM_RETENTION_RUNS } from './repository.js';
import { deletePrivateActivities } from './service.js';

/**
 * D21's retention: once a day, in each tenant that set `privateActivityRetentionDays`, the
 * private-type activities that ended longer ago are deleted for good. Every process's hourly
 * retention run calls it; the claim (CLAIM_RETENTION_RUNS) lets one process a day run a tenant's
 * deletion. Each tenant's deletion is one transaction in that tenant, under its row-level security.
 * Answers how many activities went.
 */
export async function prunePrivateActivities(db: Database): Promise<number> {
  const due = await db.acrossTenantsAutocommit((sql) => CLAIM_RETENTION_RUNS.run(sql, {}));
  let deleted = 0;
  for (const { tenant_id: tenantId, ended_before: endedBefore } of due) {
    deleted += await db.write(tenantId, (sql) =>
      deletePrivateActivities(sql, tenantId, { authorId: null, endedBefore }),
    );
  }
  return deleted;
}

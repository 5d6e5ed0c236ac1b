import { sql } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { checkStatement, singleReferenceCheck } from '../platform/db/checks.js';
import type { Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import type { Precondition } from '../platform/http/conditional.js';
import { type Reference, referencedId } from '../platform/http/schemas.js';
import { activityStatuses } from '../reference-data/definitions.js';
import { requireStatusOverride } from '../approvals/workflow.js';
import { invalidReference } from './checks.js';
import { type BuiltActivity } from './documents.js';
import { UPDATE_TRACKING, changeActivity } from './write-path.js';

const STATUS_CHECKS = [
  singleReferenceCheck<{ tenantId: string; statusId: number }>(activityStatuses, (p) => p.statusId, invalidReference),
];
const REQUIRE_STATUS = checkStatement(STATUS_CHECKS);

const SET_STATUS = new Statement((p: { tenantId: string; id: number; statusId: number; userId: number }) =>
  db
    .updateTable('activities')
    .set({ status_id: p.statusId, status_editor_id: p.userId, updated_at: sql`now()` })
    .where('tenant_id', '=', p.tenantId)
    .where('id', '=', p.id),
);

/** Sets the status (activity:approve, checked by the route); the caller becomes the status editor. */
export async function setActivityStatus(
  sql: Sql,
  caller: Caller,
  id: number,
  statusReference: Reference,
  precondition: Precondition | null = null,
): Promise<BuiltActivity[]> {
  const p = { tenantId: caller.tenantId, id, statusId: referencedId(statusReference), userId: caller.userId };
  return changeActivity(sql, caller, id, precondition, UPDATE_TRACKING, async () => {
    await REQUIRE_STATUS.require(sql, p);
    await requireStatusOverride(sql, caller, id, p.statusId);
    await SET_STATUS.run(sql, p);
  });
}

import { sql } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import type { Precondition } from '../platform/http/conditional.js';
import { noPermission } from '../platform/http/errors.js';
import { approveUndecidable } from '../approvals/decide.js';
import { restartApprovals } from '../approvals/workflow.js';
import { DELETE_TRACKING, UNDELETE_TRACKING, changeActivity, owns } from './write-path.js';

const SET_DELETED = new Statement((p: { tenantId: string; id: number; deleted: boolean }) =>
  db
    .updateTable('activities')
    .set({ deleted: p.deleted, updated_at: sql`now()` })
    .where('tenant_id', '=', p.tenantId)
    .where('id', '=', p.id),
);

/**
 * D14 (wave 4): an undeleted request is a request again, whatever it was when it was cancelled: the
 * first status of the tenant that is neither final, set by the caller.
 */
const UNDELETE_AS_REQUEST = new Statement((p: { tenantId: string; id: number; userId: number }) =>
  db
    .updateTable('activities as a')
    .set({
      deleted: false,
      updated_at: sql`now()`,
      status_editor_id: p.userId,
      status_id: sql`coalesce((SELECT s.id FROM activity_statuses s WHERE s.tenant_id = a.tenant_id
        AND NOT s.positive_final AND NOT s.negative_final ORDER BY s.id LIMIT 1), a.status_id)`,
    })
    .where('a.tenant_id', '=', p.tenantId)
    .where('a.id', '=', p.id),
);

/**
 * Deletes (softly) or undeletes; idempotent. Other users' activities need activity:manage (406).
 * Deleting a request cancels it: it leaves every inbox and takes no decision (decide.ts).
 * Undeleting one makes it a request again and starts its workflow from the first step (D14, wave 4):
 * an approval given before it was cancelled does not come back with it.
 */
export async function setActivityDeleted(
  sql: Sql,
  caller: Caller,
  id: number,
  deleted: boolean,
  precondition: Precondition | null = null,
): Promise<void> {
  const recorded = deleted ? DELETE_TRACKING : UNDELETE_TRACKING;
  let undecidable = false;
  await changeActivity(sql, caller, id, precondition, recorded, async (stored) => {
    if (!owns(caller, stored)) throw noPermission();
    if (stored.deleted === deleted) return;
    const p = { tenantId: caller.tenantId, id, userId: caller.userId };
    if (deleted || !stored.approvable) return void (await SET_DELETED.run(sql, { ...p, deleted }));
    await UNDELETE_AS_REQUEST.run(sql, p);
    // Its workflow's first step is recorded in the same write, before the entry of the undelete itself.
    undecidable = (await restartApprovals(sql, caller, [id])).includes(id);
  });
  // Every step was skipped (nobody but the author may decide them): approved at once, as at a create.
  if (undecidable) await approveUndecidable(sql, caller, id);
}

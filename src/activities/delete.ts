import { sql } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import type { Precondition } from '../platform/http/conditional.js';
import { noPermission } from '../platform/http/errors.js';
import { DELETE_TRACKING, UNDELETE_TRACKING, changeActivity, owns } from './write-path.js';

const SET_DELETED = new Statement((p: { tenantId: string; id: number; deleted: boolean }) =>
  db
    .updateTable('activities')
    .set({ deleted: p.deleted, updated_at: sql`now()` })
    .where('tenant_id', '=', p.tenantId)
    .where('id', '=', p.id),
);

/** Deletes (softly) or undeletes; idempotent. Other users' activities need activity:manage (406). */
export async function setActivityDeleted(
  sql: Sql,
  caller: Caller,
  id: number,
  deleted: boolean,
  precondition: Precondition | null = null,
): Promise<void> {
  const recorded = deleted ? DELETE_TRACKING : UNDELETE_TRACKING;
  await changeActivity(sql, caller, id, precondition, recorded, async (stored) => {
    if (!owns(caller, stored)) throw noPermission();
    if (stored.deleted !== deleted) await SET_DELETED.run(sql, { tenantId: caller.tenantId, id, deleted });
  });
}

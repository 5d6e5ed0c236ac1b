import type { Caller } from '../platform/auth/authenticate.js';
import type { Sql } from '../platform/db/database.js';
import { changeActivity, UPDATE_TRACKING } from '../activities/write-path.js';
import { handOverStep, stepsLeftBy } from './workflow.js';

/**
 * D14 (wave 4): when user `leaver` is deleted, each pending step that waited for them and nobody
 * else who can decide goes to the admins, so that no request waits for nobody. Each request changes
 * through its write path: the hand-over is its history entry and event (`approval_requested`), and
 * the admins hear of it as approvers do.
 */
export async function handOverApprovalsOf(sql: Sql, caller: Caller, leaver: number): Promise<void> {
  for (const { activity_id: id, step } of await stepsLeftBy(sql, caller.tenantId, leaver)) {
    await changeActivity(sql, caller, id, null, UPDATE_TRACKING, () => handOverStep(sql, caller, id, step, leaver));
  }
}

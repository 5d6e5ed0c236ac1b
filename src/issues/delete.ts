import { sql as raw } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { type Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import type { Precondition } from '../platform/http/conditional.js';
import { type RenderedIssue } from './documents.js';
import { IssueTracking } from './history.js';
import { changeIssues, requireOfIssue } from './write-path.js';

const DELETE_TRACKING = new IssueTracking('deleted', ['deleted']);
const UNDELETE_TRACKING = new IssueTracking('undeleted', ['deleted']);

const SET_DELETED = new Statement((p: { tenantId: string; userId: number; id: number; deleted: boolean }) =>
  db
    .updateTable('issues')
    .set({
      deleted: p.deleted,
      deleted_at: raw`CASE WHEN ${p.deleted}::boolean THEN now() END`,
      updated_at: raw`now()`,
      last_updator_id: p.userId,
    })
    .where('tenant_id', '=', p.tenantId)
    .where('id', '=', p.id),
);

/** Deletes (softly) or undeletes; doing it twice changes nothing the second time. */
export async function setDeleted(
  sql: Sql,
  caller: Caller,
  id: number,
  deleted: boolean,
  precondition: Precondition | null = null,
): Promise<RenderedIssue> {
  const change = async (locked: Map<number, { deleted: boolean }>) => {
    await requireOfIssue(sql, caller, id, precondition);
    if (locked.get(id)!.deleted !== deleted) {
      await SET_DELETED.run(sql, { tenantId: caller.tenantId, userId: caller.userId, id, deleted });
    }
  };
  // Deleting changes the roll-ups of the ancestors and the entry test executions show of the issue.
  const touches = { ancestorsOf: [id], peersOf: [id], executions: [] };
  const { issues } = await changeIssues(
    sql,
    caller,
    [id],
    change,
    deleted ? DELETE_TRACKING : UNDELETE_TRACKING,
    touches,
  );
  return issues[0]!;
}

import { sql, type Updateable } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import { firstProblem, type Problem, refuseProblem } from '../platform/db/checks.js';
import type { Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import type { Precondition } from '../platform/http/conditional.js';
import { preconditionFailed } from '../platform/http/errors.js';
import { type DateRun } from './calendar.js';
import type { ActivityInput } from './schemas.js';
import {
  ACTIVITY_CHECKS,
  type CheckParams,
  FINAL_STATUS,
  INITIAL_STATUS,
  NOT_YOURS,
  checkParams,
  initialStatusOf,
  resolve,
  runsOf,
} from './checks.js';
import { INSERT_FURTHER_RUNS, type InsertParams } from './create.js';
import { type BuiltActivity } from './documents.js';
import { type Stored, UPDATE_TRACKING, changeActivity, owns } from './write-path.js';
import { restartApprovals } from '../approvals/workflow.js';
import type { DB } from '../platform/db/tables.generated.js';
import { column, fieldOf, type RunField, UPDATED_FIELDS } from './fields.js';

/** What a write of an activity's fields reads besides its checks. */
const UPDATE_CHECKS = new Statement(
  (p: CheckParams) =>
    sql<{ problem: Problem; runs: DateRun[]; initial_status_id: number | null }>`WITH runs AS (${runsOf(p)})
    SELECT ${firstProblem(ACTIVITY_CHECKS, p)} AS problem,
      (SELECT coalesce(json_agg(json_build_object('from', to_char(r.run_from, 'YYYY-MM-DD'),
                                                  'to', to_char(r.run_to, 'YYYY-MM-DD')) ORDER BY r.run_from), '[]')
       FROM runs r) AS runs,
      ${initialStatusOf(p)} AS initial_status_id`,
);

/**
 * D5: a new type starts over; new dates or times of an approvable activity make it a request again.
 * The dates are those of the runs, not of the input: an activity stores its first run, so the range
 * that produced it may well start on a weekend, and sending that range again changes nothing.
 */
function statusAfterUpdate(
  p: CheckParams,
  stored: Stored,
  runs: DateRun[],
  initialStatusId: number | null,
): { statusId: number; statusEditor: number; restarted: boolean } {
  const [first] = runs;
  const rescheduled =
    runs.length > 1 ||
    first?.from !== stored.date_from ||
    first?.to !== stored.date_to ||
    p.timeFrom !== stored.time_from ||
    p.timeTo !== stored.time_to;
  const retyped = p.activityTypeId !== stored.activity_type_id;
  if (!retyped && !(stored.approvable && rescheduled)) {
    return { statusId: stored.status_id, statusEditor: stored.status_editor_id, restarted: false };
  }
  if (initialStatusId === null) refuseProblem([INITIAL_STATUS], p, [0, stored.approvable && !retyped ? 1 : 0]);
  return { statusId: initialStatusId!, statusEditor: p.userId, restarted: true };
}

/** The columns an update stores, but for the run's bounds: their parameters, by the fields' names. */
const FROM_PARAMETERS = UPDATED_FIELDS.filter(
  (name): name is Exclude<(typeof UPDATED_FIELDS)[number], RunField> => fieldOf(name).written !== 'run',
);

type UpdateParams = InsertParams & { id: number; statusId: number; runFrom: string; runTo: string };

const UPDATE = new Statement((p: UpdateParams) => {
  const values: Record<(typeof UPDATED_FIELDS)[number], unknown> = {
    ...(Object.fromEntries(FROM_PARAMETERS.map((name) => [name, p[name]])) as Record<
      (typeof FROM_PARAMETERS)[number],
      unknown
    >),
    dateFrom: p.runFrom,
    dateTo: p.runTo,
  };
  const columns: Updateable<DB['activities']> = Object.fromEntries(
    UPDATED_FIELDS.map((name) => [column(name), values[name]]),
  );
  return db
    .updateTable('activities')
    .set({ ...columns, updated_at: sql`now()` })
    .where('tenant_id', '=', p.tenantId)
    .where('id', '=', p.id);
});

/**
 * Replaces the activity's input fields (D5). When the new range splits into several runs of working
 * days, the activity keeps the first and new activities take the others.
 */
export async function updateActivity(
  sql: Sql,
  caller: Caller,
  id: number,
  input: ActivityInput,
  zone: string | undefined,
  precondition: Precondition | null = null,
): Promise<BuiltActivity[]> {
  const resolved = resolve(input);
  return changeActivity(sql, caller, id, precondition, UPDATE_TRACKING, async (stored) => {
    if (!owns(caller, stored)) throw preconditionFailed(NOT_YOURS);
    // D2: only an approver's decision locks; an auto-approved activity stays its author's to edit.
    if (stored.final && stored.approvable && !can(caller.role, 'activity:approve')) {
      throw preconditionFailed(FINAL_STATUS);
    }
    const checks = checkParams(caller, resolved, stored.team_id, stored.author_id);
    const [known] = await UPDATE_CHECKS.run(sql, checks);
    refuseProblem(ACTIVITY_CHECKS, checks, known!.problem);
    const [first, ...further] = known!.runs;
    const { restarted, ...status } = statusAfterUpdate(checks, stored, known!.runs, known!.initial_status_id);
    const p = { ...checks, zone: zone ?? stored.zone, author: stored.author_id, deleted: stored.deleted, ...status };
    await UPDATE.run(sql, { ...p, id, runFrom: first!.from, runTo: first!.to });
    const added =
      further.length === 0
        ? []
        : await INSERT_FURTHER_RUNS.run(sql, {
            ...p,
            runFrom: further.map((run) => run.from),
            runTo: further.map((run) => run.to),
          });
    // D14: a request made a request again starts its workflow again, and so does each new run.
    if (restarted) await restartApprovals(sql, caller, [id, ...added.map((activity) => activity.id)]);
    return added;
  });
}

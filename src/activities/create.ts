import { type Expression, type RawBuilder, sql, type SqlBool } from 'kysely';
import { type Viewer } from '../issues/visibility.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { type Check, firstProblem, type Problem, refuseProblem } from '../platform/db/checks.js';
import type { Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import type { ActivityInput } from './schemas.js';
import { type EventSource, insertCreationEvents } from '../events/outbox.js';
import { eventType, eventTypeOfAction } from '../events/types.js';
import { activitiesWithVersion, builtActivityColumns } from './sql.js';
import { CREATE_CHECKS, type CheckParams, checkParams, initialStatusOf, resolve, runsOf } from './checks.js';
import { type BuiltActivity, withoutEmptyPlaceOf } from './documents.js';
import { mayStartWorkflow } from '../approvals/routing.js';
import { castParameter, column, CREATED_FIELDS, type CreatedField, fieldOf, type RunField } from './fields.js';

/** What the activities an insert stores share besides their dates and status. */
export interface InsertParams extends CheckParams {
  zone: string;
  author: number;
  statusEditor: number;
  deleted: boolean;
}

/** The fields an insert stores from its parameters: all but the run's bounds and the status. */
const FROM_PARAMETERS = CREATED_FIELDS.filter(
  (name): name is Exclude<CreatedField, RunField | 'statusId'> =>
    fieldOf(name).written !== 'run' && name !== 'statusId',
);

/**
 * One activity per row of the relation `runs` (run_from, run_to), all alike but for their dates,
 * when `condition` holds; the inserted rows come back with their xmin, for the version.
 */
function insertRuns(p: InsertParams, statusId: Expression<number | null>, condition: Expression<SqlBool>) {
  const values: Record<CreatedField, Expression<unknown>> = {
    ...(Object.fromEntries(FROM_PARAMETERS.map((name) => [name, castParameter(name, p[name])])) as Record<
      (typeof FROM_PARAMETERS)[number],
      Expression<unknown>
    >),
    statusId,
    dateFrom: sql`runs.run_from`,
    dateTo: sql`runs.run_to`,
  };
  return sql`INSERT INTO activities (tenant_id, ${sql.join(CREATED_FIELDS.map((name) => sql.ref(column(name))))})
    SELECT ${p.tenantId}, ${sql.join(CREATED_FIELDS.map((name) => values[name]))}
    FROM runs WHERE ${condition}
    RETURNING *, xmin`;
}

/** A history entry `created` (D8) for each row of CTE `inserted`, by the caller. */
const recordCreated = (p: Viewer) =>
  sql`INSERT INTO activity_history (tenant_id, activity_id, author_id, action)
    SELECT inserted.tenant_id, inserted.id, ${p.userId}::int, 'created' FROM inserted`;

/**
 * Activity events (D9): a change of the status is `activity.status_changed` instead of
 * `activity.updated`; a decision and a step of an approval workflow come with what they record
 * (D14). The object is stored as the builder makes it, with `place: null` for an activity without
 * one, which whatever serves events must leave out as single reads do (withoutEmptyPlace): doing it
 * here, through jsonb, cost POST /v1/activity a sixth more database time.
 */
export const ACTIVITY_EVENTS: EventSource = {
  history: 'activity_history',
  column: 'activity_id',
  type: sql<string>`CASE WHEN h.action = 'updated' AND h.changes @> '[{"field": "statusId"}]'
    THEN ${eventType('activity.status_changed')} ELSE ${eventTypeOfAction(sql`h.action`, {
      created: 'activity.created',
      updated: 'activity.updated',
      deleted: 'activity.deleted',
      undeleted: 'activity.undeleted',
      decided: 'activity.decided',
      approval_requested: 'activity.approval_requested',
    })} END`,
  more: [
    { when: sql`h.action = 'decided'`, fields: { decision: sql`h.approval` } },
    {
      when: sql`h.action = 'approval_requested'`,
      fields: { step: sql`h.approval -> 'step'`, approvers: sql`h.approval -> 'approvers'` },
    },
  ],
  everyEntry: true,
};

/** The rows of CTE `inserted`, built for `viewer`, with their dates to order by. */
const builtInserted = (viewer: Viewer) =>
  activitiesWithVersion(sql`inserted`).select([...builtActivityColumns(viewer), 'a.date_from']);

type BuiltRow = BuiltActivity & { problem: Problem };

/** What a create statement reads: the insert's values, and whether it may start a workflow. */
export type CreateParams = InsertParams & { startsWorkflow: boolean };

/**
 * A create in one statement, its own transaction: it reads the runs, evaluates `checks`
 * (CREATE_CHECKS, or more before them), inserts one activity per run when they all hold, and builds
 * the objects. When a check fails, the one row it returns names the problem (with a NULL id).
 * Unless `startsWorkflow`, it inserts nothing either when an approval policy may route the request,
 * and says so (`routed`): the workflow must start in the create's transaction (ActivityService.create).
 */
export const createStatement = <P extends CreateParams>(
  p: P,
  checks: readonly Check<P>[],
  given: RawBuilder<unknown> = sql``,
) =>
  sql<BuiltRow & { routed: boolean }>`WITH ${given} runs AS (${runsOf(p)}),
      known AS (SELECT ${firstProblem(checks, p)} AS problem, ${initialStatusOf(p)} AS initial_status_id,
        ${mayStartWorkflow(p)} AS routed),
      inserted AS (${insertRuns(
        p,
        sql`(SELECT initial_status_id FROM known)`,
        sql`(SELECT problem FROM known) IS NULL AND (${p.startsWorkflow}::boolean OR NOT (SELECT routed FROM known))`,
      )}),
      recorded AS (${recordCreated(p)}),
      built AS (${builtInserted(p)}),
      evented AS (${insertCreationEvents(
        'activity.created',
        p.userId,
        sql`(SELECT ${p.tenantId}::text AS tenant_id, built.id, built.activity AS object FROM built)`,
      )})
    SELECT known.problem, known.routed, built.id, built.version, built.activity, built.shareable
    FROM known LEFT JOIN built ON true
    ORDER BY built.date_from, built.id`;

const CREATE = new Statement((p: CreateParams) => createStatement(p, CREATE_CHECKS));

/** What createActivities answers when an approval policy may route the request (see createStatement). */
export const ROUTED = Symbol('routed');

/**
 * The activities a create statement answered: refused at the problem its checks found, or ROUTED
 * when it inserted nothing because an approval policy may route the request.
 */
export function createdBy<P>(
  checks: readonly Check<P>[],
  p: P & { startsWorkflow: boolean },
  rows: (BuiltRow & { routed: boolean })[],
): BuiltActivity[] | typeof ROUTED {
  refuseProblem(checks, p, rows[0]?.problem ?? null);
  if (!p.startsWorkflow && rows[0]?.routed) return ROUTED;
  return rows.map(({ id, version, activity, shareable }) => withoutEmptyPlaceOf({ id, version, activity, shareable }));
}

/** The parameters of a create of `input` by the caller. */
export const createParams = (
  caller: Caller,
  input: ActivityInput,
  zone: string,
  startsWorkflow: boolean,
): CreateParams => ({
  ...checkParams(caller, resolve(input), null),
  zone,
  author: caller.userId,
  statusEditor: caller.userId,
  deleted: false,
  startsWorkflow,
});

/** The further runs of an update that splits, inserted as new activities and built, in one statement. */
export const INSERT_FURTHER_RUNS = new Statement(
  (p: InsertParams & { statusId: number; runFrom: string[]; runTo: string[] }) =>
    sql<BuiltActivity>`WITH runs AS (SELECT * FROM unnest(${p.runFrom}::date[], ${p.runTo}::date[]) AS r(run_from, run_to)),
      inserted AS (${insertRuns(p, sql`${p.statusId}::int`, sql`true`)}),
      recorded AS (${recordCreated(p)})
    SELECT built.id, built.version, built.activity, built.shareable
    FROM (${builtInserted(p)}) built ORDER BY built.date_from, built.id`,
);

/**
 * Creates the activities of a request, one per run of working days (D5), in one statement; or,
 * unless `startsWorkflow`, nothing but ROUTED when an approval policy may route it.
 */
export async function createActivities(
  sql: Sql,
  caller: Caller,
  input: ActivityInput,
  zone: string,
  startsWorkflow: true,
): Promise<BuiltActivity[]>;
export async function createActivities(
  sql: Sql,
  caller: Caller,
  input: ActivityInput,
  zone: string,
  startsWorkflow: false,
): Promise<BuiltActivity[] | typeof ROUTED>;
export async function createActivities(
  sql: Sql,
  caller: Caller,
  input: ActivityInput,
  zone: string,
  startsWorkflow: boolean,
): Promise<BuiltActivity[] | typeof ROUTED> {
  const p = createParams(caller, input, zone, startsWorkflow);
  return createdBy(CREATE_CHECKS, p, await CREATE.run(sql, p));
}

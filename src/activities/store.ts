import { type Expression, sql, type SqlBool } from 'kysely';
import { type Viewer, viewerOf, visibleTo } from '../issues/visibility.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import {
  type Check,
  checkStatement,
  firstProblem,
  type Problem,
  type ReferenceTarget,
  refuseProblem,
  rule,
  singleReferenceCheck,
} from '../platform/db/checks.js';
import type { Sql } from '../platform/db/database.js';
import { type VersionedDocument, VersionedDocuments } from '../platform/db/document-cache.js';
import { db, Statement } from '../platform/db/query.js';
import type { Precondition } from '../platform/http/conditional.js';
import { badRequest, noPermission, notFound, notFoundMessage, preconditionFailed } from '../platform/http/errors.js';
import { type Reference, referencedId } from '../platform/http/schemas.js';
import { activityStatuses, activityTypes, places, projects, teams } from '../reference-data/definitions.js';
import { type DateRun, daysCovered } from './calendar.js';
import type { ActivityInput, ActivityObject } from './schemas.js';
import { type Action, type TrackedKind, Tracking } from '../history/tracking.js';
import { type EventSource, insertCreationEvents, insertEvents } from '../events/outbox.js';
import {
  activitiesWithVersion,
  activitySnapshot,
  activityVersion,
  builtActivityColumns,
  shownActivityValue,
  TRACKED_ACTIVITY_FIELDS,
  type TrackedActivityField,
} from './sql.js';

/**
 * The write path of activities: every create, update, status change, delete and undelete goes
 * through this module. Each write's checks are one ordered list (ACTIVITY_CHECKS and the initial
 * status), which the database evaluates and the service words; every change of a stored activity
 * goes through `changeActivity`, the seam where history and events attach (D8, D9).
 */

/** The most days one activity covers (D5); lists rely on it to bound their date ranges. */
export const MAX_DAYS = 366;
const ACTIVITY = 'Activity';

const NOT_YOURS =
  "This activity belongs to another user; changing it needs the permission to manage other users' activities.";
const FINAL_STATUS =
  'This activity is approved or rejected (its status is final); changing it needs the permission to approve activities.';

/** An activity input with its references resolved to ids and its times to minutes after midnight. */
interface Resolved {
  activityTypeId: number;
  placeId: number | null;
  projectId: number | null;
  issueId: number | null;
  teamId: number | null;
  includeWeekends: boolean;
  description: string;
  dateFrom: string;
  dateTo: string;
  timeFrom: number;
  timeTo: number;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const optionalId = (reference: Reference | null | undefined) => referencedId(reference ?? null);

/** Checks the order and extent of dates and times (D5); 400 naming the problem. */
function resolve(input: ActivityInput): Resolved {
  const resolved: Resolved = {
    activityTypeId: referencedId(input.activityTypeId),
    placeId: optionalId(input.place),
    projectId: optionalId(input.projectId),
    issueId: optionalId(input.issueId),
    teamId: optionalId(input.teamId),
    includeWeekends: input.includeWeekends,
    description: input.description,
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    timeFrom: minutes(input.timeFrom),
    timeTo: minutes(input.timeTo),
  };
  if (input.dateTo < input.dateFrom) throw badRequest("Field 'dateTo' must not be before 'dateFrom'.");
  if (daysCovered(input.dateFrom, input.dateTo) > MAX_DAYS) {
    throw badRequest(`An activity covers at most ${MAX_DAYS} days; split longer ranges into several requests.`);
  }
  if (resolved.timeTo <= resolved.timeFrom) throw badRequest("Field 'timeTo' must be after 'timeFrom'.");
  return resolved;
}

/** What the checks of a write read: the input, the caller, and the team the activity has now. */
interface CheckParams extends Viewer, Resolved {
  /** Keeping the activity's current team needs no membership (null on create). */
  currentTeamId: number | null;
  mayLinkAnyTeam: boolean;
}

const checkParams = (caller: Caller, input: Resolved, currentTeamId: number | null): CheckParams => ({
  ...viewerOf(caller),
  ...input,
  currentTeamId,
  mayLinkAnyTeam: can(caller.role, 'activity:manage'),
});

/** Unknown references are a 400 for activities (D4), with the usual sentence. */
const invalidReference = (thing: string, id: number) => badRequest(notFoundMessage(thing, id));
const referenceTo = (target: ReferenceTarget, id: (p: CheckParams) => unknown) =>
  singleReferenceCheck<CheckParams>(target, id, invalidReference);

/**
 * The checks of every write of an activity's fields, in the order their problems are named. The
 * last reads the relation `runs`: the runs of the range (D5, migrations/0009_activity_runs.sql),
 * which the statements that evaluate these checks provide.
 */
const ACTIVITY_CHECKS: Check<CheckParams>[] = [
  referenceTo(activityTypes, (p) => p.activityTypeId),
  referenceTo(places, (p) => p.placeId),
  referenceTo(projects, (p) => p.projectId),
  referenceTo(teams, (p) => p.teamId),
  rule(
    (p) =>
      sql<boolean>`${p.issueId}::int IS NULL OR ${db
        .selectFrom('issues as i')
        .select('i.id')
        .where('i.tenant_id', '=', p.tenantId)
        .where('i.id', '=', sql<number>`${p.issueId}::int`)
        .where(visibleTo(p))} IS NOT NULL`,
    (p) => invalidReference('Issue', p.issueId!),
  ),
  // D2: linking a team one is not a member of needs activity:manage (412).
  rule(
    (p) =>
      sql<boolean>`${p.teamId}::int IS NULL OR ${p.teamId}::int IS NOT DISTINCT FROM ${p.currentTeamId}::int OR ${p.mayLinkAnyTeam}::boolean
        OR EXISTS (${db
          .selectFrom('team_members as m')
          .select('m.user_id')
          .where('m.tenant_id', '=', p.tenantId)
          .where('m.team_id', '=', sql<number>`${p.teamId}::int`)
          .where('m.user_id', '=', p.userId)})`,
    (p) =>
      preconditionFailed(
        `You are not a member of team ${p.teamId}; linking it needs the permission to manage other users' activities.`,
      ),
  ),
  rule(
    () => sql<boolean>`EXISTS (SELECT FROM runs)`,
    (p) =>
      badRequest(
        `There is no working day from ${p.dateFrom} to ${p.dateTo}; send includeWeekends: true to record it anyway.`,
      ),
  ),
];

/**
 * The status an activity of the type starts with (D5): the tenant's first positiveFinal status
 * when the type needs no approval, else its first status that is neither positiveFinal nor
 * negativeFinal (a request).
 */
const initialStatusOf = (p: { tenantId: string; activityTypeId: number }) =>
  sql<number | null>`(SELECT s.id FROM activity_types t
     JOIN activity_statuses s ON s.tenant_id = t.tenant_id
       AND CASE WHEN t.approvable THEN NOT s.positive_final AND NOT s.negative_final ELSE s.positive_final END
     WHERE t.tenant_id = ${p.tenantId} AND t.id = ${p.activityTypeId}::int
     ORDER BY s.id LIMIT 1)`;

/** The check that the tenant has an initial status for the type; its detail is 1 when the type is approvable. */
const INITIAL_STATUS: Check<CheckParams> = {
  problem: (p) =>
    sql<number | null>`CASE WHEN ${initialStatusOf(p)} IS NULL THEN (SELECT t.approvable::int FROM activity_types t
       WHERE t.tenant_id = ${p.tenantId} AND t.id = ${p.activityTypeId}::int) END`,
  refuse: (approvable) =>
    badRequest(
      approvable
        ? 'The tenant has no activity status for requests (neither positiveFinal nor negativeFinal); an admin must create one.'
        : 'The tenant has no positiveFinal activity status for activities that need no approval; an admin must create one.',
    ),
};

const CREATE_CHECKS = [...ACTIVITY_CHECKS, INITIAL_STATUS];

/** The runs of the input's range (D5): migrations/0009_activity_runs.sql. */
const runsOf = (p: CheckParams) =>
  sql`SELECT run_from, run_to FROM activity_runs(${p.tenantId}, ${p.dateFrom}::date, ${p.dateTo}::date, ${p.includeWeekends}::boolean)`;

/** D5: `place` is left out, not null, when the activity has none. */
export function withoutEmptyPlace(activity: ActivityObject): ActivityObject {
  if (activity.place === null) delete activity.place;
  return activity;
}

/** An activity object with the version it was built at (see VersionedDocuments). */
export interface BuiltActivity extends VersionedDocument {
  activity: ActivityObject;
}

const withoutEmptyPlaceOf = (built: BuiltActivity): BuiltActivity => ({
  ...built,
  activity: withoutEmptyPlace(built.activity),
});

/** The activities with the ids `ids`, built for `viewer`, with their versions. */
const builtActivities = (p: Viewer & { ids: number[] }) =>
  activitiesWithVersion()
    .select(builtActivityColumns(p))
    .where('a.tenant_id', '=', p.tenantId)
    .where('a.id', '=', sql<number>`any(${p.ids}::int[])`);

/** The activities with the ids `ids`, built for `viewer`, in date order, with their versions. */
export const BUILD_ACTIVITIES = new Statement((p: Viewer & { ids: number[] }) =>
  builtActivities(p).orderBy('a.date_from').orderBy('a.id'),
);

const CURRENT_VERSION = new Statement((p: { tenantId: string; id: number }) =>
  activitiesWithVersion()
    .select(activityVersion.as('version'))
    .where('a.tenant_id', '=', p.tenantId)
    .where('a.id', '=', p.id),
);

/** The activities with these ids, built for the caller, in date order. */
export async function buildActivities(sql: Sql, caller: Caller, ids: readonly number[]): Promise<BuiltActivity[]> {
  const rows = await BUILD_ACTIVITIES.run(sql, { ...viewerOf(caller), ids: [...ids] });
  return rows.map(withoutEmptyPlaceOf);
}

/** The JSON text of an activity object, as single reads send it (and as its ETag digests it). */
export const activityText = (activity: ActivityObject) => JSON.stringify(activity);

/** Activity objects kept in this process by version. */
export const activityDocuments = () =>
  new VersionedDocuments<BuiltActivity>({
    // An activity object takes about 4 KiB as JavaScript objects: some 4,000 of them.
    maxBytes: 16 * 2 ** 20,
    sizeOf: () => 4096,
    currentVersion: (sql, caller, id) => CURRENT_VERSION.run(sql, { tenantId: caller.tenantId, id }),
    build: buildActivities,
  });

export const activityNotFound = (id: number) => notFound(ACTIVITY, id);

/** Whether the activity exists in the caller's tenant: every member may read every activity (D2). */
export const activityExists = async (sql: Sql, caller: Caller, id: number) =>
  (await CURRENT_VERSION.run(sql, { tenantId: caller.tenantId, id })).length > 0;

/** What the activities an insert stores share besides their dates. */
interface InsertParams extends CheckParams {
  zone: string;
  authorId: number;
  statusEditorId: number;
  deleted: boolean;
}

/**
 * One activity per row of the relation `runs` (run_from, run_to), all alike but for their dates,
 * when `condition` holds; the inserted rows come back with their xmin, for the version.
 */
const insertRuns = (p: InsertParams, statusId: Expression<number | null>, condition: Expression<SqlBool>) =>
  sql`INSERT INTO activities (tenant_id, activity_type_id, place_id, project_id, issue_id, team_id, include_weekends,
      description, time_from, time_to, zone, author_id, status_id, status_editor_id, deleted, date_from, date_to)
    SELECT ${p.tenantId}, ${p.activityTypeId}::int, ${p.placeId}::int, ${p.projectId}::int, ${p.issueId}::int,
      ${p.teamId}::int, ${p.includeWeekends}::boolean, ${p.description}, ${p.timeFrom}::int, ${p.timeTo}::int,
      ${p.zone}, ${p.authorId}::int, ${statusId}, ${p.statusEditorId}::int, ${p.deleted}::boolean, runs.run_from, runs.run_to
    FROM runs WHERE ${condition}
    RETURNING *, xmin`;

/** A history entry `created` (D8) for each row of CTE `inserted`, by the caller. */
const recordCreated = (p: Viewer) =>
  sql`INSERT INTO activity_history (tenant_id, activity_id, author_id, action)
    SELECT inserted.tenant_id, inserted.id, ${p.userId}::int, 'created' FROM inserted`;

/**
 * Activity events (D9): a change of the status is `activity.status_changed` instead of
 * `activity.updated`. The object is stored as the builder makes it, with `place: null` for an activity
 * without one, which whatever serves events must leave out as single reads do (withoutEmptyPlace):
 * doing it here, through jsonb, cost POST /v1/activity a sixth more database time.
 */
const ACTIVITY_EVENTS: EventSource = {
  history: 'activity_history',
  column: 'activity_id',
  type: sql<string>`CASE WHEN h.action = 'updated' AND h.changes @> '[{"field": "statusId"}]' THEN 'activity.status_changed'
    ELSE 'activity.' || h.action END`,
};

/** The rows of CTE `inserted`, built for `viewer`, with their dates to order by. */
const builtInserted = (viewer: Viewer) =>
  activitiesWithVersion(sql`inserted`).select([...builtActivityColumns(viewer), 'a.date_from']);

type BuiltRow = BuiltActivity & { problem: Problem };

/**
 * A create in one statement, its own transaction: it reads the runs, evaluates CREATE_CHECKS,
 * inserts one activity per run when they all hold, and builds the objects. When a check fails, the
 * one row it returns names the problem (with a NULL id).
 */
const CREATE = new Statement(
  (p: InsertParams) =>
    sql<BuiltRow>`WITH runs AS (${runsOf(p)}),
      known AS (SELECT ${firstProblem(CREATE_CHECKS, p)} AS problem, ${initialStatusOf(p)} AS initial_status_id),
      inserted AS (${insertRuns(p, sql`(SELECT initial_status_id FROM known)`, sql`(SELECT problem FROM known) IS NULL`)}),
      recorded AS (${recordCreated(p)}),
      built AS (${builtInserted(p)}),
      evented AS (${insertCreationEvents(
        'activity.created',
        p.userId,
        sql`(SELECT ${p.tenantId}::text AS tenant_id, built.id, built.activity AS object FROM built)`,
      )})
    SELECT known.problem, built.id, built.version, built.activity, built.shareable
    FROM known LEFT JOIN built ON true
    ORDER BY built.date_from, built.id`,
);

/** The further runs of an update that splits, inserted as new activities and built, in one statement. */
const INSERT_FURTHER_RUNS = new Statement(
  (p: InsertParams & { statusId: number; runFrom: string[]; runTo: string[] }) =>
    sql<BuiltActivity>`WITH runs AS (SELECT * FROM unnest(${p.runFrom}::date[], ${p.runTo}::date[]) AS r(run_from, run_to)),
      inserted AS (${insertRuns(p, sql`${p.statusId}::int`, sql`true`)}),
      recorded AS (${recordCreated(p)})
    SELECT built.id, built.version, built.activity, built.shareable
    FROM (${builtInserted(p)}) built ORDER BY built.date_from, built.id`,
);

/** Creates the activities of a request, one per run of working days (D5), in one statement. */
export async function createActivities(
  sql: Sql,
  caller: Caller,
  input: ActivityInput,
  zone: string,
): Promise<BuiltActivity[]> {
  const p: InsertParams = {
    ...checkParams(caller, resolve(input), null),
    zone,
    authorId: caller.userId,
    statusEditorId: caller.userId,
    deleted: false,
  };
  const rows = await CREATE.run(sql, p);
  refuseProblem(CREATE_CHECKS, p, rows[0]?.problem ?? null);
  return rows.map(({ id, version, activity, shareable }) => withoutEmptyPlaceOf({ id, version, activity, shareable }));
}

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

// The lock sits in its own CTE: locking through the join would, after a concurrent change of the
// status, re-check the new row against the old status row and find nothing (a false 404).
const LOCK_ACTIVITY = new Statement((p: { tenantId: string; id: number }) =>
  db
    .with('a', (q) =>
      q.selectFrom('activities').selectAll().where('tenant_id', '=', p.tenantId).where('id', '=', p.id).forUpdate(),
    )
    .selectFrom('a')
    .innerJoin('activity_statuses as s', (join) =>
      join.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.status_id'),
    )
    .innerJoin('activity_types as t', (join) =>
      join.onRef('t.tenant_id', '=', 'a.tenant_id').onRef('t.id', '=', 'a.activity_type_id'),
    )
    .select([
      'a.author_id',
      'a.activity_type_id',
      'a.team_id',
      'a.status_id',
      'a.status_editor_id',
      sql<boolean>`s.positive_final OR s.negative_final`.as('final'),
      't.approvable',
      sql<string>`to_char(a.date_from, 'YYYY-MM-DD')`.as('date_from'),
      sql<string>`to_char(a.date_to, 'YYYY-MM-DD')`.as('date_to'),
      'a.time_from',
      'a.time_to',
      'a.zone',
      'a.deleted',
      activitySnapshot(TRACKED_ACTIVITY_FIELDS).as('snapshot'),
    ]),
);

const ACTIVITIES: TrackedKind = { table: 'activities', alias: 'a', history: 'activity_history', column: 'activity_id' };
const tracking = (action: Action, fields: readonly TrackedActivityField[]) =>
  new Tracking(ACTIVITIES, action, fields, activitySnapshot(fields), shownActivityValue);
/** How each kind of change is recorded in the activity's history; the lock's snapshot has every field. */
const UPDATE_TRACKING = tracking('updated', TRACKED_ACTIVITY_FIELDS);
const DELETE_TRACKING = tracking('deleted', ['deleted']);
const UNDELETE_TRACKING = tracking('undeleted', ['deleted']);

/** A stored activity as a change finds it, locked. */
type Stored = Awaited<ReturnType<typeof LOCK_ACTIVITY.run>>[number];

/**
 * The one path of every change of a stored activity: lock it, let `change` write (it may add new
 * activities and returns them built), and build what the activity became. History and events
 * (D8, D9) attach here: `stored` is the activity before, the built objects after, `caller` the actor.
 */
async function changeActivity(
  sql: Sql,
  caller: Caller,
  id: number,
  precondition: Precondition | null,
  tracking: Tracking,
  change: (stored: Stored) => Promise<BuiltActivity[] | void>,
): Promise<BuiltActivity[]> {
  const [stored] = await LOCK_ACTIVITY.run(sql, { tenantId: caller.tenantId, id });
  if (!stored) throw notFound(ACTIVITY, id);
  await precondition?.require(async () => activityText((await buildActivities(sql, caller, [id]))[0]!.activity));
  const added = (await change(stored)) ?? [];
  await tracking.record(sql, caller, [{ id, snapshot: stored.snapshot }]);
  const viewer = viewerOf(caller);
  const built = await BUILD_WITH_EVENTS.run(sql, {
    ...viewer,
    seesPrivate: true,
    ids: [id, ...added.map((activity) => activity.id)],
  });
  const changed = built.find((row) => row.id === id)!;
  const answer =
    viewer.seesPrivate || changed.shareable ? [changed] : await BUILD_ACTIVITIES.run(sql, { ...viewer, ids: [id] });
  return [...answer, ...added].map(withoutEmptyPlaceOf);
}

/**
 * Builds the activities with these ids as `p` reads them (an admin's view: events show what an admin
 * reads) and, in the same statement, inserts the events of the entries this transaction recorded.
 */
const BUILD_WITH_EVENTS = new Statement(
  (p: Viewer & { ids: number[] }) =>
    sql<BuiltActivity>`WITH built AS (${builtActivities(p)}),
      evented AS (${insertEvents(
        ACTIVITY_EVENTS,
        sql`(SELECT ${p.tenantId}::text AS tenant_id, built.id, built.activity AS object FROM built)`,
      )})
    SELECT * FROM built`,
);

/** The caller may change the activity: theirs, or they manage activities. */
const owns = (caller: Caller, stored: Stored) =>
  stored.author_id === caller.userId || can(caller.role, 'activity:manage');

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
): { statusId: number; statusEditorId: number } {
  const [first] = runs;
  const rescheduled =
    runs.length > 1 ||
    first?.from !== stored.date_from ||
    first?.to !== stored.date_to ||
    p.timeFrom !== stored.time_from ||
    p.timeTo !== stored.time_to;
  const retyped = p.activityTypeId !== stored.activity_type_id;
  if (!retyped && !(stored.approvable && rescheduled)) {
    return { statusId: stored.status_id, statusEditorId: stored.status_editor_id };
  }
  if (initialStatusId === null) refuseProblem([INITIAL_STATUS], p, [0, stored.approvable && !retyped ? 1 : 0]);
  return { statusId: initialStatusId!, statusEditorId: p.userId };
}

const UPDATE = new Statement((p: InsertParams & { id: number; statusId: number; runFrom: string; runTo: string }) =>
  db
    .updateTable('activities')
    .set({
      activity_type_id: p.activityTypeId,
      place_id: p.placeId,
      project_id: p.projectId,
      issue_id: p.issueId,
      team_id: p.teamId,
      include_weekends: p.includeWeekends,
      description: p.description,
      time_from: p.timeFrom,
      time_to: p.timeTo,
      zone: p.zone,
      status_id: p.statusId,
      status_editor_id: p.statusEditorId,
      date_from: p.runFrom,
      date_to: p.runTo,
      updated_at: sql`now()`,
    })
    .where('tenant_id', '=', p.tenantId)
    .where('id', '=', p.id),
);

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
    const checks = checkParams(caller, resolved, stored.team_id);
    const [known] = await UPDATE_CHECKS.run(sql, checks);
    refuseProblem(ACTIVITY_CHECKS, checks, known!.problem);
    const [first, ...further] = known!.runs;
    const status = statusAfterUpdate(checks, stored, known!.runs, known!.initial_status_id);
    const p = { ...checks, zone: zone ?? stored.zone, authorId: stored.author_id, deleted: stored.deleted, ...status };
    await UPDATE.run(sql, { ...p, id, runFrom: first!.from, runTo: first!.to });
    if (further.length === 0) return [];
    return INSERT_FURTHER_RUNS.run(sql, {
      ...p,
      runFrom: further.map((run) => run.from),
      runTo: further.map((run) => run.to),
    });
  });
}

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
    await SET_STATUS.run(sql, p);
  });
}

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

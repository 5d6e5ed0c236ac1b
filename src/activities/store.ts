import { viewerParams, visibleToSql } from '../issues/visibility.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import { prepared, PreparedStatement, type Sql } from '../platform/db/database.js';
import { type VersionedDocument, VersionedDocuments } from '../platform/db/document-cache.js';
import { findMissingReference, type MissingReference, missingReference } from '../platform/db/references.js';
import { Params } from '../platform/db/params.js';
import { badRequest, noPermission, notFound, notFoundMessage, preconditionFailed } from '../platform/http/errors.js';
import { type Reference, referencedId } from '../platform/http/schemas.js';
import { activityStatuses, activityTypes, places, projects, teams } from '../reference-data/definitions.js';
import type { ActivityInput, ActivityObject } from './schemas.js';
import { ACTIVITY_VERSION, BUILD_ACTIVITIES, buildInserted, buildInsertedAlongside } from './sql.js';
import { type DateRun, daysCovered } from './calendar.js';

/** The most days one activity covers (D5); lists rely on it to bound their date ranges. */
export const MAX_DAYS = 366;
const ACTIVITY = 'Activity';

const NOT_YOURS =
  "This activity belongs to another user; changing it needs the permission to manage other users' activities.";
const FINAL_STATUS =
  'This activity is approved or rejected (its status is final); changing it needs the permission to approve activities.';
const notInTeam = (teamId: number) =>
  `You are not a member of team ${teamId}; linking it needs the permission to manage other users' activities.`;

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

/** What a write of activities must know before it stores anything, read in one statement. */
interface Preconditions {
  /** The first unknown reference among type, place, project and team. */
  missing: MissingReference | null;
  /** The linked issue exists and the caller may see it (true without one). */
  issue_visible: boolean;
  /** The caller is a member of the team, or may link any (true without one). */
  in_team: boolean;
  /** The runs of the range (D5), by migrations/0009_activity_runs.sql. */
  runs: DateRun[];
  /** Whether the type needs approval; null when the type does not exist. */
  approvable: boolean | null;
  /** The status an activity of the type starts with (D5); null when the tenant has none. */
  initial_status_id: number | null;
}

/** The runs of the input's range (D5) as a relation (run_from, run_to): migrations/0009_activity_runs.sql. */
function activityRuns(input: Resolved, params: Params): string {
  const [from, to, weekends] = [
    params.add(input.dateFrom),
    params.add(input.dateTo),
    params.add(input.includeWeekends),
  ];
  return `activity_runs($1, ${from}::date, ${to}::date, ${weekends}::boolean)`;
}

/**
 * The columns of Preconditions as a select list, for tenant $1 and the caller's viewer parameters
 * ($2, $3) at the start of `params`; `runs` is the relation of the input's runs.
 */
function preconditionColumns(caller: Caller, input: Resolved, params: Params, runs: string): string {
  const ids = (id: number | null) => (id === null ? [] : [id]);
  const missing = missingReference(
    [
      { ...activityTypes, ids: [input.activityTypeId] },
      { ...places, ids: ids(input.placeId) },
      { ...projects, ids: ids(input.projectId) },
      { ...teams, ids: ids(input.teamId) },
    ],
    params,
  );
  const [issue, team, mayLinkAnyTeam] = [
    params.add(input.issueId),
    params.add(input.teamId),
    params.add(can(caller.role, 'activity:manage')),
  ];
  const type = params.add(input.activityTypeId);
  return `${missing} AS missing,
    ${issue}::int IS NULL OR EXISTS (
      SELECT 1 FROM issues i WHERE i.tenant_id = $1 AND i.id = ${issue} AND ${visibleToSql('i')}) AS issue_visible,
    ${team}::int IS NULL OR ${mayLinkAnyTeam}::boolean OR EXISTS (
      SELECT 1 FROM team_members m WHERE m.tenant_id = $1 AND m.team_id = ${team} AND m.user_id = $2) AS in_team,
    (SELECT coalesce(json_agg(json_build_object('from', to_char(r.run_from, 'YYYY-MM-DD'),
                                                'to', to_char(r.run_to, 'YYYY-MM-DD')) ORDER BY r.run_from), '[]')
     FROM ${runs} r) AS runs,
    (SELECT t.approvable FROM activity_types t WHERE t.tenant_id = $1 AND t.id = ${type}) AS approvable,
    (SELECT s.id FROM activity_types t
     JOIN activity_statuses s ON s.tenant_id = t.tenant_id
       AND CASE WHEN t.approvable THEN NOT s.positive_final AND NOT s.negative_final ELSE s.positive_final END
     WHERE t.tenant_id = $1 AND t.id = ${type}
     ORDER BY s.id LIMIT 1) AS initial_status_id`;
}

async function preconditions(sql: Sql, caller: Caller, input: Resolved): Promise<Preconditions> {
  const params = new Params(viewerParams(caller));
  const runs = activityRuns(input, params);
  const [row] = await sql.query<Preconditions>(
    prepared(`SELECT ${preconditionColumns(caller, input, params, runs)}`),
    params.values,
  );
  return row!;
}

/** Unknown references are a 400 for activities (D4), with the usual sentence; the issue must be visible. */
function requireReferences(known: Preconditions, input: Resolved): void {
  if (known.missing) throw badRequest(notFoundMessage(known.missing.thing, known.missing.id));
  if (!known.issue_visible) throw badRequest(notFoundMessage('Issue', input.issueId!));
}

/** D2: linking a team one is not a member of needs activity:manage (412). */
function requireTeamMembership(known: Preconditions, teamId: number | null): void {
  if (!known.in_team) throw preconditionFailed(notInTeam(teamId!));
}

/** The runs the activity is stored as (D5); 400 when there is none. */
function dateRuns(known: Preconditions, input: Resolved): DateRun[] {
  if (known.runs.length === 0) {
    throw badRequest(
      `There is no working day from ${input.dateFrom} to ${input.dateTo}; send includeWeekends: true to record it anyway.`,
    );
  }
  return known.runs;
}

/**
 * The status an activity of this type starts with (D5): the tenant's first positiveFinal status
 * when the type needs no approval, else its first status that is neither positiveFinal nor
 * negativeFinal (a request).
 */
function initialStatus(known: Preconditions): number {
  if (known.initial_status_id === null) {
    throw badRequest(
      known.approvable
        ? 'The tenant has no activity status for requests (neither positiveFinal nor negativeFinal); an admin must create one.'
        : 'The tenant has no positiveFinal activity status for activities that need no approval; an admin must create one.',
    );
  }
  return known.initial_status_id;
}

/** D5: `place` is left out, not null, when the activity has none. */
export function withoutEmptyPlace(activity: ActivityObject): ActivityObject {
  if (activity.place === null) delete activity.place;
  return activity;
}

const withoutEmptyPlaceOf = (built: BuiltActivity): BuiltActivity => ({
  ...built,
  activity: withoutEmptyPlace(built.activity),
});

/** An activity object with the version it was built at (see VersionedDocuments). */
export interface BuiltActivity extends VersionedDocument {
  activity: ActivityObject;
}

const BUILD = new PreparedStatement(BUILD_ACTIVITIES);
const CURRENT_VERSION = new PreparedStatement(ACTIVITY_VERSION);

/** The activities with these ids, built for the caller, in date order. */
export async function buildActivities(sql: Sql, caller: Caller, ids: readonly number[]): Promise<BuiltActivity[]> {
  const rows = await sql.query<BuiltActivity>(BUILD, [...viewerParams(caller), ids]);
  return rows.map(withoutEmptyPlaceOf);
}

/** Activity objects kept in this process by version. */
export const activityDocuments = () =>
  new VersionedDocuments<BuiltActivity>({
    // An activity object takes about 4 KiB as JavaScript objects: some 4,000 of them.
    maxBytes: 16 * 2 ** 20,
    sizeOf: () => 4096,
    currentVersion: (sql, caller, id) => sql.query(CURRENT_VERSION, [caller.tenantId, id]),
    build: buildActivities,
  });

export const activityNotFound = (id: number) => notFound(ACTIVITY, id);

const COLUMNS = `activity_type_id, place_id, project_id, issue_id, team_id, include_weekends, description,
  time_from, time_to, zone, author_id, status_id, status_editor_id, deleted, date_from, date_to`;

/** What the activities a write inserts share besides their input and their status. */
interface Fixed {
  zone: string;
  authorId: number;
  statusEditorId: number;
  deleted: boolean;
}

/**
 * The INSERT of one activity per row `run` (run_from, run_to) of `runs` that meets `condition`, all
 * alike but for their dates, returning the rows with their xmin (for buildInserted).
 */
function insertActivities(
  params: Params,
  input: Resolved,
  fixed: Fixed,
  statusId: string,
  runs: string,
  condition = 'true',
): string {
  const values = [
    input.activityTypeId,
    input.placeId,
    input.projectId,
    input.issueId,
    input.teamId,
    input.includeWeekends,
    input.description,
    input.timeFrom,
    input.timeTo,
    fixed.zone,
    fixed.authorId,
  ].map((value) => params.add(value));
  const [editor, deleted] = [params.add(fixed.statusEditorId), params.add(fixed.deleted)];
  return `INSERT INTO activities (tenant_id, ${COLUMNS})
    SELECT $1, ${values.join(', ')}, ${statusId}, ${editor}, ${deleted}, run.run_from, run.run_to
    FROM ${runs} WHERE ${condition}
    RETURNING *, xmin`;
}

/**
 * Inserts one activity per run and builds their objects for the caller in the same statement: a
 * write that is one statement, its own transaction if need be.
 */
async function insertRuns(
  sql: Sql,
  caller: Caller,
  input: Resolved,
  runs: DateRun[],
  fixed: Fixed & { statusId: number },
): Promise<BuiltActivity[]> {
  if (runs.length === 0) return [];
  const params = new Params(viewerParams(caller));
  const [from, to] = [params.add(runs.map((run) => run.from)), params.add(runs.map((run) => run.to))];
  const insert = insertActivities(
    params,
    input,
    fixed,
    params.add(fixed.statusId),
    `unnest(${from}::date[], ${to}::date[]) AS run(run_from, run_to)`,
  );
  const rows = await sql.query<BuiltActivity>(
    prepared(`WITH inserted AS (${insert}) ${buildInserted('inserted')}`),
    params.values,
  );
  return rows.map(withoutEmptyPlaceOf);
}

type CreatedRow = Preconditions & { id: number | null; version: string; activity: ActivityObject; shareable: boolean };

/** Every check of a create passed: the statement inserts its runs. */
const CREATE_CHECKS = `known.missing IS NULL AND known.issue_visible AND known.in_team
  AND known.initial_status_id IS NOT NULL`;

/**
 * Creates the activities of a request (one per run of working days) in one statement, which is its
 * own transaction (run it with `db.autocommit`): it reads what the checks need, splits the range,
 * inserts when every check passes and builds the objects. When nothing was stored, the checks name
 * the problem in the order of an update's.
 */
export async function createActivities(
  sql: Sql,
  caller: Caller,
  input: ActivityInput,
  zone: string,
): Promise<BuiltActivity[]> {
  const resolved = resolve(input);
  const params = new Params(viewerParams(caller));
  const runs = activityRuns(resolved, params);
  const known = preconditionColumns(caller, resolved, params, 'runs');
  const fixed = { zone, authorId: caller.userId, statusEditorId: caller.userId, deleted: false };
  const insert = insertActivities(params, resolved, fixed, 'known.initial_status_id', 'known, runs run', CREATE_CHECKS);
  const rows = await sql.query<CreatedRow>(
    prepared(`WITH runs AS (SELECT run_from, run_to FROM ${runs}),
       known AS (SELECT ${known}),
       inserted AS (${insert})
     ${buildInsertedAlongside('inserted', 'known')}`),
    params.values,
  );
  const [first] = rows;
  if (first?.id == null) {
    requireReferences(first!, resolved);
    requireTeamMembership(first!, resolved.teamId);
    dateRuns(first!, resolved);
    initialStatus(first!);
    throw new Error('An activity create stored nothing although every check passed.');
  }
  return rows.map(({ id, version, activity, shareable }) =>
    withoutEmptyPlaceOf({ id: id!, version, activity, shareable }),
  );
}

interface Stored {
  author_id: number;
  activity_type_id: number;
  team_id: number | null;
  status_id: number;
  status_editor_id: number;
  final: boolean;
  approvable: boolean;
  date_from: string;
  date_to: string;
  time_from: number;
  time_to: number;
  zone: string;
  deleted: boolean;
}

// The lock sits in its own CTE: locking through the join would, after a concurrent change of the
// status, re-check the new row against the old status row and find nothing (a false 404).
const LOCK_ACTIVITY = new PreparedStatement(
  `WITH a AS (SELECT * FROM activities WHERE tenant_id = $1 AND id = $2 FOR UPDATE)
   SELECT a.author_id, a.activity_type_id, a.team_id, a.status_id, a.status_editor_id,
          s.positive_final OR s.negative_final AS final, t.approvable,
          to_char(a.date_from, 'YYYY-MM-DD') AS date_from, to_char(a.date_to, 'YYYY-MM-DD') AS date_to,
          a.time_from, a.time_to, a.zone, a.deleted
   FROM a
   JOIN activity_statuses s ON s.tenant_id = a.tenant_id AND s.id = a.status_id
   JOIN activity_types t ON t.tenant_id = a.tenant_id AND t.id = a.activity_type_id`,
);

async function lockActivity(sql: Sql, caller: Caller, id: number): Promise<Stored> {
  const [stored] = await sql.query<Stored>(LOCK_ACTIVITY, [caller.tenantId, id]);
  if (!stored) throw notFound(ACTIVITY, id);
  return stored;
}

/**
 * D5: a new type starts over; new dates or times of an approvable activity make it a request again.
 * The dates are those of the runs, not of the input: an activity stores its first run, so the range
 * that produced it may well start on a weekend, and sending that range again changes nothing.
 */
function statusAfterUpdate(
  caller: Caller,
  known: Preconditions,
  stored: Stored,
  input: Resolved,
  runs: DateRun[],
): { statusId: number; statusEditorId: number } {
  const [first] = runs;
  const rescheduled =
    runs.length > 1 ||
    first?.from !== stored.date_from ||
    first?.to !== stored.date_to ||
    input.timeFrom !== stored.time_from ||
    input.timeTo !== stored.time_to;
  const retyped = input.activityTypeId !== stored.activity_type_id;
  if (retyped || (stored.approvable && rescheduled)) {
    return { statusId: initialStatus(known), statusEditorId: caller.userId };
  }
  return { statusId: stored.status_id, statusEditorId: stored.status_editor_id };
}

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
): Promise<BuiltActivity[]> {
  const resolved = resolve(input);
  const stored = await lockActivity(sql, caller, id);
  if (stored.author_id !== caller.userId && !can(caller.role, 'activity:manage')) throw preconditionFailed(NOT_YOURS);
  // D2: only an approver's decision locks; an auto-approved activity stays its author's to edit.
  if (stored.final && stored.approvable && !can(caller.role, 'activity:approve')) {
    throw preconditionFailed(FINAL_STATUS);
  }
  const known = await preconditions(sql, caller, resolved);
  requireReferences(known, resolved);
  if (resolved.teamId !== stored.team_id) requireTeamMembership(known, resolved.teamId);
  const runs = dateRuns(known, resolved);
  const [first, ...rest] = runs;
  const status = statusAfterUpdate(caller, known, stored, resolved, runs);

  await sql.query(
    prepared(`UPDATE activities SET activity_type_id = $3, place_id = $4, project_id = $5, issue_id = $6, team_id = $7,
       include_weekends = $8, description = $9, time_from = $10, time_to = $11, zone = $12,
       status_id = $13, status_editor_id = $14, date_from = $15, date_to = $16, updated_at = now()
     WHERE tenant_id = $1 AND id = $2`),
    [
      caller.tenantId,
      id,
      resolved.activityTypeId,
      resolved.placeId,
      resolved.projectId,
      resolved.issueId,
      resolved.teamId,
      resolved.includeWeekends,
      resolved.description,
      resolved.timeFrom,
      resolved.timeTo,
      zone ?? stored.zone,
      status.statusId,
      status.statusEditorId,
      first!.from,
      first!.to,
    ],
  );
  const updated = await buildActivities(sql, caller, [id]);
  const created = await insertRuns(sql, caller, resolved, rest, {
    zone: zone ?? stored.zone,
    authorId: stored.author_id,
    deleted: stored.deleted,
    ...status,
  });
  return [...updated, ...created];
}

/** Sets the status (activity:approve, checked by the route); the caller becomes the status editor. */
export async function setActivityStatus(
  sql: Sql,
  caller: Caller,
  id: number,
  statusReference: Reference,
): Promise<BuiltActivity[]> {
  await lockActivity(sql, caller, id);
  const statusId = referencedId(statusReference);
  const missing = await findMissingReference(sql, caller.tenantId, [{ ...activityStatuses, ids: [statusId] }]);
  if (missing) throw badRequest(notFoundMessage(missing.thing, missing.id));
  await sql.query(
    prepared(
      'UPDATE activities SET status_id = $3, status_editor_id = $4, updated_at = now() WHERE tenant_id = $1 AND id = $2',
    ),
    [caller.tenantId, id, statusId, caller.userId],
  );
  return buildActivities(sql, caller, [id]);
}

/** Deletes (softly) or undeletes; idempotent. Other users' activities need activity:manage (406). */
export async function setActivityDeleted(sql: Sql, caller: Caller, id: number, deleted: boolean): Promise<void> {
  const stored = await lockActivity(sql, caller, id);
  if (stored.author_id !== caller.userId && !can(caller.role, 'activity:manage')) throw noPermission();
  if (stored.deleted === deleted) return;
  await sql.query(prepared('UPDATE activities SET deleted = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2'), [
    caller.tenantId,
    id,
    deleted,
  ]);
}

import { viewerParams, visibleTo } from '../issues/visibility.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import { PreparedStatement, type Sql } from '../platform/db/database.js';
import { type VersionedDocument, VersionedDocuments } from '../platform/db/document-cache.js';
import { findMissingReference } from '../platform/db/references.js';
import { badRequest, noPermission, notFound, notFoundMessage, preconditionFailed } from '../platform/http/errors.js';
import { type Reference, referencedId } from '../platform/http/schemas.js';
import { activityStatuses, activityTypes, places, projects, teams } from '../reference-data/definitions.js';
import type { ActivityInput, ActivityObject } from './schemas.js';
import { ACTIVITY_VERSION, BUILD_ACTIVITIES } from './sql.js';
import { type DateRun, daysCovered, workingDayRuns } from './working-days.js';

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

/** Unknown references are a 400 for activities (D4), with the usual sentence; the issue must be visible. */
async function requireReferences(sql: Sql, caller: Caller, input: Resolved): Promise<void> {
  const ids = (id: number | null) => (id === null ? [] : [id]);
  const missing = await findMissingReference(sql, caller.tenantId, [
    { ...activityTypes, ids: [input.activityTypeId] },
    { ...places, ids: ids(input.placeId) },
    { ...projects, ids: ids(input.projectId) },
    { ...teams, ids: ids(input.teamId) },
  ]);
  if (missing) throw badRequest(notFoundMessage(missing.thing, missing.id));
  if (input.issueId !== null) {
    const [issue] = await sql.query(
      `SELECT 1 FROM issues i WHERE i.tenant_id = $1 AND i.id = $4 AND ${visibleTo('i')}`,
      [...viewerParams(caller), input.issueId],
    );
    if (!issue) throw badRequest(notFoundMessage('Issue', input.issueId));
  }
}

/** D2: linking a team one is not a member of needs activity:manage (412). */
async function requireTeamMembership(sql: Sql, caller: Caller, teamId: number | null): Promise<void> {
  if (teamId === null || can(caller.role, 'activity:manage')) return;
  const [member] = await sql.query(
    'SELECT 1 FROM team_members WHERE tenant_id = $1 AND team_id = $2 AND user_id = $3',
    [caller.tenantId, teamId, caller.userId],
  );
  if (!member) throw preconditionFailed(notInTeam(teamId));
}

/** One run for the whole range, or one per run of working days (D5); 400 when there is none. */
async function dateRuns(sql: Sql, tenantId: string, input: Resolved): Promise<DateRun[]> {
  if (input.includeWeekends) return [{ from: input.dateFrom, to: input.dateTo }];
  const holidays = await sql.query<{ date: string }>(
    "SELECT to_char(date, 'YYYY-MM-DD') AS date FROM holidays WHERE tenant_id = $1 AND date BETWEEN $2 AND $3",
    [tenantId, input.dateFrom, input.dateTo],
  );
  const runs = workingDayRuns(input.dateFrom, input.dateTo, new Set(holidays.map((holiday) => holiday.date)));
  if (runs.length === 0) {
    throw badRequest(
      `There is no working day from ${input.dateFrom} to ${input.dateTo}; send includeWeekends: true to record it anyway.`,
    );
  }
  return runs;
}

/**
 * The status an activity of this type starts with (D5): the tenant's first positiveFinal status
 * when the type needs no approval, else its first status that is neither positiveFinal nor
 * negativeFinal (a request).
 */
async function initialStatus(sql: Sql, tenantId: string, activityTypeId: number): Promise<number> {
  const [status] = await sql.query<{ id: number | null; approvable: boolean }>(
    `SELECT t.approvable, (
       SELECT s.id FROM activity_statuses s
       WHERE s.tenant_id = t.tenant_id
         AND CASE WHEN t.approvable THEN NOT s.positive_final AND NOT s.negative_final ELSE s.positive_final END
       ORDER BY s.id LIMIT 1) AS id
     FROM activity_types t WHERE t.tenant_id = $1 AND t.id = $2`,
    [tenantId, activityTypeId],
  );
  if (!status || status.id === null) {
    throw badRequest(
      status?.approvable
        ? 'The tenant has no activity status for requests (neither positiveFinal nor negativeFinal); an admin must create one.'
        : 'The tenant has no positiveFinal activity status for activities that need no approval; an admin must create one.',
    );
  }
  return status.id;
}

/** D5: `place` is left out, not null, when the activity has none. */
export function withoutEmptyPlace(activity: ActivityObject): ActivityObject {
  if (activity.place === null) delete activity.place;
  return activity;
}

/** An activity object with the version it was built at (see VersionedDocuments). */
export interface BuiltActivity extends VersionedDocument {
  activity: ActivityObject;
}

const BUILD = new PreparedStatement(BUILD_ACTIVITIES);

/** The activities with these ids, built for the caller, in date order. */
export async function buildActivities(sql: Sql, caller: Caller, ids: readonly number[]): Promise<BuiltActivity[]> {
  const rows = await sql.query<BuiltActivity>(BUILD, [...viewerParams(caller), ids]);
  return rows.map((row) => ({ ...row, activity: withoutEmptyPlace(row.activity) }));
}

/** Activity objects kept in this process by version. */
export const activityDocuments = () =>
  new VersionedDocuments<BuiltActivity>({
    currentVersion: new PreparedStatement(ACTIVITY_VERSION),
    versionParams: (caller, id) => [caller.tenantId, id],
    build: buildActivities,
  });

export const activityNotFound = (id: number) => notFound(ACTIVITY, id);

const COLUMNS = `activity_type_id, place_id, project_id, issue_id, team_id, include_weekends, description,
  time_from, time_to, zone, author_id, status_id, status_editor_id, deleted, date_from, date_to`;

/** Inserts one activity per run, all alike but for their dates; returns their ids. */
async function insertRuns(
  sql: Sql,
  tenantId: string,
  input: Resolved,
  runs: DateRun[],
  fixed: { zone: string; authorId: number; statusId: number; statusEditorId: number; deleted: boolean },
): Promise<number[]> {
  if (runs.length === 0) return [];
  const rows = await sql.query<{ id: number }>(
    `INSERT INTO activities (tenant_id, ${COLUMNS})
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, run.date_from, run.date_to
     FROM unnest($16::date[], $17::date[]) AS run(date_from, date_to)
     RETURNING id`,
    [
      tenantId,
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
      fixed.statusId,
      fixed.statusEditorId,
      fixed.deleted,
      runs.map((run) => run.from),
      runs.map((run) => run.to),
    ],
  );
  return rows.map((row) => row.id);
}

export async function createActivities(
  sql: Sql,
  caller: Caller,
  input: ActivityInput,
  zone: string,
): Promise<BuiltActivity[]> {
  const resolved = resolve(input);
  await requireReferences(sql, caller, resolved);
  await requireTeamMembership(sql, caller, resolved.teamId);
  const runs = await dateRuns(sql, caller.tenantId, resolved);
  const statusId = await initialStatus(sql, caller.tenantId, resolved.activityTypeId);
  const ids = await insertRuns(sql, caller.tenantId, resolved, runs, {
    zone,
    authorId: caller.userId,
    statusId,
    statusEditorId: caller.userId,
    deleted: false,
  });
  return buildActivities(sql, caller, ids);
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

async function lockActivity(sql: Sql, caller: Caller, id: number): Promise<Stored> {
  const [stored] = await sql.query<Stored>(
    // The lock sits in its own CTE: locking through the join would, after a concurrent change of
    // the status, re-check the new row against the old status row and find nothing (a false 404).
    `WITH a AS (SELECT * FROM activities WHERE tenant_id = $1 AND id = $2 FOR UPDATE)
     SELECT a.author_id, a.activity_type_id, a.team_id, a.status_id, a.status_editor_id,
            s.positive_final OR s.negative_final AS final, t.approvable,
            to_char(a.date_from, 'YYYY-MM-DD') AS date_from, to_char(a.date_to, 'YYYY-MM-DD') AS date_to,
            a.time_from, a.time_to, a.zone, a.deleted
     FROM a
     JOIN activity_statuses s ON s.tenant_id = a.tenant_id AND s.id = a.status_id
     JOIN activity_types t ON t.tenant_id = a.tenant_id AND t.id = a.activity_type_id`,
    [caller.tenantId, id],
  );
  if (!stored) throw notFound(ACTIVITY, id);
  return stored;
}

/**
 * D5: a new type starts over; new dates or times of an approvable activity make it a request again.
 * The dates are those of the runs, not of the input: an activity stores its first run, so the range
 * that produced it may well start on a weekend, and sending that range again changes nothing.
 */
async function statusAfterUpdate(
  sql: Sql,
  caller: Caller,
  stored: Stored,
  input: Resolved,
  runs: DateRun[],
): Promise<{ statusId: number; statusEditorId: number }> {
  const [first] = runs;
  const rescheduled =
    runs.length > 1 ||
    first?.from !== stored.date_from ||
    first?.to !== stored.date_to ||
    input.timeFrom !== stored.time_from ||
    input.timeTo !== stored.time_to;
  const retyped = input.activityTypeId !== stored.activity_type_id;
  if (retyped || (stored.approvable && rescheduled)) {
    return { statusId: await initialStatus(sql, caller.tenantId, input.activityTypeId), statusEditorId: caller.userId };
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
  if (stored.final && !can(caller.role, 'activity:approve')) throw preconditionFailed(FINAL_STATUS);
  await requireReferences(sql, caller, resolved);
  if (resolved.teamId !== stored.team_id) await requireTeamMembership(sql, caller, resolved.teamId);
  const runs = await dateRuns(sql, caller.tenantId, resolved);
  const [first, ...rest] = runs;
  const status = await statusAfterUpdate(sql, caller, stored, resolved, runs);

  await sql.query(
    `UPDATE activities SET activity_type_id = $3, place_id = $4, project_id = $5, issue_id = $6, team_id = $7,
       include_weekends = $8, description = $9, time_from = $10, time_to = $11, zone = $12,
       status_id = $13, status_editor_id = $14, date_from = $15, date_to = $16, updated_at = now()
     WHERE tenant_id = $1 AND id = $2`,
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
  const created = await insertRuns(sql, caller.tenantId, resolved, rest, {
    zone: zone ?? stored.zone,
    authorId: stored.author_id,
    deleted: stored.deleted,
    ...status,
  });
  return buildActivities(sql, caller, [id, ...created]);
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
    'UPDATE activities SET status_id = $3, status_editor_id = $4, updated_at = now() WHERE tenant_id = $1 AND id = $2',
    [caller.tenantId, id, statusId, caller.userId],
  );
  return buildActivities(sql, caller, [id]);
}

/** Deletes (softly) or undeletes; idempotent. Other users' activities need activity:manage (406). */
export async function setActivityDeleted(sql: Sql, caller: Caller, id: number, deleted: boolean): Promise<void> {
  const stored = await lockActivity(sql, caller, id);
  if (stored.author_id !== caller.userId && !can(caller.role, 'activity:manage')) throw noPermission();
  if (stored.deleted === deleted) return;
  await sql.query('UPDATE activities SET deleted = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2', [
    caller.tenantId,
    id,
    deleted,
  ]);
}

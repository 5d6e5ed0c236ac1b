import { sql } from 'kysely';
import { type Viewer, viewerOf, visibleTo } from '../issues/visibility.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import { type Check, rule } from '../platform/db/checks.js';
import { db } from '../platform/db/query.js';
import { badRequest, notFoundMessage, preconditionFailed } from '../platform/http/errors.js';
import { daysCovered } from './calendar.js';
import type { ActivityInput } from './schemas.js';
import { INPUTS, type Resolved, resolvedInput } from './fields.js';

/** The most days one activity covers (D5); lists rely on it to bound their date ranges. */
export const MAX_DAYS = 366;
export const ACTIVITY = 'Activity';

export const NOT_YOURS =
  "This activity belongs to another user; changing it needs the permission to manage other users' activities.";
export const FINAL_STATUS =
  'This activity is approved or rejected (its status is final); changing it needs the permission to approve activities.';

/** Checks the order and extent of dates and times (D5); 400 naming the problem. */
export function resolve(input: ActivityInput): Resolved {
  const resolved = resolvedInput(input);
  if (input.dateTo < input.dateFrom) throw badRequest("Field 'dateTo' must not be before 'dateFrom'.");
  if (daysCovered(input.dateFrom, input.dateTo) > MAX_DAYS) {
    throw badRequest(`An activity covers at most ${MAX_DAYS} days; split longer ranges into several requests.`);
  }
  if (resolved.timeTo <= resolved.timeFrom) throw badRequest("Field 'timeTo' must be after 'timeFrom'.");
  return resolved;
}

/** What the checks of a write read: the input, the caller, and the team the activity has now. */
export interface CheckParams extends Viewer, Resolved {
  /** Keeping the activity's current team needs no membership (null on create). */
  currentTeamId: number | null;
  /** Whose working days the range is split into (D19): the caller on create, the author on update. */
  authorId: number;
  mayLinkAnyTeam: boolean;
}

export const checkParams = (
  caller: Caller,
  input: Resolved,
  currentTeamId: number | null,
  authorId = caller.userId,
): CheckParams => ({
  ...viewerOf(caller),
  ...input,
  currentTeamId,
  authorId,
  mayLinkAnyTeam: can(caller.role, 'activity:manage'),
});

/** Unknown references are a 400 for activities (D4), with the usual sentence. */
export const invalidReference = (thing: string, id: number) => badRequest(notFoundMessage(thing, id));

/** The linked issue, if any, is one the caller may see; else 400 naming it (D4). */
export const LINKED_ISSUE: Check<CheckParams> = rule(
  (p) =>
    sql<boolean>`${p.issueId}::int IS NULL OR ${db
      .selectFrom('issues as i')
      .select('i.id')
      .where('i.tenant_id', '=', p.tenantId)
      .where('i.id', '=', sql<number>`${p.issueId}::int`)
      .where(visibleTo(p))} IS NOT NULL`,
  (p) => invalidReference('Issue', p.issueId!),
);

/**
 * The checks of every write of an activity's fields, in the order their problems are named. The
 * last reads the relation `runs`: the runs of the range (D5, migrations/0035_leave_rules.sql),
 * which the statements that evaluate these checks provide.
 */
export const ACTIVITY_CHECKS: Check<CheckParams>[] = [
  ...INPUTS.referenceChecks<CheckParams>(INPUTS.names, invalidReference),
  LINKED_ISSUE,
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
export const initialStatusOf = (p: { tenantId: string; activityTypeId: number }) =>
  sql<number | null>`(SELECT s.id FROM activity_types t
     JOIN activity_statuses s ON s.tenant_id = t.tenant_id
       AND CASE WHEN t.approvable THEN NOT s.positive_final AND NOT s.negative_final ELSE s.positive_final END
     WHERE t.tenant_id = ${p.tenantId} AND t.id = ${p.activityTypeId}::int
     ORDER BY s.id LIMIT 1)`;

/** The check that the tenant has an initial status for the type; its detail is 1 when the type is approvable. */
export const INITIAL_STATUS: Check<CheckParams> = {
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

export const CREATE_CHECKS = [...ACTIVITY_CHECKS, INITIAL_STATUS];

/** The runs of the input's range over its author's working days (D5, D19): migrations/0035_leave_rules.sql. */
export const runsOf = (p: CheckParams) =>
  sql`SELECT run_from, run_to FROM activity_runs(${p.tenantId}, ${p.authorId}::int, ${p.dateFrom}::date, ${p.dateTo}::date, ${p.includeWeekends}::boolean)`;

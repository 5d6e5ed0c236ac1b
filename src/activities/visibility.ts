import { type Expression, sql, type SqlBool } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { can, rolesWith } from '../platform/auth/permissions.js';
import { type Viewer, viewerOf } from '../issues/visibility.js';
import { decidingNow } from '../approvals/deciders.js';

/**
 * Who reads activities, as a statement names them: the tenant, the user, and whether they manage
 * activities (activity:manage), which shows them the activities of private types (D19).
 */
export interface ActivityReader {
  tenantId: string | Expression<string>;
  userId: number | Expression<number>;
  managesActivities: boolean | Expression<boolean>;
}

/** Who reads activities for a request: as for the issues they link (Viewer), and as an ActivityReader. */
export interface ActivityViewer extends Viewer {
  managesActivities: boolean;
}

export const activityViewerOf = (caller: Caller): ActivityViewer => ({
  ...viewerOf(caller),
  managesActivities: can(caller.role, 'activity:manage'),
});

/** Whether a user of role `role` (a column of a statement: a feed's owner's) manages activities. */
export const managesActivities = (role: Expression<string>) =>
  sql<boolean>`${role} = any(${sql.val(rolesWith('activity:manage'))}::text[])`;

/**
 * D19: whether `reader` sees activity row `a` as it is. An activity of a private type (sick leave)
 * is seen only by its author, by those who manage activities (managers and admins), and by whoever
 * decides it now (approvers see what they decide: decidingNow). To anyone else it is no activity
 * (single reads, lists, history, approval state) or, where a day's absence is what is shown
 * (calendar, iCalendar feeds), an absence without its type. Every read of activities for a person
 * uses this one condition.
 *
 * The private types and the requests the reader decides are read once per statement (uncorrelated
 * subqueries, InitPlans), and only once a row of a private type by someone else reaches them: a
 * row costs a comparison with two short arrays, never a subquery of its own.
 */
export const seesActivity = (reader: ActivityReader) =>
  sql<SqlBool>`((${reader.managesActivities})::boolean
    OR a.activity_type_id <> ALL (ARRAY(SELECT pt.id FROM activity_types pt WHERE pt.tenant_id = ${reader.tenantId} AND pt.private))
    OR a.author_id = ${reader.userId}::int
    OR a.id = ANY (ARRAY(${decidingNow(reader.tenantId, reader.userId)})))`;

import { sql } from 'kysely';
import { type Viewer, viewerOf } from '../issues/visibility.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import type { Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import type { Precondition } from '../platform/http/conditional.js';
import { notFound } from '../platform/http/errors.js';
import { type Action, type TrackedKind, Tracking } from '../history/tracking.js';
import { type EventSource, insertEvents } from '../events/outbox.js';
import { activitySnapshot, shownActivityValue } from './sql.js';
import { TRACKED_ACTIVITY_FIELDS, type TrackedActivityField } from './fields.js';
import { ACTIVITY } from './checks.js';
import { ACTIVITY_EVENTS } from './create.js';
import { type ActivityViewer, activityViewerOf, seesActivity } from './visibility.js';
import {
  BUILD_ACTIVITIES,
  type BuiltActivity,
  activityText,
  buildActivities,
  builtActivities,
  withoutEmptyPlaceOf,
} from './documents.js';

/**
 * The write path of activities: every create, update, status change, delete and undelete goes
 * through this module. Each write's checks are one ordered list (ACTIVITY_CHECKS and the initial
 * status), which the database evaluates and the service words; every change of a stored activity
 * goes through `changeActivity`, the seam where history and events attach (D8, D9).
 */

// The lock sits in its own CTE: locking through the join would, after a concurrent change of the
// status, re-check the new row against the old status row and find nothing (a false 404).
const LOCK_ACTIVITY = new Statement((p: ActivityViewer & { id: number }) =>
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
      seesActivity(p).as('visible'),
    ]),
);

const ACTIVITIES: TrackedKind = { table: 'activities', alias: 'a', history: 'activity_history', column: 'activity_id' };
const tracking = (action: Action, fields: readonly TrackedActivityField[]) =>
  new Tracking(ACTIVITIES, action, fields, activitySnapshot(fields), shownActivityValue);
/** How each kind of change is recorded in the activity's history; the lock's snapshot has every field. */
export const UPDATE_TRACKING = tracking('updated', TRACKED_ACTIVITY_FIELDS);
export const DELETE_TRACKING = tracking('deleted', ['deleted']);
/** An undeleted request is a request again (D14, wave 4): its status may change too. */
export const UNDELETE_TRACKING = tracking('undeleted', ['deleted', 'statusId']);

/** A stored activity as a change finds it, locked. */
export type Stored = Awaited<ReturnType<typeof LOCK_ACTIVITY.run>>[number];

/**
 * The one path of every change of a stored activity: lock it, let `change` write (it may add new
 * activities and returns them built), and build what the activity became. History and events
 * (D8, D9) attach here: `stored` is the activity before, the built objects after, `caller` the actor.
 * Every entry the transaction recorded of the activities gets its event, unless `afterCreate`: a
 * change in the transaction of the create, whose statement wrote the events of its own entries.
 */
export async function changeActivity(
  sql: Sql,
  caller: Caller,
  id: number,
  precondition: Precondition | null,
  tracking: Tracking,
  change: (stored: Stored) => Promise<BuiltActivity[] | void>,
  afterCreate = false,
): Promise<BuiltActivity[]> {
  const [stored] = await LOCK_ACTIVITY.run(sql, { ...activityViewerOf(caller), id });
  // D19: an activity of a private type the caller may not see is missing for every write, too.
  if (!stored?.visible) throw notFound(ACTIVITY, id);
  await precondition?.require(async () => activityText((await buildActivities(sql, caller, [id]))[0]!.activity));
  const added = (await change(stored)) ?? [];
  await tracking.record(sql, caller, [{ id, snapshot: stored.snapshot }]);
  const viewer = viewerOf(caller);
  const built = await (afterCreate ? BUILD_WITH_LATEST_EVENT : BUILD_WITH_EVENTS).run(sql, {
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
 * reads) and, in the same statement, inserts the events of the entries this transaction recorded
 * (of `source`: every one, or only each activity's latest).
 */
const buildWithEvents = (source: EventSource) =>
  new Statement(
    (p: Viewer & { ids: number[] }) =>
      sql<BuiltActivity>`WITH built AS (${builtActivities(p)}),
      evented AS (${insertEvents(
        source,
        sql`(SELECT ${p.tenantId}::text AS tenant_id, built.id, built.activity AS object FROM built)`,
      )})
    SELECT * FROM built`,
  );
const BUILD_WITH_EVENTS = buildWithEvents(ACTIVITY_EVENTS);
const BUILD_WITH_LATEST_EVENT = buildWithEvents({ ...ACTIVITY_EVENTS, everyEntry: false });

/** The caller may change the activity: theirs, or they manage activities. */
export const owns = (caller: Caller, stored: Stored) =>
  stored.author_id === caller.userId || can(caller.role, 'activity:manage');

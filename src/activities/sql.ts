import { type Expression, expressionBuilder, sql } from 'kysely';
import { type Viewer, visibleTo } from '../issues/visibility.js';
import { shownValue, snapshotOf, storedId, type TrackedField } from '../history/snapshots.js';
import { jsonObject, utcMillis } from '../platform/db/json.js';
import { db } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import {
  activityStatusById,
  activityTypeById,
  placeById,
  projectById,
  teamById,
  userById,
} from '../reference-data/objects.js';
import type { ActivityObject } from './schemas.js';

/**
 * The activity object of interface.md, built by the database. Every expression here is about the
 * activities row `a` of the surrounding query, with its tenant's row `t` and its linked issue `linked`
 * joined for the version (see activitiesBuilt).
 */
export const activityRow = expressionBuilder<DB & { a: DB['activities'] }, 'a'>();
const a = activityRow;
const tenant = a.ref('a.tenant_id');

const midnight = (date: 'a.date_from' | 'a.date_to') =>
  sql<string>`to_char(${a.ref(date)}, 'YYYY-MM-DD') || 'T00:00:00.000Z'`;

/** The linked issue as `{id, name}`, only when `viewer` may see it. */
const linkedIssue = (viewer: Viewer) =>
  db
    .selectFrom('issues as i')
    .select((i) => jsonObject({ id: i.ref('i.id'), name: i.ref('i.name') }).as('issue'))
    .where('i.tenant_id', '=', tenant)
    .whereRef('i.id', '=', a.ref('a.issue_id'))
    .where(visibleTo(viewer));

/** The fields of the activity object of row `a`, in order, with the linked issue as `issue` gives it. */
const activityFields = (issue: Expression<unknown>) => ({
  id: a.ref('a.id'),
  activityTypeId: activityTypeById(tenant, a.ref('a.activity_type_id')),
  place: placeById(tenant, a.ref('a.place_id')),
  author: userById(tenant, a.ref('a.author_id'), false),
  projectId: projectById(tenant, a.ref('a.project_id')),
  issueId: issue,
  teamId: teamById(tenant, a.ref('a.team_id')),
  includeWeekends: a.ref('a.include_weekends'),
  description: a.ref('a.description'),
  dateFrom: midnight('a.date_from'),
  dateTo: midnight('a.date_to'),
  timeFrom: sql`${a.ref('a.time_from')}::text`,
  timeTo: sql`${a.ref('a.time_to')}::text`,
  duration: sql`(${a.ref('a.time_to')} - ${a.ref('a.time_from')}) * (${a.ref('a.date_to')} - ${a.ref('a.date_from')} + 1)`,
  statusId: activityStatusById(tenant, a.ref('a.status_id')),
  statusEditor: userById(tenant, a.ref('a.status_editor_id'), false),
  deleted: a.ref('a.deleted'),
  created_at: utcMillis(a.ref('a.created_at')),
  zone: a.ref('a.zone'),
});

const activityObject = (viewer: Viewer) => jsonObject(activityFields(linkedIssue(viewer)));

/**
 * The linked issue with id `id` as an activity's history shows it: `{id, name}`, but only `{id}`
 * for a private issue, whose name not everyone who may read the activity's history may see.
 */
const recordedIssue = (id: Expression<number>) =>
  db
    .selectFrom('issues as i')
    .select((i) =>
      sql`CASE WHEN ${i.ref('i.private')} THEN ${jsonObject({ id: i.ref('i.id') })}
        ELSE ${jsonObject({ id: i.ref('i.id'), name: i.ref('i.name') })} END`.as('issue'),
    )
    .where('i.tenant_id', '=', tenant)
    .where('i.id', '=', id);

/**
 * The fields of an activity its history records (D8), as the activity object names them: not its id,
 * author, creation time, nor what follows from other fields (duration, statusEditor); and the
 * substitute a request names, by its input's name. `stored` and
 * `shown` as for issues (TRACKED_ISSUE_FIELDS).
 */
const TRACKED_FIELDS = {
  activityTypeId: {
    stored: a.ref('a.activity_type_id'),
    shown: (v: Expression<unknown>) => activityTypeById(tenant, storedId(v)),
  },
  place: { stored: a.ref('a.place_id'), shown: (v: Expression<unknown>) => placeById(tenant, storedId(v)) },
  projectId: { stored: a.ref('a.project_id'), shown: (v: Expression<unknown>) => projectById(tenant, storedId(v)) },
  issueId: { stored: a.ref('a.issue_id'), shown: (v: Expression<unknown>) => recordedIssue(storedId(v)) },
  teamId: { stored: a.ref('a.team_id'), shown: (v: Expression<unknown>) => teamById(tenant, storedId(v)) },
  // Not a field of the object (the approval state shows it), but a change of the request all the same.
  substituteId: {
    stored: a.ref('a.substitute_id'),
    shown: (v: Expression<unknown>) => userById(tenant, storedId(v), false),
  },
  includeWeekends: { stored: a.ref('a.include_weekends') },
  description: { stored: a.ref('a.description') },
  dateFrom: { stored: midnight('a.date_from') },
  dateTo: { stored: midnight('a.date_to') },
  timeFrom: { stored: sql`${a.ref('a.time_from')}::text` },
  timeTo: { stored: sql`${a.ref('a.time_to')}::text` },
  statusId: {
    stored: a.ref('a.status_id'),
    shown: (v: Expression<unknown>) => activityStatusById(tenant, storedId(v)),
  },
  deleted: { stored: a.ref('a.deleted') },
  zone: { stored: a.ref('a.zone') },
} satisfies Partial<Record<keyof ReturnType<typeof activityFields> | 'substituteId', TrackedField>>;

export type TrackedActivityField = keyof typeof TRACKED_FIELDS;
export const TRACKED_ACTIVITY_FIELDS = Object.keys(TRACKED_FIELDS) as TrackedActivityField[];

/** Stored activity `a` as its history compares it before and after a change: the stored values of `fields`. */
export const activitySnapshot = (fields: readonly TrackedActivityField[]) => snapshotOf(TRACKED_FIELDS, fields);

/** A stored value of field `name` of an activity (jsonb) as the activity object shows it. */
export const shownActivityValue = (fields: readonly string[], name: Expression<string>, value: Expression<unknown>) =>
  shownValue(TRACKED_FIELDS, fields as readonly TrackedActivityField[], name, value);

/** Activity objects `a` of a query for `viewer`: the list's rows. */
export const activityObjectFor = (viewer: Viewer) => sql<ActivityObject>`${activityObject(viewer)}`;

/**
 * The version of an activity object: the xmin of the activity row, of the tenant's row (reference
 * data) and of the linked issue's row (its name). The tables this builder reads, and how each
 * invalidates the object, are declared in `./kept-object.ts` (ACTIVITY_OBJECT), checked by
 * src/platform/db/kept-objects.test.ts.
 */
export const activityVersion = sql<string>`a.xmin::text || '.' || t.xmin::text || '.' || coalesce(linked.xmin::text, '')`;

/**
 * Rows `a` of `source` (activities, or the rows a statement inserts, named in a CTE) with what their
 * versions need joined: `t`, the tenant, and `linked`, the linked issue.
 */
export const activitiesWithVersion = (source = sql<DB['activities']>`activities`) =>
  db
    .selectFrom(source.as('a'))
    .innerJoin('tenants as t', 't.id', 'a.tenant_id')
    .leftJoin('issues as linked', (join) =>
      join.onRef('linked.tenant_id', '=', 'a.tenant_id').onRef('linked.id', '=', 'a.issue_id'),
    );

/** A built activity: its object for `viewer` and its version; an activity linking a private issue is not shareable. */
export const builtActivityColumns = (viewer: Viewer) =>
  [
    a.ref('a.id').as('id'),
    activityVersion.as('version'),
    activityObjectFor(viewer).as('activity'),
    sql<boolean>`NOT coalesce(linked.private, false)`.as('shareable'),
  ] as const;

import { type Expression, expressionBuilder, sql } from 'kysely';
import { type Viewer, visibleTo } from '../issues/visibility.js';
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
 * The linked issue as an activity's history records it: `{id, name}`, but only `{id}` for a private
 * issue, whose name not everyone who may read the activity's history may see.
 */
const recordedIssue = db
  .selectFrom('issues as i')
  .select((i) =>
    sql`CASE WHEN ${i.ref('i.private')} THEN ${jsonObject({ id: i.ref('i.id') })}
      ELSE ${jsonObject({ id: i.ref('i.id'), name: i.ref('i.name') })} END`.as('issue'),
  )
  .where('i.tenant_id', '=', tenant)
  .whereRef('i.id', '=', a.ref('a.issue_id'));

/**
 * The fields of an activity its history records (D8), as the activity object shows them: not its id,
 * author, creation time, nor what follows from other fields (duration, statusEditor).
 */
export const TRACKED_ACTIVITY_FIELDS = [
  'activityTypeId',
  'place',
  'projectId',
  'issueId',
  'teamId',
  'includeWeekends',
  'description',
  'dateFrom',
  'dateTo',
  'timeFrom',
  'timeTo',
  'statusId',
  'deleted',
  'zone',
] as const satisfies readonly (keyof ReturnType<typeof activityFields>)[];

/** Stored activity `a` as its history compares it before and after a change: `fields` of its object, as jsonb. */
export const activitySnapshot = (fields: readonly (typeof TRACKED_ACTIVITY_FIELDS)[number][]) => {
  const all = activityFields(recordedIssue);
  return sql<unknown>`${jsonObject(Object.fromEntries(fields.map((field) => [field, all[field]])))}::jsonb`;
};

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

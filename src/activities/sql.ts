import { type Expression, expressionBuilder, sql } from 'kysely';
import { type Viewer, visibleTo } from '../issues/visibility.js';
import { shownValue, snapshotOf, storedId, trackedColumn, type TrackedField } from '../history/snapshots.js';
import { shownColumn } from '../platform/db/field-table.js';
import { jsonObject } from '../platform/db/json.js';
import { db } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import {
  type ActivityColumn,
  fieldOf,
  LINKED_ISSUE,
  OBJECT_FIELD_NAMES,
  type PartField,
  TRACKED_ACTIVITY_FIELDS,
  type TrackedActivityField,
} from './fields.js';
import type { ActivityObject } from './schemas.js';

/**
 * The activity object of interface.md, built by the database. Every expression here is about the
 * activities row `a` of the surrounding query, with its tenant's row `t` and its linked issue `linked`
 * joined for the version (see activitiesBuilt).
 */
export const activityRow = expressionBuilder<DB & { a: DB['activities'] }, 'a'>();
const a = activityRow;
const tenant = a.ref('a.tenant_id');

/** A column of row `a`. */
const columnOf = (name: ActivityColumn) => a.ref(`a.${name}`);

/** The linked issue as `{id, name}`, only when `viewer` may see it. */
const linkedIssue = (viewer: Viewer) =>
  db
    .selectFrom('issues as i')
    .select((i) => jsonObject({ id: i.ref('i.id'), name: i.ref('i.name') }).as('issue'))
    .where('i.tenant_id', '=', tenant)
    .whereRef('i.id', '=', a.ref('a.issue_id'))
    .where(visibleTo(viewer));

/** The fields of the object built from other fields. */
const PARTS: Record<PartField, Expression<unknown>> = {
  duration: sql`(${a.ref('a.time_to')} - ${a.ref('a.time_from')}) * (${a.ref('a.date_to')} - ${a.ref('a.date_from')} + 1)`,
};

/** The fields of the activity object of row `a`, in order, with the linked issue as `issue` gives it. */
const activityFields = (issue: Expression<unknown>) =>
  Object.fromEntries(
    OBJECT_FIELD_NAMES.map((name) => {
      const { column, shows } = fieldOf(name);
      if (!column) return [name, PARTS[name as PartField]];
      return [name, shows === LINKED_ISSUE ? issue : shownColumn(columnOf(column), shows, tenant)];
    }),
  );

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
 * How history records each tracked field (D8), as for issues (TRACKED_ISSUE_FIELDS): the linked
 * issue as recordedIssue shows it.
 */
const TRACKED_FIELDS = Object.fromEntries(
  TRACKED_ACTIVITY_FIELDS.map((name) => {
    const { column, shows } = fieldOf(name);
    const stored = columnOf(column!);
    if (shows !== LINKED_ISSUE) return [name, trackedColumn(stored, shows, tenant)];
    return [name, { stored, shown: (v: Expression<unknown>) => recordedIssue(storedId(v)) }];
  }),
) as Record<TrackedActivityField, TrackedField>;

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

import { type Expression, sql } from 'kysely';
import { shownColumn, type Shows } from '../platform/db/field-table.js';
import { jsonObject } from '../platform/db/json.js';

/** How a history records one field of an object (D8): see TRACKED_ISSUE_FIELDS. */
export interface TrackedField {
  /** What a snapshot holds of the field: cheap to read and to compare. */
  stored: Expression<unknown>;
  /** The stored value (jsonb) in the form the object shows it, when that differs (reference objects). */
  shown?: (value: Expression<unknown>) => Expression<unknown>;
}

/**
 * The id a snapshot stores (a jsonb number) as an int; NULL for a JSON null. A subquery of its
 * own, so that a look-up by it is a look-up by key: under row-level security PostgreSQL keeps a
 * condition on a row out of the index when it applies functions not known to be leakproof (jsonb's
 * `->`, the cast) to another table's columns, and read every row of the tenant instead (83 ms for
 * an activity's issue in a tenant of 10,000 issues). A subquery's result is a parameter the index
 * takes.
 */
export const storedId = (value: Expression<unknown>) => sql<number>`(SELECT (${value} #>> '{}')::int)`;

/**
 * How history records a column of a row of `tenant` shown as `shows` (see Shows): a reference as the
 * id, cheap to read and compare, shown as the object of its row when an entry lists it; anything
 * else as the object shows it.
 */
export function trackedColumn(stored: Expression<unknown>, shows: Shows | undefined, tenant: Expression<string>) {
  if (typeof shows !== 'function') return { stored: shownColumn(stored, shows, tenant) };
  return { stored, shown: (v: Expression<unknown>) => shows(tenant, storedId(v)) };
}

/** The stored values of `fields` as one jsonb object. */
export function snapshotOf<F extends string>(tracked: Record<F, TrackedField>, fields: readonly F[]) {
  return sql<unknown>`${jsonObject(Object.fromEntries(fields.map((field) => [field, tracked[field].stored])))}::jsonb`;
}

/**
 * Stored `value` of the field named `name`, one of `fields`, as the object shows it. Every branch is
 * a subquery that PostgreSQL sets up on each run, taken or not, so only those of `fields` are there.
 */
export function shownValue<F extends string>(
  tracked: Record<F, TrackedField>,
  fields: readonly F[],
  name: Expression<string>,
  value: Expression<unknown>,
) {
  const branches = fields.flatMap((field) => {
    const { shown } = tracked[field];
    return shown ? [sql`WHEN ${sql.lit(field)} THEN to_jsonb((${shown(value)}))`] : [];
  });
  if (branches.length === 0) return sql<unknown>`${value}`;
  return sql<unknown>`CASE ${name} ${sql.join(branches, sql` `)} ELSE ${value} END`;
}

/** Those of `fields` whose stored values are shown otherwise (references): an entry listing them renders. */
export const shownOtherwise = <F extends string>(tracked: Record<F, TrackedField>, fields: readonly F[]) =>
  fields.filter((field) => tracked[field].shown !== undefined);

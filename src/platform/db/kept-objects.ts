import type { DB } from './tables.generated.js';

/**
 * What a kept object (VersionedDocuments, document-cache.ts) depends on. Its version is the xmin of
 * a few rows, so it is current only while every change it shows gives one of those rows a new xmin
 * in the same transaction. Each feature declares, next to its builder, every table the builder
 * reads and how a change there reaches the version; src/platform/db/kept-objects.test.ts fails when
 * a builder reads an undeclared table or the migrated schema lacks a declared trigger.
 */

/** The statements after which a trigger must run. */
export type TriggerEvent = 'INSERT' | 'UPDATE' | 'DELETE';

/** How a change of a table's rows reaches the version of the objects built from them. */
export type Invalidation =
  /** The row's xmin is part of the version: any UPDATE of it gives a new version. */
  | { readonly by: 'version row' }
  /**
   * Triggers AFTER these statements touch the issue rows whose objects show the changed rows (a
   * no-op UPDATE, migrations 0005 and 0011): trigger functions named `touch_issues...`.
   */
  | { readonly by: 'touches the issue'; readonly on: readonly TriggerEvent[] }
  /** Triggers AFTER these statements touch the tenant row (reference data): function `touch_tenant`. */
  | { readonly by: 'touches the tenant'; readonly on: readonly TriggerEvent[] }
  /**
   * No trigger, by design (a statement trigger cost every create a third of a millisecond): the
   * service writes these rows only in a transaction that also updates their issue row (create, bulk
   * edit). The table must reference the issue (`issue_id`).
   */
  | { readonly by: 'written only with its issue row' }
  /**
   * Read only to decide whether the caller may read the record at all (D19's private activity
   * types), which every read decides afresh: the version look-up of a kept object filters by it as
   * the builder does. The object shows nothing of these rows, so they never make it stale.
   */
  | { readonly by: 'decides who may read' };

/**
 * The tables a kind of kept object is built from, each with how its changes invalidate the object
 * (one way or several, with why where it is not plain).
 */
export interface KeptObject {
  readonly name: string;
  readonly tables: { readonly [T in keyof DB]?: readonly (Invalidation & { readonly why?: string })[] };
}

/** The names of the trigger functions that touch each kind of version row. */
export const TOUCH_FUNCTION = {
  'touches the issue': /^touch_issues/,
  'touches the tenant': /^touch_tenant$/,
} as const;

/**
 * Reference data (users, projects, statuses, ...): an update or deletion touches the tenant row. An
 * insert needs no trigger: no object refers to a row that did not exist when it was built.
 */
export const REFERENCE_DATA: readonly Invalidation[] = [{ by: 'touches the tenant', on: ['UPDATE', 'DELETE'] }];

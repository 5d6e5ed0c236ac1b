import { sql } from 'kysely';
import { type Viewer, viewerOf } from '../issues/visibility.js';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Sql } from '../platform/db/database.js';
import { type VersionedDocument, VersionedDocuments } from '../platform/db/document-cache.js';
import { Statement } from '../platform/db/query.js';
import { notFound } from '../platform/http/errors.js';
import type { ActivityObject } from './schemas.js';
import { activitiesWithVersion, activityVersion, builtActivityColumns } from './sql.js';
import { ACTIVITY } from './checks.js';
import { type ActivityViewer, activityViewerOf, seesActivity } from './visibility.js';

/** D5: `place` is left out, not null, when the activity has none. */
export function withoutEmptyPlace(activity: ActivityObject): ActivityObject {
  if (activity.place === null) delete activity.place;
  return activity;
}

/** An activity object with the version it was built at (see VersionedDocuments). */
export interface BuiltActivity extends VersionedDocument {
  activity: ActivityObject;
}

export const withoutEmptyPlaceOf = (built: BuiltActivity): BuiltActivity => ({
  ...built,
  activity: withoutEmptyPlace(built.activity),
});

/** The activities with the ids `ids`, built for `viewer`, with their versions. */
export const builtActivities = (p: Viewer & { ids: number[] }) =>
  activitiesWithVersion()
    .select(builtActivityColumns(p))
    .where('a.tenant_id', '=', p.tenantId)
    .where('a.id', '=', sql<number>`any(${p.ids}::int[])`);

/** The activities with the ids `ids`, built for `viewer`, in date order, with their versions. */
export const BUILD_ACTIVITIES = new Statement((p: Viewer & { ids: number[] }) =>
  builtActivities(p).orderBy('a.date_from').orderBy('a.id'),
);

/** The activities with the ids `ids` that `viewer` may see (D19), built for them, with their versions. */
const READABLE_ACTIVITIES = new Statement((p: ActivityViewer & { ids: number[] }) =>
  builtActivities(p).where(seesActivity(p)),
);

/**
 * The version of the activity if `viewer` may see it (D19), else no row: a kept object is answered
 * only to those. Who may see an activity is read afresh on every read, never kept with the object.
 */
const CURRENT_VERSION = new Statement((p: ActivityViewer & { id: number }) =>
  activitiesWithVersion()
    .select(activityVersion.as('version'))
    .where('a.tenant_id', '=', p.tenantId)
    .where('a.id', '=', p.id)
    .where(seesActivity(p)),
);

/** The activities with these ids, built for the caller, in date order, whether or not the caller may read them. */
export async function buildActivities(sql: Sql, caller: Caller, ids: readonly number[]): Promise<BuiltActivity[]> {
  const rows = await BUILD_ACTIVITIES.run(sql, { ...viewerOf(caller), ids: [...ids] });
  return rows.map(withoutEmptyPlaceOf);
}

/** The JSON text of an activity object, as single reads send it (and as its ETag digests it). */
export const activityText = (activity: ActivityObject) => JSON.stringify(activity);

/** Activity objects kept in this process by version. */
export const activityDocuments = () =>
  new VersionedDocuments<BuiltActivity>({
    // An activity object takes about 4 KiB as JavaScript objects: some 4,000 of them.
    maxBytes: 16 * 2 ** 20,
    sizeOf: () => 4096,
    currentVersion: (sql, caller, id) => CURRENT_VERSION.run(sql, { ...activityViewerOf(caller), id }),
    build: async (sql, caller, ids) =>
      (await READABLE_ACTIVITIES.run(sql, { ...activityViewerOf(caller), ids: [...ids] })).map(withoutEmptyPlaceOf),
  });

export const activityNotFound = (id: number) => notFound(ACTIVITY, id);

/**
 * Whether the caller may read the activity: it exists in their tenant (every member may read every
 * activity, D2) and is not of a private type hidden from them (D19).
 */
export const activityReadable = async (sql: Sql, caller: Caller, id: number) =>
  (await CURRENT_VERSION.run(sql, { ...activityViewerOf(caller), id })).length > 0;

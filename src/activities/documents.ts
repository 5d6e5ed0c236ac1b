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

const CURRENT_VERSION = new Statement((p: { tenantId: string; id: number }) =>
  activitiesWithVersion()
    .select(activityVersion.as('version'))
    .where('a.tenant_id', '=', p.tenantId)
    .where('a.id', '=', p.id),
);

/** The activities with these ids, built for the caller, in date order. */
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
    currentVersion: (sql, caller, id) => CURRENT_VERSION.run(sql, { tenantId: caller.tenantId, id }),
    build: buildActivities,
  });

export const activityNotFound = (id: number) => notFound(ACTIVITY, id);

/** Whether the activity exists in the caller's tenant: every member may read every activity (D2). */
export const activityExists = async (sql: Sql, caller: Caller, id: number) =>
  (await CURRENT_VERSION.run(sql, { tenantId: caller.tenantId, id })).length > 0;

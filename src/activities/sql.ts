import { visibleToSql } from '../issues/visibility.js';
import {
  activityStatusJson,
  activityTypeJson,
  placeJson,
  projectJson,
  teamJson,
  userJson,
} from '../reference-data/json.js';

const byId = (table: string, alias: string, column: string, json: string) =>
  `(SELECT ${json} FROM ${table} ${alias} WHERE ${alias}.tenant_id = a.tenant_id AND ${alias}.id = a.${column})`;

const midnight = (column: string) => `to_char(a.${column}, 'YYYY-MM-DD') || 'T00:00:00.000Z'`;

/** Activity row `a` as the object of interface.md; its issue only when the caller ($2, $3) may see it. */
const activityJson = `json_build_object(
  'id', a.id,
  'activityTypeId', ${byId('activity_types', 't', 'activity_type_id', activityTypeJson('t'))},
  'place', ${byId('places', 'pl', 'place_id', placeJson('pl'))},
  'author', ${byId('users', 'au', 'author_id', userJson('au'))},
  'projectId', ${byId('projects', 'p', 'project_id', projectJson('p'))},
  'issueId', (SELECT json_build_object('id', i.id, 'name', i.name) FROM issues i
              WHERE i.tenant_id = a.tenant_id AND i.id = a.issue_id AND ${visibleToSql('i')}),
  'teamId', ${byId('teams', 'tm', 'team_id', teamJson('tm'))},
  'includeWeekends', a.include_weekends,
  'description', a.description,
  'dateFrom', ${midnight('date_from')},
  'dateTo', ${midnight('date_to')},
  'timeFrom', a.time_from::text,
  'timeTo', a.time_to::text,
  'duration', (a.time_to - a.time_from) * (a.date_to - a.date_from + 1),
  'statusId', ${byId('activity_statuses', 's', 'status_id', activityStatusJson('s'))},
  'statusEditor', ${byId('users', 'ed', 'status_editor_id', userJson('ed'))},
  'deleted', a.deleted,
  'created_at', utc_millis(a.created_at),
  'zone', a.zone)`;

/**
 * The version of an activity object: the xmin of the activity row, of the tenant's row (reference
 * data) and of the linked issue's row (its name), see migrations/0005_document_versions.sql.
 */
const VERSION = `a.xmin::text || '.' || t.xmin::text || '.' || coalesce(linked.xmin::text, '')`;

/** Rows `a` of `source` (activities, or rows a statement inserts) joined to what their versions need. */
const withVersionRows = (source: string) => `${source} a
  JOIN tenants t ON t.id = a.tenant_id
  LEFT JOIN issues linked ON linked.tenant_id = a.tenant_id AND linked.id = a.issue_id`;

const activitiesWithVersion = (condition: string, source = 'activities') =>
  `${withVersionRows(source)} WHERE a.tenant_id = $1 AND ${condition}`;

const BUILT_COLUMNS = `a.id, ${VERSION} AS version, ${activityJson} AS activity,
    NOT coalesce(linked.private, false) AS shareable`;

/** The version of activity $2 of tenant $1. */
export const ACTIVITY_VERSION = `SELECT ${VERSION} AS version FROM ${activitiesWithVersion('a.id = $2')}`;

/**
 * The activities with the ids $4, built for the caller ($2, $3), in date order, with their versions.
 * An activity linking a private issue shows it only to those who may see it: its object is not
 * shareable.
 */
export const BUILD_ACTIVITIES = `SELECT ${BUILT_COLUMNS}
  FROM ${activitiesWithVersion('a.id = ANY($4::int[])')}
  ORDER BY a.date_from, a.id`;

/** The same for the rows of `inserted` (RETURNING *, xmin), which the statement itself inserts. */
export const buildInserted = (inserted: string) => `SELECT ${BUILT_COLUMNS}
  FROM ${activitiesWithVersion('true', inserted)}
  ORDER BY a.date_from, a.id`;

/**
 * The same, each row with the columns of `known`, a relation of one row: when nothing was inserted,
 * that row alone, with a NULL id.
 */
export const buildInsertedAlongside = (inserted: string, known: string) => `SELECT ${known}.*, ${BUILT_COLUMNS}
  FROM ${known} LEFT JOIN (${withVersionRows(inserted)}) ON true
  ORDER BY a.date_from, a.id`;

export interface ActivitySelection {
  /** Conditions on alias `a`, in addition to tenant $1. */
  where: string[];
  order?: string;
  /** Extra output columns, e.g. the sort value a list resumes from. */
  columns?: string;
  limit?: string;
}

/** Reads activities of tenant $1 as `{ activity }` rows, by default in date order. */
export const selectActivities = ({ where, order = 'a.date_from, a.id', columns, limit }: ActivitySelection) =>
  `SELECT ${activityJson} AS activity${columns ? `, ${columns}` : ''} FROM activities a
   WHERE ${['a.tenant_id = $1', ...where].join(' AND ')}
   ORDER BY ${order}${limit ? ` LIMIT ${limit}` : ''}`;

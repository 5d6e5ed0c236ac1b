import { visibleTo } from '../issues/visibility.js';
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
              WHERE i.tenant_id = a.tenant_id AND i.id = a.issue_id AND ${visibleTo('i')}),
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

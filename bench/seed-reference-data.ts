import type { Sql } from '../src/platform/db/database.js';
import { texts } from './seed-text.js';

// ---------------------------------------------------------------------------------------------
// Users and reference data

/**
 * With the admin and the demo's three users, each tenant has 50 users, all members of its first team:
 * the team calendar of issue 21 is measured for a team of 50. The names repeat with a number.
 */
const BENCH_USERS = 46;
const FIRSTNAMES = [
  'Barbara',
  'Dennis',
  'Frances',
  'John',
  'Margaret',
  'Ken',
  'Radia',
  'Tim',
  'Hedy',
  'Linus',
  'Katherine',
  'Donald',
  'Annie',
  'Niklaus',
  'Sophie',
  'Bjarne',
];
const LASTNAMES = [
  'Liskov',
  'Ritchie',
  'Allen',
  'McCarthy',
  'Hamilton',
  'Thompson',
  'Perlman',
  'Berners-Lee',
  'Lamarr',
  'Torvalds',
  'Johnson',
  'Knuth',
  'Easley',
  'Wirth',
  'Wilson',
  'Stroustrup',
];

/** More of everything than the demo has, so filters select a realistic share of the issues. */
const BENCH_REFERENCE_DATA = [
  `INSERT INTO users (tenant_id, firstname, lastname, email, role, language)
   SELECT $1, first, last, lower(replace(first || '.' || last, ' ', '') || '@' || $1 || '.example'),
          CASE n WHEN 1 THEN 'manager' WHEN ${BENCH_USERS} THEN 'viewer' ELSE 'member' END,
          CASE WHEN n % 4 = 0 THEN 'de' ELSE 'en' END
   FROM (SELECT n, (${texts(FIRSTNAMES)})[1 + (n - 1) % ${FIRSTNAMES.length}] AS first,
           (${texts(LASTNAMES)})[1 + (n - 1) % ${LASTNAMES.length}]
             || CASE WHEN n > ${LASTNAMES.length} THEN ' ' || (1 + (n - 1) / ${LASTNAMES.length}) ELSE '' END AS last
         FROM generate_series(1, ${BENCH_USERS}) AS n) u`,
  `INSERT INTO team_members (tenant_id, team_id, user_id)
   SELECT $1, t.id, u.id FROM teams t, users u WHERE t.tenant_id = $1 AND u.tenant_id = $1 ON CONFLICT DO NOTHING`,
  `INSERT INTO projects (tenant_id, name) SELECT $1, name FROM unnest(${texts([
    'Billing',
    'Search',
    'Payments',
    'Reporting',
    'Onboarding',
    'Admin console',
    'Public API',
    'Data platform',
  ])}) AS name`,
  `INSERT INTO issue_types (tenant_id, name) VALUES ($1, 'Improvement'), ($1, 'Epic')`,
  `INSERT INTO issue_priorities (tenant_id, name, color, position, priority_id) VALUES ($1, 'Critical', '#7f1d1d', 4, 4)`,
  `INSERT INTO issue_statuses (tenant_id, name, color, final) VALUES
     ($1, 'In review', '#f59e0b', false), ($1, 'Blocked', '#64748b', false), ($1, 'Won''t fix', '#94a3b8', true)`,
  `INSERT INTO labels (tenant_id, name) SELECT $1, name FROM unnest(${texts([
    'performance',
    'security',
    'ux',
    'regression',
    'customer',
    'tech-debt',
    'docs',
    'good-first-issue',
    'needs-info',
  ])}) AS name`,
  `INSERT INTO places (tenant_id, name) VALUES ($1, 'Munich office'), ($1, 'Customer site')`,
  `INSERT INTO test_plans (tenant_id, name) VALUES ($1, 'Smoke'), ($1, 'Release')`,
];

export async function insertBenchReferenceData(sql: Sql, tenantId: string): Promise<void> {
  for (const statement of BENCH_REFERENCE_DATA) await sql.query(statement, [tenantId]);
}

/** The tenant's reference data; arrays are ordered so that the most common choice comes first. */
export interface References {
  users: number[];
  /** Users who create and work on issues: all but viewers. */
  workers: number[];
  /** Users who decide on requested activities: admins and managers. */
  approvers: number[];
  projects: number[];
  issueTypes: number[];
  priorities: number[];
  /** Medium first, then its neighbours. */
  prioritiesByUse: number[];
  statuses: number[];
  openStatuses: number[];
  finalStatuses: number[];
  labels: number[];
  places: number[];
  team: number;
  activityTypes: number[];
  activityStatuses: number[];
  homeOffice: number;
  vacation: number;
  trip: number;
  requested: number;
  approved: number;
  rejected: number;
  testPlans: number[];
  passed: number;
  failed: number;
}

export async function loadReferences(sql: Sql, tenantId: string): Promise<References> {
  const ids = (table: string, where = 'true', order = 'id') =>
    `(SELECT array_agg(id ORDER BY ${order}) FROM ${table} WHERE tenant_id = $1 AND ${where})`;
  const first = (table: string, where: string) => `(SELECT min(id) FROM ${table} WHERE tenant_id = $1 AND ${where})`;
  const [row] = await sql.query<References>(
    `SELECT ${ids('users')} AS users, ${ids('users', "role <> 'viewer'")} AS workers,
       ${ids('users', "role IN ('admin', 'manager')")} AS approvers,
       ${ids('projects')} AS projects, ${ids('issue_types')} AS "issueTypes",
       ${ids('issue_priorities')} AS priorities,
       ${ids('issue_priorities', 'true', 'abs(position - 2), position, id')} AS "prioritiesByUse",
       ${ids('issue_statuses')} AS statuses, ${ids('issue_statuses', 'NOT final')} AS "openStatuses",
       ${ids('issue_statuses', 'final')} AS "finalStatuses",
       ${ids('labels')} AS labels, ${ids('places')} AS places, ${first('teams', 'true')} AS team,
       ${ids('activity_types')} AS "activityTypes", ${ids('activity_statuses')} AS "activityStatuses",
       ${first('activity_types', 'NOT approvable')} AS "homeOffice",
       ${first('activity_types', 'approvable AND NOT working_hours')} AS vacation,
       ${first('activity_types', 'approvable AND working_hours')} AS trip,
       ${first('activity_statuses', 'NOT positive_final AND NOT negative_final')} AS requested,
       ${first('activity_statuses', 'positive_final')} AS approved,
       ${first('activity_statuses', 'negative_final')} AS rejected,
       ${ids('test_plans')} AS "testPlans",
       ${first('test_execution_statuses', 'state = 1')} AS passed,
       ${first('test_execution_statuses', 'state = 2')} AS failed`,
    [tenantId],
  );
  return row!;
}

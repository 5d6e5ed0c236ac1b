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

/**
 * Issue 55: D19's rules in play, so that balances and calendars are measured with them: vacation
 * accrues pro rata and carries over, allowances for four years, a tenant week, every fourth user
 * part-time from April, every tenth joined in March, and a Munich team (half the users) with its
 * own holidays.
 */
const LEAVE_RULES = [
  `UPDATE activity_types SET accrual = 'pro-rata', carry_over = '{"maxDays": 5, "expiresOn": "03-31"}'
   WHERE tenant_id = $1 AND name = 'Vacation'`,
  `INSERT INTO allowances (tenant_id, user_id, activity_type_id, year, days)
   SELECT $1, u.id, t.id, year, 28 FROM users u, activity_types t, generate_series(2024, 2027) AS year
   WHERE u.tenant_id = $1 AND t.tenant_id = $1 AND t.name = 'Vacation' ON CONFLICT DO NOTHING`,
  `INSERT INTO tenant_work_schedules (tenant_id, minutes) VALUES ($1, '{480,480,480,480,480,0,0}')`,
  `INSERT INTO user_work_schedules (tenant_id, user_id, valid_from, minutes)
   SELECT $1, u.id, date '2026-04-01', '{480,480,480,240,0,0,0}' FROM users u WHERE u.tenant_id = $1 AND u.id % 4 = 0`,
  `UPDATE users SET start_date = date '2026-03-15' WHERE tenant_id = $1 AND id % 10 = 0`,
  `INSERT INTO teams (tenant_id, name) VALUES ($1, 'Munich')`,
  `INSERT INTO team_members (tenant_id, team_id, user_id)
   SELECT $1, t.id, u.id FROM teams t, users u WHERE t.tenant_id = $1 AND t.name = 'Munich' AND u.tenant_id = $1 AND u.id % 2 = 0`,
  `INSERT INTO holidays (tenant_id, date, name, team_ids)
   SELECT $1, day, name, ARRAY[(SELECT id FROM teams WHERE tenant_id = $1 AND name = 'Munich')]
   FROM (VALUES (date '2026-01-06', 'Epiphany'), (date '2026-06-04', 'Corpus Christi'),
     (date '2026-08-15', 'Assumption Day'), (date '2026-11-01', 'All Saints'' Day')) AS munich(day, name)`,
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
  ...LEAVE_RULES,
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
  /** A type for working hours that needs no approval: what a worklog is. */
  work: number;
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
       ${first('activity_types', 'working_hours AND NOT approvable')} AS work,
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

import type { Database, Sql } from '../platform/db/database.js';
import { type CreatedTenant, insertTenant } from '../tenants/tenants.js';
import { insertDemoContent, type ReferenceIds } from './content.js';

export const DEMO_TENANT = 'demo';

// One statement per table, all in the tenant's transaction.
const REFERENCE_DATA = [
  `INSERT INTO users (tenant_id, firstname, lastname, email, role) VALUES
      ($1, 'Grace', 'Hopper', 'grace@demo.example', 'manager'),
      ($1, 'Alan', 'Turing', 'alan@demo.example', 'member'),
      ($1, 'Edsger', 'Dijkstra', 'edsger@demo.example', 'viewer')
    RETURNING 'users' AS kind, id, firstname AS name`,
  `INSERT INTO projects (tenant_id, name, test_case_robust) VALUES ($1, 'Website', false), ($1, 'Mobile app', true)
    RETURNING 'projects' AS kind, id, name`,
  `INSERT INTO issue_types (tenant_id, name) VALUES ($1, 'Bug'), ($1, 'Task'), ($1, 'Story')
    RETURNING 'issue_types' AS kind, id, name`,
  `INSERT INTO issue_priorities (tenant_id, name, color, position, priority_id) VALUES
      ($1, 'Low', '#22c55e', 1, 1), ($1, 'Medium', '#eab308', 2, 2), ($1, 'High', '#ef4444', 3, 3)
    RETURNING 'issue_priorities' AS kind, id, name`,
  `INSERT INTO issue_statuses (tenant_id, name, color, final) VALUES
      ($1, 'Open', '#3b82f6', false), ($1, 'In progress', '#a855f7', false), ($1, 'Done', '#22c55e', true)
    RETURNING 'issue_statuses' AS kind, id, name`,
  // Work before Home office: a worklog and a stopped timer take the first type for working hours
  // that needs no approval (by id), and time on issues is work wherever it is done.
  `INSERT INTO activity_types (tenant_id, name, description, color, working_hours, approvable) VALUES
      ($1, 'Vacation', 'Paid leave; needs approval', '#f97316', false, true),
      ($1, 'Work', 'Time on issues and projects', '#64748b', true, false),
      ($1, 'Home office', 'Working from home', '#0ea5e9', true, false),
      ($1, 'Business trip', 'Travel for work; needs approval', '#8b5cf6', true, true)
    RETURNING 'activity_types' AS kind, id, name`,
  `INSERT INTO activity_statuses (tenant_id, name, color, positive_final, negative_final) VALUES
      ($1, 'Requested', '#eab308', false, false),
      ($1, 'Approved', '#22c55e', true, false),
      ($1, 'Rejected', '#ef4444', false, true)
    RETURNING 'activity_statuses' AS kind, id, name`,
  `INSERT INTO places (tenant_id, name) VALUES ($1, 'Berlin office') RETURNING 'places' AS kind, id, name`,
  `INSERT INTO teams (tenant_id, name) VALUES ($1, 'Platform') RETURNING 'teams' AS kind, id, name`,
  `INSERT INTO team_members (tenant_id, team_id, user_id) SELECT $1, t.id, u.id FROM teams t, users u WHERE t.tenant_id = $1 AND u.tenant_id = $1`,
  `INSERT INTO labels (tenant_id, name, color) VALUES ($1, 'frontend', '#06b6d4'), ($1, 'backend', '#6366f1'), ($1, 'urgent', '#dc2626')
    RETURNING 'labels' AS kind, id, name`,
  `INSERT INTO holidays (tenant_id, date, name) VALUES
      ($1, '2026-12-25', 'Christmas Day'), ($1, '2026-12-26', 'Second day of Christmas'), ($1, '2027-01-01', 'New Year''s Day')`,
  `INSERT INTO test_plans (tenant_id, name) VALUES ($1, 'Regression')`,
  `INSERT INTO test_execution_statuses (tenant_id, name, state, color) VALUES ($1, 'Passed', 1, '#22c55e'), ($1, 'Failed', 2, '#ef4444')`,
];

/**
 * The demo tenant of a new embedded store: users of every role, reference data, and a few issues and
 * activities to look at (demo/content.ts), in one transaction, so that a crash leaves either the
 * whole demo or none.
 */
export function seedDemoTenant(db: Database, today = new Date()): Promise<CreatedTenant> {
  return db.write(DEMO_TENANT, async (sql) => {
    const tenant = await insertTenant(sql, {
      id: DEMO_TENANT,
      name: 'Demo',
      admin: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@demo.example' },
    });
    const ids = await insertReferenceData(sql, DEMO_TENANT);
    await insertDemoContent(sql, DEMO_TENANT, { ...ids, users: { ...ids.users, Ada: tenant.admin.id } }, today);
    return tenant;
  });
}

/**
 * The demo's users and reference data, added to an existing tenant; the benchmark's tenants start
 * from the same data. Meant for the tenant's write transaction (`sql` of `db.write`).
 */
export async function insertReferenceData(sql: Sql, tenantId: string): Promise<ReferenceIds> {
  const ids: ReferenceIds = {};
  for (const statement of REFERENCE_DATA) {
    for (const { kind, id, name } of await sql.query<{ kind: string; id: number; name: string }>(statement, [
      tenantId,
    ])) {
      (ids[kind] ??= {})[name] = id;
    }
  }
  return ids;
}

import { createActivities } from '../activities/create.js';
import { setActivityStatus } from '../activities/status.js';
import { addComment } from '../issues/comments.js';
import { createIssue } from '../issues/create.js';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Role } from '../platform/auth/permissions.js';
import type { Sql } from '../platform/db/database.js';
import { insertDemoTime } from './time.js';

/** Ids of the demo's reference data: table → name (a user's first name) → id. */
export type ReferenceIds = Record<string, Record<string, number>>;

const ROLES: Record<string, Role> = { Ada: 'admin', Grace: 'manager', Alan: 'member', Edsger: 'viewer' };
const ZONE = 'Europe/Berlin';
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the day `days` after `day`. */
const dateAfter = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Issues and activities for the first look at the demo tenant, written through the same write paths
 * as requests (so they are what the API would have made): a parent issue with two children, one of
 * them closed, comments, labels, a private issue; an approved vacation, a pending request and home
 * office days, all in the weeks after `today`; two weeks of time logged on the issues and a
 * running timer (demo/time.ts).
 */
export async function insertDemoContent(sql: Sql, tenantId: string, ids: ReferenceIds, today: Date): Promise<void> {
  const as = (firstname: string): Caller => ({ tenantId, userId: ids.users![firstname]!, role: ROLES[firstname]! });
  const id = (table: string, name: string) => ids[table]![name]!;
  const issue = (name: string) => ({
    projectId: id('projects', 'Website'),
    issueTypeId: id('issue_types', 'Task'),
    priorityId: id('issue_priorities', 'Medium'),
    statusId: id('issue_statuses', 'Open'),
    name,
  });

  const checkout = await createIssue(sql, as('Ada'), {
    ...issue('Checkout button does nothing in Safari'),
    description: 'Customers on Safari 17 click "Pay now" and nothing happens.',
    issueTypeId: id('issue_types', 'Bug'),
    priorityId: id('issue_priorities', 'High'),
    statusId: id('issue_statuses', 'In progress'),
    assignedId: id('users', 'Alan'),
    labels: [id('labels', 'frontend'), id('labels', 'urgent')],
    estimated: 240,
  });
  const reproduce = await createIssue(sql, as('Alan'), {
    ...issue('Reproduce on Safari 17'),
    statusId: id('issue_statuses', 'Done'),
    assignedId: id('users', 'Alan'),
    parentId: checkout.id,
    estimated: 60,
    spent: 45,
  });
  const popup = await createIssue(sql, as('Alan'), {
    ...issue('Handle the blocked pop-up in the click handler'),
    priorityId: id('issue_priorities', 'High'),
    assignedId: id('users', 'Alan'),
    parentId: checkout.id,
    labels: [id('labels', 'frontend')],
    estimated: 120,
  });
  await addComment(sql, as('Ada'), checkout.id, 'Three customers reported this since Monday.');
  await addComment(sql, as('Alan'), checkout.id, 'Safari blocks the payment pop-up; a fix is on its way.');
  const credentials = await createIssue(sql, as('Grace'), {
    ...issue('Rotate the database credentials'),
    description: 'Only managers and the people named here see this issue.',
    private: true,
    collaborators: [id('users', 'Alan')],
    labels: [id('labels', 'backend')],
  });
  const darkMode = await createIssue(sql, as('Ada'), {
    ...issue('Dark mode for the dashboard'),
    projectId: id('projects', 'Mobile app'),
    issueTypeId: id('issue_types', 'Story'),
    priorityId: id('issue_priorities', 'Low'),
  });

  // 30 vacation days a year for everyone, this year and the next: the balances have something to show.
  const year = today.getUTCFullYear();
  await sql.query(
    `INSERT INTO allowances (tenant_id, user_id, activity_type_id, year, days)
     SELECT $1, u.id, $2, y.year, 30 FROM users u, (VALUES ($3::int), ($3::int + 1)) AS y(year)
     WHERE u.tenant_id = $1`,
    [tenantId, id('activity_types', 'Vacation'), year],
  );

  const nextMonday = (8 - today.getUTCDay()) % 7 || 7;
  const activity = (type: string, from: number, to: number, description: string) => ({
    activityTypeId: id('activity_types', type),
    teamId: id('teams', 'Platform'),
    includeWeekends: false,
    description,
    dateFrom: dateAfter(today, from),
    dateTo: dateAfter(today, to),
    timeFrom: '00:00',
    timeTo: '24:00',
  });
  const [vacation] = await createActivities(
    sql,
    as('Grace'),
    activity('Vacation', nextMonday + 14, nextMonday + 18, 'Hiking in the Alps'),
    ZONE,
    // The demo has no approval policies: no workflow to start.
    true,
  );
  await setActivityStatus(sql, as('Ada'), vacation!.id, id('activity_statuses', 'Approved'));
  await createActivities(
    sql,
    as('Alan'),
    activity('Vacation', nextMonday + 21, nextMonday + 23, 'Family visit'),
    ZONE,
    true,
  );
  for (const day of [nextMonday + 1, nextMonday + 3]) {
    await createActivities(
      sql,
      as('Alan'),
      { ...activity('Home office', day, day, 'Working from home'), timeFrom: '09:00', timeTo: '17:00' },
      ZONE,
      true,
    );
  }

  const website = id('projects', 'Website');
  const mobile = id('projects', 'Mobile app');
  const on = (issue: { id: number }, projectId = website) => ({ id: issue.id, projectId });
  await insertDemoTime(
    sql,
    as,
    {
      issues: {
        checkout: on(checkout),
        reproduce: on(reproduce),
        popup: on(popup),
        credentials: on(credentials),
        darkMode: on(darkMode, mobile),
      },
      projects: { website, mobile },
    },
    id('activity_types', 'Work'),
    today,
    ZONE,
  );
}

import { createActivities } from '../activities/create.js';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Sql } from '../platform/db/database.js';

/** What a demo worklog is on: one of the demo's issues, or only a project (meetings, reviews). */
export interface WorkTargets {
  issues: Record<'checkout' | 'reproduce' | 'popup' | 'credentials' | 'darkMode', { id: number; projectId: number }>;
  projects: Record<'website' | 'mobile', number>;
}

type Target = keyof WorkTargets['issues'] | keyof WorkTargets['projects'];

/**
 * A worklog: the working day it is on (0–4 Monday to Friday of last week, 7–11 of this week), what
 * it is on, its times of day and what was done.
 */
type Worklog = [day: number, on: Target, from: string, to: string, description: string];

/** Two weeks of a small web team's time, as people write it down. */
const WORKLOGS: Record<'Ada' | 'Grace' | 'Alan', Worklog[]> = {
  Alan: [
    [0, 'reproduce', '09:00', '11:30', 'Reproduced on Safari 17.4 with a clean profile'],
    [0, 'checkout', '13:00', '17:00', 'Traced the click handler into the payment SDK'],
    [1, 'reproduce', '09:00', '10:00', 'Wrote down the steps and the console output'],
    [1, 'checkout', '10:00', '12:30', 'Compared the pop-up flow in Chrome and Safari'],
    [1, 'website', '14:00', '15:00', 'Sprint planning'],
    [2, 'popup', '09:00', '12:30', 'Open the payment window inside the click handler'],
    [2, 'popup', '13:30', '17:00', 'Fallback page for browsers that still block it'],
    [3, 'popup', '09:00', '12:00', 'Unit tests for the click handler'],
    [3, 'checkout', '13:00', '15:30', 'Went through the fix with Ada'],
    [4, 'popup', '09:00', '11:00', 'Addressed the review comments'],
    [4, 'website', '11:00', '12:00', 'Sprint review and demo'],
    [4, 'credentials', '13:00', '14:30', 'Listed the services that use the old credentials'],
    [7, 'popup', '09:00', '12:00', 'Tested the fix on Safari 16 and 17'],
    [7, 'checkout', '13:00', '16:30', 'Release notes and the reply to customers'],
    [8, 'credentials', '09:00', '11:30', 'Updated the deployment secrets'],
    [8, 'popup', '12:30', '16:00', 'A second click while the window opens'],
    [9, 'checkout', '09:00', '12:00', 'Watched the checkout errors after the release'],
    [9, 'website', '13:00', '15:00', 'Accessibility pass on the checkout page'],
    [10, 'popup', '09:00', '12:30', 'Removed the old workaround'],
    [10, 'website', '13:30', '17:00', 'Code review for the team'],
    [11, 'checkout', '09:00', '11:00', 'Closed the customer tickets'],
    [11, 'website', '11:00', '12:00', 'Sprint retrospective'],
  ],
  Grace: [
    [0, 'credentials', '09:00', '11:00', 'Inventory of the database users'],
    [0, 'mobile', '14:00', '16:00', 'Roadmap for the mobile app'],
    [1, 'credentials', '09:00', '12:00', 'Plan for a rotation without downtime'],
    [1, 'website', '14:00', '15:00', 'Sprint planning'],
    [2, 'darkMode', '09:00', '11:00', 'Wrote the acceptance criteria'],
    [2, 'mobile', '13:00', '16:00', 'Backlog grooming with the product owner'],
    [3, 'credentials', '10:00', '13:00', 'Rotated the staging credentials'],
    [3, 'website', '14:00', '15:30', 'One-on-ones with the team'],
    [4, 'website', '11:00', '12:00', 'Sprint review and demo'],
    [4, 'credentials', '13:00', '16:00', 'Checked the audit log after the rotation'],
    [7, 'credentials', '09:00', '12:00', 'Rotated the production credentials'],
    [7, 'mobile', '13:00', '15:00', 'Release plan for the mobile app'],
    [8, 'darkMode', '09:00', '11:30', 'Reviewed the colour tokens with design'],
    [8, 'website', '13:00', '14:00', 'One-on-ones with the team'],
    [9, 'credentials', '09:00', '10:30', 'Revoked the old credentials'],
    [9, 'mobile', '11:00', '13:00', 'Backlog grooming'],
    [10, 'website', '09:00', '12:00', 'Quarterly planning'],
    [10, 'darkMode', '13:00', '15:00', 'Checked the contrast of the dark theme'],
    [11, 'website', '11:00', '12:00', 'Sprint retrospective'],
    [11, 'credentials', '13:00', '14:00', 'Runbook for the next rotation'],
  ],
  Ada: [
    [0, 'checkout', '10:00', '12:00', 'Called the customers who reported it'],
    [1, 'darkMode', '09:00', '12:00', 'First sketch of the dark palette'],
    [1, 'website', '14:00', '15:00', 'Sprint planning'],
    [2, 'darkMode', '09:00', '13:00', 'Dark palette for charts and tables'],
    [3, 'checkout', '13:00', '15:30', 'Went through the pop-up fix with Alan'],
    [4, 'website', '11:00', '12:00', 'Sprint review and demo'],
    [4, 'darkMode', '13:00', '17:00', 'Prototype of the switch in the settings'],
    [7, 'checkout', '09:00', '10:30', 'Approved the release'],
    [7, 'darkMode', '11:00', '15:00', 'Remember the choice on each device'],
    [8, 'darkMode', '09:00', '12:30', 'Screenshots for the design review'],
    [9, 'darkMode', '09:00', '12:00', 'Contrast of disabled buttons'],
    [9, 'checkout', '14:00', '15:00', 'Follow-up with support'],
    [10, 'darkMode', '09:00', '12:00', 'Tests for the theme switch'],
    [11, 'website', '11:00', '12:00', 'Sprint retrospective'],
  ],
};

const DAY_MS = 86_400_000;

/**
 * Time logged on the demo's issues and projects (D18), for the timesheet, the reports and the
 * issues' logged time to show: last week's and this week's working days before `today`, as the
 * worklog API stores them (activities of `workTypeId`, the issue's project), and a timer that the
 * demo admin, who signs in first, started 40 minutes ago.
 */
export async function insertDemoTime(
  sql: Sql,
  as: (firstname: keyof typeof WORKLOGS) => Caller,
  targets: WorkTargets,
  workTypeId: number,
  today: Date,
  zone: string,
): Promise<void> {
  const lastMonday = today.getTime() - (((today.getUTCDay() + 6) % 7) + 7) * DAY_MS;
  const todayText = today.toISOString().slice(0, 10);
  for (const [person, worklogs] of Object.entries(WORKLOGS) as [keyof typeof WORKLOGS, Worklog[]][]) {
    for (const [day, on, timeFrom, timeTo, description] of worklogs) {
      const date = new Date(lastMonday + day * DAY_MS).toISOString().slice(0, 10);
      // Time is logged once it is worked: nothing today or later.
      if (date >= todayText) continue;
      const issue = on in targets.issues ? targets.issues[on as keyof WorkTargets['issues']] : null;
      await createActivities(
        sql,
        as(person),
        {
          activityTypeId: workTypeId,
          // As a worklog is stored: on its date, whatever the schedule says.
          includeWeekends: true,
          description,
          dateFrom: date,
          dateTo: date,
          timeFrom,
          timeTo,
          projectId: issue?.projectId ?? targets.projects[on as keyof WorkTargets['projects']],
          ...(issue ? { issueId: issue.id } : {}),
        },
        zone,
        true,
      );
    }
  }
  const ada = as('Ada');
  await sql.query(
    `INSERT INTO timers (tenant_id, user_id, issue_id, description, zone, started_at)
     VALUES ($1, $2, $3, 'Polishing the settings switch', $4, now() - interval '40 minutes')`,
    [ada.tenantId, ada.userId, targets.issues.darkMode.id, zone],
  );
}

import type { TenantClient } from './harness.js';

/** Reference data every issue test needs, created through the API in the admin's tenant. */
export interface IssueWorld {
  project: any;
  otherProject: any;
  bug: any;
  task: any;
  high: any;
  low: any;
  open: any;
  inProgress: any;
  done: any;
  ui: any;
  backend: any;
}

export async function createIssueWorld(admin: TenantClient): Promise<IssueWorld> {
  const create = (path: string, body: unknown) => admin.create(`/v1/${path}`, body);
  const project = await create('projects', { name: 'Website' });
  return {
    project,
    otherProject: await create('projects', { name: 'App', test_case_robust: true }),
    bug: await create('issue-types', { name: 'Bug' }),
    task: await create('issue-types', { name: 'Task' }),
    high: await create('issue-priorities', {
      name: 'High',
      projectId: project.id,
      position: 1,
      priorityId: 3,
      color: '#ff0000',
    }),
    low: await create('issue-priorities', { name: 'Low', position: 2, priorityId: 1 }),
    open: await create('issue-statuses', { name: 'Open' }),
    inProgress: await create('issue-statuses', { name: 'In progress' }),
    done: await create('issue-statuses', { name: 'Done', final: true }),
    ui: await create('labels', { name: 'ui', color: '#00ff00' }),
    backend: await create('labels', { name: 'backend' }),
  };
}

/** A minimal valid create body for an issue in `world`. */
export const issueInput = (world: IssueWorld, extra: Record<string, unknown> = {}) => ({
  name: 'Login button does nothing',
  projectId: world.project.id,
  issueTypeId: world.bug.id,
  priorityId: world.high.id,
  statusId: world.open.id,
  ...extra,
});

/** Creates an issue (200 expected) and returns it. */
export async function newIssue(
  client: TenantClient,
  world: IssueWorld,
  extra: Record<string, unknown> = {},
): Promise<any> {
  return client.create('/issues', issueInput(world, extra), 200);
}

/** Reference data every activity test needs. */
export interface ActivityWorld {
  vacation: any;
  homeOffice: any;
  requested: any;
  approved: any;
  rejected: any;
  office: any;
  project: any;
  team: any;
}

/** Activity types and statuses, a place, a project and a team whose members are `members`. */
export async function createActivityWorld(admin: TenantClient, members: number[]): Promise<ActivityWorld> {
  const create = (path: string, body: unknown) => admin.create(`/v1/${path}`, body);
  return {
    requested: await create('activity-statuses', { name: 'Requested', color: '#ffcc00' }),
    approved: await create('activity-statuses', { name: 'Approved', positiveFinal: true }),
    rejected: await create('activity-statuses', { name: 'Rejected', negativeFinal: true }),
    vacation: await create('activity-types', { name: 'Vacation', approvable: true, color: '#ff8800' }),
    homeOffice: await create('activity-types', { name: 'Home office', workingHours: true }),
    office: await create('places', { name: 'Berlin office' }),
    project: await create('projects', { name: 'Website' }),
    team: await create('teams', { name: 'Platform', memberIds: members }),
  };
}

/** A minimal valid activity input: a home-office Monday, 09:00 to 17:00. */
export const activityInput = (world: ActivityWorld, extra: Record<string, unknown> = {}) => ({
  activityTypeId: world.homeOffice.id,
  includeWeekends: false,
  description: 'Working from home',
  dateFrom: '2026-11-23',
  dateTo: '2026-11-23',
  timeFrom: '09:00',
  timeTo: '17:00',
  ...extra,
});

import Type from 'typebox';
import { checkStatement, idArray, referenceCheck, type ReferenceTarget } from '../platform/db/checks.js';
import { jsonArrayOf, jsonObject } from '../platform/db/json.js';
import { memberSet } from '../platform/db/member-sets.js';
import { db } from '../platform/db/query.js';
import {
  CalendarDate,
  Color,
  Description,
  Id,
  Int32,
  Name,
  NullableReference,
  SingleLine,
} from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import {
  activityStatusObject,
  activityTypeObject,
  holidayObject,
  issuePriorityObject,
  issueStatusObject,
  issueTypeObject,
  labelObject,
  placeObject,
  projectObject,
  teamFields,
  testExecutionStatusObject,
  testPlanObject,
} from './objects.js';
import { markDeleted, resource } from './resource.js';
import {
  ActivityStatusObject,
  ActivityTypeObject,
  IdNameObject,
  IssuePriorityObject,
  IssueStatusObject,
  LabelObject,
  PlaceObject,
  ProjectObject,
  TeamObject,
  TestExecutionStatusObject,
} from './schemas.js';

/** The reference data a tenant's admin maintains under /v1 (D3). */

const name = { column: 'name', schema: Name } as const;
const color = { column: 'color', schema: Color } as const;
const flag = <C extends string>(column: C) => ({ column, schema: Type.Boolean() });

export const projects = resource({
  path: 'projects',
  table: 'projects',
  alias: 'p',
  thing: 'Project',
  fields: { name, test_case_robust: flag('test_case_robust') },
  required: ['name'],
  response: ProjectObject,
  object: projectObject,
});

/** A project-scoped object's project: an id or `{id}` of a project of the tenant, or null. */
const project = { column: 'project_id', schema: NullableReference, reference: { target: projects } } as const;

/**
 * The users a team's members are. Not the `users` definition: importing users.ts here would load it
 * before the features that embed reference objects, and move its component in the OpenAPI document.
 */
const USERS: ReferenceTarget = { table: 'users', thing: 'User' };
const teamMembers = memberSet('team_members', 'team_id', 'user_id');
const MEMBERS_EXIST = checkStatement([
  referenceCheck<{ tenantId: string; memberIds: number[] }>(USERS, (p) => idArray(p.memberIds)),
]);

/** D13: a team holds at most this many members. */
export const MAX_TEAM_MEMBERS = 1_000;

export const teams = resource({
  path: 'teams',
  table: 'teams',
  alias: 'tm',
  thing: 'Team',
  fields: { name },
  required: ['name'],
  extension: {
    properties: { memberIds: Type.Array(Id, { maxItems: MAX_TEAM_MEMBERS, [EXPECTED]: 'an array of user ids' }) },
    require: async (sql, tenantId, { memberIds }) => {
      if (memberIds) await MEMBERS_EXIST.require(sql, { tenantId, memberIds });
    },
    save: async (sql, tenantId, teamId, { memberIds }) => {
      if (memberIds) await teamMembers.replace(sql, tenantId, [teamId], [...new Set(memberIds)]);
    },
  },
  response: Type.Object({ ...TeamObject.properties, memberIds: Type.Array(Type.Integer()) }),
  object: (tm) =>
    jsonObject({
      ...teamFields(tm),
      memberIds: db
        .selectFrom('team_members as m')
        .select((m) => jsonArrayOf(m.ref('m.user_id'), [m.ref('m.user_id')]).as('member_ids'))
        .where('m.tenant_id', '=', tm.ref('tm.tenant_id'))
        .where('m.team_id', '=', tm.ref('tm.id')),
    }),
  softDelete: markDeleted,
});

export const places = resource({
  path: 'places',
  table: 'places',
  alias: 'pl',
  thing: 'Place',
  fields: { name, type: { column: 'type', schema: SingleLine({ minLength: 1, maxLength: 64 }) } },
  required: ['name'],
  response: PlaceObject,
  object: placeObject,
});

export const activityTypes = resource({
  path: 'activity-types',
  table: 'activity_types',
  alias: 'at',
  thing: 'Activity type',
  fields: {
    name,
    description: { column: 'description', schema: Description },
    color,
    workingHours: flag('working_hours'),
    approvable: flag('approvable'),
  },
  required: ['name'],
  response: ActivityTypeObject,
  object: activityTypeObject,
});

export const activityStatuses = resource({
  path: 'activity-statuses',
  table: 'activity_statuses',
  alias: 'st',
  thing: 'Activity status',
  fields: { name, color, positiveFinal: flag('positive_final'), negativeFinal: flag('negative_final') },
  required: ['name'],
  response: ActivityStatusObject,
  object: activityStatusObject,
  checkMessages: { activity_status_final_exclusive: 'A status cannot be both positiveFinal and negativeFinal.' },
});

export const issueTypes = resource({
  path: 'issue-types',
  table: 'issue_types',
  alias: 't',
  thing: 'Issue type',
  fields: { name },
  required: ['name'],
  response: IdNameObject,
  object: issueTypeObject,
});

export const issuePriorities = resource({
  path: 'issue-priorities',
  table: 'issue_priorities',
  alias: 'pr',
  thing: 'Priority',
  fields: {
    name,
    projectId: project,
    color,
    position: { column: 'position', schema: Int32 },
    priorityId: { column: 'priority_id', schema: Int32 },
  },
  required: ['name'],
  response: IssuePriorityObject,
  object: issuePriorityObject,
});

export const issueStatuses = resource({
  path: 'issue-statuses',
  table: 'issue_statuses',
  alias: 's',
  thing: 'Status',
  fields: { name, color, final: flag('final') },
  required: ['name'],
  response: IssueStatusObject,
  object: issueStatusObject,
  softDelete: markDeleted,
});

export const labels = resource({
  path: 'labels',
  table: 'labels',
  alias: 'l',
  thing: 'Label',
  fields: { name, color },
  required: ['name'],
  response: LabelObject,
  object: labelObject,
});

export const holidays = resource({
  path: 'holidays',
  table: 'holidays',
  alias: 'h',
  thing: 'Holiday',
  fields: { date: { column: 'date', schema: CalendarDate }, name },
  required: ['date', 'name'],
  response: Type.Object({ id: Type.Integer(), date: Type.String({ description: 'YYYY-MM-DD' }), name: Type.String() }),
  object: holidayObject,
  uniqueMessages: { holidays_date_unique: (body) => `A holiday on ${String(body.date)} exists already.` },
});

export const testPlans = resource({
  path: 'test-plans',
  table: 'test_plans',
  alias: 'tp',
  thing: 'Test plan',
  fields: { name },
  required: ['name'],
  response: IdNameObject,
  object: testPlanObject,
});

export const testExecutionStatuses = resource({
  path: 'test-execution-statuses',
  table: 'test_execution_statuses',
  alias: 'ts',
  thing: 'Test execution status',
  fields: { name, projectId: project, state: { column: 'state', schema: Int32 }, color },
  required: ['name'],
  response: TestExecutionStatusObject,
  object: testExecutionStatusObject,
});

export const referenceData = [
  projects,
  teams,
  places,
  activityTypes,
  activityStatuses,
  issueTypes,
  issuePriorities,
  issueStatuses,
  labels,
  holidays,
  testPlans,
  testExecutionStatuses,
];

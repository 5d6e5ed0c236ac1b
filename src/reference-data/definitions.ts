import Type from 'typebox';
import { CalendarDate, Color, Description, Id, Int32, Name, NullableReference } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import {
  activityStatusJson,
  activityTypeJson,
  idNameJson,
  issuePriorityJson,
  issueStatusJson,
  labelJson,
  placeJson,
  projectJson,
  testExecutionStatusJson,
} from './json.js';
import type { Body, Field, ResourceDefinition } from './resource.js';
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

const name: Field = { column: 'name', schema: Name };
const color: Field = { column: 'color', schema: Color };
const project: Field = {
  column: 'project_id',
  schema: NullableReference,
  references: { table: 'projects', thing: 'Project' },
};
const flag = (column: string): Field => ({ column, schema: Type.Boolean() });

export const projects: ResourceDefinition = {
  path: 'projects',
  table: 'projects',
  thing: 'Project',
  fields: { name, test_case_robust: flag('test_case_robust') },
  required: ['name'],
  response: ProjectObject,
  json: projectJson,
};

export const teams: ResourceDefinition = {
  path: 'teams',
  table: 'teams',
  thing: 'Team',
  fields: { name },
  required: ['name'],
  extension: {
    schema: { memberIds: Type.Array(Id, { maxItems: 10_000, [EXPECTED]: 'an array of user ids' }) },
    references: (body: Body) => [
      { table: 'users', thing: 'User', ids: (body.memberIds as number[] | undefined) ?? [] },
    ],
    save: async (sql, tenantId, teamId, body) => {
      if (body.memberIds === undefined) return;
      await sql.query('DELETE FROM team_members WHERE tenant_id = $1 AND team_id = $2', [tenantId, teamId]);
      await sql.query(
        `INSERT INTO team_members (tenant_id, team_id, user_id)
         SELECT $1, $2, user_id FROM unnest($3::int[]) AS user_id ON CONFLICT DO NOTHING`,
        [tenantId, teamId, body.memberIds],
      );
    },
  },
  response: Type.Object({ ...TeamObject.properties, memberIds: Type.Array(Type.Integer()) }),
  json: (a) =>
    `json_build_object('id', ${a}.id, 'name', ${a}.name, 'deleted', ${a}.deleted, 'memberIds', coalesce(
       (SELECT json_agg(m.user_id ORDER BY m.user_id) FROM team_members m WHERE m.tenant_id = ${a}.tenant_id AND m.team_id = ${a}.id),
       '[]'))`,
  softDelete: 'deleted = true',
};

export const places: ResourceDefinition = {
  path: 'places',
  table: 'places',
  thing: 'Place',
  fields: { name, type: { column: 'type', schema: Type.String({ minLength: 1, maxLength: 64 }) } },
  required: ['name'],
  response: PlaceObject,
  json: placeJson,
};

export const activityTypes: ResourceDefinition = {
  path: 'activity-types',
  table: 'activity_types',
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
  json: activityTypeJson,
};

export const activityStatuses: ResourceDefinition = {
  path: 'activity-statuses',
  table: 'activity_statuses',
  thing: 'Activity status',
  fields: { name, color, positiveFinal: flag('positive_final'), negativeFinal: flag('negative_final') },
  required: ['name'],
  response: ActivityStatusObject,
  json: activityStatusJson,
  checkMessages: { activity_status_final_exclusive: 'A status cannot be both positiveFinal and negativeFinal.' },
};

export const issueTypes: ResourceDefinition = {
  path: 'issue-types',
  table: 'issue_types',
  thing: 'Issue type',
  fields: { name },
  required: ['name'],
  response: IdNameObject,
  json: idNameJson,
};

export const issuePriorities: ResourceDefinition = {
  path: 'issue-priorities',
  table: 'issue_priorities',
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
  json: issuePriorityJson,
};

export const issueStatuses: ResourceDefinition = {
  path: 'issue-statuses',
  table: 'issue_statuses',
  thing: 'Status',
  fields: { name, color, final: flag('final') },
  required: ['name'],
  response: IssueStatusObject,
  json: issueStatusJson,
  softDelete: 'deleted = true',
};

export const labels: ResourceDefinition = {
  path: 'labels',
  table: 'labels',
  thing: 'Label',
  fields: { name, color },
  required: ['name'],
  response: LabelObject,
  json: labelJson,
};

export const holidays: ResourceDefinition = {
  path: 'holidays',
  table: 'holidays',
  thing: 'Holiday',
  fields: { date: { column: 'date', schema: CalendarDate }, name },
  required: ['date', 'name'],
  response: Type.Object({ id: Type.Integer(), date: Type.String({ description: 'YYYY-MM-DD' }), name: Type.String() }),
  json: (a) => `json_build_object('id', ${a}.id, 'date', to_char(${a}.date, 'YYYY-MM-DD'), 'name', ${a}.name)`,
  uniqueMessages: { holidays_date_unique: (body) => `A holiday on ${String(body.date)} exists already.` },
};

export const testPlans: ResourceDefinition = {
  path: 'test-plans',
  table: 'test_plans',
  thing: 'Test plan',
  fields: { name },
  required: ['name'],
  response: IdNameObject,
  json: idNameJson,
};

export const testExecutionStatuses: ResourceDefinition = {
  path: 'test-execution-statuses',
  table: 'test_execution_statuses',
  thing: 'Test execution status',
  fields: { name, projectId: project, state: { column: 'state', schema: Int32 }, color },
  required: ['name'],
  response: TestExecutionStatusObject,
  json: testExecutionStatusJson,
};

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

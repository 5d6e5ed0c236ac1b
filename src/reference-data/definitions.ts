import Type, { type Static } from 'typebox';
import { expressionBuilder, sql } from 'kysely';
import { checkStatement, idArray, referenceCheck, type ReferenceTarget } from '../platform/db/checks.js';
import { jsonObject } from '../platform/db/json.js';
import { memberSet } from '../platform/db/member-sets.js';
import { Statement } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import { conflict } from '../platform/http/errors.js';
import {
  CalendarDate,
  Color,
  Description,
  Id,
  Int32,
  Name,
  NonNegativeInt32,
  Nullable,
  NullableReference,
  SingleLine,
} from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import {
  activityStatusObject,
  activityTypeSettingsObject,
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
  Accrual,
  ActivityTypeSettingsObject,
  CarryOver,
  HolidayObject,
  HolidayTeamIds,
  IdNameObject,
  IssuePriorityObject,
  IssueStatusObject,
  LabelObject,
  PlaceObject,
  ProjectObject,
  CoverageMode,
  TeamAccountObject,
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
 * The users a team's members and leads, and a user's deputy, are. Not the `users` definition:
 * importing users.ts here would load it before the features that embed reference objects, and move
 * its component in the OpenAPI document; users.ts cannot name itself.
 */
export const USERS: ReferenceTarget = { table: 'users', thing: 'User' };
const teamMembers = memberSet('team_members', 'team_id', 'user_id');
const teamLeads = memberSet('team_leads', 'team_id', 'user_id');
const USERS_EXIST = checkStatement([
  referenceCheck<{ tenantId: string; userIds: number[] }>(USERS, (p) => idArray(p.userIds)),
]);

/** D13: a team holds at most this many members, and as many leads. */
export const MAX_TEAM_MEMBERS = 1_000;
const UserIds = Type.Array(Id, { maxItems: MAX_TEAM_MEMBERS, [EXPECTED]: 'an array of user ids' });
/** The sorted ids of one of a team's user sets, as a JSON array. */
const idsOf = (set: typeof teamMembers, tm: Parameters<typeof teamFields>[0]) =>
  sql<
    number[]
  >`coalesce((SELECT json_agg(id ORDER BY id) FROM (${set.of(tm.ref('tm.tenant_id'), tm.ref('tm.id'))}) AS ids(id)), '[]')`;

export const teams = resource({
  path: 'teams',
  table: 'teams',
  alias: 'tm',
  thing: 'Team',
  fields: {
    name,
    // D14: how many members must stay present on a working day; null checks no coverage.
    minPresent: { column: 'min_present', schema: Nullable(NonNegativeInt32) },
    coverageMode: { column: 'coverage_mode', schema: CoverageMode },
  },
  required: ['name'],
  extension: {
    // D14: the leads approve the team's requests; they need not be members.
    properties: { memberIds: UserIds, leadIds: UserIds },
    require: async (sql, tenantId, { memberIds, leadIds }) => {
      const userIds = [...(memberIds ?? []), ...(leadIds ?? [])];
      if (userIds.length > 0) await USERS_EXIST.require(sql, { tenantId, userIds });
    },
    save: async (sql, tenantId, teamId, { memberIds, leadIds }) => {
      if (memberIds) await teamMembers.replace(sql, tenantId, [teamId], [...new Set(memberIds)]);
      if (leadIds) await teamLeads.replace(sql, tenantId, [teamId], [...new Set(leadIds)]);
    },
  },
  response: TeamAccountObject,
  object: (tm) =>
    jsonObject({
      ...teamFields(tm),
      memberIds: idsOf(teamMembers, tm),
      leadIds: idsOf(teamLeads, tm),
      minPresent: tm.ref('tm.min_present'),
      coverageMode: tm.ref('tm.coverage_mode'),
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
    private: flag('private'),
    accrual: { column: 'accrual', schema: Accrual },
    carryOver: { column: 'carry_over', schema: Nullable(CarryOver) },
  },
  required: ['name'],
  response: ActivityTypeSettingsObject,
  object: activityTypeSettingsObject,
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

const h = expressionBuilder<DB & { h: DB['holidays'] }, 'h'>();

/**
 * A holiday in one insert: its teams decide whether it collides with another on its date, so they
 * cannot be set after an insert of the required fields as other resources' optional fields are.
 */
const INSERT_HOLIDAY = new Statement(
  (p: { tenantId: string; date: string; name: string; teamIds: number[] }) =>
    sql<{ holiday: Static<typeof HolidayObject> }>`WITH added AS (
      INSERT INTO holidays (tenant_id, date, name, team_ids) VALUES (${p.tenantId}, ${p.date}::date, ${p.name}, ${p.teamIds}::int[])
      ON CONFLICT ON CONSTRAINT holidays_date_unique DO NOTHING RETURNING *)
    SELECT ${holidayObject(h)} AS holiday FROM added h`,
);

const holidayConflict = (body: { date?: string; teamIds?: number[] }) =>
  `A holiday on ${String(body.date)}${body.teamIds?.length ? ' for the same teams' : ''} exists already.`;

export const holidays = resource({
  path: 'holidays',
  table: 'holidays',
  alias: 'h',
  thing: 'Holiday',
  fields: {
    date: { column: 'date', schema: CalendarDate },
    name,
    teamIds: { column: 'team_ids', schema: HolidayTeamIds },
  },
  required: ['date', 'name'],
  extension: {
    properties: {},
    require: async (sql, tenantId, { teamIds }) => {
      if (teamIds && teamIds.length > 0) await TEAMS_EXIST.require(sql, { tenantId, teamIds });
    },
  },
  response: HolidayObject,
  object: holidayObject,
  create: async (sql, tenantId, body) => {
    const [row] = await INSERT_HOLIDAY.run(sql, { tenantId, ...body, teamIds: body.teamIds ?? [] });
    if (!row) throw conflict(holidayConflict(body));
    return row.holiday;
  },
  uniqueMessages: { holidays_date_unique: holidayConflict },
});

const TEAMS_EXIST = checkStatement([
  referenceCheck<{ tenantId: string; teamIds: number[] }>(teams, (p) => idArray(p.teamIds)),
]);

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

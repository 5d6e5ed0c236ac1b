import Type from 'typebox';
import { component, Id } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';

/** Response shapes of the reference objects of interface.md, embedded by every feature. */

export const UserObject = component(
  'User',
  Type.Object({
    id: Type.Integer(),
    firstname: Type.String(),
    lastname: Type.String(),
    email: Type.String(),
    avatar: Type.String(),
    deleted: Type.Boolean(),
  }),
);

export const UserWithLanguageObject = component(
  'IssueUser',
  Type.Object({
    ...UserObject.properties,
    language: Type.String({ description: 'short language code' }),
  }),
);

export const ProjectObject = component(
  'Project',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    test_case_robust: Type.Boolean(),
  }),
);

export const TeamObject = component(
  'Team',
  Type.Object({ id: Type.Integer(), name: Type.String(), deleted: Type.Boolean() }),
);

/** D14: whether a team left short of `minPresent` only shows it (warn) or refuses the approval (block). */
export const CoverageMode = Type.Enum(['warn', 'block'], { default: 'warn' });

/** The team as its resource answers: with its members, leads and coverage settings (D14). */
export const TeamAccountObject = component(
  'TeamAccount',
  Type.Object({
    ...TeamObject.properties,
    memberIds: Type.Array(Type.Integer()),
    leadIds: Type.Array(Type.Integer()),
    minPresent: Type.Union([Type.Integer(), Type.Null()]),
    coverageMode: CoverageMode,
  }),
);

export const PlaceObject = component(
  'Place',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    type: Type.String({ description: 'CUSTOM unless set otherwise' }),
  }),
);

export const ActivityTypeObject = component(
  'ActivityType',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    color: Type.String({ description: 'hex color #rrggbb' }),
    workingHours: Type.Boolean(),
    approvable: Type.Boolean(),
  }),
);

/** D19: how a type's allowance counts for someone employed part of a year. */
export const Accrual = Type.Enum(['none', 'pro-rata'], {
  description: "'pro-rata': a year's allowance counts days × months employed that year ÷ 12, rounded up to a half day",
});

/** A month and day that exists in every year. */
const MonthDay = Type.String({
  pattern: '^(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)$',
  [EXPECTED]: 'a month and day in the form MM-DD, such as 03-31 (not 02-29)',
});

/** D19: what remains of a year (at most maxDays) is usable in the next one until expiresOn. */
export const CarryOver = Type.Object(
  {
    maxDays: Type.Number({
      minimum: 0,
      maximum: 366,
      multipleOf: 0.5,
      [EXPECTED]: 'a number of days from 0 to 366 in half days',
    }),
    expiresOn: MonthDay,
  },
  { additionalProperties: false },
);

/** An activity type as its admin maintains it: the embedded object and D19's settings. */
export const ActivityTypeSettingsObject = component(
  'ActivityTypeSettings',
  Type.Object({
    ...ActivityTypeObject.properties,
    private: Type.Boolean({ description: 'visible only to the author, approvers, managers and admins (sick leave)' }),
    accrual: Accrual,
    carryOver: Type.Union([CarryOver, Type.Null()]),
  }),
);

/** D19: a holiday applies to the members of `teamIds`, or to everyone when it is empty. */
export const HolidayTeamIds = Type.Array(Id, { maxItems: 100, [EXPECTED]: 'an array of team ids' });

export const HolidayObject = component(
  'Holiday',
  Type.Object({
    id: Type.Integer(),
    date: Type.String({ description: 'YYYY-MM-DD' }),
    name: Type.String(),
    teamIds: Type.Array(Type.Integer(), { description: 'the teams it applies to; empty: everyone' }),
  }),
);

export const ActivityStatusObject = component(
  'ActivityStatus',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    color: Type.String(),
    positiveFinal: Type.Boolean(),
    negativeFinal: Type.Boolean(),
  }),
);

export const IdNameObject = Type.Object({ id: Type.Integer(), name: Type.String() });

export const IssueStatusObject = component(
  'IssueStatus',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    color: Type.String(),
    deleted: Type.Boolean(),
    final: Type.Boolean(),
  }),
);

export const LabelObject = component(
  'Label',
  Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() }),
);

export const IssuePriorityObject = component(
  'IssuePriority',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    priorityId: Type.Integer(),
    projectId: Type.Union([ProjectObject, Type.Null()]),
    color: Type.String(),
    position: Type.Integer(),
  }),
);

export const TestExecutionStatusObject = component(
  'TestExecutionStatus',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    projectId: Type.Union([ProjectObject, Type.Null()]),
    state: Type.Integer(),
    color: Type.String(),
  }),
);

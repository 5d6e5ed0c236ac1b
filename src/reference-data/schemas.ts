import Type from 'typebox';
import { component } from '../platform/http/schemas.js';

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

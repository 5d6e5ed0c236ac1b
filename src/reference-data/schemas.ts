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

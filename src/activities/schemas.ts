import Type from 'typebox';
import {
  CalendarDate,
  component,
  Description,
  NullableReference,
  Reference,
  UtcMidnight,
  UtcMillis,
} from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import {
  ActivityStatusObject,
  ActivityTypeObject,
  IdNameObject,
  PlaceObject,
  ProjectObject,
  TeamObject,
  UserObject,
} from '../reference-data/schemas.js';

const StartTime = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  [EXPECTED]: 'a time in the form HH:MM, from 00:00 to 23:59',
});
const EndTime = Type.String({
  pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$',
  [EXPECTED]: 'a time in the form HH:MM, from 00:00 to 24:00',
});

/** The activity input of interface.md, for create and (replacing every field) update. */
export const ActivityInput = Type.Object(
  {
    activityTypeId: Reference,
    place: Type.Optional(NullableReference),
    projectId: Type.Optional(NullableReference),
    issueId: Type.Optional(NullableReference),
    teamId: Type.Optional(NullableReference),
    // Who stands in for the author; decides first when the request's approval policy asks for one.
    substituteId: Type.Optional(NullableReference),
    includeWeekends: Type.Boolean(),
    description: Description,
    dateFrom: CalendarDate,
    dateTo: CalendarDate,
    timeFrom: StartTime,
    timeTo: EndTime,
  },
  {
    examples: [
      {
        activityTypeId: 1,
        place: 1,
        teamId: 1,
        includeWeekends: false,
        description: 'Winter holidays',
        dateFrom: '2026-12-21',
        dateTo: '2027-01-03',
        timeFrom: '00:00',
        timeTo: '24:00',
      },
    ],
  },
);
export type ActivityInput = Type.Static<typeof ActivityInput>;

export const StatusInput = Type.Object({ statusId: Reference });

const Minutes = Type.String({ pattern: '^\\d{1,4}$', description: 'minutes after midnight as text, "720" for 12:00' });

/** The Activity table of interface.md, plus `zone` (D5). */
export const ActivityObject = component(
  'Activity',
  Type.Object({
    id: Type.Integer(),
    activityTypeId: ActivityTypeObject,
    place: Type.Optional(PlaceObject),
    author: UserObject,
    projectId: Type.Union([ProjectObject, Type.Null()]),
    issueId: Type.Union([IdNameObject, Type.Null()]),
    teamId: Type.Union([TeamObject, Type.Null()]),
    includeWeekends: Type.Boolean(),
    description: Type.String(),
    dateFrom: UtcMidnight,
    dateTo: UtcMidnight,
    timeFrom: Minutes,
    timeTo: Minutes,
    duration: Type.Integer({ description: 'minutes: (timeTo - timeFrom) per day, times the days covered' }),
    statusId: ActivityStatusObject,
    statusEditor: UserObject,
    deleted: Type.Boolean(),
    created_at: UtcMillis,
    zone: Type.String({ description: 'IANA time zone of the wall-clock dates and times' }),
  }),
);
export type ActivityObject = Type.Static<typeof ActivityObject>;

import Type from 'typebox';
import { CalendarDate, Description, Reference, UtcMillis } from '../platform/http/schemas.js';
import { IdNameObject } from '../reference-data/schemas.js';
import { Cursor, PageLimit } from '../platform/http/pagination.js';
import { EXPECTED } from '../platform/http/validation.js';

const StartTime = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  [EXPECTED]: 'a time in the form HH:MM, from 00:00 to 23:59',
});
const EndTime = Type.String({
  pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$',
  [EXPECTED]: 'a time in the form HH:MM, from 00:00 to 24:00',
});

/** D18: a worklog is told by its minutes (from `start`) or by its times of day, not both. */
export const WorklogInput = Type.Object(
  {
    date: CalendarDate,
    minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440, description: 'minutes worked, from start' })),
    start: Type.Optional({ ...StartTime, description: 'when the minutes begin, 09:00 unless sent' }),
    timeFrom: Type.Optional(StartTime),
    timeTo: Type.Optional(EndTime),
    description: Type.Optional(Description),
    activityTypeId: Type.Optional(Reference),
  },
  {
    examples: [{ date: '2026-11-23', minutes: 90, start: '14:00', description: 'Reproduced the bug' }],
  },
);
export type WorklogInput = Type.Static<typeof WorklogInput>;

export const WorklogListQuery = Type.Object({
  limit: Type.Optional(PageLimit),
  cursor: Type.Optional(Cursor),
});
export type WorklogListQuery = Type.Static<typeof WorklogListQuery>;

/** D18: the timer runs on one issue, one per user. */
export const TimerInput = Type.Object(
  { issueId: Reference, description: Type.Optional(Description) },
  { examples: [{ issueId: 42, description: 'Reviewing the checkout fix' }] },
);
export type TimerInput = Type.Static<typeof TimerInput>;

export const TimerObject = Type.Object({
  issue: Type.Union([IdNameObject, Type.Null()], {
    description: 'the issue, null once the caller may no longer see it',
  }),
  startedAt: UtcMillis,
  description: Type.String(),
});
export type TimerObject = Type.Static<typeof TimerObject>;

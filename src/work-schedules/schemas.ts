import Type from 'typebox';
import { CalendarDate, component } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';

/** D19: the minutes scheduled on each weekday, Monday first. */
export const WeekMinutes = Type.Array(Type.Integer({ minimum: 0, maximum: 1440 }), {
  minItems: 7,
  maxItems: 7,
  description: 'minutes of work on Monday, Tuesday, ... Sunday; 0 is a day off',
  [EXPECTED]: 'seven whole numbers of minutes from 0 to 1440, Monday first',
});

export const WorkScheduleObject = component(
  'WorkSchedule',
  Type.Object({ minutes: WeekMinutes }, { examples: [{ minutes: [480, 480, 480, 480, 480, 0, 0] }] }),
);
export type WorkSchedule = Type.Static<typeof WorkScheduleObject>;

export const UserWorkScheduleInput = Type.Object(
  {
    // The first day it applies; it applies until the next one begins.
    validFrom: CalendarDate,
    minutes: WeekMinutes,
  },
  { examples: [{ validFrom: '2027-01-01', minutes: [480, 480, 240, 0, 0, 0, 0] }] },
);
export type UserWorkScheduleInput = Type.Static<typeof UserWorkScheduleInput>;

export const UserWorkScheduleObject = component(
  'UserWorkSchedule',
  Type.Object({ id: Type.Integer(), validFrom: Type.String({ description: 'YYYY-MM-DD' }), minutes: WeekMinutes }),
);
export type UserWorkSchedule = Type.Static<typeof UserWorkScheduleObject>;

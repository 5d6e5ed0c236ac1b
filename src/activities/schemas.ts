import Type from 'typebox';
import { component, Reference } from '../platform/http/schemas.js';
import { INPUT_SCHEMAS, OUTPUTS } from './fields.js';

/** The activity input of interface.md, for create and (replacing every field) update. */
export const ActivityInput = Type.Object(INPUT_SCHEMAS, {
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
});
export type ActivityInput = Type.Static<typeof ActivityInput>;

export const StatusInput = Type.Object({ statusId: Reference });

/** The Activity table of interface.md, plus `zone` (D5). */
export const ActivityObject = component('Activity', Type.Object(OUTPUTS));
export type ActivityObject = Type.Static<typeof ActivityObject>;

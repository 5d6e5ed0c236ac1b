import Type from 'typebox';
import { sql } from 'kysely';
import { jsonObject } from '../platform/db/json.js';
import { component, Reference } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { activityTypes } from '../reference-data/definitions.js';
import type { RowScope } from '../reference-data/objects.js';
import { resource } from '../reference-data/resource.js';
import { users } from '../users/users.js';

export const AllowanceObject = component(
  'Allowance',
  Type.Object({
    id: Type.Integer(),
    userId: Type.Integer(),
    activityTypeId: Type.Integer(),
    year: Type.Integer(),
    days: Type.Number({ description: 'whole or half days' }),
  }),
);

const allowanceObject = (al: RowScope<'allowances', 'al'>) =>
  jsonObject({
    id: al.ref('al.id'),
    userId: al.ref('al.user_id'),
    activityTypeId: al.ref('al.activity_type_id'),
    year: al.ref('al.year'),
    days: sql`${al.ref('al.days')}::float8`,
  });

export const Year = Type.Integer({ minimum: 1, maximum: 9999, [EXPECTED]: 'a year from 1 to 9999' });

/** Leave allowances (D10): days of one activity type a user may take in one year; admins write them. */
export const allowances = resource({
  path: 'allowances',
  table: 'allowances',
  alias: 'al',
  thing: 'Allowance',
  fields: {
    userId: { column: 'user_id', schema: Reference, reference: { target: users } },
    activityTypeId: { column: 'activity_type_id', schema: Reference, reference: { target: activityTypes } },
    year: { column: 'year', schema: Year },
    days: {
      column: 'days',
      schema: Type.Number({ minimum: 0, maximum: 9999, multipleOf: 0.5, [EXPECTED]: 'a number of whole or half days' }),
    },
  },
  required: ['userId', 'activityTypeId', 'year', 'days'],
  response: AllowanceObject,
  object: allowanceObject,
  uniqueMessages: {
    allowances_unique: () => 'An allowance for this user, activity type and year exists already.',
  },
});

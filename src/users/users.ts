import Type from 'typebox';
import { sql } from 'kysely';
import { ROLES } from '../platform/auth/permissions.js';
import { jsonObject } from '../platform/db/json.js';
import { conflict } from '../platform/http/errors.js';
import { CalendarDate, component, Name, Nullable, NullableReference, SingleLine } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { type RowScope, userFields } from '../reference-data/objects.js';
import { USERS } from '../reference-data/definitions.js';
import { markDeleted, resource } from '../reference-data/resource.js';
import { UserWithLanguageObject } from '../reference-data/schemas.js';
import { handOverApprovalsOf } from '../approvals/hand-over.js';

export const Email = SingleLine({ maxLength: 255, format: 'email', [EXPECTED]: 'an email address' });
export const Role = Type.Enum([...ROLES]);
export const UserAccountObject = component(
  'UserAccount',
  Type.Object({
    ...UserWithLanguageObject.properties,
    role: Role,
    deputyId: Type.Union([Type.Integer(), Type.Null()], {
      description: 'who decides in their place while they are away',
    }),
    startDate: Type.Union([Type.String(), Type.Null()], { description: 'YYYY-MM-DD: the first day employed' }),
    endDate: Type.Union([Type.String(), Type.Null()], { description: 'YYYY-MM-DD: the last day employed' }),
  }),
);
export type UserAccount = Type.Static<typeof UserAccountObject>;

/** User row `u` as the account object: the user of issue responses with the role. */
const userAccountObject = (u: RowScope<'users', 'u'>) =>
  jsonObject({
    ...userFields(u, true),
    role: u.ref('u.role'),
    deputyId: u.ref('u.deputy_id'),
    startDate: sql`to_char(${u.ref('u.start_date')}, 'YYYY-MM-DD')`,
    endDate: sql`to_char(${u.ref('u.end_date')}, 'YYYY-MM-DD')`,
  });

/** A tenant's users: the people issues and activities name, each with one role (D2). */
export const users = resource({
  path: 'users',
  table: 'users',
  alias: 'u',
  thing: 'User',
  fields: {
    firstname: { column: 'firstname', schema: Name },
    lastname: { column: 'lastname', schema: Name },
    email: { column: 'email', schema: Email },
    avatar: { column: 'avatar', schema: Nullable(Type.String({ maxLength: 2048 })) },
    language: {
      column: 'language',
      schema: Type.String({
        pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$',
        [EXPECTED]: 'a language code such as "en" or "de"',
      }),
    },
    role: { column: 'role', schema: Role },
    deputyId: { column: 'deputy_id', schema: NullableReference, reference: { target: USERS } },
    // D19: employment dates; a pro-rata allowance counts the months between them.
    startDate: { column: 'start_date', schema: Nullable(CalendarDate) },
    endDate: { column: 'end_date', schema: Nullable(CalendarDate) },
  },
  required: ['firstname', 'lastname', 'email', 'role'],
  response: UserAccountObject,
  object: userAccountObject,
  softDelete: markDeleted,
  checkMessages: {
    users_deputy_not_self: "Field 'deputyId' must name another user.",
    users_employment_order: "Field 'endDate' must not be before 'startDate'.",
  },
  uniqueMessages: { users_email_unique: (body) => `A user with email ${String(body.email)} exists already.` },
  // A role change or deletion must take effect at once, not when a cached credential expires.
  afterWrite: (app) => app.credentials.clear(),
  // Together these keep at least one admin in every tenant: only another admin can demote or remove one.
  beforeUpdate: (caller, id, body) => {
    if (caller.userId === id && body.role !== undefined && body.role !== caller.role) {
      throw conflict('You cannot change your own role; another admin can.');
    }
  },
  beforeDelete: (caller, id) => {
    if (caller.userId === id) throw conflict('You cannot delete your own user.');
  },
  afterDelete: handOverApprovalsOf,
});

export const userStore = users.store;

import Type from 'typebox';
import { component, DateTime, Nullable, SingleLine } from '../platform/http/schemas.js';
import { UserAccountObject } from '../users/users.js';

export const MeObject = component(
  'Me',
  Type.Object({
    ...UserAccountObject.properties,
    tenant: Type.String({ description: 'the tenant you act in, as X-tenantID names it' }),
  }),
);
export type MeObject = Type.Static<typeof MeObject>;

export const PersonalTokenInput = Type.Object(
  {
    name: Type.Optional(SingleLine({ maxLength: 255 })),
    expiresAt: Type.Optional(Nullable(DateTime)),
  },
  { examples: [{ name: 'Laptop CLI', expiresAt: '2027-06-30T00:00:00.000Z' }] },
);
export type PersonalTokenInput = Type.Static<typeof PersonalTokenInput>;

import Type from 'typebox';
import { component, Nullable, UtcMillis } from '../platform/http/schemas.js';

export const LinkParams = Type.Object({
  tenant: Type.String({ maxLength: 63 }),
  secret: Type.String({ maxLength: 100 }),
});

export const SessionObject = component(
  'Session',
  Type.Object({
    id: Type.Integer(),
    createdAt: UtcMillis,
    lastSeenAt: UtcMillis,
    userAgent: Nullable(Type.String()),
    current: Type.Boolean({ description: 'whether this request came with it' }),
  }),
);

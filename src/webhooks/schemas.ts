import Type from 'typebox';
import { EventTypePattern } from '../events/types.js';
import { Cursor, PageLimit } from '../platform/http/pagination.js';
import { component, IdText, Nullable, SingleLine, UtcMillis } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';

const Url = SingleLine({ minLength: 1, maxLength: 2000, [EXPECTED]: 'an http or https URL' });
const Events = Type.Array(EventTypePattern, { minItems: 1, maxItems: 100 });
/** What names the hook in lists: one line, like every name (D13). */
const Description = Nullable(SingleLine({ maxLength: 1000 }));

export const WebhookInput = Type.Object({
  url: Url,
  events: Events,
  description: Type.Optional(Description),
  active: Type.Optional(Type.Boolean()),
});
export type WebhookInput = Type.Static<typeof WebhookInput>;

export const WebhookUpdate = Type.Partial(WebhookInput);
export type WebhookUpdate = Type.Static<typeof WebhookUpdate>;

export const WebhookObject = component(
  'Webhook',
  Type.Object({
    id: Type.Integer(),
    url: Type.String(),
    events: Type.Array(Type.String()),
    description: Type.Union([Type.String(), Type.Null()]),
    active: Type.Boolean(),
    disabledReason: Type.Union([Type.String(), Type.Null()], {
      description: 'Why the service disabled the hook (410 Gone, or too many failed deliveries); null otherwise',
    }),
    createdAt: UtcMillis,
    updatedAt: UtcMillis,
  }),
);
export type WebhookObject = Type.Static<typeof WebhookObject>;

export const CreatedWebhookObject = Type.Object({
  ...WebhookObject.properties,
  secret: Type.String({
    description: 'whsec_<base64 of 32 random bytes>: the signing key. Shown only in this response.',
  }),
});
export type CreatedWebhookObject = Type.Static<typeof CreatedWebhookObject>;

export const DeliveryObject = component(
  'WebhookDelivery',
  Type.Object({
    id: Type.Integer(),
    eventId: Type.Integer(),
    eventType: Type.String(),
    attempts: Type.Integer(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
    responseStatus: Type.Union([Type.Integer(), Type.Null()]),
    durationMs: Type.Union([Type.Integer(), Type.Null()]),
    error: Type.Union([Type.String(), Type.Null()]),
    createdAt: UtcMillis,
    nextAttemptAt: Type.Union([UtcMillis, Type.Null()]),
  }),
);
export type DeliveryObject = Type.Static<typeof DeliveryObject>;

export const DeliveryParams = Type.Object({ id: IdText, deliveryId: IdText });
export const DeliveryListQuery = Type.Object({ limit: Type.Optional(PageLimit), cursor: Type.Optional(Cursor) });

import Type from 'typebox';
import { Cursor, Page, PageLimit } from '../platform/http/pagination.js';
import { component, Flag, Nullable, UtcMillis } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { UserObject } from '../reference-data/schemas.js';
import { NOTIFICATION_KINDS, NotificationKind } from './kinds.js';

export const NotificationObject = component(
  'Notification',
  Type.Object({
    id: Type.Integer(),
    kind: NotificationKind,
    createdAt: UtcMillis,
    readAt: Nullable(UtcMillis),
    subject: Type.String({ description: "one line, in the recipient's language" }),
    text: Type.String({ description: 'paragraphs separated by blank lines' }),
    link: Type.String({ description: 'the path of the object in the web app' }),
    activityId: Nullable(Type.Integer({ description: 'the first of activityIds' })),
    issueId: Nullable(Type.Integer({ description: 'the first of issueIds' })),
    activityIds: Type.Array(Type.Integer(), {
      description: 'every activity it is about: the runs of one request, in one notification',
    }),
    issueIds: Type.Array(Type.Integer(), {
      description: 'every issue it is about: one write that assigns or closes many issues is one notification',
    }),
    actor: Nullable(UserObject),
  }),
);
export type NotificationObject = Type.Static<typeof NotificationObject>;

export const NotificationListQuery = Type.Object({
  unread: Type.Optional(Flag),
  limit: Type.Optional(PageLimit),
  cursor: Type.Optional(Cursor),
});
export type NotificationListQuery = Type.Static<typeof NotificationListQuery>;

export const NotificationPage = Type.Object({
  ...Page(NotificationObject).properties,
  unreadCount: Type.Integer({ description: "the caller's unread notifications, on every page" }),
});

export const ReadInput = Type.Object(
  {
    ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, [EXPECTED]: 'a positive integer id' }), { minItems: 1, maxItems: 500 }),
    ),
    all: Type.Optional(Type.Literal(true, { [EXPECTED]: 'true' })),
  },
  { examples: [{ ids: [12, 13] }] },
);
export type ReadInput = Type.Static<typeof ReadInput>;

const EmailMode = Type.Enum(['immediate', 'daily', 'off'], {
  description:
    'immediate: a message per notification; daily: one digest a day at dailyAt in zone; off: in the app only',
});
const DailyAt = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  [EXPECTED]: 'a time in the form HH:MM, from 00:00 to 23:59',
});
const Zone = Type.String({ maxLength: 100, description: 'IANA time zone of dailyAt', examples: ['Europe/Berlin'] });
/** Which kinds notify at all (in the app and by email); the input may name some (checked in the service). */
const KIND_SWITCHES = 'which kinds notify you at all, in the app and by email';
const KindSwitches = Type.Object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Type.Boolean()])), {
  description: KIND_SWITCHES,
});
const KindSwitchesInput = Type.Record(Type.String({ maxLength: 100 }), Type.Boolean(), {
  maxProperties: NOTIFICATION_KINDS.length,
  description: `${KIND_SWITCHES}: the kinds named change, the others stay`,
});

export const NotificationSettings = component(
  'NotificationSettings',
  Type.Object({ email: EmailMode, dailyAt: DailyAt, zone: Zone, kinds: KindSwitches }),
);
export type NotificationSettings = Type.Static<typeof NotificationSettings>;

export const NotificationSettingsInput = Type.Object(
  {
    email: Type.Optional(EmailMode),
    dailyAt: Type.Optional(DailyAt),
    zone: Type.Optional(Zone),
    kinds: Type.Optional(KindSwitchesInput),
  },
  { examples: [{ email: 'daily', dailyAt: '08:30', zone: 'Europe/Berlin', kinds: { 'issue.commented': false } }] },
);
export type NotificationSettingsInput = Type.Static<typeof NotificationSettingsInput>;

export const NotificationDeliveryObject = component(
  'NotificationDelivery',
  Type.Object({
    id: Type.Integer(),
    notificationId: Nullable(Type.Integer({ description: 'null for a daily digest' })),
    to: Type.String(),
    status: Type.Enum(['pending', 'sent', 'failed']),
    attempts: Type.Integer(),
    error: Nullable(Type.String()),
    sentAt: Nullable(UtcMillis),
  }),
);
export type NotificationDeliveryObject = Type.Static<typeof NotificationDeliveryObject>;

export const DeliveryListQuery = Type.Object({ limit: Type.Optional(PageLimit), cursor: Type.Optional(Cursor) });

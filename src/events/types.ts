import { type Expression, sql } from 'kysely';
import Type from 'typebox';
import { EXPECTED } from '../platform/http/validation.js';

/**
 * Every event type the service emits (D9, D14): the one list that the writers' types are checked
 * against (eventType, eventTypeOfAction), and that the feed's filter, webhook subscriptions and the
 * OpenAPI document name.
 */
export const EVENT_TYPES = [
  'issue.created',
  'issue.updated',
  'issue.deleted',
  'issue.undeleted',
  'issue.comment.created',
  'issue.comment.updated',
  'issue.comment.deleted',
  'activity.created',
  'activity.updated',
  'activity.deleted',
  'activity.undeleted',
  'activity.status_changed',
  'activity.decided',
  'activity.approval_requested',
  'webhook.ping',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** An event type as SQL text, checked against the list. */
export const eventType = (type: EventType) => sql<EventType>`${sql.lit(type)}::text`;

/** The event type of each history action, as SQL over column `action`: a CASE of the map's pairs. */
export const eventTypeOfAction = (action: Expression<string>, types: Record<string, EventType>) =>
  sql<EventType>`CASE ${action} ${sql.join(
    Object.entries(types).map(([name, type]) => sql`WHEN ${sql.lit(name)} THEN ${eventType(type)}`),
    sql` `,
  )} END`;

/** The type of an event object, for documents that show it. */
export const EventTypeSchema = Type.Enum([...EVENT_TYPES], { description: 'one of the event types' });

/**
 * What a subscription or a feed filter may name: a type, `*` for all, or a prefix of whole segments
 * followed by `.*` (`issue.*`, `issue.comment.*`). A pattern that matches no type is refused rather
 * than kept as a subscription that never fires.
 */
const PATTERNS = [
  '*',
  ...new Set(
    EVENT_TYPES.flatMap((type) => {
      const segments = type.split('.');
      return segments.slice(1).map((_, end) => `${segments.slice(0, end + 1).join('.')}.*`);
    }),
  ),
  ...EVENT_TYPES,
];

const escaped = (text: string) => text.replace(/[.*]/g, (character) => `\\${character}`);
const ONE_PATTERN = `(${PATTERNS.map(escaped).join('|')})`;
const WORDS = 'an event type (issue.updated), a prefix pattern (issue.*) or *';
const NAMED = `Event types: ${EVENT_TYPES.join(', ')}.`;

export const EventTypePattern = Type.String({
  pattern: `^${ONE_PATTERN}$`,
  description: `${WORDS}. ${NAMED}`,
  [EXPECTED]: WORDS,
});

/** A comma-separated list of patterns, as the feed's `types` query parameter takes it. */
export const EventTypePatternList = Type.String({
  pattern: `^${ONE_PATTERN}(,${ONE_PATTERN})*$`,
  description: `comma-separated event types or patterns (issue.*,activity.status_changed). ${NAMED}`,
  [EXPECTED]: `a comma-separated list of event types or patterns (issue.*,activity.status_changed)`,
});

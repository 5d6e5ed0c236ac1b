import Type from 'typebox';
import { EXPECTED } from '../platform/http/validation.js';

/** Every event type of D9. */
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
  'webhook.ping',
] as const;

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

export const EventTypePattern = Type.String({ pattern: `^${ONE_PATTERN}$`, [EXPECTED]: WORDS });

/** A comma-separated list of patterns, as the feed's `types` query parameter takes it. */
export const EventTypePatternList = Type.String({
  pattern: `^${ONE_PATTERN}(,${ONE_PATTERN})*$`,
  [EXPECTED]: `a comma-separated list of event types or patterns (issue.*,activity.status_changed)`,
});

import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { badRequest } from '../platform/http/errors.js';

/** The header of the activity writes that read it (requestZone): documented where it is read. */
export const ZoneHeader = Type.Object({
  Zone: Type.Optional(
    Type.String({
      description:
        "IANA time zone of the activity's wall-clock dates and times; UTC when absent on create, kept when absent on update",
      examples: ['Europe/Berlin'],
    }),
  ),
});

const INVALID_ZONE = "Header 'Zone' must be an IANA time-zone name such as Europe/Berlin or UTC.";

/** The zone names the runtime knows, by their lower-case spelling, to give a name sent in any case its own. */
const KNOWN_ZONES = new Map(
  [...Intl.supportedValuesOf('timeZone'), 'UTC'].map((name) => [name.toLowerCase(), name] as const),
);

/** Whether the runtime accepts `name` as a time zone; it reads names in any letter case. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The `Zone` header (D5): an IANA time-zone name; the activity's dates and times are wall-clock
 * values there. The name is kept as sent, only its letter case fixed when it is one the runtime
 * lists: the runtime would resolve aliases to other names (EST to America/Panama, GMT to UTC), and
 * the stored zone is the one the client chose. Undefined when the request does not send one.
 */
export function requestZone(request: FastifyRequest): string | undefined {
  const header = request.headers.zone;
  if (header === undefined) return undefined;
  const zone = ianaZone(Array.isArray(header) ? '' : header);
  if (zone === null) throw badRequest(INVALID_ZONE);
  return zone;
}

/** `name` as an IANA time-zone name, its letter case fixed (see requestZone); null when it is none. */
export function ianaZone(name: string): string | null {
  const trimmed = name.trim();
  // IANA names never start with a sign; newer runtimes also take UTC offsets such as +01:00 as zones.
  if (trimmed === '' || /^[+-]/.test(trimmed) || !isTimeZone(trimmed)) return null;
  return KNOWN_ZONES.get(trimmed.toLowerCase()) ?? trimmed;
}

import type { FastifyRequest } from 'fastify';
import { badRequest } from '../platform/http/errors.js';

/**
 * The `Zone` header (D5): an IANA time-zone name, returned in its canonical spelling; the activity's
 * dates and times are wall-clock values there. Undefined when the request does not send one.
 */
export function requestZone(request: FastifyRequest): string | undefined {
  const header = request.headers.zone;
  if (header === undefined) return undefined;
  const name = Array.isArray(header) ? '' : header.trim();
  try {
    if (name === '') throw new RangeError('empty');
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    throw badRequest("Header 'Zone' must be an IANA time-zone name such as Europe/Berlin or UTC.");
  }
}

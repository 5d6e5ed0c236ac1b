import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preconditionFailed } from './errors.js';
import { sendJsonText } from './json-text.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route does of D8's conditional requests, for its documentation: `etag`, its answer is
     * one object with an ETag (a GET then also answers If-None-Match with 304); `ifMatch`, a write to
     * one object that honours If-Match (412).
     */
    conditional?: { etag?: true; ifMatch?: true };
  }
}

/**
 * Conditional requests (D8). An ETag is a digest of the exact bytes of the body sent, so it changes
 * when, and only when, a byte of that body would change for that caller, whatever changed it (a
 * renamed status, a new comment, a child's estimate rolling up).
 */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** The entity tags of an If-Match or If-None-Match header; '*' for any. */
function listedTags(header: string | string[] | undefined): string[] | '*' | null {
  if (header === undefined) return null;
  const value = [header].flat().join(',').trim();
  if (value === '*') return '*';
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/**
 * Sends one object's JSON text (or another `type` of text) with its ETag; a GET whose If-None-Match
 * names that ETag (or `*`) gets 304 without a body instead. If-None-Match compares weakly, as RFC
 * 9110 says: `W/"x"` matches `"x"`. `etag`, when given, must be `etagOf(body)`, computed before.
 */
export function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  { type, etag = etagOf(body) }: { type?: string; etag?: string } = {},
): FastifyReply {
  reply.header('etag', etag);
  const ifNoneMatch = request.method === 'GET' ? listedTags(request.headers['if-none-match']) : null;
  if (ifNoneMatch === '*' || ifNoneMatch?.some((tag) => tag.replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return type ? reply.type(type).send(body) : sendJsonText(reply, body);
}

/** What a write to one object was asked to require with If-Match. */
export class Precondition {
  private constructor(
    private readonly tags: string[] | '*',
    private readonly thing: 'issue' | 'activity',
  ) {}

  /** The request's If-Match for a write to one `thing`; null when it sends none. */
  static of(request: FastifyRequest, thing: 'issue' | 'activity'): Precondition | null {
    const tags = listedTags(request.headers['if-match']);
    return tags === null ? null : new Precondition(tags, thing);
  }

  /**
   * 412, and so nothing written, unless the object's body as the caller would read it now has one of
   * the tags; `*` only needs the object to exist. Called inside the write's transaction once the
   * object is locked, so that two writes with the same tag cannot both pass. If-Match compares
   * strongly: a weak tag never matches.
   */
  async require(currentBody: () => Promise<string>): Promise<void> {
    if (this.tags === '*') return;
    const current = etagOf(await currentBody());
    if (!this.tags.includes(current)) {
      throw preconditionFailed(`The ${this.thing} was changed since it was read; read it again and retry.`);
    }
  }
}

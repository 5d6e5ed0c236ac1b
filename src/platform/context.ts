import type { CredentialCache } from './auth/authenticate.js';
import type { LongRequests } from './db/long-requests.js';
import type { CursorCodec } from './http/pagination.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verified tokens; features that revoke tokens or change users clear it. */
    credentials: CredentialCache;
    /** Signs and checks the keyset cursors of every list. */
    cursors: CursorCodec;
    /** Each tenant's long requests (calendars, coverage, exports, erasures) take turns (D13). */
    longRequests: LongRequests;
  }
}

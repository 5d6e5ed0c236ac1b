import type { CredentialCache } from './auth/authenticate.js';
import type { CostlyReads } from './db/costly-reads.js';
import type { CursorCodec } from './http/pagination.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verified tokens; features that revoke tokens or change users clear it. */
    credentials: CredentialCache;
    /** Signs and checks the keyset cursors of every list. */
    cursors: CursorCodec;
    /** Each tenant's costly reads take turns (D13). */
    costlyReads: CostlyReads;
  }
}

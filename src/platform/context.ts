import type { CredentialCache } from './auth/authenticate.js';
import type { Database } from './db/database.js';
import type { CursorCodec } from './http/pagination.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store every route works through. */
    db: Database;
    /** Verified tokens; features that revoke tokens or change users clear it. */
    credentials: CredentialCache;
    /** Signs and checks the keyset cursors of every list. */
    cursors: CursorCodec;
  }
}

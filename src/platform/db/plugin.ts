import fp from 'fastify-plugin';
import type { Store } from '../config.js';
import type { Database } from './database.js';
import { openDatabase } from './open.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store every route works through. */
    db: Database;
    /** Whether the store held no tenant when it was opened (the embedded store only; D1's demo tenant). */
    storeWasEmpty: boolean;
  }
}

/** A store the service opens and closes with its own lifecycle, or one its caller (a test) owns. */
export type DatabaseSource = { store: Store } | { db: Database };

/**
 * The database as part of Fastify's lifecycle: opened (and migrated) when the service starts, closed
 * by `app.close()` after the requests in flight, since plugins close in the reverse order of their start.
 */
export const databasePlugin = fp<DatabaseSource>(
  async (app, source) => {
    if ('db' in source) {
      app.decorate('db', source.db);
      app.decorate('storeWasEmpty', false);
      return;
    }
    const { db, holdsNoTenant } = await openDatabase(source.store);
    app.decorate('db', db);
    app.decorate('storeWasEmpty', holdsNoTenant === true);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'database', fastify: '5.x' },
);

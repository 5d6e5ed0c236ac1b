import type { Store } from '../config.js';
import type { OpenedDatabase } from './database.js';
import { openPGlite } from './pglite.js';
import { openPostgres } from './postgres.js';

/** Opens the configured store and brings its schema up to date. */
export function openDatabase(store: Store): Promise<OpenedDatabase> {
  return store.kind === 'postgres'
    ? openPostgres({ url: store.url, requestTimeoutMs: store.requestTimeoutMs })
    : openPGlite({ dataDir: store.dataDir });
}

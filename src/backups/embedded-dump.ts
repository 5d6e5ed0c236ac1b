/**
 * A program of its own (started by dump.ts): dumps the embedded store at the path it is given (a
 * store's directory, or a `.tar` of one) with PGlite's pg_dump and writes the dump to stdout. It
 * runs apart from the service because PGlite's pg_dump holds the whole dump in memory, and runs
 * synchronously: in the service it would stop every request until it ended.
 */
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { startPGlite } from '../platform/db/pglite.js';
import { DUMP_OPTIONS } from './dump.js';

const store = process.argv[2];
if (!store) {
  process.stderr.write('usage: embedded-dump <store directory or .tar>\n');
  process.exit(2);
}
const pglite = await startPGlite(
  store.endsWith('.tar') ? { loadDataDir: new Blob([await readFile(store)]) } : { dataDir: store },
);
const dump = await pgDump({ pg: pglite, args: DUMP_OPTIONS });
await pipeline(Readable.fromWeb(dump.stream() as ReadableStream<Uint8Array>), process.stdout);
await pglite.close();

/**
 * A program of its own (started by dump.ts): dumps the embedded store at the path it is given (a
 * store's directory, or a `.tar` of one) with PGlite's pg_dump and writes the dump to stdout as
 * pg_dump makes it (streamed-pg-dump.ts). It runs apart from the service because pg_dump runs
 * synchronously, in a PGlite of its own: in the service it would stop every request until it ended,
 * and both PGlites' memory would add to the service's.
 */
import { writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { startPGlite } from '../platform/db/pglite.js';
import { DUMP_OPTIONS } from './dump.js';
import { streamPgDump } from './streamed-pg-dump.js';

/** Nothing wakes it: Atomics.wait on it is a synchronous pause. */
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes all of `bytes` to stdout before it returns, as pg_dump runs synchronously: a reader that
 * does not take them holds the dump up here. stdout is a blocking pipe unless something in this
 * process opened it as a stream, which makes it non-blocking: a full pipe then answers EAGAIN.
 */
function writeToStdout(bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) {
    try {
      at += writeSync(1, bytes, at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(pause, 0, 0, 5); // 5 ms for the reader to take some, then again
    }
  }
}

const store = process.argv[2];
if (!store) {
  process.stderr.write('usage: embedded-dump <store directory or .tar>\n');
  process.exit(2);
}
const pglite = await startPGlite({
  ...(store.endsWith('.tar') ? { loadDataDir: new Blob([await readFile(store)]) } : { dataDir: store }),
  // The dump reads each page about once: the default 128 MB of shared buffers would only fill with
  // pages read once, and stay resident.
  sharedBuffers: '16MB',
});
await streamPgDump(pglite, DUMP_OPTIONS, writeToStdout);
await pglite.close();

import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Store } from '../platform/config.js';
import { lockStore } from '../platform/db/pglite.js';
import { DumpError } from './dump-script.js';
import { startDump } from './dump.js';

/**
 * `npm run cli -- backup --out FILE` (D21): the store's dump written to FILE, through a file beside
 * it that takes FILE's name only once the dump is whole, so that a failed backup leaves no file that
 * looks like one (and an older backup of that name as it was). The embedded store must be stopped
 * (its lock is taken); a server's may run.
 */
export async function backupToFile(store: Store, out: string): Promise<{ file: string; bytes: number; ms: number }> {
  const started = Date.now();
  const file = path.resolve(out);
  const folder = await stat(path.dirname(file)).catch(() => null);
  if (!folder?.isDirectory()) throw new DumpError(`No folder ${path.dirname(file)} to write the backup into.`);
  let unlock = async () => undefined as void;
  if (store.kind === 'pglite') {
    if (!(await stat(path.join(store.dataDir, 'PG_VERSION')).catch(() => null))) {
      throw new DumpError(`No embedded store at ${store.dataDir} (DATA_DIR) to back up.`);
    }
    unlock = await lockStore(store.dataDir);
  }
  const partial = `${file}.partial`;
  try {
    const dump = await startDump(
      store.kind === 'postgres'
        ? { kind: 'postgres', url: store.url }
        : { kind: 'pglite-directory', dataDir: store.dataDir },
    );
    await Promise.all([pipeline(dump.output, createWriteStream(partial)), dump.finished]);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, ms: Date.now() - started };
  } finally {
    await rm(partial, { force: true });
    await unlock();
  }
}

import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Store } from '../platform/config.js';
import { lockStore, startPGlite } from '../platform/db/pglite.js';
import { APP_ROLE, ERASER_ROLE, WORKER_ROLE } from '../platform/db/roles.js';
import { checkDumpStart, DumpError, type DumpStatement, dumpStatements, isCopyFromStdin } from './dump-script.js';

/** What a restore did. */
export interface RestoreResult {
  statements: number;
  ms: number;
}

/** The restore's side of a store: its catalog, and one transaction that runs the dump's statements. */
interface RestoreTarget {
  query<Row>(text: string): Promise<Row[]>;
  transaction(work: (run: (text: string) => Promise<void>) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * The roles the schema grants to (migrations 0001, 0015 and 0040) and their memberships belong to
 * the server, not to a database, so a dump holds none: they are made first, as the migrations make
 * them, where they are missing.
 */
const ROLES = [APP_ROLE, WORKER_ROLE, ERASER_ROLE]
  .map(
    (role) => `DO $$
BEGIN
  CREATE ROLE ${role} NOLOGIN NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;
DO $$
BEGIN
  EXECUTE format('GRANT ${role} TO %I', current_user);
EXCEPTION WHEN OTHERS THEN
  NULL;
END $$;`,
  )
  .concat(`GRANT ${APP_ROLE} TO ${ERASER_ROLE};`)
  .join('\n');

/** Statements sent to the store at once: fewer round trips, and an error still names a few lines. */
const BATCH_STATEMENTS = 50;
const BATCH_CHARACTERS = 4 * 1024 * 1024;

/**
 * Restores `file`, a backup (a plain-text dump of either store), into the empty store `store`, in
 * one transaction: a file that is not a dump, a dump that was cut off, or a statement the store
 * refuses leaves the store as it was. The embedded store must be stopped (its lock is taken).
 */
export async function restoreBackup(file: string, store: Store): Promise<RestoreResult> {
  const started = Date.now();
  await checkFile(file);
  const target = await openTarget(store);
  try {
    const tables = await target.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
    );
    const count = tables[0]!.count;
    if (count > 0) {
      throw new DumpError(
        `The target store is not empty (its schema public holds ${count} tables, views or sequences): restore into a new ${
          store.kind === 'postgres' ? 'database' : 'DATA_DIR'
        }; nothing was changed.`,
      );
    }
    const settings = new Set(
      (await target.query<{ name: string }>('SELECT name FROM pg_settings')).map((row) => row.name),
    );
    let statements = 0;
    await target.transaction(async (run) => {
      await run(ROLES);
      let batch: DumpStatement[] = [];
      let characters = 0;
      const send = async () => {
        if (batch.length === 0) return;
        const sent = batch;
        batch = [];
        characters = 0;
        try {
          await run(sent.map((statement) => statement.text).join('\n'));
        } catch (error) {
          const lines = sent.length === 1 ? `line ${sent[0]!.line}` : `lines ${sent[0]!.line}-${sent.at(-1)!.line}`;
          throw new DumpError(
            `The store refused a statement of the dump (${lines}): ${(error as Error).message}; nothing was restored.`,
          );
        }
      };
      for await (const statement of dumpStatements(createReadStream(file, { encoding: 'utf8' }))) {
        if (isCopyFromStdin(statement.text)) {
          throw new DumpError(
            `The dump loads rows with COPY ... FROM stdin (line ${statement.line}), which only psql reads; make it with backup or pg_dump ${DUMP_HINT}.`,
          );
        }
        // pg_dump sets the session's settings first, some of which older servers lack (PostgreSQL 17's
        // transaction_timeout, in dumps of the embedded store): those are left out.
        const setting = /^SET\s+([a-z_]+)\s*(=|TO)/i.exec(statement.text)?.[1];
        if (setting && !settings.has(setting.toLowerCase())) continue;
        batch.push(statement);
        characters += statement.text.length;
        statements += 1;
        if (batch.length >= BATCH_STATEMENTS || characters >= BATCH_CHARACTERS) await send();
      }
      await send();
    });
    // Statistics for the planner, which a restore leaves without (PGlite has no autovacuum).
    await target.query('ANALYZE');
    return { statements, ms: Date.now() - started };
  } finally {
    await target.close();
  }
}

const DUMP_HINT = '--rows-per-insert=1000 --no-owner (plain format, the options backup uses)';

/** The file must exist and start as a dump, before anything touches the store. */
async function checkFile(file: string): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new DumpError(`No file to restore at ${file}.`);
  const handle = await open(file);
  try {
    const start = Buffer.alloc(64);
    const { bytesRead } = await handle.read(start, 0, 64, 0);
    checkDumpStart(start.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}

async function openTarget(store: Store): Promise<RestoreTarget> {
  if (store.kind === 'postgres') {
    const client = new pg.Client({ connectionString: store.url });
    await client.connect();
    return {
      query: async (text) => (await client.query(text)).rows as never[],
      transaction: async (work) => {
        await client.query('BEGIN');
        try {
          await work(async (text) => void (await client.query(text)));
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      },
      close: () => client.end(),
    };
  }
  const existed = await stat(store.dataDir).then(
    () => true,
    () => false,
  );
  const unlock = await lockStore(store.dataDir);
  let pglite: PGlite;
  try {
    pglite = await startPGlite({ dataDir: store.dataDir });
  } catch (error) {
    await unlock();
    throw error;
  }
  let restored = false;
  return {
    query: async (text) => (await pglite.query(text)).rows as never[],
    transaction: async (work) => {
      await pglite.transaction(async (tx: Transaction) => work(async (text) => void (await tx.exec(text))));
      restored = true;
    },
    close: async () => {
      await pglite.close();
      // A store this restore created and could not fill goes again: the DATA_DIR is as it was.
      if (!existed && !restored) await rm(store.dataDir, { recursive: true, force: true });
      await unlock();
    },
  };
}

import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql } from './database.js';

/** A connection with owner rights, before it is narrowed to the application role. */
export interface OwnerConnection extends Sql {
  /** Runs a script of several statements. */
  execute(script: string): Promise<void>;
}

export interface Migration {
  version: number;
  name: string;
  script: string;
  checksum: string;
}

// The same relative path works from src/platform/db and from dist/platform/db.
const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations/', import.meta.url));
// An arbitrary constant; every process migrating the same database takes this advisory lock.
const MIGRATION_LOCK_KEY = 4_711_002;

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const script = await readFile(`${dir}/${file}`, 'utf8');
      return {
        version: Number(file.slice(0, 4)),
        name: file.slice(5, -4),
        script,
        checksum: createHash('sha256').update(script).digest('hex'),
      };
    }),
  );
}

/**
 * Applies the pending migrations in order, each in its own transaction, recording them in
 * schema_migrations. Safe to run twice and from several processes at once: a session advisory lock
 * serialises the runners and each re-reads what is applied after taking it.
 */
export async function migrate(connection: OwnerConnection, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await connection.execute(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = await connection.query<{ version: number; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations',
    );
    const appliedChecksums = new Map(applied.map((row) => [row.version, row.checksum]));
    const newlyApplied: number[] = [];
    for (const migration of all) {
      const checksum = appliedChecksums.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.version}_${migration.name} was changed after it was applied`);
        }
        continue;
      }
      await applyOne(connection, migration);
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
}

async function applyOne(connection: OwnerConnection, migration: Migration): Promise<void> {
  await connection.execute('BEGIN');
  try {
    await connection.execute(migration.script);
    await connection.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
      migration.version,
      migration.name,
      migration.checksum,
    ]);
    await connection.execute('COMMIT');
  } catch (error) {
    await connection.execute('ROLLBACK');
    throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

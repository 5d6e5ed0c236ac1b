import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { expect } from 'expect';
import { describe, it } from 'node:test';
import { loadMigrations, migrate, type OwnerConnection } from './migrate.js';
import { startPGlite } from './pglite.js';
import { migrateAsOwner } from './postgres.js';

function pgliteOwner(pglite: PGlite): OwnerConnection {
  return {
    execute: async (script) => {
      await pglite.exec(script);
    },
    query: async <Row>(text: string, params?: readonly unknown[]) =>
      (await pglite.query<Row>(text, params as unknown[])).rows,
  };
}

describe('migrations', () => {
  it('are numbered files applied in order', async () => {
    const migrations = await loadMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.version)).toEqual([...migrations.map((m) => m.version)].sort((a, b) => a - b));
    expect(migrations[0]).toMatchObject({ version: 1, name: 'foundation' });
  });

  it('apply once and are recorded; running them again changes nothing', async () => {
    const pglite = await startPGlite();
    const owner = pgliteOwner(pglite);
    const all = (await loadMigrations()).map((m) => m.version);
    expect(await migrate(owner)).toEqual(all);
    expect(await migrate(owner)).toEqual([]);
    const recorded = await owner.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((r) => r.version)).toEqual(all);
    await pglite.close();
  });

  it('refuse to run when an applied migration file was edited', async () => {
    const pglite = await startPGlite();
    const owner = pgliteOwner(pglite);
    const migrations = await loadMigrations();
    await migrate(owner, migrations);
    const edited = migrations.map((m, index) => (index === 0 ? { ...m, checksum: 'changed' } : m));
    await expect(migrate(owner, edited)).rejects.toThrow(/was changed after it was applied/);
    await pglite.close();
  });

  it('roll back a failing migration completely', async () => {
    const pglite = await startPGlite();
    const owner = pgliteOwner(pglite);
    const broken = {
      version: 1,
      name: 'broken',
      checksum: 'x',
      script: 'CREATE TABLE half (id int); SELECT no_such_function();',
    };
    await expect(migrate(owner, [broken])).rejects.toThrow(/Migration 1_broken failed/);
    const tables = await owner.query("SELECT 1 FROM pg_tables WHERE tablename = 'half'");
    expect(tables).toEqual([]);
    await pglite.close();
  });

  it('strip comments and test executions from issue events stored before D13 (0022), leaving the rest', async () => {
    const pglite = await startPGlite();
    const owner = pgliteOwner(pglite);
    const migrations = await loadMigrations();
    await migrate(
      owner,
      migrations.filter((m) => m.version < 22),
    );
    const object = { id: 7, name: 'Old', comments: [{ id: 1, description: 'x'.repeat(1000) }], testExecutions: [] };
    await owner.execute("INSERT INTO tenants (id, name) VALUES ('old', 'Old')");
    await owner.query(
      `INSERT INTO events (tenant_id, type, data) VALUES ('old', 'issue.updated', $1::json), ('old', 'issue.comment.created', $2::json),
        ('old', 'activity.updated', $3::json)`,
      [
        JSON.stringify({ object, changes: [] }),
        JSON.stringify({ object, changes: [], comment: { id: 1, description: 'x' } }),
        JSON.stringify({ object: { id: 8, comments: 'kept: not an issue' }, changes: [] }),
      ],
    );
    await migrate(owner, migrations);
    const rows = await owner.query<{ type: string; data: any }>('SELECT type, data FROM events ORDER BY seq');
    expect(rows.map((row) => row.data)).toEqual([
      { object: { id: 7, name: 'Old' }, changes: [] },
      { object: { id: 7, name: 'Old' }, changes: [], comment: { id: 1, description: 'x' } },
      { object: { id: 8, comments: 'kept: not an issue' }, changes: [] },
    ]);
    await pglite.close();
  });

  // Concurrent runners need a server; the PostgreSQL pass of the suite (TEST_DATABASE_URL) runs this.
  if (process.env.TEST_DATABASE_URL)
    it('are safe to run from several processes at once (PostgreSQL)', async () => {
      const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
      const name = `migrate_${randomUUID().slice(0, 8)}`;
      const admin = new pg.Client({ connectionString: adminUrl.toString() });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const results = await Promise.all([1, 2, 3, 4].map(() => migrateAsOwner(url.toString())));
        const all = (await loadMigrations()).map((m) => m.version);
        expect(results.flat().sort((a, b) => a - b)).toEqual(all);
        expect(results.filter((applied) => applied.length > 0)).toHaveLength(1);
      } finally {
        await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
});

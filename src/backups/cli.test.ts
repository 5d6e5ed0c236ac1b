import { readFile, stat, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startPGlite } from '../platform/db/pglite.js';
import { createPrivateDatabase } from '../testing/harness.js';
import { runAsOwner } from '../testing/postgres-cluster.js';
import { copyOfMigratedStore, runCli } from '../testing/process.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** A store the CLI is pointed at, and what it holds: its tables and tenants. */
interface Target {
  env: Record<string, string>;
  contents(): Promise<{ tables: number; tenants: number } | 'no store'>;
}

const CONTENTS = `SELECT (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r') AS tables,
  (SELECT CASE WHEN to_regclass('public.tenants') IS NULL THEN 0
    ELSE (xpath('/row/c/text()', query_to_xml('SELECT count(*) AS c FROM public.tenants', false, true, '')))[1]::text::int END) AS tenants`;

describe('npm run cli -- backup / restore: what they refuse (D21)', () => {
  let folder: string;
  let dump: string;
  let source: Target;
  const dropped: (() => Promise<void>)[] = [];
  let targets = 0;

  const embedded = (dataDir: string): Target => ({
    env: { DATA_DIR: dataDir },
    contents: async () => {
      if (!(await stat(path.join(dataDir, 'PG_VERSION')).catch(() => null))) return 'no store';
      const pglite = await startPGlite({ dataDir });
      try {
        return (await pglite.query<{ tables: number; tenants: number }>(CONTENTS)).rows[0]!;
      } finally {
        await pglite.close();
      }
    },
  });
  const server = (url: string): Target => ({
    env: { DATABASE_URL: url },
    contents: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<{ tables: number; tenants: number }>(CONTENTS)).rows[0]!;
      } finally {
        await client.end();
      }
    },
  });

  /** A new, empty store of the run's kind: a DATA_DIR that does not exist yet, or an empty database. */
  async function emptyTarget(): Promise<Target> {
    targets += 1;
    if (!postgresUrl) return embedded(path.join(folder, `target-${targets}`));
    const name = `restore_${process.pid}_${targets}_${Date.now()}`;
    await runAsOwner(postgresUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE template0`);
    dropped.push(() => runAsOwner(postgresUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`));
    return server(Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).toString());
  }

  const restore = (file: string, target: Target) => runCli(['restore', '--in', file], target.env);

  before(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tracker-cli-backup-'));
    if (postgresUrl) {
      const database = await createPrivateDatabase();
      dropped.push(database.drop);
      source = server(database.url);
    } else {
      source = embedded(await copyOfMigratedStore(path.join(folder, 'source')));
    }
    dump = path.join(folder, 'backup.sql');
    const made = await runCli(['backup', '--out', dump], source.env);
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(made.stdout)).toEqual({ file: dump, bytes: expect.any(Number), ms: expect.any(Number) });
  });
  after(async () => {
    for (const drop of dropped) await drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses a file that does not exist, and leaves the target as it was', async () => {
    const target = await emptyTarget();
    const before = await target.contents();
    const result = await restore(path.join(folder, 'missing.sql'), target);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`No file to restore at ${path.join(folder, 'missing.sql')}.\n`);
    expect(await target.contents()).toEqual(before);
  });

  it('refuses a file that is not a dump', async () => {
    const target = await emptyTarget();
    const before = await target.contents();
    const notes = path.join(folder, 'notes.sql');
    await writeFile(notes, 'SELECT 1;\n-- a script, not a backup\nDROP TABLE tenants;\n');
    const result = await restore(notes, target);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^The file is not a dump: a backup starts with the lines/);
    expect(await target.contents()).toEqual(before);
  });

  it('refuses a store that is not empty, and changes nothing in it', async () => {
    const before = await source.contents();
    expect(before).toMatchObject({ tables: expect.any(Number) });
    const result = await restore(dump, source);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^The target store is not empty \(its schema public holds \d+ tables.*nothing was changed\.\n$/,
    );
    expect(await source.contents()).toEqual(before);
  });

  it('restores nothing of a dump that was cut off, and the whole dump into the same store afterwards', async () => {
    const target = await emptyTarget();
    const before = await target.contents();
    const whole = await readFile(dump, 'utf8');
    const cut = path.join(folder, 'cut.sql');
    await writeFile(cut, whole.slice(0, Math.floor(whole.length * 0.9)));
    const refused = await restore(cut, target);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/cut off|ends inside|refused a statement/);
    expect(await target.contents()).toEqual(before);

    const restored = await restore(dump, target);
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(restored.stdout)).toEqual({ statements: expect.any(Number), ms: expect.any(Number) });
    expect(await target.contents()).toEqual(await source.contents());
  });

  it('says what backup and restore need', async () => {
    const noOut = await runCli(['backup'], source.env);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toMatch(/^backup needs --out <file>\.\n/);
    const noFolder = await runCli(['backup', '--out', path.join(folder, 'nowhere', 'b.sql')], source.env);
    expect(noFolder.code).toBe(2);
    expect(noFolder.stderr).toBe(`No folder ${path.join(folder, 'nowhere')} to write the backup into.\n`);
    const noIn = await runCli(['restore'], source.env);
    expect(noIn.code).toBe(2);
    expect(noIn.stderr).toMatch(/^restore needs --in <file>\.\n/);
  });
});

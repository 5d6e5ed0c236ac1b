import { readFile } from 'node:fs/promises';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { ProjectProcess } from '../../testing/process.js';
import { committedQueries } from './declared-queries.js';
import { migratedStore, SCHEMA_FILE, schemaDump, TABLE_TYPES_FILE, tableTypes } from './generate.js';
import type { PGliteDatabase } from './pglite.js';

/** Fails, naming the npm script that rewrites `file`, unless it holds exactly `generated`. */
async function expectUpToDate(file: URL, generated: string, script: string): Promise<void> {
  expectSame(file.pathname, await readFile(file, 'utf8').catch(() => ''), generated, script);
}

function expectSame(file: string, committed: string, generated: string, script: string): void {
  if (committed === generated) return;
  // The line, not a diff of the whole file: enough to see what changed without drowning the instruction.
  const [old, now] = [committed.split('\n'), generated.split('\n')];
  const line = now.findIndex((text, index) => text !== old[index]);
  throw new Error(
    `${file} is out of date: run \`npm run ${script}\` and commit it.\n` +
      `First difference at line ${line + 1}: committed ${JSON.stringify(old[line])}, generated ${JSON.stringify(now[line])}`,
  );
}

describe('the artefacts generated from the migrations', () => {
  // Migrated from scratch as the npm scripts do, not started from the test run's template.
  let db: PGliteDatabase;
  before(async () => {
    db = await migratedStore();
  });
  after(() => db.close());

  it('table types are up to date (npm run db:types)', async () => {
    const generated = await tableTypes(db.pglite);
    expect(generated).toMatch(/export interface DB \{\n {2}activities: Activities;/);
    await expectUpToDate(TABLE_TYPES_FILE, generated, 'db:types');
  });

  it('the readable schema is up to date (npm run db:schema)', async () => {
    const generated = await schemaDump(db.pglite);
    expect(generated).toMatch(/\nCREATE TABLE public\.issues \(\n/);
    await expectUpToDate(SCHEMA_FILE, generated, 'db:schema');
  });
});

describe('the queries files (npm run db:queries)', () => {
  it('hold the SQL of every statement the features declare, as it is now', async () => {
    // Written in a process of its own: the statements are seen as their modules load.
    const writer = new ProjectProcess('scripts/write-queries.ts', ['--print'], {});
    if ((await writer.exited) !== 0) throw new Error(`npm run db:queries failed:\n${writer.stderr}`);
    const generated = new Map(Object.entries(JSON.parse(writer.stdout) as Record<string, string>));
    expect(generated.get('src/issues/queries.sql')).toMatch(/\n-- src\/issues\/create\.ts: CREATE\n/);
    const committed = await committedQueries();
    expect([...committed.keys()]).toEqual([...generated.keys()]);
    for (const [file, text] of generated) expectSame(file, committed.get(file)!, text, 'db:queries');
  });
});

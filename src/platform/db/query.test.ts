import { expect } from 'expect';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { openPGlite, type PGliteDatabase } from './pglite.js';
import { db, runQuery, Statement } from './query.js';

// Statements are compiled once with placeholders and run with values given by name; these pin that
// each value lands where its name stands, however often and in whatever order the query uses it.
describe('typed statements', () => {
  let store: PGliteDatabase;
  before(async () => ({ db: store } = await openPGlite()));
  after(() => store.close());

  const ECHO = new Statement((p: { first: string; second: number; ids: number[] }) =>
    db.selectNoFrom([
      sql<number>`${p.second}::int`.as('second'),
      sql<string>`${p.first}::text`.as('first'),
      sql<string>`${p.first}::text || ${p.second}::text`.as('both'),
      sql<boolean>`3 = ANY(${p.ids}::int[])`.as('has_three'),
      sql<number>`${7}::int`.as('fixed'),
    ]),
  );

  it('passes each value by name, also when a name is used twice', async () => {
    const [row] = await store.read('probe', (q) => ECHO.run(q, { ids: [1, 3], second: 42, first: 'a' }));
    expect(row).toEqual({ second: 42, first: 'a', both: 'a42', has_three: true, fixed: 7 });
  });

  it('compiles once: the text holds placeholders, never the values of a run', async () => {
    expect(ECHO.prepared.text).not.toContain('42');
    const [row] = await store.read('probe', (q) => ECHO.run(q, { ids: [], second: 1, first: 'b' }));
    expect(row).toEqual({ second: 1, first: 'b', both: 'b1', has_three: false, fixed: 7 });
  });

  it('runs a query compiled for one run', async () => {
    const rows = await store.read('probe', (q) => runQuery(q, db.selectNoFrom(sql<number>`${5}::int + 1`.as('six'))));
    expect(rows).toEqual([{ six: 6 }]);
  });
});

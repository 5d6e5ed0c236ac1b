import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { openPGlite, startPGlite } from './pglite.js';

// The embedded store has no autovacuum; it refreshes statistics when it closes so that the next
// start, which waits for a refresh of whatever is stale, finds nothing to do.
describe('embedded store statistics', () => {
  let dir: string;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tracker-statistics-'));
  });

  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const statisticsRows = async (dataDir: string) => {
    const pglite = await startPGlite({ dataDir });
    try {
      const { rows } = await pglite.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM pg_statistic WHERE starelid = 'statistics_probe'::regclass`,
      );
      return rows[0]!.count;
    } finally {
      await pglite.close();
    }
  };

  it('analyses the tables that grew since the start when a store on disk closes', async () => {
    const dataDir = path.join(dir, 'store');
    const { db } = await openPGlite({ dataDir });
    // A table the start could not have analysed: it was made and filled after it.
    await db.pglite.exec(`RESET ROLE;
      CREATE TABLE statistics_probe (id int PRIMARY KEY, label text);
      INSERT INTO statistics_probe SELECT n, 'row ' || n FROM generate_series(1, 5000) AS n`);
    await db.close();

    expect(await statisticsRows(dataDir)).toBeGreaterThan(0);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { openPGlite, startPGlite } from './pglite.js';
import { APP_ROLE } from './roles.js';

// The embedded store has no autovacuum: it vacuums and analyses what autovacuum would while it
// serves, and refreshes statistics when it closes so that the next start, which waits for a
// refresh of whatever is stale, finds nothing to do.
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

  it('vacuums and analyses a table with many dead rows while it serves, as autovacuum would', async () => {
    const { db } = await openPGlite({ upkeepIntervalMs: 100 });
    try {
      await db.pglite.exec(`RESET ROLE;
        CREATE TABLE vacuum_probe (id int PRIMARY KEY, label text);
        INSERT INTO vacuum_probe SELECT n, 'row ' || n FROM generate_series(1, 1000) AS n;
        DELETE FROM vacuum_probe WHERE id > 400;
        SET ROLE ${APP_ROLE}`);
      // Through the store's queue, as requests run: never in the middle of a vacuum.
      const probe = async () =>
        (
          await db.read('probe', (sql) =>
            sql.query<{ vacuumed: boolean; analysed: boolean; dead: number; role: string }>(
              `SELECT last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analysed,
                 n_dead_tup::int AS dead, current_user AS role
               FROM pg_stat_user_tables WHERE relname = 'vacuum_probe'`,
            ),
          )
        )[0]!;
      const deadline = Date.now() + 15_000;
      while (!(await probe()).vacuumed && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The session is back in the application's role after it: row-level security still applies.
      expect(await probe()).toEqual({ vacuumed: true, analysed: true, dead: 0, role: APP_ROLE });
    } finally {
      await db.close();
    }
  });
});

import { expect } from 'expect';
import { describe, it } from 'node:test';
import { openPGlite } from './pglite.js';

// The embedded store runs its statements on the main thread, one unit of work after another. When
// one unit started the next without returning to the event loop, a busy store kept Node from
// accepting connections and reading requests: under 50 connections some new ones got their first
// answer after 8 s, while the others were answered in half a second.
describe('embedded store queue', () => {
  it('lets the event loop turn between units of work while the store is busy', async () => {
    const { db } = await openPGlite({});
    try {
      let turns = 0;
      let counting = true;
      const countTurns = () => {
        turns++;
        if (counting) setImmediate(countTurns);
      };
      setImmediate(countTurns);
      let units = 0;
      const busyClient = async () => {
        while (units < 400) {
          units++;
          await db.read('fairness', (sql) => sql.query('SELECT 1'));
        }
      };
      await Promise.all(Array.from({ length: 20 }, busyClient));
      counting = false;
      // Fair turns: about one per unit of work. Without them, none until the queue ran dry.
      expect(turns).toBeGreaterThan(units / 4);
    } finally {
      await db.close();
    }
  });
});

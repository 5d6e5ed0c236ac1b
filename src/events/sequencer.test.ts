import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, newIssue } from '../testing/fixtures.js';
import { TestService } from '../testing/harness.js';
import type { Sql } from '../platform/db/database.js';

/**
 * The sequencer's numbering (number_events, migrations 0018 and 0019) keeps its plan for as long as
 * its connection lives. A plan made while `events` was empty scans the whole table, and went on
 * scanning every event ever written on each run until `events` was analysed again: 40 % of the
 * database's time under a burst of writes on a new database. This makes the plans on an empty table
 * and fails if a later run scans the table.
 */
describe('the sequencer numbers events through the index of unsequenced ones', () => {
  let service: TestService;

  before(async () => {
    service = await TestService.start({ privateStore: true });
  });
  after(() => service.close());

  /** One numbering as the sequencer's prepared statement runs it: with the plan its connection keeps. */
  const numberEvents = (sql: Sql) =>
    sql
      .query('SET LOCAL plan_cache_mode = force_generic_plan')
      .then(() => sql.query<{ count: number }>('SELECT count(*)::int AS count FROM number_events(200)'));

  it('reads no event sequentially, though its plan was made while the table was empty', async () => {
    // As on a database whose events were all pruned, or that the benchmark's seed analysed: the
    // statistics say the table is empty (without any, PostgreSQL assumes ten pages of rows).
    await service.analyze();
    // Several at once, so that every connection of the workers' pool makes its plan now.
    await Promise.all(Array.from({ length: 8 }, () => service.db.acrossTenants(numberEvents)));
    const admin = await service.newTenant();
    await newIssue(admin, await createIssueWorld(admin));

    // The sequencer of the service numbers in the background: under its lock (which the numbering
    // takes again), the positions taken back here stay for the numbering below to give.
    const scans = await service.db.acrossTenants(async (sql) => {
      const sequentialScans = async () => {
        const [events] = await sql.query<{ seq_scan: number }>(
          `SELECT seq_scan::int AS seq_scan FROM pg_stat_xact_user_tables WHERE relname = 'events'`,
        );
        return events!.seq_scan;
      };
      await sql.query(`SELECT pg_advisory_xact_lock(hashtext('tracker.events.sequencer'))`);
      await sql.query('UPDATE events SET id = NULL WHERE id IS NOT NULL');
      const before = await sequentialScans();
      const [numbered] = await numberEvents(sql);
      return { numbered: numbered!.count, sequential: (await sequentialScans()) - before };
    });
    expect(scans.numbered).toBeGreaterThan(0);
    expect(scans.sequential).toBe(0);
  });
});

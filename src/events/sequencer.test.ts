import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, newIssue } from '../testing/fixtures.js';
import { TestService } from '../testing/harness.js';
import type { Sql } from '../platform/db/database.js';

/**
 * The sequencer's numbering (number_events, migrations 0018 to 0020) keeps its plan for as long as
 * its connection lives, made from statistics that describe `events` between bursts: empty, or with
 * every event numbered. A plan made while `events` was empty scans the whole table, and went on
 * scanning every event ever written on each run until `events` was analysed again: 40 % of the
 * database's time under a burst of writes on a new database. A plan made while every event was
 * numbered compared each waiting event with each of the batch's, so that a backlog of 2,000 events
 * took 56 ms per run of 200 on PostgreSQL and 154 ms on the embedded store. These tests make the
 * plans from such statistics and fail if a later run reads more than its batch.
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

  /** The statistics of `events` (in this transaction) as the numbering reads them. */
  const eventReads = async (sql: Sql) => {
    const [reads] = await sql.query<{ sequential: number; unsequenced: number }>(
      `SELECT pg_stat_get_xact_numscans('events'::regclass)::int AS sequential,
         pg_stat_get_xact_tuples_returned('events_unsequenced'::regclass)::int AS unsequenced`,
    );
    return reads!;
  };

  /**
   * Under the sequencer's lock (which the numbering takes again, so that the service's own
   * sequencer waits), takes every event's position back and numbers one batch.
   */
  const numberBacklog = async (sql: Sql) => {
    await sql.query(`SELECT pg_advisory_xact_lock(hashtext('tracker.events.sequencer'))`);
    const backlog = await sql.query('UPDATE events SET id = NULL WHERE id IS NOT NULL RETURNING seq');
    const before = await eventReads(sql);
    const [numbered] = await numberEvents(sql);
    const after = await eventReads(sql);
    return {
      backlog: backlog.length,
      numbered: numbered!.count,
      sequential: after.sequential - before.sequential,
      unsequencedRead: after.unsequenced - before.unsequenced,
    };
  };

  it('reads no event sequentially, though its plan was made while the table was empty', async () => {
    // As on a database whose events were all pruned, or that the benchmark's seed analysed: the
    // statistics say the table is empty (without any, PostgreSQL assumes ten pages of rows).
    await service.analyze();
    // Several at once, so that every connection of the workers' pool makes its plan now.
    await Promise.all(Array.from({ length: 8 }, () => service.db.acrossTenants(numberEvents)));
    const admin = await service.newTenant();
    await newIssue(admin, await createIssueWorld(admin));

    const scans = await service.db.acrossTenants(numberBacklog);
    expect(scans.numbered).toBeGreaterThan(0);
    expect(scans.sequential).toBe(0);
  });

  it('reads only its batch of a backlog, though the statistics say no event waits', async () => {
    const admin = await service.newTenant();
    // A bulk edit of 1,000 issues leaves such a backlog; written here directly and numbered at once,
    // as the sequencer does between bursts, since only the numbering is measured.
    await service.db.write(admin.tenantId, (sql) =>
      sql.query(
        `INSERT INTO events (tenant_id, type, data) SELECT $1, 'issue.updated', '{}' FROM generate_series(1, 1000)`,
        [admin.tenantId],
      ),
    );
    await service.db.acrossTenants(async (sql) => {
      await sql.query(`SELECT pg_advisory_xact_lock(hashtext('tracker.events.sequencer'))`);
      await sql.query(`UPDATE events SET id = nextval('event_ids') WHERE id IS NULL`);
    });
    await service.analyze();
    await Promise.all(Array.from({ length: 8 }, () => service.db.acrossTenants(numberEvents)));

    const run = await service.db.acrossTenants(numberBacklog);
    expect(run.backlog).toBeGreaterThanOrEqual(1000);
    expect(run.numbered).toBe(200);
    // The batch is read once to pick it and once to update it, and the join stops at its end.
    expect(run.unsequencedRead).toBeLessThanOrEqual(2 * 200 + 10);
  });
});

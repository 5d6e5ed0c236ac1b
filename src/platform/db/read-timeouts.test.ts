import { Writable } from 'node:stream';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { createIssueWorld, newIssue } from '../../testing/fixtures.js';
import { type TenantClient, TestService } from '../../testing/harness.js';

class LogLines extends Writable {
  lines: { level: number; msg: string; res?: { statusCode: number } }[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
}

const TIMED_OUT = 'The database did not finish this request in time. Please try again shortly.';

/**
 * D13 (wave 4): a read stopped by the database's lock or statement time-out answers 503 with
 * Retry-After, as a write does, and is logged as a warning; it was a 500 with an error's stack. The
 * embedded store has no time-outs (one session, one unit of work at a time): its queue limit answers
 * 503 instead (pressure.test.ts).
 */
describe('reads stopped by the database (PostgreSQL)', { skip: !process.env.TEST_DATABASE_URL }, () => {
  const log = new LogLines();
  let service: TestService;
  let admin: TenantClient;
  let issueId: number;
  /** The database's owner, who takes the lock that the service's reads wait for. */
  let owner: pg.Client;

  before(async () => {
    service = await TestService.start({ logger: { level: 'info', stream: log } });
    admin = await service.newTenant();
    issueId = (await newIssue(admin, await createIssueWorld(admin))).id;
    owner = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await owner.connect();
  });
  after(async () => {
    await owner.end();
    await service.close();
  });

  /** Runs `reading` while the owner holds every row of `issues` (and the table) exclusively. */
  async function whileIssuesAreLocked<T>(reading: () => Promise<T>): Promise<T> {
    await owner.query('BEGIN');
    try {
      await owner.query('LOCK TABLE issues IN ACCESS EXCLUSIVE MODE');
      return await reading();
    } finally {
      await owner.query('ROLLBACK');
    }
  }

  const expectTimedOut = (answer: { status: number; headers: Record<string, unknown>; body: any }, path: string) => {
    expect([answer.status, answer.headers['retry-after'], answer.body.message, answer.body.path]).toEqual([
      503,
      '1',
      TIMED_OUT,
      path,
    ]);
    const line = log.lines.findLast((each) => each.res?.statusCode === 503)!;
    expect([line.level, line.msg]).toEqual([40, 'request failed']);
  };

  it('answers 503 when a read waits for a lock past lock_timeout (55P03)', async () => {
    const answer = await whileIssuesAreLocked(() => admin.get(`/issues/${issueId}`));
    expectTimedOut(answer, `/issues/${issueId}`);
    expect((await admin.get(`/issues/${issueId}`)).status).toBe(200);
  });

  it('answers 503 when a read is cancelled, as statement_timeout cancels it (57014)', async () => {
    const answer = await whileIssuesAreLocked(async () => {
      let answered = false;
      const reading = admin.get('/issues?limit=5').finally(() => (answered = true));
      // The service's read waits for the lock: cancel it as statement_timeout would.
      for (let cancelled = false; !cancelled && !answered;) {
        const { rows } = await owner.query<{ cancelled: boolean }>(
          `SELECT pg_cancel_backend(pid) AS cancelled FROM pg_stat_activity
           WHERE wait_event_type = 'Lock' AND datname = current_database() AND pid <> pg_backend_pid()
             AND query ILIKE '%from "issues"%'`,
        );
        cancelled = rows.some((row) => row.cancelled);
        if (!cancelled) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return reading;
    });
    expectTimedOut(answer, '/issues');
    expect(log.lines.some((line) => line.level >= 50)).toBe(false);
  });
});

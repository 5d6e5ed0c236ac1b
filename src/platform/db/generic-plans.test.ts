import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, createActivityWorld, createIssueWorld, issueInput } from '../../testing/fixtures.js';
import { InterceptedDatabase, type TenantClient, TestService } from '../../testing/harness.js';
import { PreparedStatement, type Sql } from './database.js';

/**
 * The service prepares each statement of fixed text once per connection and runs it with its generic
 * plan: planning the statements that check, write and build JSON costs more than running them. Left
 * to itself, PostgreSQL (and so PGlite) plans the first five runs for their values and keeps the
 * generic plan only while its estimated cost is not above theirs, a comparison that values which
 * fold a check away (a NULL reference, a caller who sees every issue) win: measured, the activity
 * create and the issue edit were planned anew on every run, at up to 2.3 times the database's CPU.
 * So prepared statements run with plan_cache_mode = force_generic_plan, and queries compiled for one
 * request with auto, which plans an unnamed statement for its values (PlanMode in database.ts). This runs each write and read many times
 * through the API and fails for a statement that was planned per run all the same, and pins which mode
 * each kind of statement gets.
 */

/** How often one connection ran a prepared statement with each kind of plan. */
interface PlanCounts {
  text: string;
  generic: number;
  custom: number;
}

/** Reads pg_prepared_statements on the statement's own connection after each run of a prepared statement. */
class PlanWatcher extends InterceptedDatabase {
  /** By operation, then by backend and statement name. */
  readonly seen = new Map<string, Map<string, PlanCounts>>();
  operation = '';

  protected override intercept(sql: Sql): Sql {
    return {
      query: async <Row>(statement: string | PreparedStatement, params?: readonly unknown[]) => {
        const rows = await sql.query<Row>(statement, params);
        if (this.operation && statement instanceof PreparedStatement) await this.#record(sql, statement);
        return rows;
      },
    };
  }

  async #record(sql: Sql, statement: PreparedStatement) {
    const [row] = await sql.query<{ backend: number; generic: number; custom: number }>(
      `SELECT pg_backend_pid() AS backend, generic_plans::int AS generic, custom_plans::int AS custom
       FROM pg_prepared_statements WHERE name = $1`,
      [statement.name],
    );
    if (!row) return;
    const byStatement = this.seen.get(this.operation) ?? new Map<string, PlanCounts>();
    byStatement.set(`${row.backend}:${statement.name}`, { text: statement.text, ...row });
    this.seen.set(this.operation, byStatement);
  }
}

const RUNS = 10;
/** Runs after which PostgreSQL, left to choose, would have chosen: five custom plans, then one to try the generic. */
const CHOSEN_AFTER = 7;

describe('prepared statements run with their generic plans', () => {
  let service: TestService;
  let watcher!: PlanWatcher;
  let admin: TenantClient;
  const operations: string[] = [];

  before(async () => {
    service = await TestService.start({ wrapStore: (store) => (watcher = new PlanWatcher(store)), poolSize: 1 });
    admin = await service.newTenant();
  });

  after(() => service.close());

  /** Runs `request` RUNS times as `operation`; each must succeed. */
  async function repeat(operation: string, request: (n: number) => Promise<{ status: number; text: string }>) {
    operations.push(operation);
    watcher.operation = operation;
    for (let n = 0; n < RUNS; n++) {
      const response = await request(n);
      if (response.status >= 300) throw new Error(`${operation} answered ${response.status}: ${response.text}`);
    }
    watcher.operation = '';
  }

  it('runs prepared statements generically and other text for its values, after a rollback too', async () => {
    const TEXT = "SELECT current_setting('plan_cache_mode') AS mode";
    const PREPARED = new PreparedStatement(TEXT);
    const modeOf = async (statement: string | PreparedStatement) =>
      (await service.db.read(admin.tenantId, (sql) => sql.query<{ mode: string }>(statement)))[0]!.mode;
    expect(await modeOf(TEXT)).toBe('auto');
    expect(await modeOf(PREPARED)).toBe('force_generic_plan');
    expect(await modeOf(TEXT)).toBe('auto');
    // The switch made inside a transaction is undone by its rollback: the next statement switches again.
    const failing = service.db.write(admin.tenantId, async (sql) => {
      await sql.query(PREPARED);
      throw new Error('rolled back');
    });
    await expect(failing).rejects.toThrow('rolled back');
    expect(await modeOf(PREPARED)).toBe('force_generic_plan');
    await expect(
      service.db.write(admin.tenantId, async (sql) => {
        await sql.query(TEXT);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await modeOf(TEXT)).toBe('auto');
  });

  it('plans the writes and reads of issues and activities once, not per run', async () => {
    const issues = await createIssueWorld(admin);
    const activities = await createActivityWorld(admin, [admin.userId]);
    await admin.create('/v1/holidays', { date: '2027-03-10', name: 'Spring day' });
    const created: number[] = [];

    await repeat('POST /issues', async (n) => {
      const labels = n % 2 === 0 ? [issues.ui.id] : [];
      const response = await admin.post('/issues', issueInput(issues, { labels, estimated: n }));
      created.push(response.body.id);
      return response;
    });
    await repeat('PUT /issues/{id}', (n) => admin.put(`/issues/${created[0]}`, { estimated: n, description: `#${n}` }));
    await repeat('PUT /issues/{id} with a parent', (n) =>
      admin.put(`/issues/${created[1 + (n % 5)]}`, { parentId: created[0] }),
    );
    await repeat('GET /issues/{id}', (n) => admin.get(`/issues/${created[n]}`));
    await repeat('POST /issues/{id}/comments', (n) =>
      admin.post(`/issues/${created[0]}/comments`, { description: `#${n}` }),
    );
    await repeat('PUT /issues/bulk-edit', (n) =>
      admin.put('/issues/bulk-edit', {
        issuesIds: created.slice(0, 3),
        priorityId: { priorityId: (n % 2 === 0 ? issues.low : issues.high).id, toEdit: true },
      }),
    );
    await repeat('DELETE /issues/delete/{id}', (n) =>
      admin.delete(`/issues/${n % 2 === 0 ? 'delete' : 'undelete'}/${created[9]}`),
    );

    const activityIds: number[] = [];
    await repeat('POST /v1/activity', async (n) => {
      // Two weeks around a holiday, in a week of its own each time: three runs of working days.
      const monday = new Date(Date.UTC(2027, 2, 8 + 7 * n)).toISOString().slice(0, 10);
      const sunday = new Date(Date.UTC(2027, 2, 21 + 7 * n)).toISOString().slice(0, 10);
      const response = await admin.post(
        '/v1/activity',
        activityInput(activities, { activityTypeId: activities.vacation.id, dateFrom: monday, dateTo: sunday }),
      );
      activityIds.push(response.body[0].id);
      return response;
    });
    await repeat('PUT /v1/activity/{id}', (n) =>
      admin.put(`/v1/activity/${activityIds[0]}`, activityInput(activities, { description: `#${n}` })),
    );
    await repeat('PUT /v1/activity/{id}/status', (n) =>
      admin.put(`/v1/activity/${activityIds[n]}/status`, { statusId: activities.approved.id }),
    );
    await repeat('GET /v1/activity/{id}', (n) => admin.get(`/v1/activity/${activityIds[n]}`));

    const replanned: string[] = [];
    for (const [operation, statements] of watcher.seen) {
      const runs = [...statements.values()];
      // The check must have something to look at: every operation runs a statement often enough to be decided.
      const decided = runs.some((counts) => counts.generic + counts.custom >= CHOSEN_AFTER);
      expect({ operation, decided }).toEqual({ operation, decided: true });
      for (const counts of runs) {
        if (counts.custom > 0) {
          replanned.push(
            `${operation}: ${counts.custom} custom plans, ${counts.generic} generic: ${counts.text.slice(0, 160)}`,
          );
        }
      }
    }
    expect([...watcher.seen.keys()]).toEqual(operations);
    expect(replanned).toEqual([]);
  });
});

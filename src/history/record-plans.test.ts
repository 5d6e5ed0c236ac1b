import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Sql } from '../platform/db/database.js';
import { statementText } from '../platform/db/database.js';
import {
  activityInput,
  createActivityWorld,
  createIssueWorld,
  newIssue,
  storeManyIssues,
} from '../testing/fixtures.js';
import { InterceptedDatabase, type TenantClient, TestService } from '../testing/harness.js';

/** Issues of the tenant besides those the changes name: recording a change must not read them. */
const OTHER_ISSUES = 5_000;

/** Rows of issues read so far in this transaction: entries of their indexes and rows of their scans. */
const ISSUE_ROWS_READ = `SELECT (pg_stat_get_xact_tuples_returned(c.oid) + pg_stat_get_xact_tuples_fetched(c.oid))::int AS rows
  FROM pg_class c WHERE c.oid = 'issues'::regclass`;

/** Counts the rows of issues each statement that records history in `table` reads, as the service runs it. */
class IssueRowsRead extends InterceptedDatabase {
  readonly counts: number[] = [];
  table = '';

  protected override intercept(sql: Sql): Sql {
    return {
      query: async (statement, params) => {
        if (!this.table || !statementText(statement).includes(`INSERT INTO "${this.table}"`)) {
          return sql.query(statement, params);
        }
        const [before] = await sql.query<{ rows: number }>(ISSUE_ROWS_READ);
        const rows = await sql.query(statement, params);
        const [after] = await sql.query<{ rows: number }>(ISSUE_ROWS_READ);
        this.counts.push(after!.rows - before!.rows);
        return rows as never;
      },
    };
  }
}

/**
 * D8: an entry shows a reference field's objects as they were before and after (an activity's
 * issue). Recording them reads the issues by their key, not every issue of the tenant. Measured:
 * PostgreSQL read all 10,004 before the look-up became a subquery (src/history/snapshots.ts,
 * storedId); the embedded store's planner chose the key with either form.
 */
describe("the record of a change of an activity's issue", () => {
  let service: TestService;
  let store!: IssueRowsRead;
  let admin: TenantClient;
  let issues: { id: number }[];

  before(async () => {
    service = await TestService.start({ wrapStore: (inner) => (store = new IssueRowsRead(inner)) });
    admin = await service.newTenant();
    const world = await createIssueWorld(admin);
    issues = [await newIssue(admin, world), await newIssue(admin, world, { name: 'Password reset mail is late' })];
    await storeManyIssues(service, admin, issues[0]!.id, OTHER_ISSUES);
    await service.analyze();
  });
  after(() => service.close());

  it('reads the issue before and after by key, and shows both', async () => {
    const world = await createActivityWorld(admin, [admin.userId]);
    const input = activityInput(world, { issueId: issues[0]!.id });
    const [activity] = await admin.create('/v1/activity', input, 200);
    store.table = 'activity_history';
    try {
      expect((await admin.put(`/v1/activity/${activity.id}`, { ...input, issueId: issues[1]!.id })).status).toBe(200);
    } finally {
      store.table = '';
    }
    expect(store.counts).toHaveLength(1);
    // Two look-ups by key read a row or two each; reading the tenant's issues reads thousands.
    expect(store.counts[0]).toBeLessThan(50);
    const entries = (await admin.get(`/v1/activity/${activity.id}/history`)).body.items;
    expect(entries.at(-1).changes).toContainEqual({
      field: 'issueId',
      from: { id: issues[0]!.id, name: 'Login button does nothing' },
      to: { id: issues[1]!.id, name: 'Password reset mail is late' },
    });
  });
});

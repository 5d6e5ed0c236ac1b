import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createActivityWorld, createIssueWorld, newIssue, storeManyIssues } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { blocksTouched } from '../testing/plans.js';

/** Issues of the tenant besides the three of the chain: the walk up must not read them. */
const OTHER_ISSUES = 5_000;

/**
 * D18, D6: an activity linked to an issue, and a change of an issue's roll-up fields, touch the
 * issue's ancestors (migrations/0037_timer.sql, 0041_ancestors_by_index.sql). The walk up runs in
 * the service's statements, with their generic plans: its work must follow the chain of parents,
 * not the number of issues the tenant has.
 */
describe("the walk up to an issue's ancestors", () => {
  let service: TestService;
  let admin: TenantClient;
  const chain: number[] = [];

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    const world = await createIssueWorld(admin);
    const root = await newIssue(admin, world, { name: 'Release 2.0' });
    const middle = await newIssue(admin, world, { name: 'Sign-in', parentId: root.id });
    const leaf = await newIssue(admin, world, { name: 'Login button does nothing', parentId: middle.id });
    chain.push(leaf.id, middle.id, root.id);
    await storeManyIssues(service, admin, root.id, OTHER_ISSUES);
    await service.analyze();
  });
  after(() => service.close());

  it('looks up each parent by its key, with the generic plan the service runs it with', async () => {
    const explained = await service.db.write(admin.tenantId, async (sql) => {
      await sql.query('SET LOCAL plan_cache_mode = force_generic_plan');
      const walk = `SELECT touch_issues_depending_on(ARRAY[$1::int], '{}')`;
      // The first walk touches the chain; the second, explained, finds it touched and only walks.
      await sql.query(walk, [chain[0]]);
      const [row] = await sql.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${walk}`, [
        chain[0],
      ]);
      return row!['QUERY PLAN'];
    });
    // Three levels read by key take a few blocks each; reading the tenant's issues takes thousands.
    expect(blocksTouched(explained)).toBeLessThan(100);
  });

  it('still touches every ancestor: a worklog on the leaf shows on the whole chain', async () => {
    const world = await createActivityWorld(admin, [admin.userId]);
    const etags = async () => Promise.all(chain.map(async (id) => (await admin.get(`/issues/${id}`)).headers.etag));
    const before = await etags();
    await admin.create(`/issues/${chain[0]}/worklogs`, {
      date: '2026-11-23',
      minutes: 90,
      activityTypeId: world.homeOffice.id,
    });
    const afterwards = await etags();
    for (const [index, etag] of afterwards.entries()) expect(etag).not.toBe(before[index]);
    const root = (await admin.get(`/issues/${chain[2]}`)).body;
    expect([root.logged, root.logged_from_children]).toEqual([0, 90]);
  });
});

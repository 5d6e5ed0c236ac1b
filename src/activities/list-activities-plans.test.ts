import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Caller } from '../platform/auth/authenticate.js';
import { db } from '../platform/db/query.js';
import { type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';
import { accessOf } from '../testing/plans.js';
import { ActivityListQuery, activityPageQuery } from './list.js';

const ROWS = 100_000;

/** Issue 5: every filter of GET /v1/activity is served by an index with tenant_id leading. */
describe('query plans of GET /v1/activity on 100,000 activities', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: ActivityWorld;
  let caller: Caller;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    const member = await admin.withNewUser('member');
    world = await createActivityWorld(admin, [admin.userId]);
    caller = { tenantId: admin.tenantId, userId: admin.userId, role: 'member' };
    await service.db.write(admin.tenantId, async (sql) => {
      // Seeding is no request: the service's statement time-out (a third of REQUEST_TIMEOUT_MS) cut
      // this insert off on a busy machine.
      await sql.query('SET LOCAL statement_timeout = 0');
      return sql.query(
        `INSERT INTO activities (tenant_id, activity_type_id, project_id, team_id, author_id, include_weekends,
                                 description, date_from, date_to, time_from, time_to, status_id, status_editor_id, deleted)
         SELECT $1, CASE WHEN n % 2 = 0 THEN $2::int ELSE $3::int END, CASE WHEN n % 3 = 0 THEN $4::int END,
                CASE WHEN n % 4 = 0 THEN $5::int END, CASE WHEN n % 5 = 0 THEN $6::int ELSE $7::int END, true, 'x',
                date '2020-01-01' + (n % 2000), date '2020-01-01' + (n % 2000) + n % 3, 540, 1020,
                CASE WHEN n % 6 = 0 THEN $8::int ELSE $9::int END, $6, n % 40 = 0
         FROM generate_series(1, ${ROWS}) n`,
        [
          admin.tenantId,
          world.vacation.id,
          world.homeOffice.id,
          world.project.id,
          world.team.id,
          admin.userId,
          member.userId,
          world.requested.id,
          world.approved.id,
        ],
      );
    });
    await service.analyze();
  });
  after(() => service.close());

  async function explain(query: ActivityListQuery, position: { value: string; id: number } | null = null) {
    const { sql: text, parameters } = activityPageQuery(caller, query, position).compile(db);
    const [row] = await service.db.read(admin.tenantId, (sql) =>
      sql.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, parameters),
    );
    return accessOf(row!['QUERY PLAN'], 'activities', 'activities');
  }

  it('serves every filter, first and deep pages, by an index range with tenant_id leading', async () => {
    // Values that occur in the seeded tenant, so that the plans are those of real queries. Beside
    // each, what the index condition must hold: the filtered column, so that the index range, not a
    // filter over it, narrows the rows read. With no filter, or one no index serves (pending,
    // deleted), the date index is walked in page order, which the page's LIMIT ends.
    const cases: [string, ActivityListQuery, RegExp[]][] = [
      ['none', {}, []],
      ['from', { from: '2024-06-01' }, [/date_from >= /]],
      ['to', { to: '2020-02-01' }, [/date_from <= /]],
      ['from and to', { from: '2022-01-01', to: '2022-01-31' }, [/date_from >= /, /date_from <= /]],
      ['authorId', { authorId: admin.userId }, [/author_id = /]],
      ['teamId', { teamId: world.team.id }, [/team_id = /]],
      ['projectId', { projectId: world.project.id }, [/project_id = /]],
      ['issueId', { issueId: 1 }, [/issue_id = /]],
      ['activityTypeId', { activityTypeId: world.vacation.id }, [/activity_type_id = /]],
      ['statusId', { statusId: world.requested.id }, [/status_id = /]],
      ['pending', { pending: true }, []],
      ['deleted', { deleted: true }, []],
    ];
    // Every parameter of the list but the page's is a case: a new filter needs its plan checked.
    const covered = cases.flatMap(([, query]) => Object.keys(query));
    const parameters = Object.keys(ActivityListQuery.properties).filter(
      (name) => name !== 'limit' && name !== 'cursor',
    );
    expect(parameters.filter((name) => !covered.includes(name))).toEqual([]);
    // A deep page resumes after its cursor within the index range as well.
    const KEYSET = /ROW\(date_from, id\) > /;
    for (const [name, query, bounds] of cases) {
      for (const position of [null, { value: '2023-01-01', id: ROWS / 2 }]) {
        const label = `${name} ${position ? 'deep' : 'first'}`;
        const access = await explain(query, position);
        expect({ label, seqScans: access.seqScans, indexed: access.indexes.length > 0 }).toEqual({
          label,
          seqScans: 0,
          indexed: true,
        });
        for (const index of access.indexes)
          expect({ label, condition: index.condition }).toEqual({
            label,
            condition: expect.stringContaining('tenant_id'),
          });
        const conditions = access.indexes.map((index) => index.condition).join(' AND ');
        for (const bound of position ? [...bounds, KEYSET] : bounds)
          expect({ label, conditions }).toEqual({ label, conditions: expect.stringMatching(bound) });
      }
    }
  });
});

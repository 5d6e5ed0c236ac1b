import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { ACTIVITY_OBJECT } from '../../activities/kept-object.js';
import { ISSUE_OBJECT } from '../../issues/kept-object.js';
import { activityInput, createActivityWorld, createIssueWorld, newIssue } from '../../testing/fixtures.js';
import { InterceptedDatabase, type TenantClient, TestService } from '../../testing/harness.js';
import { type PreparedStatement, type Sql, statementText } from './database.js';
import { type Invalidation, type KeptObject, TOUCH_FUNCTION, type TriggerEvent } from './kept-objects.js';

/**
 * The kept objects' declared dependencies (src/issues/kept-object.ts, src/activities/kept-object.ts)
 * against what the builders read and what the migrations made:
 *   - a builder reads exactly the declared tables. The builders are the statements the service runs
 *     for real reads and edits of a record that it keeps nothing of, recorded as they pass (those
 *     whose rows carry `version` and `shareable`, as a VersionedDocument's do), so the test follows
 *     the code wherever it goes; what a statement reads is every relation of its generic plan
 *     (EXPLAIN VERBOSE, subplans and InitPlans included), and it calls no function of the schema,
 *     whose reads the plan would not show; writes in the same statement (a data-modifying CTE) are
 *     not the builder's. Creates are left out: their one statement also reads
 *     what its checks need (team members, holidays), and builds with the same expressions;
 *   - a table declared to touch the issue or the tenant has enabled AFTER triggers for each declared
 *     statement, on all columns and without a condition, calling the touch function; the xmin the
 *     builder reads are those of the version rows; a table written only with its issue row refers to
 *     it.
 * Both parts run on either store: EXPLAIN EXECUTE takes a statement prepared in the test's session,
 * and the application role may read pg_trigger and pg_proc.
 */

/** A statement that built kept objects, with the parameters of one run. */
interface BuilderRun {
  text: string;
  params: readonly unknown[];
}

/** Records the statements that build kept objects, during `during`. */
class BuilderRecorder extends InterceptedDatabase {
  #runs: BuilderRun[] | undefined;

  protected override intercept(sql: Sql): Sql {
    return {
      query: async <Row>(statement: string | PreparedStatement, params: readonly unknown[] = []) => {
        const rows = await sql.query<Row>(statement, params);
        const built = rows.some((row) => typeof row === 'object' && row && 'version' in row && 'shareable' in row);
        if (built) this.#runs?.push({ text: statementText(statement), params });
        return rows;
      },
    };
  }

  /** The builder statements that `work` ran; fails when it ran none (there would be nothing to check). */
  async during(what: string, work: () => Promise<{ status: number; text: string }>): Promise<BuilderRun[]> {
    const runs: BuilderRun[] = (this.#runs = []);
    try {
      const response = await work();
      if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${response.text}`);
    } finally {
      this.#runs = undefined;
    }
    if (runs.length === 0) throw new Error(`${what} built no kept object: the recorder no longer finds the builder`);
    return runs;
  }
}

/** What plans read: the relations with their aliases, and the text of every expression. */
interface PlanReads {
  relations: Map<string, Set<string>>;
  texts: string[];
}

function planReads(plan: unknown, reads: PlanReads = { relations: new Map(), texts: [] }): PlanReads {
  if (Array.isArray(plan)) {
    for (const item of plan) planReads(item, reads);
  } else if (typeof plan === 'string') {
    reads.texts.push(plan);
  } else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    // A write beside the build (the events a change's last statement inserts, D9) builds nothing:
    // the objects are what the statement's SELECT returns.
    if (node['Node Type'] === 'ModifyTable') return reads;
    const relation = node['Relation Name'];
    if (typeof relation === 'string') {
      const aliases = reads.relations.get(relation) ?? new Set<string>();
      const alias = node['Alias'];
      reads.relations.set(relation, aliases.add(typeof alias === 'string' ? alias : relation));
    }
    for (const value of Object.values(node)) planReads(value, reads);
  }
  return reads;
}

const sorted = (names: Iterable<string>) => [...names].sort();
const declaredTables = (object: KeptObject) => Object.keys(object.tables);
const declaredAs = (object: KeptObject, by: Invalidation['by']) =>
  Object.entries(object.tables).flatMap(([table, ways]) => (ways.some((way) => way.by === by) ? [table] : []));

describe('kept objects are built only from declared tables, whose changes invalidate them', () => {
  let service: TestService;
  let setup: TestService;
  let recorder!: BuilderRecorder;
  /** The admin through `service`, whose statements are recorded and which keeps nothing yet. */
  let reader: TenantClient;
  /** What each builder plan reads, plan by plan: EXPLAIN names aliases anew in every plan. */
  const reads = new Map<KeptObject, PlanReads[]>();

  /**
   * The generic plans of the builder statements that `work` ran: the plans for any values, as the
   * service runs them once prepared. A plan for given values may drop a branch (the visibility test
   * for a caller who sees every issue), so the statements are prepared with generic plans forced
   * and explained with NULL for every parameter, which such a plan does not look at.
   */
  async function plansOf(what: string, work: () => Promise<{ status: number; text: string }>) {
    const runs = await recorder.during(what, work);
    return service.db.write(reader.tenantId, async (sql) => {
      await sql.query('SET LOCAL plan_cache_mode = force_generic_plan');
      const plans: unknown[] = [];
      for (const run of runs) {
        await sql.query(`PREPARE kept_object_probe AS ${run.text}`);
        const values = run.params.length > 0 ? `(${run.params.map(() => 'NULL').join(', ')})` : '';
        const [row] = await sql.query<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (VERBOSE, FORMAT JSON) EXECUTE kept_object_probe${values}`,
        );
        await sql.query('DEALLOCATE kept_object_probe');
        const plan = row!['QUERY PLAN'];
        plans.push(typeof plan === 'string' ? JSON.parse(plan) : plan);
      }
      return plans;
    });
  }

  before(async () => {
    service = await TestService.start({ wrapStore: (store) => (recorder = new BuilderRecorder(store)) });
    // The records are made through a second service on the store, so that `service` keeps none of them.
    setup = await TestService.beside(service);
    const admin = await setup.newTenant();
    const issues = await createIssueWorld(admin);
    const parent = await newIssue(admin, issues, { labels: [issues.ui.id] });
    const child = await newIssue(admin, issues, { parentId: parent.id, estimated: 5 });
    const activities = await createActivityWorld(admin, [admin.userId]);
    const [activity] = await admin.create('/v1/activity', activityInput(activities, { issueId: child.id }), 200);
    reader = admin.through(service);

    reads.set(
      ISSUE_OBJECT,
      [
        ...(await plansOf('GET /issues/{id}', () => reader.get(`/issues/${parent.id}`))),
        ...(await plansOf('PUT /issues/{id}', () => reader.put(`/issues/${child.id}`, { name: 'Renamed' }))),
      ].map((plan) => planReads(plan)),
    );
    reads.set(
      ACTIVITY_OBJECT,
      [
        ...(await plansOf('GET /v1/activity/{id}', () => reader.get(`/v1/activity/${activity.id}`))),
        ...(await plansOf('PUT /v1/activity/{id}', () =>
          reader.put(`/v1/activity/${activity.id}`, activityInput(activities, { description: 'Edited' })),
        )),
      ].map((plan) => planReads(plan)),
    );
  });
  after(async () => {
    await setup.close();
    await service.close();
  });

  for (const object of [ISSUE_OBJECT, ACTIVITY_OBJECT]) {
    it(`the ${object.name} builder reads exactly the tables its declaration names`, () => {
      const read = sorted(new Set(reads.get(object)!.flatMap((plan) => [...plan.relations.keys()])));
      expect({
        object: object.name,
        // Read but undeclared: a change there may leave a kept object stale. Declare the table, with
        // a trigger in a migration if its changes do not already give a version row a new xmin.
        undeclared: read.filter((table) => !(table in object.tables)),
        // Declared but not read: the declaration outlived the builder.
        unread: declaredTables(object).filter((table) => !read.includes(table)),
      }).toEqual({ object: object.name, undeclared: [], unread: [] });
    });

    it(`the ${object.name} builder reads the xmin of its version rows, and no other`, () => {
      const xminRead = reads
        .get(object)!
        .flatMap(({ relations, texts }) =>
          [...relations].flatMap(([table, aliases]) =>
            [...aliases].some((alias) => texts.some((text) => new RegExp(`(^|[^\\w.])${alias}\\.xmin\\b`).test(text)))
              ? [table]
              : [],
          ),
        );
      expect(sorted(new Set(xminRead))).toEqual(sorted(declaredAs(object, 'version row')));
    });

    it(`the ${object.name} builder calls no function of the schema, whose reads its plan would not show`, async () => {
      const texts = reads.get(object)!.flatMap((plan) => plan.texts);
      const functions = await service.db.read(reader.tenantId, (sql) =>
        sql.query<{ name: string }>(
          `SELECT DISTINCT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
           WHERE n.nspname = current_schema()`,
        ),
      );
      expect(functions.map(({ name }) => name)).toContain('touch_tenant');
      const called = functions.filter(({ name }) =>
        texts.some((text) => text === name || new RegExp(`\\b${name}\\(`).test(text)),
      );
      expect(called).toEqual([]);
    });
  }

  it('every table declared to touch the issue or the tenant has the triggers that do it', async () => {
    const triggers = await service.db.read(reader.tenantId, (sql) =>
      sql.query<{ table_name: string; function_name: string; type: number }>(
        `SELECT c.relname AS table_name, p.proname AS function_name, t.tgtype::int AS type
         FROM pg_trigger t
         JOIN pg_class c ON c.oid = t.tgrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_proc p ON p.oid = t.tgfoid
         WHERE n.nspname = current_schema() AND NOT t.tgisinternal AND t.tgenabled <> 'D'
           AND cardinality(t.tgattr::int2[]) = 0 AND t.tgqual IS NULL`,
      ),
    );
    // pg_trigger.tgtype: bit 1 BEFORE, 2 INSERT, 3 DELETE, 4 UPDATE, 6 INSTEAD OF.
    const EVENT_BIT: Record<TriggerEvent, number> = { INSERT: 1 << 2, DELETE: 1 << 3, UPDATE: 1 << 4 };
    const isAfter = (type: number) => (type & ((1 << 1) | (1 << 6))) === 0;
    const missing: string[] = [];
    for (const object of [ISSUE_OBJECT, ACTIVITY_OBJECT]) {
      for (const [table, ways] of Object.entries(object.tables)) {
        for (const way of ways) {
          if (way.by !== 'touches the issue' && way.by !== 'touches the tenant') continue;
          for (const event of way.on) {
            const found = triggers.some(
              (trigger) =>
                trigger.table_name === table &&
                isAfter(trigger.type) &&
                (trigger.type & EVENT_BIT[event]) !== 0 &&
                TOUCH_FUNCTION[way.by].test(trigger.function_name),
            );
            if (!found) missing.push(`${object.name}: ${table} AFTER ${event} (${way.by}, ${TOUCH_FUNCTION[way.by]})`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every table declared as written only with its issue row refers to the issue', async () => {
    const referring = await service.db.read(reader.tenantId, (sql) =>
      sql.query<{ table_name: string }>(
        `SELECT DISTINCT c.relname AS table_name
         FROM pg_constraint k
         JOIN pg_class c ON c.oid = k.conrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY(k.conkey)
         WHERE n.nspname = current_schema() AND k.contype = 'f' AND k.confrelid = 'issues'::regclass
           AND a.attname = 'issue_id'`,
      ),
    );
    const tables = referring.map(({ table_name }) => table_name);
    for (const object of [ISSUE_OBJECT, ACTIVITY_OBJECT]) {
      const declared = declaredAs(object, 'written only with its issue row');
      expect({ object: object.name, notReferring: declared.filter((table) => !tables.includes(table)) }).toEqual({
        object: object.name,
        notReferring: [],
      });
    }
  });
});

/**
 * The ceilings the service is measured against: the least any server on this machine must do to
 * answer the same requests. Run as its own process, like the service:
 *   tsx bench/ceilings.ts <bare|pg-<work>|pglite-<work>> <port> [database-url|data-dir]
 * with BENCH_TENANT, the benchmark's tenant (BenchTenant) as JSON.
 *
 * `select` reads one stored issue as JSON; `insert` inserts one row of about 1 KB; `update` writes
 * what PUT /issues/{id} writes (the update of an issue, its history entry and its event) in one
 * hand-written statement, so that the service's update is compared with the cost of the work
 * itself, not only with a bare INSERT. `create-issue` and `create-activity` do the same for the
 * benchmark's POST /issues (the issue, its labels, its history entry and its event) and POST
 * /v1/activity (two weeks) (an activity per run of working days, each with its history entry and
 * its event), from the very bodies the benchmark sends. The writing ceilings take their rows back
 * when they stop (undoOnStop).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { startPGlite } from '../src/platform/db/pglite.js';
import { ACTIVITY_RANGES, activityBody, type CeilingWork, issueBody } from './scenarios.js';
import type { BenchTenant } from './seed.js';

/** `pg-` and `pglite-` kinds do their work on the store of their name. */
export type CeilingKind = 'bare' | `pg-${CeilingWork}` | `pglite-${CeilingWork}`;

/** About 1 KB of JSON, the size of a typical issue. */
const PAYLOAD = {
  id: 1,
  name: 'Login button does nothing',
  description: 'Steps: open the login page, click the button. Expected: logged in. Actual: nothing.'.repeat(6),
  labels: [1, 2, 3],
  estimated: 90,
};

// The pool of the service's pg adapter has 10 connections; the ceiling gets the same.
const POOL_SIZE = 10;
const SELECT_ISSUE = `SELECT row_to_json(i) AS issue FROM issues i WHERE tenant_id = $1 AND id = $2`;
const CREATE_TABLE =
  'CREATE TABLE IF NOT EXISTS ceiling_rows (id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, payload jsonb)';
const INSERT_ROW = 'INSERT INTO ceiling_rows (payload) VALUES ($1) RETURNING id';
/** The rows of the benchmark's PUT /issues/{id} (a new estimate and description), in one statement. */
const UPDATE_ISSUE = `WITH before AS (
    SELECT id, estimated, description FROM issues WHERE tenant_id = $1 AND id = $2 FOR UPDATE
  ), updated AS (
    UPDATE issues i SET estimated = $3, description = $4, updated_at = now(), last_updator_id = i.creator_id
    FROM before WHERE i.tenant_id = $1 AND i.id = before.id
    RETURNING i.*
  ), entry AS (
    INSERT INTO issue_history (tenant_id, issue_id, author_id, action, changes)
    SELECT u.tenant_id, u.id, u.creator_id, 'updated', jsonb_build_array(
      jsonb_build_object('field', 'description', 'from', b.description, 'to', u.description),
      jsonb_build_object('field', 'estimated', 'from', b.estimated, 'to', u.estimated))
    FROM updated u JOIN before b ON b.id = u.id
    RETURNING changes
  ), evented AS (
    INSERT INTO events (tenant_id, type, actor_id, data)
    SELECT u.tenant_id, 'issue.updated', u.creator_id,
      json_build_object('object', to_jsonb(u) - 'search', 'changes', (SELECT changes FROM entry))
    FROM updated u
  )
  SELECT to_jsonb(u) - 'search' AS issue FROM updated u`;
/**
 * The rows of the benchmark's POST /issues by its admin, in one statement: the issue (its priority's
 * position and search vector computed as the service stores them), its labels, its history entry
 * and its event with the issue as JSON. The benchmark's status is not final, so the issue is open.
 */
const CREATE_ISSUE = `WITH created AS (
    INSERT INTO issues (tenant_id, creator_id, last_updator_id, name, description, project_id, issue_type_id,
      priority_id, status_id, assigned_id, estimated, priority_position, search)
    SELECT $1, $2, $2, $3, $4, $5, $6, p.id, $8, $9, $10, p.position, issue_search_vector($3, $4)
    FROM issue_priorities p WHERE p.tenant_id = $1 AND p.id = $7
    RETURNING *
  ), labelled AS (
    INSERT INTO issue_labels (tenant_id, issue_id, label_id)
    SELECT c.tenant_id, c.id, unnest($11::int[]) FROM created c
  ), entry AS (
    INSERT INTO issue_history (tenant_id, issue_id, author_id, action)
    SELECT c.tenant_id, c.id, c.creator_id, 'created' FROM created c
  ), evented AS (
    INSERT INTO events (tenant_id, type, actor_id, data)
    SELECT c.tenant_id, 'issue.created', c.creator_id,
      json_build_object('object', to_jsonb(c) - 'search', 'changes', '[]'::json)
    FROM created c
  )
  SELECT to_jsonb(c) - 'search' AS issue FROM created c`;
/**
 * The rows of the benchmark's POST /v1/activity (two weeks) by its admin, in one statement: one
 * activity per run ($6, $7: the runs' first and last days), each with its history entry and its
 * event with the activity as JSON.
 */
const CREATE_ACTIVITIES = `WITH inserted AS (
    INSERT INTO activities (tenant_id, activity_type_id, author_id, include_weekends, description, date_from,
      date_to, time_from, time_to, status_id, status_editor_id)
    SELECT $1, $2, $3, $4, $5, r.run_from, r.run_to, $8, $9, $10, $3
    FROM unnest($6::date[], $7::date[]) AS r(run_from, run_to)
    RETURNING *
  ), entries AS (
    INSERT INTO activity_history (tenant_id, activity_id, author_id, action)
    SELECT i.tenant_id, i.id, i.author_id, 'created' FROM inserted i
  ), evented AS (
    INSERT INTO events (tenant_id, type, actor_id, data)
    SELECT i.tenant_id, 'activity.created', i.author_id, json_build_object('object', to_jsonb(i), 'changes', '[]'::json)
    FROM inserted i
  )
  SELECT json_agg(to_jsonb(i) ORDER BY i.date_from) AS activities FROM inserted i`;
/**
 * Worked out once at the start, not per request: the runs the service stores for a range (its
 * function activity_runs, which skips weekends, holidays and days off), and the status a new activity
 * of the type gets (a request's for a type that needs approval), as the service would.
 */
const RUNS = `SELECT r.date_from::text || ' ' || r.date_to::text || ' ' || r.weekends AS key,
    array_agg(run.run_from ORDER BY run.run_from)::text[] AS "from", array_agg(run.run_to ORDER BY run.run_from)::text[] AS "to"
  FROM unnest($3::date[], $4::date[], $5::boolean[]) AS r(date_from, date_to, weekends)
  CROSS JOIN LATERAL activity_runs($1, $2, r.date_from, r.date_to, r.weekends) AS run
  GROUP BY r.date_from, r.date_to, r.weekends`;
const INITIAL_STATUS = `SELECT s.id FROM activity_types t
  JOIN activity_statuses s ON s.tenant_id = t.tenant_id
    AND CASE WHEN t.approvable THEN NOT s.positive_final AND NOT s.negative_final ELSE s.positive_final END
  WHERE t.tenant_id = $1 AND t.id = $2 ORDER BY s.id LIMIT 1`;

/**
 * The tables the writing ceilings (update, create-…) add rows to, each with a key that grows with
 * every row added (the history entries' and activities' ids, the issues' ids for their labels too).
 */
const WRITTEN = [
  ['events', 'seq'],
  ['issue_history', 'id'],
  ['issue_labels', 'issue_id'],
  ['issues', 'id'],
  ['activity_history', 'id'],
  ['activities', 'id'],
] as const;

/**
 * Takes back, when the ceiling stops, the rows it added to the benchmark's tables, and vacuums and
 * analyses them: the service measured next would otherwise find thousands more issues and
 * activities than were seeded, and thousands of events for its sequencer and notifier to work
 * through during its first scenarios.
 */
async function undoOnStop(query: Query): Promise<() => Promise<void>> {
  const [marks] = await query(
    `SELECT ${WRITTEN.map(([table, key]) => `(SELECT coalesce(max(${key}), 0) FROM ${table}) AS ${table}`).join(', ')}`,
    [],
  );
  return async () => {
    for (const [table, key] of WRITTEN) await query(`DELETE FROM ${table} WHERE ${key} > $1`, [marks![table]]);
    await query(`VACUUM (ANALYZE) ${WRITTEN.map(([table]) => table).join(', ')}`, []);
  };
}

interface Query {
  (text: string, params: unknown[]): Promise<Record<string, unknown>[]>;
}

interface Store {
  query: Query;
  inTransaction: Query;
  close: () => Promise<void>;
}

async function openQuery(kind: CeilingKind, target: string): Promise<Store> {
  if (kind.startsWith('pg-')) {
    const pool = new pg.Pool({ connectionString: target, max: POOL_SIZE });
    await pool.query(CREATE_TABLE);
    return {
      close: () => pool.end(),
      query: async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows,
      inTransaction: async (text, params) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const { rows } = await client.query<Record<string, unknown>>(text, params);
          await client.query('COMMIT');
          return rows;
        } finally {
          client.release();
        }
      },
    };
  }
  const db = await startPGlite({ dataDir: target });
  await db.exec(CREATE_TABLE);
  return {
    close: () => db.close(),
    query: async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows,
    inTransaction: (text, params) =>
      db.transaction(async (tx) => (await tx.query<Record<string, unknown>>(text, params)).rows),
  };
}

/** Minutes since midnight of a time of day such as 09:00, as activities store it. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

interface ActivityInput {
  activityTypeId: number;
  includeWeekends: boolean;
  description: string;
  dateFrom: string;
  dateTo: string;
  timeFrom: string;
  timeTo: string;
}

/**
 * The parameters of CREATE_ACTIVITIES for each body of the benchmark's POST /v1/activity, by its
 * admin: the runs of every range its bodies name and the initial status are read before the load.
 */
async function activityParams(query: Query, tenant: BenchTenant): Promise<(n: number) => unknown[]> {
  const author = tenant.userIds[0]!;
  const input = (n: number) => JSON.parse(activityBody(tenant, n)) as ActivityInput;
  const key = (a: ActivityInput) => `${a.dateFrom} ${a.dateTo} ${a.includeWeekends}`;
  const ranges = Array.from({ length: ACTIVITY_RANGES }, (_, n) => input(n));
  const rows = await query(RUNS, [
    tenant.tenantId,
    author,
    ranges.map((a) => a.dateFrom),
    ranges.map((a) => a.dateTo),
    ranges.map((a) => a.includeWeekends),
  ]);
  const runs = new Map(rows.map((row) => [row.key as string, row as { from: string[]; to: string[] }]));
  const [status] = await query(INITIAL_STATUS, [tenant.tenantId, input(0).activityTypeId]);
  return (n) => {
    const a = input(n);
    const run = runs.get(key(a));
    if (!run) throw new Error(`no runs worked out for ${key(a)}`);
    const { activityTypeId, includeWeekends, description, timeFrom, timeTo } = a;
    const times = [minutes(timeFrom), minutes(timeTo)];
    return [
      tenant.tenantId,
      activityTypeId,
      author,
      includeWeekends,
      description,
      run.from,
      run.to,
      ...times,
      status!.id,
    ];
  };
}

/** The parameters of CREATE_ISSUE for the benchmark's POST /issues body `n`, by its admin. */
function issueParams(tenant: BenchTenant, n: number): unknown[] {
  const body = JSON.parse(issueBody(tenant, n)) as Record<string, unknown> & { labels: number[] };
  const { name, description, projectId, issueTypeId, priorityId, statusId, assignedId, estimated, labels } = body;
  return [
    tenant.tenantId,
    tenant.userIds[0],
    name,
    description,
    projectId,
    issueTypeId,
    priorityId,
    statusId,
    assignedId,
    estimated,
    labels,
  ];
}

async function main() {
  const [kind, port, target = ''] = process.argv.slice(2) as [CeilingKind, string, string?];
  const app = Fastify({ logger: false });
  const benchTenant = JSON.parse(process.env.BENCH_TENANT ?? '{}') as BenchTenant;
  const tenant = benchTenant.tenantId;
  const ids = benchTenant.sampleIssueIds;
  let next = 0;
  app.get('/health', async () => ({ status: 'ok' }));
  if (kind === 'bare') {
    app.get('/ceiling', async () => PAYLOAD);
  } else {
    const { query, inTransaction, close } = await openQuery(kind, target);
    const undo = /-(update|create-)/.test(kind) ? await undoOnStop(query) : async () => {};
    process.once('SIGTERM', () => {
      void (async () => {
        await app.close();
        await undo();
        await close();
        process.exit(0);
      })();
    });
    if (kind.endsWith('select')) {
      app.get('/ceiling', async () => (await query(SELECT_ISSUE, [tenant, ids[next++ % ids.length]]))[0]!.issue);
    } else if (kind.endsWith('update')) {
      app.put('/ceiling', async () => {
        const n = next++;
        return (await query(UPDATE_ISSUE, [tenant, ids[n % ids.length], n % 500, `Edited ${n}`]))[0]!.issue;
      });
    } else if (kind.endsWith('create-issue')) {
      app.post('/ceiling', async () => (await query(CREATE_ISSUE, issueParams(benchTenant, next++)))[0]!.issue);
    } else if (kind.endsWith('create-activity')) {
      const params = await activityParams(query, benchTenant);
      app.post('/ceiling', async () => (await query(CREATE_ACTIVITIES, params(next++)))[0]!.activities);
    } else {
      app.post('/ceiling', async () => (await inTransaction(INSERT_ROW, [JSON.stringify(PAYLOAD)]))[0]);
    }
  }
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}

await main();

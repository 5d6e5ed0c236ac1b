/**
 * The ceilings the service is measured against: the least any server on this machine must do to
 * answer the same requests. Run as its own process, like the service:
 *   tsx bench/ceilings.ts <bare|pg-select|pg-insert|pg-update|pglite-…> <port> [database-url|data-dir]
 *
 * `select` reads one stored issue as JSON; `insert` inserts one row of about 1 KB; `update` writes
 * what PUT /issues/{id} writes (the update of an issue, its history entry and its event) in one
 * hand-written statement, so that the service's update is compared with the cost of the work
 * itself, not only with a bare INSERT. The writing ceilings take their rows back when they stop
 * (undoOnStop).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { startPGlite } from '../src/platform/db/pglite.js';

export type CeilingKind =
  'bare' | 'pg-select' | 'pg-insert' | 'pg-update' | 'pglite-select' | 'pglite-insert' | 'pglite-update';

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
 * The tables the writing ceilings (update) add rows to, each with a key that grows with every row
 * added.
 */
const WRITTEN = [
  ['events', 'seq'],
  ['issue_history', 'id'],
] as const;

/**
 * Takes back, when the ceiling stops, the rows it added to the benchmark's tables, and vacuums and
 * analyses them: the service measured next would otherwise find thousands of events for its
 * sequencer and notifier to work through during its first scenarios.
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

async function main() {
  const [kind, port, target = ''] = process.argv.slice(2) as [CeilingKind, string, string?];
  const app = Fastify({ logger: false });
  const tenant = process.env.BENCH_TENANT ?? 'bench';
  const ids = (process.env.BENCH_ISSUE_IDS ?? '1').split(',').map(Number);
  let next = 0;
  app.get('/health', async () => ({ status: 'ok' }));
  if (kind === 'bare') {
    app.get('/ceiling', async () => PAYLOAD);
  } else {
    const { query, inTransaction, close } = await openQuery(kind, target);
    const undo = kind.endsWith('update') ? await undoOnStop(query) : async () => {};
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
    } else {
      app.post('/ceiling', async () => (await inTransaction(INSERT_ROW, [JSON.stringify(PAYLOAD)]))[0]);
    }
  }
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}

await main();

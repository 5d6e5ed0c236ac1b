import pg from 'pg';
import {
  busyWhenTimedOut,
  CLOSE_CURSORS,
  type CursorWork,
  type Database,
  type DatabaseLoad,
  DatabaseUnavailableError,
  fetchFrom,
  type OpenedDatabase,
  pgErrorCode,
  type PreparedStatement,
  type PlanMode,
  planModeOf,
  SET_PLAN_MODE,
  SET_TENANT,
  type Sql,
  withRetry,
} from './database.js';
import { DEFAULT_TIMEOUTS } from '../config.js';
import { migrate, type OwnerConnection } from './migrate.js';
import { APP_ROLE, WORKER_ROLE } from './roles.js';

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  /**
   * REQUEST_TIMEOUT_MS: no request holds a connection past it (D13). A statement may run a third of
   * it and wait for a lock a sixth, so that the few statements of a write end within it.
   */
  requestTimeoutMs?: number;
}

const CONNECT_TIMEOUT_MS = 5_000;
/** The server's statement timeout answers first when the server is alive; this is for when it is not. */
const QUERY_DEADLINE_SLACK_MS = 5_000;

/**
 * Connections of the event workers (sequencer, deliveries, relay, retention, backlog metrics), apart
 * from the requests' pool: under load their short transactions would otherwise queue behind every
 * waiting request, and webhook deliveries and relays fall seconds behind the writes.
 */
const WORKER_POOL_SIZE = 2;
/**
 * The workers' statements read and write a batch at a time (their backlog, at most a few hundred
 * events), but the planner sizes a reader's range of the feed as a third of `events` and planned the
 * backlog metrics' statement in parallel: two worker processes started and stopped on every scrape,
 * 7 ms for less than 1 ms of work when idle, 20-30 ms under load (the benchmark scrapes four times a
 * second). Nothing the workers run is worth a parallel plan.
 */
const WORKER_SETTINGS = ' -c max_parallel_workers_per_gather=0';

/**
 * Migrates the database as the URL's user, then serves the application through a pool under
 * APP_ROLE and the event workers through a small pool under WORKER_ROLE.
 */
export async function openPostgres({
  url,
  poolSize = 10,
  requestTimeoutMs = DEFAULT_TIMEOUTS.requestTimeoutMs,
}: PostgresOptions): Promise<OpenedDatabase> {
  const appliedMigrations = await migrateAsOwner(url);
  const timeouts = { statementMs: Math.ceil(requestTimeoutMs / 3), lockMs: Math.ceil(requestTimeoutMs / 6) };
  const db = new PostgresDatabase(
    pool(url, poolSize, APP_ROLE, timeouts),
    pool(url, WORKER_POOL_SIZE, WORKER_ROLE, timeouts, WORKER_SETTINGS),
  );
  return { db, appliedMigrations };
}

function pool(
  url: string,
  size: number,
  role: string,
  timeouts: { statementMs: number; lockMs: number },
  settings = '',
): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: size,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that freezes or a network that drops packets closes no socket: keep-alive probes
    // and a client-side deadline turn that into an error (503) instead of a request that hangs.
    keepAlive: true,
    query_timeout: timeouts.statementMs + QUERY_DEADLINE_SLACK_MS,
    // The role is taken at session start, so no connection can ever run a query as the owner,
    // for whom row-level security would not apply. JIT compilation is off: it pays off for long
    // analytic queries only, and under row-level security the planner's row estimates are far off
    // both ways, so a 50 ms statement could cost 600 ms of compiling (seen with the feed's).
    options: `-c role=${role} -c statement_timeout=${timeouts.statementMs} -c lock_timeout=${timeouts.lockMs} -c jit=off${settings}`,
  });
}

export async function migrateAsOwner(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    return await migrate(ownerConnection(client));
  } finally {
    await client.end();
  }
}

function ownerConnection(client: pg.Client): OwnerConnection {
  return {
    execute: async (script) => {
      await client.query(script);
    },
    ...statementRunner(client),
  };
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres';
  /** The tenant each pooled connection's session setting currently names; set only when it changes. */
  readonly #tenantOf = new WeakMap<pg.PoolClient, string>();
  /** Each pooled connection's plan_cache_mode (see PlanMode); switched only when it changes. */
  readonly #planModeOf = new WeakMap<pg.PoolClient, PlanMode>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly workerPool: pg.Pool,
  ) {
    for (const each of [pool, workerPool]) {
      // An idle client that loses its connection emits here; without a listener the process would crash.
      each.on('error', () => undefined);
      // pg-pool listens only while a client is idle. A connection lost while checked out (the server
      // crashing mid-request) emits 'error' with nobody listening: an uncaught exception that ends the
      // process. The query in flight fails on its own, and pg-pool drops unqueryable clients on release.
      each.on('connect', (client) => client.on('error', () => undefined));
    }
  }

  /** Through withRetry too: a read stopped by a statement or lock time-out is a 503, like a write (D13). */
  read<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return withRetry(() => this.#withClient(tenantId, this.pool, (client) => work(this.#runner(client))));
  }

  autocommit<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.read(tenantId, work);
  }

  write<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.#transaction(tenantId, work);
  }

  acrossTenants<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.#transaction(null, work, this.workerPool);
  }

  acrossTenantsAutocommit<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return withRetry(() => this.#withClient(null, this.workerPool, (client) => work(this.#runner(client))));
  }

  /** One transaction, not retried: its rows may be on their way to a client before it ends. */
  async cursor<O, T>(tenantId: string, name: string, open: (sql: Sql) => Promise<O>, work: CursorWork<O, T>) {
    try {
      return await this.#withClient(tenantId, this.pool, (client) =>
        this.#between(client, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (sql) => {
          const result = await work(await open(sql), (count) => sql.query(fetchFrom(name, count)));
          // Closed first: a cursor WITH HOLD still open at COMMIT would be read to its end and kept.
          await sql.query(CLOSE_CURSORS);
          return result;
        }),
      );
    } catch (error) {
      throw busyWhenTimedOut(error);
    }
  }

  #transaction<T>(tenantId: string | null, work: (sql: Sql) => Promise<T>, pool = this.pool): Promise<T> {
    return withRetry(() => this.#withClient(tenantId, pool, (client) => this.#between(client, 'BEGIN', work)));
  }

  /** `work` on `client` from `begin` to COMMIT; rolled back when it fails. */
  async #between<T>(client: pg.PoolClient, begin: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    await client.query(begin);
    try {
      const result = await work(this.#runner(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // A rollback also undoes a plan mode set inside the transaction.
      this.#planModeOf.delete(client);
      await client.query('ROLLBACK');
      throw error;
    }
  }

  async ping(): Promise<void> {
    await this.#withClient(null, this.pool, (client) => client.query('SELECT 1'));
  }

  load(): DatabaseLoad {
    const { totalCount, idleCount, waitingCount } = this.pool;
    return { connections: totalCount, inUse: totalCount - idleCount, waiting: waitingCount };
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.workerPool.end()]);
  }

  /** The statements of `client`, each run in the plan mode of its kind. */
  #runner(client: pg.PoolClient): Sql {
    const statements = statementRunner(client);
    return {
      query: async (statement, params) => {
        const mode = planModeOf(statement);
        if (this.#planModeOf.get(client) !== mode) {
          this.#planModeOf.delete(client);
          await client.query(SET_PLAN_MODE[mode]);
          this.#planModeOf.set(client, mode);
        }
        return statements.query(statement, params);
      },
    };
  }

  async #withClient<T>(
    tenantId: string | null,
    pool: pg.Pool,
    work: (client: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new DatabaseUnavailableError(error);
    }
    let broken = false;
    try {
      if (tenantId !== null && this.#tenantOf.get(client) !== tenantId) {
        this.#tenantOf.delete(client);
        await statementRunner(client).query(SET_TENANT, [tenantId]);
        this.#tenantOf.set(client, tenantId);
      }
      return await work(client);
    } catch (error) {
      broken = isConnectionFailure(error);
      throw broken ? new DatabaseUnavailableError(error) : error;
    } finally {
      client.release(broken);
    }
  }
}

function statementRunner(client: pg.ClientBase): Sql {
  return {
    query: async <Row>(statement: string | PreparedStatement, params?: readonly unknown[]) => {
      const values = params as unknown[] | undefined;
      const result =
        typeof statement === 'string'
          ? await client.query(statement, values)
          : await client.query({ name: statement.name, text: statement.text, ...(values ? { values } : {}) });
      return result.rows as Row[];
    },
  };
}

/** Errors after which the connection cannot be trusted: lost sockets, server shutdown, refused starts. */
function isConnectionFailure(error: unknown): boolean {
  const code = pgErrorCode(error) ?? '';
  if (/^(08|57P0[123])/.test(code) || /^E[A-Z]+$/.test(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connection error|not queryable|Query read timeout/i.test(message);
}

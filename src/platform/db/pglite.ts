import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises';
import path from 'node:path';
import { parse, PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import pLimit from 'p-limit';
import {
  CLOSE_CURSORS,
  type CursorWork,
  type Database,
  type DatabaseLoad,
  fetchFrom,
  type OpenedDatabase,
  type PlanMode,
  planModeOf,
  PreparedStatement,
  SET_PLAN_MODE,
  SET_TENANT,
  SET_WORKER_ROLE,
  type Sql,
  statementText,
} from './database.js';
import { migrate, type OwnerConnection } from './migrate.js';
import { APP_ROLE } from './roles.js';

export interface PGliteOptions {
  /** Directory of the store; omitted for an in-memory database. */
  dataDir?: string;
  /** A dump (from `dumpDataDir`) to start from, used by tests to skip initdb and migrations. */
  loadDataDir?: Blob;
  /** How often the store looks for tables to vacuum (see vacuumDueTables); for tests. */
  upkeepIntervalMs?: number;
  /** PostgreSQL's shared_buffers (`16MB`) instead of its default 128 MB: for an instance that reads each page about once. */
  sharedBuffers?: string;
}

/** Opens (creating if needed) the embedded store, migrates it, and narrows its session to APP_ROLE. */
export async function openPGlite(options: PGliteOptions = {}): Promise<OpenedDatabase<PGliteDatabase>> {
  const unlock = options.dataDir ? await lockStore(options.dataDir) : async () => undefined;
  try {
    const pglite = await startPGlite(options);
    const appliedMigrations = await migrate(ownerConnection(pglite));
    await analyzeStaleTables(pglite);
    const holdsNoTenant = (await pglite.query<{ none: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM tenants) AS none'))
      .rows[0]!.none;
    await pglite.exec(`SET ROLE ${APP_ROLE}`);
    const db = new PGliteDatabase(pglite, unlock, options.dataDir !== undefined, options.upkeepIntervalMs);
    return { db, appliedMigrations, holdsNoTenant };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * No autovacuum runs in PGlite, so the store refreshes the planner's statistics of the tables that
 * have none, or that grew by more than a tenth since they were last analysed (PGlite keeps no
 * counters of changed rows across restarts, but the catalog keeps each table's size at its last
 * ANALYZE). A store on disk does it when it closes, so that the next start need not: with 100,000
 * issues it is two seconds that would otherwise delay readiness. Each start does it as well, which
 * finds nothing to do unless the last process ended without closing the store.
 */
async function analyzeStaleTables(pglite: PGlite): Promise<void> {
  const { rows } = await pglite.query<{ name: string }>(
    `SELECT format('%I', c.relname) AS name
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r'
       AND (NOT EXISTS (SELECT 1 FROM pg_statistic s WHERE s.starelid = c.oid)
            OR pg_relation_size(c.oid) / current_setting('block_size')::int > 1.1 * c.relpages + 8)`,
  );
  if (rows.length > 0) await pglite.exec(`ANALYZE ${rows.map((row) => row.name).join(', ')}`);
}

/** How often the embedded store looks for tables to vacuum: autovacuum's naptime in a server is a minute. */
const UPKEEP_INTERVAL_MS = 10_000;

interface DueTable {
  name: string;
  command: 'VACUUM' | 'ANALYZE' | 'VACUUM ANALYZE';
}

/**
 * The tables autovacuum would vacuum or analyse now, at its default settings: dead rows over 50 +
 * 20 % of the table, rows inserted since the last vacuum over 1,000 + 20 % (which keeps the
 * visibility map, and so index-only scans, current), rows changed since the last analysis over
 * 50 + 10 %. PGlite's statistics reach these counters about once a second.
 */
const DUE_TABLES = `
  SELECT format('%I', relname) AS name,
    CASE WHEN vacuums AND analyses THEN 'VACUUM ANALYZE' WHEN vacuums THEN 'VACUUM' ELSE 'ANALYZE' END AS command
  FROM (
    SELECT s.relname,
      s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
        OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) AS vacuums,
      s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) AS analyses
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = current_schema()
  ) tables
  WHERE vacuums OR analyses`;

/** A PGlite instance with the extensions the migrations use, before any migration ran. */
export function startPGlite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { btree_gin },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] }
      : {}),
  });
}

/** The embedded store is held by another process (the running service, most likely). */
export class StoreInUseError extends Error {
  constructor(dataDir: string, holder: number) {
    super(`The store at ${dataDir} is in use by process ${holder}; stop that process first.`);
  }
}

/**
 * PGlite does not guard its directory against a second process, and two writers would corrupt it,
 * so the store is locked with a pid file beside it. A lock left by a process that died is taken over.
 */
export async function lockStore(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  await mkdir(path.dirname(lockPath), { recursive: true });
  for (;;) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(lockPath, 'utf8').catch(() => ''));
      if (holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new StoreInUseError(dataDir, holder);
      }
      await rm(lockPath, { force: true });
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerConnection(pglite: PGlite): OwnerConnection {
  return {
    execute: async (script) => {
      await pglite.exec(script);
    },
    // The owner's statements are the migrations' bookkeeping: not worth keeping prepared in the session.
    query: async (statement, params) =>
      (await pglite.query(statementText(statement), params as unknown[])).rows as never[],
  };
}

/**
 * PGlite is one single-user session, so units of work take turns through a queue; that keeps a
 * tenant setting and the statements that rely on it together.
 */
export class PGliteDatabase implements Database {
  readonly kind = 'pglite';
  #queue: Promise<unknown> = Promise.resolve();
  /** Units of work queued or running. */
  #pending = 0;
  #sessionTenant: string | null = null;
  readonly #statements: SessionStatements;
  /** Cursors take turns: each is closed with CLOSE ALL, which must find no other's in the session. */
  readonly #cursorTurns = pLimit(1);

  readonly #upkeep: NodeJS.Timeout;

  constructor(
    readonly pglite: PGlite,
    private readonly unlock: () => Promise<void> = async () => undefined,
    /** Whether the store outlives the process (a directory), and so is worth analysing on close. */
    private readonly onDisk = false,
    upkeepIntervalMs = UPKEEP_INTERVAL_MS,
  ) {
    this.#statements = new SessionStatements(pglite);
    this.#upkeep = setInterval(() => void this.#vacuumDueTables(), upkeepIntervalMs).unref();
  }

  read<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      await this.#scope(tenantId);
      return work(this.#statements.runner(this.pglite));
    });
  }

  autocommit<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.read(tenantId, work);
  }

  write<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      await this.#scope(tenantId);
      return this.#transaction(work);
    });
  }

  acrossTenants<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.#exclusive(() =>
      this.#transaction(async (sql) => {
        await sql.query(SET_WORKER_ROLE);
        return work(sql);
      }),
    );
  }

  /** The role is taken with SET LOCAL ROLE, which needs a transaction. */
  acrossTenantsAutocommit<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.acrossTenants(work);
  }

  /**
   * WITH HOLD outside a transaction: the DECLARE reads every row into the cursor's store (past
   * work_mem a temporary file), and each fetch is a unit of work of its own, so that a slow reader
   * holds the cursor but not the session. The rows stay those of the moment `open` ran.
   */
  cursor<O, T>(tenantId: string, name: string, open: (sql: Sql) => Promise<O>, work: CursorWork<O, T>): Promise<T> {
    return this.#cursorTurns(async () => {
      try {
        const opened = await this.#exclusive(async () => {
          await this.#scope(tenantId);
          return open(this.#statements.runner(this.pglite));
        });
        return await work(opened, (count) =>
          this.#exclusive(() => this.#statements.runner(this.pglite).query(fetchFrom(name, count))),
        );
      } finally {
        await this.#exclusive(() => this.pglite.exec(CLOSE_CURSORS));
      }
    });
  }

  /** One session means no concurrent transactions, so nothing here can fail for serialization. */
  async #transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    try {
      return await this.pglite.transaction((tx) => work(this.#statements.runner(tx)));
    } catch (error) {
      this.#statements.forgetPlanMode(); // a rollback also undoes a plan mode set inside the transaction
      throw error;
    }
  }

  async ping(): Promise<void> {
    await this.#exclusive(() => this.pglite.query('SELECT 1'));
  }

  load(): DatabaseLoad {
    return { connections: 1, inUse: Math.min(this.#pending, 1), waiting: Math.max(this.#pending - 1, 0) };
  }

  async close(): Promise<void> {
    clearInterval(this.#upkeep);
    await this.#exclusive(async () => {
      if (this.onDisk) await this.#analyzeAsOwner();
      await this.pglite.close();
    });
    await this.unlock();
  }

  /** Best effort: a store that cannot be analysed still closes, and the next start analyses it. */
  async #analyzeAsOwner(): Promise<void> {
    try {
      await this.pglite.exec('RESET ROLE');
      await analyzeStaleTables(this.pglite);
    } catch {
      // nothing lost: statistics only
    }
  }

  /**
   * What autovacuum does in a server, which PGlite lacks: without it every update and deleted row
   * stays in its table and indexes, and the embedded store served a steady load at half its rate
   * after five minutes (bench/RESULTS.md, held load). A table is vacuumed and analysed at
   * autovacuum's default thresholds, one table per turn of the queue, so that requests wait for
   * one table at most. Best effort: a failed round leaves the work to the next.
   */
  async #vacuumDueTables(): Promise<void> {
    try {
      const due = await this.#exclusive(() => this.pglite.query<DueTable>(DUE_TABLES));
      for (const table of due.rows) {
        // VACUUM takes no parameters: the name comes from the catalog, quoted by format('%I'),
        // and the command from DUE_TABLES' fixed CASE.
        await this.asOwner(`${table.command} ${table.name}`);
      }
    } catch {
      // statistics and free space only: the next round tries again
    }
  }

  /**
   * Runs `statement` as the store's owner, in a turn of its own, so that no other unit of work runs
   * with the owner's rights: what the service's role may not do (VACUUM, ANALYZE, CHECKPOINT).
   */
  asOwner(statement: string): Promise<void> {
    return this.#exclusive(() => this.#asOwner(statement));
  }

  async #asOwner(statement: string): Promise<void> {
    await this.pglite.exec('RESET ROLE');
    try {
      await this.pglite.exec(statement);
    } finally {
      await this.pglite.exec(`SET ROLE ${APP_ROLE}`);
    }
  }

  /**
   * A consistent copy of the store at `target` between two units of work, for a backup (D21) to read
   * in another process: a store on disk is checkpointed and its directory copied (what the copy takes
   * holds up requests: two seconds for 750 MB); an in-memory store is written as a `.tar`.
   * Answers the copy's path.
   */
  snapshot(target: string): Promise<string> {
    return this.#exclusive(async () => {
      if (!this.onDisk || !this.pglite.dataDir) {
        const file = `${target}.tar`;
        await writeFile(file, Buffer.from(await (await this.pglite.dumpDataDir('none')).arrayBuffer()));
        return file;
      }
      await this.#asOwner('CHECKPOINT');
      await cp(this.pglite.dataDir, target, { recursive: true });
      return target;
    });
  }

  /** A consistent copy of the whole store, for starting other instances from the same state. */
  dump(): Promise<Blob> {
    return this.#exclusive(async () => await this.pglite.dumpDataDir('none'));
  }

  async #scope(tenantId: string): Promise<void> {
    if (this.#sessionTenant === tenantId) return;
    this.#sessionTenant = null;
    await this.pglite.query(SET_TENANT.text, [tenantId]);
    this.#sessionTenant = tenantId;
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    // PGlite answers on the main thread: a queue that started each unit right after the last one,
    // in the same run of promise callbacks, kept Node from accepting connections and reading
    // requests for as long as it was not empty (new connections waited seconds under load).
    this.#pending += 1;
    const result = this.#queue
      .then(() => nextTurnOfTheEventLoop())
      .then(work)
      .finally(() => (this.#pending -= 1));
    this.#queue = result.catch(() => undefined);
    return result;
  }
}

/**
 * Runs the statements of one session: a PreparedStatement as a named statement of the session,
 * anything else as PGlite's own `query` does, which parses and plans each statement anew. Planning
 * is what the service's JSON-building statements cost most in PGlite: building one issue took
 * 16 ms to plan and 1.6 ms to run (EXPLAIN ANALYZE, 10k issues). Each kind of statement runs in
 * its plan mode (see PlanMode), as with the PostgreSQL adapter.
 */
class SessionStatements {
  /** Parameter types of the statements this session has parsed, by statement name. */
  readonly #parameterTypes = new Map<string, number[]>();
  /** The session's plan_cache_mode; null when not known. */
  #planMode: PlanMode | null = null;

  constructor(private readonly pglite: PGlite) {}

  /** A runner of statements; inside a transaction (`target` a Transaction) nothing is synced to disk per statement. */
  runner(target: PGlite | Transaction): Sql {
    const syncToFs = target === this.pglite;
    return {
      query: async (statement, params = []) => {
        if (statement instanceof PreparedStatement) {
          return (await this.#runNamed(statement, params, syncToFs)) as never[];
        }
        const mode = planModeOf(statement);
        if (this.#planMode !== mode) await this.#switchPlanMode(target, mode);
        return (await target.query(statement, params as unknown[])).rows as never[];
      },
    };
  }

  forgetPlanMode(): void {
    this.#planMode = null;
  }

  async #switchPlanMode(target: PGlite | Transaction, mode: PlanMode): Promise<void> {
    this.#planMode = null;
    await target.exec(SET_PLAN_MODE[mode]);
    this.#planMode = mode;
  }

  #runNamed(statement: PreparedStatement, params: readonly unknown[], syncToFs: boolean) {
    // PGlite's protocol calls are not queued with its other statements; runExclusive queues them.
    return this.pglite.runExclusive(async () => {
      const types = this.#parameterTypes.get(statement.name) ?? (await this.#parse(statement));
      const values = params.map((value, index) => this.#serialize(value, types[index]!));
      // A switch of the plan mode goes in the same call, ahead of the statement.
      const mode = planModeOf(statement);
      const switching = this.#planMode !== mode;
      this.#planMode = null;
      const messages = await this.pglite.execProtocolStream(
        joined(
          ...(switching ? [protocol.serialize.query(SET_PLAN_MODE[mode])] : []),
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ),
        { syncToFs },
      );
      this.#planMode = mode;
      // PGlite makes an empty result of an answer that never completed (no CommandComplete): that
      // must be an error, not "no rows" (a token look-up would answer 401).
      const completed = messages.filter((message) => message.name === 'commandComplete').length;
      if (completed < (switching ? 2 : 1)) {
        throw new Error(`The embedded store did not complete statement ${statement.name}.`);
      }
      return parse.parseResults(messages, this.pglite.parsers).at(-1)!.rows;
    });
  }

  async #parse(statement: PreparedStatement): Promise<number[]> {
    const messages = await this.pglite.execProtocolStream(
      joined(
        protocol.serialize.parse({ name: statement.name, text: statement.text }),
        protocol.serialize.describe({ type: 'S', name: statement.name }),
        protocol.serialize.sync(),
      ),
      { syncToFs: false },
    );
    const types = parse.parseDescribeStatementResults(messages);
    this.#parameterTypes.set(statement.name, types);
    return types;
  }

  /** A parameter as PGlite's `query` sends it: by the serializer of its type, else as a string. */
  #serialize(value: unknown, type: number): string | null {
    if (value === null || value === undefined) return null;
    const serializer = this.pglite.serializers[type];
    return serializer ? serializer(value) : (value as { toString(): string }).toString();
  }
}

/** Protocol messages sent as one: the session answers all of them in one call. */
function joined(...messages: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
}

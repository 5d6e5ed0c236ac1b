import { createHash } from 'node:crypto';
import { WORKER_ROLE } from './roles.js';
import { statementDeclared } from './statement-watch.js';

/** One statement runner bound to a connection (and, inside `write`, to its transaction). */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string | PreparedStatement, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * A statement of fixed text on a hot path. The PostgreSQL adapter prepares it once per connection
 * under a name derived from the text, so that it is parsed once and, after a few runs, executed
 * with a cached generic plan: planning the service's large JSON-building statements costs more
 * than running them. Only fixed texts qualify, since every distinct text stays prepared on every
 * pooled connection for the connection's life.
 */
export class PreparedStatement {
  readonly name: string;

  constructor(readonly text: string) {
    this.name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementDeclared(text);
  }
}

/**
 * How PostgreSQL plans a statement, by kind. A PreparedStatement runs with its generic plan from
 * the first run on: its text is written to be run for any values, and planning the statements that
 * check, write and build JSON costs more than running them. Left to choose (`auto`), PostgreSQL plans
 * the first five runs for their values and keeps doing so whenever those plans look cheaper than the
 * generic one, which values that fold a check away (a reference left out, a caller who sees every
 * issue) bring about: the activity create and the issue edit were planned on every run (up to 2.3
 * times the database's CPU per request, bench/RESULTS.md). Any other text is a query compiled for
 * one request (a list with its filters), sent unnamed: under `auto` it is planned for its values, as
 * it must be (a generic plan cannot tell a rare search word from a common one: the search list took
 * ten times as long with one). Not `force_custom_plan`: that would also plan the statements of every
 * trigger (foreign-key checks included) anew for every row. The adapters switch a session's plan_cache_mode only when the kind of statement changes.
 */
export type PlanMode = 'force_generic_plan' | 'auto';

export const planModeOf = (statement: string | PreparedStatement): PlanMode =>
  statement instanceof PreparedStatement ? 'force_generic_plan' : 'auto';

export const SET_PLAN_MODE: Record<PlanMode, string> = {
  force_generic_plan: 'SET plan_cache_mode = force_generic_plan',
  auto: 'SET plan_cache_mode = auto',
};

export const statementText = (statement: string | PreparedStatement) =>
  typeof statement === 'string' ? statement : statement.text;

/**
 * The service's only way to the database. Every unit of work names its tenant: the connection's
 * `app.tenant_id` setting is made to match before the work runs, and row-level security on every
 * tenant-owned table compares against it, so a query that forgets its tenant filter still sees only
 * that tenant's rows.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` on one connection scoped to `tenantId`, outside an explicit transaction. */
  read<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction scoped to `tenantId`, retried on serialization failures and deadlocks. */
  write<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on one connection scoped to `tenantId` with each statement its own transaction, for
   * a write that is a single statement (atomic by itself) with reads around it: it saves the two
   * round trips of BEGIN and COMMIT. Retried, like `write`, when a statement is aborted for a
   * deadlock; `work` must not write with more than one statement.
   */
  autocommit<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in one transaction as WORKER_ROLE, for the event workers (sequencer, deliveries,
   * relay) that act for every tenant: that role sees every tenant's rows of the few tables it serves
   * (migrations/0015_event_delivery.sql) and nothing of the others. Retried like `write`.
   */
  acrossTenants<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * As `acrossTenants`, with each statement its own transaction, for worker steps whose statements
   * each stand alone: on PostgreSQL (whose worker sessions hold the role from their start) that
   * saves BEGIN and COMMIT, two round trips that under load each wait their turn at the database.
   */
  acrossTenantsAutocommit<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Reads rows too many to hold at once (D18's exports) through a cursor: `open` declares cursor
   * `name` (`DECLARE name NO SCROLL CURSOR WITH HOLD FOR ...`) and may run other reads that must see
   * the same data; then `work` fetches the rows in batches (`fetch(n)`: at most n rows, none once
   * all were read). The cursor is closed, and the connection given back, when `work` settles. Not
   * retried: what was read may be on its way to a client already.
   *
   * PostgreSQL: one read-only REPEATABLE READ transaction on one connection, held until `work`
   * settles. Embedded: `open` materializes the cursor's rows (WITH HOLD, outside a transaction) and
   * each fetch is a unit of work of its own, so that other requests take their turns between the
   * batches rather than wait for a slow reader; one such cursor at a time.
   */
  cursor<O, T>(tenantId: string, name: string, open: (sql: Sql) => Promise<O>, work: CursorWork<O, T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** How busy the store is right now, for metrics and for refusing work past a queue limit. */
  load(): DatabaseLoad;
  close(): Promise<void>;
}

/** What reads a cursor's rows (Database.cursor): `fetch(n)` reads the next n at most, none at the end. */
export type CursorWork<O, T> = (opened: O, fetch: (count: number) => Promise<Record<string, unknown>[]>) => Promise<T>;

/** Units of work holding a connection (the embedded store has one) and units waiting for one. */
export interface DatabaseLoad {
  connections: number;
  inUse: number;
  waiting: number;
}

/** An opened store and the migrations this opening applied (all of them for a new store). */
export interface OpenedDatabase<D extends Database = Database> {
  db: D;
  appliedMigrations: number[];
  /**
   * Whether the store holds no tenant yet. Known for the embedded store only, whose session may look
   * past row-level security before it narrows to the application role; undefined for PostgreSQL.
   */
  holdsNoTenant?: boolean;
}

/** Raised when the database cannot be reached; the HTTP layer answers 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
  }
}

export const SET_WORKER_ROLE = `SET LOCAL ROLE ${WORKER_ROLE}`;

export const SET_TENANT = new PreparedStatement("SELECT set_config('app.tenant_id', $1, false)");

const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

export function pgErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Raised when the database could not do the work in time: conflicting changes kept aborting it
 * (retries used up), or it waited for a lock or ran longer than its time-outs allow (`timedOut`),
 * a read as much as a write. The HTTP layer answers 503 with Retry-After (D13), never 500.
 */
export class DatabaseBusyError extends Error {
  constructor(
    cause: unknown,
    readonly timedOut = false,
  ) {
    super(timedOut ? 'database time-out' : 'database busy', { cause });
  }
}

/** lock_timeout (55P03) and statement_timeout or a cancel (57014): the work was stopped, not wrong. */
const TIMED_OUT_CODES = new Set(['55P03', '57014']);

/** `error` as the HTTP layer should see it: a DatabaseBusyError when the database timed the work out. */
export function busyWhenTimedOut(error: unknown): unknown {
  return TIMED_OUT_CODES.has(pgErrorCode(error) ?? '') ? new DatabaseBusyError(error, true) : error;
}

/** A cursor's name as `Database.cursor` takes it: spliced into FETCH, so a plain identifier only. */
const CURSOR_NAME = /^[a-z_][a-z0-9_]*$/;

/** The statement that reads the next `count` rows of cursor `name`. */
export function fetchFrom(name: string, count: number): string {
  if (!CURSOR_NAME.test(name) || !Number.isInteger(count) || count < 1) {
    throw new Error(`Not a cursor to fetch from: ${name}, ${count}`);
  }
  return `FETCH FORWARD ${count} FROM ${name}`;
}

/** Closes the session's cursors: at the end of `Database.cursor`, whichever step it reached. */
export const CLOSE_CURSORS = 'CLOSE ALL';

/**
 * Re-runs `attempt` when PostgreSQL aborted it for a serialization failure or a deadlock, with a
 * random wait that grows with each attempt; when the attempts are used up, or the work timed out,
 * a DatabaseBusyError.
 */
export async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let attemptNo = 1; ; attemptNo++) {
    try {
      return await attempt();
    } catch (error) {
      const code = pgErrorCode(error) ?? '';
      if (TIMED_OUT_CODES.has(code)) throw new DatabaseBusyError(error, true);
      if (!RETRYABLE_CODES.has(code)) throw error;
      if (attemptNo >= MAX_ATTEMPTS) throw new DatabaseBusyError(error);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attemptNo));
    }
  }
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';

/** The violated constraint's name when `error` is a PostgreSQL error of `code`, else null. */
export function violatedConstraint(error: unknown, code: string): string | null {
  if (pgErrorCode(error) !== code) return null;
  return (error as { constraint?: string }).constraint ?? '';
}

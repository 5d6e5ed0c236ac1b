import type { Database, Sql } from '../src/platform/db/database.js';
import { roll, timestamp } from './seed-text.js';
import { type References } from './seed-reference-data.js';

export const MAIN_TENANT = 'bench';
export const SMALL_TENANT_ISSUES = 1_000;
export const DEFAULT_ACTIVITIES_PER_USER = 48;
export const ROWS_PER_STATEMENT = 50_000;
export const COMMENTS_PER_ISSUE = 3;
/**
 * Issues come in blocks of ten: a tree four levels deep (root, three children, two grandchildren,
 * one great-grandchild) and three issues on their own. Slices start at block boundaries, so a parent
 * is always inserted by the same statement as its children or an earlier one.
 */
export const BLOCK = 10;
export const ISSUES_PER_SLICE = Math.floor(ROWS_PER_STATEMENT / COMMENTS_PER_ISSUE / BLOCK) * BLOCK;
export const SAMPLE_SIZE = 1_000;
/** The database server does the work; two writers keep a two-core server busy. */
export const POSTGRES_WRITERS = Number(process.env.SEED_WRITERS ?? 2);
/** Activities are dated in 2026; they end before the Christmas holidays, so no range contains a holiday. */
export const YEAR_START = '2026-01-01';
export const LAST_ACTIVITY_DAY = '2026-12-23';

// ---------------------------------------------------------------------------------------------
// Ids

export interface IdRange {
  first: number;
  last: number;
}

/**
 * Takes `count` consecutive values of the table's id sequence, so that rows can be inserted with
 * ids known in advance (parents by arithmetic, contiguous ranges) while the service's own inserts
 * later continue after them. The lock keeps concurrent reservations from interleaving.
 */
export async function reserveIds(sql: Sql, table: string, count: number): Promise<IdRange> {
  await sql.query("SELECT pg_advisory_xact_lock(hashtext('bench-seed-ids'))");
  const [range] = await sql.query<IdRange & { count: number }>(
    `SELECT min(id)::int AS first, max(id)::int AS last, count(*)::int AS count
     FROM (SELECT nextval(pg_get_serial_sequence($1, 'id')::regclass) AS id FROM generate_series(1, $2::int)) reserved`,
    [table, count],
  );
  if (!range || range.last - range.first + 1 !== count) {
    throw new Error(`Could not reserve ${count} consecutive ids of ${table}: another session uses its sequence.`);
  }
  return { first: range.first, last: range.last };
}

/**
 * A write transaction of generated rows. JIT compiling would take seconds for the long expressions
 * of these statements, more than running them; PGlite, built without JIT, accepts the setting too.
 * A statement of 50,000 rows may outlast the service's statement timeout on a busy machine.
 */
export function seedWrite<T>(db: Database, tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
  return db.write(tenantId, async (sql) => {
    await sql.query('SET LOCAL jit = off');
    await sql.query('SET LOCAL statement_timeout = 0');
    return work(sql);
  });
}

// ---------------------------------------------------------------------------------------------
// SQL building blocks. Numbers and arrays of our own are inlined; only the tenant id is a parameter.

/** A tenant to fill: its reference data, and the ids reserved for its issues and test executions. */
export interface Seeding {
  tenantId: string;
  token: string;
  adminId: number;
  refs: References;
  seededAt: string;
  issues: IdRange;
  executions: IdRange;
  activitiesPerUser: number;
}

/**
 * 2 % of the issues are private. A function of the id rather than a lookup, so activities link only
 * issues their author may see without reading them.
 */
export const isPrivate = (id: string) => `${roll(id, 35, 1000)} < 20`;

/** Issues are created over two years up to the day before seeding, in id order. */
export function issueCreatedAt(s: Seeding, id: string): string {
  const count = s.issues.last - s.issues.first + 1;
  return `(${timestamp(s.seededAt)} - interval '1 day' * (1 + 730 * (1 - (${id} - ${s.issues.first})::float8 / ${count}))
           + interval '1 minute' * ${roll(id, 101, 480)})`;
}

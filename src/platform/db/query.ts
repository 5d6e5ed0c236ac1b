import {
  type Compilable,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
} from 'kysely';
import { PreparedStatement, type Sql } from './database.js';
import type { DB } from './tables.generated.js';

/**
 * Kysely as a query compiler only: queries are typed against the generated table types and run
 * through the service's own `Sql` adapters, so both stores, tenant scoping and prepared statements
 * stay as they are. Nothing here opens a connection.
 */
export const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Stands in a statement's query for the value of parameter `name`, given when the statement runs. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** A query built with Kysely: a query builder, or SQL written with its `sql` tag. */
type Query = Compilable<unknown> | RawBuilder<unknown>;

/** The row type of a query's result. */
type Row<Q> = Q extends Compilable<infer R> ? R : Q extends RawBuilder<infer R> ? R : never;

const compile = (query: Query) => ('isRawBuilder' in query ? query.compile(db) : query.compile());

/**
 * A statement of fixed shape with named parameters: its query is built and compiled once, with a
 * placeholder for each parameter, and prepared on every connection (see PreparedStatement). A run
 * passes the values by name, so no statement depends on the order of `$n`.
 *
 *   const FIND = new Statement((p: { tenantId: string; id: number }) =>
 *     db.selectFrom('issues').select('name').where('tenant_id', '=', p.tenantId).where('id', '=', p.id));
 *   const rows = await FIND.run(sql, { tenantId, id });
 *
 * The builder sees placeholders, not values: it must not branch on them (a statement whose shape
 * depends on its input is a dynamic query, for `runQuery`). Kysely wrote the text, so it holds no
 * values; constants of the query itself (a LIMIT, a literal) stay fixed parameters.
 */
export class Statement<P extends object, Q extends Query> {
  readonly prepared: PreparedStatement;
  readonly #arguments: ((params: P) => unknown)[];

  constructor(build: (params: P) => Q) {
    const placeholders = new Proxy({}, { get: (_, name) => new Placeholder(String(name)) }) as P;
    const compiled = compile(build(placeholders));
    // Kysely numbers every occurrence of a value anew; a parameter named in many places (the tenant,
    // a checked id) is sent once and referred to by one number: the create of an issue went from
    // 91 parameters to bind on every run to 21.
    const argumentsBySlot: ((params: P) => unknown)[] = [];
    const slotOfName = new Map<string, number>();
    const slotOfOccurrence = compiled.parameters.map((value) => {
      if (!(value instanceof Placeholder)) return argumentsBySlot.push(() => value);
      const slot = slotOfName.get(value.name) ?? argumentsBySlot.push((params: P) => params[value.name as keyof P]);
      slotOfName.set(value.name, slot);
      return slot;
    });
    this.prepared = new PreparedStatement(
      compiled.sql.replace(/\$(\d+)(?!\d)/g, (_, occurrence: string) => `$${slotOfOccurrence[Number(occurrence) - 1]}`),
    );
    this.#arguments = argumentsBySlot;
  }

  run(sql: Sql, params: P): Promise<Row<Q>[]> {
    return sql.query<Row<Q>>(this.prepared, this.values(params));
  }

  /** Runs the text unnamed, so that the database plans it for these values (see PlanMode). */
  runUnnamed(sql: Sql, params: P): Promise<Row<Q>[]> {
    return sql.query<Row<Q>>(this.prepared.text, this.values(params));
  }

  /** The values of `params` in the order of the text's `$n` (for EXPLAIN in tests, too). */
  values(params: P): unknown[] {
    return this.#arguments.map((argument) => argument(params));
  }
}

/** Shapes kept at most: the combinations of a list's filters are many, those in use few. */
const MAX_SHAPES = 1000;

/**
 * A query whose shape depends on its input (a list's filters, sort and cursor): compiled once per
 * shape, with the values as parameters, and run unnamed, so that each run is planned for its values.
 * Building and compiling a list with Kysely took 150-200 µs of every request (bench/RESULTS.md).
 * `build` may branch only on the `shape` keys and on whether a value is present (undefined): any
 * other key it reads is a placeholder, as in a Statement.
 */
export class ShapedQuery<P extends object, Q extends Query> {
  readonly #statements = new Map<string, Statement<P, Q>>();

  constructor(
    private readonly build: (params: P) => Q,
    private readonly shape: readonly (keyof P)[],
  ) {}

  run(sql: Sql, params: P): Promise<Row<Q>[]> {
    const key = JSON.stringify([
      this.shape.map((name) => params[name]),
      Object.keys(params).filter((name) => params[name as keyof P] !== undefined),
    ]);
    let statement = this.#statements.get(key);
    if (!statement) {
      if (this.#statements.size >= MAX_SHAPES) this.#statements.clear();
      statement = new Statement((placeholders: P) => this.build(this.#shaped(params, placeholders)));
      this.#statements.set(key, statement);
    }
    return statement.runUnnamed(sql, params);
  }

  /** The shape keys' values, undefined where `params` has no value, and a placeholder for every other value. */
  #shaped(params: P, placeholders: P): P {
    return new Proxy(params, {
      get: (target, name) => {
        const key = name as keyof P;
        if (this.shape.includes(key) || target[key] === undefined) return target[key];
        return placeholders[key];
      },
    });
  }
}

/**
 * Runs a query whose shape depends on its input (a list's filters), compiled for this run. Its text
 * is not prepared: the shapes are too many to keep on every connection.
 */
export function runQuery<Q extends Query>(sql: Sql, query: Q): Promise<Row<Q>[]> {
  const compiled = compile(query);
  return sql.query<Row<Q>>(compiled.sql, compiled.parameters);
}

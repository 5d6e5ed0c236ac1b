import { expressionBuilder, sql as raw } from 'kysely';
import type { Static, TObject, TProperties, TSchema } from 'typebox';
import { AttributeColumns } from '../platform/db/attributes.js';
import { checkStatement } from '../platform/db/checks.js';
import {
  CHECK_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  type Sql,
  UNIQUE_VIOLATION,
  violatedConstraint,
} from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import { badRequest, conflict, notFound } from '../platform/http/errors.js';
import { idPage } from '../platform/http/pagination.js';
import type {
  Column,
  CreateBody,
  Field,
  Fields,
  RecordTable,
  ResourceBody,
  ResourceDefinition,
  UpdateBody,
} from './resource.js';

/** A body as the attributes it may send: what the column mapping reads. */
const sentOf = <P extends TProperties>(body: Static<TObject<P>>): { [K in keyof P]?: unknown } => body;

type Key = { tenantId: string; id: number };
/** Whose records a read returns: `ownerId`'s, or everyone's when null. */
type Reader = { tenantId: string; ownerId: number | null };
/** A page of a list: the records after id `after`, `fetch` of them. */
type PageOf = { after: number; fetch: number };

/**
 * The statements behind a resource's operations, each built once for the resource and prepared;
 * every method runs inside a tenant-scoped unit of work. The table and its columns come from the
 * definition (code), written into the text as identifiers by the query builder.
 */
export class ResourceStore<
  T extends RecordTable,
  A extends string,
  I extends Fields<T>,
  F extends Fields<T>,
  R extends keyof (I & F) & string,
  X extends TProperties,
  O extends TSchema,
  CR extends TSchema = O,
> {
  /** Every field, with the columns they are stored in: what a create writes. */
  readonly #all: AttributeColumns<keyof (I & F) & string, Column<T>, Field<T>>;
  /** The fields an update may change. */
  readonly #mutable: AttributeColumns<keyof F & string, Column<T>, Field<T>>;
  readonly #optional: (keyof (I & F) & string)[];
  readonly #list;
  readonly #find;
  readonly #lock;
  readonly #insert;
  readonly #setOptional;
  readonly #setMutable;
  readonly #remove;
  readonly #createChecks;
  readonly #updateChecks;

  constructor(private readonly definition: ResourceDefinition<T, A, I, F, R, X, O, CR>) {
    const { table, alias, required } = definition;
    this.#all = new AttributeColumns<keyof (I & F) & string, Column<T>, Field<T>>({
      ...definition.createOnly,
      ...definition.fields,
    });
    this.#mutable = new AttributeColumns<keyof F & string, Column<T>, Field<T>>(definition.fields);
    this.#optional = this.#all.names.filter((name) => !required.some((r) => r === name));

    const row = expressionBuilder<DB & Record<A, DB[T]>, A>();
    const column = (name: Column<T>) => raw.ref(name);
    const own = (name: Column<T>) => raw.id(alias, name);
    const select = raw`SELECT ${definition.object(row)} AS item FROM ${raw.table(table)} AS ${raw.id(alias)}`;
    const { ownedBy } = definition;
    const readable = (p: Reader) =>
      ownedBy
        ? raw`${own('tenant_id')} = ${p.tenantId} AND (${p.ownerId}::int IS NULL OR ${own(ownedBy)} = ${p.ownerId}::int)`
        : raw`${own('tenant_id')} = ${p.tenantId}`;
    this.#list = new Statement(
      (p: Reader & PageOf) =>
        raw<{ id: number; item: Static<O> | null }>`${idPage(
          raw`SELECT ${own('id')} AS id, ${definition.object(row)} AS item FROM ${raw.table(table)} AS ${raw.id(alias)}
            WHERE ${readable(p)} AND ${own('id')} > ${p.after}::int ORDER BY ${own('id')} LIMIT ${p.fetch}::int`,
        )}`,
    );
    this.#find = new Statement(
      (p: Key & Reader) => raw<{ item: Static<O> }>`${select} WHERE ${readable(p)} AND ${own('id')} = ${p.id}`,
    );
    const where = (p: Key) => raw`WHERE ${column('tenant_id')} = ${p.tenantId} AND ${column('id')} = ${p.id}`;
    this.#lock = new Statement((p: Key) => raw`SELECT ${column('id')} FROM ${raw.table(table)} ${where(p)} FOR UPDATE`);

    const requiredColumns = required.map((name) => this.#all.map[name].column);
    this.#insert = new Statement(
      (p: { tenantId: string } & Record<R, unknown>) =>
        raw<{
          id: number;
        }>`INSERT INTO ${raw.table(table)} (${raw.join([column('tenant_id'), ...requiredColumns.map(column)])})
          VALUES (${p.tenantId}, ${raw.join(required.map((name) => p[name]))}) RETURNING ${column('id')}`,
    );
    /**
     * `column = CASE WHEN <sent> THEN <value> ELSE column END` for each of `names`: one text whatever
     * a request sends, so that it is prepared once (as issues/store.ts edits issues). None without names.
     */
    const setSent = <N extends string>(columns: AttributeColumns<N, Column<T>, Field<T>>, names: readonly N[]) =>
      names.length === 0
        ? null
        : new Statement((p: Key & Record<N, unknown> & { sent: string[] }) => {
            const assignments = names.map((name) => {
              const target = column(columns.map[name].column);
              return raw`${target} = CASE WHEN ${raw.lit(name)} = ANY(${p.sent}::text[]) THEN ${p[name]} ELSE ${target} END`;
            });
            return raw`UPDATE ${raw.table(table)} SET ${raw.join(assignments)} ${where(p)}`;
          });
    this.#setOptional = setSent(this.#all, this.#optional);
    this.#setMutable = setSent(this.#mutable, this.#mutable.names);

    const { softDelete } = definition;
    this.#remove = new Statement((p: Key) =>
      softDelete
        ? raw<{ id: number }>`UPDATE ${raw.table(table)}
            SET ${column(softDelete.column)} = ${softDelete.value(column(softDelete.column))} ${where(p)}
            RETURNING ${column('id')}`
        : raw<{ id: number }>`DELETE FROM ${raw.table(table)} ${where(p)} RETURNING ${column('id')}`,
    );
    this.#createChecks = checksOf(this.#all);
    this.#updateChecks = checksOf(this.#mutable);
  }

  /** A page of the records `ownerId` may read (all of them when null), as idPage rows. */
  list(sql: Sql, tenantId: string, ownerId: number | null, page: PageOf) {
    return this.#list.run(sql, { tenantId, ownerId, ...page });
  }

  async find(sql: Sql, tenantId: string, id: number, ownerId: number | null = null): Promise<Static<O> | null> {
    const [row] = await this.#find.run(sql, { tenantId, id, ownerId });
    return row?.item ?? null;
  }

  /**
   * Inserts the required attributes, then sets the optional ones sent, so that those not sent take
   * their column's default: both statements keep one text whatever a request sends.
   */
  async create(sql: Sql, tenantId: string, body: CreateBody<I, F, R, X>): Promise<Static<O> | Static<CR>> {
    const sent = sentOf(body);
    const values = this.#all.storedValues(sent);
    await this.#createChecks?.require(sql, { tenantId, ...values });
    await this.definition.extension?.require?.(sql, tenantId, body);
    if (this.definition.create) return this.definition.create(sql, tenantId, body);
    const [row] = await this.#guard(body, () => this.#insert.run(sql, { tenantId, ...values }));
    const id = row!.id;
    const optional = this.#all.sent(sent, this.#optional);
    if (this.#setOptional && optional.length > 0) {
      const setOptional = this.#setOptional;
      await this.#guard(body, () => setOptional.run(sql, { tenantId, id, ...values, sent: optional }));
    }
    await this.definition.extension?.save?.(sql, tenantId, id, body);
    return (await this.find(sql, tenantId, id))!;
  }

  async update(sql: Sql, tenantId: string, id: number, body: UpdateBody<F, X>): Promise<Static<O>> {
    const [existing] = await this.#lock.run(sql, { tenantId, id });
    if (!existing) throw notFound(this.definition.thing, id);
    const sent = sentOf(body);
    const values = this.#mutable.storedValues(sent);
    await this.#updateChecks?.require(sql, { tenantId, ...values });
    await this.definition.extension?.require?.(sql, tenantId, body);
    const changed = this.#mutable.sent(sent);
    if (this.#setMutable && changed.length > 0) {
      const setMutable = this.#setMutable;
      await this.#guard(body, () => setMutable.run(sql, { tenantId, id, ...values, sent: changed }));
    }
    await this.definition.extension?.save?.(sql, tenantId, id, body);
    return (await this.find(sql, tenantId, id))!;
  }

  /** The object as deleted softly; null when the row is gone. */
  async delete(sql: Sql, tenantId: string, id: number): Promise<Static<O> | null> {
    const { thing, softDelete } = this.definition;
    try {
      const [row] = await this.#remove.run(sql, { tenantId, id });
      if (!row) throw notFound(thing, id);
    } catch (error) {
      if (violatedConstraint(error, FOREIGN_KEY_VIOLATION) !== null) {
        throw conflict(`${thing} with id ${id} is still in use and cannot be deleted.`);
      }
      throw error;
    }
    return softDelete ? this.find(sql, tenantId, id) : null;
  }

  /** Turns constraint violations into a 409 (unique) or 400 (check) that says what is wrong. */
  async #guard<Result>(body: ResourceBody<I, F, R, X>, statement: () => Promise<Result>): Promise<Result> {
    try {
      return await statement();
    } catch (error) {
      const { thing, uniqueMessages, checkMessages } = this.definition;
      const unique = violatedConstraint(error, UNIQUE_VIOLATION);
      if (unique !== null) {
        throw conflict(
          uniqueMessages?.[unique]?.(body) ?? `This ${thing.toLowerCase()} conflicts with an existing one.`,
        );
      }
      const check = violatedConstraint(error, CHECK_VIOLATION);
      if (check !== null)
        throw badRequest(checkMessages?.[check] ?? `These values are not valid for a ${thing.toLowerCase()}.`);
      throw error;
    }
  }
}

/** The statement checking the references among `columns`, in their order; none when they name no table. */
function checksOf<N extends string, C extends string>(columns: AttributeColumns<N, C>) {
  const checks = columns.referenceChecks<{ tenantId: string } & Record<N, unknown>>();
  return checks.length > 0 ? checkStatement(checks) : null;
}

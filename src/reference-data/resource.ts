import type { FastifyReply } from 'fastify';
import { type Expression, expressionBuilder, sql as raw } from 'kysely';
import Type, { type Static, type TObject, type TOptional, type TProperties, type TSchema } from 'typebox';
import '../platform/context.js';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import { type Attribute, AttributeColumns } from '../platform/db/attributes.js';
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
import { ArrayListQuery, ArrayPage, arrayListPosition, idPage, sendArrayPage } from '../platform/http/pagination.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import type { RowScope } from './objects.js';

/** A column of table `T`. */
export type Column<T extends keyof DB> = keyof DB[T] & string;

/**
 * One input attribute of a managed resource: its schema and the column it is stored in. A reference
 * (`reference`) is sent as an id or `{id}`, stored as the id, and must name a row of its target (404).
 */
export interface Field<T extends keyof DB, S extends TSchema = TSchema> extends Attribute<Column<T>> {
  schema: S;
}

export type Fields<T extends keyof DB> = Record<string, Field<T>>;
/** Fields of any table, as far as the body types need them. */
type Schemas = Record<string, { schema: TSchema }>;

/** The tables of tenant-owned records with an id: what a resource can be. */
export type RecordTable = {
  [K in keyof DB]: DB[K] extends { tenant_id: string; id: unknown } ? K : never;
}[keyof DB];

/** The properties of a create body: the fields `R` required, the other fields and the extension optional. */
type CreateProperties<F extends Schemas, R extends PropertyKey, X extends TProperties> = {
  [K in keyof F]: K extends R ? F[K]['schema'] : TOptional<F[K]['schema']>;
} & { [K in keyof X]: TOptional<X[K]> };

/** The properties of an update body: every one optional (a PUT changes what it sends). */
type UpdateProperties<F extends Schemas, X extends TProperties> = {
  [K in keyof F]: TOptional<F[K]['schema']>;
} & { [K in keyof X]: TOptional<X[K]> };

/** Input that is not a column of the resource's own table, such as a team's members. */
export interface Extension<X extends TProperties, B> {
  properties: X;
  /** Refuses a body whose values name rows that do not exist; runs after the checks of the fields. */
  require?: (sql: Sql, tenantId: string, body: B) => Promise<void>;
  save: (sql: Sql, tenantId: string, id: number, body: B) => Promise<void>;
}

/**
 * A tenant-managed resource under /v1 (D3): POST (201), GET list, GET one, PUT (partial) and DELETE
 * (soft where the object has `deleted`). Reads need any role; writes need `admin`.
 *
 * Its inputs are `createOnly` (set on create, e.g. a token's user) and `fields`, stored in the
 * columns they name, and the properties of `extension`; `required` names the ones a create must
 * send. The request bodies are the TypeBox objects built from them, and every hook gets them typed.
 */
export interface ResourceDefinition<
  T extends RecordTable,
  A extends string,
  I extends Fields<T>,
  F extends Fields<T>,
  R extends keyof (I & F) & string,
  X extends TProperties,
  O extends TSchema,
  CR extends TSchema = O,
> {
  /** URL segment below /v1 and OpenAPI tag. */
  path: string;
  table: T;
  /** The alias of the table's row in the resource's queries: the one `object` speaks of. */
  alias: A;
  /** The word for one of them in messages: "Project with id 4 was not found." */
  thing: string;
  createOnly?: I;
  fields: F;
  required: readonly R[];
  extension?: Extension<X, ResourceBody<I, F, R, X>>;
  response: O;
  /** Row `A` of `table` as the response object (objects.ts). */
  object: (row: RowScope<T, A>) => Expression<unknown>;
  /** What a DELETE sets instead of removing the row: `column` gets `value` of its old value. */
  softDelete?: { column: Column<T>; value: (old: Expression<unknown>) => Expression<unknown> };
  /** Creates the record when a plain INSERT of the fields is not enough; returns the response. */
  create?: (sql: Sql, tenantId: string, body: CreateBody<I, F, R, X>) => Promise<Static<CR>>;
  /** Response of create when it differs from `response`. */
  createResponse?: CR;
  /** Message for a unique-constraint violation (409), by constraint name. */
  uniqueMessages?: Record<string, (body: ResourceBody<I, F, R, X>) => string>;
  /** Message for a check-constraint violation (400), by constraint name. */
  checkMessages?: Record<string, string>;
  /** Called after every successful write, e.g. to forget cached credentials. */
  afterWrite?: (app: Server) => void;
  /** Throws to refuse this change of `id` for this caller. */
  beforeUpdate?: (caller: Caller, id: number, body: UpdateBody<F, X>) => void;
  /** Throws to refuse deleting `id` for this caller. */
  beforeDelete?: (caller: Caller, id: number) => void;
  /** The column naming a record's user: callers other than admins read only their own records (D13). */
  ownedBy?: Column<T>;
}

export type CreateBody<I extends Schemas, F extends Schemas, R extends PropertyKey, X extends TProperties> = Static<
  TObject<CreateProperties<I & F, R, X>>
>;
export type UpdateBody<F extends Schemas, X extends TProperties> = Static<TObject<UpdateProperties<F, X>>>;
/** The body of a create or of an update. */
export type ResourceBody<I extends Schemas, F extends Schemas, R extends PropertyKey, X extends TProperties> =
  CreateBody<I, F, R, X> | UpdateBody<F, X>;

/**
 * A resource definition with its types hidden behind what every definition can do: the one type a
 * list of differently typed resources holds (app.ts registers them in a loop).
 */
export interface Resource {
  readonly path: string;
  register(app: Server): void;
}

type Definition<
  T extends RecordTable,
  A extends string,
  I extends Fields<T>,
  F extends Fields<T>,
  R extends keyof (I & F) & string,
  X extends TProperties,
  O extends TSchema,
  CR extends TSchema,
> = ResourceDefinition<T, A, I, F, R, X, O, CR> & Resource & { store: ResourceStore<T, A, I, F, R, X, O, CR> };

/** A resource definition, with its types inferred from what it is given, and its routes. */
export function resource<
  T extends RecordTable,
  A extends string,
  F extends Fields<T>,
  R extends keyof (I & F) & string,
  O extends TSchema,
  I extends Fields<T> = Record<never, never>,
  X extends TProperties = Record<never, never>,
  CR extends TSchema = O,
>(definition: ResourceDefinition<T, A, I, F, R, X, O, CR>): Definition<T, A, I, F, R, X, O, CR> {
  // The store is built with the definition, as its module loads, so that its statements are declared there.
  const store = new ResourceStore(definition);
  return { ...definition, store, register: (app) => registerRoutes(app, definition, store) };
}

/** The soft delete of a resource whose object has `deleted`. */
export const markDeleted = { column: 'deleted', value: () => raw.lit(true) } as const;

export function registerResource(app: Server, definition: Resource): void {
  definition.register(app);
}

/** A body as the attributes it may send: what the column mapping reads. */
const sentOf = <P extends TProperties>(body: Static<TObject<P>>): { [K in keyof P]?: unknown } => body;

/** The TypeBox schema of each property, optional unless `required` names it; order kept (it is the document's). */
function properties<P extends TProperties>(
  schemas: Record<string, TSchema>,
  required: readonly string[] | 'none',
): TObject<P> {
  const entries = Object.entries(schemas).map(([name, schema]) => [
    name,
    required !== 'none' && required.includes(name) ? schema : Type.Optional(schema),
  ]);
  // Object.fromEntries cannot carry each key's own type; P is the same mapping at the type level.
  return Type.Object(Object.fromEntries(entries) as P);
}

/**
 * What Fastify's validator guarantees of a request's body: a value of `schema`. Fastify types it
 * through conditional types that TypeScript cannot resolve while the schema is a type parameter, so
 * the routes give Fastify their schemas as plain TSchema and state the body's type here, once.
 */
const validated = <S extends TSchema>(_schema: S, body: unknown) => body as Static<S>;

const schemasOf = (fields: Schemas) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema]));

function registerRoutes<
  T extends RecordTable,
  A extends string,
  I extends Fields<T>,
  F extends Fields<T>,
  R extends keyof (I & F) & string,
  X extends TProperties,
  O extends TSchema,
  CR extends TSchema,
>(
  app: Server,
  definition: ResourceDefinition<T, A, I, F, R, X, O, CR>,
  store: ResourceStore<T, A, I, F, R, X, O, CR>,
): void {
  const { path, thing } = definition;
  const response: TSchema = definition.response;
  const extension = definition.extension?.properties ?? {};
  const createBody = properties<CreateProperties<I & F, R, X>>(
    { ...schemasOf({ ...definition.createOnly, ...definition.fields }), ...extension },
    definition.required,
  );
  const updateBody = properties<UpdateProperties<F, X>>({ ...schemasOf(definition.fields), ...extension }, 'none');
  // Fastify gets the schemas as plain TSchema (see `validated`).
  const [createSchema, updateSchema]: TSchema[] = [createBody, updateBody];
  const tags = [path];
  const one = `${/^[aeiou]/i.test(thing) ? 'an' : 'a'} ${thing.toLowerCase()}`;
  const deleteResponses: Record<number, TSchema> = definition.softDelete
    ? { 200: response, ...errorResponses(400, 401, 404, 406, 409) }
    : { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 404, 406, 409) };
  const read = { permission: 'issue:read' as const };
  const write = { permission: 'admin' as const };
  /** The user whose own records the caller reads, or null for all of them. */
  const readerOf = (caller: Caller) => (definition.ownedBy && !can(caller.role, 'admin') ? caller.userId : null);

  app.post(`/v1/${path}`, {
    schema: {
      tags,
      summary: `Create ${one}`,
      body: createSchema,
      response: { 201: definition.createResponse ?? response, ...errorResponses(400, 401, 404, 406, 409) },
    },
    config: { ...write, idempotent: true },
    handler: async (request, reply) => {
      const created = await app.db.write(request.caller.tenantId, (sql) =>
        store.create(sql, request.caller.tenantId, validated(createBody, request.body)),
      );
      definition.afterWrite?.(app);
      return reply.code(201).send(created);
    },
  });

  app.get(`/v1/${path}`, {
    schema: {
      tags,
      summary: `List the ${path.replace(/-/g, ' ')} by id, in pages once there are more than \`limit\``,
      querystring: ArrayListQuery,
      response: { 200: ArrayPage(response), ...errorResponses(400, 401, 406) },
    },
    config: read,
    handler: async (request, reply) => {
      const { caller, query } = request;
      const scope = { resource: path };
      const position = arrayListPosition(app.cursors, scope, query);
      const rows = await app.db.read(caller.tenantId, (sql) =>
        store.list(sql, caller.tenantId, readerOf(caller), position),
      );
      return sendArrayPage(request, reply, app.cursors, scope, rows, position.limit);
    },
  });

  app.get(`/v1/${path}/:id`, {
    schema: {
      tags,
      summary: `Find ${one}`,
      params: IdParams,
      response: { 200: response, ...errorResponses(400, 401, 404, 406) },
    },
    config: read,
    handler: async (request) => {
      const { id } = request.params;
      const found = await app.db.read(request.caller.tenantId, (sql) =>
        store.find(sql, request.caller.tenantId, id, readerOf(request.caller)),
      );
      if (!found) throw notFound(thing, id);
      return found;
    },
  });

  app.put(`/v1/${path}/:id`, {
    schema: {
      tags,
      summary: `Change the attributes sent of ${one}`,
      params: IdParams,
      body: updateSchema,
      response: { 200: response, ...errorResponses(400, 401, 404, 406, 409) },
    },
    config: write,
    handler: async (request) => {
      const { id } = request.params;
      const body = validated(updateBody, request.body);
      definition.beforeUpdate?.(request.caller, id, body);
      const updated = await app.db.write(request.caller.tenantId, (sql) =>
        store.update(sql, request.caller.tenantId, id, body),
      );
      definition.afterWrite?.(app);
      return updated;
    },
  });

  app.delete(`/v1/${path}/:id`, {
    schema: {
      tags,
      summary: definition.softDelete ? `Delete ${one} softly` : `Delete ${one}`,
      params: IdParams,
      response: deleteResponses,
    },
    config: write,
    handler: async (request, reply) => {
      const { id } = request.params;
      definition.beforeDelete?.(request.caller, id);
      const deleted = await app.db.write(request.caller.tenantId, (sql) =>
        store.delete(sql, request.caller.tenantId, id),
      );
      definition.afterWrite?.(app);
      return deleted ?? (reply as FastifyReply).code(204).send();
    },
  });
}

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
    await this.definition.extension?.save(sql, tenantId, id, body);
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
    await this.definition.extension?.save(sql, tenantId, id, body);
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

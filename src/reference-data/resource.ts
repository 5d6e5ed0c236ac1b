import '../platform/context.js';
import Type, { type Static, type TObject, type TOptional, type TProperties, type TSchema } from 'typebox';
import type { FastifyReply } from 'fastify';
import { type Expression, sql as raw } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { type Attribute } from '../platform/db/attributes.js';
import { type Sql } from '../platform/db/database.js';
import type { DB } from '../platform/db/tables.generated.js';
import { ArrayListQuery, ArrayPage, arrayListPosition, sendArrayPage } from '../platform/http/pagination.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { ResourceStore } from './resource-store.js';
import { ResourceService } from './resource-service.js';

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
  save?: (sql: Sql, tenantId: string, id: number, body: B) => Promise<void>;
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
  /** What else the delete of `id` changes, in its transaction (a user's pending approvals go to the admins). */
  afterDelete?: (sql: Sql, caller: Caller, id: number) => Promise<void>;
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
  const service = new ResourceService(app.db, definition, store, () => definition.afterWrite?.(app));

  app.post(`/v1/${path}`, {
    schema: {
      tags,
      summary: `Create ${one}`,
      body: createSchema,
      response: { 201: definition.createResponse ?? response, ...errorResponses(400, 401, 404, 406, 409) },
    },
    config: { ...write, idempotent: true },
    handler: async (request, reply) => {
      return reply.code(201).send(await service.create(request.caller, validated(createBody, request.body)));
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
      const rows = await service.list(caller, position);
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
    handler: async (request) => service.find(request.caller, request.params.id),
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
    handler: async (request) => service.update(request.caller, request.params.id, validated(updateBody, request.body)),
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
      const deleted = await service.delete(request.caller, request.params.id);
      return deleted ?? (reply as FastifyReply).code(204).send();
    },
  });
}

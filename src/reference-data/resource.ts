import type { FastifyReply } from 'fastify';
import Type, { type TSchema } from 'typebox';
import '../platform/context.js';
import type { Caller } from '../platform/auth/authenticate.js';
import {
  CHECK_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  type Sql,
  UNIQUE_VIOLATION,
  violatedConstraint,
} from '../platform/db/database.js';
import { findMissingReference, type ReferenceCheck } from '../platform/db/references.js';
import { badRequest, conflict, notFound } from '../platform/http/errors.js';
import { errorResponses, IdParams, referencedId } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';

/** One input attribute of a managed resource and the column it is stored in. */
export interface Field {
  column: string;
  schema: TSchema;
  /** The value names a row of another table: stored as its id, and it must exist (else 404). */
  references?: { table: string; thing: string };
  /** Set on create only; not part of the update input. */
  immutable?: boolean;
}

export type Body = Record<string, unknown>;
type Purpose = 'create' | 'update';

/** Input that is not a column of the resource's own table, such as a team's members. */
export interface Extension {
  schema: Record<string, TSchema>;
  references(body: Body): ReferenceCheck[];
  save(sql: Sql, tenantId: string, id: number, body: Body): Promise<void>;
}

/**
 * A tenant-managed resource under /v1 (D3): POST (201), GET list, GET one, PUT (partial) and DELETE
 * (soft where the object has `deleted`). Reads need any role; writes need `admin`.
 */
export interface ResourceDefinition {
  /** URL segment below /v1 and OpenAPI tag. */
  path: string;
  table: string;
  /** The word for one of them in messages: "Project with id 4 was not found." */
  thing: string;
  fields: Record<string, Field>;
  required: readonly string[];
  extension?: Extension;
  response: TSchema;
  /** SQL rendering row `a` of `table` as the response object. */
  json: (a: string) => string;
  /** SQL assignments a DELETE makes instead of removing the row, e.g. `deleted = true`. */
  softDelete?: string;
  /** Creates the record when a plain INSERT of the fields is not enough; returns the response. */
  create?: (sql: Sql, tenantId: string, body: Body) => Promise<unknown>;
  /** Response of create when it differs from `response`. */
  createResponse?: TSchema;
  /** Message for a unique-constraint violation (409), by constraint name. */
  uniqueMessages?: Record<string, (body: Body) => string>;
  /** Message for a check-constraint violation (400), by constraint name. */
  checkMessages?: Record<string, string>;
  /** Called after every successful write, e.g. to forget cached credentials. */
  afterWrite?: (app: Server) => void;
  /** Throws to refuse this change of `id` for this caller. */
  beforeUpdate?: (caller: Caller, id: number, body: Body) => void;
  /** Throws to refuse deleting `id` for this caller. */
  beforeDelete?: (caller: Caller, id: number) => void;
}

export function registerResource(app: Server, definition: ResourceDefinition): void {
  const { path, thing, response } = definition;
  const inputs = { ...schemasOf(definition.fields), ...definition.extension?.schema };
  const createBody = Type.Object(
    Object.fromEntries(
      Object.entries(inputs).map(([name, schema]) => [
        name,
        definition.required.includes(name) ? schema : Type.Optional(schema),
      ]),
    ),
  );
  const mutable = Object.entries(inputs).filter(([name]) => !definition.fields[name]?.immutable);
  const updateBody = Type.Object(Object.fromEntries(mutable.map(([name, schema]) => [name, Type.Optional(schema)])));
  const store = new ResourceStore(definition);
  const tags = [path];
  const one = `${/^[aeiou]/i.test(thing) ? 'an' : 'a'} ${thing.toLowerCase()}`;
  const deleteResponses: Record<number, TSchema> = definition.softDelete
    ? { 200: response, ...errorResponses(400, 401, 404, 406, 409) }
    : { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 404, 406, 409) };
  const read = { permission: 'issue:read' as const };
  const write = { permission: 'admin' as const };

  app.post(`/v1/${path}`, {
    schema: {
      tags,
      summary: `Create ${one}`,
      body: createBody,
      response: { 201: definition.createResponse ?? response, ...errorResponses(400, 401, 404, 406, 409) },
    },
    config: write,
    handler: async (request, reply) => {
      const created = await app.db.write(request.caller.tenantId, (sql) =>
        store.create(sql, request.caller.tenantId, request.body),
      );
      definition.afterWrite?.(app);
      return reply.code(201).send(created);
    },
  });

  app.get(`/v1/${path}`, {
    schema: {
      tags,
      summary: `List all ${path.replace(/-/g, ' ')}`,
      response: { 200: Type.Array(response), ...errorResponses(401, 406) },
    },
    config: read,
    handler: async (request) => app.db.read(request.caller.tenantId, (sql) => store.list(sql, request.caller.tenantId)),
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
      const found = await app.db.read(request.caller.tenantId, (sql) => store.find(sql, request.caller.tenantId, id));
      if (!found) throw notFound(thing, id);
      return found;
    },
  });

  app.put(`/v1/${path}/:id`, {
    schema: {
      tags,
      summary: `Change the attributes sent of ${one}`,
      params: IdParams,
      body: updateBody,
      response: { 200: response, ...errorResponses(400, 401, 404, 406, 409) },
    },
    config: write,
    handler: async (request) => {
      const { id } = request.params;
      definition.beforeUpdate?.(request.caller, id, request.body ?? {});
      const updated = await app.db.write(request.caller.tenantId, (sql) =>
        store.update(sql, request.caller.tenantId, id, request.body ?? {}),
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

function schemasOf(fields: Record<string, Field>): Record<string, TSchema> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema]));
}

/** The SQL behind a resource's operations; every method runs inside a tenant-scoped unit of work. */
export class ResourceStore {
  constructor(private readonly definition: ResourceDefinition) {}

  async list(sql: Sql, tenantId: string): Promise<unknown[]> {
    const { table, json } = this.definition;
    const rows = await sql.query<{ item: unknown }>(
      `SELECT ${json('t')} AS item FROM ${table} t WHERE t.tenant_id = $1 ORDER BY t.id`,
      [tenantId],
    );
    return rows.map((row) => row.item);
  }

  async find(sql: Sql, tenantId: string, id: number): Promise<unknown> {
    const { table, json } = this.definition;
    const [row] = await sql.query<{ item: unknown }>(
      `SELECT ${json('t')} AS item FROM ${table} t WHERE t.tenant_id = $1 AND t.id = $2`,
      [tenantId, id],
    );
    return row?.item ?? null;
  }

  async create(sql: Sql, tenantId: string, body: Body): Promise<unknown> {
    await this.#checkReferences(sql, tenantId, body, 'create');
    if (this.definition.create) return this.definition.create(sql, tenantId, body);
    const { columns, values } = this.#columnValues(body, 'create');
    const placeholders = values.map((_, index) => `$${index + 2}`);
    const [row] = await this.#guard(body, () =>
      sql.query<{ id: number }>(
        `INSERT INTO ${this.definition.table} (tenant_id${columns.map((c) => `, ${c}`).join('')})
         VALUES ($1${placeholders.map((p) => `, ${p}`).join('')}) RETURNING id`,
        [tenantId, ...values],
      ),
    );
    await this.definition.extension?.save(sql, tenantId, row!.id, body);
    return this.find(sql, tenantId, row!.id);
  }

  async update(sql: Sql, tenantId: string, id: number, body: Body): Promise<unknown> {
    const { table, thing } = this.definition;
    const [existing] = await sql.query(`SELECT id FROM ${table} WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [
      tenantId,
      id,
    ]);
    if (!existing) throw notFound(thing, id);
    await this.#checkReferences(sql, tenantId, body, 'update');
    const { columns, values } = this.#columnValues(body, 'update');
    if (columns.length > 0) {
      const assignments = columns.map((column, index) => `${column} = $${index + 3}`);
      await this.#guard(body, () =>
        sql.query(`UPDATE ${table} SET ${assignments.join(', ')} WHERE tenant_id = $1 AND id = $2`, [
          tenantId,
          id,
          ...values,
        ]),
      );
    }
    await this.definition.extension?.save(sql, tenantId, id, body);
    return this.find(sql, tenantId, id);
  }

  async delete(sql: Sql, tenantId: string, id: number): Promise<unknown> {
    const { table, thing, softDelete } = this.definition;
    if (softDelete) {
      const [row] = await sql.query(`UPDATE ${table} SET ${softDelete} WHERE tenant_id = $1 AND id = $2 RETURNING id`, [
        tenantId,
        id,
      ]);
      if (!row) throw notFound(thing, id);
      return this.find(sql, tenantId, id);
    }
    try {
      const [row] = await sql.query(`DELETE FROM ${table} WHERE tenant_id = $1 AND id = $2 RETURNING id`, [
        tenantId,
        id,
      ]);
      if (!row) throw notFound(thing, id);
    } catch (error) {
      if (violatedConstraint(error, FOREIGN_KEY_VIOLATION) !== null) {
        throw conflict(`${thing} with id ${id} is still in use and cannot be deleted.`);
      }
      throw error;
    }
    return null;
  }

  #providedFields(body: Body, purpose: Purpose): [string, Field][] {
    return Object.entries(this.definition.fields).filter(
      ([name, field]) => body[name] !== undefined && !(purpose === 'update' && field.immutable),
    );
  }

  #columnValues(body: Body, purpose: Purpose): { columns: string[]; values: unknown[] } {
    const provided = this.#providedFields(body, purpose);
    return {
      columns: provided.map(([, field]) => field.column),
      values: provided.map(([name, field]) =>
        field.references ? referencedId(body[name] as number | { id: number } | null) : body[name],
      ),
    };
  }

  async #checkReferences(sql: Sql, tenantId: string, body: Body, purpose: Purpose): Promise<void> {
    const checks: ReferenceCheck[] = this.#providedFields(body, purpose)
      .filter(([name, field]) => field.references && body[name] !== null)
      .map(([name, field]) => ({
        ...field.references!,
        ids: [referencedId(body[name] as number | { id: number })],
      }));
    checks.push(...(this.definition.extension?.references(body) ?? []));
    const missing = await findMissingReference(sql, tenantId, checks);
    if (missing) throw notFound(missing.thing, missing.id);
  }

  /** Turns constraint violations into a 409 (unique) or 400 (check) that says what is wrong. */
  async #guard<T>(body: Body, statement: () => Promise<T>): Promise<T> {
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

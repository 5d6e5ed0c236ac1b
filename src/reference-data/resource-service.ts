import type { TProperties, TSchema } from 'typebox';
import type { Caller } from '../platform/auth/authenticate.js';
import { can } from '../platform/auth/permissions.js';
import type { Database } from '../platform/db/database.js';
import { notFound } from '../platform/http/errors.js';
import type { CreateBody, Fields, RecordTable, ResourceDefinition, UpdateBody } from './resource.js';
import type { ResourceStore } from './resource-store.js';

/**
 * What a resource's routes do, one function each, each owning its transaction, with the
 * definition's hooks around the writes (`afterWrite` is bound to the server by the caller).
 */
export class ResourceService<
  T extends RecordTable,
  A extends string,
  I extends Fields<T>,
  F extends Fields<T>,
  R extends keyof (I & F) & string,
  X extends TProperties,
  O extends TSchema,
  CR extends TSchema,
> {
  constructor(
    private readonly db: Database,
    private readonly definition: ResourceDefinition<T, A, I, F, R, X, O, CR>,
    private readonly store: ResourceStore<T, A, I, F, R, X, O, CR>,
    private readonly afterWrite: () => void,
  ) {}

  async create(caller: Caller, body: CreateBody<I, F, R, X>) {
    const created = await this.db.write(caller.tenantId, (sql) => this.store.create(sql, caller.tenantId, body));
    this.afterWrite();
    return created;
  }

  list(caller: Caller, page: { after: number; fetch: number }) {
    return this.db.read(caller.tenantId, (sql) => this.store.list(sql, caller.tenantId, this.#readerOf(caller), page));
  }

  async find(caller: Caller, id: number) {
    const found = await this.db.read(caller.tenantId, (sql) =>
      this.store.find(sql, caller.tenantId, id, this.#readerOf(caller)),
    );
    if (!found) throw notFound(this.definition.thing, id);
    return found;
  }

  async update(caller: Caller, id: number, body: UpdateBody<F, X>) {
    this.definition.beforeUpdate?.(caller, id, body);
    const updated = await this.db.write(caller.tenantId, (sql) => this.store.update(sql, caller.tenantId, id, body));
    this.afterWrite();
    return updated;
  }

  /** The record as deleted softly, or null when the resource deletes for good. */
  async delete(caller: Caller, id: number) {
    this.definition.beforeDelete?.(caller, id);
    const deleted = await this.db.write(caller.tenantId, async (sql) => {
      const record = await this.store.delete(sql, caller.tenantId, id);
      await this.definition.afterDelete?.(sql, caller, id);
      return record;
    });
    this.afterWrite();
    return deleted;
  }

  /** The user whose own records the caller reads, or null for all of them. */
  #readerOf(caller: Caller) {
    return this.definition.ownedBy && !can(caller.role, 'admin') ? caller.userId : null;
  }
}

import type { Caller } from '../auth/authenticate.js';
import type { Sql } from './database.js';

/**
 * Objects rendered by the database, kept in this process with the version they were rendered at
 * (see VersionedDocuments), up to a size budget (an estimate of their bytes);
 * least recently used entries go first. Entries also expire after a while, which bounds how long a
 * version is trusted (versions are transaction ids, which wrap around after 2^32 transactions).
 */
export class DocumentCache<T> {
  readonly #entries = new Map<string, { version: string; value: T; size: number; expiresAt: number }>();
  #size = 0;

  constructor(
    private readonly sizeOf: (value: T) => number,
    private readonly maxSize: number,
    private readonly ttlMs = 15 * 60_000,
  ) {}

  /** The kept object under `key` with its version, now the most recently used; undefined if none. */
  lookup(key: string): { version: string; value: T } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.delete(key);
    if (entry.expiresAt <= Date.now()) return undefined;
    this.#entries.set(key, entry);
    this.#size += entry.size;
    return entry;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }

  set(key: string, version: string, value: T): void {
    this.delete(key);
    const size = this.sizeOf(value);
    this.#entries.set(key, { version, value, size, expiresAt: Date.now() + this.ttlMs });
    this.#size += size;
    while (this.#size > this.maxSize) this.delete(this.#entries.keys().next().value!);
  }

  /** The estimated bytes of what is kept. */
  get size(): number {
    return this.#size;
  }
}

/** An object built by the database, with the version of the rows it was built from. */
export interface VersionedDocument {
  id: number;
  version: string;
  /** False when the object depends on who asked (it shows what only some callers may see). */
  shareable: boolean;
}

export interface VersionedDocumentsOptions<T> {
  /** What to keep at most, estimated by `sizeOf`. */
  maxBytes: number;
  sizeOf: (document: T) => number;
  /** Reads `{ version }` of the record if the caller may read it, and no row otherwise. */
  currentVersion: (sql: Sql, caller: Caller, id: number) => Promise<{ version: string }[]>;
  /** Builds the records with these ids that the caller may read. */
  build: (sql: Sql, caller: Caller, ids: readonly number[]) => Promise<T[]>;
}

/**
 * Records of one kind, as the objects the service answers with, kept in this process by version. A
 * read asks the database for the record's current version (a primary-key look-up) and uses the kept
 * object when it matches; otherwise the object is built and kept. Every use is thus checked against
 * the database, so processes never serve each other's stale objects, and a kept object costs the
 * database a look-up instead of the building, which is far dearer (PostgreSQL sets up every
 * subquery of a statement before running it).
 *
 * The version is the xmin of a few rows (the record's, its tenant's, ...), so a kept object is
 * current only while every change it shows gives one of them a new xmin in the same transaction:
 * the triggers of migrations 0005 and 0011 touch those rows. Each kind of object declares the
 * tables it is built from and how each invalidates it, next to its builder (a KeptObject of
 * kept-objects.ts: src/issues/kept-object.ts, src/activities/kept-object.ts); kept-objects.test.ts
 * fails when a builder reads an undeclared table or a declared trigger is missing.
 */
export class VersionedDocuments<T extends VersionedDocument> {
  readonly #cache: DocumentCache<T>;

  constructor(private readonly options: VersionedDocumentsOptions<T>) {
    this.#cache = new DocumentCache(options.sizeOf, options.maxBytes);
  }

  /** The record if the caller may read it, else null. */
  async find(sql: Sql, caller: Caller, id: number): Promise<T | null> {
    const held = this.#cache.lookup(key(caller.tenantId, id));
    if (held) {
      const [current] = await this.options.currentVersion(sql, caller, id);
      if (!current) return null;
      if (current.version === held.version) return held.value;
    }
    const [built] = await this.options.build(sql, caller, [id]);
    if (built) this.remember(caller.tenantId, [built]);
    return built ?? null;
  }

  /** The kept object of a record, if it has `version`. */
  held(tenantId: string, id: number, version: string): T | undefined {
    const held = this.#cache.lookup(key(tenantId, id));
    return held?.version === version ? held.value : undefined;
  }

  /** Keeps objects for later reads; those built inside a write only once its transaction committed. */
  remember(tenantId: string, documents: readonly T[]): void {
    for (const document of documents) {
      const documentKey = key(tenantId, document.id);
      if (document.shareable) this.#cache.set(documentKey, document.version, document);
      else this.#cache.delete(documentKey);
    }
  }
}

const key = (tenantId: string, id: number) => `${tenantId}/${id}`;

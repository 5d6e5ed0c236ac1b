import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { OutgoingHttpHeaders } from 'node:http';
import pg from 'pg';
import { type AppOptions, buildApp } from '../app.js';
import type { LongDownloadLimits } from '../platform/http/exports.js';
import type { Role } from '../platform/auth/permissions.js';
import type { CursorWork, Database, DatabaseLoad, Sql } from '../platform/db/database.js';
import { openPGlite, type PGliteDatabase } from '../platform/db/pglite.js';
import { openPostgres } from '../platform/db/postgres.js';
import { DEFAULT_EVENT_OPTIONS, type EventOptions, type Limits, type Pressure } from '../platform/config.js';
import type { Server } from '../platform/http/server.js';
import { CheckedResponses } from './checked-responses.js';
import { runAsOwner } from './postgres-cluster.js';
import { sequenceEvents } from '../events/sequencer.js';
import { notifyEvents, queueDigests, remindApprovers } from '../notifications/notifier.js';
import { Statement } from '../platform/db/query.js';
import { sql as kyselySql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What the service's background jobs change, which is no stored data of a request: webhook
 * deliveries, and the columns they write of other rows (feed positions, webhooks' delivery health,
 * the day the private-activity retention last ran for a tenant).
 */
const DELIVERIES = 'webhook_deliveries';
const WRITTEN_IN_THE_BACKGROUND: Record<string, string[]> = {
  events: ['id'],
  webhooks: ['consecutive_failures', 'active', 'disabled_reason'],
  tenant_settings: ['retention_ran_on'],
}; /** Whether the notifier has read every event of the feed. */
const NOTIFIER_CAUGHT_UP = new Statement(
  () => kyselySql<{ caught_up: boolean }>`SELECT r.last_event_id >= coalesce(
      (SELECT max(id) FROM events WHERE webhook_id IS NULL), 0) AS caught_up
    FROM event_relays r WHERE r.name = 'notifications'`,
);

export const OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';
const NO_PRESSURE_LIMITS: Pressure = { maxEventLoopDelayMs: 0, maxDatabaseWaiting: 0 };

/** What a test sees of a response: status, headers and the body (parsed when it is JSON). */
export interface TestResponse<Body = any> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Body;
  text: string;
  /** The body's bytes, for answers that are not text (an Excel export). */
  raw: Buffer;
}

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  url: string;
  headers?: OutgoingHttpHeaders;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: unknown;
  /** The client's address as the service sees it; 127.0.0.1 when absent. */
  remoteAddress?: string;
}

/** A store whose statements pass through `intercept` on their way, for tests that watch or disturb them. */
export class InterceptedDatabase implements Database {
  readonly kind: Database['kind'];

  constructor(private readonly inner: Database) {
    this.kind = inner.kind;
  }

  read<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.inner.read(tenantId, (sql) => work(this.intercept(sql)));
  }

  write<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.inner.write(tenantId, (sql) => work(this.intercept(sql)));
  }

  autocommit<T>(tenantId: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.inner.autocommit(tenantId, (sql) => work(this.intercept(sql)));
  }

  cursor<O, T>(tenantId: string, name: string, open: (sql: Sql) => Promise<O>, work: CursorWork<O, T>): Promise<T> {
    return this.inner.cursor(tenantId, name, (sql) => open(this.intercept(sql)), work);
  }

  /** These two not intercepted: the event workers' statements run beside the requests a test watches. */
  acrossTenants<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.inner.acrossTenants(work);
  }

  acrossTenantsAutocommit<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.inner.acrossTenantsAutocommit(work);
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  load(): DatabaseLoad {
    return this.inner.load();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** The statement runner the service gets in place of `sql`. */
  protected intercept(sql: Sql): Sql {
    return sql;
  }
}

/** Counts the statements the service sends, to check how many round trips an operation costs. */
export class StatementCounter extends InterceptedDatabase {
  statements = 0;

  protected override intercept(sql: Sql): Sql {
    return {
      query: (text, params) => {
        this.statements += 1;
        return sql.query(text, params);
      },
    };
  }
}

/** The service under test, on the store of this run (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export class TestService {
  readonly #checks: CheckedResponses;

  private constructor(
    readonly app: Server,
    readonly db: StatementCounter,
    private readonly store: Database,
    /** The PostgreSQL database of the store (the suite's, or a private one); none for the embedded store. */
    private readonly databaseUrl: string | undefined,
    /** False for a service started beside another on its store, which that other one closes. */
    private readonly ownsStore = true,
  ) {
    this.#checks = new CheckedResponses(app.swagger());
  }

  static async start(
    options: {
      operatorToken?: string | null;
      limits?: Limits;
      /** Off unless a test asks: one test process runs many services and long set-ups on one event loop. */
      pressure?: Pressure;
      metricsToken?: string;
      trustProxy?: AppOptions['trustProxy'];
      logger?: AppOptions['logger'];
      prepare?: (app: Server) => void;
      /** Retention, webhook delivery and JetStream; the defaults for what is absent. */
      events?: Partial<EventOptions>;
      /** PUBLIC_URL: the sessions' cookie and the origin of their writes; none when absent. */
      publicUrl?: string;
      /** Puts a wrapper between the service and the store, e.g. one that makes queries fail. */
      wrapStore?: (store: Database) => Database;
      /**
       * A database of its own on PostgreSQL (the embedded store always is): the event workers act
       * for every tenant of their database, so a test of how they behave under its own options
       * must not share one with services of other options (other files run beside it).
       */
      privateStore?: boolean;
      /**
       * Connections of the PostgreSQL pool (5 when absent); 1 for a test that watches what one
       * connection runs, which the event workers would otherwise move requests away from.
       */
      poolSize?: number;
      /** Where the built web app is (see AppOptions); the build of `npm run build` when absent. */
      webAppRoot?: string;
      /** The time bounds of GET /admin/backup and GET /admin/tenants/{id}/export; the defaults when absent. */
      longDownloads?: LongDownloadLimits;
    } = {},
  ): Promise<TestService> {
    const { store, url } = await openTestDatabase(options.privateStore ?? false, options.poolSize ?? 5);
    const db = new StatementCounter(options.wrapStore ? options.wrapStore(store) : store);
    const app = await buildApp({
      db,
      operatorToken: options.operatorToken === undefined ? OPERATOR_TOKEN : options.operatorToken,
      // TEST_LOG=debug (or another level) shows the service's log while tests run.
      logger: options.logger ?? (process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false),
      ...(options.limits ? { limits: options.limits } : {}),
      pressure: options.pressure ?? NO_PRESSURE_LIMITS,
      metricsToken: options.metricsToken ?? null,
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
      events: { ...DEFAULT_EVENT_OPTIONS, ...options.events },
      publicUrl: options.publicUrl ?? null,
      ...(options.webAppRoot ? { webAppRoot: options.webAppRoot } : {}),
      backups: {
        source: url ? { kind: 'postgres', url } : { kind: 'pglite-running', db: store as PGliteDatabase },
      },
      ...(options.longDownloads ? { longDownloads: options.longDownloads } : {}),
    });
    options.prepare?.(app);
    await app.ready();
    return new TestService(app, db, store, url);
  }

  /**
   * A second service process, as far as the service can tell, on the store of `other`: it shares
   * the database but nothing held in memory (documents, credentials). Close it before `other`.
   */
  static async beside(other: TestService, events: Partial<EventOptions> = {}, limits?: Limits): Promise<TestService> {
    const db = new StatementCounter(other.store);
    const app = await buildApp({
      db,
      operatorToken: OPERATOR_TOKEN,
      logger: false,
      pressure: NO_PRESSURE_LIMITS,
      events: { ...DEFAULT_EVENT_OPTIONS, ...events },
      ...(limits ? { limits } : {}),
    });
    await app.ready();
    return new TestService(app, db, other.store, other.databaseUrl, false);
  }

  async request<Body = any>({
    method,
    url,
    headers = {},
    body,
    remoteAddress,
  }: RequestOptions): Promise<TestResponse<Body>> {
    const payload = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
    const jsonHeader = body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {};
    const response = await this.app.inject({
      method,
      url,
      headers: { ...jsonHeader, ...headers } as Record<string, string>,
      ...(payload === undefined ? {} : { payload: payload }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    this.#checks.check({ method, url, status: response.statusCode, headers: response.headers, body: response.body });
    const contentType = String(response.headers['content-type'] ?? '');
    const isJson = contentType.includes('application/json');
    return {
      status: response.statusCode,
      headers: response.headers,
      body: (isJson && response.body ? JSON.parse(response.body) : response.body) as Body,
      text: response.body,
      raw: response.rawPayload,
    };
  }

  /** Refreshes the planner's statistics, as the database owner (autovacuum would, given time). */
  async analyze(): Promise<void> {
    await this.asOwner('ANALYZE');
  }

  /** Runs `statement` as the database owner: what the service's own role may not do. */
  async asOwner(statement: string): Promise<void> {
    if (this.databaseUrl) {
      await runAsOwner(this.databaseUrl, statement);
    } else {
      await (this.store as PGliteDatabase).asOwner(statement);
    }
  }

  /**
   * A fingerprint of everything stored for `tenantId`: equal fingerprints mean no row of any
   * tenant-owned table was added, removed or changed. It lists each table's hash by name, so that a
   * difference names the tables that changed.
   */
  async snapshot(tenantId: string): Promise<string> {
    this.#snapshotSql ??= await this.db.read(tenantId, async (sql) => {
      const tables = await sql.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.columns
         WHERE column_name = 'tenant_id' AND table_schema = current_schema() ORDER BY table_name`,
      );
      const parts = tables
        .filter(({ table_name }) => table_name !== DELIVERIES)
        .map(({ table_name }) => {
          const workerColumns = WRITTEN_IN_THE_BACKGROUND[table_name];
          const rows = workerColumns
            ? `(SELECT to_jsonb(r) - '{${workerColumns.join(',')}}'::text[] AS r FROM ${table_name} r)`
            : table_name;
          return `'${table_name}:' || (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${rows} t)`;
        });
      return `SELECT concat_ws(' ', ${parts.join(', ')}) AS fingerprint`;
    });
    const [row] = await this.db.read(tenantId, (sql) => sql.query<{ fingerprint: string }>(this.#snapshotSql!));
    return row!.fingerprint;
  }

  #snapshotSql: string | undefined;

  /**
   * Numbers every event committed so far, as the sequencer does in the background: after it, the
   * feed holds the events of every request a test has awaited.
   */
  async settleEvents(): Promise<void> {
    // Leasing none: the deliveries it queues are due for the delivery loop, as after any other process.
    while ((await sequenceEvents(this.store, 0)).more);
  }

  /**
   * Turns every event committed so far into its notifications, as the notifier does in the
   * background (which may be holding the notifier's row meanwhile: then this waits for it).
   */
  async settleNotifications(): Promise<void> {
    await this.settleEvents();
    const mailing = this.app.events.mail !== null;
    for (;;) {
      // Leasing none: the messages it queues are due for the mail worker, as after any other process.
      const run = await notifyEvents(this.store, mailing, 0);
      if (run.more) continue;
      const [position] = await this.store.acrossTenantsAutocommit((sql) => NOTIFIER_CAUGHT_UP.run(sql, {}));
      if (position!.caught_up) return;
      await sleep(10);
    }
  }

  /** What the notifications' schedule does every minute in the background: reminders, and digests that are due. */
  async runNotificationSchedule(): Promise<void> {
    await remindApprovers(this.store, this.app.events.mail !== null);
    if (this.app.events.mail !== null) await queueDigests(this.store);
  }

  /** A new tenant, created through the operator API, with a client acting as its admin. */
  async newTenant(): Promise<TenantClient> {
    const id = `t-${randomUUID().slice(0, 13)}`;
    const response = await this.request({
      method: 'POST',
      url: '/admin/tenants',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      body: { id, name: `Tenant ${id}`, admin: { firstname: 'Ada', lastname: 'Admin', email: `admin@${id}.example` } },
    });
    if (response.status !== 201) throw new Error(`tenant creation failed: ${response.text}`);
    const body = response.body as { admin: { id: number }; token: string };
    return new TenantClient(this, id, body.token, body.admin.id);
  }

  async close(): Promise<void> {
    await this.app.close();
    if (this.ownsStore) await this.db.close();
  }
}

async function openTestDatabase(
  privateStore: boolean,
  poolSize: number,
): Promise<{ store: Database; url: string | undefined }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url && privateStore) return openPrivateDatabase(poolSize);
  if (url) return { store: (await openPostgres({ url, poolSize })).db, url };
  const template = process.env.PGLITE_TEMPLATE;
  if (!template) throw new Error('PGLITE_TEMPLATE is not set: run the tests with npm test');
  return { store: (await openPGlite({ loadDataDir: new Blob([await readFile(template)]) })).db, url: undefined };
}

let privateDatabases = 0;

/**
 * A new PostgreSQL database copied from the migrated template of the run (scripts/run-tests.ts),
 * for a service, or a service process, that must not share one (see TestService's privateStore).
 */
export async function createPrivateDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (!url || !template) throw new Error('TEST_DATABASE_TEMPLATE is not set: run the tests with npm test');
  const name = `${template}_${process.pid}_${++privateDatabases}`;
  await runAsOwner(url, `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`);
  const privateUrl = new URL(url);
  privateUrl.pathname = `/${name}`;
  return {
    url: privateUrl.toString(),
    drop: () => runAsOwner(url, `DROP DATABASE ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
}

/** A private database (createPrivateDatabase), dropped when closed. */
async function openPrivateDatabase(poolSize: number): Promise<{ store: Database; url: string }> {
  const { url, drop } = await createPrivateDatabase();
  const { db } = await openPostgres({ url, poolSize });
  const store = new (class extends InterceptedDatabase {
    override async close() {
      await super.close();
      await drop();
    }
  })(db);
  return { store, url };
}

/** One caller of one tenant: requests carry the tenant header and the caller's token. */
export class TenantClient {
  constructor(
    readonly service: TestService,
    readonly tenantId: string,
    readonly token: string,
    readonly userId: number,
  ) {}

  /** The same caller, through another service (another process, as far as the store can tell). */
  through(other: TestService): TenantClient {
    return new TenantClient(other, this.tenantId, this.token, this.userId);
  }

  request<Body = any>(options: RequestOptions): Promise<TestResponse<Body>> {
    return this.service.request<Body>({
      ...options,
      headers: { 'x-tenantid': this.tenantId, authorization: `Bearer ${this.token}`, ...options.headers },
    });
  }

  get<Body = any>(url: string) {
    return this.request<Body>({ method: 'GET', url });
  }

  post<Body = any>(url: string, body?: unknown) {
    return this.request<Body>({ method: 'POST', url, body });
  }

  put<Body = any>(url: string, body?: unknown) {
    return this.request<Body>({ method: 'PUT', url, body });
  }

  delete<Body = any>(url: string) {
    return this.request<Body>({ method: 'DELETE', url });
  }

  /** Creates a record through the API and returns the response body; fails the test on any other status. */
  async create<Body = any>(url: string, body: unknown, expectedStatus = 201): Promise<Body> {
    const response = await this.post<Body>(url, body);
    if (response.status !== expectedStatus) {
      throw new Error(`POST ${url} answered ${response.status}: ${response.text}`);
    }
    return response.body;
  }

  /** A new user of this tenant with `role`, and a client acting as that user. */
  async withNewUser(role: Role, extra: Record<string, unknown> = {}): Promise<TenantClient> {
    const user = await this.create<{ id: number }>('/v1/users', {
      firstname: role,
      lastname: 'Tester',
      email: `${role}-${randomUUID().slice(0, 8)}@${this.tenantId}.example`,
      role,
      ...extra,
    });
    const { token } = await this.create<{ token: string }>('/v1/tokens', { userId: user.id });
    return new TenantClient(this.service, this.tenantId, token, user.id);
  }
}

/**
 * Two services on one store, standing for two processes, and a new tenant's admin through each: for
 * tests of what a process keeps in memory.
 */
export async function twoServicesOnOneStore() {
  const service = await TestService.start();
  const second = await TestService.beside(service);
  const admin = await service.newTenant();
  return {
    admin,
    /** The same admin, through the second service. */
    elsewhere: admin.through(second),
    close: async () => {
      await second.close();
      await service.close();
    },
  };
}

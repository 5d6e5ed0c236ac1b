import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { activityRoutes } from './activities/routes.js';
import { registerDocumentation } from './docs/openapi.js';
import { eventRoutes } from './events/feed.js';
import { allowances } from './allowances/allowances.js';
import { balanceRoutes } from './allowances/balances.js';
import { calendarRoutes } from './calendars/routes.js';
import { eventWorkers } from './events/workers.js';
import { healthRoutes } from './health/routes.js';
import { holidayImportRoutes } from './holidays/routes.js';
import { commentRoutes } from './issues/comment-routes.js';
import { issueRoutes } from './issues/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { meRoutes } from './me/routes.js';
import { signInRoutes } from './sign-in/routes.js';
import { webAppRoutes } from './web-app/routes.js';
import { workScheduleRoutes } from './work-schedules/routes.js';
import { worklogRoutes } from './worklogs/routes.js';
import { timeRoutes } from './time/routes.js';
import { sessionAuthentication } from './sign-in/service.js';
import fastifyCookie from '@fastify/cookie';
import { CredentialCache, registerAuthentication } from './platform/auth/authenticate.js';
import {
  DEFAULT_EVENT_OPTIONS,
  DEFAULT_PRESSURE,
  DEFAULT_START_TIMEOUT_MS,
  type EventOptions,
  type Limits,
  type Pressure,
  type TrustProxy,
} from './platform/config.js';
import './platform/context.js';
import { databasePlugin, type DatabaseSource } from './platform/db/plugin.js';
import type { Database } from './platform/db/database.js';
import { PGliteDatabase } from './platform/db/pglite.js';
import type { DumpSource } from './backups/dump.js';
import { backupRoutes } from './backups/routes.js';
import { Backups } from './backups/service.js';
import { LONG_DOWNLOAD_LIMITS, type LongDownloadLimits } from './platform/http/exports.js';
import { CursorCodec } from './platform/http/pagination.js';
import { LongRequests } from './platform/db/long-requests.js';
import { rateLimitPlugin } from './platform/http/rate-limit.js';
import { idempotencyPlugin } from './platform/http/idempotency.js';
import { metricsPlugin, metricsRoutes } from './platform/http/metrics.js';
import { pressurePlugin } from './platform/http/pressure.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { createServer, refuseUnroutedEarly, type Server } from './platform/http/server.js';
import { referenceData } from './reference-data/definitions.js';
import { approvalPolicies } from './approvals/policies.js';
import { approvalRoutes } from './approvals/routes.js';
import { registerResource } from './reference-data/resource.js';
import { tenantRoutes } from './tenants/routes.js';
import { testExecutionRoutes } from './test-executions/routes.js';
import { tokens } from './tokens/tokens.js';
import { users } from './users/users.js';
import { webhookRoutes } from './webhooks/routes.js';

export type AppOptions = DatabaseSource & {
  /** Enables the operator API when set. */
  operatorToken: string | null;
  logger: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Rate limit and slow-client timeouts; the defaults of the embedded store when absent. */
  limits?: Limits;
  /** Proxies trusted to name the client's address; none when absent. */
  trustProxy?: TrustProxy;
  /** Where every process keeps its rate-limit counts; each process alone when absent. */
  redisUrl?: string | null;
  /** When to refuse new requests with 503; the defaults when absent. */
  pressure?: Pressure;
  /** The bearer token GET /metrics requires; open when absent. */
  metricsToken?: string | null;
  /** Retention, webhook delivery and JetStream (D9); the defaults when absent. */
  events?: EventOptions;
  /** How long each start-up step (opening the store first) may take; DEFAULT_START_TIMEOUT_MS when absent. */
  startTimeoutMs?: number;
  /** Where people reach the service (PUBLIC_URL): sessions' cookie and the origin of their writes; none when absent. */
  publicUrl?: string | null;
  /** The built web app (index.html and assets/); WEB_APP_BUILD, what `npm run build` makes, when absent. */
  webAppRoot?: string;
  /**
   * What GET /admin/backup dumps (D21); for `store`, that store. A test that passes `db` names the
   * store behind it (none: no backup route).
   */
  backups?: { source?: DumpSource };
  /** The time bounds of the operator's downloads, backups and tenants' exports; the defaults when absent. */
  longDownloads?: LongDownloadLimits;
};

/** The store a backup reads: the configured one, or an embedded store a test passed. */
function storeToBackUp(source: DatabaseSource, db: Database): DumpSource | null {
  if ('store' in source) {
    return source.store.kind === 'postgres'
      ? { kind: 'postgres', url: source.store.url }
      : { kind: 'pglite-running', db: db as PGliteDatabase };
  }
  return db instanceof PGliteDatabase ? { kind: 'pglite-running', db } : null;
}

/** The whole HTTP service on an open database, ready to listen or to be injected into by tests. */
export async function buildApp({
  operatorToken,
  logger,
  limits,
  trustProxy,
  redisUrl,
  pressure,
  metricsToken,
  events = DEFAULT_EVENT_OPTIONS,
  startTimeoutMs = DEFAULT_START_TIMEOUT_MS,
  publicUrl = null,
  webAppRoot,
  backups,
  longDownloads = LONG_DOWNLOAD_LIMITS,
  ...source
}: AppOptions): Promise<Server> {
  const app = createServer({
    logger,
    startTimeoutMs,
    ...(limits ? { timeouts: limits } : {}),
    ...(trustProxy ? { trustProxy } : {}),
  });
  // The store first: the plugins that watch the load (metrics, pressure) read it.
  await app.register(databasePlugin, source);
  const db = app.db;
  // The ecosystem's plugins next, so that their hooks run ahead of the service's own.
  await app.register(securityHeaders);
  // Before authentication, whose hook reads the session cookie.
  await app.register(fastifyCookie);
  // Metrics before the early refusal, so that a refused request is counted in flight and out again.
  await app.register(metricsPlugin);
  refuseUnroutedEarly(app);
  await app.register(pressurePlugin, pressure ?? DEFAULT_PRESSURE);
  await app.register(rateLimitPlugin, { perMinute: limits?.rateLimitPerMinute ?? 0, redisUrl: redisUrl ?? null });
  app.decorate('credentials', new CredentialCache());
  app.decorate('cursors', await CursorCodec.load(db));
  app.decorate('longRequests', new LongRequests());
  await app.register(idempotencyPlugin);
  registerAuthentication(app, {
    db,
    credentials: app.credentials,
    operatorToken,
    // The reference page and the web app's files: the same for everyone, served without credentials.
    publicPrefixes: ['/docs', '/app/assets/'],
    rateLimits: app.rateLimits,
    sessions: sessionAuthentication(db, publicUrl),
  });
  // The document collects routes as they are added, so it comes before every feature.
  await registerDocumentation(app);

  await app.register(healthRoutes);
  await app.register(metricsRoutes, { token: metricsToken ?? null });
  if (operatorToken !== null) await app.register(tenantRoutes);
  const backupSource = backups?.source ?? storeToBackUp(source, db);
  if (operatorToken !== null && backupSource) {
    await app.register(backupRoutes, { backups: new Backups(backupSource, longDownloads) });
  }
  for (const definition of [users, tokens, ...referenceData, approvalPolicies]) registerResource(app, definition);
  await app.register(holidayImportRoutes);
  await app.register(issueRoutes);
  await app.register(commentRoutes);
  await app.register(testExecutionRoutes);
  await app.register(activityRoutes);
  await app.register(worklogRoutes);
  await app.register(approvalRoutes);
  registerResource(app, allowances);
  await app.register(balanceRoutes);
  await app.register(workScheduleRoutes);
  await app.register(timeRoutes);
  await app.register(calendarRoutes);
  await app.register(eventWorkers, events);
  await app.register(eventRoutes);
  await app.register(webhookRoutes, { allowPrivateTargets: events.webhookAllowPrivateTargets });
  await app.register(notificationRoutes);
  await app.register(meRoutes);
  await app.register(privacyRoutes, { operator: operatorToken !== null, longDownloads });
  await app.register(signInRoutes, { publicUrl });
  await app.register(webAppRoutes, webAppRoot ? { root: webAppRoot } : {});
  return app;
}

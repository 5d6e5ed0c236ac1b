import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import Type from 'typebox';
import { secretsEqual } from '../auth/tokens.js';
import type { Database } from '../db/database.js';
import { unauthorized } from './errors.js';
import { ANSWERS_UNDER_PRESSURE } from './pressure.js';
import { ErrorObject } from './schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry GET /metrics shows. */
    metrics: Registry;
  }
}

/** Route label of requests no route matched, so that scanners cannot grow the label set. */
const UNMATCHED = 'unmatched';

/**
 * D11's metrics in Prometheus text format (prom-client): request durations by route pattern and
 * status, requests in flight, the database's connections and queue, and Node's process metrics
 * (event-loop lag among them). Each service instance has its own registry, so several in one
 * process (the tests) do not share counts.
 */
export const metricsPlugin = fp(
  async (app) => {
    const { db } = app;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by route pattern and status.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const inFlight = new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests received and not yet answered.',
      registers: [registry],
    });
    const databaseGauge = (name: string, help: string, read: (load: ReturnType<Database['load']>) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(db.load()));
        },
      });
    databaseGauge(
      'tracker_database_connections',
      'Open database connections (the embedded store has one).',
      (load) => load.connections,
    );
    databaseGauge(
      'tracker_database_connections_in_use',
      'Database connections running a unit of work.',
      (load) => load.inUse,
    );
    databaseGauge(
      'tracker_database_waiting',
      'Units of work waiting for a database connection.',
      (load) => load.waiting,
    );

    // A request leaves the flight once: answered, or given up by its client (no answer then).
    const landed = new WeakSet<FastifyRequest>();
    const land = (request: FastifyRequest) => {
      if (landed.has(request)) return false;
      landed.add(request);
      inFlight.dec();
      return true;
    };
    app.addHook('onRequest', async () => void inFlight.inc());
    app.addHook('onResponse', async (request, reply) => {
      if (!land(request)) return;
      const route = request.is404 ? UNMATCHED : (request.routeOptions.url ?? UNMATCHED);
      durations.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    });
    app.addHook('onRequestAbort', async (request) => void land(request));
    app.addHook('onClose', async () => registry.clear());

    app.decorate('metrics', registry);
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['database'] },
);

/** GET /metrics; open, or for the bearer of `token` when one is set. */
export async function metricsRoutes(app: FastifyInstance, { token }: { token: string | null }): Promise<void> {
  app.get('/metrics', {
    schema: {
      tags: ['operations'],
      summary: 'Metrics in Prometheus text format',
      description:
        'Request durations by route and status, requests in flight, database connections and queue, the event backlog per queue with its age, webhook delivery attempts by outcome, and process metrics. Requires `Authorization: Bearer <METRICS_TOKEN>` when the service sets METRICS_TOKEN.',
      response: { 200: { content: { 'text/plain': { schema: Type.String() } } }, 401: ErrorObject },
    },
    config: { auth: 'public', ...ANSWERS_UNDER_PRESSURE },
    handler: async (request, reply) => {
      if (token !== null && !secretsEqual(request.headers.authorization ?? '', `Bearer ${token}`)) {
        throw unauthorized('GET /metrics requires the metrics token as a Bearer token.');
      }
      return reply.type(app.metrics.contentType).send(await app.metrics.metrics());
    },
  });
}

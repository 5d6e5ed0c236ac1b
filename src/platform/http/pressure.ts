import underPressure, { TYPE_EVENT_LOOP_DELAY } from '@fastify/under-pressure';
import type { FastifyContextConfig } from 'fastify';
import fp from 'fastify-plugin';
import type { Pressure } from '../config.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by @fastify/under-pressure in place of its handler (its types do not declare it). */
    pressureHandler?: () => undefined;
  }
}

const RETRY_AFTER_SECONDS = 2;
/** How often the database's queue is looked at; the event loop is sampled every second. */
const QUEUE_CHECK_INTERVAL_MS = 250;

const CAUSES: Record<string, string> = {
  [TYPE_EVENT_LOOP_DELAY]: 'its event loop lags',
  healthCheck: 'too much work waits for the database',
};

/** Route config of routes that answer under pressure too (liveness, metrics): they cost next to nothing. */
export const ANSWERS_UNDER_PRESSURE: FastifyContextConfig = { pressureHandler: () => undefined };

/**
 * @fastify/under-pressure: past a limit of Pressure, new requests get 503 with Retry-After in the
 * contract's error object instead of queueing without bound, and /ready answers 503 with them, so a
 * load balancer sends the work elsewhere.
 */
export const pressurePlugin = fp<Pressure>(
  async (app, { maxEventLoopDelayMs, maxDatabaseWaiting }) => {
    const { db } = app;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      ...(maxDatabaseWaiting > 0
        ? {
            healthCheck: async () => db.load().waiting <= maxDatabaseWaiting,
            healthCheckInterval: QUEUE_CHECK_INTERVAL_MS,
          }
        : {}),
      pressureHandler: (_request, _reply, type) => {
        throw new HttpError(
          503,
          `The service is overloaded at the moment (${CAUSES[type] ?? type}). Please retry shortly.`,
          { 'retry-after': String(RETRY_AFTER_SECONDS) },
        );
      },
    });
  },
  { name: 'pressure', fastify: '5.x', dependencies: ['database'] },
);

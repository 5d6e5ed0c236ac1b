import Type from 'typebox';
import { errorBody } from '../platform/http/errors.js';
import { ANSWERS_UNDER_PRESSURE } from '../platform/http/pressure.js';
import { ErrorObject } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';

const PING_TIMEOUT_MS = 2_000;

/** Liveness and readiness for load balancers and orchestrators; no headers needed (D1). */
export async function healthRoutes(app: Server): Promise<void> {
  app.get('/health', {
    schema: {
      tags: ['operations'],
      summary: 'The process is running',
      response: { 200: Type.Object({ status: Type.Literal('ok') }) },
    },
    config: { auth: 'public', ...ANSWERS_UNDER_PRESSURE },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/ready', {
    schema: {
      tags: ['operations'],
      summary: 'The database answers and the process is not overloaded',
      description:
        '503 while the database does not answer, or while the process refuses new requests because its event loop lags or too much work waits for the database (Retry-After says when to look again).',
      response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: ErrorObject },
    },
    config: { auth: 'public' },
    handler: async (request, reply) => {
      if (await answersWithin(app.db.ping(), PING_TIMEOUT_MS)) return { status: 'ready' as const };
      return reply.code(503).send(errorBody(503, 'The database does not answer.', request.url));
    },
  });
}

async function answersWithin(ping: Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      ping.then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

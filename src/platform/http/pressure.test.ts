import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { type TenantClient, TestService } from '../../testing/harness.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;

/** The answer of a request refused under pressure: 503 with Retry-After and the error object naming the cause. */
function expectRefused(response: Awaited<ReturnType<TestService['request']>>, path: string, cause: string) {
  expect(response.status).toBe(503);
  expect(response.headers['retry-after']).toBe('2');
  expect(response.body).toEqual({
    timestamp: expect.stringMatching(TIMESTAMP),
    status: 503,
    error: 'Service Unavailable',
    message: `The service is overloaded at the moment (${cause}). Please retry shortly.`,
    path,
  });
}

describe('refusing work under pressure (@fastify/under-pressure)', () => {
  describe('too much work waiting for the database', () => {
    let service: TestService;
    let admin: TenantClient;

    before(async () => {
      service = await TestService.start({ pressure: { maxEventLoopDelayMs: 0, maxDatabaseWaiting: 2 } });
      admin = await service.newTenant();
    });
    after(() => service.close());

    it('answers 503 with Retry-After while the queue is past the limit, /ready too, and recovers', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      // More units of work than the store has connections (PGlite 1, the pool 10): the rest wait.
      const held = Array.from({ length: 15 }, () => service.db.read(admin.tenantId, () => gate));
      await sleep(600); // the queue is looked at every 250 ms
      expectRefused(await admin.get('/v1/projects'), '/v1/projects', 'too much work waits for the database');
      expectRefused(
        await service.request({ method: 'GET', url: '/ready' }),
        '/ready',
        'too much work waits for the database',
      );
      expect((await service.request({ method: 'GET', url: '/health' })).status).toBe(200);

      release();
      await Promise.all(held);
      await sleep(600);
      expect((await admin.get('/v1/projects')).status).toBe(200);
      expect((await service.request({ method: 'GET', url: '/ready' })).status).toBe(200);
    });
  });

  describe('an event loop that lags', () => {
    let service: TestService;

    before(async () => {
      service = await TestService.start({ pressure: { maxEventLoopDelayMs: 20, maxDatabaseWaiting: 0 } });
    });
    after(() => service.close());

    it('answers 503 after the loop was blocked, and recovers once the loop is idle again', async () => {
      expect((await service.request({ method: 'GET', url: '/ready' })).status).toBe(200);
      const blockedUntil = Date.now() + 2_500;
      while (Date.now() < blockedUntil) {
        // a request handler that hogs the process, as far as the sampler can tell
      }
      await sleep(5); // the sampler's overdue timer runs first
      expectRefused(await service.request({ method: 'GET', url: '/ready' }), '/ready', 'its event loop lags');
      expect((await service.request({ method: 'GET', url: '/health' })).status).toBe(200);
      // Recovered once the sampler's mean is below the limit again: two samples on an idle machine,
      // more on a busy one, whose own lag the mean counts too (a fixed wait failed there).
      const deadline = Date.now() + 15_000;
      let ready = 0;
      while (ready !== 200 && Date.now() < deadline) {
        await sleep(250);
        ready = (await service.request({ method: 'GET', url: '/ready' })).status;
      }
      expect(ready).toBe(200);
    });
  });
});

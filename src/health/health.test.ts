import { expect } from 'expect';
import { describe, it } from 'node:test';
import { TestService } from '../testing/harness.js';

describe('GET /health and GET /ready (D1)', () => {
  it('answer 200 without any header while the database answers', async () => {
    const service = await TestService.start();
    try {
      expect(await service.request({ method: 'GET', url: '/health' })).toMatchObject({
        status: 200,
        body: { status: 'ok' },
      });
      expect(await service.request({ method: 'GET', url: '/ready' })).toMatchObject({
        status: 200,
        body: { status: 'ready' },
      });
    } finally {
      await service.close();
    }
  });

  it('/ready answers 503 with the error object when the database does not answer; /health stays 200', async () => {
    const service = await TestService.start();
    await service.db.close();
    const ready = await service.request({ method: 'GET', url: '/ready' });
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      status: 503,
      error: 'Service Unavailable',
      message: 'The database does not answer.',
      path: '/ready',
    });
    expect((await service.request({ method: 'GET', url: '/health' })).status).toBe(200);
    await service.app.close();
  });

  it('sends a browser at the front door to the web app at /app/ (D17)', async () => {
    const service = await TestService.start();
    try {
      const front = await service.request({ method: 'GET', url: '/' });
      expect([front.status, front.headers.location, front.text]).toEqual([302, '/app/', '']);
    } finally {
      await service.close();
    }
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { TestService, type TenantClient } from '../../testing/harness.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;

describe('error contract (D4)', () => {
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start({
      prepare: (app) => {
        app.get('/test/failure', { schema: { hide: true }, config: { auth: 'public' } }, async () => {
          throw new Error('secret internal detail: connection string postgres://user:pw@db');
        });
        app.get('/test/race', { schema: { hide: true }, config: { auth: 'public' } }, async () => {
          throw Object.assign(new Error('insert or update violates foreign key constraint'), { code: '23503' });
        });
      },
    });
    admin = await service.newTenant();
  });
  after(() => service.close());

  it('answers an unknown route with 404 in the error object', async () => {
    const response = await service.request({ method: 'GET', url: '/no/such/route?x=1' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP),
      status: 404,
      error: 'Not Found',
      message: 'No operation GET /no/such/route exists.',
      path: '/no/such/route',
    });
  });

  it('answers a known path with the wrong method with 405 and an Allow header', async () => {
    const response = await admin.request({ method: 'PATCH', url: '/v1/projects' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, POST');
    expect(response.body).toMatchObject({ status: 405, error: 'Method Not Allowed', path: '/v1/projects' });
    expect(response.body.message).toContain('PATCH');
    // Also for methods that may carry a body, sent without one (no Content-Type), and for any path.
    for (const method of ['QUERY', 'PROPFIND'] as const) {
      const other = await admin.request({ method: method as 'PATCH', url: '/v1/teams' });
      expect([method, other.status, other.headers.allow]).toEqual([method, 405, 'GET, POST']);
    }
    const unknown = await admin.request({ method: 'QUERY' as 'PATCH', url: '/no/such/route' });
    expect(unknown.status).toBe(404);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/v1/projects',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "unterminated',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a body of another media type with 400', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/v1/projects',
      headers: { 'content-type': 'text/plain' },
      body: 'name=x',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body must be JSON, sent with Content-Type: application/json.');
  });

  it('rejects prototype poisoning in JSON with 400', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/v1/projects',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "x", "__proto__": {"admin": true}}',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('__proto__');
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await admin.post('/v1/projects', { name: 'x', padding: 'x'.repeat(1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: 413, error: 'Payload Too Large', path: '/v1/projects' });
    expect(response.body.message).toContain('1 MiB');
  });

  it('accepts a body just under the limit', async () => {
    const response = await admin.post('/v1/projects', { name: 'x', padding: 'x'.repeat(1024 * 1024 - 100) });
    expect(response.status).toBe(201);
  });

  it('names the field and the problem in validation errors', async () => {
    const cases: [unknown, string][] = [
      [{}, "Field 'name' is required."],
      [{ name: 42 }, "Field 'name' must be a string."],
      [{ name: '' }, "Field 'name' must not be empty."],
      [{ name: 'x'.repeat(256) }, "Field 'name' must be at most 255 characters long."],
      [{ name: 'ok', test_case_robust: 'yes' }, "Field 'test_case_robust' must be true or false."],
      [[1, 2], 'Request body must be a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('/v1/projects', body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.message).toBe(message);
    }
  });

  it('refuses U+0000, which PostgreSQL text cannot store, naming the field or parameter: 400', async () => {
    const cases: [string, unknown, string][] = [
      ['/v1/projects', { name: 'a\u0000b' }, "Field 'name' must not contain the character U+0000."],
      [
        '/v1/teams',
        { name: 'x', memberIds: [], extra: { 'k\u0000': 1 } },
        "Field 'extra.k\u0000' must not contain the character U+0000.",
      ],
      ['/issues', { name: 'x', labels: ['ok', '\u0000'] }, "Field 'labels[1]' must not contain the character U+0000."],
    ];
    for (const [url, body, message] of cases) {
      const response = await admin.post(url, body);
      expect({ url, status: response.status, message: response.body.message }).toEqual({ url, status: 400, message });
    }
    const query = await admin.get('/issues?q=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.message).toBe("Query parameter 'q' must not contain the character U+0000.");
    const projects = (await admin.get<{ name: string }[]>('/v1/projects')).body;
    expect(projects.filter((project) => project.name.startsWith('a'))).toEqual([]);
  });

  it('answers a missing body with 400', async () => {
    const response = await admin.request({ method: 'POST', url: '/v1/projects' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Request body must be a JSON object.');
  });

  it('answers a path id that is not a positive integer with 400', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await admin.get(`/v1/projects/${id}`);
      expect({ id, status: response.status }).toEqual({ id, status: 400 });
      expect(response.body.message).toMatch(/^Path parameter 'id' must be /);
    }
  });

  it('hides the internals of an unexpected failure behind 500 and returns the request id', async () => {
    const response = await service.request({ method: 'GET', url: '/test/failure' });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP),
      status: 500,
      error: 'Unknown',
      message: 'There was a problem with your request. Please contact your administrator.',
      path: '/test/failure',
    });
    expect(response.text).not.toContain('secret');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers a constraint violation from a concurrent change with 409', async () => {
    const response = await service.request({ method: 'GET', url: '/test/race' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: 'Conflict',
      message: 'A record this request refers to was changed at the same time. Please retry.',
    });
  });

  it('sends X-Request-Id on every response, keeping a sane incoming one', async () => {
    const generated = await service.request({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await service.request({ method: 'GET', url: '/health', headers: { 'x-request-id': 'trace-42' } });
    expect(kept.headers['x-request-id']).toBe('trace-42');
    const replaced = await service.request({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\u0001' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\u0001');
  });

  it('accepts an empty body with a JSON content type on DELETE', async () => {
    const project = await admin.create('/v1/projects', { name: 'to delete' });
    const response = await admin.request({
      method: 'DELETE',
      url: `/v1/projects/${project.id}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(204);
  });
});

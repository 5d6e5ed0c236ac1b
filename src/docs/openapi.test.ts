import { Validator } from '@seriousme/openapi-schema-validator';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { DocumentedResponses, DocumentSchemas } from '../testing/documented-responses.js';
import { TestService } from '../testing/harness.js';

/**
 * Every operation of interface.md and of the decisions, with the statuses of its own it must document;
 * those of every operation of its kind come from statusesOfKind.
 */
const OPERATIONS: [string, string, number[]][] = [
  ['post', '/issues', [200, 400, 401, 404, 406, 500]],
  ['get', '/issues', [200, 400, 401, 406, 500]],
  ['get', '/issues/{id}', [200, 404, 406, 500]],
  ['put', '/issues/{id}', [200, 400, 404, 406, 500]],
  ['delete', '/issues/delete/{id}', [200, 404, 406, 500]],
  ['delete', '/issues/undelete/{id}', [200, 404, 406, 500]],
  ['put', '/issues/bulk-edit', [200, 400, 404, 406, 500]],
  ['post', '/issues/{id}/comments', [201, 400, 404, 406, 500]],
  ['put', '/issues/{id}/comments/{commentId}', [200, 400, 404, 406, 409, 500]],
  ['delete', '/issues/{id}/comments/{commentId}', [200, 404, 406, 500]],
  ['post', '/v1/activity', [200, 400, 406, 412, 500]],
  ['get', '/v1/activity', [200, 400, 406, 500]],
  ['put', '/v1/activity/{id}', [200, 400, 404, 406, 412, 500]],
  ['get', '/v1/activity/{id}', [200, 404, 406, 500]],
  ['delete', '/v1/activity/{id}', [200, 404, 406, 500]],
  ['delete', '/v1/activity/undelete/{id}', [200, 404, 406, 500]],
  ['put', '/v1/activity/{id}/status', [200, 400, 404, 406, 500]],
  ['post', '/admin/tenants', [201, 400, 401, 409, 500]],
  ['get', '/admin/tenants/{id}/export', [200, 400, 404, 500]],
  ['get', '/v1/users/{id}/export', [200, 400, 404, 406, 500]],
  ['post', '/v1/users/{id}/erase', [200, 400, 404, 406, 409, 500]],
  ['get', '/v1/privacy-settings', [200, 406, 500]],
  ['put', '/v1/privacy-settings', [200, 400, 406, 500]],
  ['get', '/admin/backup', [200, 401, 409, 500]],
  ['get', '/health', [200]],
  ['get', '/ready', [200, 503]],
  ['get', '/metrics', [200, 401]],
  ...[
    'users',
    'tokens',
    'projects',
    'teams',
    'places',
    'activity-types',
    'activity-statuses',
    'issue-types',
    'issue-priorities',
    'issue-statuses',
    'labels',
    'holidays',
    'test-plans',
    'test-execution-statuses',
    'test-executions',
  ].flatMap((resource): [string, string, number[]][] => [
    ['post', `/v1/${resource}`, [201, 400, 401, 406]],
    ['get', `/v1/${resource}`, [200, 401, 406]],
    ['get', `/v1/${resource}/{id}`, [200, 404]],
    ['put', `/v1/${resource}/{id}`, [200, 400, 404]],
    ['delete', `/v1/${resource}/{id}`, [404]],
  ]),
];

type Kind = 'tenant' | 'operator' | 'public';
const kindOf = (path: string): Kind =>
  path.startsWith('/v1') || path.startsWith('/issues') ? 'tenant' : path.startsWith('/admin') ? 'operator' : 'public';

/**
 * What every operation of a kind can answer, whatever its own logic: the HTTP layer (408, 431 on the
 * raw connection; 413 for bodies), the store (500; 503 when it is unreachable or the service shuts
 * down), authentication (401; 429 past a rate limit, 406 for tenant roles) and, under a tenant's
 * write, a concurrent change (409).
 */
function statusesOfKind(method: string, path: string): number[] {
  const always = [408, 431, 500, 503];
  if (kindOf(path) === 'public') return always;
  const authenticated = [...always, 401, 429, ...(method === 'post' || method === 'put' ? [413] : [])];
  if (kindOf(path) === 'operator') return authenticated;
  return [...authenticated, 406, ...(method === 'get' ? [] : [409])];
}

describe('GET /openapi.json', () => {
  let service: TestService;
  let document: any;

  before(async () => {
    service = await TestService.start();
    const response = await service.request({ method: 'GET', url: '/openapi.json' });
    expect(response.status).toBe(200);
    document = response.body;
  });
  after(() => service.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect({ valid: result.valid, errors: result.errors }).toEqual({ valid: true, errors: undefined });
  });

  it('documents every operation with each of its statuses, the error object for errors', () => {
    for (const [method, path, own] of OPERATIONS) {
      const operation = document.paths[path]?.[method];
      expect({ method, path, documented: Boolean(operation) }).toEqual({ method, path, documented: true });
      for (const status of new Set([...own, ...statusesOfKind(method, path)])) {
        const response = operation.responses[String(status)];
        expect({ method, path, status, documented: Boolean(response) }).toEqual({
          method,
          path,
          status,
          documented: true,
        });
        if (status >= 400) {
          expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
          expect(document.components.schemas.Error.required).toEqual([
            'timestamp',
            'status',
            'error',
            'message',
            'path',
          ]);
        }
      }
    }
  });

  it('documents Retry-After on the 429 and 503 of authenticated operations', () => {
    const retryAfter = { required: true, description: expect.any(String), schema: { type: 'integer', minimum: 1 } };
    for (const [method, path] of OPERATIONS.filter(([, p]) => kindOf(p) !== 'public')) {
      const { responses } = document.paths[path][method];
      for (const status of ['429', '503']) {
        expect({ method, path, status, header: responses[status].headers?.['Retry-After'] }).toEqual({
          method,
          path,
          status,
          header: retryAfter,
        });
      }
    }
  });

  it('documents 405 once, with the Allow header, for paths asked with a method they do not have', () => {
    expect(document.components.responses.MethodNotAllowed).toEqual({
      description: expect.any(String),
      headers: { Allow: { required: true, description: expect.any(String), schema: { type: 'string' } } },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });

  it('documents the bearer and session schemes, X-tenantID as a required header, and Zone where it is read', () => {
    const { bearerAuth, sessionCookie, ...others } = document.components.securitySchemes;
    expect(bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'tracker_session' });
    // A missing X-tenantID is a 400, not a 401: a parameter, not a security scheme.
    expect(Object.keys(others)).toEqual(['operatorToken']);
    const header = (operation: any, name: string) =>
      operation.parameters?.find((p: any) => p.in === 'header' && p.name === name);
    const readingZone = ['post /v1/activity', 'put /v1/activity/{id}'];
    for (const [method, path] of OPERATIONS.filter(([, p]) => p.startsWith('/v1') || p.startsWith('/issues'))) {
      const operation = document.paths[path][method];
      expect({ path, method, security: operation.security }).toEqual({
        path,
        method,
        security: [{ bearerAuth: [] }, { sessionCookie: [] }],
      });
      expect({ path, method, tenant: header(operation, 'X-tenantID') }).toEqual({
        path,
        method,
        tenant: expect.objectContaining({ required: true, schema: expect.objectContaining({ type: 'string' }) }),
      });
      const zone = Boolean(header(operation, 'Zone'));
      expect({ path, method, zone }).toEqual({ path, method, zone: readingZone.includes(`${method} ${path}`) });
    }
    expect(document.paths['/admin/tenants'].post.security).toEqual([{ operatorToken: [] }]);
    expect(document.paths['/health'].get.security).toBeUndefined();
  });

  it("speaks to the service's users: no project files, specs or decision numbers they do not have", () => {
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(document);
    expect(texts.filter((text) => /\.md\b|\bsrc\/|\.ts\b|\bD\d{1,2}\b|npm run/.test(text))).toEqual([]);
  });

  it('names the shared objects as components', () => {
    const { schemas } = document.components;
    expect(schemas.Error.required).toEqual(['timestamp', 'status', 'error', 'message', 'path']);
    for (const name of ['Issue', 'Activity', 'Comment', 'TestExecution', 'User', 'IssueUser', 'Project', 'Reference']) {
      expect({ name, defined: typeof schemas[name] }).toEqual({ name, defined: 'object' });
    }
    expect(document.paths['/issues/{id}'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Issue',
    });
    expect(JSON.stringify(document)).not.toContain('x-component');
  });

  it('carries an example of every request body, valid against its schema', () => {
    const schemas = new DocumentSchemas(document);
    const withBody = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.requestBody)
        .map(([method, operation]) => ({ method, path, media: operation.requestBody.content['application/json'] })),
    );
    expect(withBody.length).toBeGreaterThan(35);
    for (const { method, path, media } of withBody) {
      expect({ method, path, example: typeof media.example }).toEqual({ method, path, example: 'object' });
      const at = ['paths', path, method, 'requestBody', 'content', 'application/json', 'schema'];
      expect({ method, path, problems: schemas.problems(at, media.example) }).toEqual({ method, path, problems: null });
    }
  });

  it('keeps the drift check honest: a response unlike the documented one is refused', () => {
    const documented = new DocumentedResponses(document);
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const answer = (method: string, url: string, status: number, body: unknown, headers: object = json) =>
      documented.check({
        method,
        url,
        status,
        headers: { ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const error = {
      timestamp: '2026-11-21T10:15:30.123+00:00',
      status: 429,
      error: 'Too Many Requests',
      message: 'Slow down.',
      path: '/issues/1',
    };

    expect(() => answer('GET', '/issues/1', 200, { id: 1, created_at: '2026-11-21T10:15:30.123Z' })).toThrow(
      /unlike its documentation/,
    );
    expect(() => answer('GET', '/issues/1', 418, {})).toThrow(/does not list/);
    expect(() => answer('GET', '/issues/1', 404, '')).toThrow(/empty body/);
    expect(() => answer('GET', '/issues/1', 404, '<h1>Not Found</h1>', { 'content-type': 'text/html' })).toThrow(
      /Content-Type "text\/html"/,
    );
    expect(() => answer('GET', '/issues/1', 429, error)).toThrow(/without the documented header Retry-After/);
    expect(() => answer('GET', '/issues/1', 429, error, { ...json, 'retry-after': '3' })).not.toThrow();
    const notAllowed = { ...error, status: 405, error: 'Method Not Allowed' };
    expect(() => answer('PATCH', '/issues/1', 405, notAllowed)).toThrow(/without the documented header Allow/);
    expect(() => answer('PATCH', '/issues/1', 405, { message: 'no' }, { ...json, allow: 'GET, PUT' })).toThrow(
      /unlike its documentation/,
    );
    expect(() => answer('PATCH', '/issues/1', 405, notAllowed, { ...json, allow: 'GET, PUT' })).not.toThrow();
    // Answers without a documented body: the 204 of a delete, the empty 200 of an activity delete.
    expect(() => answer('DELETE', '/v1/projects/1', 204, '', {})).not.toThrow();
    expect(() => answer('DELETE', '/v1/activity/1', 200, '', {})).not.toThrow();
  });
});

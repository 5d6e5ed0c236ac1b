import { Validator } from '@seriousme/openapi-schema-validator';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { DocumentedResponses } from '../testing/documented-responses.js';
import { TestService } from '../testing/harness.js';

/** Every operation of interface.md and of the decisions, with the statuses it must document. */
const OPERATIONS: [string, string, number[]][] = [
  ['post', '/issues', [200, 400, 401, 404, 406, 500]],
  ['get', '/issues', [200, 400, 401, 406, 500]],
  ['get', '/issues/{id}', [200, 404, 406, 500]],
  ['put', '/issues/{id}', [200, 400, 404, 406, 500]],
  ['delete', '/issues/delete/{id}', [200, 404, 406, 500]],
  ['delete', '/issues/undelete/{id}', [200, 404, 406, 500]],
  ['put', '/issues/bulk-edit', [200, 400, 404, 406, 500]],
  ['post', '/issues/{id}/comments', [201, 400, 404, 406]],
  ['put', '/issues/{id}/comments/{commentId}', [200, 400, 404, 406]],
  ['delete', '/issues/{id}/comments/{commentId}', [200, 404, 406]],
  ['post', '/v1/activity', [200, 400, 406, 412, 500]],
  ['get', '/v1/activity', [200, 400, 406, 500]],
  ['put', '/v1/activity/{id}', [200, 400, 404, 406, 412, 500]],
  ['get', '/v1/activity/{id}', [200, 404, 406, 500]],
  ['delete', '/v1/activity/{id}', [200, 404, 406, 500]],
  ['delete', '/v1/activity/undelete/{id}', [200, 404, 406, 500]],
  ['put', '/v1/activity/{id}/status', [200, 400, 404, 406]],
  ['post', '/admin/tenants', [201, 400, 401, 409]],
  ['get', '/health', [200]],
  ['get', '/ready', [200, 503]],
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
    for (const [method, path, statuses] of OPERATIONS) {
      const operation = document.paths[path]?.[method];
      expect({ method, path, documented: Boolean(operation) }).toEqual({ method, path, documented: true });
      for (const status of statuses) {
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

  it('documents the bearer scheme, the X-tenantID header and, for activities, the Zone header', () => {
    const { bearerAuth, tenantId } = document.components.securitySchemes;
    expect(bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(tenantId).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-tenantID' });
    const header = (operation: any, name: string) =>
      operation.parameters?.find((p: any) => p.in === 'header' && p.name === name);
    for (const [method, path] of OPERATIONS.filter(([, p]) => p.startsWith('/v1') || p.startsWith('/issues'))) {
      const operation = document.paths[path][method];
      // One requirement object holding both: the token and the tenant header are needed together.
      const security = [{ bearerAuth: [], tenantId: [] }];
      expect({ path, method, security: operation.security }).toEqual({ path, method, security });
      const zone = Boolean(header(operation, 'Zone'));
      expect({ path, method, zone }).toEqual({ path, method, zone: path.startsWith('/v1/activity') });
    }
    expect(document.paths['/admin/tenants'].post.security).toEqual([{ operatorToken: [] }]);
    expect(document.paths['/health'].get.security).toBeUndefined();
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

  it('carries examples of the main request bodies', () => {
    for (const [method, path] of [
      ['post', '/issues'],
      ['put', '/issues/bulk-edit'],
      ['post', '/v1/activity'],
      ['post', '/admin/tenants'],
    ] as const) {
      const media = document.paths[path][method].requestBody.content['application/json'];
      expect({ path, example: typeof media.example }).toEqual({ path, example: 'object' });
    }
  });

  it('keeps the drift check honest: a body unlike the documented one is refused', () => {
    const documented = new DocumentedResponses(document);
    const issue = { id: 1, created_at: '2026-11-21T10:15:30.123Z' };
    expect(() => documented.check('GET', '/issues/1', 200, 'application/json', JSON.stringify(issue))).toThrow(
      /unlike its documentation/,
    );
    expect(() => documented.check('GET', '/issues/1', 418, 'application/json', '{}')).toThrow(/does not list/);
  });
});

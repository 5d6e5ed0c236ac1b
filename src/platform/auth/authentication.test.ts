import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { OPERATOR_TOKEN, TestService, type TenantClient } from '../../testing/harness.js';
import { can, ROLES } from './permissions.js';
import { secretsEqual } from './tokens.js';

const INVALID_TOKEN = 'The access token is not valid for this tenant.';

describe('authentication (D2)', () => {
  let service: TestService;
  let admin: TenantClient;
  let other: TenantClient;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    other = await service.newTenant();
  });
  after(() => service.close());

  const projects = (headers: Record<string, string>) =>
    service.request({ method: 'GET', url: '/v1/projects', headers });

  it('requires the X-tenantID header: 400 naming it', async () => {
    const response = await projects({ authorization: `Bearer ${admin.token}` });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'Bad Request', message: "Header 'X-tenantID' is required." });
  });

  it('treats the tenant header name case-insensitively', async () => {
    for (const name of ['X-tenantID', 'x-tenantid', 'X-TENANTID', 'X-TenantId']) {
      const response = await projects({ [name]: admin.tenantId, authorization: `Bearer ${admin.token}` });
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
    }
  });

  it('requires a Bearer token: 401', async () => {
    for (const authorization of [undefined, '', 'Basic abc', 'Bearer', `Token ${admin.token}`]) {
      const headers: Record<string, string> = { 'x-tenantid': admin.tenantId };
      if (authorization !== undefined) headers.authorization = authorization;
      const response = await projects(headers);
      expect({ authorization, status: response.status }).toEqual({ authorization, status: 401 });
      expect(response.body).toMatchObject({ status: 401, error: 'Unauthorized', path: '/v1/projects' });
    }
  });

  it('gives one 401 message for unknown, foreign and malformed tokens and unknown tenants', async () => {
    const attempts = [
      { 'x-tenantid': admin.tenantId, authorization: 'Bearer trk_' + 'A'.repeat(43) },
      { 'x-tenantid': admin.tenantId, authorization: 'Bearer not-a-token' },
      { 'x-tenantid': admin.tenantId, authorization: `Bearer ${other.token}` },
      { 'x-tenantid': 'no-such-tenant', authorization: `Bearer ${admin.token}` },
      { 'x-tenantid': 'Bad Tenant!', authorization: `Bearer ${admin.token}` },
    ];
    for (const headers of attempts) {
      const response = await projects(headers);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(INVALID_TOKEN);
    }
  });

  it('rejects a revoked token at once', async () => {
    const member = await admin.withNewUser('member');
    expect((await member.get('/v1/projects')).status).toBe(200);
    const [token] = (await admin.get('/v1/tokens')).body.filter((t: any) => t.userId === member.userId);
    expect((await admin.delete(`/v1/tokens/${token.id}`)).status).toBe(200);
    const response = await member.get('/v1/projects');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(INVALID_TOKEN);
  });

  it('rejects an expired token', async () => {
    const user = await admin.create('/v1/users', {
      firstname: 'E',
      lastname: 'X',
      email: 'expiring@example.com',
      role: 'viewer',
    });
    const soon = new Date(Date.now() + 1500).toISOString();
    const { token } = await admin.create('/v1/tokens', { userId: user.id, expiresAt: soon });
    const headers = { 'x-tenantid': admin.tenantId, authorization: `Bearer ${token}` };
    expect((await projects(headers)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await projects(headers)).status).toBe(401);
  });

  it('rejects the token of a deleted user, and applies a role change at once', async () => {
    const manager = await admin.withNewUser('manager');
    expect((await manager.post('/v1/projects', { name: 'x' })).status).toBe(406);
    expect((await admin.put(`/v1/users/${manager.userId}`, { role: 'admin' })).status).toBe(200);
    expect((await manager.post('/v1/projects', { name: 'x' })).status).toBe(201);
    expect((await admin.delete(`/v1/users/${manager.userId}`)).status).toBe(200);
    expect((await manager.get('/v1/projects')).status).toBe(401);
  });

  it('answers 406 with the contract text when the role lacks the permission', async () => {
    for (const role of ['viewer', 'member', 'manager'] as const) {
      const caller = await admin.withNewUser(role);
      const response = await caller.post('/v1/projects', { name: 'not allowed' });
      expect({ role, status: response.status }).toEqual({ role, status: 406 });
      expect(response.body).toMatchObject({
        status: 406,
        error: 'Missing permission for action',
        message: 'You do not have a permission for this action',
      });
      expect((await caller.get('/v1/projects')).status).toBe(200);
    }
  });

  it('answers 401 to an operator token that is wrong, of the same length or not', async () => {
    const sameLength = OPERATOR_TOKEN.slice(0, -1) + (OPERATOR_TOKEN.endsWith('x') ? 'y' : 'x');
    for (const token of [sameLength, `${OPERATOR_TOKEN}x`, OPERATOR_TOKEN.slice(0, 8), admin.token]) {
      const response = await service.request({
        method: 'POST',
        url: '/admin/tenants',
        headers: { authorization: `Bearer ${token}` },
        body: { id: 'never', name: 'Never', admin: { firstname: 'N', lastname: 'V', email: 'n@never.example' } },
      });
      expect({ token, status: response.status }).toEqual({ token, status: 401 });
      expect(response.body).toMatchObject({ error: 'Unauthorized', message: 'The operator token is not valid.' });
    }
  });

  it('checks the caller before the body: a viewer with an invalid body gets 406, not 400', async () => {
    const viewer = await admin.withNewUser('viewer');
    expect((await viewer.post('/v1/projects', { name: 42 })).status).toBe(406);
  });
});

describe('secretsEqual, the constant-time comparison of the operator token', () => {
  it('is true for equal secrets only', () => {
    expect(secretsEqual(OPERATOR_TOKEN, `${OPERATOR_TOKEN}`)).toBe(true);
    expect(secretsEqual(OPERATOR_TOKEN, OPERATOR_TOKEN.replace(/.$/, '!'))).toBe(false);
    expect(secretsEqual(OPERATOR_TOKEN, OPERATOR_TOKEN.toUpperCase())).toBe(false);
    expect(secretsEqual('', '')).toBe(true);
  });

  it('compares secrets of different lengths without throwing', () => {
    // timingSafeEqual itself throws on buffers of different lengths; the digests always match in length.
    for (const other of ['', 'short', `${OPERATOR_TOKEN}x`, OPERATOR_TOKEN.repeat(10)]) {
      expect({ other, equal: secretsEqual(OPERATOR_TOKEN, other) }).toEqual({ other, equal: false });
    }
  });
});

describe('permission table (D2)', () => {
  it('grants exactly the table of D2', () => {
    const table: Record<string, string[]> = {
      'activity:read': ['viewer', 'member', 'manager', 'admin'],
      'issue:read': ['viewer', 'member', 'manager', 'admin'],
      'activity:create': ['member', 'manager', 'admin'],
      'activity:update': ['member', 'manager', 'admin'],
      'activity:delete': ['member', 'manager', 'admin'],
      'issue:create': ['member', 'manager', 'admin'],
      'issue:update': ['member', 'manager', 'admin'],
      'issue:delete': ['manager', 'admin'],
      'issue:bulk-edit': ['manager', 'admin'],
      'activity:approve': ['manager', 'admin'],
      'activity:manage': ['manager', 'admin'],
      admin: ['admin'],
    };
    for (const [permission, roles] of Object.entries(table)) {
      for (const role of ROLES) {
        expect({ role, permission, granted: can(role, permission as never) }).toEqual({
          role,
          permission,
          granted: roles.includes(role),
        });
      }
    }
  });
});

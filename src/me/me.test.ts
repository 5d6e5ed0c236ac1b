import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { type TenantClient, TestService } from '../testing/harness.js';

/** Who the caller is, and tokens of their own (sign-in for people). */
describe('GET /v1/me and POST /v1/me/tokens', () => {
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
  });
  after(() => service.close());

  it('answers the caller with role, deputy and tenant, for every role', async () => {
    const deputy = await admin.withNewUser('member', { firstname: 'Dora' });
    const viewer = await admin.withNewUser('viewer', { firstname: 'Vic', language: 'de', deputyId: deputy.userId });
    const response = await viewer.get('/v1/me');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: viewer.userId,
      firstname: 'Vic',
      lastname: 'Tester',
      email: expect.stringMatching(/^viewer-.*@/),
      avatar: '',
      deleted: false,
      language: 'de',
      role: 'viewer',
      deputyId: deputy.userId,
      startDate: null,
      endDate: null,
      tenant: admin.tenantId,
    });
    expect((await admin.get('/v1/me')).body).toMatchObject({ id: admin.userId, role: 'admin', deputyId: null });
    const anonymous = await service.request({
      method: 'GET',
      url: '/v1/me',
      headers: { 'x-tenantid': admin.tenantId },
    });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, expect.any(String)]);
  });

  it('issues a token of the caller own, which acts as them; any role may', async () => {
    const viewer = await admin.withNewUser('viewer', { firstname: 'Val' });
    const issued = await viewer.post('/v1/me/tokens', { name: 'Laptop CLI', expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      userId: viewer.userId,
      name: 'Laptop CLI',
      expiresAt: '2099-01-01T00:00:00.000Z',
      revoked: false,
      token: expect.stringMatching(/^trk_/),
    });
    const asToken = await service.request({
      method: 'GET',
      url: '/v1/me',
      headers: { 'x-tenantid': admin.tenantId, authorization: `Bearer ${issued.body.token}` },
    });
    expect(asToken.body).toMatchObject({ id: viewer.userId, role: 'viewer' });
    // Listed among the caller's own tokens, never with its secret; they revoke it themselves.
    const own = (await viewer.get('/v1/tokens')).body as { id: number; token?: string }[];
    expect(own.find((token) => token.id === issued.body.id)).toEqual(
      expect.not.objectContaining({ token: expect.anything() }),
    );
    // Nobody else's token: another user's is not found to them, whatever their role.
    const other = await admin.post('/v1/me/tokens', {});
    const foreign = await viewer.delete(`/v1/me/tokens/${other.body.id}`);
    expect([foreign.status, foreign.body.message]).toEqual([404, `Token with id ${other.body.id} was not found.`]);
    expect((await admin.delete(`/v1/me/tokens/${issued.body.id}`)).status).toBe(404);
    const revokedOwn = await viewer.delete(`/v1/me/tokens/${issued.body.id}`);
    expect(revokedOwn.status).toBe(200);
    expect(revokedOwn.body).toMatchObject({ id: issued.body.id, revoked: true });
    const revoked = await service.request({
      method: 'GET',
      url: '/v1/me',
      headers: { 'x-tenantid': admin.tenantId, authorization: `Bearer ${issued.body.token}` },
    });
    expect(revoked.status).toBe(401);
  });

  it('refuses bad input with the error object', async () => {
    const cases: [unknown, string][] = [
      [{ expiresAt: '2001-01-01T00:00:00.000Z' }, "Field 'expiresAt' must be in the future."],
      [{ name: 'two\nlines' }, "Field 'name' must not contain line breaks or control characters."],
      [{ name: 'x'.repeat(256) }, "Field 'name' must be at most 255 characters long."],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('/v1/me/tokens', body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
  });
});

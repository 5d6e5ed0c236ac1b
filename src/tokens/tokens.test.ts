import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { TestService, type TenantClient } from '../testing/harness.js';

describe('/v1/tokens', () => {
  let service: TestService;
  let admin: TenantClient;
  let userId: number;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    userId = (
      await admin.create('/v1/users', { firstname: 'T', lastname: 'K', email: 'tk@example.com', role: 'member' })
    ).id;
  });
  after(() => service.close());

  it('creates a token for a user and shows its secret only in that response', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await admin.post('/v1/tokens', { userId, name: 'laptop', expiresAt });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      userId,
      name: 'laptop',
      expiresAt,
      createdAt: expect.stringMatching(/Z$/),
      revoked: false,
      revokedAt: null,
      token: expect.stringMatching(/^trk_/),
    });
    const { token, ...listed } = created.body;
    expect((await admin.get(`/v1/tokens/${created.body.id}`)).body).toEqual(listed);
    const all = await admin.get('/v1/tokens');
    expect(all.body).toContainEqual(listed);
    expect(all.text).not.toContain(token);
  });

  it('accepts {id} for the user, renames and re-dates by PUT, and never moves a token to another user', async () => {
    const created = await admin.create('/v1/tokens', { userId: { id: userId, firstname: 'ignored' } });
    expect(created.userId).toBe(userId);
    const renamed = await admin.put(`/v1/tokens/${created.id}`, { name: 'renamed', userId: 1, expiresAt: null });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'renamed', userId, expiresAt: null });
  });

  it('revokes by DELETE, idempotently', async () => {
    const created = await admin.create('/v1/tokens', { userId });
    const first = await admin.delete(`/v1/tokens/${created.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ revoked: true, revokedAt: expect.any(String) });
    const second = await admin.delete(`/v1/tokens/${created.id}`);
    expect(second.body.revokedAt).toBe(first.body.revokedAt);
  });

  it('refuses unknown and deleted users and past expiry dates', async () => {
    const unknown = await admin.post('/v1/tokens', { userId: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User with id 999999 was not found.');
    const past = await admin.post('/v1/tokens', { userId, expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("Field 'expiresAt' must be in the future.");
    const gone = await admin.create('/v1/users', {
      firstname: 'G',
      lastname: 'O',
      email: 'gone@example.com',
      role: 'viewer',
    });
    await admin.delete(`/v1/users/${gone.id}`);
    const deleted = await admin.post('/v1/tokens', { userId: gone.id });
    expect(deleted.status).toBe(409);
  });

  it('refuses to re-date a token into the past, and changes nothing then', async () => {
    const created = await admin.create('/v1/tokens', { userId, name: 'kept' });
    const past = await admin.put(`/v1/tokens/${created.id}`, {
      name: 'changed',
      expiresAt: '2020-01-01T00:00:00.000Z',
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("Field 'expiresAt' must be in the future.");
    expect((await admin.get(`/v1/tokens/${created.id}`)).body).toMatchObject({ name: 'kept', expiresAt: null });
  });

  it("shows others only their own tokens' metadata; admins see every token (D13)", async () => {
    for (const role of ['viewer', 'member', 'manager'] as const) {
      const user = await admin.withNewUser(role);
      const someoneElses = await admin.create('/v1/tokens', { userId, name: `not for ${role}s` });
      const listed = await user.get('/v1/tokens');
      expect({ role, status: listed.status }).toEqual({ role, status: 200 });
      expect({ role, owners: [...new Set(listed.body.map((token: { userId: number }) => token.userId))] }).toEqual({
        role,
        owners: [user.userId],
      });
      const found = await user.get(`/v1/tokens/${someoneElses.id}`);
      expect({ role, status: found.status, message: found.body.message }).toEqual({
        role,
        status: 404,
        message: `Token with id ${someoneElses.id} was not found.`,
      });
      const [ownToken] = listed.body;
      expect((await user.get(`/v1/tokens/${ownToken.id}`)).body).toEqual(ownToken);
      expect((await admin.get('/v1/tokens')).body).toContainEqual(expect.objectContaining({ id: someoneElses.id }));
    }
  });

  it('is for admins only', async () => {
    const manager = await admin.withNewUser('manager');
    expect((await manager.get('/v1/tokens')).status).toBe(200);
    expect((await manager.post('/v1/tokens', { userId: manager.userId })).status).toBe(406);
    const own = await admin.create('/v1/tokens', { userId });
    expect((await manager.put(`/v1/tokens/${own.id}`, { name: 'taken over' })).status).toBe(406);
    expect((await manager.delete(`/v1/tokens/${own.id}`)).status).toBe(406);
    expect((await admin.get(`/v1/tokens/${own.id}`)).body).toMatchObject({ name: '', revoked: false });
  });
});

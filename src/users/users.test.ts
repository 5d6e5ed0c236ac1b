import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { TestService, type TenantClient } from '../testing/harness.js';

describe('/v1/users', () => {
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
  });
  after(() => service.close());

  const person = { firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.com', role: 'manager' };

  it('creates a user with defaults and finds it', async () => {
    const created = await admin.post('/v1/users', person);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ...person,
      avatar: '',
      deleted: false,
      language: 'en',
      deputyId: null,
      startDate: null,
      endDate: null,
    });
    expect((await admin.get(`/v1/users/${created.body.id}`)).body).toEqual(created.body);
  });

  it('keeps e-mail addresses unique in the tenant, ignoring case: 409', async () => {
    await admin.create('/v1/users', { ...person, email: 'unique@example.com' });
    const response = await admin.post('/v1/users', { ...person, email: 'UNIQUE@example.com' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A user with email UNIQUE@example.com exists already.');
  });

  it('validates role, e-mail and language: 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...person, role: 'owner' }, "Field 'role' must be one of: admin, manager, member, viewer."],
      [{ ...person, email: 'nope' }, "Field 'email' must be an email address."],
      [{ ...person, language: 'English' }, "Field 'language' must be a language code"],
      [{ ...person, firstname: undefined }, "Field 'firstname' is required."],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('/v1/users', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    }
  });

  it('changes only the attributes sent, and null clears the avatar', async () => {
    const user = await admin.create('/v1/users', {
      ...person,
      email: 'partial@example.com',
      avatar: 'https://a/b.png',
      language: 'de',
    });
    const updated = await admin.put(`/v1/users/${user.id}`, { lastname: 'Brewster' });
    expect(updated.body).toEqual({ ...user, lastname: 'Brewster' });
    const cleared = await admin.put(`/v1/users/${user.id}`, { avatar: null });
    expect(cleared.body.avatar).toBe('');
  });

  it('deletes softly, frees the e-mail address, and refuses to delete oneself', async () => {
    const user = await admin.create('/v1/users', { ...person, email: 'leaving@example.com' });
    const deleted = await admin.delete(`/v1/users/${user.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ...user, deleted: true });
    expect((await admin.get(`/v1/users/${user.id}`)).body.deleted).toBe(true);
    expect((await admin.post('/v1/users', { ...person, email: 'leaving@example.com' })).status).toBe(201);
    const self = await admin.delete(`/v1/users/${admin.userId}`);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot delete your own user.');
  });

  it("refuses to change one's own role, so that a tenant never loses its last admin", async () => {
    const demoted = await admin.put(`/v1/users/${admin.userId}`, { role: 'viewer' });
    expect(demoted.status).toBe(409);
    expect(demoted.body.message).toBe('You cannot change your own role; another admin can.');
    expect((await admin.get(`/v1/users/${admin.userId}`)).body.role).toBe('admin');
    expect((await admin.put(`/v1/users/${admin.userId}`, { role: 'admin', lastname: 'Same' })).status).toBe(200);
    const second = await admin.withNewUser('admin');
    const demotedByAnother = await admin.put(`/v1/users/${second.userId}`, { role: 'manager' });
    expect(demotedByAnother.status).toBe(200);
    expect(demotedByAnother.body.role).toBe('manager');
  });

  it('lets only admins write users: 406 for the others, and nothing changes', async () => {
    const user = await admin.create('/v1/users', { ...person, email: 'guarded@example.com' });
    const manager = await admin.withNewUser('manager');
    for (const response of [
      await manager.post('/v1/users', { ...person, email: 'sneaky@example.com' }),
      await manager.put(`/v1/users/${user.id}`, { role: 'admin' }),
      await manager.delete(`/v1/users/${user.id}`),
    ]) {
      expect(response.status).toBe(406);
      expect(response.body.error).toBe('Missing permission for action');
    }
    expect((await admin.get(`/v1/users/${user.id}`)).body).toEqual(user);
  });

  it('answers unknown ids with 404 and the contract sentence', async () => {
    for (const response of [
      await admin.get('/v1/users/424242'),
      await admin.put('/v1/users/424242', { lastname: 'x' }),
      await admin.delete('/v1/users/424242'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'Not Found', message: 'User with id 424242 was not found.' });
    }
  });

  it('keeps a deputy (D14): another user of the tenant, or null; never the user itself', async () => {
    const lead = await admin.create('/v1/users', { ...person, email: 'lead@example.com' });
    const deputy = await admin.create('/v1/users', { ...person, email: 'deputy@example.com' });
    const named = await admin.put(`/v1/users/${lead.id}`, { deputyId: { id: deputy.id } });
    expect(named.body).toEqual({ ...lead, deputyId: deputy.id });
    const self = await admin.put(`/v1/users/${lead.id}`, { deputyId: lead.id });
    expect([self.status, self.body.message]).toEqual([400, "Field 'deputyId' must name another user."]);
    const unknown = await admin.put(`/v1/users/${lead.id}`, { deputyId: 424243 });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'User with id 424243 was not found.']);
    const otherTenant = await (await service.newTenant()).create('/v1/users', { ...person, email: 'x@example.com' });
    const foreign = await admin.put(`/v1/users/${lead.id}`, { deputyId: otherTenant.id });
    expect([foreign.status, foreign.body.message]).toEqual([404, `User with id ${otherTenant.id} was not found.`]);
    expect((await admin.get(`/v1/users/${lead.id}`)).body.deputyId).toBe(deputy.id);
    const cleared = await admin.put(`/v1/users/${lead.id}`, { deputyId: null });
    expect(cleared.body.deputyId).toBeNull();
    const created = await admin.create('/v1/users', {
      ...person,
      email: 'with-deputy@example.com',
      deputyId: deputy.id,
    });
    expect(created.deputyId).toBe(deputy.id);
  });
});

import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { OPERATOR_TOKEN, TestService } from '../testing/harness.js';

describe('POST /admin/tenants (operator API, D3)', () => {
  let service: TestService;
  before(async () => {
    service = await TestService.start();
  });
  after(() => service.close());

  const createTenant = (body: unknown, token = OPERATOR_TOKEN) =>
    service.request({ method: 'POST', url: '/admin/tenants', headers: { authorization: `Bearer ${token}` }, body });
  const admin = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@acme.example' };
  // Unique per run, so the suite can run again against the same PostgreSQL database.
  const run = randomUUID().slice(0, 8);

  it('creates the tenant, its admin and a working admin token: 201', async () => {
    const response = await createTenant({ id: `acme-201-${run}`, name: 'Acme', admin });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: `acme-201-${run}`,
      name: 'Acme',
      admin: {
        id: expect.any(Number),
        ...admin,
        avatar: '',
        deleted: false,
        language: 'en',
        role: 'admin',
        deputyId: null,
        startDate: null,
        endDate: null,
      },
      token: expect.stringMatching(/^trk_[A-Za-z0-9_-]{43}$/),
    });
    const users = await service.request({
      method: 'GET',
      url: '/v1/users',
      headers: { 'x-tenantid': `acme-201-${run}`, authorization: `Bearer ${response.body.token}` },
    });
    expect(users.status).toBe(200);
    expect(users.body).toEqual([response.body.admin]);
  });

  it('stores only a hash of the token', async () => {
    const response = await createTenant({ id: `acme-hash-${run}`, name: 'Acme', admin });
    const rows = await service.db.read(`acme-hash-${run}`, (sql) =>
      sql.query<{ token_hash: Buffer }>('SELECT token_hash FROM tokens'),
    );
    expect(rows).toHaveLength(1);
    const stored = Buffer.from(rows[0]!.token_hash);
    expect(stored).toHaveLength(32);
    expect(stored.toString('utf8')).not.toContain(response.body.token.slice(4, 20));
  });

  it('answers a duplicate id with 409', async () => {
    expect((await createTenant({ id: `acme-dup-${run}`, name: 'Acme', admin })).status).toBe(201);
    const response = await createTenant({ id: `acme-dup-${run}`, name: 'Other', admin });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: 'Conflict',
      message: `A tenant with id acme-dup-${run} exists already.`,
    });
  });

  it('validates the id and the admin: 400', async () => {
    const cases: [unknown, string][] = [
      [{ id: 'Acme', name: 'x', admin }, "Field 'id' must be a tenant id"],
      [{ id: '-acme', name: 'x', admin }, "Field 'id' must be a tenant id"],
      [{ id: 'a'.repeat(64), name: 'x', admin }, "Field 'id' must be a tenant id"],
      [{ id: 'ok', name: 'x' }, "Field 'admin' is required."],
      [
        { id: 'ok', name: 'x', admin: { ...admin, email: 'not-an-email' } },
        "Field 'admin.email' must be an email address.",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await createTenant(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    }
  });

  it('requires the operator token: 401', async () => {
    const response = await createTenant({ id: `acme-x-${run}`, name: 'Acme', admin }, 'wrong-token-wrong-token-wrong');
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('Unauthorized');
    const none = await service.request({
      method: 'POST',
      url: '/admin/tenants',
      body: { id: `acme-y-${run}`, name: 'Acme', admin },
    });
    expect(none.status).toBe(401);
  });

  it('does not exist without OPERATOR_TOKEN: 404', async () => {
    const closed = await TestService.start({ operatorToken: null });
    try {
      const response = await closed.request({
        method: 'POST',
        url: '/admin/tenants',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        body: { id: `acme-z-${run}`, name: 'Acme', admin },
      });
      expect(response.status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

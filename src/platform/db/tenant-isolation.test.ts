import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { TestService, type TenantClient } from '../../testing/harness.js';

/** D2: tenants are isolated by the database itself, not only by the filters queries remember to add. */
describe('tenant isolation in the database', () => {
  let service: TestService;
  let first: TenantClient;
  let second: TenantClient;

  before(async () => {
    service = await TestService.start();
    first = await service.newTenant();
    second = await service.newTenant();
    for (const tenant of [first, second]) {
      await tenant.create('/v1/projects', { name: `project of ${tenant.tenantId}` });
      await tenant.create('/v1/labels', { name: `label of ${tenant.tenantId}` });
      await tenant.withNewUser('member');
    }
  });
  after(() => service.close());

  it("shows a query without a tenant filter only the rows of the transaction's tenant", async () => {
    const rows = await service.db.write(first.tenantId, (sql) =>
      sql.query<{ tenant_id: string }>(
        `SELECT tenant_id FROM projects UNION ALL SELECT tenant_id FROM labels
         UNION ALL SELECT tenant_id FROM users UNION ALL SELECT tenant_id FROM tokens UNION ALL SELECT id FROM tenants`,
      ),
    );
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(new Set(rows.map((row) => row.tenant_id))).toEqual(new Set([first.tenantId]));
  });

  it('does the same outside transactions', async () => {
    const rows = await service.db.read(second.tenantId, (sql) =>
      sql.query<{ tenant_id: string }>('SELECT tenant_id FROM users'),
    );
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.tenant_id === second.tenantId)).toBe(true);
  });

  it('shows an unknown tenant nothing at all', async () => {
    const rows = await service.db.read('nobody', (sql) =>
      sql.query('SELECT * FROM projects UNION ALL SELECT * FROM projects'),
    );
    expect(rows).toEqual([]);
  });

  it('refuses to write a row for another tenant', async () => {
    await expect(
      service.db.write(first.tenantId, (sql) =>
        sql.query("INSERT INTO projects (tenant_id, name) VALUES ($1, 'smuggled')", [second.tenantId]),
      ),
    ).rejects.toThrow(/row-level security/);
    const updated = await service.db.write(first.tenantId, (sql) =>
      sql.query("UPDATE projects SET name = 'hijacked' WHERE tenant_id = $1 RETURNING id", [second.tenantId]),
    );
    expect(updated).toEqual([]);
  });

  it('protects every table and runs as a role that cannot switch the protection off', async () => {
    const unprotected = await service.db.read(first.tenantId, (sql) =>
      sql.query<{ relname: string }>(
        `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'schema_migrations'
           AND NOT (c.relrowsecurity AND c.relforcerowsecurity)`,
      ),
    );
    expect(unprotected).toEqual([]);
    const [role] = await service.db.read(first.tenantId, (sql) =>
      sql.query<{ current_user: string; rolbypassrls: boolean; rolsuper: boolean }>(
        'SELECT current_user, rolbypassrls, rolsuper FROM pg_roles WHERE rolname = current_user',
      ),
    );
    expect(role).toEqual({ current_user: 'tracker_app', rolbypassrls: false, rolsuper: false });
    await expect(
      service.db.read(first.tenantId, async (sql) => {
        await sql.query('SET row_security = off');
        try {
          return await sql.query('SELECT * FROM projects');
        } finally {
          await sql.query('SET row_security = on');
        }
      }),
    ).rejects.toThrow(/row-level security/);
  });

  it('keeps the API of one tenant blind to the records of another', async () => {
    const [foreignProject] = (await second.get('/v1/projects')).body;
    const response = await first.get(`/v1/projects/${foreignProject.id}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(`Project with id ${foreignProject.id} was not found.`);
    expect((await first.put(`/v1/projects/${foreignProject.id}`, { name: 'taken over' })).status).toBe(404);
    expect((await first.delete(`/v1/projects/${foreignProject.id}`)).status).toBe(404);
    expect((await second.get(`/v1/projects/${foreignProject.id}`)).body.name).toBe(`project of ${second.tenantId}`);
  });
});

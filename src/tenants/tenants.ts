import Type from 'typebox';
import type { Database, Sql } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import { conflict } from '../platform/http/errors.js';
import { Name } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { issueToken } from '../tokens/tokens.js';
import { Email, userStore, type UserAccount } from '../users/users.js';

export const TenantInput = Type.Object(
  {
    id: Type.String({
      pattern: '^[a-z0-9][a-z0-9_-]{0,62}$',
      [EXPECTED]:
        'a tenant id: lowercase letters, digits, "_" and "-", starting with a letter or digit, at most 63 characters',
    }),
    name: Name,
    admin: Type.Object({ firstname: Name, lastname: Name, email: Email }),
  },
  {
    examples: [
      { id: 'acme', name: 'Acme', admin: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@acme.example' } },
    ],
  },
);
export type TenantInput = Type.Static<typeof TenantInput>;

export interface CreatedTenant {
  id: string;
  name: string;
  admin: UserAccount;
  token: string;
}

const INSERT = new Statement((p: { id: string; name: string }) =>
  db
    .insertInto('tenants')
    .values({ id: p.id, name: p.name })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id'),
);

const EXISTING = new Statement((p: { id: string }) => db.selectFrom('tenants').select('id').where('id', '=', p.id));

/** Whether tenant `id` exists. */
export const tenantExists = async (sql: Sql, id: string) => (await EXISTING.run(sql, { id })).length > 0;

/** A new tenant with its first user, an admin, and that admin's token; 409 if the id is taken. */
export function createTenant(db: Database, input: TenantInput): Promise<CreatedTenant> {
  return db.write(input.id, (sql) => insertTenant(sql, input));
}

/** `createTenant` inside a write transaction of the new tenant, for callers that add more to it. */
export async function insertTenant(sql: Sql, input: TenantInput): Promise<CreatedTenant> {
  const inserted = await INSERT.run(sql, { id: input.id, name: input.name });
  if (inserted.length === 0) throw conflict(`A tenant with id ${input.id} exists already.`);
  const admin = await userStore.create(sql, input.id, { ...input.admin, role: 'admin' });
  const { token } = await issueToken(sql, input.id, { userId: admin.id, name: 'created with the tenant' });
  return { id: input.id, name: input.name, admin, token };
}

import { sql } from 'kysely';
import type { Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';

/** A tenant's OpenID Connect provider (D16) and the users it signs in, as statements. */

export type SignInRole = 'viewer' | 'member';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  allowedDomains: string[];
  createUsers: boolean;
  defaultRole: SignInRole;
  updatedAt: string;
}

const SETTINGS_COLUMNS = sql`issuer, client_id AS "clientId", allowed_domains AS "allowedDomains",
  create_users AS "createUsers", default_role AS "defaultRole", utc_millis(updated_at) AS "updatedAt"`;

const SAVE_SETTINGS = new Statement(
  (p: {
    tenantId: string;
    issuer: string;
    clientId: string;
    clientSecret: string;
    allowedDomains: string[];
    createUsers: boolean;
    defaultRole: SignInRole;
  }) =>
    sql<OidcSettings>`INSERT INTO oidc_settings AS s
        (tenant_id, issuer, client_id, client_secret, allowed_domains, create_users, default_role)
      VALUES (${p.tenantId}, ${p.issuer}, ${p.clientId}, ${p.clientSecret}, ${p.allowedDomains}::text[],
        ${p.createUsers}, ${p.defaultRole})
      ON CONFLICT (tenant_id) DO UPDATE SET issuer = excluded.issuer, client_id = excluded.client_id,
        client_secret = excluded.client_secret, allowed_domains = excluded.allowed_domains,
        create_users = excluded.create_users, default_role = excluded.default_role, updated_at = now()
      RETURNING ${SETTINGS_COLUMNS}`,
);

export const saveSettings = (sql: Sql, p: Parameters<typeof SAVE_SETTINGS.run>[1]) => SAVE_SETTINGS.run(sql, p);

const SETTINGS = new Statement(
  (p: { tenantId: string }) =>
    sql<OidcSettings & { clientSecret: string }>`SELECT ${SETTINGS_COLUMNS}, client_secret AS "clientSecret"
      FROM oidc_settings WHERE tenant_id = ${p.tenantId}`,
);

/** The tenant's settings with the client secret (for the flow; the API leaves the secret out). */
export async function settingsOf(sql: Sql, tenantId: string) {
  const [row] = await SETTINGS.run(sql, { tenantId });
  return row ?? null;
}

const DELETE_SETTINGS = new Statement(
  (p: { tenantId: string }) =>
    sql<{ tenant_id: string }>`DELETE FROM oidc_settings WHERE tenant_id = ${p.tenantId} RETURNING tenant_id`,
);

export async function deleteSettings(sql: Sql, tenantId: string) {
  return (await DELETE_SETTINGS.run(sql, { tenantId })).length > 0;
}

const USER_WITH_EMAIL = new Statement(
  (p: { tenantId: string; email: string }) =>
    sql<{ id: number }>`SELECT id FROM users
      WHERE tenant_id = ${p.tenantId} AND lower(email) = lower(${p.email}) AND NOT deleted`,
);

/** The live user whose email is `email`, whatever its case. */
export async function userWithEmail(sql: Sql, tenantId: string, email: string) {
  const [row] = await USER_WITH_EMAIL.run(sql, { tenantId, email });
  return row?.id ?? null;
}

import { sql } from 'kysely';
import type { Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';

/** A tenant's OpenID Connect provider (D16) and the sign-ins under way with it, as statements. */

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
    sql<{ tenant_id: string }>`WITH pending AS (DELETE FROM oidc_sign_ins WHERE tenant_id = ${p.tenantId})
      DELETE FROM oidc_settings WHERE tenant_id = ${p.tenantId} RETURNING tenant_id`,
);

export async function deleteSettings(sql: Sql, tenantId: string) {
  return (await DELETE_SETTINGS.run(sql, { tenantId })).length > 0;
}

/** Sign-ins begun and not finished that a tenant holds at most: unauthenticated requests make them. */
export const PENDING_SIGN_INS_LIMIT = 10_000;

/**
 * Records a redirect to the provider, and forgets the tenant's expired ones on the way; nothing when
 * the tenant already has PENDING_SIGN_INS_LIMIT under way.
 */
const BEGIN_SIGN_IN = new Statement(
  (p: { tenantId: string; stateHash: Buffer; codeVerifier: string; nonce: string; returnTo: string }) =>
    sql<{ expires_at: Date }>`WITH expired AS (
      DELETE FROM oidc_sign_ins WHERE tenant_id = ${p.tenantId} AND expires_at <= now()
      RETURNING state_hash
    ), live AS (
      SELECT count(*) AS n FROM (
        SELECT 1 FROM oidc_sign_ins WHERE tenant_id = ${p.tenantId} AND expires_at > now()
        LIMIT ${sql.lit(PENDING_SIGN_INS_LIMIT)}) under_way
    )
    INSERT INTO oidc_sign_ins (tenant_id, state_hash, code_verifier, nonce, return_to)
    SELECT ${p.tenantId}, ${p.stateHash}, ${p.codeVerifier}, ${p.nonce}, ${p.returnTo}
    FROM live WHERE live.n < ${sql.lit(PENDING_SIGN_INS_LIMIT)}
    RETURNING expires_at`,
);

export async function beginSignIn(sql: Sql, p: Parameters<typeof BEGIN_SIGN_IN.run>[1]) {
  return (await BEGIN_SIGN_IN.run(sql, p)).length > 0;
}

/** Uses up a sign-in under way: what its redirect began with, or nothing when unknown, used or expired. */
const FINISH_SIGN_IN = new Statement(
  (p: { tenantId: string; stateHash: Buffer }) =>
    sql<{ codeVerifier: string; nonce: string; returnTo: string }>`DELETE FROM oidc_sign_ins
      WHERE tenant_id = ${p.tenantId} AND state_hash = ${p.stateHash} AND expires_at > now()
      RETURNING code_verifier AS "codeVerifier", nonce, return_to AS "returnTo"`,
);

export async function finishSignIn(sql: Sql, tenantId: string, stateHash: Buffer) {
  const [row] = await FINISH_SIGN_IN.run(sql, { tenantId, stateHash });
  return row ?? null;
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

import Type from 'typebox';
import { generateToken, hashToken } from '../platform/auth/tokens.js';
import type { Sql } from '../platform/db/database.js';
import { badRequest, conflict, notFound } from '../platform/http/errors.js';
import { component, DateTime, Nullable, Reference, referencedId, UtcMillis } from '../platform/http/schemas.js';
import type { ResourceDefinition } from '../reference-data/resource.js';

export const TokenObject = component(
  'Token',
  Type.Object({
    id: Type.Integer(),
    userId: Type.Integer(),
    name: Type.String(),
    expiresAt: Type.Union([UtcMillis, Type.Null()]),
    createdAt: UtcMillis,
    revoked: Type.Boolean(),
    revokedAt: Type.Union([UtcMillis, Type.Null()]),
  }),
);
export type TokenObject = Type.Static<typeof TokenObject>;

export const IssuedTokenObject = Type.Object({
  ...TokenObject.properties,
  token: Type.String({ description: 'The access token in plain text. Shown only in this response.' }),
});
export type IssuedTokenObject = Type.Static<typeof IssuedTokenObject>;

/** SQL rendering token row `a` as the token object; never its hash. */
const tokenJson = (a: string) =>
  `json_build_object('id', ${a}.id, 'userId', ${a}.user_id, 'name', ${a}.name,
   'expiresAt', utc_millis(${a}.expires_at), 'createdAt', utc_millis(${a}.created_at),
   'revoked', ${a}.revoked_at IS NOT NULL, 'revokedAt', utc_millis(${a}.revoked_at))`;

export interface TokenInput {
  userId: number;
  name?: string;
  expiresAt?: string | null;
}

/** A token cannot be made to expire in the past: that would be a revocation without its record. */
function requireFutureExpiry(expiresAt: unknown): void {
  if (typeof expiresAt === 'string' && Date.parse(expiresAt) <= Date.now()) {
    throw badRequest("Field 'expiresAt' must be in the future.");
  }
}

/** Creates a token for a live user of the tenant; the plaintext exists only in the returned value. */
export async function issueToken(sql: Sql, tenantId: string, input: TokenInput): Promise<IssuedTokenObject> {
  requireFutureExpiry(input.expiresAt);
  const token = generateToken();
  const [row] = await sql.query<{ item: TokenObject | null }>(
    `WITH owner AS (SELECT id, deleted FROM users WHERE tenant_id = $1 AND id = $2),
     t AS (
       INSERT INTO tokens (tenant_id, user_id, name, token_hash, expires_at)
       SELECT $1, id, $3, $4, $5 FROM owner WHERE NOT deleted RETURNING *
     ) SELECT (SELECT ${tokenJson('t')} FROM t) AS item FROM owner`,
    [tenantId, input.userId, input.name ?? '', hashToken(token), input.expiresAt ?? null],
  );
  if (!row) throw notFound('User', input.userId);
  if (!row.item) throw conflict(`User with id ${input.userId} is deleted and cannot receive tokens.`);
  return { ...row.item, token };
}

/** Access tokens (D2, D3): created for a user, listed without their secret, revoked by DELETE. */
export const tokens: ResourceDefinition = {
  path: 'tokens',
  table: 'tokens',
  thing: 'Token',
  fields: {
    userId: { column: 'user_id', schema: Reference, references: { table: 'users', thing: 'User' }, immutable: true },
    name: { column: 'name', schema: Type.String({ maxLength: 255 }) },
    expiresAt: { column: 'expires_at', schema: Nullable(DateTime) },
  },
  required: ['userId'],
  create: (sql, tenantId, body) =>
    issueToken(sql, tenantId, { ...(body as unknown as TokenInput), userId: referencedId(body.userId as Reference) }),
  createResponse: IssuedTokenObject,
  response: TokenObject,
  json: tokenJson,
  softDelete: 'revoked_at = coalesce(revoked_at, now())',
  beforeUpdate: (_caller, _id, body) => requireFutureExpiry(body.expiresAt),
  afterWrite: (app) => app.credentials.clear(),
};

import { sql } from 'kysely';
import Type from 'typebox';
import { generateToken, hashToken } from '../platform/auth/tokens.js';
import type { Sql } from '../platform/db/database.js';
import { jsonObject, utcMillis } from '../platform/db/json.js';
import { db, Statement } from '../platform/db/query.js';
import { badRequest, conflict, notFound } from '../platform/http/errors.js';
import {
  component,
  DateTime,
  Nullable,
  Reference,
  referencedId,
  SingleLine,
  UtcMillis,
} from '../platform/http/schemas.js';
import type { RowScope } from '../reference-data/objects.js';
import { resource } from '../reference-data/resource.js';
import { users } from '../users/users.js';

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

/** Token row `tokens` as the token object; never its hash. (An insert's RETURNING names its row by the table.) */
const tokenObject = (token: RowScope<'tokens', 'tokens'>) =>
  jsonObject({
    id: token.ref('tokens.id'),
    userId: token.ref('tokens.user_id'),
    name: token.ref('tokens.name'),
    expiresAt: utcMillis(token.ref('tokens.expires_at')),
    createdAt: utcMillis(token.ref('tokens.created_at')),
    revoked: token('tokens.revoked_at', 'is not', null),
    revokedAt: utcMillis(token.ref('tokens.revoked_at')),
  });

export interface TokenInput {
  userId: number;
  name?: string;
  expiresAt?: string | null;
}

/** A token cannot be made to expire in the past: that would be a revocation without its record. */
function requireFutureExpiry(expiresAt: string | null | undefined): void {
  if (typeof expiresAt === 'string' && Date.parse(expiresAt) <= Date.now()) {
    throw badRequest("Field 'expiresAt' must be in the future.");
  }
}

/**
 * The token, inserted for the user when the user exists and is not deleted, as its object. No row
 * when the user does not exist; a NULL item when the user is deleted.
 */
const ISSUE = new Statement(
  (p: { tenantId: string; userId: number; name: string; tokenHash: Buffer; expiresAt: string | null }) =>
    db
      .with('owner', (q) =>
        q.selectFrom('users').select(['id', 'deleted']).where('tenant_id', '=', p.tenantId).where('id', '=', p.userId),
      )
      .with('issued', (q) =>
        q
          .insertInto('tokens')
          .columns(['tenant_id', 'user_id', 'name', 'token_hash', 'expires_at'])
          .expression((e) =>
            e
              .selectFrom('owner')
              .select((o) => [
                sql<string>`${p.tenantId}`.as('tenant_id'),
                o.ref('owner.id').as('user_id'),
                sql<string>`${p.name}`.as('name'),
                sql<Buffer>`${p.tokenHash}`.as('token_hash'),
                sql<string | null>`${p.expiresAt}::timestamptz`.as('expires_at'),
              ])
              .where((o) => o.not(o.ref('owner.deleted'))),
          )
          .returning((token) => sql<TokenObject>`${tokenObject(token)}`.as('item')),
      )
      .selectFrom('owner')
      .select((o) => o.selectFrom('issued').select('issued.item').as('item')),
);

/** Creates a token for a live user of the tenant; the plaintext exists only in the returned value. */
export async function issueToken(sql: Sql, tenantId: string, input: TokenInput): Promise<IssuedTokenObject> {
  requireFutureExpiry(input.expiresAt);
  const token = generateToken();
  const [row] = await ISSUE.run(sql, {
    tenantId,
    userId: input.userId,
    name: input.name ?? '',
    tokenHash: hashToken(token),
    expiresAt: input.expiresAt ?? null,
  });
  if (!row) throw notFound('User', input.userId);
  if (!row.item) throw conflict(`User with id ${input.userId} is deleted and cannot receive tokens.`);
  return { ...row.item, token };
}

/** Access tokens (D2, D3): created for a user, listed without their secret, revoked by DELETE. */
export const tokens = resource({
  path: 'tokens',
  table: 'tokens',
  alias: 'tokens',
  thing: 'Token',
  createOnly: { userId: { column: 'user_id', schema: Reference, reference: { target: users } } },
  fields: {
    name: { column: 'name', schema: SingleLine({ maxLength: 255 }) },
    expiresAt: { column: 'expires_at', schema: Nullable(DateTime) },
  },
  required: ['userId'],
  create: (sql, tenantId, body) => issueToken(sql, tenantId, { ...body, userId: referencedId(body.userId) }),
  createResponse: IssuedTokenObject,
  response: TokenObject,
  object: tokenObject,
  softDelete: { column: 'revoked_at', value: (revokedAt) => sql`coalesce(${revokedAt}, now())` },
  beforeUpdate: (_caller, _id, body) => requireFutureExpiry(body.expiresAt),
  afterWrite: (app) => app.credentials.clear(),
  ownedBy: 'user_id',
});

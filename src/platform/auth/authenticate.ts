import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { db, Statement } from '../db/query.js';
import { badRequest, isStatus, noPermission, unauthorized } from '../http/errors.js';
import type { RateLimits, RequestLimit } from '../http/rate-limit.js';
import { can, type Permission, type Role } from './permissions.js';
import { hashToken, looksLikeToken, secretsEqual } from './tokens.js';

/** Who is calling: the tenant of the request and the user its token belongs to. */
export interface Caller {
  tenantId: string;
  userId: number;
  role: Role;
}

/** How a route is authenticated: tenant token (the default), the operator token, or not at all. */
export type AuthMode = 'tenant' | 'operator' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** Required for every tenant route: what the caller's role must allow. */
    permission?: Permission;
  }
  interface FastifyRequest {
    caller: Caller;
  }
}

export const TENANT_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const BEARER = /^Bearer ([^\s]+)$/i;
const MISSING_TOKEN = "Header 'Authorization' with a Bearer access token is required.";
// One message for every rejected token, so that it never tells whether the tenant exists.
const INVALID_TOKEN = 'The access token is not valid for this tenant.';

/**
 * Verified tokens, remembered briefly so that a read costs one database round trip, not two.
 * Revoking a token, or deleting or re-roling a user, clears it in this process at once; other
 * processes notice within CACHE_TTL_MS.
 */
export class CredentialCache {
  static readonly CACHE_TTL_MS = 5_000;
  static readonly MAX_ENTRIES = 10_000;
  readonly #entries = new Map<string, { caller: Caller; validUntil: number }>();

  get(key: string): Caller | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.validUntil > Date.now()) return entry.caller;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, caller: Caller, tokenExpiresAt: Date | null): void {
    if (this.#entries.size >= CredentialCache.MAX_ENTRIES) this.#entries.clear();
    const validUntil = Math.min(Date.now() + CredentialCache.CACHE_TTL_MS, tokenExpiresAt?.getTime() ?? Infinity);
    this.#entries.set(key, { caller, validUntil });
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** The one statement of authentication: the live user a live token of the tenant belongs to. */
const TOKEN_OWNER = new Statement((p: { tenantId: string; tokenHash: Buffer }) =>
  db
    .selectFrom('tokens as t')
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.user_id'))
    .select(['u.id as user_id', 'u.role', 't.expires_at'])
    .where('t.tenant_id', '=', p.tenantId)
    .where('t.token_hash', '=', p.tokenHash)
    .where('t.revoked_at', 'is', null)
    .where((t) => t.or([t('t.expires_at', 'is', null), t('t.expires_at', '>', sql<Date>`now()`)]))
    .where((u) => u.not(u.ref('u.deleted')))
    .$narrowType<{ role: Role }>(),
);
/** Its prepared text (exported for tests that fail every other). */
export const FIND_TOKEN_OWNER = TOKEN_OWNER.prepared;

export interface AuthenticationOptions {
  db: Database;
  credentials: CredentialCache;
  operatorToken: string | null;
  /** URL prefixes whose routes (added by plugins, e.g. the docs page) need no authentication. */
  publicPrefixes?: string[];
  /** Limits the requests of each token and the failed authentications of each address; neither when null. */
  rateLimits: RateLimits | null;
}

/** Checks every routed request against its route's `auth` and `permission` before the body is read. */
export function registerAuthentication(app: FastifyInstance, options: AuthenticationOptions): void {
  app.decorateRequest('caller', null as unknown as Caller);
  const failures = options.rateLimits?.failures ?? null;

  app.addHook('onRoute', (route) => {
    if (options.publicPrefixes?.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, auth: 'public' };
    }
    const auth = route.config?.auth ?? 'tenant';
    if (auth === 'tenant' && !route.config?.permission) {
      throw new Error(`Route ${String(route.method)} ${route.url} needs a permission in its config`);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const { auth = 'tenant', permission } = request.routeOptions.config;
    if (auth === 'public') return;
    if (auth === 'operator') {
      return limitingFailures(request, failures, async () => verifyOperator(request, options.operatorToken));
    }
    const { caller, tokenKey } = await limitingFailures(request, failures, () =>
      authenticateTenantCaller(request, options),
    );
    request.caller = caller;
    await options.rateLimits?.requests.take(request, tokenKey);
    if (permission && !can(request.caller.role, permission)) throw noPermission();
  });
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? BEARER.exec(header) : null;
  if (!match?.[1]) throw unauthorized(MISSING_TOKEN);
  return match[1];
}

function verifyOperator(request: FastifyRequest, operatorToken: string | null): void {
  const token = bearerToken(request);
  if (operatorToken === null || !secretsEqual(token, operatorToken))
    throw unauthorized('The operator token is not valid.');
}

/**
 * Runs `authenticate` unless the client's address has used up its allowance of failed
 * authentications (each 401 uses one up).
 */
function limitingFailures<T>(
  request: FastifyRequest,
  limit: RequestLimit | null,
  authenticate: () => Promise<T>,
): Promise<T> {
  return limit ? limit.countingFailures(request, request.ip, authenticate, isStatus(401)) : authenticate();
}

/** The caller, and a key naming its token (tenant and token digest) for caching and rate limiting. */
async function authenticateTenantCaller(
  request: FastifyRequest,
  options: AuthenticationOptions,
): Promise<{ caller: Caller; tokenKey: string }> {
  const tenantHeader = request.headers['x-tenantid'];
  if (tenantHeader === undefined || tenantHeader === '') throw badRequest("Header 'X-tenantID' is required.");
  const token = bearerToken(request);
  if (typeof tenantHeader !== 'string' || !TENANT_ID_PATTERN.test(tenantHeader) || !looksLikeToken(token)) {
    throw unauthorized(INVALID_TOKEN);
  }
  const tenantId = tenantHeader;
  const digest = hashToken(token);
  const tokenKey = `${tenantId}:${digest.toString('base64')}`;
  const cached = options.credentials.get(tokenKey);
  if (cached) return { caller: cached, tokenKey };

  const [owner] = await options.db.read(tenantId, (sql) => TOKEN_OWNER.run(sql, { tenantId, tokenHash: digest }));
  if (!owner) throw unauthorized(INVALID_TOKEN);
  const caller: Caller = { tenantId, userId: owner.user_id, role: owner.role };
  options.credentials.set(tokenKey, caller, owner.expires_at);
  return { caller, tokenKey };
}

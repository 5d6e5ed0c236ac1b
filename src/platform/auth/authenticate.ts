import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { db, Statement } from '../db/query.js';
import { badRequest, forbidden, isStatus, noPermission, unauthorized } from '../http/errors.js';
import type { RateLimits, RequestLimit } from '../http/rate-limit.js';
import { can, type Permission, type Role } from './permissions.js';
import { hashToken, looksLikeToken, secretsEqual } from './tokens.js';

/** Who is calling: the tenant of the request and the user its token belongs to. */
export interface Caller {
  tenantId: string;
  userId: number;
  role: Role;
  /** The browser session the request came with, when it came with one rather than a token. */
  sessionId?: number;
}

/**
 * Browser sessions (D16), as the sign-in feature provides them: the cookie that carries one
 * (`<tenant>.<secret>`), its owner, and the origin writes with a session must come from.
 */
export interface SessionAuthentication {
  cookieName: string;
  /** The live session of the tenant with this secret's digest: its id, user, role, and until when it holds. */
  owner(
    tenantId: string,
    secretHash: Buffer,
  ): Promise<{ id: number; user_id: number; role: Role; valid_until: Date } | null>;
  /** PUBLIC_URL's origin; null when it is not set (then Origin is not checked). */
  origin: string | null;
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
const INVALID_SESSION = 'The session is not valid for this tenant: sign in again.';
const SESSION_COOKIE = /^([a-z0-9][a-z0-9_-]{0,62})\.([A-Za-z0-9_-]{43})$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  /** Browser sessions in place of tokens; none when null. */
  sessions?: SessionAuthentication | null;
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
  const sessionCookie = options.sessions ? request.cookies?.[options.sessions.cookieName] : undefined;
  if (request.headers.authorization === undefined && sessionCookie !== undefined) {
    return authenticateSession(request, tenantHeader, sessionCookie, options);
  }
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

/** The tenant and the secret a session cookie's value names (`<tenant>.<secret>`); null when it names none. */
export function parseSessionCookie(value: string | undefined): { tenantId: string; secret: string } | null {
  const [, tenantId, secret] = SESSION_COOKIE.exec(value ?? '') ?? [];
  return tenantId && secret ? { tenantId, secret } : null;
}

/**
 * The caller of a browser session (D16): the cookie names the tenant, which X-tenantID must name
 * too (a cross-site form cannot set the header); a write must come from PUBLIC_URL's origin.
 */
async function authenticateSession(
  request: FastifyRequest,
  tenantHeader: string | string[],
  cookie: string,
  options: AuthenticationOptions,
): Promise<{ caller: Caller; tokenKey: string }> {
  const sessions = options.sessions!;
  const { tenantId, secret } = parseSessionCookie(cookie) ?? {};
  if (!tenantId || !secret || tenantHeader !== tenantId) throw unauthorized(INVALID_SESSION);
  const digest = hashToken(secret);
  const tokenKey = `session:${tenantId}:${digest.toString('base64')}`;
  let caller = options.credentials.get(tokenKey);
  if (!caller) {
    const owner = await sessions.owner(tenantId, digest);
    if (!owner) throw unauthorized(INVALID_SESSION);
    caller = { tenantId, userId: owner.user_id, role: owner.role, sessionId: owner.id };
    options.credentials.set(tokenKey, caller, owner.valid_until);
  }
  if (sessions.origin !== null && !SAFE_METHODS.has(request.method) && request.headers.origin !== sessions.origin) {
    throw forbidden(`Header 'Origin' must be ${sessions.origin} for a change made with a session.`);
  }
  return { caller, tokenKey };
}

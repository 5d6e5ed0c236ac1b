import type { FastifyBaseLogger } from 'fastify';
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
import * as openid from 'openid-client';
import type { Caller } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { HttpError } from '../platform/http/errors.js';
import { lineBreaksAndControls } from '../platform/http/schemas.js';
import { userStore } from '../users/users.js';
import {
  deleteSettings,
  type OidcSettings,
  saveSettings,
  settingsOf,
  type SignInRole,
  userWithEmail,
} from './oidc-store.js';
import type { SealedAttempts } from './sealed-attempt.js';
import { openSession } from './store.js';

export interface OidcSettingsBody {
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowedDomains?: string[];
  createUsers?: boolean;
  defaultRole?: SignInRole;
}

/** How long the service waits for the provider, each request (seconds). */
const PROVIDER_TIMEOUT_S = 5;
/** How long a provider's discovered configuration is used before it is read again. */
const DISCOVERY_TTL_MS = 10 * 60_000;
/** How long a failed discovery is the answer, before the provider is asked again (D16, wave 4). */
const DISCOVERY_FAILURE_TTL_MS = 60_000;
/** How long whether a tenant has a provider is remembered (the sign-in page asks on every visit). */
const SET_UP_TTL_MS = 10_000;
/** The longest path a sign-in returns to, as it is sent on (percent-encoded): it travels in a cookie. */
const RETURN_TO_MAX = 2000;

export const NOT_SET_UP = 'No OpenID Connect provider is set up for this tenant.';
const PROVIDER_UNREACHABLE =
  'The identity provider could not be reached or did not answer as an OpenID provider. Try again later.';
const ATTEMPT_NOT_VALID =
  'This sign-in is not valid: it expired, was finished already, or began in another browser. Start again.';

const isLoopback = (hostname: string) => {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || (ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback');
};

/** Why an issuer cannot be used, or null: https, or http on a loopback host only (D16). */
export function issuerProblem(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return "Field 'issuer' must be a URL.";
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return null;
  return "Field 'issuer' must be an https URL (http only for a provider on this machine's loopback).";
}

/**
 * A same-origin path to return to after sign-in, as the browser will resolve it, or null when
 * `returnTo` leads anywhere else. Checked after normalisation (D16, wave 4): `/.//host`, `/..//host`
 * and `/%2e//host` are paths as written, but resolve to `//host`, which a browser takes for another site.
 */
export function sameOriginPath(returnTo: string, origin: string): string | null {
  if (!returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return null;
  if (lineBreaksAndControls().test(returnTo)) return null;
  const url = new URL(returnTo, origin);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== origin || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path.length <= RETURN_TO_MAX ? path : null;
}

/** A claim as a single line of at most 255 characters, or undefined when absent or blank. */
function textClaim(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const line = value.replace(lineBreaksAndControls(), ' ').trim().slice(0, 255);
  return line === '' ? undefined : line;
}

/** What the service needs of the person the provider signed in. */
interface Person {
  email: string;
  verified: boolean;
  firstname: string;
  lastname: string;
  language: string;
}

/**
 * The person of the ID token's claims, completed by userinfo's. Entra ID sends no `email_verified`;
 * its `xms_edov` (the email's domain is verified by its owner) counts the same.
 */
function personOf(claims: Record<string, unknown>): Person | null {
  const email = textClaim(claims.email);
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) return null;
  const given = textClaim(claims.given_name);
  const family = textClaim(claims.family_name);
  const language =
    textClaim(claims.locale)
      ?.toLowerCase()
      .match(/^[a-z]{2,3}/)?.[0] ?? 'en';
  return {
    email,
    verified: claims.email_verified === true || claims.xms_edov === true,
    firstname: given ?? textClaim(claims.name) ?? email.slice(0, email.indexOf('@')),
    lastname: family ?? '',
    language,
  };
}

/**
 * Sign-in with the tenant's OpenID Connect provider (D16): its settings, the redirect to the
 * provider (authorization code with PKCE, `state` and `nonce`, by openid-client), and the way back
 * to a session.
 */
export class OidcSignIn {
  readonly #providers = new LRUCache<string, Promise<openid.Configuration>>({ max: 1000, ttl: DISCOVERY_TTL_MS });
  /** Whether a tenant has a provider, for the sign-in page: asked by anyone, so kept a few seconds. */
  readonly #setUp = new LRUCache<string, Promise<boolean>>({ max: 10_000, ttl: SET_UP_TTL_MS });

  constructor(
    private readonly db: Database,
    private readonly attempts: SealedAttempts,
    private readonly log: FastifyBaseLogger,
  ) {}

  async settings(caller: Caller): Promise<OidcSettings> {
    const found = await this.db.read(caller.tenantId, (sql) => settingsOf(sql, caller.tenantId));
    if (!found) throw new HttpError(404, NOT_SET_UP);
    const { clientSecret: _secret, ...settings } = found;
    return settings;
  }

  async save(caller: Caller, body: OidcSettingsBody): Promise<OidcSettings> {
    const problem = issuerProblem(body.issuer);
    if (problem) throw new HttpError(400, problem);
    const [saved] = await this.db.write(caller.tenantId, (sql) =>
      saveSettings(sql, {
        tenantId: caller.tenantId,
        issuer: body.issuer,
        clientId: body.clientId,
        clientSecret: body.clientSecret,
        allowedDomains: [...new Set((body.allowedDomains ?? []).map((domain) => domain.toLowerCase()))],
        createUsers: body.createUsers ?? false,
        defaultRole: body.defaultRole ?? 'member',
      }),
    );
    this.#setUp.delete(caller.tenantId);
    return saved!;
  }

  /** Whether tenant `tenantId` has a provider set up: the same false for a tenant that does not exist. */
  hasProvider(tenantId: string): Promise<boolean> {
    let known = this.#setUp.get(tenantId);
    if (!known) {
      known = this.db.autocommit(tenantId, async (sql) => (await settingsOf(sql, tenantId)) !== null);
      this.#setUp.set(tenantId, known);
      known.catch(() => this.#setUp.delete(tenantId));
    }
    return known;
  }

  async remove(caller: Caller): Promise<void> {
    const removed = await this.db.write(caller.tenantId, (sql) => deleteSettings(sql, caller.tenantId));
    this.#setUp.delete(caller.tenantId);
    if (!removed) throw new HttpError(404, NOT_SET_UP);
  }

  /**
   * The provider's address to send the browser to, and the sign-in under way sealed for the
   * browser's cookie; nothing is stored.
   */
  async begin(tenantId: string, returnTo: string, callbackUrl: string) {
    const provider = await this.#provider(tenantId);
    const state = openid.randomState();
    const nonce = openid.randomNonce();
    const codeVerifier = openid.randomPKCECodeVerifier();
    const location = openid.buildAuthorizationUrl(provider, {
      redirect_uri: callbackUrl,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    const sealed = await this.attempts.seal({ tenant: tenantId, state, nonce, codeVerifier, returnTo });
    return { location: location.href, sealed };
  }

  /**
   * The provider's answer at `currentUrl` turned into a session: the cookie's value and where to go.
   * `sealed` is the sign-in the browser kept since `begin`: it must be this tenant's, unexpired, and
   * name the answer's `state`.
   */
  async finish(tenantId: string, currentUrl: URL, sealed: string | undefined, userAgent: string | null) {
    const attempt = sealed ? await this.attempts.open(sealed) : null;
    const state = currentUrl.searchParams.get('state');
    if (!attempt || attempt.tenant !== tenantId || !state || state !== attempt.state) {
      throw new HttpError(400, ATTEMPT_NOT_VALID);
    }
    const person = await this.#signedInPerson(tenantId, currentUrl, attempt);
    const secret = await this.db.write(tenantId, async (sql) => {
      const userId = (await userWithEmail(sql, tenantId, person.email)) ?? (await this.#newUser(sql, tenantId, person));
      return openSession(sql, tenantId, userId, userAgent);
    });
    return { session: `${tenantId}.${secret}`, returnTo: attempt.returnTo };
  }

  async #signedInPerson(
    tenantId: string,
    currentUrl: URL,
    begun: { codeVerifier: string; nonce: string; state: string },
  ): Promise<Person> {
    const provider = await this.#provider(tenantId);
    const claims = await this.#claims(provider, currentUrl, begun);
    const person = personOf(claims);
    if (!person) throw new HttpError(403, 'The identity provider gave no email address for you.');
    if (!person.verified) throw new HttpError(403, 'The identity provider has not verified your email address.');
    return person;
  }

  /** The ID token's claims, with userinfo's for those it lacks. */
  async #claims(
    provider: openid.Configuration,
    currentUrl: URL,
    begun: { codeVerifier: string; nonce: string; state: string },
  ): Promise<Record<string, unknown>> {
    try {
      const tokens = await openid.authorizationCodeGrant(provider, currentUrl, {
        pkceCodeVerifier: begun.codeVerifier,
        expectedState: begun.state,
        expectedNonce: begun.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      const userinfo = await openid.fetchUserInfo(provider, tokens.access_token, idToken.sub);
      return { ...userinfo, ...idToken };
    } catch (error) {
      throw providerRefusal(error);
    }
  }

  async #newUser(sql: Parameters<typeof userWithEmail>[0], tenantId: string, person: Person): Promise<number> {
    const settings = await settingsOf(sql, tenantId);
    if (!settings) throw new HttpError(404, NOT_SET_UP);
    const domain = person.email.slice(person.email.lastIndexOf('@') + 1).toLowerCase();
    if (!settings.createUsers || !settings.allowedDomains.includes(domain)) {
      throw new HttpError(
        403,
        `No user of this tenant has the email address ${person.email}. Ask an administrator to add you.`,
      );
    }
    const created = await userStore.create(sql, tenantId, {
      firstname: person.firstname,
      lastname: person.lastname,
      email: person.email,
      language: person.language,
      role: settings.defaultRole,
    });
    return created.id;
  }

  /**
   * The tenant's provider as discovered from its issuer, remembered for a while; a failure is the
   * answer for a minute, logged once as one line: anonymous sign-ins must not make the service ask
   * a provider that is down again and again.
   */
  async #provider(tenantId: string): Promise<openid.Configuration> {
    const settings = await this.db.autocommit(tenantId, (sql) => settingsOf(sql, tenantId));
    if (!settings) throw new HttpError(404, NOT_SET_UP);
    const key = `${tenantId} ${settings.updatedAt}`;
    let provider = this.#providers.get(key);
    if (!provider) {
      provider = discover(settings);
      this.#providers.set(key, provider);
      provider.catch((error: unknown) => {
        this.#providers.set(key, provider, { ttl: DISCOVERY_FAILURE_TTL_MS });
        const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        this.log.warn(`OpenID Connect discovery failed for tenant ${tenantId} at ${settings.issuer}: ${reason}`);
      });
    }
    return provider;
  }
}

async function discover(settings: OidcSettings & { clientSecret: string }): Promise<openid.Configuration> {
  const issuer = new URL(settings.issuer);
  try {
    return await openid.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      execute: issuer.protocol === 'http:' ? [openid.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_S,
    });
  } catch (error) {
    throw new HttpError(502, PROVIDER_UNREACHABLE, {}, error);
  }
}

/** What a failed exchange with the provider means for the person who is signing in. */
function providerRefusal(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof openid.AuthorizationResponseError) {
    return new HttpError(403, `The identity provider did not sign you in (${error.error}).`);
  }
  if (error instanceof openid.ResponseBodyError) {
    return new HttpError(400, `The identity provider refused this sign-in (${error.error}). Start again.`);
  }
  if (error instanceof openid.ClientError) {
    return new HttpError(400, "The identity provider's answer could not be verified. Start again.");
  }
  return new HttpError(502, PROVIDER_UNREACHABLE);
}

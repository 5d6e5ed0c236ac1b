import type { CookieSerializeOptions } from '@fastify/cookie';
import { type Caller, parseSessionCookie, type SessionAuthentication } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { forbidden, notFound } from '../platform/http/errors.js';
import {
  createLink,
  endSession,
  endSessionBySecret,
  listSessions,
  looksLikeSecret,
  openSessionWithLink,
  sessionOwner,
} from './store.js';

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

/**
 * The session cookie (D16): `tracker_session`, HttpOnly, SameSite=Lax, for the whole site; Secure
 * and with the `__Host-` prefix when people reach the service over https. Its value names the
 * tenant and the secret: `<tenant>.<secret>`.
 */
export function sessionCookie(publicUrl: string | null) {
  const secure = publicUrl?.startsWith('https://') ?? false;
  const options: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SEVEN_DAYS_S };
  return { name: secure ? '__Host-tracker_session' : 'tracker_session', options };
}

/**
 * The cookie that ties a sign-in at a provider to the browser that began it: it holds the `state`
 * for the ten minutes a sign-in may take, and goes with the provider's answer (a top-level GET,
 * which SameSite=Lax lets through).
 */
export function signInAttemptCookie(publicUrl: string | null) {
  const { name, options } = sessionCookie(publicUrl);
  return { name: name.replace('tracker_session', 'tracker_sign_in'), options: { ...options, maxAge: 10 * 60 } };
}

/** What authentication needs of sessions (see authenticateSession). */
export function sessionAuthentication(db: Database, publicUrl: string | null): SessionAuthentication {
  return {
    cookieName: sessionCookie(publicUrl).name,
    owner: (tenantId, secretHash) => sessionOwner(db, tenantId, secretHash),
    origin: publicUrl === null ? null : new URL(publicUrl).origin,
  };
}

/** What the sign-in routes do, each owning its transaction. */
export class SignInService {
  readonly cookie;
  /** PUBLIC_URL's origin, which changes made with a session must come from; null when it is not set. */
  readonly #origin: string | null;

  constructor(
    private readonly db: Database,
    publicUrl: string | null,
    /** Forgets remembered credentials: an ended session is refused at once. */
    private readonly sessionsChanged: () => void,
  ) {
    this.cookie = sessionCookie(publicUrl);
    this.#origin = publicUrl === null ? null : new URL(publicUrl).origin;
  }

  /**
   * A change made with a session comes from the service's own pages (D16): `Origin` must be
   * PUBLIC_URL's origin, or, without PUBLIC_URL, the origin the request was sent to (a page on
   * another port of the same host is same-site, so SameSite=Lax sends it the cookie).
   */
  requireOwnOrigin(origin: string | undefined, requestOrigin: string): void {
    const expected = this.#origin ?? requestOrigin;
    if (origin === undefined ? this.#origin !== null : origin !== expected) {
      throw forbidden(`Header 'Origin' must be ${expected} for a change made with a session.`);
    }
  }

  /** A one-time link's session: the cookie's value, or null for a link that is unknown, used or expired. */
  async openWithLink(tenantId: string, linkSecret: string, userAgent: string | null): Promise<string | null> {
    if (!looksLikeSecret(linkSecret)) return null;
    const secret = await openSessionWithLink(this.db, tenantId, linkSecret, userAgent);
    return secret === null ? null : `${tenantId}.${secret}`;
  }

  /** Ends the session of a cookie's value, if it names one. */
  async logout(cookie: string | undefined): Promise<void> {
    const session = parseSessionCookie(cookie);
    if (!session) return;
    await endSessionBySecret(this.db, session.tenantId, session.secret);
    this.sessionsChanged();
  }

  async sessions(caller: Caller) {
    const rows = await this.db.read(caller.tenantId, (sql) => listSessions(sql, caller.tenantId, caller.userId));
    return rows.map((row) => ({ ...row, current: row.id === caller.sessionId }));
  }

  async endSession(caller: Caller, id: number): Promise<void> {
    const ended = await this.db.write(caller.tenantId, (sql) => endSession(sql, caller.tenantId, caller.userId, id));
    if (!ended) throw notFound('Session', id);
    this.sessionsChanged();
  }

  /** A one-time sign-in link for a user (the CLI, the first start): its path and end; null for no such user. */
  static async link(db: Database, tenantId: string, userId: number) {
    const link = await createLink(db, tenantId, userId);
    return link && { path: `/auth/${tenantId}/link/${link.secret}`, expiresAt: link.expiresAt.toISOString() };
  }
}

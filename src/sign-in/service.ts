import type { CookieSerializeOptions } from '@fastify/cookie';
import { type Caller, parseSessionCookie, type SessionAuthentication } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { badRequest, forbidden, notFound } from '../platform/http/errors.js';
import { languageOf, type Mail, messageOf } from '../notifications/templates.js';
import { userStore } from '../users/users.js';
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

  /**
   * D16 (wave 4): a one-time sign-in link for user `id`, made by an admin while the service runs
   * (the CLI cannot open an embedded store the service holds); with `send`, also mailed to them,
   * in their language. 404 for no such user; 400 for `send` without a mail server (nothing made).
   */
  async linkFor(caller: Caller, id: number, send: boolean, origin: string, sendMail: SendMail | null) {
    if (send && !sendMail) {
      throw badRequest(
        "Field 'send': no mail server is set up (SMTP_URL), so the link cannot be mailed; share its url.",
      );
    }
    const link = await SignInService.link(this.db, caller.tenantId, id);
    if (!link) throw notFound('User', id);
    const url = `${origin}${link.path}`;
    if (send) {
      const user = await this.db.read(caller.tenantId, (sql) => userStore.find(sql, caller.tenantId, id));
      await sendMail!(user!.email, signInLinkMail(url, link.expiresAt, user!.language));
    }
    return { url, expiresAt: link.expiresAt };
  }

  /** A one-time sign-in link for a user (the CLI, the first start): its path and end; null for no such user. */
  static async link(db: Database, tenantId: string, userId: number) {
    const link = await createLink(db, tenantId, userId);
    return link && { path: `/auth/${tenantId}/link/${link.secret}`, expiresAt: link.expiresAt.toISOString() };
  }
}

type SendMail = (to: string, message: Mail) => Promise<void>;

/** The message that carries a sign-in link, in the user's language. */
function signInLinkMail(url: string, expiresAt: string, language: string): Mail {
  const until = expiresAt.slice(11, 16);
  return languageOf(language) === 'de'
    ? messageOf(
        {
          subject: 'Ihr Anmeldelink',
          text: `Mit diesem Link melden Sie sich an. Er gilt einmal und 15 Minuten lang, bis ${until} UTC.`,
        },
        url,
        'Anmelden',
        language,
      )
    : messageOf(
        {
          subject: 'Your sign-in link',
          text: `Use this link to sign in. It works once, for 15 minutes: until ${until} UTC.`,
        },
        url,
        'Sign in',
        language,
      );
}

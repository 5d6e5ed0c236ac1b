import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Role } from '../platform/auth/permissions.js';
import { hashToken } from '../platform/auth/tokens.js';
import type { Database, Sql } from '../platform/db/database.js';
import { Statement } from '../platform/db/query.js';

/**
 * Sessions and one-time sign-in links (D16) as statements. A secret is 32 random bytes, base64url;
 * only its SHA-256 digest is stored.
 */

export const newSecret = () => randomBytes(32).toString('base64url');
const SECRET = /^[A-Za-z0-9_-]{43}$/;
export const looksLikeSecret = (candidate: string) => SECRET.test(candidate);
const digestOf = hashToken;

/** How long a link opens a session, and a session lasts unused and at most (D16). */
export const LINK_MINUTES = 15;
const IDLE = sql.lit('12 hours');
/** A session's last use is written at most this often: a read does not write on every request. */
const TOUCH_EVERY = sql.lit('1 minute');

const CREATE_LINK = new Statement(
  (p: { tenantId: string; userId: number; secretHash: Buffer }) =>
    sql<{ expires_at: Date }>`INSERT INTO sign_in_links (tenant_id, user_id, secret_hash, expires_at)
      SELECT u.tenant_id, u.id, ${p.secretHash}, now() + make_interval(mins => ${sql.lit(LINK_MINUTES)})
      FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int AND NOT u.deleted
      RETURNING expires_at`,
);

/** A one-time link for a live user of the tenant: its secret and when it ends; null for no such user. */
export async function createLink(db: Database, tenantId: string, userId: number) {
  const secret = newSecret();
  const [row] = await db.autocommit(tenantId, (sql) =>
    CREATE_LINK.run(sql, { tenantId, userId, secretHash: digestOf(secret) }),
  );
  return row ? { secret, expiresAt: row.expires_at } : null;
}

/**
 * Uses a link up and opens a session for its user, in one statement: nothing when the link is
 * unknown, used, expired, or its user deleted.
 */
const OPEN_WITH_LINK = new Statement(
  (p: { tenantId: string; linkHash: Buffer; sessionHash: Buffer; userAgent: string | null }) =>
    sql<{ id: number }>`WITH used AS (
      UPDATE sign_in_links l SET used_at = now()
      FROM users u
      WHERE l.tenant_id = ${p.tenantId} AND l.secret_hash = ${p.linkHash} AND l.used_at IS NULL
        AND l.expires_at > now() AND u.tenant_id = l.tenant_id AND u.id = l.user_id AND NOT u.deleted
      RETURNING l.tenant_id, l.user_id)
    INSERT INTO sessions (tenant_id, user_id, secret_hash, user_agent)
    SELECT tenant_id, user_id, ${p.sessionHash}, ${p.userAgent} FROM used
    RETURNING id`,
);

export async function openSessionWithLink(
  db: Database,
  tenantId: string,
  linkSecret: string,
  userAgent: string | null,
) {
  const secret = newSecret();
  const [row] = await db.autocommit(tenantId, (sql) =>
    OPEN_WITH_LINK.run(sql, {
      tenantId,
      linkHash: digestOf(linkSecret),
      sessionHash: digestOf(secret),
      userAgent: storedUserAgent(userAgent),
    }),
  );
  return row ? secret : null;
}

/** A User-Agent as a session keeps it: the first 500 characters say what a person needs to know. */
const storedUserAgent = (userAgent: string | null) => userAgent?.slice(0, 500) ?? null;

const OPEN_SESSION = new Statement(
  (p: { tenantId: string; userId: number; secretHash: Buffer; userAgent: string | null }) =>
    sql<{ id: number }>`INSERT INTO sessions (tenant_id, user_id, secret_hash, user_agent)
      VALUES (${p.tenantId}, ${p.userId}::int, ${p.secretHash}, ${p.userAgent}) RETURNING id`,
);

/** Opens a session for a user the caller has found live: its secret. */
export async function openSession(sql: Sql, tenantId: string, userId: number, userAgent: string | null) {
  const secret = newSecret();
  await OPEN_SESSION.run(sql, {
    tenantId,
    userId,
    secretHash: digestOf(secret),
    userAgent: storedUserAgent(userAgent),
  });
  return secret;
}

/**
 * The live user a live session of the tenant belongs to (used within 12 hours, started within 7
 * days), its last use moved on when a minute old, and until when the session holds if unused.
 */
const SESSION_OWNER = new Statement(
  (p: { tenantId: string; secretHash: Buffer }) =>
    sql<{ id: number; user_id: number; role: Role; valid_until: Date }>`WITH found AS (
      SELECT s.id, s.user_id, u.role, s.expires_at, s.last_seen_at FROM sessions s
      JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id AND NOT u.deleted
      WHERE s.tenant_id = ${p.tenantId} AND s.secret_hash = ${p.secretHash}
        AND s.expires_at > now() AND s.last_seen_at > now() - ${IDLE}::interval
    ), touched AS (
      UPDATE sessions s SET last_seen_at = now() FROM found
      WHERE s.tenant_id = ${p.tenantId} AND s.id = found.id AND found.last_seen_at < now() - ${TOUCH_EVERY}::interval
    )
    SELECT id, user_id, role, least(expires_at, now() + ${IDLE}::interval) AS valid_until FROM found`,
);

export async function sessionOwner(db: Database, tenantId: string, secretHash: Buffer) {
  const [row] = await db.autocommit(tenantId, (sql) => SESSION_OWNER.run(sql, { tenantId, secretHash }));
  return row ?? null;
}

/** Sessions a list shows at most (D13: an answer does not grow with stored data): the newest. */
export const LISTED_SESSIONS = 100;

/** The user's sessions that have not ended: the newest LISTED_SESSIONS, oldest first. */
const SESSIONS = new Statement(
  (p: { tenantId: string; userId: number }) =>
    sql<{ id: number; createdAt: string; lastSeenAt: string; userAgent: string | null }>`SELECT * FROM (
      SELECT s.id, utc_millis(s.created_at) AS "createdAt", utc_millis(s.last_seen_at) AS "lastSeenAt",
        s.user_agent AS "userAgent"
      FROM sessions s
      WHERE s.tenant_id = ${p.tenantId} AND s.user_id = ${p.userId}::int
        AND s.expires_at > now() AND s.last_seen_at > now() - ${IDLE}::interval
      ORDER BY s.id DESC LIMIT ${sql.lit(LISTED_SESSIONS)}) newest
    ORDER BY id`,
);

export const listSessions = (sql: Sql, tenantId: string, userId: number) => SESSIONS.run(sql, { tenantId, userId });

const END_SESSION = new Statement(
  (p: { tenantId: string; userId: number; id: number }) =>
    sql<{ id: number }>`DELETE FROM sessions
      WHERE tenant_id = ${p.tenantId} AND user_id = ${p.userId}::int AND id = ${p.id}::int RETURNING id`,
);

export async function endSession(sql: Sql, tenantId: string, userId: number, id: number) {
  return (await END_SESSION.run(sql, { tenantId, userId, id })).length > 0;
}

const END_SESSION_BY_SECRET = new Statement(
  (p: { tenantId: string; secretHash: Buffer }) =>
    sql`DELETE FROM sessions WHERE tenant_id = ${p.tenantId} AND secret_hash = ${p.secretHash}`,
);

export async function endSessionBySecret(db: Database, tenantId: string, secret: string) {
  await db.autocommit(tenantId, (sql) => END_SESSION_BY_SECRET.run(sql, { tenantId, secretHash: digestOf(secret) }));
}

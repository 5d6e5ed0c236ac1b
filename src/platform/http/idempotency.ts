import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { stringify as canonicalJson } from 'safe-stable-stringify';
import type { Caller } from '../auth/authenticate.js';
import { db, Statement } from '../db/query.js';
import { badRequest, conflict, HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an Idempotency-Key (D8). */
    idempotent?: true;
  }
  interface FastifyRequest {
    /** The key this request claimed, whose answer is kept when it is sent. */
    idempotency: ClaimedKey | null;
  }
}

interface ClaimedKey {
  tenantId: string;
  userId: number;
  keyDigest: string;
  secret: Buffer;
}

/** 1 to 255 printable ASCII characters (D8). */
const KEY = /^[\x20-\x7e]{1,255}$/;
/** A claim whose request has neither answered nor failed by then was left by a process that stopped. */
const ABANDONED_AFTER = sql`interval '60 seconds'`;
const EXPIRED_AFTER = sql`interval '24 hours'`;

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest();

/**
 * Claims a key for a request: a new key, one whose row expired, or one whose first request was
 * abandoned. Sweeps the tenant's expired rows on the way. No row: someone else holds the key.
 */
const CLAIM = new Statement((p: { tenantId: string; userId: number; keyDigest: string; requestDigest: string }) =>
  db
    .with('swept', (q) =>
      q
        .deleteFrom('idempotency_keys')
        .where('tenant_id', '=', p.tenantId)
        .where('created_at', '<', sql<Date>`now() - ${EXPIRED_AFTER}`)
        .where((row) => row.not(row.and([row('user_id', '=', p.userId), row('key_digest', '=', p.keyDigest)]))),
    )
    .insertInto('idempotency_keys')
    .values({ tenant_id: p.tenantId, user_id: p.userId, key_digest: p.keyDigest, request_digest: p.requestDigest })
    .onConflict((conflicting) =>
      conflicting
        .columns(['tenant_id', 'user_id', 'key_digest'])
        .doUpdateSet({ request_digest: p.requestDigest, created_at: sql`now()`, status: null, answer: null })
        .where((row) =>
          row.or([
            row('idempotency_keys.created_at', '<', sql<Date>`now() - ${EXPIRED_AFTER}`),
            row.and([
              row('idempotency_keys.status', 'is', null),
              row('idempotency_keys.created_at', '<', sql<Date>`now() - ${ABANDONED_AFTER}`),
            ]),
          ]),
        ),
    )
    .returning(sql<boolean>`true`.as('claimed')),
);

type KeyParams = { tenantId: string; userId: number; keyDigest: string };

const FIRST_USE = new Statement((p: KeyParams) =>
  db
    .selectFrom('idempotency_keys')
    .select(['request_digest', 'status', 'answer'])
    .where('tenant_id', '=', p.tenantId)
    .where('user_id', '=', p.userId)
    .where('key_digest', '=', p.keyDigest),
);

const KEEP = new Statement((p: KeyParams & { status: number; answer: string }) =>
  db
    .updateTable('idempotency_keys')
    .set({ status: p.status, answer: p.answer })
    .where('tenant_id', '=', p.tenantId)
    .where('user_id', '=', p.userId)
    .where('key_digest', '=', p.keyDigest),
);

const FORGET = new Statement((p: KeyParams) =>
  db
    .deleteFrom('idempotency_keys')
    .where('tenant_id', '=', p.tenantId)
    .where('user_id', '=', p.userId)
    .where('key_digest', '=', p.keyDigest),
);

/** What a replay sends again: the answer's headers worth keeping, and its body. */
interface Answer {
  headers: Record<string, string>;
  body: string;
}
const KEPT_HEADERS = ['content-type', 'etag'];

/** AES-256-GCM under a key only the client's Idempotency-Key yields: iv, tag and ciphertext, base64. */
function seal(answer: Answer, secret: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function open(text: string, secret: Buffer): Answer {
  const bytes = Buffer.from(text, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as Answer;
}

/** The request's key, checked, with what the database stores of it; null without the header. */
function keyOf(request: FastifyRequest, caller: Caller): ClaimedKey | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw badRequest("Header 'Idempotency-Key' must be 1 to 255 printable ASCII characters.");
  }
  return {
    tenantId: caller.tenantId,
    userId: caller.userId,
    keyDigest: digest('key', header).toString('hex'),
    secret: digest('answer', header),
  };
}

/**
 * Idempotency-Key on the routes whose config says `idempotent` (D8). The first request with a key
 * claims it before its handler runs; its answer is kept when sent, unless it is a 400 or a 5xx, so
 * that a corrected retry proceeds. A retry with the same key and the same method, path and body gets
 * that answer again with `Idempotent-Replayed: true` and writes nothing (bodies compare as parsed JSON, keys
 * in any order); with another request, 422;
 * while the first still runs, 409. Claims and answers are separate statements from the write: a
 * process that stops between a write's commit and the keeping of its answer leaves a claim that
 * counts as abandoned after 60 s, and a retry then writes again.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotency', null);

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.idempotent) return;
      const key = keyOf(request, request.caller);
      if (!key) return;
      const { secret, ...params } = key;
      // The body as parsed, keys sorted: a retry that serialises it differently is the same request (D13).
      const requestDigest = digest(request.method, request.url, canonicalJson(request.body ?? null) ?? '').toString(
        'hex',
      );
      for (let attempt = 0; attempt < 2; attempt++) {
        const claimed = await app.db.autocommit(key.tenantId, (sql) => CLAIM.run(sql, { ...params, requestDigest }));
        if (claimed.length > 0) {
          request.idempotency = key;
          return;
        }
        const [first] = await app.db.read(key.tenantId, (sql) => FIRST_USE.run(sql, params));
        if (!first) continue; // forgotten meanwhile (the first answer was a 400 or a 5xx): claim again
        if (first.request_digest !== requestDigest) {
          throw new HttpError(422, 'This Idempotency-Key was already used with a different request.');
        }
        if (first.status === null || first.answer === null) {
          throw conflict('A request with this Idempotency-Key is still being processed; retry when it has answered.');
        }
        const answer = open(first.answer, secret);
        return reply
          .code(first.status)
          .headers({ ...answer.headers, 'idempotent-replayed': 'true' })
          .send(answer.body === '' ? undefined : answer.body);
      }
      throw conflict('A request with this Idempotency-Key is still being processed; retry when it has answered.');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.idempotency;
      if (!key) return payload;
      request.idempotency = null;
      const { secret, ...params } = key;
      const status = reply.statusCode;
      if (status === 400 || status >= 500) {
        await app.db.autocommit(key.tenantId, (sql) => FORGET.run(sql, params));
        return payload;
      }
      const headers = Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => {
          const value = reply.getHeader(name);
          return value === undefined ? [] : [[name, String(value)]];
        }),
      );
      // Answers of these routes are serialized text by now; none of them streams.
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
      await app.db.autocommit(key.tenantId, (sql) =>
        KEEP.run(sql, { ...params, status, answer: seal({ headers, body }, secret) }),
      );
      return payload;
    });
  },
  { name: 'idempotency', fastify: '5.x', dependencies: ['database'] },
);

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The request limits of D2's authentication; null when rate limiting is off. */
    rateLimits: RateLimits | null;
  }
  interface FastifyRequest {
    /** What the limiter being asked counts this request under (a token, a client address). */
    rateLimitKey: string;
  }
}

export interface RateLimitOptions {
  /** Requests per minute per access token, and failed authentications per client address; 0: off. */
  perMinute: number;
  /** Where every process keeps its counts, so that they limit together; each process alone when null. */
  redisUrl: string | null;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** A count per key over a fixed minute (@fastify/rate-limit), refused past `perMinute` with 429 and Retry-After. */
export class RequestLimit {
  constructor(
    readonly perMinute: number,
    private readonly limiter: Limiter,
    private readonly what: string,
  ) {}

  /** Counts the request under `key`; 429 when that makes more than the limit this minute. */
  async take(request: FastifyRequest, key: string): Promise<void> {
    request.rateLimitKey = key;
    const limit = await this.limiter(request);
    this.#refuseWhen(!limit.isAllowed && limit.isExceeded, limit);
  }

  /** Counts the request under `key`, refusing nothing: the next `peek` or `take` sees it. */
  async count(request: FastifyRequest, key: string): Promise<void> {
    request.rateLimitKey = key;
    await this.limiter(request);
  }

  /** 429 when `key` has used up this minute's limit, without counting the request. */
  async peek(request: FastifyRequest, key: string): Promise<void> {
    request.rateLimitKey = key;
    const limit = await this.limiter(request, { increment: false });
    // Nothing left this minute: the request the peek is for would be one too many.
    this.#refuseWhen(!limit.isAllowed && limit.remaining === 0, limit);
  }

  /**
   * Runs `attempt` unless `key` has used up this minute's limit, counting the attempt when it fails
   * as `failed` tells. Past the limit, attempts that would succeed are refused too: telling them
   * apart would take the very look-up the limit saves.
   */
  async countingFailures<T>(
    request: FastifyRequest,
    key: string,
    attempt: () => Promise<T>,
    failed: (error: unknown) => boolean,
  ): Promise<T> {
    await this.peek(request, key);
    try {
      return await attempt();
    } catch (error) {
      if (failed(error)) await this.count(request, key);
      throw error;
    }
  }

  #refuseWhen(refused: boolean, limit: Awaited<ReturnType<Limiter>>): void {
    if (!refused || limit.isAllowed) return;
    const retryAfter = Math.max(1, limit.ttlInSeconds);
    throw new HttpError(429, `${this.what}: the limit is ${this.perMinute} per minute. Retry in ${retryAfter} s.`, {
      'retry-after': String(retryAfter),
    });
  }
}

export interface RateLimits {
  /** Requests of each access token. */
  requests: RequestLimit;
  /**
   * Failed authentications of each client address: a failed attempt costs what a request does (a
   * token look-up), so an address gets no more failures per minute than a token gets requests.
   */
  failures: RequestLimit;
  /** Requests of each iCalendar feed, whose URL is all its reader shows (D10). */
  feeds: RequestLimit;
  /** Sign-ins of each client address (D16): made without credentials, each one writes a row. */
  signIns: RequestLimit;
}

/** A person signs in a few times a day; a page of tabs opened at once stays well within this. */
export const SIGN_INS_PER_MINUTE = 30;

/**
 * A feed's requests per minute, when below the per-token limit: calendar apps fetch a feed a few
 * times an hour, and each fetch of a changed feed costs a rendering of it.
 */
export const FEED_REQUESTS_PER_MINUTE = 60;

const MINUTE_MS = 60_000;

/**
 * @fastify/rate-limit, applied by authentication rather than per route: the per-token count needs
 * the verified token. With Redis its counts are shared by every process; when Redis does not answer,
 * requests pass (and the failure is logged) rather than the service refusing all of them.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { perMinute, redisUrl }) => {
    app.decorateRequest('rateLimitKey', '');
    if (perMinute === 0) {
      app.decorate('rateLimits', null);
      return;
    }
    // Fail fast: a request must not wait for Redis longer than for the database. Loaded only when
    // configured: most deployments have none, and loading it costs a start-up 50 ms.
    const redis = redisUrl
      ? new (await import('ioredis')).Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      : null;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis for rate limits'));
      app.addHook('onClose', async () => void (await redis.quit()));
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'tracker-rate-limit:' } : {}),
      skipOnError: true,
      timeWindow: MINUTE_MS,
      max: perMinute,
    });
    const limit = (kind: string, what: string, max = perMinute) =>
      new RequestLimit(
        max,
        app.createRateLimit({ max, keyGenerator: (request) => `${kind}:${request.rateLimitKey}` }),
        what,
      );
    app.decorate('rateLimits', {
      requests: limit('token', 'Too many requests with this access token'),
      failures: limit('address', 'Too many failed authentications from this address'),
      feeds: limit('feed', 'Too many requests of this calendar feed', Math.min(perMinute, FEED_REQUESTS_PER_MINUTE)),
      signIns: limit('sign-in', 'Too many sign-ins from this address', Math.min(perMinute, SIGN_INS_PER_MINUTE)),
    });
  },
  { name: 'rate-limits', fastify: '5.x' },
);

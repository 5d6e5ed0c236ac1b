/** The answer to one request for a slot: allowed, or how many whole seconds until one is free. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A token bucket per key (an access token, a client address): `perMinute` requests in a burst,
 * refilled evenly over a minute. Process-local: with N processes behind a balancer a key gets up to
 * N times the limit.
 */
export class RateLimiter {
  static readonly MAX_KEYS = 100_000;
  readonly #perSecond: number;
  readonly #buckets = new Map<string, { slots: number; updatedAt: number }>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#perSecond = perMinute / 60;
  }

  /** Takes a slot for `key` when one is free. */
  take(key: string): RateDecision {
    const bucket = this.#refilled(key);
    if (bucket.slots >= 1) {
      bucket.slots -= 1;
      return { allowed: true };
    }
    return this.#refusal(bucket.slots);
  }

  /** Whether `key` has a slot free, without taking it. */
  peek(key: string): RateDecision {
    const bucket = this.#buckets.has(key) ? this.#refilled(key) : null;
    return !bucket || bucket.slots >= 1 ? { allowed: true } : this.#refusal(bucket.slots);
  }

  #refilled(key: string) {
    const now = this.now();
    const bucket = this.#buckets.get(key) ?? this.#newBucket(key, now);
    bucket.slots = Math.min(this.perMinute, bucket.slots + ((now - bucket.updatedAt) / 1000) * this.#perSecond);
    bucket.updatedAt = now;
    return bucket;
  }

  #refusal(slots: number): RateDecision {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - slots) / this.#perSecond)) };
  }

  #newBucket(key: string, now: number) {
    // Bounds memory when many tokens are in use at once; forgetting partly used buckets then lets
    // those tokens burst once more, which is better than refusing tokens the limiter never saw.
    if (this.#buckets.size >= RateLimiter.MAX_KEYS) this.#buckets.clear();
    const bucket = { slots: this.perMinute, updatedAt: now };
    this.#buckets.set(key, bucket);
    return bucket;
  }
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Recognisable in logs, configs and secret scanners. */
export const TOKEN_PREFIX = 'trk_';
const TOKEN_PATTERN = /^trk_[A-Za-z0-9_-]{43}$/;

/** A new opaque access token: the prefix and 32 random bytes, base64url. */
export function generateToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function looksLikeToken(candidate: string): boolean {
  return TOKEN_PATTERN.test(candidate);
}

/** Only this digest is stored; the token itself is shown once, when it is created. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Compares two secrets in time that does not depend on where they differ. */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(hashToken(a), hashToken(b));
}

import { EncryptJWT, jwtDecrypt } from 'jose';
import type { Database } from '../platform/db/database.js';
import { loadServiceKey } from '../platform/db/service-keys.js';

/** How long a sign-in at the provider may take, from the redirect to the answer. */
export const SIGN_IN_SECONDS = 10 * 60;

/** What the redirect to the provider began with, and the callback needs to finish it. */
export interface SignInAttempt {
  tenant: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

/**
 * A sign-in under way, sealed for the browser's cookie (D16, wave 4): encrypted and authenticated
 * (a JWE, `dir` with A256GCM, by jose) under a key every process shares, with its expiry inside.
 * The service stores nothing for it, so anonymous starts cost nothing and cannot fill a table.
 */
export class SealedAttempts {
  constructor(private readonly key: Uint8Array) {}

  static async load(store: Database): Promise<SealedAttempts> {
    return new SealedAttempts(await loadServiceKey(store, 'sign-in'));
  }

  seal(attempt: SignInAttempt): Promise<string> {
    return new EncryptJWT({ ...attempt })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .setExpirationTime(`${SIGN_IN_SECONDS}s`)
      .encrypt(this.key);
  }

  /** The attempt a cookie holds, or null for one that is not ours, was changed, or has expired. */
  async open(sealed: string): Promise<SignInAttempt | null> {
    try {
      const { payload } = await jwtDecrypt<SignInAttempt>(sealed, this.key, {
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
        requiredClaims: ['exp'],
      });
      const { tenant, state, nonce, codeVerifier, returnTo } = payload;
      const texts = [tenant, state, nonce, codeVerifier, returnTo];
      return texts.every((text) => typeof text === 'string') ? { tenant, state, nonce, codeVerifier, returnTo } : null;
    } catch {
      return null;
    }
  }
}

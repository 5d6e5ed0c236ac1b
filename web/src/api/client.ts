import type { Client } from 'openapi-fetch';
import { createTrackerClient, type components, type TenantPaths } from '../../../src/client/index.js';

export type Schemas = components['schemas'];
export type TrackerClient = Client<TenantPaths>;

/** An answer of the API that is not a success: the contract's error object, shown as it says. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The access token a person signed in with on this tab (instead of a session), per tenant. */
const tokenKey = (tenantId: string) => `tracker.token.${tenantId}`;
export const storedToken = (tenantId: string) => sessionStorage.getItem(tokenKey(tenantId));
export const storeToken = (tenantId: string, token: string | null) =>
  token === null ? sessionStorage.removeItem(tokenKey(tenantId)) : sessionStorage.setItem(tokenKey(tenantId), token);

/** The typed client of the public API for one tenant: the session cookie, or the token given at sign-in. */
export function clientFor(tenantId: string): TrackerClient {
  return createTrackerClient({
    baseUrl: window.location.origin,
    tenantId,
    token: storedToken(tenantId) ?? undefined,
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}

/** The data of an answer, or its error as an ApiError with the contract's message. */
export function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    const error = result.error as { message?: string } | undefined;
    throw new ApiError(result.response.status, error?.message ?? result.response.statusText);
  }
  return result.data as T;
}

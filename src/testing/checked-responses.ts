import { DocumentedResponses, type OpenApiDocument, type ReceivedResponse } from './documented-responses.js';

/** The security headers every answer but the reference page's carries, as the service's policy states them. */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-store',
};

/** Every response, success or error, carries the security headers and a request id. */
export function expectSecurityHeaders({ method, url, headers }: ReceivedResponse): void {
  const missing = [...Object.keys(SECURITY_HEADERS), 'x-request-id'].filter((name) => headers[name] === undefined);
  if (missing.length > 0) throw new Error(`${method} ${url} answered without the headers ${missing.join(', ')}`);
}

/** What every test asks of every response it receives: as documented, and with the security headers. */
export class CheckedResponses {
  readonly #documented: DocumentedResponses;

  constructor(document: object) {
    this.#documented = new DocumentedResponses(document as OpenApiDocument);
  }

  check(received: ReceivedResponse): void {
    this.#documented.check(received);
    expectSecurityHeaders(received);
  }
}

/**
 * A fetch for tests that talk to a listening server: every answer is checked as TestService.request
 * checks injected ones, and a response unlike `document` rejects the call.
 */
export function checkedFetch(document: object, inner: typeof fetch = fetch): typeof fetch {
  const checks = new CheckedResponses(document);
  return async (input, init) => {
    // openapi-fetch sends a Request (and options without the method); other callers a URL and options.
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = new URL(input instanceof Request ? input.url : input);
    const response = await inner(input, init);
    checks.check({
      method,
      url: url.pathname + url.search,
      status: response.status,
      headers: Object.fromEntries(response.headers),
      // A copy, so that the caller can still read the body.
      body: await response.clone().text(),
    });
    return response;
  };
}

/** The OpenAPI document the server at `base` serves (a process started by the test). */
export async function servedDocument(base: string): Promise<object> {
  const response = await fetch(`${base}/openapi.json`);
  if (!response.ok) throw new Error(`GET ${base}/openapi.json answered ${response.status}`);
  return (await response.json()) as object;
}

/** checkedFetch against the document the server at `base` serves. */
export async function checkedFetchFrom(base: string): Promise<typeof fetch> {
  return checkedFetch(await servedDocument(base));
}

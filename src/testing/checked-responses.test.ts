import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { checkedFetch, SECURITY_HEADERS } from './checked-responses.js';
import { TestService } from './harness.js';

const BASE = 'http://tracker.test';
const PROJECT = { id: 1, name: 'Website', test_case_robust: false };

/** A fetch that answers every call with `status` and `body`, with the headers the service sends. */
function answering(status: number, body: unknown, headers: Record<string, string> = SECURITY_HEADERS) {
  return async () =>
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { ...headers, 'x-request-id': 'r-1', 'content-type': 'application/json; charset=utf-8' },
    });
}

/** checkedFetch holds answers from a listening server to what TestService.request holds injected ones. */
describe('checkedFetch', () => {
  let service: TestService;
  let document: object;

  before(async () => {
    service = await TestService.start();
    document = service.app.swagger();
  });
  after(() => service.close());

  it('passes a documented answer through, its body still readable', async () => {
    const fetch = checkedFetch(document, answering(200, PROJECT));
    const response = await fetch(`${BASE}/v1/projects/1`);
    expect(await response.json()).toEqual(PROJECT);
  });

  it('rejects a status the operation does not document, and a body unlike the documented one', async () => {
    await expect(checkedFetch(document, answering(418, {}))(`${BASE}/v1/projects/1`)).rejects.toThrow(/does not list/);
    await expect(checkedFetch(document, answering(200, { id: 'one' }))(`${BASE}/v1/projects/1`)).rejects.toThrow(
      /unlike its documentation/,
    );
  });

  it('rejects an answer without the security headers', async () => {
    const fetch = checkedFetch(document, answering(200, PROJECT, {}));
    await expect(fetch(`${BASE}/v1/projects/1`)).rejects.toThrow(/without the headers content-security-policy/);
  });

  it('takes the method from a Request, as openapi-fetch sends it', async () => {
    const fetch = checkedFetch(document, answering(204, null));
    await expect(fetch(new Request(`${BASE}/v1/projects/1`, { method: 'DELETE' }))).resolves.toBeInstanceOf(Response);
    // The same answer to a GET is not documented.
    await expect(fetch(new Request(`${BASE}/v1/projects/1`))).rejects.toThrow(
      /GET \/v1\/projects\/\{id\} answered 204/,
    );
  });
});

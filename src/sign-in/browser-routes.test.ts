import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { CLIENT_ID, CLIENT_SECRET, TestOidcProvider } from '../testing/oidc-provider.js';
import { type TenantClient, type TestResponse, TestService } from '../testing/harness.js';

const PUBLIC_URL = 'https://tracker.example.com';
/** Sign-ins a client address may start a minute here: the service's rate limit, below the usual 30. */
const SIGN_INS_PER_MINUTE = 3;

/**
 * The routes a person's browser opens to sign in (D16), with the service behind https and its rate
 * limits on: the cookie that keeps a sign-in's state, and the per-address limit they share.
 */
describe('sign-in routes behind https, under their per-address limit', () => {
  let service: TestService;
  let provider: TestOidcProvider;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start({
      publicUrl: PUBLIC_URL,
      limits: { rateLimitPerMinute: SIGN_INS_PER_MINUTE, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 },
    });
    admin = await service.newTenant();
    provider = await TestOidcProvider.start([`${PUBLIC_URL}/auth/${admin.tenantId}/callback`]);
    const saved = await admin.put('/v1/sign-in/oidc', {
      issuer: provider.issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      allowedDomains: [],
      createUsers: false,
      defaultRole: 'member',
    });
    expect(saved.status).toBe(200);
  });
  after(async () => {
    await provider.stop();
    await service.close();
  });

  const open = (url: string, remoteAddress: string) => service.request({ method: 'GET', url, remoteAddress });
  const routes = () => ({
    login: `/auth/${admin.tenantId}/login`,
    link: `/auth/${admin.tenantId}/link/${'x'.repeat(43)}`,
    callback: `/auth/${admin.tenantId}/callback?state=unknown&code=unknown`,
  });

  it('keeps a sign-in under way sealed in a __Host- cookie: HttpOnly, Secure, SameSite=Lax, 10 minutes', async () => {
    const begun = await open(routes().login, '203.0.113.1');
    expect(begun.status).toBe(302);
    const redirect = new URL(String(begun.headers.location));
    expect(redirect.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/${admin.tenantId}/callback`);
    const cookie = String(begun.headers['set-cookie']);
    // Encrypted (a JWE in compact form: five parts), so neither the state nor the verifier can be read from it.
    expect(cookie).toMatch(
      /^__Host-tracker_sign_in=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookie).not.toContain(redirect.searchParams.get('state'));
  });

  it(`answers a page with 429 once an address started ${SIGN_INS_PER_MINUTE} sign-ins this minute, by any of the routes`, async () => {
    const { login, link, callback } = routes();
    const address = '203.0.113.2';
    const first = [await open(login, address), await open(link, address), await open(callback, address)];
    expect(first.map((answer) => answer.status)).toEqual([302, 404, 400]);
    for (const url of [login, link, callback]) {
      const refused = await open(url, address);
      expectPage(refused, 429, 'Too many sign-ins from this address');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is counted on its own.
    expectPage(await open(link, '203.0.113.3'), 404, 'This sign-in link is unknown');
  });
});

function expectPage(response: TestResponse, status: number, text: string) {
  expect([response.status, response.headers['content-type']]).toEqual([status, 'text/html; charset=utf-8']);
  expect(response.text).toContain(text);
}

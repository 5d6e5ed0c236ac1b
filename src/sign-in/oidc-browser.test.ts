import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium, skipWithoutChromium } from '../testing/browser.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { CLIENT_ID, CLIENT_SECRET, TestOidcProvider } from '../testing/oidc-provider.js';
import { freePort } from '../testing/process.js';

/**
 * The whole OpenID Connect sign-in in a real browser (D16): from /auth/{tenant}/login through the
 * provider's sign-in form back to the service, then the API with the session cookie alone.
 */
describe('sign-in with a provider, in Chromium', { skip: skipWithoutChromium() }, () => {
  let service: TestService;
  let provider: TestOidcProvider;
  let admin: TenantClient;
  let browser: Browser;
  let base: string;

  before(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    service = await TestService.start({ publicUrl: base });
    await service.app.listen({ port, host: '127.0.0.1' });
    admin = await service.newTenant();
    provider = await TestOidcProvider.start([`${base}/auth/${admin.tenantId}/callback`]);
    const saved = await admin.put('/v1/sign-in/oidc', {
      issuer: provider.issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    });
    expect(saved.status).toBe(200);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await provider?.stop();
    await service.close();
  });

  it('signs in at the provider, returns with an HttpOnly session, uses the API with it, and signs out', async () => {
    const person = await admin.withNewUser('member', { firstname: 'Bea', email: `bea@${admin.tenantId}.example` });
    provider.accounts.set('bea', { email: `BEA@${admin.tenantId}.example`, email_verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    const tenant = admin.tenantId;

    await page.goto(`${base}/auth/${tenant}/login?returnTo=${encodeURIComponent('/docs')}`);
    expect(page.url().startsWith(provider.issuer)).toBe(true);
    await page.fill('input[name=login]', 'bea');
    await page.fill('input[name=password]', 'any');
    await Promise.all([page.waitForURL(`${base}/docs`), page.click('button[type=submit]')]);

    const [cookie] = (await context.cookies(base)).filter((c) => c.name === 'tracker_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });

    const api = (method: string, path: string, body?: object) =>
      page.evaluate(
        async ([method, path, tenant, body]) => {
          const json = body === undefined ? {} : { 'Content-Type': 'application/json' };
          const response = await fetch(path!, { method, headers: { 'X-tenantID': tenant!, ...json }, body });
          return {
            status: response.status,
            body: (response.status === 204 ? null : await response.json()) as { id?: number; role?: string } | null,
          };
        },
        [method, path, tenant, body && JSON.stringify(body)],
      );
    const me = await api('GET', '/v1/me');
    expect([me.status, me.body?.id, me.body?.role]).toEqual([200, person.userId, 'member']);
    // A write from the service's own pages: the browser's Origin is PUBLIC_URL's.
    const token = await api('POST', '/v1/me/tokens', { name: 'from the browser' });
    expect(token.status).toBe(201);
    expect((await api('POST', '/auth/logout')).status).toBe(204);
    expect((await api('GET', '/v1/me')).status).toBe(401);
    await context.close();
  });
});

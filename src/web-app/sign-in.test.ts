import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { skipWithoutChromium } from '../testing/browser.js';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, expectValue, screenshot, WebAppRig } from '../testing/web-app.js';

/** The web app's front door and sign-in screen (D17), in Chromium. */
describe('web app: tenant and sign-in', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
  });
  after(() => rig.close());

  it('asks for the tenant, sends the signed-out to sign-in, and signs in with an access token', async () => {
    const { context, page, problems } = await rig.anonymous();
    await page.goto(`${rig.base}/`);
    await page.waitForURL(`${rig.base}/app/`);
    await expectAccessible(page, 'tenant');
    await screenshot(page, 'tenant');
    await page.getByLabel('Tenant').fill(admin.tenantId);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${rig.base}/app/${admin.tenantId}/sign-in`);
    // No provider set up: no button that would lead to a page saying so (D17, wave 4).
    await page.getByLabel('Access token').waitFor();
    await expect(page.getByRole('link', { name: 'Sign in with your organisation’s account' }).count()).resolves.toBe(0);
    await admin.put('/v1/sign-in/oidc', {
      issuer: 'https://login.example.com/realms/acme',
      clientId: 'tracker',
      clientSecret: 'a-secret',
    });
    await page.reload();
    await expect(
      page.getByRole('link', { name: 'Sign in with your organisation’s account' }).getAttribute('href'),
    ).resolves.toBe(`/auth/${admin.tenantId}/login?returnTo=${encodeURIComponent(`/app/${admin.tenantId}/`)}`);
    await expectAccessible(page, 'sign-in');
    await screenshot(page, 'sign-in');

    await page.getByLabel('Access token').fill('trk_not-a-token');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('token');

    await page.getByLabel('Access token').fill(admin.token);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'My time off' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${rig.base}/app/${admin.tenantId}/sign-in`);

    // The tenant is remembered.
    await page.goto(`${rig.base}/app/`);
    await expectValue(page.getByLabel('Tenant'), admin.tenantId);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a deep link without React Router warnings, and shows a way back from a missing issue', async () => {
    const { context, page, problems } = await rig.signedIn(admin);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${rig.base}/app/${admin.tenantId}/issues/999999`);
    await page.getByRole('alert').getByText('Issue with id 999999 was not found.').waitFor();
    // Not found stays not found: a way back, not "Try again".
    await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'All issues' }).click();
    await page.getByRole('heading', { name: 'Issues' }).waitFor();
    expect(warnings.filter((warning) => warning.includes('HydrateFallback'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs in with a one-time link, shows the navigation, and signs out for good', async () => {
    const { context, page, problems } = await rig.signedIn(admin);
    for (const name of ['My time off', 'Team calendar', 'Approvals', 'Issues', 'Notifications', 'Admin']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${rig.base}/app/${admin.tenantId}/sign-in`);
    await page.goto(`${rig.base}/app/${admin.tenantId}/time-off`);
    await page.waitForURL(`${rig.base}/app/${admin.tenantId}/sign-in`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows German texts to a user whose language is de', async () => {
    const german = await admin.withNewUser('member', { language: 'de' });
    const { context, page } = await rig.signedIn(german);
    await page.getByRole('heading', { name: 'Meine Abwesenheiten' }).waitFor();
    await page.getByRole('link', { name: 'Teamkalender' }).waitFor();
    expect(await page.getByRole('link', { name: 'Verwaltung' }).count()).toBe(0);
    await context.close();
  });
});

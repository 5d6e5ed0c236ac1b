import { readFile } from 'node:fs/promises';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { skipWithoutChromium } from '../testing/browser.js';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, screenshot, WebAppRig } from '../testing/web-app.js';

/** D21 in Admin → Users, in Chromium: a person's data downloaded, and their erasure confirmed by their address. */
describe('web app: a person’s data', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let leaver: TenantClient;
  let email: string;

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    email = `lea.leaver@${admin.tenantId}.example`;
    leaver = await admin.withNewUser('member', { firstname: 'Lea', lastname: 'Leaver', email });
  });
  after(() => rig.close());

  it('downloads a user’s data, and erases them only once their address is typed', async () => {
    const { context, page, problems } = await rig.signedIn(admin);
    await page.goto(`${rig.base}/app/${admin.tenantId}/admin/users`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email }) });
    await row.waitFor();
    // No erasing oneself: the admin's own row offers their data only.
    const own = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: `admin@${admin.tenantId}.example` }) });
    expect(await own.getByRole('button', { name: /^Erase/ }).count()).toBe(0);
    await own.getByRole('button', { name: 'Export data Ada Admin' }).waitFor();

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Export data Lea Leaver' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`user-${leaver.userId}-export.json`);
    const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(exported.user).toMatchObject({ id: leaver.userId, firstname: 'Lea', email });
    await page.getByRole('status').getByText(`user-${leaver.userId}-export.json`).waitFor();

    await row.getByRole('button', { name: 'Erase Lea Leaver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase Lea Leaver?' });
    await dialog.waitFor();
    const erase = dialog.getByRole('button', { name: 'Erase for good' });
    await dialog.getByLabel(`Type their email address, ${email}, to confirm`).fill('someone@else.example');
    expect(await erase.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type their email address, ${email}, to confirm`).fill(email.toUpperCase());
    expect(await erase.isDisabled()).toBe(false);
    await expectAccessible(page, 'admin: erase a user');
    await screenshot(page, 'admin-erase-1280', { fullPage: false });
    await erase.click();
    await page.getByRole('status').getByText('Lea Leaver was erased.').waitFor();
    await page.getByRole('cell', { name: email }).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();

    const erased = (await admin.get(`/v1/users/${leaver.userId}`)).body;
    expect(erased).toMatchObject({
      firstname: 'Former user',
      lastname: String(leaver.userId),
      email: `erased-${leaver.userId}@invalid`,
      deleted: true,
    });
  });

  it('asks for the address at a phone’s width too', async () => {
    const other = await admin.withNewUser('viewer', { firstname: 'Pia', lastname: 'Phone' });
    const { email: otherEmail } = (await admin.get(`/v1/users/${other.userId}`)).body;
    const phone = await rig.signedIn(admin, { width: 375, height: 800 });
    await phone.page.goto(`${rig.base}/app/${admin.tenantId}/admin/users`);
    await phone.page.getByRole('button', { name: 'Erase Pia Phone' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Erase Pia Phone?' });
    await dialog.getByLabel(`Type their email address, ${otherEmail}, to confirm`).fill(otherEmail);
    await expectAccessible(phone.page, 'admin: erase a user at 375 px');
    await screenshot(phone.page, 'admin-erase-375', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await admin.get(`/v1/users/${other.userId}`)).body.firstname).toBe('Pia');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});

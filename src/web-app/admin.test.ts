import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { skipWithoutChromium } from '../testing/browser.js';
import { createActivityWorld } from '../testing/fixtures.js';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, screenshot, WebAppRig } from '../testing/web-app.js';

/** Admin (D17), in Chromium: each section adds a record through its form, as an admin does. */
describe('web app: admin', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let member: TenantClient;

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    member = await admin.withNewUser('member', { firstname: 'Mo', lastname: 'Member' });
    await createActivityWorld(admin, []);
  });
  after(() => rig.close());

  /** Opens a section, adds a record with `fill`, saves, and waits for the word that it was created. */
  /** The heading of each section's form for a new record, as people say it. */
  const NEW: Record<string, string> = {
    Users: 'New user',
    Teams: 'New team',
    'Activity types': 'New activity type',
    Holidays: 'New holiday',
    Allowances: 'New allowance',
    'Approval policies': 'New approval policy',
    Webhooks: 'New webhook',
  };
  const add = async (page: Page, section: string, fill: (form: ReturnType<Page['getByRole']>) => Promise<void>) => {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: section }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('form', { name: NEW[section] });
    await fill(form);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Created.').waitFor();
  };

  it('adds a user with a deputy, a team with leads, a type, a holiday, an allowance, a policy, a webhook and a provider', async () => {
    const { context, page, problems } = await rig.signedIn(admin);
    await page.getByRole('link', { name: 'Admin' }).click();
    await add(page, 'Users', async (form) => {
      await form.getByLabel('First name').fill('Hana');
      await form.getByLabel('Last name').fill('Hire');
      await form.getByLabel('Email').fill(`hana@${admin.tenantId}.example`);
      await form.getByLabel('Role').selectOption('manager');
      await form.getByLabel('Deputy').selectOption({ label: 'Mo Member' });
      await expectAccessible(page, 'admin: new user');
    });
    await page.getByRole('cell', { name: `hana@${admin.tenantId}.example` }).waitFor();
    await screenshot(page, 'admin');

    await add(page, 'Teams', async (form) => {
      await form.getByLabel('Name').fill('Support');
      await form.getByRole('group', { name: 'Members' }).getByLabel('Mo Member').check();
      await form.getByRole('group', { name: 'Members' }).getByLabel('Hana Hire').check();
      await form.getByRole('group', { name: 'Leads' }).getByLabel('Hana Hire').check();
      await form.getByLabel('At least present').fill('1');
    });
    await add(page, 'Activity types', async (form) => {
      await form.getByLabel('Name').fill('Sabbatical');
      await form.getByLabel('Needs approval').check();
    });
    await add(page, 'Holidays', async (form) => {
      await form.getByLabel('Date').fill('2027-05-01');
      await form.getByLabel('Name').fill('Labour Day');
    });
    await add(page, 'Allowances', async (form) => {
      await form.getByLabel('User').selectOption({ label: 'Mo Member' });
      await form.getByLabel('Activity type').selectOption({ label: 'Vacation' });
      await form.getByLabel('Year').fill('2027');
      await form.getByLabel('Days').fill('27.5');
    });
    await add(page, 'Approval policies', async (form) => {
      await form.getByLabel('Name').fill('Sabbaticals: the lead, then Hana');
      await form.getByRole('group', { name: 'Activity types' }).getByLabel('Sabbatical').check();
      await form.getByRole('button', { name: 'Add a step' }).click();
      await form
        .getByRole('group', { name: 'Step 2' })
        .getByLabel('Who decides')
        .selectOption({ label: 'These users' });
      await form.getByRole('group', { name: 'Step 2' }).getByLabel('Hana Hire').check();
      await expectAccessible(page, 'admin: new policy');
    });
    await add(page, 'Webhooks', async (form) => {
      await form.getByLabel('URL').fill('https://93.184.215.34/hooks');
      await form.getByLabel('Events').fill('activity.status_changed');
      await form.getByLabel('Active').uncheck();
    });
    await page.getByRole('link', { name: 'Deliveries' }).click();
    await page.getByRole('button', { name: 'Send a ping' }).click();
    await page.getByRole('cell', { name: 'webhook.ping' }).waitFor();

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Sign-in' }).click();
    await page.getByLabel('Issuer').fill('https://login.acme.example/realms/acme');
    await page.getByLabel('Client ID').fill('tracker');
    await page.getByLabel('Client secret').fill('s3cret');
    await page.getByLabel('Email domains that may create users').fill('acme.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`/auth/${admin.tenantId}/callback`).waitFor();
    await expectAccessible(page, 'admin: sign-in');
    expect(problems).toEqual([]);
    await context.close();

    const users = (await admin.get('/v1/users?limit=500')).body as any[];
    const hana = users.find((user) => user.firstname === 'Hana');
    expect([hana.role, hana.deputyId]).toEqual(['manager', member.userId]);
    const teams = (await admin.get('/v1/teams')).body as any[];
    expect(teams.find((team) => team.name === 'Support')).toMatchObject({
      memberIds: [member.userId, hana.id].sort((a, b) => a - b),
      leadIds: [hana.id],
      minPresent: 1,
    });
    const policies = (await admin.get('/v1/approval-policies')).body as any[];
    expect(policies.find((policy) => policy.name.startsWith('Sabbaticals')).steps).toEqual([
      { approvers: 'team-leads', quorum: 'any' },
      { approvers: 'users', userIds: [hana.id], quorum: 'any' },
    ]);
    expect((await admin.get('/v1/allowances')).body).toEqual([expect.objectContaining({ year: 2027, days: 27.5 })]);
    expect((await admin.get('/v1/sign-in/oidc')).body).toMatchObject({
      clientId: 'tracker',
      allowedDomains: ['acme.example'],
    });
  });

  it('lists 100 records at a time, and more on demand', async () => {
    for (let day = 0; day < 105; day += 15) {
      await Promise.all(
        Array.from({ length: 15 }, (_, i) => {
          const date = new Date(Date.UTC(2031, 0, 1 + day + i)).toISOString().slice(0, 10);
          return admin.create('/v1/holidays', { date, name: `Day ${day + i}` });
        }),
      );
    }
    const all: unknown[] = (await admin.get('/v1/holidays?limit=500')).body;
    expect(all.length).toBeGreaterThanOrEqual(105);
    const { context, page, problems } = await rig.signedIn(admin);
    await page.goto(`${rig.base}/app/${admin.tenantId}/admin/holidays`);
    const rows = page.locator('tbody tr');
    await rows.nth(99).waitFor();
    expect(await rows.count()).toBe(100);
    await page.getByRole('button', { name: 'Load more' }).click();
    await rows.nth(all.length - 1).waitFor();
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(all.length);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the contract’s message for a refused change, and is for admins only', async () => {
    const { email } = (await admin.get(`/v1/users/${member.userId}`)).body;
    const { context, page } = await rig.signedIn(admin);
    await page.goto(`${rig.base}/app/${admin.tenantId}/admin/users`);
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('form', { name: 'New user' });
    await form.getByLabel('First name').fill('Twin');
    await form.getByLabel('Last name').fill('Member');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').getByText(`A user with email ${email} exists already.`).waitFor();
    // No "Created." of an earlier record above the refusal.
    await expect(page.getByRole('status').textContent()).resolves.toBe('');
    await context.close();

    const signedIn = await rig.signedIn(member);
    expect(await signedIn.page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await signedIn.page.goto(`${rig.base}/app/${admin.tenantId}/admin`);
    await signedIn.page.getByText('Only admins manage the tenant.').waitFor();
    await signedIn.context.close();
  });

  it('says choices in words, says when a list is empty, and lets a colleague in with a one-time link', async () => {
    const newcomer = await rig.service.newTenant();
    const empty = await rig.signedIn(newcomer);
    await empty.page.goto(`${rig.base}/app/${newcomer.tenantId}/admin/webhooks`);
    await empty.page.getByText('None yet.').waitFor();
    await empty.context.close();
    const { context, page, problems } = await rig.signedIn(admin);
    await page.goto(`${rig.base}/app/${admin.tenantId}/admin/teams`);
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('form', { name: 'New team' });
    await expect(form.getByLabel('When short').locator('option').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Warn only', 'Refuse approvals that leave it short']),
    );
    await page.goto(`${rig.base}/app/${admin.tenantId}/admin/users`);
    await page.getByRole('cell', { name: 'Mo', exact: true }).waitFor();
    // Roles in the list as in the form: 'Member', not the API's 'member'.
    const mo = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Mo', exact: true }) });
    const [, firstname, , , role] = await mo.getByRole('cell').allInnerTexts();
    expect({ firstname, role }).toEqual({ firstname: 'Mo', role: 'Member' });
    await page.getByRole('button', { name: 'Sign-in link Mo Member', exact: true }).click();
    const link = page.getByLabel(/^Sign-in link for Mo Member: once, until/);
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${rig.base}/auth/${admin.tenantId}/link/`));
    await expectAccessible(page, 'admin: users with a sign-in link');
    // Without a mail server, mailing it is refused with the API's reason.
    await page.getByRole('button', { name: 'Email a sign-in link Mo Member' }).click();
    await page
      .getByRole('alert')
      .getByText(/no mail server is set up/)
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();

    const colleague = await rig.anonymous();
    await colleague.page.goto(url);
    await colleague.page.waitForURL(`${rig.base}/app/${admin.tenantId}/time-off`);
    await colleague.page.getByText('Mo Member').waitFor();
    await colleague.context.close();
  });
});

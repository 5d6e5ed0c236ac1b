import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { skipWithoutChromium } from '../testing/browser.js';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, screenshot, WebAppRig } from '../testing/web-app.js';

/** Notifications (D17), in Chromium: the unread count, the list, following one, marking read, settings. */
describe('web app: notifications', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let member: TenantClient;
  let world: IssueWorld;

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    member = await admin.withNewUser('member', { firstname: 'Nora' });
    world = await createIssueWorld(admin);
  });
  after(() => rig.close());

  it('shows what happened to me, takes me there, marks it read, and shows a new one without a reload', async () => {
    const first = await newIssue(admin, world, { name: 'Printer on fire', assignedId: member.userId });
    await rig.service.settleNotifications();
    const { context, page, problems } = await rig.signedIn(member);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByText('1 unread').waitFor();
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.getByRole('link', { name: `Assigned to you: #${first.id} Printer on fire` }).waitFor();
    await expectAccessible(page, 'notifications');
    await screenshot(page, 'notifications');

    // Someone else's change appears within seconds, without a reload (D17: 5 s).
    const second = await newIssue(admin, world, { name: 'Coffee machine empty', assignedId: member.userId });
    await rig.service.settleNotifications();
    await page
      .getByRole('link', { name: `Assigned to you: #${second.id} Coffee machine empty` })
      .waitFor({ timeout: 10_000 });
    await page.getByText('2 unread').first().waitFor();

    await page.getByRole('link', { name: `Assigned to you: #${first.id} Printer on fire` }).click();
    await page.getByRole('heading', { name: `#${first.id} Printer on fire` }).waitFor();
    // Following a notification reads it (D15, wave 4); the other stays unread.
    await navigation.getByText('1 unread').waitFor();
    expect((await member.get('/v1/me/notifications')).body.unreadCount).toBe(1);
    await page.goBack();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('status').getByText('All marked read.').waitFor();
    await page.getByText('0 unread').waitFor();
    expect((await member.get('/v1/me/notifications')).body.unreadCount).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('changes the settings: a daily digest, and a kind switched off', async () => {
    const { context, page } = await rig.signedIn(member);
    await page.goto(`${rig.base}/app/${admin.tenantId}/notifications/settings`);
    await page.getByLabel('Email').selectOption({ label: 'A daily digest' });
    await page.getByLabel('Digest at').fill('07:30');
    await page.getByLabel('an issue of mine gets a comment').uncheck();
    await expectAccessible(page, 'notification settings');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').getByText('Settings saved.').waitFor();
    const { body } = await member.get('/v1/me/notification-settings');
    expect([body.email, body.dailyAt, body.kinds['issue.commented'], body.kinds['issue.assigned']]).toEqual([
      'daily',
      '07:30',
      false,
      true,
    ]);
    await context.close();
  });
});

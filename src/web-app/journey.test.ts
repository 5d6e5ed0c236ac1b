import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { skipWithoutChromium } from '../testing/browser.js';
import { type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import type { TenantClient } from '../testing/harness.js';
import { WebAppRig } from '../testing/web-app.js';

/**
 * A request's whole way through the app (D17), two people in two browsers: the member asks for a
 * vacation over a holiday, the lead approves it in the inbox, the calendar shows it approved, and
 * the member is told.
 */
describe('web app: a vacation from request to calendar', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let member: TenantClient;
  let lead: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    rig = await WebAppRig.start();
    const admin = await rig.service.newTenant();
    member = await admin.withNewUser('member', { firstname: 'Jo', lastname: 'Journey' });
    lead = await admin.withNewUser('manager', { firstname: 'Lee', lastname: 'Lead' });
    world = await createActivityWorld(admin, []);
    await admin.put(`/v1/teams/${world.team.id}`, { memberIds: [member.userId, lead.userId], leadIds: [lead.userId] });
    await admin.create('/v1/approval-policies', {
      name: 'Vacation: the lead',
      activityTypeIds: [world.vacation.id],
      teamIds: [],
      steps: [{ approvers: 'team-leads', quorum: 'any' }],
    });
    await admin.create('/v1/holidays', { date: '2027-06-16', name: 'Midsummer' });
  });
  after(() => rig.close());

  it('is requested, approved in the inbox, shown on the calendar, and told to the member', async () => {
    const asMember = await rig.signedIn(member);
    await asMember.page.getByRole('button', { name: 'Request time off' }).click();
    await asMember.page.getByLabel('Type').selectOption({ label: 'Vacation' });
    await asMember.page.getByLabel('From').fill('2027-06-14');
    await asMember.page.getByLabel('To').fill('2027-06-18');
    const preview = asMember.page.getByRole('region', { name: 'This request' });
    await preview.getByText('4 working days').waitFor();
    await preview.getByText('14 – 15 Jun 2027, 17 – 18 Jun 2027').waitFor();
    await asMember.page.getByRole('button', { name: 'Send request' }).click();
    await asMember.page.getByRole('status').getByText('Request sent.').waitFor();

    const asLead = await rig.signedIn(lead);
    await asLead.page.getByRole('link', { name: 'Approvals' }).click();
    const card = asLead.page.getByRole('article', { name: 'Jo Journey: Vacation' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await asLead.page.getByRole('status').getByText('Approved the request of Jo Journey.').waitFor();

    await asMember.page.goto(`${rig.base}/app/${member.tenantId}/calendar?month=2027-06&team=${world.team.id}`);
    const row = asMember.page.getByRole('row', { name: /^Jo Journey/ });
    for (const day of [14, 15, 17, 18]) {
      await expect(
        row
          .getByRole('cell')
          .nth(day - 1)
          .textContent(),
      ).resolves.toBe('VaVacation');
    }
    await expect(row.getByRole('cell').nth(15).textContent()).resolves.toBe('');

    await rig.service.settleNotifications();
    await asMember.page.getByRole('link', { name: 'Notifications' }).click();
    await asMember.page
      .getByRole('link', { name: /approved/i })
      .first()
      .waitFor();
    expect([...asMember.problems, ...asLead.problems]).toEqual([]);
    await asMember.context.close();
    await asLead.context.close();
  });
});

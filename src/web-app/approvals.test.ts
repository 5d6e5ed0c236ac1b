import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { skipWithoutChromium } from '../testing/browser.js';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, fitsWidth, screenshot, tabTo, WebAppRig } from '../testing/web-app.js';

/** Approvals (D17), in Chromium: the inbox with coverage, one decision for all runs of a request. */
describe('web app: approvals', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let member: TenantClient;
  let lead: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    member = await admin.withNewUser('member', { firstname: 'Mia', lastname: 'Member' });
    lead = await admin.withNewUser('manager', { firstname: 'Lea', lastname: 'Lead' });
    const third = await admin.withNewUser('member', { firstname: 'Tom' });
    world = await createActivityWorld(admin, []);
    await admin.put(`/v1/teams/${world.team.id}`, {
      memberIds: [member.userId, lead.userId, third.userId],
      leadIds: [lead.userId],
      minPresent: 3,
      coverageMode: 'warn',
    });
    await admin.create('/v1/approval-policies', {
      name: 'Vacation: the lead',
      activityTypeIds: [world.vacation.id],
      teamIds: [],
      steps: [{ approvers: 'team-leads', quorum: 'any' }],
    });
    await admin.create('/v1/holidays', { date: '2027-03-03', name: 'Town festival' });
    await admin.create('/v1/allowances', {
      userId: member.userId,
      activityTypeId: world.vacation.id,
      year: 2027,
      days: 25,
    });
  });
  after(() => rig.close());

  /** A vacation of the member from Monday to Friday around the holiday: two runs. */
  const request = async (week: { dateFrom: string; dateTo: string }) => {
    const runs = await member.create(
      '/v1/activity',
      activityInput(world, { activityTypeId: world.vacation.id, teamId: world.team.id, ...week }),
      200,
    );
    expect(runs).toHaveLength(2);
    return runs as { id: number }[];
  };
  const statuses = async (runs: { id: number }[]) =>
    Promise.all(runs.map(async ({ id }) => (await admin.get(`/v1/activity/${id}`)).body.statusId.name));

  it('shows a request’s runs together with the team’s coverage, and rejects them all with one click', async () => {
    const runs = await request({ dateFrom: '2027-03-01', dateTo: '2027-03-05' });
    const { context, page, problems } = await rig.signedIn(lead);
    await page.getByRole('link', { name: 'Approvals' }).click();
    const card = page.getByRole('article', { name: 'Mia Member: Vacation' });
    await card.waitFor();
    expect(await card.textContent()).toContain('1 – 2 Mar 2027, 4 – 5 Mar 2027');
    // What it asks for, and what the requester has left once it is approved (25 less these 4).
    await card.getByText('4 working days · 2027: 21 days left once approved').waitFor();
    await card.getByRole('table', { name: 'Team coverage on the days requested' }).waitFor();
    await expect(card.getByText('short').count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page, 'approvals');
    await screenshot(page, 'approvals');

    await card.getByLabel('Note').fill('Not in the release week, sorry.');
    await card.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('status').getByText('Rejected the request of Mia Member.').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await statuses(runs)).toEqual(['Rejected', 'Rejected']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('approves with the keyboard alone, and fits a 375 px wide screen', async () => {
    const runs = await request({ dateFrom: '2027-03-01', dateTo: '2027-03-05' });
    const { context, page, problems } = await rig.signedIn(lead, { width: 375, height: 800 });
    await tabTo(page, page.getByRole('link', { name: 'Approvals' }));
    await page.keyboard.press('Enter');
    const card = page.getByRole('article', { name: 'Mia Member: Vacation' });
    await card.waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await tabTo(page, card.getByLabel('Note'));
    await page.keyboard.type('Enjoy!');
    await tabTo(page, card.getByRole('button', { name: 'Approve' }));
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Approved the request of Mia Member.').waitFor();
    expect(await statuses(runs)).toEqual(['Approved', 'Approved']);
    expect(problems).toEqual([]);
    await context.close();
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { skipWithoutChromium } from '../testing/browser.js';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, fitsWidth, screenshot, WebAppRig } from '../testing/web-app.js';

/** The team calendar (D17), in Chromium: people × days, shading, entries named in text, short days. */
describe('web app: team calendar', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let world: ActivityWorld;
  let viewer: TenantClient;

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    const [ann, ben, cleo] = [
      await admin.withNewUser('member', { firstname: 'Ann', lastname: 'Arnold' }),
      await admin.withNewUser('member', { firstname: 'Ben', lastname: 'Brook' }),
      await admin.withNewUser('member', { firstname: 'Cleo', lastname: 'Cole' }),
    ];
    viewer = await admin.withNewUser('viewer', { firstname: 'Vic', lastname: 'Viewer' });
    world = await createActivityWorld(admin, [ann.userId, ben.userId, cleo.userId, viewer.userId]);
    await admin.put(`/v1/teams/${world.team.id}`, { minPresent: 4 });
    await admin.create('/v1/holidays', { date: '2027-03-03', name: 'Town festival' });
    const activity = async (who: TenantClient, typeId: number, dateFrom: string, dateTo: string, approve: boolean) => {
      const runs = await who.create(
        '/v1/activity',
        activityInput(world, { activityTypeId: typeId, dateFrom, dateTo }),
        200,
      );
      for (const run of approve ? runs : []) {
        await admin.put(`/v1/activity/${run.id}/status`, { statusId: world.approved.id });
      }
    };
    await activity(ann, world.vacation.id, '2027-03-01', '2027-03-05', true);
    await activity(ben, world.vacation.id, '2027-03-04', '2027-03-04', false);
    await activity(cleo, world.homeOffice.id, '2027-03-02', '2027-03-02', true);
    // D19: sick leave is private; the viewer sees an absence, not its type.
    const sick = await admin.create('/v1/activity-types', { name: 'Sick leave', private: true });
    await activity(cleo, sick.id, '2027-03-10', '2027-03-10', false);
  });
  after(() => rig.close());

  it('shows the team month by month: people as rows, entries by type in text, requests, holidays and short days', async () => {
    const { context, page, problems } = await rig.signedIn(viewer);
    await page.getByRole('link', { name: 'Team calendar' }).click();
    await page.getByLabel('Team').selectOption({ label: 'Platform' });
    const caption = page.locator('caption');
    for (let clicks = 0; clicks < 36 && (await caption.textContent()) !== 'Platform, March 2027'; clicks++) {
      const [year, month] = [2027, 3];
      const shown = new Date(`${(await caption.textContent())!.split(', ')[1]} 1 UTC`);
      const forward = shown.getUTCFullYear() * 12 + shown.getUTCMonth() < year * 12 + month - 1;
      await page.getByRole('button', { name: forward ? 'Next month' : 'Previous month' }).click();
      await caption.waitFor();
    }
    await expect(caption.textContent()).resolves.toBe('Platform, March 2027');
    const grid = page.getByRole('table', { name: 'Platform, March 2027' });
    const rows = grid.getByRole('rowheader');
    await expect(rows.allTextContents()).resolves.toEqual(['Ann Arnold', 'Ben Brook', 'Cleo Cole', 'Vic Viewer']);

    const cell = (person: string, day: number) =>
      grid
        .getByRole('row', { name: new RegExp(`^${person}`) })
        .getByRole('cell')
        .nth(day - 1);
    await expect(cell('Ann Arnold', 1).textContent()).resolves.toContain('Vacation');
    await expect(cell('Ann Arnold', 3).textContent()).resolves.toBe('');
    await expect(cell('Ben Brook', 4).textContent()).resolves.toContain('Vacation, requested');
    await expect(cell('Cleo Cole', 2).textContent()).resolves.toContain('Home office');
    await expect(cell('Cleo Cole', 10).textContent()).resolves.toContain('Absent');
    await expect(page.getByText('Sick leave').count()).resolves.toBe(0);
    await expect(cell('Ann Arnold', 6).getAttribute('class')).resolves.toBe('off');

    const header = (day: number) => grid.getByRole('columnheader').nth(day);
    await expect(header(3).textContent()).resolves.toContain('Town festival');
    // Ann away on the 1st, 2nd, 4th and 5th leaves 3 of 4 needed; Ben's request does not count yet.
    for (const day of [1, 2, 4, 5]) await expect(header(day).textContent()).resolves.toContain('short of people');
    await expect(header(8).textContent()).resolves.not.toContain('short of people');
    // What the marks mean, and the holiday by name, beside the grid.
    const legend = page.locator('.legend');
    for (const text of ['Vacation', 'Home office', 'Absent', 'requested, waiting for approval', 'weekend or holiday']) {
      await legend.getByText(text, { exact: true }).waitFor();
    }
    await legend.getByText('Holidays: 3 Mar 2027 Town festival').waitFor();
    // At 1280 px the whole month shows, its last day included, with nothing to scroll.
    const frame = page.getByRole('region', { name: 'March 2027' });
    await expect(frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).resolves.toBe(true);
    await expectAccessible(page, 'team calendar');
    await screenshot(page, 'calendar');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows every member of a team in a tenant of more than 500 users (more than a page of the user list)', async () => {
    for (let n = 0; n < 500; n += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          admin.create('/v1/users', {
            firstname: 'Filler',
            lastname: String(n + i),
            email: `filler-${n + i}@${admin.tenantId}.example`,
            role: 'viewer',
          }),
        ),
      );
    }
    const late = await admin.withNewUser('member', { firstname: 'Zed', lastname: 'Zimmer' });
    const team = await admin.create('/v1/teams', { name: 'Late joiners', memberIds: [late.userId] });
    const { context, page, problems } = await rig.signedIn(viewer);
    await page.goto(`${rig.base}/app/${admin.tenantId}/calendar?month=2027-03&team=${team.id}`);
    const grid = page.getByRole('table', { name: 'Late joiners, March 2027' });
    await grid.getByRole('rowheader', { name: 'Zed Zimmer' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 375 px wide screen, the month scrolling inside its frame', async () => {
    const { context, page } = await rig.signedIn(viewer, { width: 375, height: 800 });
    await page.goto(`${rig.base}/app/${admin.tenantId}/calendar?month=2027-03&team=${world.team.id}`);
    const grid = page.getByRole('table', { name: 'Platform, March 2027' });
    await grid.getByText('Vacation, requested').first().waitFor();
    // The page's own width, which texts read out but not shown made 1,028 px wide.
    await expect(
      page.evaluate('Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)'),
    ).resolves.toBeLessThanOrEqual(375);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'calendar-375');
    await context.close();
  });
});

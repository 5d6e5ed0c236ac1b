import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { skipWithoutChromium } from '../testing/browser.js';
import { type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, screenshot, tabTo, WebAppRig } from '../testing/web-app.js';

/** A Monday of this year's March, and the dates of that week: any run of the test sees this year. */
function weekOfThisYear() {
  const year = new Date().getUTCFullYear();
  const march = new Date(Date.UTC(year, 2, 8));
  const monday = new Date(march.getTime() - ((march.getUTCDay() + 6) % 7) * 86_400_000);
  const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { year, monday: day(0), wednesday: day(2), friday: day(4) };
}

/** My time off (D17), in Chromium: balances, the request form's preview, sending and cancelling. */
describe('web app: my time off', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let member: TenantClient;
  let world: ActivityWorld;
  const week = weekOfThisYear();

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    member = await admin.withNewUser('member', { firstname: 'Mia' });
    world = await createActivityWorld(admin, [member.userId]);
    await admin.create('/v1/holidays', { date: week.wednesday, name: 'Town festival' });
    await admin.create('/v1/allowances', {
      userId: member.userId,
      activityTypeId: world.vacation.id,
      year: week.year,
      days: 25,
    });
  });
  after(() => rig.close());

  it('previews a vacation over a holiday (its runs, working days, balance after), sends it, and cancels it', async () => {
    const { context, page, problems } = await rig.signedIn(member);
    await page.getByText('Vacation: 25 days left').waitFor();
    await expectAccessible(page, 'my time off');

    await page.getByRole('button', { name: 'Request time off' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Vacation' });
    await page.getByLabel('From').fill(week.monday);
    await page.getByLabel('To').fill(week.friday);
    await page.getByLabel('Description').fill('Spring break');
    const preview = page.getByRole('region', { name: 'This request' });
    await preview.getByText('4 working days').waitFor();
    await preview.getByText(`Balance after, ${week.year}: 21 days left`).waitFor();
    // Days as people read them, not as the API writes them.
    expect(await preview.textContent()).not.toContain(week.monday);
    await expectAccessible(page, 'request time off');
    await screenshot(page, 'time-off-request');

    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').getByText('Request sent.').waitFor();
    const rows = page.getByRole('row').filter({ hasText: 'Vacation' });
    await expect(rows.count()).resolves.toBe(2);
    await expect(rows.first().textContent()).resolves.toContain('Requested');
    // What is left already counts what waits for approval, and says so.
    await page.getByText('Vacation: 21 days left · 4 days requested, not yet approved').waitFor();
    await screenshot(page, 'time-off');

    await rows
      .first()
      .getByRole('button', { name: /^Cancel request/ })
      .click();
    await page.getByRole('status').getByText('Request cancelled.').waitFor();
    await rows.nth(1).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says in its own words when the range holds no working day, and asks nothing for half-typed dates', async () => {
    const { context, page } = await rig.signedIn(member);
    let previews = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/activity/preview')) previews++;
    });
    await page.getByRole('button', { name: 'Request time off' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Vacation' });
    await page.getByLabel('From').fill(week.wednesday);
    // Typed as a person types into Chromium's date field (month, day, then the year digit by digit):
    // 0002, 0020, 0202, 2027 are dates to the browser, not to a person.
    await tabTo(page, page.getByLabel('To'));
    const [year, month, day] = week.wednesday.split('-');
    for (const key of `${month}${day}${year}`) await page.keyboard.press(key, { delay: 150 });
    await expect(page.getByLabel('To').inputValue()).resolves.toBe(week.wednesday);
    await page
      .getByRole('alert')
      .getByText('These days hold no working day (weekends and holidays only): there is nothing to request.')
      .waitFor();
    expect(previews).toBe(1);
    expect(await page.getByRole('alert').textContent()).not.toContain('includeWeekends');
    await context.close();
  });

  it('shows the balance after in each year a request touches, and what it overlaps', async () => {
    const next = week.year + 1;
    await admin.create('/v1/allowances', {
      userId: member.userId,
      activityTypeId: world.vacation.id,
      year: next,
      days: 30,
    });
    const overlapped = (
      await member.create<any[]>(
        '/v1/activity',
        {
          activityTypeId: world.homeOffice.id,
          includeWeekends: false,
          description: 'Home',
          dateFrom: `${next}-01-04`,
          dateTo: `${next}-01-04`,
          timeFrom: '09:00',
          timeTo: '17:00',
        },
        200,
      )
    )[0];
    const { context, page, problems } = await rig.signedIn(member);
    await page.getByRole('button', { name: 'Request time off' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Vacation' });
    await page.getByLabel('From').fill(`${week.year}-12-28`);
    await page.getByLabel('To').fill(`${next}-01-08`);
    const preview = page.getByRole('region', { name: 'This request' });
    await preview.getByText(`Balance after, ${next}:`).waitFor();
    const text = (await preview.textContent())!;
    expect(text).toMatch(new RegExp(`Balance after, ${week.year}: \\d+ days left`));
    // 30 days, less the 6 working days of the new year (1 January is no holiday in this tenant).
    expect(text).toContain(`Balance after, ${next}: 24 days left`);
    const note = preview.getByRole('note');
    await note.getByText('It shares days with what you already have:').waitFor();
    await expect(note.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringContaining('Home office'),
    ]);
    expect(overlapped.id).toBeGreaterThan(0);
    await expectAccessible(page, 'request over the year end');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('web app: my time off, by keyboard alone', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let member: TenantClient;
  const week = weekOfThisYear();

  before(async () => {
    rig = await WebAppRig.start();
    const admin = await rig.service.newTenant();
    member = await admin.withNewUser('member', { firstname: 'Kai' });
    await createActivityWorld(admin, [member.userId]);
  });
  after(() => rig.close());

  it('requests time off with Tab, typing and Enter only', async () => {
    const { context, page, problems } = await rig.signedIn(member);
    await tabTo(page, page.getByRole('button', { name: 'Request time off' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Type'));
    await page.keyboard.type('Vacation');
    // Dates as a person types them into Chromium's date fields: month, day, year (its own
    // language decides the order, not the page's locale).
    const typed = (date: string) => {
      const [year, month, day] = date.split('-');
      return `${month}${day}${year}`;
    };
    await tabTo(page, page.getByLabel('From'));
    await page.keyboard.type(typed(week.monday));
    await tabTo(page, page.getByLabel('To'));
    await page.keyboard.type(typed(week.friday));
    await tabTo(page, page.getByLabel('Description'));
    await page.keyboard.type('Typed, not clicked');
    const values = await Promise.all(['Type', 'From', 'To'].map((label) => page.getByLabel(label).inputValue()));
    expect(values).toEqual([expect.stringMatching(/^\d+$/), week.monday, week.friday]);
    await page.getByRole('region', { name: 'This request' }).getByText('5 working days').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Send request' }));
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Request sent.').waitFor();
    const { items } = (await member.get(`/v1/activity?authorId=${member.userId}&from=${week.monday}`)).body;
    expect(items.map((activity: any) => [activity.dateFrom.slice(0, 10), activity.description])).toEqual([
      [week.monday, 'Typed, not clicked'],
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { skipWithoutChromium } from '../testing/browser.js';
import { type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import type { Page } from 'playwright-core';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, expectValue, fitsWidth, screenshot, tabTo, WebAppRig } from '../testing/web-app.js';

/**
 * A Monday of this year's March (`weeks` later), and the dates of that week: any run of the test
 * sees this year.
 */
function weekOfThisYear(weeks = 0) {
  const year = new Date().getUTCFullYear();
  const march = new Date(Date.UTC(year, 2, 8));
  const monday = new Date(march.getTime() - ((march.getUTCDay() + 6) % 7) * 86_400_000 + weeks * 7 * 86_400_000);
  const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { year, monday: day(0), tuesday: day(1), wednesday: day(2), friday: day(4) };
}

/** A date as en-GB writes it, as the app shows it: "31 Mar 2027". */
const said = (date: string) =>
  new Date(date).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** The figures of a type's row of the balances, as shown: allowance, carried over, approved, waiting, left. */
async function balanceOf(page: Page, type: string) {
  const row = page
    .getByRole('region', { name: /^Balances/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: type, exact: true }) });
  // allInnerTexts does not wait: the balances may still be loading.
  await row.getByRole('cell').last().waitFor();
  return row.getByRole('cell').allInnerTexts();
}

/** My requests' rows of a type. */
const requestRows = (page: Page, type: string) =>
  page.getByRole('region', { name: 'My requests' }).getByRole('row').filter({ hasText: type });

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
    await page.getByRole('rowheader', { name: 'Vacation' }).waitFor();
    await expect(balanceOf(page, 'Vacation')).resolves.toEqual(['25 days', 'None', '0 days', '0 days', '25 days']);
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
    const rows = requestRows(page, 'Vacation');
    await expect(rows.count()).resolves.toBe(2);
    await expect(rows.first().textContent()).resolves.toContain('Requested');
    // What is left already counts what waits for approval, which has its own column.
    await page.getByRole('cell', { name: '21 days', exact: true }).waitFor();
    await expect(balanceOf(page, 'Vacation')).resolves.toEqual(['25 days', 'None', '0 days', '4 days', '21 days']);
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
    await expectValue(page.getByLabel('To'), week.wednesday);
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
    // The types arrive after the form opens; a person types once they see them.
    await page.getByLabel('Type').locator('option', { hasText: 'Vacation' }).waitFor({ state: 'attached' });
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

/** D19 on My time off: part of a day by its share, overlaps named, carried days with their expiry. */
describe('web app: my time off, parts of days and carried days', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let world: ActivityWorld;
  const { year } = weekOfThisYear();

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    world = await createActivityWorld(admin, []);
  });
  after(() => rig.close());

  /** A member with `days` of vacation this year. */
  async function memberWith(firstname: string, days: number) {
    const member = await admin.withNewUser('member', { firstname });
    await admin.create('/v1/allowances', { userId: member.userId, activityTypeId: world.vacation.id, year, days });
    return member;
  }

  it('takes part of a day by its share of the working day, chosen with the keyboard', async () => {
    const member = await memberWith('Noor', 25);
    const week = weekOfThisYear(2);
    const { context, page, problems } = await rig.signedIn(member);
    await page.getByRole('button', { name: 'Request time off' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Vacation' });
    await page.getByLabel('From', { exact: true }).fill(week.tuesday);
    await page.getByLabel('To', { exact: true }).fill(week.tuesday);
    // Whole days until a person says otherwise; the times show only for part of a day.
    await expect(page.getByRole('radio', { name: 'Whole days' }).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('From time').count()).resolves.toBe(0);
    const preview = page.getByRole('region', { name: 'This request' });
    await preview.getByText(`Balance after, ${year}: 24 days left`).waitFor();

    // A radio group: Tab reaches the chosen one, an arrow key chooses the next.
    await tabTo(page, page.getByRole('radio', { name: 'Whole days' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Part of a day' }).isChecked()).resolves.toBe(true);
    await page.getByLabel('From time').fill('09:00');
    await page.getByLabel('To time').fill('15:00');
    // 6 of the default schedule's 8 hours: the server's share, not a rule of the app's.
    await preview.getByText(`Balance after, ${year}: 24.25 days left`).waitFor();
    await expect(preview.textContent()).resolves.toContain('takes 0.75 days');
    await expect(preview.textContent()).resolves.toContain('1 working day');
    await expectAccessible(page, 'request part of a day');
    await page.evaluate('document.activeElement.blur()');
    await screenshot(page, 'time-off-part-of-day-1280');

    // Times in the wrong order are said in words, and nothing is asked.
    await page.getByLabel('To time').fill('08:00');
    await preview.getByRole('alert').getByText('The end time must be after the start time.').waitFor();
    await page.getByLabel('To time').fill('15:00');
    await preview.getByText(`Balance after, ${year}: 24.25 days left`).waitFor();

    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').getByText('Request sent.').waitFor();
    await expect(requestRows(page, 'Vacation').first().textContent()).resolves.toContain(
      `${said(week.tuesday)}, 09:00–15:00`,
    );
    await page.getByRole('cell', { name: '24.25 days', exact: true }).waitFor();
    await expect(balanceOf(page, 'Vacation')).resolves.toEqual([
      '25 days',
      'None',
      '0 days',
      '0.75 days',
      '24.25 days',
    ]);
    const { items } = (await member.get(`/v1/activity?authorId=${member.userId}&from=${week.monday}`)).body;
    expect(items.map((activity: any) => [activity.timeFrom, activity.timeTo])).toEqual([['540', '900']]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits the form with part of a day on a 375 px wide screen', async () => {
    const member = await memberWith('Ola', 25);
    const week = weekOfThisYear(2);
    const { context, page, problems } = await rig.signedIn(member, { width: 375, height: 800 });
    await page.getByRole('button', { name: 'Request time off' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Vacation' });
    await page.getByLabel('From', { exact: true }).fill(week.monday);
    await page.getByLabel('To', { exact: true }).fill(week.tuesday);
    await page.getByRole('radio', { name: 'Part of a day' }).check();
    await page.getByLabel('From time').fill('13:00');
    await page.getByLabel('To time').fill('17:00');
    const preview = page.getByRole('region', { name: 'This request' });
    // Two afternoons of half the working day each.
    await preview.getByText(`Balance after, ${year}: 24 days left`).waitFor();
    await expect(preview.textContent()).resolves.toContain('takes 1 day');
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'request part of a day, 375 px');
    await page.evaluate('document.activeElement.blur()');
    await screenshot(page, 'time-off-part-of-day-375');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('names the requests a new one overlaps, and counts the days they share once', async () => {
    const member = await memberWith('Pia', 25);
    const week = weekOfThisYear(3);
    await member.create(
      '/v1/activity',
      {
        activityTypeId: world.vacation.id,
        includeWeekends: false,
        description: 'Long weekend',
        dateFrom: week.monday,
        dateTo: week.tuesday,
        timeFrom: '00:00',
        timeTo: '24:00',
      },
      200,
    );
    const { context, page, problems } = await rig.signedIn(member);
    await expect(balanceOf(page, 'Vacation')).resolves.toEqual(['25 days', 'None', '0 days', '2 days', '23 days']);
    await page.getByRole('button', { name: 'Request time off' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Vacation' });
    await page.getByLabel('From').fill(week.monday);
    await page.getByLabel('To').fill(week.friday);
    const preview = page.getByRole('region', { name: 'This request' });
    await preview.getByText('5 working days').waitFor();
    const note = preview.getByRole('note');
    // Named by type, days as people write them, and status.
    const named = await note.getByRole('listitem').allTextContents();
    expect(named).toEqual([expect.stringMatching(new RegExp(`^Vacation, \\d.* ${year} \\(Requested\\)$`))]);
    expect(named[0]).not.toContain(week.monday);
    await note.getByText('Days it shares with your other Vacation requests count once').waitFor();
    // Monday and Tuesday are requested already: the new request takes 3 more days, not 5.
    await expect(preview.textContent()).resolves.toContain('takes 3 days');
    await expect(preview.textContent()).resolves.toContain(`Balance after, ${year}: 20 days left`);
    await expectAccessible(page, 'request overlapping another');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows carried days in the balances and the preview, with the day they must be used by', async () => {
    const member = await admin.withNewUser('member', { firstname: 'Quinn' });
    const leave = await admin.create('/v1/activity-types', {
      name: 'Annual leave',
      approvable: true,
      color: '#2a7d4f',
    });
    const settings = await admin.put(`/v1/activity-types/${leave.id}`, {
      carryOver: { maxDays: 5, expiresOn: '03-31' },
    });
    expect(settings.status).toBe(200);
    for (const [of, days] of [
      [year - 1, 20],
      [year, 20],
      [year + 1, 25],
    ]) {
      await admin.create('/v1/allowances', { userId: member.userId, activityTypeId: leave.id, year: of, days });
    }
    // Beside it, a type without carry-over and a morning off waiting for approval next year.
    const next = weekOfThisYear(52 + 1);
    await admin.create('/v1/allowances', {
      userId: member.userId,
      activityTypeId: world.vacation.id,
      year: year + 1,
      days: 25,
    });
    await member.create(
      '/v1/activity',
      {
        activityTypeId: world.vacation.id,
        includeWeekends: false,
        description: 'Dentist',
        dateFrom: next.friday,
        dateTo: next.friday,
        timeFrom: '08:00',
        timeTo: '12:00',
      },
      200,
    );
    const { context, page, problems } = await rig.signedIn(member);
    // This year: 5 days came from last year, usable until 31 March; once that day has passed, unused, they expired.
    const expiry = `${year}-03-31`;
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    await page.getByRole('rowheader', { name: 'Annual leave' }).waitFor();
    await expect(balanceOf(page, 'Annual leave')).resolves.toEqual(
      today > expiry
        ? ['20 days', `5 days; 5 days expired on ${said(expiry)}`, '0 days', '0 days', '20 days']
        : ['20 days', `5 days, until ${said(expiry)}`, '0 days', '0 days', '25 days'],
    );

    // Next year: at most 5 of this year's days are carried over, until 31 March.
    await page.getByRole('button', { name: 'Next year' }).click();
    await page.getByRole('heading', { name: `Balances ${year + 1}` }).waitFor();
    await page.getByRole('cell', { name: '30 days', exact: true }).waitFor();
    await expect(balanceOf(page, 'Annual leave')).resolves.toEqual([
      '25 days',
      `5 days, until 31 Mar ${year + 1}`,
      '0 days',
      '0 days',
      '30 days',
    ]);
    await expect(balanceOf(page, 'Vacation')).resolves.toEqual(['25 days', 'None', '0 days', '0.5 days', '24.5 days']);
    expect(await page.textContent('main')).not.toContain(`${year + 1}-03-31`);
    await expectAccessible(page, 'balances with carried days');
    await screenshot(page, 'time-off-balances-1280');

    await page.getByRole('button', { name: 'Request time off' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Annual leave' });
    await page.getByLabel('From').fill(next.monday);
    await page.getByLabel('To').fill(next.tuesday);
    const preview = page.getByRole('region', { name: 'This request' });
    await preview.getByText(`Balance after, ${year + 1}: 28 days left`).waitFor();
    await expect(preview.textContent()).resolves.toContain(
      `takes 2 days · including 5 carried days, use by 31 Mar ${year + 1}`,
    );
    await context.close();

    const phone = await rig.signedIn(member, { width: 375, height: 800 });
    await phone.page.goto(`${rig.base}/app/${admin.tenantId}/time-off?year=${year + 1}`);
    await phone.page.getByText(`5 days, until 31 Mar ${year + 1}`).waitFor();
    expect(await fitsWidth(phone.page)).toBe(true);
    await expectAccessible(phone.page, 'balances with carried days, 375 px');
    await screenshot(phone.page, 'time-off-balances-375');
    expect([...problems, ...phone.problems]).toEqual([]);
    await phone.context.close();
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { APIResponse, Page } from 'playwright-core';
import { skipWithoutChromium } from '../testing/browser.js';
import { createIssueWorld, newIssue } from '../testing/fixtures.js';
import type { TenantClient } from '../testing/harness.js';
import {
  expectAccessible,
  expectValue,
  fitsWidth,
  screenshot,
  tabTo,
  waitUntil,
  WebAppRig,
} from '../testing/web-app.js';

/** The week every test reads: ISO week 9 of 2027, Monday 1 to Sunday 7 March, with a holiday on the Wednesday. */
const WEEK = '2027-W09';
const MONDAY = '2027-03-01';

/** The timesheet (D18) in Chromium: a week of issues and absences, cells typed into, totals, other people's weeks. */
describe('web app: timesheet', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let mia: TenantClient;
  let manager: TenantClient;
  let viewer: TenantClient;
  let work: { id: number };
  const issues: Record<'checkout' | 'credentials' | 'darkMode' | 'search', { id: number; name: string }> = {} as never;
  /** The label of an issue's row and cells: "#12 Checkout button does nothing in Safari". */
  const label = (issue: keyof typeof issues) => `#${issues[issue].id} ${issues[issue].name}`;

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    mia = await admin.withNewUser('member', { firstname: 'Mia', lastname: 'Meyer' });
    manager = await admin.withNewUser('manager', { firstname: 'Max', lastname: 'Mustermann' });
    viewer = await admin.withNewUser('viewer', { firstname: 'Vic', lastname: 'Viewer' });
    const world = await createIssueWorld(admin);
    for (const status of [
      { name: 'Requested', color: '#ffcc00' },
      { name: 'Approved', positiveFinal: true },
      { name: 'Rejected', negativeFinal: true },
    ]) {
      await admin.create('/v1/activity-statuses', status);
    }
    work = await admin.create('/v1/activity-types', { name: 'Work', workingHours: true, color: '#0b5cad' });
    const vacation = await admin.create('/v1/activity-types', { name: 'Vacation', approvable: true, color: '#ff8800' });
    await admin.create('/v1/holidays', { date: '2027-03-03', name: 'Town festival' });
    const named = {
      checkout: 'Checkout button does nothing in Safari',
      credentials: 'Rotate the database credentials',
      darkMode: 'Dark mode for the dashboard',
      search: 'Slow search on the issues list',
    } as const;
    for (const [key, name] of Object.entries(named)) {
      issues[key as keyof typeof issues] = await newIssue(admin, world, { name, assignedId: mia.userId });
    }
    const log = (issue: keyof typeof issues, date: string, minutes: number, description: string, start?: string) =>
      mia.create(`/issues/${issues[issue].id}/worklogs`, { date, minutes, description, ...(start ? { start } : {}) });
    await log('checkout', MONDAY, 120, 'Reproduced on Safari 17');
    await log('credentials', MONDAY, 240, 'Rotated the staging credentials', '11:00');
    await log('checkout', '2027-03-02', 60, 'Bisected the click handler');
    await log('checkout', '2027-03-02', 30, 'Code review', '10:00');
    await log('search', '2027-03-02', 300, 'Profiled the query plan', '10:30');
    await log('credentials', '2027-03-04', 180, 'Rotated production');
    const [friday] = await mia.create(
      '/v1/activity',
      {
        activityTypeId: vacation.id,
        includeWeekends: false,
        description: 'Long weekend',
        dateFrom: '2027-03-05',
        dateTo: '2027-03-05',
        timeFrom: '00:00',
        timeTo: '24:00',
      },
      200,
    );
    const approved = (await admin.get('/v1/activity-statuses')).body.find((s: any) => s.name === 'Approved');
    await admin.put(`/v1/activity/${friday.id}/status`, { statusId: approved.id });
  });
  after(() => rig.close());

  const open = async (client: TenantClient, query = `week=${WEEK}`, viewport?: { width: number; height: number }) => {
    const session = await rig.signedInAt(client, `timesheet?${query}`, viewport);
    await session.page.locator('table.timesheet').waitFor();
    return session;
  };
  /** The cell of an issue's row on a day, as its label names it ("Monday 1 March"). */
  const cell = (page: Page, issue: keyof typeof issues, day: string) =>
    page.getByRole('textbox', { name: `${label(issue)}, ${day}`, exact: true });
  /** Types `text` over what a cell shows and presses Enter. */
  const enter = async (input: ReturnType<typeof cell>, text: string) => {
    await input.fill(text);
    await input.press('Enter');
  };
  /** Mia's worklogs on an issue on a date, oldest first, as the API has them. */
  const stored = async (issue: keyof typeof issues, date: string) => {
    const { body } = await mia.get(`/v1/timesheets?userId=${mia.userId}&from=${date}&to=${date}`);
    return (body.days[0].entries as any[])
      .filter((entry) => entry.issueId?.id === issues[issue].id)
      .sort((a, b) => a.id - b.id)
      .map((entry) => ({ description: entry.description, minutes: entry.duration, from: Number(entry.timeFrom) }));
  };
  /** The texts of a footer row (Total, Expected, Balance): the seven days, then the week. */
  const footer = (page: Page, name: string) =>
    page
      .locator('tfoot tr')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .locator('td');
  /** Waits until a cell's save is done and it shows `value`, as the week read again has it. */
  const settled = (input: ReturnType<typeof cell>, value: string) =>
    waitUntil(async () => (await input.inputValue()) === value && (await input.getAttribute('aria-busy')) === 'false');

  it('shows the week: issues and absences by day, the holiday, totals against expected and the balance', async () => {
    const { context, page, problems } = await open(mia);
    await page.getByRole('heading', { name: 'Week 9, 1 – 7 Mar 2027' }).waitFor();
    const rows = page.locator('tbody').getByRole('rowheader');
    await expect(rows.allTextContents()).resolves.toEqual([
      label('checkout'),
      label('credentials'),
      label('search'),
      'Vacation',
    ]);
    await expectValue(cell(page, 'checkout', 'Monday 1 March'), '2 h');
    await expectValue(cell(page, 'checkout', 'Tuesday 2 March'), '1 h 30 min');
    await expectValue(cell(page, 'credentials', 'Monday 1 March'), '4 h');
    await expectValue(cell(page, 'search', 'Tuesday 2 March'), '5 h');
    // Absences are asked for in My time off: their row is read, not typed into.
    const vacation = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Vacation' }) });
    await expect(vacation.getByRole('textbox').count()).resolves.toBe(0);
    await expect(vacation.getByRole('cell').allTextContents()).resolves.toEqual(['', '', '', '', '8 h', '', '', '8 h']);
    const wednesday = page.getByRole('columnheader', { name: /Wed 3 Mar/ });
    await expect(wednesday.textContent()).resolves.toBe('Wed 3 MarTown festival');
    await expect(wednesday.getAttribute('class')).resolves.toBe('off');
    // Days with nothing expected and nothing done stay blank.
    await expect(footer(page, 'Total').allTextContents()).resolves.toEqual([
      '6 h',
      '6 h 30 min',
      '',
      '3 h',
      '8 h',
      '',
      '',
      '23 h 30 min',
    ]);
    await expect(footer(page, 'Expected').allTextContents()).resolves.toEqual([
      '8 h',
      '8 h',
      '',
      '8 h',
      '8 h',
      '',
      '',
      '32 h',
    ]);
    await expect(footer(page, 'Balance').allTextContents()).resolves.toEqual([
      '−2 h',
      '−1 h 30 min',
      '',
      '−5 h',
      '0 min',
      '',
      '',
      '−8 h 30 min',
    ]);
    await expectAccessible(page, 'timesheet');
    await screenshot(page, 'timesheet-1280');

    // Week by week, kept in the address.
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('heading', { name: 'Week 10, 8 – 14 Mar 2027' }).waitFor();
    expect(new URL(page.url()).searchParams.get('week')).toBe('2027-W10');
    await page.getByText('Nothing logged this week.').waitFor();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('heading', { name: 'Week 9, 1 – 7 Mar 2027' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes durations typed with the keyboard: Enter or leaving a cell saves, a new worklog follows the day’s work', async () => {
    const { context, page, problems } = await open(mia);
    const thursday = cell(page, 'checkout', 'Thursday 4 March');
    await tabTo(page, thursday, 80);
    await page.keyboard.type('1.5h');
    await page.keyboard.press('Enter');
    await settled(thursday, '1 h 30 min');
    // After the day's 3 hours from 09:00: from 12:00.
    await expect(stored('checkout', '2027-03-04')).resolves.toEqual([{ description: '', minutes: 90, from: 720 }]);

    // Down to the same day of the next row; typing over it and Tab away saves as well.
    await page.keyboard.press('ArrowDown');
    const below = cell(page, 'credentials', 'Thursday 4 March');
    await expect(below.evaluate((element) => element === element.ownerDocument.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2:45');
    await page.keyboard.press('Tab');
    await settled(below, '2 h 45 min');
    await expect(stored('credentials', '2027-03-04')).resolves.toEqual([
      { description: 'Rotated production', minutes: 165, from: 540 },
    ]);
    await footer(page, 'Total').nth(3).getByText('4 h 15 min', { exact: true }).waitFor();

    // A duration nobody can read is refused in words, tied to its cell; Escape puts the cell back.
    const wednesday = cell(page, 'checkout', 'Wednesday 3 March');
    await wednesday.focus();
    await page.keyboard.type('90');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .getByText(`${label('checkout')}, Wed 3 Mar: Write a duration such as 1h 30m, 1.5h, 90m or 1:30.`)
      .waitFor();
    await expect(wednesday.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await expectValue(wednesday, '');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await enter(wednesday, '25h');
    await page.getByRole('alert').getByText('A day holds at most 24 h.', { exact: false }).waitFor();
    await wednesday.press('Escape');
    await expect(stored('checkout', '2027-03-03')).resolves.toEqual([]);
    await expectAccessible(page, 'timesheet, typing');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('changes a cell of several worklogs by its newest, keeping the others, and deletes what an emptied cell held', async () => {
    const { context, page, problems } = await open(mia);
    const tuesday = cell(page, 'checkout', 'Tuesday 2 March');
    await enter(tuesday, '2h');
    await settled(tuesday, '2 h');
    await expect(stored('checkout', '2027-03-02')).resolves.toEqual([
      { description: 'Bisected the click handler', minutes: 60, from: 540 },
      { description: 'Code review', minutes: 60, from: 600 },
    ]);
    // Less time shortens the newest first: the review's hour is used up and deleted, the rest comes off the older one.
    await enter(tuesday, '45m');
    await settled(tuesday, '45 min');
    await expect(stored('checkout', '2027-03-02')).resolves.toEqual([
      { description: 'Bisected the click handler', minutes: 45, from: 540 },
    ]);

    const monday = cell(page, 'credentials', 'Monday 1 March');
    const [deleted] = (await mia.get(`/issues/${issues.credentials.id}/worklogs`)).body.items.filter((worklog: any) =>
      worklog.dateFrom.startsWith(MONDAY),
    );
    await enter(monday, '');
    await settled(monday, '');
    // An emptied cell shows what it will show before its save starts: wait for the store (15 s at most).
    await waitUntil(async () => (await stored('credentials', MONDAY)).length === 0);
    expect((await mia.get(`/v1/activity/${deleted.id}`)).body.deleted).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('adds an issue’s row, chosen by words of its name, and goes to its first day', async () => {
    const { context, page, problems } = await open(mia);
    await page.getByRole('button', { name: 'Add issue' }).click();
    const picker = page.getByRole('region', { name: 'Add an issue to the week' });
    // Before anything is typed: Mia's open issues.
    await picker.getByRole('button', { name: label('darkMode') }).waitFor();
    await picker.getByRole('textbox', { name: 'Issue' }).fill('dark');
    await picker.getByRole('button', { name: label('darkMode') }).click();
    const monday = cell(page, 'darkMode', 'Monday 1 March');
    await waitUntil(() => monday.evaluate((element) => element === element.ownerDocument.activeElement));
    await page.keyboard.type('1h 30m');
    await page.keyboard.press('Enter');
    await settled(monday, '1 h 30 min');
    await expect(stored('darkMode', MONDAY)).resolves.toEqual([{ description: '', minutes: 90, from: 540 + 120 }]);
    await expectAccessible(page, 'timesheet, a row added');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a cell changed elsewhere since the week was read, and reloads it', async () => {
    const { context, page } = await open(mia);
    // The week as read first is all the page gets, as if it were read just before the change.
    let first: APIResponse | undefined;
    const theWeek = /\/v1\/timesheets\?.*from=2027-03-01&to=2027-03-07/;
    await page.route(theWeek, async (route) => {
      first ??= await route.fetch();
      await route.fulfill({ response: first });
    });
    await page.reload();
    const monday = cell(page, 'checkout', 'Monday 1 March');
    await expectValue(monday, '2 h');
    const [worklog] = (await mia.get(`/issues/${issues.checkout.id}/worklogs`)).body.items.filter((each: any) =>
      each.dateFrom.startsWith(MONDAY),
    );
    await mia.put(`/v1/activity/${worklog.id}`, {
      activityTypeId: worklog.activityTypeId.id,
      projectId: worklog.projectId.id,
      issueId: worklog.issueId.id,
      includeWeekends: true,
      description: worklog.description,
      dateFrom: MONDAY,
      dateTo: MONDAY,
      timeFrom: '09:00',
      timeTo: '12:00',
    });
    await enter(monday, '1h');
    await page
      .getByRole('alert')
      .getByText('This cell was changed since the week was read; reload it and type again.', { exact: false })
      .waitFor();
    await expect(stored('checkout', MONDAY)).resolves.toEqual([
      { description: 'Reproduced on Safari 17', minutes: 180, from: 540 },
    ]);
    await monday.press('Escape');
    // A cell shown empty that got a worklog meanwhile is refused too: typing into it would add, not set, its time.
    const saturday = cell(page, 'checkout', 'Saturday 6 March');
    await mia.create(`/issues/${issues.checkout.id}/worklogs`, { date: '2027-03-06', minutes: 30 });
    await enter(saturday, '1h');
    await page
      .getByRole('alert')
      .getByText('This cell was changed since the week was read', { exact: false })
      .waitFor();
    await expect(stored('checkout', '2027-03-06')).resolves.toEqual([{ description: '', minutes: 30, from: 540 }]);

    await page.unroute(theWeek);
    await page.getByRole('button', { name: 'Reload' }).click();
    await settled(monday, '3 h');
    await settled(saturday, '30 min');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await context.close();
  });

  it('lets a manager read someone’s week and change or clear their entries, but not add any', async () => {
    const { context, page, problems } = await open(manager);
    await page.getByLabel('Person').selectOption({ label: 'Mia Meyer' });
    await page.getByText('Mia Meyer logs their own time: you can change or clear their entries here').waitFor();
    expect(new URL(page.url()).searchParams.get('user')).toBe(String(mia.userId));
    const search = cell(page, 'search', 'Tuesday 2 March');
    await expectValue(search, '5 h');
    // Only cells holding worklogs take a duration: the API creates a worklog as its caller's only.
    await expect(
      page.getByRole('textbox', { name: `${label('search')}, Monday 1 March`, exact: true }).count(),
    ).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Add issue' }).count()).resolves.toBe(0);
    await enter(search, '4h 30m');
    await settled(search, '4 h 30 min');
    const [changed] = (await mia.get(`/issues/${issues.search.id}/worklogs`)).body.items;
    expect({ author: changed.author.id, minutes: changed.duration, description: changed.description }).toEqual({
      author: mia.userId,
      minutes: 270,
      description: 'Profiled the query plan',
    });
    await expectAccessible(page, 'timesheet of someone else');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows as text what a typed duration cannot change: work over several days, on no issue, or waiting for approval', async () => {
    const overtime = await admin.create('/v1/activity-types', {
      name: 'Overtime',
      workingHours: true,
      approvable: true,
    });
    const activity = (body: Record<string, unknown>) =>
      mia.create('/v1/activity', { includeWeekends: false, description: '', ...body }, 200);
    const [mon, tue, wed, thu] = ['2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18'];
    await activity({
      activityTypeId: work.id,
      issueId: issues.checkout.id,
      dateFrom: mon,
      dateTo: tue,
      timeFrom: '09:00',
      timeTo: '11:00',
    });
    await activity({ activityTypeId: work.id, dateFrom: wed, dateTo: wed, timeFrom: '13:00', timeTo: '15:00' });
    await activity({
      activityTypeId: overtime.id,
      issueId: issues.search.id,
      dateFrom: thu,
      dateTo: thu,
      timeFrom: '18:00',
      timeTo: '19:00',
    });
    const { context, page, problems } = await open(mia, 'week=2027-W11');
    const row = (name: string) =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    const cells = async (locator: ReturnType<typeof row>) => locator.getByRole('cell').allTextContents();
    expect(await cells(row(label('checkout')))).toEqual(['2 h', '2 h', '', '', '', '', '', '4 h']);
    await expect(row(label('checkout')).getByRole('textbox').count()).resolves.toBe(5);
    expect(await cells(row('Other working time'))).toEqual(['', '', '2 h', '', '', '', '', '2 h']);
    await expect(row('Other working time').getByRole('textbox').count()).resolves.toBe(0);
    // A request of overtime is not worked time until approved: shown, not counted.
    expect((await cells(row(label('search'))))[3]).toBe(' (1 h waiting for approval)');
    await expect(row(label('search')).getByRole('textbox').count()).resolves.toBe(6);
    expect(await footer(page, 'Total').allTextContents()).toEqual(['2 h', '2 h', '2 h', '', '', '', '', '6 h']);
    await expectAccessible(page, 'timesheet, cells read only');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows viewers their week to read, and members only their own whatever the address asks', async () => {
    const asViewer = await open(viewer);
    await asViewer.page.locator('caption').getByText('Timesheet of Vic Viewer').waitFor();
    await expect(asViewer.page.getByRole('textbox').count()).resolves.toBe(0);
    await expect(asViewer.page.getByRole('button', { name: 'Add issue' }).count()).resolves.toBe(0);
    await expect(asViewer.page.getByLabel('Person').count()).resolves.toBe(0);
    await asViewer.context.close();

    const other = await admin.withNewUser('member', { firstname: 'Ola', lastname: 'Olsen' });
    const asMember = await open(other, `week=${WEEK}&user=${mia.userId}`);
    await asMember.page.locator('caption').getByText('Timesheet of Ola Olsen').waitFor();
    await expect(asMember.page.getByText('Checkout button').count()).resolves.toBe(0);
    await asMember.context.close();
  });

  it('fits a 375 px wide screen: the week scrolls inside its frame, the row names stay in sight', async () => {
    const { context, page } = await open(mia, `week=${WEEK}`, { width: 375, height: 800 });
    await cell(page, 'search', 'Tuesday 2 March').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    const frame = page.getByRole('region', { name: 'Week 9, 1 – 7 Mar 2027' });
    await expect(frame.evaluate((element) => element.scrollWidth > element.clientWidth)).resolves.toBe(true);
    await screenshot(page, 'timesheet-375');
    await frame.evaluate((element) => element.scrollTo({ left: 200 }));
    const name = page.locator('tbody').getByRole('rowheader').first();
    await expect(name.evaluate((element) => element.getBoundingClientRect().left)).resolves.toBeLessThan(20);
    await context.close();
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { skipWithoutChromium } from '../testing/browser.js';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
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

/** A day `days` before today (UTC), as the API writes dates. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** A date as en-GB writes it, as the app shows it: "1 Mar 2027". */
const said = (date: string) => new Date(date).toLocaleDateString('en-GB', { timeZone: 'UTC', dateStyle: 'medium' });

/** Time on an issue (D18) in Chromium: `Log time`, the worklogs, the logged total, and the timer in the header. */
describe('web app: time on an issue', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let mia: TenantClient;
  let alan: TenantClient;
  let viewer: TenantClient;
  let world: IssueWorld;
  let checkout: { id: number; name: string };
  let credentials: { id: number; name: string };
  /** Minutes logged on the checkout issue itself before the tests log more. */
  let ownBefore = 0;
  const CHILDREN = 120;

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    mia = await admin.withNewUser('member', { firstname: 'Mia', lastname: 'Meyer' });
    alan = await admin.withNewUser('member', { firstname: 'Alan', lastname: 'Turing' });
    viewer = await admin.withNewUser('viewer', { firstname: 'Vic', lastname: 'Viewer' });
    world = await createIssueWorld(admin);
    for (const status of [
      { name: 'Approved', positiveFinal: true },
      { name: 'Rejected', negativeFinal: true },
    ]) {
      await admin.create('/v1/activity-statuses', status);
    }
    await admin.create('/v1/activity-types', { name: 'Work', workingHours: true, color: '#0b5cad' });
    checkout = await newIssue(admin, world, {
      name: 'Checkout button does nothing in Safari',
      estimated: 32 * 60,
      assignedId: mia.userId,
    });
    credentials = await newIssue(admin, world, { name: 'Rotate the database credentials', assignedId: mia.userId });
    const child = await newIssue(admin, world, { name: 'Reproduce on Safari 17', parentId: checkout.id });
    await alan.create(`/issues/${child.id}/worklogs`, {
      date: daysAgo(9),
      minutes: CHILDREN,
      description: 'Set up a Mac',
    });
    // 21 worklogs: one more than a page.
    const texts = ['Read the console logs', 'Paired on the click handler', 'Tried the polyfill', 'Code review'];
    for (let day = 21; day >= 1; day--) {
      const [who, minutes] = day % 2 === 0 ? [alan, 30 + (day % 4) * 15] : [mia, 45 + (day % 3) * 15];
      await who.create(`/issues/${checkout.id}/worklogs`, {
        date: daysAgo(day),
        minutes,
        description: texts[day % texts.length],
      });
      ownBefore += minutes;
    }
  });
  after(() => rig.close());

  const open = async (client: TenantClient, id: number, viewport?: { width: number; height: number }) => {
    const session = await rig.signedInAt(client, `issues/${id}`, viewport);
    await session.page.getByRole('heading', { level: 1 }).waitFor();
    return session;
  };
  const duration = (minutes: number) =>
    minutes % 60 === 0
      ? `${minutes / 60} h`
      : minutes < 60
        ? `${minutes} min`
        : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  /** The minutes logged on the checkout issue itself, as the API has them. */
  const logged = async () => (await mia.get(`/issues/${checkout.id}`)).body.logged as number;
  const loggedShown = (page: Page) => page.getByRole('group', { name: 'Logged', exact: true });
  const worklogRows = (page: Page) => page.getByRole('region', { name: 'Time logged' }).locator('tbody tr');

  it('shows the worklogs newest first a page at a time, and the time logged beside the estimate', async () => {
    const { context, page, problems } = await open(mia, checkout.id);
    const total = await logged();
    expect(total).toBe(ownBefore);
    await loggedShown(page)
      .getByText(`${duration(total + CHILDREN)}: ${duration(total)} here, 2 h in sub-issues`, { exact: true })
      .waitFor();
    // Beside the estimate: the field before it.
    const fields = await page.getByRole('region', { name: 'Fields' }).getByRole('group').allTextContents();
    expect(fields[fields.findIndex((text) => text.startsWith('Logged')) - 1]).toMatch(/^Estimate32 h/);
    // A page of 20, the rest behind "Load more".
    await worklogRows(page).nth(19).waitFor();
    await expect(worklogRows(page).count()).resolves.toBe(20);
    const first = worklogRows(page).first().getByRole('cell');
    await expect(first.allInnerTexts()).resolves.toEqual([
      said(daysAgo(1)),
      'Mia Meyer',
      duration(45 + 15),
      'Paired on the click handler',
    ]);
    await page.getByRole('region', { name: 'Time logged' }).getByRole('button', { name: 'Load more' }).click();
    await worklogRows(page).nth(20).waitFor();
    await expect(worklogRows(page).last().getByRole('cell').first().textContent()).resolves.toBe(said(daysAgo(21)));
    await expectAccessible(page, 'issue with worklogs');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logs time typed as 1h 30m, 1.5h, 90m or 1:30, and refuses any other way in words', async () => {
    const { context, page, problems } = await open(mia, checkout.id);
    const form = page.getByRole('form', { name: 'Log time' });
    const before = await logged();
    await form.getByLabel('Date').fill(daysAgo(0));
    for (const [typed, text] of [
      ['1h 30m', 'Fixed the click handler'],
      ['1.5h', 'Wrote the regression test'],
      ['90m', ''],
      ['1:30', 'Released the fix'],
    ] as const) {
      await form.getByLabel('Duration').fill(typed);
      await form.getByLabel('Description').fill(text);
      await form.getByRole('button', { name: 'Log time' }).click();
      await form
        .getByRole('status')
        .getByText(`Logged 1 h 30 min on ${said(daysAgo(0))}.`)
        .waitFor();
      await expectValue(form.getByLabel('Duration'), '');
      await worklogRows(page)
        .first()
        .getByRole('cell', { name: text || undefined })
        .first()
        .waitFor();
    }
    const newest = (await mia.get(`/issues/${checkout.id}/worklogs?limit=4`)).body.items;
    expect(newest.map((worklog: any) => [worklog.duration, worklog.description])).toEqual([
      [90, 'Released the fix'],
      [90, ''],
      [90, 'Wrote the regression test'],
      [90, 'Fixed the click handler'],
    ]);
    expect(await logged()).toBe(before + 360);
    await loggedShown(page)
      .getByText(`${duration(before + 360 + CHILDREN)}:`, { exact: false })
      .waitFor();
    await expect(worklogRows(page).first().getByRole('cell').allInnerTexts()).resolves.toEqual([
      said(daysAgo(0)),
      'Mia Meyer',
      '1 h 30 min',
      'Released the fix',
    ]);
    await screenshot(page, 'issue-time-1280');

    for (const [typed, message] of [
      ['90', 'Write a duration such as 1h 30m, 1.5h, 90m or 1:30.'],
      ['half an hour', 'Write a duration such as 1h 30m, 1.5h, 90m or 1:30.'],
      ['0m', 'Log at least one minute.'],
      ['25h', 'A day holds at most 24 h.'],
    ]) {
      await form.getByLabel('Duration').fill(typed!);
      await form.getByRole('button', { name: 'Log time' }).click();
      await form.getByRole('alert').getByText(message!, { exact: true }).waitFor();
    }
    expect(await logged()).toBe(before + 360);
    await expectAccessible(page, 'log time');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logs time with the keyboard alone: Tab to the fields, Enter sends', async () => {
    const { context, page } = await open(mia, credentials.id);
    const form = page.getByRole('form', { name: 'Log time' });
    await tabTo(page, form.getByLabel('Duration'), 120);
    await page.keyboard.type('45m');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Rotated the staging keys');
    await page.keyboard.press('Enter');
    await worklogRows(page).first().getByRole('cell', { name: 'Rotated the staging keys' }).waitFor();
    expect((await mia.get(`/issues/${credentials.id}`)).body.logged).toBe(45);
    await context.close();
  });

  it('starts the timer on the issue shown, ticks, and on stop shows the new worklog on the page', async () => {
    const { context, page, problems } = await open(mia, checkout.id);
    const timer = page.getByRole('group', { name: 'Timer' });
    await timer.getByRole('button', { name: 'Start timer' }).click();
    const clock = timer.getByRole('timer');
    await clock.waitFor();
    await timer.getByRole('link', { name: `#${checkout.id} ${checkout.name}` }).waitFor();
    const shown = await clock.textContent();
    expect(shown).toMatch(/^Running for 0:00:0\d$/);
    await waitUntil(async () => (await clock.textContent()) !== shown);

    // The timer began an hour and a half ago: its start is the store's clock.
    await rig.service.db.write(admin.tenantId, (sql) =>
      sql.query(`UPDATE timers SET started_at = now() - interval '90 minutes' WHERE user_id = $1`, [mia.userId]),
    );
    await page.reload();
    await clock.getByText(/1:30:\d\d$/).waitFor();
    await expectAccessible(page, 'timer running');
    await screenshot(page, 'timer-1280', { fullPage: false });
    const before = await logged();
    await timer.getByRole('button', { name: 'Stop timer' }).click();
    await timer.getByText(`Logged 1 h 30 min on #${checkout.id}.`).waitFor();
    await timer.getByRole('button', { name: 'Start timer' }).waitFor();
    // The page shows the new worklog and the new total without being read again by hand.
    await loggedShown(page)
      .getByText(`${duration(before + 90 + CHILDREN)}:`, { exact: false })
      .waitFor();
    await worklogRows(page).first().getByRole('cell', { name: 'Mia Meyer' }).waitFor();
    expect(await logged()).toBe(before + 90);
    expect((await mia.get('/v1/me/timer')).status).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('elsewhere, asks which issue to time: the person’s open issues, or found by words of its name', async () => {
    const { context, page, problems } = await rig.signedIn(mia);
    const timer = page.getByRole('group', { name: 'Timer' });
    await timer.getByRole('button', { name: 'Start timer' }).click();
    const picker = page.getByRole('region', { name: 'Start the timer on' });
    await picker.getByRole('button', { name: `#${checkout.id} ${checkout.name}` }).waitFor();
    await expectAccessible(page, 'choosing the timer’s issue');
    await picker.getByRole('textbox', { name: 'Issue' }).fill('rotate');
    await picker.getByRole('button', { name: `#${credentials.id} ${credentials.name}` }).click();
    await timer.getByRole('link', { name: `#${credentials.id} ${credentials.name}` }).waitFor();
    await expect(picker.count()).resolves.toBe(0);
    expect((await mia.get('/v1/me/timer')).body.issue).toEqual({ id: credentials.id, name: credentials.name });
    // By its number, too; Escape closes the choice.
    await timer.getByRole('button', { name: 'Stop timer' }).click();
    await timer.getByText('Under a minute: nothing was logged.').waitFor();
    await timer.getByRole('button', { name: 'Start timer' }).click();
    await picker.getByRole('textbox', { name: 'Issue' }).fill(`#${checkout.id}`);
    // The open issues offered first give way to the one of that number.
    await waitUntil(async () => (await picker.getByRole('list').getByRole('button').count()) === 1);
    await picker.getByRole('button', { name: `#${checkout.id} ${checkout.name}` }).waitFor();
    await page.keyboard.press('Escape');
    await expect(picker.count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets a timer whose issue turned invisible be discarded', async () => {
    const secret = await newIssue(admin, world, { name: 'Security audit', private: true, assignedId: mia.userId });
    await mia.create('/v1/me/timer', { issueId: secret.id });
    await admin.put(`/issues/${secret.id}`, { assignedId: alan.userId });
    const { context, page, problems } = await rig.signedIn(mia);
    const timer = page.getByRole('group', { name: 'Timer' });
    await timer.getByText('Timer on an issue you can no longer see').waitFor();
    await expect(timer.getByRole('button', { name: 'Stop timer' }).count()).resolves.toBe(0);
    await timer.getByRole('button', { name: 'Discard timer' }).click();
    await timer.getByRole('button', { name: 'Start timer' }).waitFor();
    expect((await mia.get('/v1/me/timer')).status).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows viewers the time logged, without Log time or a timer', async () => {
    const { context, page } = await open(viewer, checkout.id);
    await worklogRows(page).first().waitFor();
    await expect(page.getByRole('form', { name: 'Log time' }).count()).resolves.toBe(0);
    await expect(page.getByRole('group', { name: 'Timer' }).count()).resolves.toBe(0);
    await expectAccessible(page, 'issue time, viewer');
    await context.close();
  });

  it('fits a 375 px wide screen, the running timer in the header', async () => {
    await mia.create('/v1/me/timer', { issueId: checkout.id });
    const { context, page } = await open(mia, checkout.id, { width: 375, height: 800 });
    await page.getByRole('group', { name: 'Timer' }).getByRole('timer').waitFor();
    await worklogRows(page).first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    // The page is long: its top (the header's timer, the time logged beside the estimate), then its worklogs.
    await screenshot(page, 'issue-time-375', { fullPage: false });
    await page.getByRole('heading', { name: 'Time logged' }).evaluate((heading) => heading.scrollIntoView());
    await screenshot(page, 'worklogs-375', { fullPage: false });
    await mia.delete('/v1/me/timer');
    await context.close();
  });
});

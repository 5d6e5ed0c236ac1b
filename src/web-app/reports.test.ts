import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { skipWithoutChromium } from '../testing/browser.js';
import { createIssueWorld, newIssue } from '../testing/fixtures.js';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, expectValue, fitsWidth, screenshot, WebAppRig } from '../testing/web-app.js';

const YEAR = new Date().getUTCFullYear();

/** Waits until `holds` is true, for at most 10 s. */
async function waitFor(holds: () => boolean) {
  for (const deadline = Date.now() + 10_000; !holds(); await sleep(50)) {
    if (Date.now() > deadline) throw new Error('waited 10 s in vain');
  }
}
/** The first two weeks of this year's March: ten working days, whatever the year. */
const MARCH = `${YEAR}-03`;
/** This year's March's working days (Monday to Friday). */
const MARCH_WORKDAYS = Array.from({ length: 31 }, (_, n) => new Date(Date.UTC(YEAR, 2, 1 + n)))
  .filter((day) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6)
  .map((day) => day.toISOString().slice(0, 10));
/** The first ten are logged; the next two Grace takes off, the one after Alan is ill. */
const WORKDAYS = MARCH_WORKDAYS.slice(0, 10);
const [VACATION_FROM, VACATION_TO, ILL] = MARCH_WORKDAYS.slice(10, 13) as [string, string, string];
/** The month as the report's heading writes it (en-GB puts spaces around the dash of a range). */
const MARCH_SAID = `1\\s*–\\s*31 Mar ${YEAR}`;
const IN_MARCH = `from=${MARCH}-01&to=${MARCH}-31`;

const CHECKOUT = [
  'Traced the click handler into the payment SDK',
  'Compared the flow in Chrome and Safari',
  'Release notes',
];
const POPUP = ['Open the payment window inside the handler', 'Fallback page for blocked pop-ups', 'Unit tests'];
const CREDENTIALS = ['Inventory of the database users', 'Rotated the staging credentials', 'Runbook'];
const DARK_MODE = ['Dark palette for charts and tables', 'Settings switch', 'Contrast of disabled buttons'];

/** "7 h 30 min", as the report writes minutes. */
const said = (minutes: number) => {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

/** The report's requests for the time report (or the absences), as the page sends them. */
function reportRequests(page: Page, path = '/v1/reports/time'): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/** The rows of the report's table as their cells' texts (the row's heading first). */
async function tableRows(page: Page) {
  const table = page.getByRole('table');
  await table.waitFor();
  const rows = await table.locator('tbody tr').all();
  return Promise.all(rows.map((row) => row.locator('th, td').allInnerTexts())).then((all) =>
    all.map((cells) => cells.map((cell) => cell.trim())),
  );
}
const totalRow = async (page: Page) =>
  (await page.getByRole('table').locator('tfoot tr').locator('th, td').allInnerTexts()).map((cell) => cell.trim());

/** Whether the chart's canvas holds pixels that are not blank: Chart.js drew it. */
const CHART_DRAWN = `(() => {
  const canvas = document.querySelector('.chart canvas');
  const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
  return pixels?.some((value) => value !== 0) ?? false;
})()`;

/** Reports (D18), in Chromium: filters, groups, the table and its total, the chart, downloads, absences. */
describe('web app: reports', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let grace: TenantClient;
  let alan: TenantClient;
  /** Minutes each person logged, by first name. */
  const logged: Record<string, number> = { Ada: 0, Grace: 0, Alan: 0 };

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    expect((await admin.put(`/v1/users/${admin.userId}`, { lastname: 'Lovelace' })).status).toBe(200);
    grace = await admin.withNewUser('manager', { firstname: 'Grace', lastname: 'Hopper' });
    alan = await admin.withNewUser('member', { firstname: 'Alan', lastname: 'Turing' });
    const world = await createIssueWorld(admin);
    const create = (path: string, body: unknown) => admin.create(`/v1/${path}`, body);
    // Work first: worklogs take the first type for working hours that needs no approval.
    await create('activity-types', { name: 'Work', workingHours: true, color: '#64748b' });
    const vacation = await create('activity-types', { name: 'Vacation', approvable: true, color: '#f97316' });
    const sick = await create('activity-types', { name: 'Sick leave', private: true, color: '#a855f7' });
    await create('activity-statuses', { name: 'Requested' });
    const approved = await create('activity-statuses', { name: 'Approved', positiveFinal: true });
    await create('activity-statuses', { name: 'Rejected', negativeFinal: true });
    const team = await create('teams', { name: 'Platform', memberIds: [admin.userId, grace.userId, alan.userId] });
    await create('teams', { name: 'Design', memberIds: [admin.userId] });
    for (const person of [admin, grace, alan]) {
      await create('allowances', { userId: person.userId, activityTypeId: vacation.id, year: YEAR, days: 30 });
    }

    const issue = (name: string, projectId = world.project.id) => newIssue(admin, world, { name, projectId });
    const checkout = await issue('Checkout button does nothing in Safari');
    const popup = await issue('Handle the blocked pop-up in the click handler');
    const credentials = await issue('Rotate the database credentials');
    const darkMode = await issue('Dark mode for the dashboard', world.otherProject.id);
    const says = (texts: string[], day: number) => texts[day % texts.length]!;
    const plan: [TenantClient, string, { id: number }, string, string, number, string][] = [];
    WORKDAYS.forEach((date, day) => {
      plan.push(
        [alan, 'Alan', checkout, date, '09:00', 150 + 30 * (day % 3), says(CHECKOUT, day)],
        [alan, 'Alan', popup, date, '13:00', 240 - 30 * (day % 2), says(POPUP, day)],
        [grace, 'Grace', credentials, date, '09:00', 120 + 60 * (day % 2), says(CREDENTIALS, day)],
        [admin, 'Ada', darkMode, date, '10:00', 90 + 45 * (day % 4), says(DARK_MODE, day)],
      );
    });
    for (const [client, name, on, date, start, minutes, description] of plan) {
      logged[name]! += minutes;
      const worklog = await client.post(`/issues/${on.id}/worklogs`, { date, start, minutes, description });
      expect(worklog.status).toBe(201);
    }
    // Grace takes two days off, approved; Alan is ill for a day.
    const [off] = (
      await grace.post('/v1/activity', {
        activityTypeId: vacation.id,
        teamId: team.id,
        includeWeekends: false,
        description: 'Family visit',
        dateFrom: VACATION_FROM,
        dateTo: VACATION_TO,
        timeFrom: '00:00',
        timeTo: '24:00',
      })
    ).body;
    expect((await admin.put(`/v1/activity/${off.id}/status`, { statusId: approved.id })).status).toBe(200);
    const ill = await alan.post('/v1/activity', {
      activityTypeId: sick.id,
      includeWeekends: false,
      description: '',
      dateFrom: ILL,
      dateTo: ILL,
      timeFrom: '00:00',
      timeTo: '24:00',
    });
    expect(ill.status).toBe(200);
  });
  after(() => rig.close());

  const reports = (page: Page, query = '') => page.goto(`${rig.base}/app/${admin.tenantId}/reports${query}`);

  it('reports the month by person: table, total, a chart; then by person and week, in decimal hours', async () => {
    const { context, page, problems } = await rig.signedIn(grace);
    const asked = reportRequests(page);
    const charts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/BarChart-/.test(request.url())) charts.push(request.url());
    });
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    // This month: nothing logged yet in the test's tenant (its time is in March) unless it is March.
    if (new Date().getUTCMonth() !== 2) await page.getByText('No time recorded in this period.').waitFor();
    expect(charts).toEqual([]);

    await reports(page, `?${IN_MARCH}&work=1`);
    await page.getByRole('heading', { name: new RegExp(`^Time of everyone, ${MARCH_SAID}, by person$`) }).waitFor();
    expect(await tableRows(page)).toEqual([
      ['Grace Hopper', said(logged.Grace!), expect.stringMatching(/ days?$/)],
      ['Ada Lovelace', said(logged.Ada!), expect.stringMatching(/ days?$/)],
      ['Alan Turing', said(logged.Alan!), expect.stringMatching(/ days?$/)],
    ]);
    const all = logged.Grace! + logged.Ada! + logged.Alan!;
    expect((await totalRow(page)).slice(0, 2)).toEqual(['Total', said(all)]);
    const chart = page.getByRole('img', { name: /^Bar chart of the hours by person/ });
    await chart.waitFor();
    // Drawn: the canvas holds pixels that are not blank.
    await page.waitForFunction(CHART_DRAWN);
    expect(charts).toHaveLength(1);
    expect(new URL(asked.at(-1)!.url()).searchParams.get('workingHours')).toBe('true');
    await expectAccessible(page, 'reports');
    await screenshot(page, 'reports-1280');

    // Then by week: two group columns, the weeks as people say them.
    await page.getByLabel('Then by').selectOption({ label: 'Week' });
    await page.getByRole('heading', { name: /by person and week$/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('by')).toBe('user,week');
    const byWeek = await tableRows(page);
    expect(byWeek[0]).toEqual([
      'Grace Hopper',
      expect.stringMatching(/^Week \d+ · \d+\s*–\s*\d+ Mar \d{4}$/),
      expect.any(String),
      expect.any(String),
    ]);
    // The choice lives in the address: the radio is ticked once the address says so.
    await page.getByRole('radio', { name: '7.50 h' }).click();
    await page.getByRole('radio', { name: '7.50 h', checked: true }).waitFor();
    await page
      .getByRole('table')
      .getByText(/\d+\.\d\d h$/)
      .first()
      .waitFor();
    expect((await totalRow(page))[1]).toBe(`${(all / 60).toFixed(2)} h`);
    await expectAccessible(page, 'reports by person and week');

    // By day, then by person: bars along the month, stacked by person, with a legend.
    await page.getByLabel('Group by').selectOption({ label: 'Day' });
    await page.getByLabel('Then by').selectOption({ label: 'Person' });
    await page.getByRole('img', { name: /^Bar chart of the hours by day/ }).waitFor();
    await page.getByRole('heading', { name: /by day and person$/ }).waitFor();
    await page.waitForFunction(CHART_DRAWN);
    await screenshot(page, 'reports-by-day-1280');
    expect(problems).toEqual([]);
    await context.close();

    const phone = await rig.signedIn(grace, { width: 375, height: 800 });
    await reports(phone.page, `?${IN_MARCH}&work=1&by=project,user`);
    await phone.page.getByRole('img', { name: /^Bar chart of the hours by project/ }).waitFor();
    await phone.page.getByRole('table').waitFor();
    expect(await fitsWidth(phone.page)).toBe(true);
    await expectAccessible(phone.page, 'reports at 375 px');
    await screenshot(phone.page, 'reports-375');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('filters by person, team, project and activity, and groups by issue with links', async () => {
    const { context, page, problems } = await rig.signedIn(grace);
    const asked = reportRequests(page);
    await reports(page, `?${IN_MARCH}`);
    await page.getByRole('table').waitFor();
    // Absences count too unless working hours only: Grace's vacation, Alan's sick day.
    await page.getByLabel('Group by').selectOption({ label: 'Activity' });
    await page.getByRole('rowheader', { name: 'Vacation' }).waitFor();
    // Sick leave is private: managers see it.
    expect((await tableRows(page)).map((row) => row[0])).toEqual(['Sick leave', 'Vacation', 'Work']);

    await page.getByLabel('Person').selectOption({ label: 'Alan Turing' });
    await page.getByRole('heading', { name: /^Time of Alan Turing/ }).waitFor();
    expect(await tableRows(page)).toEqual([
      ['Sick leave', '24 h', '1 day'],
      ['Work', said(logged.Alan!), expect.any(String)],
    ]);
    expect(new URL(asked.at(-1)!.url()).searchParams.get('userId')).toBe(String(alan.userId));

    await page.getByLabel('Group by').selectOption({ label: 'Issue' });
    const link = page.getByRole('link', { name: /Checkout button does nothing in Safari$/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`/app/${admin.tenantId}/issues/\\d+$`));
    expect((await tableRows(page)).map((row) => row[0])).toEqual([
      expect.stringMatching(/Checkout button does nothing in Safari$/),
      expect.stringMatching(/Handle the blocked pop-up in the click handler$/),
      'No issue',
    ]);

    await page.getByLabel('Project').selectOption({ label: 'App' });
    await page.getByText('No time recorded in this period.').waitFor();
    await page.getByLabel('Project').selectOption({ label: 'All projects' });
    await link.waitFor();
    const byTeam = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/v1/reports/time' && new URL(request.url()).searchParams.has('teamId'),
    );
    await page.getByLabel('Team').selectOption({ label: 'Design' });
    const query = new URL((await byTeam).url()).searchParams;
    await page.getByText('No time recorded in this period.').waitFor();
    expect(Object.fromEntries(query)).toMatchObject({ groupBy: 'issue', userId: String(alan.userId) });
    expect(query.has('projectId')).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('picks a period in one click, and says in words what range it cannot report', async () => {
    const { context, page, problems } = await rig.signedIn(grace);
    const asked = reportRequests(page);
    await reports(page, `?${IN_MARCH}`);
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Last month' }).click();
    const now = new Date();
    const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1)).toISOString().slice(0, 10);
    const last = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 0)).toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Last month', pressed: true }).waitFor();
    await expectValue(page.getByLabel('From'), first);
    await expectValue(page.getByLabel('To'), last);
    await waitFor(() => {
      const address = new URL(page.url()).searchParams;
      return address.get('from') === first && address.get('to') === last;
    });
    // The year's report is asked for before the refused ranges are typed, so that its request
    // cannot be counted as theirs.
    const yearAsked = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/v1/reports/time' &&
        new URL(response.url()).searchParams.get('from') === `${now.getFullYear()}-01-01`,
    );
    await page.getByRole('button', { name: 'This year' }).click();
    await expectValue(page.getByLabel('From'), `${now.getFullYear()}-01-01`);
    await yearAsked;

    const before = asked.length;
    await page.getByLabel('From').fill(`${YEAR - 1}-01-01`);
    await page.getByLabel('To').fill(`${YEAR}-06-30`);
    await page.getByRole('alert').getByText('A report covers at most 366 days; choose a shorter period.').waitFor();
    await page.getByLabel('To').fill(`${YEAR - 2}-06-30`);
    await page.getByRole('alert').getByText('The last day comes before the first; swap them.').waitFor();
    await expectAccessible(page, 'reports, a range refused');
    // Neither range was asked for.
    expect(asked.length - before).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the refusal of a report over 5,000 rows in words', async () => {
    const other = await rig.service.newTenant();
    const work = await other.create('/v1/activity-types', { name: 'Work', workingHours: true });
    await other.create('/v1/activity-statuses', { name: 'Approved', positiveFinal: true });
    const year = YEAR + 1;
    // 14 people with a year each: 14 × 365 or 366 groups of person and day, over 5,000.
    for (let n = 0; n < 14; n++) {
      const person = await other.withNewUser('member', { firstname: `Person ${n + 1}` });
      const year_ = await person.post('/v1/activity', {
        activityTypeId: work.id,
        includeWeekends: true,
        description: 'On call',
        dateFrom: `${year}-01-01`,
        dateTo: `${year}-12-31`,
        timeFrom: '09:00',
        timeTo: '10:00',
      });
      expect(year_.status).toBe(200);
    }
    const { context, page, problems } = await rig.signedIn(other);
    await page.goto(`${rig.base}/app/${other.tenantId}/reports?from=${year}-01-01&to=${year}-12-31&by=user,day`);
    await page
      .getByRole('alert')
      .getByText('This report would have more than 5000 rows; narrow the range, the filters or the grouping.')
      .waitFor();
    await page.getByLabel('Then by').selectOption({ label: 'Month' });
    await page.getByRole('table').waitFor();
    expect(await tableRows(page)).toHaveLength(14 * 12);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows members only their own time, without a choice of person', async () => {
    const { context, page, problems } = await rig.signedIn(alan);
    await reports(page, `?${IN_MARCH}`);
    await page.getByRole('heading', { name: new RegExp(`^Your time, ${MARCH_SAID}, by issue$`) }).waitFor();
    await expect(page.getByLabel('Person').count()).resolves.toBe(0);
    await page.getByText('Your own time: managers and admins see everyone’s.').waitFor();
    const names = (await tableRows(page)).map((row) => row[0]);
    expect(names).toEqual([
      expect.stringMatching(/Checkout button does nothing in Safari$/),
      expect.stringMatching(/Handle the blocked pop-up in the click handler$/),
      'No issue',
    ]);
    await expectAccessible(page, 'reports for a member');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('downloads the report as CSV and as Excel: the same request with another Accept', async () => {
    const { context, page, problems } = await rig.signedIn(grace);
    await reports(page, `?${IN_MARCH}&by=user,week&work=1`);
    await page.getByRole('table').waitFor();
    const shown = new URL(page.url()).searchParams;
    const all = logged.Grace! + logged.Ada! + logged.Alan!;
    for (const [button, accept, extension] of [
      ['Download CSV', 'text/csv', 'csv'],
      ['Download Excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ] as const) {
      const request = page.waitForRequest(
        (candidate) =>
          new URL(candidate.url()).pathname === '/v1/reports/time' && candidate.headers().accept === accept,
      );
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const query = new URL((await request).url()).searchParams;
      expect(Object.fromEntries(query)).toEqual({
        from: shown.get('from'),
        to: shown.get('to'),
        groupBy: 'user,week',
        workingHours: 'true',
      });
      const file = await download;
      expect(file.suggestedFilename()).toBe(`time-${MARCH}-01-${MARCH}-31.${extension}`);
      const saved = await readFile(await file.path());
      if (extension === 'csv') {
        // UTF-8 with a byte order mark, a header row, a row per person and week, then the total.
        const lines = saved.toString('utf8').split('\r\n');
        expect(lines[0]).toBe('\uFEFFPerson,Email,Week,Hours,Days');
        expect(lines.find((line) => line.startsWith('Total,'))).toMatch(
          new RegExp(`^Total,,,${(all / 60).toFixed(2)},`),
        );
      } else {
        // An .xlsx file is a zip archive.
        expect(saved.subarray(0, 2).toString('latin1')).toBe('PK');
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reports a year of absences per person and type, for a team, and downloads them', async () => {
    const { context, page, problems } = await rig.signedIn(grace);
    const asked = reportRequests(page, '/v1/reports/absences');
    await reports(page, `?year=${YEAR}`);
    await page.getByRole('link', { name: 'Absences' }).click();
    await page.getByRole('heading', { name: `Absences ${YEAR}` }).waitFor();
    await page.getByRole('rowheader', { name: 'Alan Turing' }).first().waitFor();
    const rows = await tableRows(page);
    expect(rows).toContainEqual([
      'Grace Hopper',
      'Vacation',
      '30 days',
      '0 days',
      '0 days',
      '2 days',
      '0 days',
      '28 days',
    ]);
    // Sick leave has no allowance, so nothing carried, expired or left; managers see its days.
    const none = expect.stringMatching(/^—\s*none$/);
    expect(rows).toContainEqual(['Alan Turing', 'Sick leave', 'no allowance', none, none, '1 day', '0 days', none]);
    await expectAccessible(page, 'absences report');
    await screenshot(page, 'reports-absences-1280');

    await page.getByLabel('Team').selectOption({ label: 'Design' });
    await page.getByRole('rowheader', { name: 'Alan Turing' }).first().waitFor({ state: 'detached' });
    expect(new Set((await tableRows(page)).map((row) => row[0]))).toEqual(new Set(['Ada Lovelace']));
    await page.getByRole('button', { name: 'Previous year' }).click();
    await page.getByRole('heading', { name: `Absences ${YEAR - 1}` }).waitFor();
    await page.getByText(`No leave in ${YEAR - 1}.`).waitFor();
    await page.getByRole('button', { name: 'Next year' }).click();
    await page.getByRole('rowheader', { name: 'Ada Lovelace' }).first().waitFor();
    const request = page.waitForRequest(
      (candidate) =>
        new URL(candidate.url()).pathname === '/v1/reports/absences' && candidate.headers().accept === 'text/csv',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const query = new URL((await request).url()).searchParams;
    expect(query.get('year')).toBe(String(YEAR));
    expect(query.get('teamId')).toBe(new URL(asked.at(-1)!.url()).searchParams.get('teamId'));
    expect((await download).suggestedFilename()).toBe(`absences-${YEAR}-Design.csv`);
    expect(problems).toEqual([]);
    await context.close();

    const phone = await rig.signedIn(grace, { width: 375, height: 800 });
    await reports(phone.page, `?view=absences&year=${YEAR}`);
    await phone.page.getByRole('rowheader', { name: 'Alan Turing' }).first().waitFor();
    expect(await fitsWidth(phone.page)).toBe(true);
    await expectAccessible(phone.page, 'absences report at 375 px');
    await screenshot(phone.page, 'reports-absences-375');
    await phone.context.close();
  });
});

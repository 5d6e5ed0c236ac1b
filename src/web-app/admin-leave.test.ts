import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { skipWithoutChromium } from '../testing/browser.js';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, expectValue, fitsWidth, screenshot, WebAppRig } from '../testing/web-app.js';

/**
 * Admin for D19, in Chromium: a type's settings (private, accrual, carry-over), holidays of some
 * teams and `Import holidays`, a person's employment dates and work schedules, the working week.
 */
describe('web app: admin of leave rules', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let jonas: TenantClient;
  let munich: { id: number };

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    jonas = await admin.withNewUser('member', { firstname: 'Jonas', lastname: 'Weber' });
    const mia = await admin.withNewUser('member', { firstname: 'Mia', lastname: 'Schmidt' });
    await admin.withNewUser('manager', { firstname: 'Hana', lastname: 'Hoffmann' });
    munich = await admin.create('/v1/teams', { name: 'Munich office', memberIds: [jonas.userId] });
    await admin.create('/v1/teams', { name: 'Berlin office', memberIds: [mia.userId] });
    await admin.create('/v1/activity-types', { name: 'Vacation', color: '#2e7d32', approvable: true });
    await admin.create('/v1/activity-types', { name: 'Home office', color: '#0b5cad', workingHours: true });
  });
  after(() => rig.close());

  it("sets a type's privacy, accrual and carry-over in words people use, and shows them in the list", async () => {
    const { context, page, problems } = await rig.signedIn(admin);
    await page.goto(`${rig.base}/app/${admin.tenantId}/admin/activity-types`);
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('form', { name: 'New activity type' });
    await form.getByLabel('Name').fill('Sick leave');
    await form.getByLabel('Colour').fill('#c62828');
    await form.getByLabel('Needs approval').uncheck();
    const privately = form.getByLabel('Private');
    await privately.check();
    await expect(privately.getAttribute('aria-describedby')).resolves.toBeTruthy();
    await form.getByText('Visible only to the person, their approvers, managers and admins; for sick leave.').waitFor();
    await expect(form.getByLabel('Accrual').locator('option').allTextContents()).resolves.toEqual([
      'None',
      'Pro rata by months employed',
    ]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Created.').waitFor();

    await page.getByRole('button', { name: 'Add' }).click();
    const vacation = page.getByRole('form', { name: 'New activity type' });
    await vacation.getByLabel('Name').fill('Annual leave');
    await vacation.getByLabel('Accrual').selectOption({ label: 'Pro rata by months employed' });
    const carryOver = vacation.getByRole('group', { name: 'Carry-over' });
    await carryOver.getByLabel('Carry what is left over into the next year').check();
    await carryOver.getByLabel('Days at most').fill('5');
    // 31 March: the month first, so that the 31st is there to choose.
    await carryOver.getByLabel('Usable until: month').selectOption({ label: 'March' });
    await carryOver.getByLabel('Usable until: day').selectOption('31');
    // February has no 31st: the day follows the month.
    await carryOver.getByLabel('Usable until: month').selectOption({ label: 'February' });
    await expectValue(carryOver.getByLabel('Usable until: day'), '28');
    await carryOver.getByLabel('Usable until: month').selectOption({ label: 'March' });
    await carryOver.getByLabel('Usable until: day').selectOption('31');
    await expectAccessible(page, 'admin: new activity type with its D19 settings');
    await screenshot(page, 'admin-activity-type-form');
    await vacation.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Created.').waitFor();

    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row('Annual leave').getByText('Up to 5 days, until 31 March').waitFor();
    await row('Annual leave').getByText('Pro rata by months employed').waitFor();
    await expect(row('Sick leave').getByRole('cell').allInnerTexts()).resolves.toEqual(
      expect.arrayContaining(['yes', 'None', 'No']),
    );
    await expectAccessible(page, 'admin: activity types');
    await screenshot(page, 'admin-activity-types');

    const types = (await admin.get('/v1/activity-types')).body as any[];
    expect(types.find((type) => type.name === 'Sick leave')).toMatchObject({
      private: true,
      accrual: 'none',
      carryOver: null,
      approvable: false,
    });
    expect(types.find((type) => type.name === 'Annual leave')).toMatchObject({
      private: false,
      accrual: 'pro-rata',
      carryOver: { maxDays: 5, expiresOn: '03-31' },
    });

    // Carry-over off again: null, and the list says No.
    await row('Annual leave').getByRole('button', { name: /^Edit/ }).click();
    const change = page.getByRole('form', { name: /^Change #/ });
    await change.getByLabel('Carry what is left over into the next year').uncheck();
    await change.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    const annual = ((await admin.get('/v1/activity-types')).body as any[]).find((type) => type.name === 'Annual leave');
    expect(annual.carryOver).toBeNull();
    expect(problems).toEqual([]);
    await context.close();

    const phone = await rig.signedIn(admin, { width: 375, height: 800 });
    await phone.page.goto(`${rig.base}/app/${admin.tenantId}/admin/activity-types`);
    await phone.page.getByRole('cell', { name: 'Name: Sick leave', exact: true }).waitFor();
    expect(await fitsWidth(phone.page)).toBe(true);
    await expectAccessible(phone.page, 'admin: activity types at 375 px');
    await screenshot(phone.page, 'admin-activity-types-375');
    await phone.context.close();
  });

  it("gives a holiday to some teams, names them in the list (or Everyone), and imports a region's holidays", async () => {
    const { context, page, problems } = await rig.signedIn(admin);
    await page.goto(`${rig.base}/app/${admin.tenantId}/admin/holidays`);
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('form', { name: 'New holiday' });
    await form.getByLabel('Date').fill('2027-12-24');
    await form.getByLabel('Name').fill('Christmas Eve');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Created.').waitFor();
    await page.getByRole('button', { name: 'Add' }).click();
    await form.getByLabel('Date').fill('2027-11-11');
    await form.getByLabel('Name').fill('Company day');
    await form.getByRole('group', { name: 'Teams' }).getByLabel('Berlin office').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Created.').waitFor();
    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row('Christmas Eve').getByRole('cell', { name: 'Everyone', exact: true }).waitFor();
    await row('Company day').getByRole('cell', { name: 'Berlin office', exact: true }).waitFor();
    // Dates as people write them, not the API's form.
    await row('Christmas Eve').getByRole('cell', { name: '24 Dec 2027', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Import holidays' }).click();
    const importing = page.getByRole('form', { name: 'Import holidays' });
    await importing.getByLabel('Country').selectOption({ label: 'Germany' });
    await expect(importing.getByLabel('Region').locator('option').first().textContent()).resolves.toBe(
      'The whole country',
    );
    await importing.getByLabel('Region').selectOption({ label: 'Bayern' });
    await importing.getByLabel('Year').fill('2027');
    await importing.getByRole('group', { name: 'Teams' }).getByLabel('Munich office').check();
    await expectAccessible(page, 'admin: import holidays');
    await screenshot(page, 'admin-holidays-import');
    await importing.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('status').getByText('12 holidays added.').waitFor();
    await row('Corpus Christi').getByRole('cell', { name: 'Munich office', exact: true }).waitFor();
    await expectAccessible(page, 'admin: holidays');
    await screenshot(page, 'admin-holidays');

    // Again: nothing new, and the form says so.
    await page.getByRole('button', { name: 'Import holidays' }).click();
    await importing.getByLabel('Country').selectOption({ label: 'Germany' });
    await importing.getByLabel('Region').selectOption({ label: 'Bayern' });
    await importing.getByLabel('Year').fill('2027');
    await importing.getByRole('group', { name: 'Teams' }).getByLabel('Munich office').check();
    await importing.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('status').getByText('No holidays added: they were all there already.').waitFor();
    // A refusal in the contract's words.
    await page.getByRole('button', { name: 'Import holidays' }).click();
    await importing.getByLabel('Country').selectOption({ label: 'Austria' });
    await importing.getByLabel('Year').fill('1969');
    // Past the form's own bounds, to see the service's answer.
    await importing.getByLabel('Year').evaluate((input) => input.removeAttribute('min'));
    await importing.getByRole('button', { name: 'Import' }).click();
    await importing.getByRole('alert').getByText("Field 'year' must be at least 1970.").waitFor();
    expect(problems).toEqual([]);
    await context.close();

    const holidays = (await admin.get('/v1/holidays?limit=500')).body as any[];
    expect(holidays.filter((holiday) => holiday.teamIds.includes(munich.id))).toHaveLength(12);
    expect(holidays.find((holiday) => holiday.name === 'Company day').teamIds).toHaveLength(1);

    const phone = await rig.signedIn(admin, { width: 375, height: 1300 });
    await phone.page.goto(`${rig.base}/app/${admin.tenantId}/admin/holidays`);
    await phone.page.getByRole('button', { name: 'Import holidays' }).click();
    await phone.page.getByRole('form', { name: 'Import holidays' }).getByLabel('Country').selectOption('DE');
    expect(await fitsWidth(phone.page)).toBe(true);
    await expectAccessible(phone.page, 'admin: holidays at 375 px');
    // The form and the first holidays: the whole list would be a very long picture.
    await screenshot(phone.page, 'admin-holidays-375', { fullPage: false });
    await phone.context.close();
  });

  it("keeps a person's first and last day employed, and clears one", async () => {
    const { context, page, problems } = await rig.signedIn(admin);
    await page.goto(`${rig.base}/app/${admin.tenantId}/admin/users`);
    const jonasRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Jonas', exact: true }) });
    await jonasRow.getByRole('button', { name: /^Edit/ }).click();
    const form = page.getByRole('form', { name: /^Change #/ });
    await form.getByLabel('Start date').fill('2027-03-01');
    await form.getByLabel('End date').fill('2027-10-31');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    let account = (await admin.get(`/v1/users/${jonas.userId}`)).body;
    expect([account.startDate, account.endDate]).toEqual(['2027-03-01', '2027-10-31']);
    await jonasRow.getByRole('button', { name: /^Edit/ }).click();
    await form.getByLabel('End date').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    account = (await admin.get(`/v1/users/${jonas.userId}`)).body;
    expect([account.startDate, account.endDate]).toEqual(['2027-03-01', null]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("edits a person's work schedules in hours, and everyone's working week", async () => {
    const { context, page, problems } = await rig.signedIn(admin);
    await page.goto(`${rig.base}/app/${admin.tenantId}/admin/users`);
    await page.getByRole('link', { name: 'Work schedule Jonas Weber' }).click();
    await page.getByRole('heading', { name: 'Work schedule of Jonas Weber' }).waitFor();
    await page.getByText('No schedule of their own: the working week of everyone applies.').waitFor();
    await page.getByText('Usually: Mon 8 h, Tue 8 h, Wed 8 h, Thu 8 h, Fri 8 h, Sat off, Sun off').waitFor();

    // A part-timer from March: short Wednesdays, Fridays off.
    await page.getByRole('button', { name: 'New schedule' }).click();
    const form = page.getByRole('form', { name: 'New schedule' });
    await expectValue(form.getByLabel('Monday'), '8');
    await form.getByLabel('Valid from').fill('2027-03-01');
    await form.getByLabel('Wednesday').fill('4.5');
    await form.getByLabel('Friday').fill('0');
    await expectAccessible(page, 'admin: new work schedule');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Created.').waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '1 Mar 2027' }) });
    await row.waitFor();
    await expect(row.getByRole('cell').allInnerTexts()).resolves.toEqual([
      '1 Mar 2027',
      '8 h',
      '8 h',
      '4 h 30 min',
      '8 h',
      'off',
      'off',
      'off',
      '28 h 30 min',
      expect.stringContaining('Delete'),
    ]);
    // A second one from October: the form starts from the latest.
    await page.getByRole('button', { name: 'New schedule' }).click();
    await expectValue(form.getByLabel('Wednesday'), '4.5');
    await form.getByLabel('Valid from').fill('2027-10-01');
    await form.getByLabel('Friday').fill('6');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Created.').waitFor();
    await expectAccessible(page, 'admin: work schedules');
    await screenshot(page, 'admin-work-schedules');
    // The same day twice: the contract's refusal.
    await page.getByRole('button', { name: 'New schedule' }).click();
    await form.getByLabel('Valid from').fill('2027-10-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await form
      .getByRole('alert')
      .getByText(/has a work schedule from 2027-10-01 already/)
      .waitFor();
    await form.getByRole('button', { name: 'Close' }).click();

    let schedules = (await admin.get(`/v1/users/${jonas.userId}/work-schedules`)).body as any[];
    expect(schedules.map(({ validFrom, minutes }) => ({ validFrom, minutes }))).toEqual([
      { validFrom: '2027-03-01', minutes: [480, 480, 270, 480, 0, 0, 0] },
      { validFrom: '2027-10-01', minutes: [480, 480, 270, 480, 360, 0, 0] },
    ]);
    await page.getByRole('button', { name: 'Delete 1 Oct 2027' }).click();
    await page.getByRole('status').getByText('Deleted.').waitFor();
    schedules = (await admin.get(`/v1/users/${jonas.userId}/work-schedules`)).body as any[];
    expect(schedules.map((schedule) => schedule.validFrom)).toEqual(['2027-03-01']);

    // Everyone's week: a short Friday.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Working week' }).click();
    const week = page.getByRole('form', { name: 'Working week' });
    await expectValue(week.getByLabel('Friday'), '8');
    await week.getByLabel('Friday').fill('6.5');
    await expectAccessible(page, 'admin: working week');
    await screenshot(page, 'admin-working-week');
    await week.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    expect((await admin.get('/v1/work-schedule')).body).toEqual({ minutes: [480, 480, 480, 480, 390, 0, 0] });
    expect(problems).toEqual([]);
    await context.close();

    const phone = await rig.signedIn(admin, { width: 375, height: 800 });
    await phone.page.goto(`${rig.base}/app/${admin.tenantId}/admin/users/${jonas.userId}`);
    await phone.page.getByRole('cell', { name: 'Valid from: 1 Mar 2027' }).waitFor();
    await phone.page.getByRole('button', { name: 'New schedule' }).click();
    expect(await fitsWidth(phone.page)).toBe(true);
    await expectAccessible(phone.page, 'admin: work schedules at 375 px');
    await screenshot(phone.page, 'admin-work-schedules-375');
    await phone.context.close();
  });
});

import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { EXPORT_TYPES } from '../platform/http/exports.js';
import {
  activityInput,
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  type IssueWorld,
  newIssue,
} from '../testing/fixtures.js';
import { type TenantClient, type TestResponse, TestService } from '../testing/harness.js';
import { ABSENCES_CSV, TIME_REPORT_CSV, TIMESHEET_CSV } from './exports.js';

/** A name a spreadsheet would run as a formula, were it not escaped (OWASP CSV injection). */
const FORMULA = '=HYPERLINK("http://x","y")';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The rows of a CSV answer, header first; the file's BOM and CRLF line ends are checked on the way. */
function csvRows(response: TestResponse): string[][] {
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
  expect(response.raw.subarray(0, 3)).toEqual(BOM);
  const text = response.raw.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(
    text
      .replace(/"[^"]*"/g, '')
      .split('\r\n')
      .join(''),
  ).not.toContain('\n');
  const rows: string[][] = parse(text);
  return rows;
}

/** The only sheet of an Excel answer, read back with exceljs. */
async function sheetOf(response: TestResponse): Promise<ExcelJS.Worksheet> {
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe(EXPORT_TYPES.xlsx);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.raw as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

/** Each row of a sheet as [type, value] per cell, header first. */
function typedCells(sheet: ExcelJS.Worksheet): [ExcelJS.ValueType, unknown][][] {
  const rows: [ExcelJS.ValueType, unknown][][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: [ExcelJS.ValueType, unknown][] = [];
    for (let column = 1; column <= sheet.columnCount; column++) {
      const cell = row.getCell(column);
      cells.push([cell.type, cell.value]);
    }
    rows.push(cells);
  });
  return rows;
}

const text = (value: string): [ExcelJS.ValueType, unknown] => [ExcelJS.ValueType.String, value];
const number = (value: number): [ExcelJS.ValueType, unknown] => [ExcelJS.ValueType.Number, value];
const date = (value: string): [ExcelJS.ValueType, unknown] => [ExcelJS.ValueType.Date, new Date(`${value}T00:00:00Z`)];
const empty: [ExcelJS.ValueType, unknown] = [ExcelJS.ValueType.Null, null];
const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** D18: every report also answers Accept: text/csv and the Excel type, streamed. */
describe('report exports', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let colleague: TenantClient;
  let manager: TenantClient;
  let world: ActivityWorld;
  let issues: IssueWorld;
  let dangerous: any;
  let memberName: string;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member', { firstname: FORMULA, lastname: 'Aalto' });
    colleague = await admin.withNewUser('member', { firstname: 'Cleo', lastname: 'Berg' });
    manager = await admin.withNewUser('manager');
    memberName = `${FORMULA} Aalto`;
    world = await createActivityWorld(admin, [member.userId]);
    issues = await createIssueWorld(admin);
    dangerous = await newIssue(admin, issues, { name: FORMULA });
    const log = async (client: TenantClient, input: Record<string, unknown>) =>
      expect((await client.post('/v1/activity', activityInput(world, input))).status).toBe(200);
    // The member: Monday and Tuesday 09:00-10:30 on the issue, Monday 14:00-16:00 on no issue.
    await log(member, { dateFrom: '2027-03-01', dateTo: '2027-03-02', timeTo: '10:30', issueId: dangerous.id });
    await log(member, { dateFrom: '2027-03-01', dateTo: '2027-03-01', timeFrom: '14:00', timeTo: '16:00' });
    // The colleague: Wednesday, the whole working day.
    await log(colleague, { dateFrom: '2027-03-03', dateTo: '2027-03-03' });
    // The member's vacation on Thursday afternoon, approved.
    const [vacation] = (
      await member.post(
        '/v1/activity',
        activityInput(world, {
          activityTypeId: world.vacation.id,
          dateFrom: '2027-03-04',
          dateTo: '2027-03-04',
          timeFrom: '13:00',
        }),
      )
    ).body as { id: number }[];
    await manager.put(`/v1/activity/${vacation!.id}/status`, { statusId: world.approved.id });
    for (const [client, days] of [
      [member, 30],
      [colleague, 25],
    ] as const) {
      await admin.create('/v1/allowances', {
        userId: client.userId,
        activityTypeId: world.vacation.id,
        year: 2027,
        days,
      });
    }
  });
  after(() => service.close());

  const download = (client: TenantClient, url: string, accept: string) =>
    client.request({ method: 'GET', url, headers: { accept } });

  describe('the time report', () => {
    const url = '/v1/reports/time?from=2027-03-01&to=2027-03-07';

    it('as CSV: a header row, the JSON rows in hours with two decimals, escaped names, the total', async () => {
      const json = (await manager.get(`${url}&groupBy=user,issue`)).body;
      const response = await download(manager, `${url}&groupBy=user,issue`, EXPORT_TYPES.csv);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="time-by-user-issue-2027-03-01-to-2027-03-07.csv"',
      );
      const rows = csvRows(response);
      expect(rows[0]).toEqual(['Person', 'Email', 'Issue ID', 'Issue', 'Hours', 'Days']);
      expect(rows.slice(1, -1)).toEqual(
        json.rows.map((row: any) => [
          `${row.user.firstname} ${row.user.lastname}`.replace(/^=/, "'="),
          row.user.email,
          row.issue ? String(row.issue.id) : '',
          row.issue ? row.issue.name.replace(/^=/, "'=") : '',
          hours(row.minutes),
          row.days.toFixed(2),
        ]),
      );
      // The member's 3 hours on the issue (1.50 a day), 2 without one and 4 of vacation; the colleague's 8.
      expect(rows.slice(1, -1).map((row) => [row[0], row[3], row[4]])).toEqual([
        [`'${memberName}`, `'${FORMULA}`, '3.00'],
        [`'${memberName}`, '', '6.00'],
        ['Cleo Berg', '', '8.00'],
      ]);
      expect(rows.at(-1)).toEqual(['Total', '', '', '', hours(json.total.minutes), json.total.days.toFixed(2)]);
      expect(json.total.minutes).toBe(1020);
    });

    it('as CSV, its header row as documented', async () => {
      const rows = csvRows(await download(manager, `${url}&groupBy=user,week`, EXPORT_TYPES.csv));
      expect(rows[0]!.join(',')).toBe(TIME_REPORT_CSV.split('\r\n')[0]);
    });

    it('as Excel: typed cells (numbers, dates, text, never formulas) and a bold Total row', async () => {
      const json = (await manager.get(`${url}&groupBy=day,issue`)).body;
      const response = await download(manager, `${url}&groupBy=day,issue`, EXPORT_TYPES.xlsx);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="time-by-day-issue-2027-03-01-to-2027-03-07.xlsx"',
      );
      const sheet = await sheetOf(response);
      expect(sheet.name).toBe('Time report');
      const rows = typedCells(sheet);
      expect(rows[0]).toEqual(['Date', 'Issue ID', 'Issue', 'Hours', 'Days'].map(text));
      expect(rows.slice(1, -1)).toEqual(
        json.rows.map((row: any) => [
          date(row.day),
          row.issue ? number(row.issue.id) : empty,
          row.issue ? text(row.issue.name) : empty,
          number(row.minutes / 60),
          number(row.days),
        ]),
      );
      expect(rows[1]).toEqual([date('2027-03-01'), number(dangerous.id), text(FORMULA), number(1.5), number(0.19)]);
      expect(rows.at(-1)).toEqual([
        text('Total'),
        empty,
        empty,
        number(json.total.minutes / 60),
        number(json.total.days),
      ]);
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.getRow(sheet.rowCount).font?.bold).toBe(true);
      expect(sheet.getCell('D2').numFmt).toBe('0.00');
      expect(sheet.getCell('A2').numFmt).toBe('yyyy-mm-dd');
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));
    });

    it('keeps its rules: members see their own time, another user is 406, bad input 400, as JSON errors', async () => {
      const own = csvRows(await download(member, `${url}&groupBy=user`, EXPORT_TYPES.csv));
      expect(own.slice(1).map((row) => row[0])).toEqual([`'${memberName}`, 'Total']);
      for (const [client, query, status] of [
        [member, `${url}&groupBy=user&userId=${colleague.userId}`, 406],
        [manager, `${url}&groupBy=user,user`, 400],
        [manager, '/v1/reports/time?from=2027-03-07&to=2027-03-01&groupBy=user', 400],
      ] as const) {
        for (const accept of [EXPORT_TYPES.csv, EXPORT_TYPES.xlsx]) {
          const refused = await download(client, query, accept);
          expect([refused.status, refused.headers['content-type']]).toEqual([
            status,
            'application/json; charset=utf-8',
          ]);
          expect(refused.body).toMatchObject({ status, error: expect.any(String), message: expect.any(String) });
        }
      }
    });
  });

  describe('the timesheet', () => {
    const url = (client: TenantClient) => `/v1/timesheets?userId=${client.userId}&from=2027-03-01&to=2027-03-07`;

    it('as CSV: a row per day in hours, the absences by type, the sums', async () => {
      const json = (await manager.get(url(member))).body;
      const response = await download(manager, url(member), EXPORT_TYPES.csv);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="timesheet-user-${member.userId}-2027-03-01-to-2027-03-07.csv"`,
      );
      const rows = csvRows(response);
      expect(rows[0]!.join(',')).toBe(TIMESHEET_CSV.split('\r\n')[0]);
      expect(rows.slice(1, -1)).toEqual(
        json.days.map((day: any) => [
          `'${memberName}`,
          json.user.email,
          day.date,
          day.holiday ?? '',
          hours(day.expected),
          hours(day.worked),
          hours(day.absent.reduce((sum: number, absence: any) => sum + absence.minutes, 0)),
          hours(day.worked + day.absent.reduce((sum: number, absence: any) => sum + absence.minutes, 0) - day.expected),
          day.absent.map((absence: any) => `${absence.activityType.name} ${hours(absence.minutes)} h`).join(', '),
        ]),
      );
      expect(rows[4]!.slice(4)).toEqual(['8.00', '0.00', '4.00', '-4.00', 'Vacation 4.00 h']);
      const { expected, worked, absent, balance } = json.totals;
      expect(rows.at(-1)).toEqual([
        'Total',
        '',
        '',
        '',
        hours(expected),
        hours(worked),
        hours(absent),
        hours(balance),
        '',
      ]);
      expect(balance).toBeLessThan(0);
    });

    it('as Excel: dates, hours as numbers, a negative balance a number too', async () => {
      const json = (await member.get(url(member))).body;
      const sheet = await sheetOf(await download(member, url(member), EXPORT_TYPES.xlsx));
      expect(sheet.name).toBe('Timesheet');
      const rows = typedCells(sheet);
      expect(rows).toHaveLength(json.days.length + 2);
      expect(rows[1]).toEqual([
        text(memberName),
        text(json.user.email),
        date('2027-03-01'),
        empty,
        number(8),
        number(3.5),
        number(0),
        number(-4.5),
        empty,
      ]);
      expect(rows.at(-1)!.slice(4, 8)).toEqual(
        ['expected', 'worked', 'absent', 'balance'].map((total) => number(json.totals[total] / 60)),
      );
    });

    it('keeps its rules: 404 for an unknown user, 406 for another member, as JSON errors', async () => {
      for (const accept of [EXPORT_TYPES.csv, EXPORT_TYPES.xlsx]) {
        const missing = await download(admin, '/v1/timesheets?userId=999999&from=2027-03-01&to=2027-03-07', accept);
        expect([missing.status, missing.body.message]).toEqual([404, 'User with id 999999 was not found.']);
        const refused = await download(colleague, url(member), accept);
        expect([refused.status, refused.body.message]).toEqual([406, 'You do not have a permission for this action']);
      }
    });
  });

  describe('the absences report', () => {
    it('as CSV: every user, not a page, in days, with the sums', async () => {
      const json = (await manager.get('/v1/reports/absences?year=2027&limit=200')).body;
      const response = await download(manager, '/v1/reports/absences?year=2027&limit=1', EXPORT_TYPES.csv);
      expect(response.headers['content-disposition']).toBe('attachment; filename="absences-2027.csv"');
      const rows = csvRows(response);
      expect(rows[0]!.join(',')).toBe(ABSENCES_CSV.split('\r\n')[0]);
      const days = (value: number | null) => (value === null ? '' : value.toFixed(2));
      expect(rows.slice(1, -1)).toEqual(
        json.rows.map((row: any) => [
          `${row.user.firstname} ${row.user.lastname}`.replace(/^=/, "'="),
          row.user.email,
          row.activityType.name,
          ...['allowance', 'carried', 'expired', 'approved', 'requested', 'remaining'].map((field) => days(row[field])),
        ]),
      );
      expect(rows.slice(1, -1).map((row) => [row[0], row[3], row[6]])).toEqual([
        [`'${memberName}`, '30.00', '0.50'],
        ['Cleo Berg', '25.00', '0.00'],
      ]);
      expect(rows.at(-1)).toEqual(['Total', '', '', '55.00', '0.00', '0.00', '0.50', '0.00', '54.50']);
    });

    it('as Excel: numbers, and a team filter', async () => {
      const sheet = await sheetOf(
        await download(manager, `/v1/reports/absences?year=2027&teamId=${world.team.id}`, EXPORT_TYPES.xlsx),
      );
      expect(sheet.name).toBe('Absences 2027');
      expect(typedCells(sheet).slice(1)).toEqual([
        [text(memberName), expect.anything(), text('Vacation'), ...[30, 0, 0, 0.5, 0, 29.5].map(number)],
        [text('Total'), empty, empty, ...[30, 0, 0, 0.5, 0, 29.5].map(number)],
      ]);
    });
  });

  it('answers JSON for Accept that names neither export, as every route does', async () => {
    const url = '/v1/reports/time?from=2027-03-01&to=2027-03-07&groupBy=user';
    for (const accept of ['image/png', '*/*', 'text/csv;q=0.5, application/json', 'text/html, application/*;q=0.1']) {
      const answer = await download(manager, url, accept);
      expect({ accept, status: answer.status, type: answer.headers['content-type'] }).toEqual({
        accept,
        status: 200,
        type: 'application/json; charset=utf-8',
      });
    }
    const csv = await download(manager, url, 'application/json;q=0.1, text/csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    const excel = await download(manager, url, `${EXPORT_TYPES.xlsx}, text/csv;q=0.9`);
    expect(excel.headers['content-type']).toBe(EXPORT_TYPES.xlsx);
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  type IssueWorld,
  issueInput,
} from '../../testing/fixtures.js';
import { type TestResponse, TestService, type TenantClient } from '../../testing/harness.js';

const DATE_FORM = 'must be a date in the form YYYY-MM-DD.';
const DATE_TIME_FORM = 'must be a date-time in the form YYYY-MM-DDTHH:MM:SS.sssZ';

/**
 * Dates and date-times that pass the RFC 3339 formats but that PostgreSQL rejects, or would store
 * as another value, are a 400 naming the input, never a 500 (D4).
 */
describe('date and date-time inputs at the limits of PostgreSQL', () => {
  let service: TestService;
  let admin: TenantClient;
  let activities: ActivityWorld;
  let issues: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    activities = await createActivityWorld(admin, []);
    issues = await createIssueWorld(admin);
  });
  after(() => service.close());

  const expectBadRequest = (label: string, response: TestResponse, message: string) =>
    expect({ label, status: response.status, message: response.body.message }).toEqual({
      label,
      status: 400,
      message,
    });

  it('answers a date in year 0000 with 400 naming the field, in activities, holidays and list filters', async () => {
    const activity = await admin.post(
      '/v1/activity',
      activityInput(activities, { dateFrom: '0000-01-03', dateTo: '0000-01-03', includeWeekends: true }),
    );
    expectBadRequest('activity', activity, `Field 'dateFrom' ${DATE_FORM}`);
    const holiday = await admin.post('/v1/holidays', { date: '0000-01-03', name: 'Year zero' });
    expectBadRequest('holiday', holiday, `Field 'date' ${DATE_FORM}`);
    for (const parameter of ['from', 'to']) {
      const list = await admin.get(`/v1/activity?${parameter}=0000-01-03`);
      expectBadRequest(parameter, list, `Query parameter '${parameter}' ${DATE_FORM}`);
    }
  });

  it('keeps the first and the last storable days, also before the year 100', async () => {
    const cases: [string, string][] = [
      ['0001-01-01', '0001-01-02'],
      ['0050-03-01', '0050-03-04'],
      ['9999-12-30', '9999-12-31'],
    ];
    for (const [dateFrom, dateTo] of cases) {
      const response = await admin.post('/v1/activity', activityInput(activities, { dateFrom, dateTo }));
      expect({ dateFrom, status: response.status, message: response.body.message }).toEqual({
        dateFrom,
        status: 200,
        message: undefined,
      });
      expect(response.body.map((a: any) => [a.dateFrom, a.dateTo])).toEqual([
        [`${dateFrom}T00:00:00.000Z`, `${dateTo}T00:00:00.000Z`],
      ]);
      const listed = await admin.get(`/v1/activity?from=${dateFrom}&to=${dateTo}`);
      expect(listed.body.items.map((a: any) => a.id)).toEqual([response.body[0].id]);
    }
    expect((await admin.post('/v1/holidays', { date: '0001-01-01', name: 'First day' })).status).toBe(201);
  });

  // Each passes ajv's date-time format; PostgreSQL rejects it, or stores an instant that the
  // four-digit response form cannot show (and then every list holding the issue would fail).
  const unstorable: [string, string][] = [
    ['year 0000', '0000-06-01T00:00:00Z'],
    ['year 0000 with an offset into year 0001', '0000-12-31T23:00:00-02:00'],
    ['an offset past 15:59', '2027-01-01T00:00:00+16:00'],
    ['a leap second', '2016-12-31T23:59:60Z'],
    ['a leap second with a fraction', '2016-12-31T23:59:60.5Z'],
    ['an offset without minutes', '2027-01-01T00:00:00+01'],
    ['an instant before the year 0001', '0001-01-01T00:30:00+01:00'],
    ['an instant after the year 9999', '9999-12-31T23:00:00-05:00'],
    ['a fraction that rounds into the year 10000', '9999-12-31T23:59:59.9999999Z'],
  ];

  it('answers an unstorable dueDate with 400 on issue create and update, and stores nothing', async () => {
    const issue = await admin.create('/issues', issueInput(issues), 200);
    const before = await service.snapshot(admin.tenantId);
    for (const [label, dueDate] of unstorable) {
      const created = await admin.post('/issues', issueInput(issues, { dueDate }));
      expectBadRequest(`create: ${label}`, created, `Field 'dueDate' ${DATE_TIME_FORM} or null.`);
      const updated = await admin.put(`/issues/${issue.id}`, { dueDate });
      expectBadRequest(`update: ${label}`, updated, `Field 'dueDate' ${DATE_TIME_FORM} or null.`);
    }
    expect(await service.snapshot(admin.tenantId)).toBe(before);
  });

  it('answers an unstorable updatedSince or dueBefore with 400', async () => {
    for (const parameter of ['updatedSince', 'dueBefore']) {
      for (const [label, value] of unstorable) {
        const response = await admin.get(`/issues?${parameter}=${encodeURIComponent(value)}`);
        expectBadRequest(`${parameter}: ${label}`, response, `Query parameter '${parameter}' ${DATE_TIME_FORM}.`);
      }
    }
  });

  it('takes the date-times PostgreSQL stores as they are, up to the limits', async () => {
    const storable: [string, string][] = [
      ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
      ['0001-01-01T00:30:00-01:00', '0001-01-01T01:30:00.000Z'],
      ['9999-12-31T23:59:59Z', '9999-12-31T23:59:59.000Z'],
      ['9999-12-31T18:00:00+05:00', '9999-12-31T13:00:00.000Z'],
      ['2027-01-01T00:00:00+15:59', '2026-12-31T08:01:00.000Z'],
      ['2027-01-01T00:00:00-0130', '2027-01-01T01:30:00.000Z'],
      ['2027-01-01t12:00:00.123456z', '2027-01-01T12:00:00.123Z'],
    ];
    for (const [dueDate, stored] of storable) {
      const response = await admin.post('/issues', issueInput(issues, { dueDate }));
      expect({ dueDate, status: response.status, stored: response.body.dueDate }).toEqual({
        dueDate,
        status: 200,
        stored,
      });
      const listed = await admin.get(`/issues?dueBefore=${encodeURIComponent(dueDate)}`);
      expect({ dueDate, status: listed.status }).toEqual({ dueDate, status: 200 });
    }
  });
});

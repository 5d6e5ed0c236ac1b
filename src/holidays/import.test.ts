import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createActivityWorld } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

/** Bavaria's public holidays of 2027, from the holiday data shipped with the service. */
const BAVARIA_2027: [date: string, english: string, german: string][] = [
  ['2027-01-01', "New Year's Day", 'Neujahr'],
  ['2027-01-06', 'Epiphany', 'Heilige Drei Könige'],
  ['2027-03-26', 'Good Friday', 'Karfreitag'],
  ['2027-03-29', 'Easter Monday', 'Ostermontag'],
  ['2027-05-01', 'Labour Day', 'Maifeiertag'],
  ['2027-05-06', 'Ascension Day', 'Christi Himmelfahrt'],
  ['2027-05-17', 'Whit Monday', 'Pfingstmontag'],
  ['2027-05-27', 'Corpus Christi', 'Fronleichnam'],
  ['2027-10-03', 'National Holiday', 'Tag der Deutschen Einheit'],
  ['2027-11-01', "All Saints' Day", 'Allerheiligen'],
  ['2027-12-25', 'Christmas Day', '1. Weihnachtstag'],
  ['2027-12-26', 'Boxing Day', '2. Weihnachtstag'],
];

/** POST /v1/holidays/import (D19): public holidays of a country or region, for some teams or everyone. */
describe('POST /v1/holidays/import', () => {
  let service: TestService;
  let admin: TenantClient;
  let munich: { id: number };
  let berlin: { id: number };

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    munich = await admin.create('/v1/teams', { name: 'Munich' });
    berlin = await admin.create('/v1/teams', { name: 'Berlin' });
  });
  after(() => service.close());

  const holidaysOf = async (client: TenantClient) =>
    ((await client.get('/v1/holidays?limit=500')).body as { date: string; name: string; teamIds: number[] }[]).map(
      ({ date, name, teamIds }) => ({ date, name, teamIds }),
    );

  it("adds Bavaria's public holidays of a year for one team, in English for an English-speaking admin: 201", async () => {
    const response = await admin.post('/v1/holidays/import', {
      country: 'DE',
      region: 'BY',
      year: 2027,
      teamIds: [munich.id],
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual(
      BAVARIA_2027.map(([date, name]) => ({ id: expect.any(Number), date, name, teamIds: [munich.id] })),
    );
    // The answer is what is stored: the holiday resource shows the same objects.
    for (const holiday of response.body) expect((await admin.get(`/v1/holidays/${holiday.id}`)).body).toEqual(holiday);
  });

  it('skips the dates that already have a holiday for the same teams: a second import adds nothing (201 with [])', async () => {
    const before = await holidaysOf(admin);
    const again = await admin.post('/v1/holidays/import', {
      country: 'DE',
      region: 'BY',
      year: 2027,
      teamIds: [munich.id],
    });
    expect([again.status, again.body]).toEqual([201, []]);
    expect(await holidaysOf(admin)).toEqual(before);
  });

  it('adds the dates for other teams, or for everyone, beside those of a team; one added by hand is kept', async () => {
    await admin.create('/v1/holidays', { date: '2027-10-03', name: 'Unity Day', teamIds: [berlin.id] });
    const berlinImport = await admin.post('/v1/holidays/import', {
      country: 'de',
      region: 'de-be',
      year: 2027,
      teamIds: [berlin.id],
    });
    expect(berlinImport.status).toBe(201);
    const dates = berlinImport.body.map((holiday: { date: string }) => holiday.date);
    // Berlin keeps International Women's Day, has no Epiphany, and its 3 October was there already.
    expect(dates).toContain('2027-03-08');
    expect(dates).not.toContain('2027-01-06');
    expect(dates).not.toContain('2027-10-03');
    expect((await holidaysOf(admin)).filter((h) => h.date === '2027-10-03')).toEqual([
      { date: '2027-10-03', name: 'National Holiday', teamIds: [munich.id] },
      { date: '2027-10-03', name: 'Unity Day', teamIds: [berlin.id] },
    ]);
    const everyone = await admin.post('/v1/holidays/import', { country: 'DE', year: 2027 });
    expect(everyone.status).toBe(201);
    expect(everyone.body.map((h: { teamIds: number[] }) => h.teamIds)).toEqual(everyone.body.map(() => []));
    expect(everyone.body.map((h: { date: string }) => h.date)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-17',
      '2027-10-03',
      '2027-12-25',
      '2027-12-26',
    ]);
  });

  it("names the holidays in German for an admin whose language is 'de'", async () => {
    const other = await service.newTenant();
    expect((await other.put(`/v1/users/${other.userId}`, { language: 'de' })).status).toBe(200);
    const team = await other.create('/v1/teams', { name: 'München' });
    const response = await other.post('/v1/holidays/import', {
      country: 'DE',
      region: 'BY',
      year: 2027,
      teamIds: [team.id],
    });
    expect(response.status).toBe(201);
    expect(response.body.map((h: { date: string; name: string }) => [h.date, h.name])).toEqual(
      BAVARIA_2027.map(([date, , german]) => [date, german]),
    );
  });

  it('answers an unknown country, region or year with 400 naming the field, and stores nothing', async () => {
    const before = await service.snapshot(admin.tenantId);
    for (const [body, message] of [
      [
        { country: 'XX', year: 2027 },
        "Field 'country' must be a country code the holiday data knows, such as DE: 'XX' is unknown.",
      ],
      [
        { country: 'DE', region: 'ZZ', year: 2027 },
        "Field 'region' must be a region of DE, such as BW: 'ZZ' is unknown.",
      ],
      [{ country: 'Germany', year: 2027 }, "Field 'country' must be a two-letter country code such as DE."],
      [{ country: 'DE', year: 1969 }, "Field 'year' must be at least 1970."],
      [{ country: 'DE', year: 2101 }, "Field 'year' must be at most 2100."],
      [{ country: 'DE' }, "Field 'year' is required."],
      [{ year: 2027 }, "Field 'country' is required."],
    ] as const) {
      const response = await admin.post('/v1/holidays/import', body);
      expect({ body, status: response.status, error: response.body.error, message: response.body.message }).toEqual({
        body,
        status: 400,
        error: 'Bad Request',
        message,
      });
    }
    expect(await service.snapshot(admin.tenantId)).toBe(before);
  });

  it('answers a team that does not exist with 404, and stores nothing', async () => {
    const before = await service.snapshot(admin.tenantId);
    const response = await admin.post('/v1/holidays/import', {
      country: 'AT',
      year: 2027,
      teamIds: [munich.id, 999_999],
    });
    expect([response.status, response.body.message]).toEqual([404, 'Team with id 999999 was not found.']);
    expect(await service.snapshot(admin.tenantId)).toBe(before);
  });

  it('is for admins: a manager or member gets 406 and nothing is stored', async () => {
    for (const role of ['manager', 'member'] as const) {
      const client = await admin.withNewUser(role);
      const before = await service.snapshot(admin.tenantId);
      const response = await client.post('/v1/holidays/import', { country: 'AT', year: 2027 });
      expect([role, response.status, response.body.message]).toEqual([
        role,
        406,
        'You do not have a permission for this action',
      ]);
      expect(await service.snapshot(admin.tenantId)).toBe(before);
    }
  });

  it("makes a team's holiday a day off for its members only: their vacation over it is split, others' is not", async () => {
    const tenant = await service.newTenant();
    const member = await tenant.withNewUser('member');
    const outsider = await tenant.withNewUser('member');
    const world = await createActivityWorld(tenant, [member.userId]);
    const imported = await tenant.post('/v1/holidays/import', {
      country: 'DE',
      region: 'BY',
      year: 2027,
      teamIds: [world.team.id],
    });
    expect(imported.status).toBe(201);
    // Monday 24 to Friday 28 May 2027; Corpus Christi is the Thursday, a holiday in Bavaria only.
    const vacation = {
      activityTypeId: world.vacation.id,
      includeWeekends: false,
      description: 'Lake Garda',
      dateFrom: '2027-05-24',
      dateTo: '2027-05-28',
      timeFrom: '00:00',
      timeTo: '24:00',
    };
    const runsOf = (body: { runs: { dateFrom: string; dateTo: string }[] }) =>
      body.runs.map((run) => [run.dateFrom, run.dateTo]);
    const ofMember = await member.post('/v1/activity/preview', vacation);
    expect([ofMember.status, ofMember.body.workingDays, runsOf(ofMember.body)]).toEqual([
      200,
      4,
      [
        ['2027-05-24', '2027-05-26'],
        ['2027-05-28', '2027-05-28'],
      ],
    ]);
    const ofOutsider = await outsider.post('/v1/activity/preview', vacation);
    expect([ofOutsider.status, ofOutsider.body.workingDays, runsOf(ofOutsider.body)]).toEqual([
      200,
      5,
      [['2027-05-24', '2027-05-28']],
    ]);
    // The create stores the same runs.
    const created = await member.post('/v1/activity', vacation);
    expect(created.status).toBe(200);
    expect(
      created.body.map((a: { dateFrom: string; dateTo: string }) => [a.dateFrom.slice(0, 10), a.dateTo.slice(0, 10)]),
    ).toEqual([
      ['2027-05-24', '2027-05-26'],
      ['2027-05-28', '2027-05-28'],
    ]);
  });
});

describe('GET /v1/holidays/countries', () => {
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
  });
  after(() => service.close());

  it("lists the countries by name in the caller's language, each with its regions, for everyone", async () => {
    const member = await admin.withNewUser('viewer');
    const response = await member.get('/v1/holidays/countries');
    expect(response.status).toBe(200);
    const names = response.body.map((country: { name: string }) => country.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(response.body.length).toBeGreaterThan(150);
    const germany = response.body.find((country: { code: string }) => country.code === 'DE');
    expect(germany.name).toBe('Germany');
    expect(germany.regions).toContainEqual({ code: 'BY', name: 'Bayern' });
    expect(germany.regions).toHaveLength(16);
    expect(response.body.find((country: { code: string }) => country.code === 'MT')).toMatchObject({ regions: [] });

    expect((await admin.put(`/v1/users/${member.userId}`, { language: 'de' })).status).toBe(200);
    const german = await member.get('/v1/holidays/countries');
    expect(german.body.find((country: { code: string }) => country.code === 'DE').name).toBe('Deutschland');
    expect(german.body.find((country: { code: string }) => country.code === 'CH').name).toBe('Schweiz');
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  newIssue,
  embeddedUser,
} from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

const MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('POST /v1/activity', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    world = await createActivityWorld(admin, [member.userId]);
    await admin.create('/v1/holidays', { date: '2026-12-25', name: 'Christmas' });
    await admin.create('/v1/holidays', { date: '2027-01-01', name: 'New Year' });
  });
  after(() => service.close());

  const dates = (activities: any[]) => activities.map((a) => [a.dateFrom.slice(0, 10), a.dateTo.slice(0, 10)]);
  const postInZone = (zone: string) =>
    member.request({ method: 'POST', url: '/v1/activity', headers: { zone }, body: activityInput(world) });

  it('creates one activity with every field of the Activity table in its form', async () => {
    const issueWorld = await createIssueWorld(admin);
    const issue = await newIssue(admin, issueWorld, { name: 'Release 2.0' });
    const response = await member.request({
      method: 'POST',
      url: '/v1/activity',
      headers: { zone: 'Europe/Berlin' },
      body: activityInput(world, {
        place: world.office.id,
        projectId: { id: world.project.id },
        issueId: issue.id,
        teamId: world.team.id,
        timeFrom: '12:00',
        timeTo: '16:30',
        description: 'Line one\nLine two',
      }),
    });
    expect(response.status).toBe(200);
    const author = embeddedUser((await admin.get(`/v1/users/${member.userId}`)).body, false);
    expect(response.body).toEqual([
      {
        id: expect.any(Number),
        activityTypeId: world.homeOffice,
        place: world.office,
        author,
        projectId: world.project,
        issueId: { id: issue.id, name: 'Release 2.0' },
        teamId: { id: world.team.id, name: 'Platform', deleted: false },
        includeWeekends: false,
        description: 'Line one\nLine two',
        dateFrom: '2026-11-23T00:00:00.000Z',
        dateTo: '2026-11-23T00:00:00.000Z',
        timeFrom: '720',
        timeTo: '990',
        duration: 270,
        statusId: world.approved,
        statusEditor: author,
        deleted: false,
        created_at: expect.stringMatching(MILLIS),
        zone: 'Europe/Berlin',
      },
    ]);
    expect((await member.get(`/v1/activity/${response.body[0].id}`)).body).toEqual(response.body[0]);
  });

  it('leaves out place, and gives null for project, issue and team, when they are not set; zone defaults to UTC', async () => {
    const [activity] = (await member.post('/v1/activity', activityInput(world, { projectId: null }))).body;
    expect(activity).not.toHaveProperty('place');
    expect(activity).toMatchObject({ projectId: null, issueId: null, teamId: null, zone: 'UTC' });
  });

  it('makes an approvable activity a request, anything else approved at once', async () => {
    const [vacation] = (await member.post('/v1/activity', activityInput(world, { activityTypeId: world.vacation.id })))
      .body;
    expect(vacation.statusId).toEqual(world.requested);
    const [homeOffice] = (await member.post('/v1/activity', activityInput(world))).body;
    expect(homeOffice.statusId).toEqual(world.approved);
  });

  it('covers the whole range as one activity with includeWeekends: true', async () => {
    const response = await member.post(
      '/v1/activity',
      activityInput(world, {
        includeWeekends: true,
        dateFrom: '2026-11-20',
        dateTo: '2026-11-29',
        timeFrom: '00:00',
        timeTo: '24:00',
      }),
    );
    expect(dates(response.body)).toEqual([['2026-11-20', '2026-11-29']]);
    expect(response.body[0]).toMatchObject({ timeFrom: '0', timeTo: '1440', duration: 10 * 1440 });
  });

  it('splits a range into runs of working days, in date order, across weekends, holidays and the year end', async () => {
    const response = await member.post(
      '/v1/activity',
      activityInput(world, { activityTypeId: world.vacation.id, dateFrom: '2026-12-19', dateTo: '2027-01-06' }),
    );
    expect(response.status).toBe(200);
    expect(dates(response.body)).toEqual([
      ['2026-12-21', '2026-12-24'],
      ['2026-12-28', '2026-12-31'],
      ['2027-01-04', '2027-01-06'],
    ]);
    expect(response.body.map((a: any) => a.duration)).toEqual([4 * 480, 4 * 480, 3 * 480]);
    expect(new Set(response.body.map((a: any) => a.id)).size).toBe(3);
  });

  it('knows leap days and month ends', async () => {
    const leap = await member.post(
      '/v1/activity',
      activityInput(world, { dateFrom: '2028-02-25', dateTo: '2028-03-03' }),
    );
    expect(dates(leap.body)).toEqual([
      ['2028-02-25', '2028-02-25'],
      ['2028-02-28', '2028-03-03'],
    ]);
    const invalid = await member.post(
      '/v1/activity',
      activityInput(world, { dateFrom: '2027-02-29', dateTo: '2027-03-01' }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Field 'dateFrom' must be a date in the form YYYY-MM-DD.");
  });

  it('answers a range without a working day with 400', async () => {
    const response = await member.post(
      '/v1/activity',
      activityInput(world, { dateFrom: '2026-12-26', dateTo: '2026-12-27' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'There is no working day from 2026-12-26 to 2026-12-27; send includeWeekends: true to record it anyway.',
    );
  });

  it('answers a missing required field with 400 naming it', async () => {
    for (const field of [
      'activityTypeId',
      'includeWeekends',
      'description',
      'dateFrom',
      'dateTo',
      'timeFrom',
      'timeTo',
    ]) {
      const body: Record<string, unknown> = activityInput(world);
      delete body[field];
      const response = await member.post('/v1/activity', body);
      expect({ field, status: response.status, message: response.body.message }).toEqual({
        field,
        status: 400,
        message: `Field '${field}' is required.`,
      });
    }
  });

  it('answers wrong forms and orders of dates and times with 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dateFrom: '23.11.2026' }, "Field 'dateFrom' must be a date in the form YYYY-MM-DD."],
      [{ dateTo: '2026-13-01' }, "Field 'dateTo' must be a date in the form YYYY-MM-DD."],
      [{ timeFrom: '9:00' }, "Field 'timeFrom' must be a time in the form HH:MM, from 00:00 to 23:59."],
      [{ timeFrom: '24:00' }, "Field 'timeFrom' must be a time in the form HH:MM, from 00:00 to 23:59."],
      [{ timeTo: '24:30' }, "Field 'timeTo' must be a time in the form HH:MM, from 00:00 to 24:00."],
      [{ timeTo: 1700 }, "Field 'timeTo' must be a time in the form HH:MM, from 00:00 to 24:00."],
      [{ timeFrom: '17:00', timeTo: '09:00' }, "Field 'timeTo' must be after 'timeFrom'."],
      [{ timeFrom: '09:00', timeTo: '09:00' }, "Field 'timeTo' must be after 'timeFrom'."],
      [{ dateFrom: '2026-11-24', dateTo: '2026-11-23' }, "Field 'dateTo' must not be before 'dateFrom'."],
      [
        { dateFrom: '2026-01-01', dateTo: '2027-01-02' },
        'An activity covers at most 366 days; split longer ranges into several requests.',
      ],
      [{ includeWeekends: 'no' }, "Field 'includeWeekends' must be true or false."],
      [
        { activityTypeId: 'vacation' },
        `Field 'activityTypeId' must be an id: a positive integer or an object holding one as "id".`,
      ],
    ];
    for (const [extra, message] of cases) {
      const response = await member.post('/v1/activity', activityInput(world, extra));
      expect({ extra, status: response.status, message: response.body.message }).toEqual({
        extra,
        status: 400,
        message,
      });
    }
  });

  it('accepts 366 days in one request', async () => {
    const response = await member.post(
      '/v1/activity',
      activityInput(world, { includeWeekends: true, dateFrom: '2028-01-01', dateTo: '2028-12-31' }),
    );
    expect(response.status).toBe(200);
    expect(response.body[0].duration).toBe(366 * 480);
  });

  it('answers unknown references with 400 and the not-found sentence', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ activityTypeId: 999001 }, 'Activity type with id 999001 was not found.'],
      [{ place: 999002 }, 'Place with id 999002 was not found.'],
      [{ projectId: 999003 }, 'Project with id 999003 was not found.'],
      [{ issueId: 999004 }, 'Issue with id 999004 was not found.'],
      [{ teamId: 999005 }, 'Team with id 999005 was not found.'],
    ];
    for (const [extra, message] of cases) {
      const response = await member.post('/v1/activity', activityInput(world, extra));
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
  });

  it('validates the Zone header: 400 for a name that is not a time zone', async () => {
    // Newer runtimes take UTC offsets as time zones; they are no IANA names.
    for (const zone of ['Mars/Olympus', 'not a zone', '', '+01:00']) {
      const response = await postInZone(zone);
      expect({ zone, status: response.status }).toEqual({ zone, status: 400 });
      expect(response.body.message).toBe("Header 'Zone' must be an IANA time-zone name such as Europe/Berlin or UTC.");
    }
  });

  it('stores the Zone as sent, only its letter case fixed, never another name for the same zone', async () => {
    const cases: [sent: string, stored: string][] = [
      ['america/new_york', 'America/New_York'],
      ['EUROPE/BERLIN', 'Europe/Berlin'],
      ['utc', 'UTC'],
      // Aliases and renamed zones, which the runtime would resolve to America/Panama, UTC,
      // America/Los_Angeles, Europe/Kiev and Asia/Calcutta.
      ['EST', 'EST'],
      ['GMT', 'GMT'],
      ['US/Pacific', 'US/Pacific'],
      ['Europe/Kyiv', 'Europe/Kyiv'],
      ['Asia/Kolkata', 'Asia/Kolkata'],
    ];
    for (const [sent, stored] of cases) {
      const response = await postInZone(sent);
      expect({ sent, status: response.status, zone: response.body[0]?.zone }).toEqual({
        sent,
        status: 200,
        zone: stored,
      });
      expect((await member.get(`/v1/activity/${response.body[0].id}`)).body.zone).toBe(stored);
    }
  });

  it('needs activity:create (406 for viewers) and team membership (412) unless the caller manages activities', async () => {
    const viewer = await admin.withNewUser('viewer');
    const refused = await viewer.post('/v1/activity', activityInput(world));
    expect(refused.status).toBe(406);
    expect(refused.body.error).toBe('Missing permission for action');

    const outsider = await admin.withNewUser('member');
    const notMember = await outsider.post('/v1/activity', activityInput(world, { teamId: world.team.id }));
    expect(notMember.status).toBe(412);
    expect(notMember.body).toMatchObject({
      error: 'Precondition failed',
      message: `You are not a member of team ${world.team.id}; linking it needs the permission to manage other users' activities.`,
    });
    const manager = await admin.withNewUser('manager');
    expect((await manager.post('/v1/activity', activityInput(world, { teamId: world.team.id }))).status).toBe(200);
  });

  it('stores nothing when it refuses, and names the first problem in the order of the checks', async () => {
    const outsider = await admin.withNewUser('member');
    const weekend = { dateFrom: '2026-11-21', dateTo: '2026-11-22' };
    const cases: [TenantClient, Record<string, unknown>, number, string][] = [
      [outsider, { place: 999006, teamId: world.team.id, ...weekend }, 400, 'Place with id 999006 was not found.'],
      [outsider, { issueId: 999007, teamId: world.team.id, ...weekend }, 400, 'Issue with id 999007 was not found.'],
      [
        outsider,
        { teamId: world.team.id, ...weekend },
        412,
        `You are not a member of team ${world.team.id}; linking it needs the permission to manage other users' activities.`,
      ],
      [
        member,
        weekend,
        400,
        'There is no working day from 2026-11-21 to 2026-11-22; send includeWeekends: true to record it anyway.',
      ],
    ];
    for (const [caller, extra, status, message] of cases) {
      const before = await service.snapshot(admin.tenantId);
      const response = await caller.post('/v1/activity', activityInput(world, extra));
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
      expect(await service.snapshot(admin.tenantId)).toBe(before);
    }
  });

  it('answers with 400 when the tenant has no status to start from', async () => {
    const bare = await service.newTenant();
    const type = await bare.create('/v1/activity-types', { name: 'Trip', approvable: true });
    const before = await service.snapshot(bare.tenantId);
    const response = await bare.post('/v1/activity', { ...activityInput(world), activityTypeId: type.id });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('no activity status for requests');
    expect(await service.snapshot(bare.tenantId)).toBe(before);
  });
});

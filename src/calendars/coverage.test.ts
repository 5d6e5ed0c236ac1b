import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

/** GET /v1/teams/{id}/coverage: who of a team is away on each working day, and the short days. */
describe('GET /v1/teams/{id}/coverage', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: ActivityWorld;
  let members: TenantClient[];

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    members = [];
    for (const name of ['Ann', 'Ben', 'Cleo', 'Dan', 'Gone']) {
      members.push(await admin.withNewUser('member', { firstname: name }));
    }
    world = await createActivityWorld(
      admin,
      members.map((m) => m.userId),
    );
    await admin.put(`/v1/teams/${world.team.id}`, { minPresent: 4 });
    await admin.create('/v1/holidays', { date: '2027-04-08', name: 'A holiday' });
    const [ann, ben, cleo, dan, gone] = members as [
      TenantClient,
      TenantClient,
      TenantClient,
      TenantClient,
      TenantClient,
    ];
    const activity = async (who: TenantClient, typeId: number, dateFrom: string, dateTo: string, approved: boolean) => {
      const runs = await who.create(
        '/v1/activity',
        activityInput(world, { activityTypeId: typeId, dateFrom, dateTo }),
        200,
      );
      for (const run of approved ? runs : []) {
        await admin.put(`/v1/activity/${run.id}/status`, { statusId: world.approved.id });
      }
    };
    await activity(ann, world.vacation.id, '2027-04-05', '2027-04-07', true); // Mon-Wed, away
    await activity(ben, world.homeOffice.id, '2027-04-06', '2027-04-06', true); // working: not away
    await activity(cleo, world.vacation.id, '2027-04-07', '2027-04-07', false); // only requested
    await activity(dan, world.vacation.id, '2027-04-07', '2027-04-09', true); // Wed, (holiday), Fri
    await activity(gone, world.vacation.id, '2027-04-05', '2027-04-09', true);
    await admin.delete(`/v1/users/${gone.userId}`);
  });
  after(() => service.close());

  it('counts the live members away on each working day, and marks the days below the minimum', async () => {
    const response = await admin.get(`/v1/teams/${world.team.id}/coverage?from=2027-04-05&to=2027-04-11`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      minPresent: 4,
      members: 4,
      days: [
        { date: '2027-04-05', away: 1, present: 3, short: true },
        { date: '2027-04-06', away: 1, present: 3, short: true },
        { date: '2027-04-07', away: 2, present: 2, short: true },
        { date: '2027-04-09', away: 1, present: 3, short: true },
      ],
    });
    await admin.put(`/v1/teams/${world.team.id}`, { minPresent: null });
    const unlimited = await admin.get(`/v1/teams/${world.team.id}/coverage?from=2027-04-05&to=2027-04-05`);
    expect(unlimited.body).toEqual({
      minPresent: null,
      members: 4,
      days: [{ date: '2027-04-05', away: 1, present: 3, short: false }],
    });
    // Absences that began before the range count on its days.
    const midway = await admin.get(`/v1/teams/${world.team.id}/coverage?from=2027-04-06&to=2027-04-07`);
    expect(midway.body.days).toEqual([
      { date: '2027-04-06', away: 1, present: 3, short: false },
      { date: '2027-04-07', away: 2, present: 2, short: false },
    ]);
    const viewer = await admin.withNewUser('viewer');
    expect((await viewer.get(`/v1/teams/${world.team.id}/coverage?from=2027-04-10&to=2027-04-11`)).body.days).toEqual(
      [],
    );
  });

  it('counts a member once on a day two absences cover, and an absence of 366 days that began a year before', async () => {
    const [eve, finn] = [
      await admin.withNewUser('member', { firstname: 'Eve' }),
      await admin.withNewUser('member', { firstname: 'Finn' }),
    ];
    const team = await admin.create('/v1/teams', { name: 'Pair', memberIds: [eve.userId, finn.userId] });
    const approved = async (who: TenantClient, dateFrom: string, dateTo: string) => {
      const input = activityInput(world, {
        activityTypeId: world.vacation.id,
        dateFrom,
        dateTo,
        includeWeekends: true,
      });
      for (const run of await who.create('/v1/activity', input, 200)) {
        expect((await admin.put(`/v1/activity/${run.id}/status`, { statusId: world.approved.id })).status).toBe(200);
      }
    };
    await approved(eve, '2027-05-03', '2027-05-05');
    await approved(eve, '2027-05-04', '2027-05-04');
    // 366 days, the longest an activity may be: from 2026-05-04 to 2027-05-04.
    await approved(finn, '2026-05-04', '2027-05-04');
    const coverage = await admin.get(`/v1/teams/${team.id}/coverage?from=2027-05-03&to=2027-05-05`);
    expect(coverage.body.days).toEqual([
      { date: '2027-05-03', away: 2, present: 0, short: false },
      { date: '2027-05-04', away: 2, present: 0, short: false },
      { date: '2027-05-05', away: 1, present: 1, short: false },
    ]);
  });

  it("lists the days some member is scheduled to work, and a team's own holiday as none (D19)", async () => {
    const [ann, ben] = members as [TenantClient, TenantClient];
    const team = await admin.create('/v1/teams', { name: 'Part-timers', memberIds: [ann.userId, ben.userId] });
    // Both work Monday to Thursday from 2031; the team has Wednesday 8 January 2031 off.
    for (const member of [ann, ben]) {
      await admin.create(`/v1/users/${member.userId}/work-schedules`, {
        validFrom: '2031-01-01',
        minutes: [480, 480, 480, 480, 0, 0, 0],
      });
    }
    await admin.create('/v1/holidays', { date: '2031-01-08', name: 'Team day', teamIds: [team.id] });
    const coverage = await admin.get(`/v1/teams/${team.id}/coverage?from=2031-01-06&to=2031-01-12`);
    expect(coverage.status).toBe(200);
    expect(coverage.body.days.map((day: any) => day.date)).toEqual(['2031-01-06', '2031-01-07', '2031-01-09']);
    // The team of everyone keeps Wednesday and Friday: its other members work them.
    const everyone = await admin.get(`/v1/teams/${world.team.id}/coverage?from=2031-01-06&to=2031-01-12`);
    expect(everyone.body.days.map((day: any) => day.date)).toEqual([
      '2031-01-06',
      '2031-01-07',
      '2031-01-08',
      '2031-01-09',
      '2031-01-10',
    ]);
  });

  it('refuses an unknown team, a reversed or too long range', async () => {
    const unknown = await admin.get('/v1/teams/999999/coverage?from=2027-04-05&to=2027-04-11');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Team with id 999999 was not found.']);
    const reversed = await admin.get(`/v1/teams/${world.team.id}/coverage?from=2027-04-11&to=2027-04-05`);
    expect(reversed.status).toBe(400);
    const long = await admin.get(`/v1/teams/${world.team.id}/coverage?from=2027-01-01&to=2028-12-31`);
    expect([long.status, long.body.message]).toEqual([
      400,
      "Query parameter 'to': a calendar covers at most 366 days from 'from'.",
    ]);
  });
});

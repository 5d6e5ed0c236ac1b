import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld, embeddedUser } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

/** D18: GET /v1/reports/absences, the balances of D19 per user and type, in one statement. */
describe('absence reports', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let colleague: TenantClient;
  let manager: TenantClient;
  let world: ActivityWorld;
  let sick: any;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member', { lastname: 'Aalto' });
    colleague = await admin.withNewUser('member', { lastname: 'Berg' });
    manager = await admin.withNewUser('manager');
    world = await createActivityWorld(admin, [member.userId]);
    sick = await admin.create('/v1/activity-types', { name: 'Sick leave', approvable: true, private: true });
    await admin.create('/v1/allowances', {
      userId: member.userId,
      activityTypeId: world.vacation.id,
      year: 2027,
      days: 30,
    });
    await admin.create('/v1/allowances', {
      userId: colleague.userId,
      activityTypeId: world.vacation.id,
      year: 2027,
      days: 20,
    });
    const take = async (client: TenantClient, input: Record<string, unknown>, approved: boolean) => {
      const response = await client.post('/v1/activity', activityInput(world, input));
      expect(response.status).toBe(200);
      if (!approved) return;
      for (const activity of response.body as { id: number }[]) {
        const decided = await manager.put(`/v1/activity/${activity.id}/status`, { statusId: world.approved.id });
        expect(decided.status).toBe(200);
      }
    };
    // The member: Monday and Tuesday off, approved; a Friday afternoon requested (half a day).
    const vacation = { activityTypeId: world.vacation.id, timeFrom: '00:00', timeTo: '24:00' };
    await take(member, { ...vacation, dateFrom: '2027-03-01', dateTo: '2027-03-02' }, true);
    await take(
      member,
      { ...vacation, dateFrom: '2027-03-05', dateTo: '2027-03-05', timeFrom: '13:00', timeTo: '17:00' },
      false,
    );
    // The colleague: ill on a Wednesday, approved.
    await take(colleague, { ...vacation, activityTypeId: sick.id, dateFrom: '2027-03-03', dateTo: '2027-03-03' }, true);
  });
  after(() => service.close());

  const user = async (client: TenantClient) =>
    embeddedUser((await admin.get(`/v1/users/${client.userId}`)).body, false);

  it('gives managers and admins every user by type, with the days of private types (sick leave)', async () => {
    const memberVacation = {
      user: await user(member),
      activityType: world.vacation,
      allowance: 30,
      carried: 0,
      expired: 0,
      approved: 2,
      requested: 0.5,
      remaining: 27.5,
    };
    const colleagueVacation = {
      user: await user(colleague),
      activityType: world.vacation,
      allowance: 20,
      carried: 0,
      expired: 0,
      approved: 0,
      requested: 0,
      remaining: 20,
    };
    const colleagueSick = {
      user: await user(colleague),
      activityType: expect.objectContaining({ id: sick.id }),
      allowance: null,
      carried: null,
      expired: null,
      approved: 1,
      requested: 0,
      remaining: null,
    };
    for (const reader of [manager, admin]) {
      const { status, body } = await reader.get('/v1/reports/absences?year=2027');
      expect(status).toBe(200);
      expect(body).toEqual({ year: 2027, rows: [memberVacation, colleagueSick, colleagueVacation], nextCursor: null });
    }
    // A team's members only.
    const team = await manager.get(`/v1/reports/absences?year=2027&teamId=${world.team.id}`);
    expect(team.body.rows).toEqual([memberVacation]);
  });

  it('counts as the balances do, and shows members and viewers only their own', async () => {
    const own = await member.get('/v1/reports/absences?year=2027');
    const balance = (await member.get(`/v1/users/${member.userId}/balances?year=2027`)).body[0];
    const { activityType: _type, year: _year, carriedExpiresOn: _expires, ...days } = balance;
    expect(own.body.rows).toEqual([{ user: await user(member), activityType: world.vacation, ...days }]);
    const forColleague = await colleague.get('/v1/reports/absences?year=2027');
    expect(forColleague.body.rows.map((row: any) => row.activityType.id)).toEqual([world.vacation.id]);
  });

  it('pages over users by name (D13): limit users a page, the next with the cursor', async () => {
    const whole = (await manager.get('/v1/reports/absences?year=2027&limit=200')).body;
    const users = (await admin.get('/v1/users')).body.filter((one: { deleted: boolean }) => !one.deleted);
    const pages: any[] = [];
    let url = '/v1/reports/absences?year=2027&limit=1';
    for (;;) {
      const page = await manager.get(url);
      expect(page.status).toBe(200);
      pages.push(page.body);
      if (page.body.nextCursor === null) break;
      url = `/v1/reports/absences?year=2027&limit=1&cursor=${encodeURIComponent(page.body.nextCursor)}`;
    }
    // A page per user, each with that user's rows only, together the whole report in its order.
    expect(pages).toHaveLength(users.length);
    for (const page of pages) expect(new Set(page.rows.map((row: any) => row.user.id)).size).toBeLessThanOrEqual(1);
    expect(pages.flatMap((page) => page.rows)).toEqual(whole.rows);
    expect(whole.nextCursor).toBeNull();
    // Three users a page: the member (Aalto), the admin (Admin, no rows) and the colleague (Berg).
    const first = (await manager.get('/v1/reports/absences?year=2027&limit=3')).body;
    expect(first.rows.map((row: any) => row.user.id)).toEqual([member.userId, colleague.userId, colleague.userId]);
    expect(first.nextCursor).toEqual(expect.any(String));
    // A cursor belongs to its query.
    const moved = await manager.get(`/v1/reports/absences?year=2026&cursor=${encodeURIComponent(first.nextCursor)}`);
    expect([moved.status, moved.body.message]).toEqual([
      400,
      "Query parameter 'cursor' belongs to another query: keep the filters and sort of its first page.",
    ]);
  });

  it('answers 400 for a bad year', async () => {
    for (const query of ['year=0', 'year=10000', 'year=x', 'teamId=0', 'limit=0', 'limit=201', 'cursor=x']) {
      const response = await manager.get(`/v1/reports/absences?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
  });
});

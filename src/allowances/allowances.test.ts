import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

/** D10: leave allowances and the balances counted against them. */
describe('allowances and balances', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let colleague: TenantClient;
  let manager: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    colleague = await admin.withNewUser('member');
    manager = await admin.withNewUser('manager');
    world = await createActivityWorld(admin, [member.userId]);
  });
  after(() => service.close());

  const balances = async (year: number, client = member, userId = member.userId) => {
    const response = await client.get(`/v1/users/${userId}/balances?year=${year}`);
    expect(response.status).toBe(200);
    return response.body as any[];
  };
  const vacation = async (input: Record<string, unknown>) => {
    const response = await member.post(
      '/v1/activity',
      activityInput(world, { activityTypeId: world.vacation.id, ...input }),
    );
    expect(response.status).toBe(200);
    return response.body as any[];
  };

  it('keeps one allowance per user, type and year in whole or half days; admins write, everyone reads', async () => {
    const body = { userId: member.userId, activityTypeId: { id: world.vacation.id }, year: 2028, days: 25.5 };
    const created = await admin.create('/v1/allowances', body);
    expect(created).toEqual({
      id: expect.any(Number),
      userId: member.userId,
      activityTypeId: world.vacation.id,
      year: 2028,
      days: 25.5,
    });
    expect((await member.get('/v1/allowances')).body).toContainEqual(created);
    expect((await member.get(`/v1/allowances/${created.id}`)).body).toEqual(created);

    const duplicate = await admin.post('/v1/allowances', { ...body, days: 3 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('An allowance for this user, activity type and year exists already.');
    // Admins only write: members and managers get 406, and nothing changes.
    for (const refused of [
      await member.post('/v1/allowances', { ...body, year: 2030 }),
      await manager.post('/v1/allowances', { ...body, year: 2030 }),
      await manager.put(`/v1/allowances/${created.id}`, { days: 1 }),
      await member.delete(`/v1/allowances/${created.id}`),
      await manager.delete(`/v1/allowances/${created.id}`),
    ]) {
      expect([refused.status, refused.body.message]).toEqual([406, 'You do not have a permission for this action']);
    }
    expect((await member.get(`/v1/allowances/${created.id}`)).body).toEqual(created);
    for (const [field, value, message] of [
      ['days', 1.25, "Field 'days' must be a number of whole or half days."],
      ['days', -1, "Field 'days' must be at least 0."],
      ['year', 0, "Field 'year' must be at least 1."],
      ['year', 'next', "Field 'year' must be a year from 1 to 9999."],
    ] as const) {
      const refused = await admin.post('/v1/allowances', { ...body, year: 2031, [field]: value });
      expect({ field, value, status: refused.status, message: refused.body.message }).toEqual({
        field,
        value,
        status: 400,
        message,
      });
    }
    const unknownType = await admin.post('/v1/allowances', { ...body, activityTypeId: 999999, year: 2031 });
    expect([unknownType.status, unknownType.body.message]).toEqual([
      404,
      'Activity type with id 999999 was not found.',
    ]);
    const unknownUser = await admin.post('/v1/allowances', { ...body, userId: 999999, year: 2031 });
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body.message).toBe('User with id 999999 was not found.');
    const updated = await admin.put(`/v1/allowances/${created.id}`, { days: 26 });
    expect(updated.body).toEqual({ ...created, days: 26 });
    await admin.put(`/v1/allowances/${created.id}`, { days: 25.5 });
  });

  it('counts working days of requested and approved activities; half days; holidays and rejected ones left out', async () => {
    // Mon 28 Feb to Fri 3 Mar 2028, with a holiday on the Wednesday: runs Mon–Tue and Thu–Fri.
    await admin.create('/v1/holidays', { date: '2028-03-01', name: 'Founders day' });
    const [firstRun] = await vacation({ dateFrom: '2028-02-28', dateTo: '2028-03-03' });
    expect(await balances(2028)).toEqual([
      {
        activityType: world.vacation,
        year: 2028,
        allowance: 25.5,
        carried: 0,
        carriedExpiresOn: null,
        expired: 0,
        approved: 0,
        requested: 4,
        remaining: 21.5,
      },
    ]);
    await manager.put(`/v1/activity/${firstRun.id}/status`, { statusId: world.approved.id });
    // 09:00 to 13:00 is 240 minutes: half a day.
    await vacation({ dateFrom: '2028-03-06', dateTo: '2028-03-06', timeFrom: '09:00', timeTo: '13:00' });
    const [rejected] = await vacation({ dateFrom: '2028-03-07', dateTo: '2028-03-07' });
    await manager.put(`/v1/activity/${rejected.id}/status`, { statusId: world.rejected.id });
    const [deleted] = await vacation({ dateFrom: '2028-03-08', dateTo: '2028-03-08' });
    await member.delete(`/v1/activity/${deleted.id}`);
    expect(await balances(2028)).toEqual([
      {
        activityType: world.vacation,
        year: 2028,
        allowance: 25.5,
        carried: 0,
        carriedExpiresOn: null,
        expired: 0,
        approved: 2,
        requested: 2.5,
        remaining: 21,
      },
    ]);
    // A holiday added later no longer counts, at once.
    const holiday = await admin.create('/v1/holidays', { date: '2028-03-03', name: 'Bridge day' });
    expect((await balances(2028))[0]).toMatchObject({ requested: 1.5, remaining: 22 });
    await admin.delete(`/v1/holidays/${holiday.id}`);
  });

  it('counts a day once however many activities of a type cover it, approved time first (D19)', async () => {
    await admin.create('/v1/allowances', {
      userId: member.userId,
      activityTypeId: world.vacation.id,
      year: 2030,
      days: 20,
    });
    // Mon 4 to Wed 6 March 2030, then Tue 5 to Thu 7: four days asked for, not six.
    await vacation({ dateFrom: '2030-03-04', dateTo: '2030-03-06' });
    const [second] = await vacation({ dateFrom: '2030-03-05', dateTo: '2030-03-07' });
    expect((await balances(2030))[0]).toMatchObject({ approved: 0, requested: 4, remaining: 16 });
    // Approved, the second's days are approved; only Monday is still asked for.
    await manager.put(`/v1/activity/${second.id}/status`, { statusId: world.approved.id });
    expect((await balances(2030))[0]).toMatchObject({ approved: 3, requested: 1, remaining: 16 });
    // Friday 8: a morning and an afternoon make a whole day; Monday 11: the same morning twice, half a day.
    await vacation({ dateFrom: '2030-03-08', dateTo: '2030-03-08', timeFrom: '09:00', timeTo: '13:00' });
    await vacation({ dateFrom: '2030-03-08', dateTo: '2030-03-08', timeFrom: '13:00', timeTo: '17:00' });
    await vacation({ dateFrom: '2030-03-11', dateTo: '2030-03-11', timeFrom: '09:00', timeTo: '13:00' });
    await vacation({ dateFrom: '2030-03-11', dateTo: '2030-03-11', timeFrom: '10:00', timeTo: '12:00' });
    expect(await balances(2030)).toEqual([
      {
        activityType: world.vacation,
        year: 2030,
        allowance: 20,
        carried: 0,
        carriedExpiresOn: null,
        expired: 0,
        approved: 3,
        requested: 2.5,
        remaining: 14.5,
      },
    ]);
  });

  it('splits a range over the year end by year, counts working days only, and goes negative', async () => {
    const allowance2027 = await admin.create('/v1/allowances', {
      userId: member.userId,
      activityTypeId: world.vacation.id,
      year: 2027,
      days: 1,
    });
    // Thu 30 Dec 2027 to Tue 4 Jan 2028, weekends included: Thu, Fri in 2027; Mon, Tue in 2028.
    await vacation({ includeWeekends: true, dateFrom: '2027-12-30', dateTo: '2028-01-04' });
    expect(await balances(2027)).toEqual([
      {
        activityType: world.vacation,
        year: 2027,
        allowance: 1,
        carried: 0,
        carriedExpiresOn: null,
        expired: 0,
        approved: 0,
        requested: 2,
        remaining: -1,
      },
    ]);
    expect((await balances(2028))[0]).toMatchObject({ requested: 4.5, remaining: 19 });
    // No allowance that year: no balance.
    expect(await balances(2029)).toEqual([]);
    await admin.put(`/v1/allowances/${allowance2027.id}`, { days: 3 });
    expect((await balances(2027))[0]).toMatchObject({ allowance: 3, remaining: 1 });
    // Removed, the type is no longer budgeted that year.
    expect((await admin.delete(`/v1/allowances/${allowance2027.id}`)).status).toBeLessThan(300);
    expect((await admin.get(`/v1/allowances/${allowance2027.id}`)).status).toBe(404);
    expect(await balances(2027)).toEqual([]);
  });

  it("counts each type against its own allowance, by type name, and only the user's own activities", async () => {
    for (const [activityType, days] of [
      [world.vacation, 10],
      [world.homeOffice, 5],
    ] as const) {
      await admin.create('/v1/allowances', {
        userId: member.userId,
        activityTypeId: activityType.id,
        year: 2032,
        days,
      });
    }
    // Mon 1 and Tue 2 March 2032, whole days: 2 vacation days.
    await vacation({ dateFrom: '2032-03-01', dateTo: '2032-03-02' });
    // D19: a part of a day counts its share of the 480 scheduled minutes, to two decimals: 361 minutes
    // are 0.75 of a day (0.752 rounded), where D10's rule counted anything over 240 minutes whole.
    await vacation({ dateFrom: '2032-03-03', dateTo: '2032-03-03', timeFrom: '09:00', timeTo: '15:01' });
    // 240 minutes a day over Mon 8 to Wed 10 March: half of each of the three days.
    const homeOffice = await member.post(
      '/v1/activity',
      activityInput(world, { dateFrom: '2032-03-08', dateTo: '2032-03-10', timeFrom: '08:00', timeTo: '12:00' }),
    );
    expect(homeOffice.status).toBe(200);
    // A colleague's vacation is not the member's.
    const colleagues = await colleague.post(
      '/v1/activity',
      activityInput(world, { activityTypeId: world.vacation.id, dateFrom: '2032-03-15', dateTo: '2032-03-19' }),
    );
    expect(colleagues.status).toBe(200);
    expect(await balances(2032)).toEqual([
      // Home office needs no approval: approved at once.
      {
        activityType: world.homeOffice,
        year: 2032,
        allowance: 5,
        carried: 0,
        carriedExpiresOn: null,
        expired: 0,
        approved: 1.5,
        requested: 0,
        remaining: 3.5,
      },
      {
        activityType: world.vacation,
        year: 2032,
        allowance: 10,
        carried: 0,
        carriedExpiresOn: null,
        expired: 0,
        approved: 0,
        requested: 2.75,
        remaining: 7.25,
      },
    ]);
    // In pages by type name (D13): the next named by Link.
    const first = await member.get(`/v1/users/${member.userId}/balances?year=2032&limit=1`);
    expect(first.body.map((balance: any) => balance.activityType.name)).toEqual(['Home office']);
    const link = String(first.headers.link);
    expect(link).toMatch(/^<\/v1\/users\/\d+\/balances\?year=2032&limit=1&cursor=[^>]+>; rel="next"$/);
    const second = await member.get(link.slice(1, link.indexOf('>')));
    expect([second.body.map((balance: any) => balance.activityType.name), second.headers.link]).toEqual([
      ['Vacation'],
      undefined,
    ]);
  });

  it('shows a balance to the user, managers and admins; 406 to other members; 404 for unknown users', async () => {
    expect(await balances(2028, manager)).toHaveLength(1);
    expect(await balances(2028, admin)).toHaveLength(1);
    expect(await balances(2028, colleague, colleague.userId)).toEqual([]);
    const refused = await colleague.get(`/v1/users/${member.userId}/balances?year=2028`);
    expect(refused.status).toBe(406);
    expect(refused.body.message).toBe('You do not have a permission for this action');
    const unknown = await manager.get('/v1/users/999999/balances?year=2028');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User with id 999999 was not found.');
    const badYear = await member.get(`/v1/users/${member.userId}/balances?year=20280`);
    expect(badYear.status).toBe(400);
    expect(badYear.body.message).toContain('year');
    // Without a year: the current one (UTC).
    const year = new Date().getUTCFullYear();
    await admin.create('/v1/allowances', { userId: member.userId, activityTypeId: world.vacation.id, year, days: 20 });
    const current = await member.get(`/v1/users/${member.userId}/balances`);
    expect(current.status).toBe(200);
    expect(current.body).toEqual(await balances(year));
    expect(current.body).toEqual([expect.objectContaining({ year, allowance: 20 })]);
  });
});

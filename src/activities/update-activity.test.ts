import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

describe('PUT /v1/activity/{id}', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let other: TenantClient;
  let manager: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    other = await admin.withNewUser('member');
    manager = await admin.withNewUser('manager');
    world = await createActivityWorld(admin, [member.userId]);
    for (const date of ['2026-12-25', '2027-01-01', '2028-02-29']) {
      await admin.create('/v1/holidays', { date, name: `Holiday ${date}` });
    }
  });
  after(() => service.close());

  // Vacation needs approval, so a new one is a request, which its author may still change.
  const leave = (extra: Record<string, unknown> = {}) =>
    activityInput(world, { activityTypeId: world.vacation.id, ...extra });
  const create = async (client: TenantClient, extra: Record<string, unknown> = {}) =>
    (await client.post('/v1/activity', leave(extra))).body[0];
  const runs = (response: any) =>
    response.body.map((a: any) => [a.dateFrom.slice(0, 10), a.dateTo.slice(0, 10), a.duration]);
  /** The status of the activity an update returns first, and who set it. */
  const statusOf = (response: any) => ({
    status: response.body[0]?.statusId,
    editor: response.body[0]?.statusEditor.id,
  });
  const approve = (activity: { id: number }) =>
    manager.put(`/v1/activity/${activity.id}/status`, { statusId: world.approved.id });

  it('replaces the input fields and keeps id, author and creation time', async () => {
    const activity = await create(member, { place: world.office.id, projectId: world.project.id });
    const response = await member.put(
      `/v1/activity/${activity.id}`,
      leave({ description: 'Changed', timeFrom: '08:00', timeTo: '12:00', teamId: world.team.id }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      [
        {
          ...activity,
          description: 'Changed',
          timeFrom: '480',
          timeTo: '720',
          duration: 240,
          teamId: { id: world.team.id, name: 'Platform', deleted: false },
          projectId: null,
        },
      ].map(({ place: _place, ...rest }) => rest),
    );
  });

  it("splits on update: the activity keeps the first run, new activities take the rest, with the author's name", async () => {
    const activity = await create(member);
    const response = await manager.put(
      `/v1/activity/${activity.id}`,
      leave({ dateFrom: '2026-11-26', dateTo: '2026-12-08' }),
    );
    expect(runs(response)).toEqual([
      ['2026-11-26', '2026-11-27', 2 * 480],
      ['2026-11-30', '2026-12-04', 5 * 480],
      ['2026-12-07', '2026-12-08', 2 * 480],
    ]);
    expect(response.body[0].id).toBe(activity.id);
    expect(response.body.slice(1).every((a: any) => a.id > activity.id)).toBe(true);
    expect(response.body.map((a: any) => a.author.id)).toEqual([member.userId, member.userId, member.userId]);
  });

  it('splits on update around holidays, across the turn of the year and at a leap day', async () => {
    const cases: [range: Record<string, string>, expected: [string, string, number][]][] = [
      [
        { dateFrom: '2026-12-21', dateTo: '2027-01-08' },
        [
          ['2026-12-21', '2026-12-24', 4 * 480],
          ['2026-12-28', '2026-12-31', 4 * 480],
          ['2027-01-04', '2027-01-08', 5 * 480],
        ],
      ],
      [
        { dateFrom: '2028-02-26', dateTo: '2028-03-03' },
        [
          ['2028-02-28', '2028-02-28', 480],
          ['2028-03-01', '2028-03-03', 3 * 480],
        ],
      ],
    ];
    for (const [range, expected] of cases) {
      const activity = await create(member);
      const response = await member.put(`/v1/activity/${activity.id}`, leave(range));
      expect({ range, runs: runs(response) }).toEqual({ range, runs: expected });
      expect(response.body[0].id).toBe(activity.id);
      for (const each of response.body) expect((await member.get(`/v1/activity/${each.id}`)).body).toEqual(each);
    }
  });

  it('makes an approvable activity a request again when its dates or times change, not otherwise', async () => {
    // A second approver, to tell who set each status.
    const approver = await admin.withNewUser('manager');
    const vacation = await create(member);
    await approve(vacation);
    const described = await approver.put(`/v1/activity/${vacation.id}`, leave({ description: 'Still approved' }));
    expect(statusOf(described)).toEqual({ status: world.approved, editor: manager.userId });
    const moved = await approver.put(
      `/v1/activity/${vacation.id}`,
      leave({ dateFrom: '2026-11-24', dateTo: '2026-11-24' }),
    );
    expect(statusOf(moved)).toEqual({ status: world.requested, editor: approver.userId });
    const movedByAuthor = await member.put(
      `/v1/activity/${vacation.id}`,
      leave({ dateFrom: '2026-11-25', dateTo: '2026-11-25' }),
    );
    expect(statusOf(movedByAuthor)).toEqual({ status: world.requested, editor: member.userId });
    await approve(vacation);
    const retimed = await approver.put(
      `/v1/activity/${vacation.id}`,
      leave({ dateFrom: '2026-11-25', dateTo: '2026-11-25', timeTo: '18:00' }),
    );
    expect(statusOf(retimed)).toEqual({ status: world.requested, editor: approver.userId });
  });

  it('keeps an approval when the range sent again is the one the activity was made of', async () => {
    // Stored as their first run of working days: 11-23..11-24, and 12-21..12-24 before the holiday.
    const ranges = [
      { dateFrom: '2026-11-21', dateTo: '2026-11-24' },
      { dateFrom: '2026-12-21', dateTo: '2026-12-27' },
    ];
    for (const range of ranges) {
      const vacation = await create(member, range);
      await approve(vacation);
      const described = await manager.put(`/v1/activity/${vacation.id}`, leave({ ...range, description: 'Same days' }));
      expect({ range, ...statusOf(described), count: described.body.length }).toEqual({
        range,
        status: world.approved,
        editor: manager.userId,
        count: 1,
      });
    }
  });

  it('makes an approved activity a request again when its range grows by further runs, and those too', async () => {
    const vacation = await create(member, { dateFrom: '2026-11-23', dateTo: '2026-11-27' });
    await approve(vacation);
    const grown = await manager.put(
      `/v1/activity/${vacation.id}`,
      leave({ dateFrom: '2026-11-23', dateTo: '2026-12-01' }),
    );
    expect(runs(grown).map(([from, to]: string[]) => [from, to])).toEqual([
      ['2026-11-23', '2026-11-27'],
      ['2026-11-30', '2026-12-01'],
    ]);
    expect(grown.body.map((a: any) => a.statusId)).toEqual([world.requested, world.requested]);
  });

  it('keeps the status of a type that needs no approval when its dates and times change', async () => {
    const [homeOffice] = (await member.post('/v1/activity', activityInput(world))).body;
    const moved = await manager.put(
      `/v1/activity/${homeOffice.id}`,
      activityInput(world, { dateFrom: '2026-11-24', dateTo: '2026-11-24', timeTo: '18:00' }),
    );
    expect(statusOf(moved)).toEqual({ status: world.approved, editor: member.userId });
  });

  it('starts the status over when the type changes', async () => {
    const [homeOffice] = (await member.post('/v1/activity', activityInput(world))).body;
    const toVacation = await manager.put(`/v1/activity/${homeOffice.id}`, leave());
    expect(statusOf(toVacation)).toEqual({ status: world.requested, editor: manager.userId });
    const back = await member.put(`/v1/activity/${homeOffice.id}`, activityInput(world));
    expect(statusOf(back)).toEqual({ status: world.approved, editor: member.userId });
  });

  it('answers 400 when the new range has no working day, and changes nothing', async () => {
    const activity = await create(member);
    const response = await member.put(
      `/v1/activity/${activity.id}`,
      leave({ dateFrom: '2026-12-25', dateTo: '2026-12-27' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'There is no working day from 2026-12-25 to 2026-12-27; send includeWeekends: true to record it anyway.',
    );
    expect((await member.get(`/v1/activity/${activity.id}`)).body).toEqual(activity);
  });

  it("answers 412 for another user's activity and for a final status, unless the caller may manage and approve", async () => {
    const mine = await create(member);
    const notYours = await other.put(`/v1/activity/${mine.id}`, leave());
    expect(notYours.status).toBe(412);
    expect(notYours.body).toMatchObject({
      error: 'Precondition failed',
      message:
        "This activity belongs to another user; changing it needs the permission to manage other users' activities.",
    });
    expect((await manager.put(`/v1/activity/${mine.id}`, leave())).status).toBe(200);

    const vacation = await create(member, { activityTypeId: world.vacation.id });
    await manager.put(`/v1/activity/${vacation.id}/status`, { statusId: world.rejected.id });
    const final = await member.put(`/v1/activity/${vacation.id}`, leave());
    expect(final.status).toBe(412);
    expect(final.body.message).toBe(
      'This activity is approved or rejected (its status is final); changing it needs the permission to approve activities.',
    );
    expect((await manager.put(`/v1/activity/${vacation.id}`, leave())).status).toBe(200);
  });

  it('answers 412 when linking a team the caller is not in', async () => {
    const activity = await create(other);
    const response = await other.put(`/v1/activity/${activity.id}`, leave({ teamId: world.team.id }));
    expect(response.status).toBe(412);
    expect(response.body.message).toContain(`You are not a member of team ${world.team.id}`);
  });

  it('keeps the stored zone when no Zone header is sent, changes it when one is, and refuses an invalid one', async () => {
    const created = (
      await member.request({
        method: 'POST',
        url: '/v1/activity',
        headers: { zone: 'Asia/Tokyo' },
        body: leave(),
      })
    ).body[0];
    expect((await member.put(`/v1/activity/${created.id}`, leave())).body[0].zone).toBe('Asia/Tokyo');
    const rezoned = await member.request({
      method: 'PUT',
      url: `/v1/activity/${created.id}`,
      headers: { zone: 'Europe/Lisbon' },
      body: leave(),
    });
    expect(rezoned.body[0].zone).toBe('Europe/Lisbon');
    const invalid = await member.request({
      method: 'PUT',
      url: `/v1/activity/${created.id}`,
      headers: { zone: 'Europe/Atlantis' },
      body: leave({ description: 'not saved' }),
    });
    expect({ status: invalid.status, message: invalid.body.message }).toEqual({
      status: 400,
      message: "Header 'Zone' must be an IANA time-zone name such as Europe/Berlin or UTC.",
    });
    expect((await member.get(`/v1/activity/${created.id}`)).body).toEqual(rezoned.body[0]);
  });

  it('answers 404 for an unknown activity, 400 for bad input, a missing id and unknown references', async () => {
    const missing = await member.put('/v1/activity/999999', leave());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Activity with id 999999 was not found.');
    const activity = await create(member);
    const noType = await member.put(`/v1/activity/${activity.id}`, {
      ...leave(),
      activityTypeId: undefined,
    });
    expect(noType.body.message).toBe("Field 'activityTypeId' is required.");
    const noId = await member.put('/v1/activity', leave());
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe("Path parameter 'id' is required.");
    const unknownPlace = await member.put(`/v1/activity/${activity.id}`, leave({ place: 999123 }));
    expect(unknownPlace.status).toBe(400);
    expect(unknownPlace.body.message).toBe('Place with id 999123 was not found.');
  });

  it('updates a deleted activity by id; it stays deleted', async () => {
    const activity = await create(member);
    await member.delete(`/v1/activity/${activity.id}`);
    const response = await member.put(`/v1/activity/${activity.id}`, leave({ description: 'later' }));
    expect(response.status).toBe(200);
    expect(response.body[0]).toMatchObject({ description: 'later', deleted: true });
  });

  it('leaves auto-approved activities editable by their author; they stay approved (D2)', async () => {
    const [homeOffice] = (await member.post('/v1/activity', activityInput(world))).body;
    expect(homeOffice.statusId).toEqual(world.approved);
    const edited = await member.put(
      `/v1/activity/${homeOffice.id}`,
      activityInput(world, { description: 'x', timeFrom: '10:00' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body[0]).toMatchObject({ description: 'x', timeFrom: '600', statusId: world.approved });
    expect(edited.body[0].statusEditor.id).toBe(member.userId);
    expect((await member.delete(`/v1/activity/${homeOffice.id}`)).status).toBe(200);
    expect((await member.delete(`/v1/activity/undelete/${homeOffice.id}`)).status).toBe(200);
    expect((await member.get(`/v1/activity/${homeOffice.id}`)).body).toMatchObject({
      deleted: false,
      description: 'x',
    });
  });

  it('locks an approvable activity with a final status against its author, approved or rejected (D2)', async () => {
    for (const decision of [world.approved, world.rejected]) {
      const vacation = await create(member);
      expect((await manager.put(`/v1/activity/${vacation.id}/status`, { statusId: decision.id })).status).toBe(200);
      const refused = await member.put(`/v1/activity/${vacation.id}`, leave({ description: 'x' }));
      expect(refused.status).toBe(412);
      expect(refused.body.message).toBe(
        'This activity is approved or rejected (its status is final); changing it needs the permission to approve activities.',
      );
      expect((await member.get(`/v1/activity/${vacation.id}`)).body).toMatchObject({
        description: vacation.description,
        statusId: decision,
      });
      expect((await manager.put(`/v1/activity/${vacation.id}`, leave({ description: 'x' }))).status).toBe(200);
    }
  });

  it('needs activity:update: viewers get 406', async () => {
    const activity = await create(member);
    const viewer = await admin.withNewUser('viewer');
    expect((await viewer.put(`/v1/activity/${activity.id}`, leave())).status).toBe(406);
  });
});

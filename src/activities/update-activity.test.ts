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
  });
  after(() => service.close());

  // Vacation needs approval, so a new one is a request, which its author may still change.
  const leave = (extra: Record<string, unknown> = {}) =>
    activityInput(world, { activityTypeId: world.vacation.id, ...extra });
  const create = async (client: TenantClient, extra: Record<string, unknown> = {}) =>
    (await client.post('/v1/activity', leave(extra))).body[0];

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

  it('splits on update: the activity keeps the first run, new activities take the rest', async () => {
    const activity = await create(member);
    const response = await member.put(
      `/v1/activity/${activity.id}`,
      leave({ dateFrom: '2026-11-26', dateTo: '2026-12-08' }),
    );
    expect(response.body.map((a: any) => [a.dateFrom.slice(0, 10), a.dateTo.slice(0, 10)])).toEqual([
      ['2026-11-26', '2026-11-27'],
      ['2026-11-30', '2026-12-04'],
      ['2026-12-07', '2026-12-08'],
    ]);
    expect(response.body[0].id).toBe(activity.id);
    expect(response.body.slice(1).every((a: any) => a.id > activity.id && a.author.id === member.userId)).toBe(true);
  });

  it('makes an approvable activity a request again when its dates or times change, not otherwise', async () => {
    const vacation = await create(member, { activityTypeId: world.vacation.id });
    await manager.put(`/v1/activity/${vacation.id}/status`, { statusId: world.approved.id });
    const described = await manager.put(`/v1/activity/${vacation.id}`, leave({ description: 'Still approved' }));
    expect(described.body[0].statusId).toEqual(world.approved);
    expect(described.body[0].statusEditor.id).toBe(manager.userId);
    const moved = await manager.put(
      `/v1/activity/${vacation.id}`,
      leave({ dateFrom: '2026-11-24', dateTo: '2026-11-24' }),
    );
    expect(moved.body[0].statusId).toEqual(world.requested);
    expect(moved.body[0].statusEditor.id).toBe(manager.userId);
    const retimed = await member.put(
      `/v1/activity/${vacation.id}`,
      leave({
        activityTypeId: world.vacation.id,
        dateFrom: '2026-11-24',
        dateTo: '2026-11-24',
        timeTo: '18:00',
      }),
    );
    expect(retimed.body[0].statusId).toEqual(world.requested);
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

  it('keeps the stored zone when no Zone header is sent, and changes it when one is', async () => {
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

  it('locks auto-approved activities too: their status is final (D2), so only approvers change them', async () => {
    const [homeOffice] = (await member.post('/v1/activity', activityInput(world))).body;
    expect(homeOffice.statusId).toEqual(world.approved);
    expect((await member.put(`/v1/activity/${homeOffice.id}`, activityInput(world, { description: 'x' }))).status).toBe(
      412,
    );
    expect(
      (await manager.put(`/v1/activity/${homeOffice.id}`, activityInput(world, { description: 'x' }))).status,
    ).toBe(200);
    expect((await member.delete(`/v1/activity/${homeOffice.id}`)).status).toBe(200);
  });

  it('needs activity:update: viewers get 406', async () => {
    const activity = await create(member);
    const viewer = await admin.withNewUser('viewer');
    expect((await viewer.put(`/v1/activity/${activity.id}`, leave())).status).toBe(406);
  });
});

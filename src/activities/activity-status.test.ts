import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

describe('PUT /v1/activity/{id}/status (approval)', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let manager: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    manager = await admin.withNewUser('manager');
    world = await createActivityWorld(admin, [member.userId]);
  });
  after(() => service.close());

  const request = async () =>
    (await member.post('/v1/activity', activityInput(world, { activityTypeId: world.vacation.id }))).body[0];

  it('lets managers approve a request; the approver becomes status editor', async () => {
    const vacation = await request();
    expect(vacation.statusEditor.id).toBe(member.userId);
    const response = await manager.put(`/v1/activity/${vacation.id}/status`, { statusId: { id: world.approved.id } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        ...vacation,
        statusId: world.approved,
        statusEditor: expect.objectContaining({ id: manager.userId }),
      },
    ]);
    expect((await member.get(`/v1/activity/${vacation.id}`)).body.statusId).toEqual(world.approved);
  });

  it('needs activity:approve: members get 406', async () => {
    const vacation = await request();
    const response = await member.put(`/v1/activity/${vacation.id}/status`, { statusId: world.approved.id });
    expect(response.status).toBe(406);
    expect((await member.get(`/v1/activity/${vacation.id}`)).body.statusId).toEqual(world.requested);
  });

  it('answers an unknown activity with 404 and an unknown status with 400', async () => {
    const unknownActivity = await manager.put('/v1/activity/999999/status', { statusId: world.approved.id });
    expect(unknownActivity.status).toBe(404);
    expect(unknownActivity.body.message).toBe('Activity with id 999999 was not found.');
    const vacation = await request();
    const unknownStatus = await manager.put(`/v1/activity/${vacation.id}/status`, { statusId: 999998 });
    expect(unknownStatus.status).toBe(400);
    expect(unknownStatus.body.message).toBe('Activity status with id 999998 was not found.');
    const missing = await manager.put(`/v1/activity/${vacation.id}/status`, {});
    expect(missing.body.message).toBe("Field 'statusId' is required.");
  });
});

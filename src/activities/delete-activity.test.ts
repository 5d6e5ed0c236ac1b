import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

describe('DELETE /v1/activity/{id} and /v1/activity/undelete/{id}', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let other: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    other = await admin.withNewUser('member');
    world = await createActivityWorld(admin, [member.userId]);
  });
  after(() => service.close());

  const create = async () => (await member.post('/v1/activity', activityInput(world))).body[0];

  it('deletes softly with 200 and an empty body; the activity can still be found; idempotent', async () => {
    const activity = await create();
    const response = await member.delete(`/v1/activity/${activity.id}`);
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    expect((await member.get(`/v1/activity/${activity.id}`)).body).toEqual({ ...activity, deleted: true });
    const again = await member.delete(`/v1/activity/${activity.id}`);
    expect({ status: again.status, text: again.text }).toEqual({ status: 200, text: '' });
  });

  it('undeletes with 200 and an empty body; idempotent', async () => {
    const activity = await create();
    await member.delete(`/v1/activity/${activity.id}`);
    const response = await member.delete(`/v1/activity/undelete/${activity.id}`);
    expect({ status: response.status, text: response.text }).toEqual({ status: 200, text: '' });
    expect((await member.get(`/v1/activity/${activity.id}`)).body.deleted).toBe(false);
    expect((await member.delete(`/v1/activity/undelete/${activity.id}`)).status).toBe(200);
  });

  it("answers 406 for another user's activity unless the caller manages activities", async () => {
    const activity = await create();
    for (const path of [`/v1/activity/${activity.id}`, `/v1/activity/undelete/${activity.id}`]) {
      const response = await other.delete(path);
      expect(response.status).toBe(406);
      expect(response.body.message).toBe('You do not have a permission for this action');
    }
    const manager = await admin.withNewUser('manager');
    expect((await manager.delete(`/v1/activity/${activity.id}`)).status).toBe(200);
  });

  it('answers 404 for unknown activities, 400 for bad or missing ids, 406 for viewers, also on undelete', async () => {
    for (const path of ['/v1/activity/999999', '/v1/activity/undelete/999999']) {
      const response = await member.delete(path);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Activity with id 999999 was not found.');
    }
    expect((await member.delete('/v1/activity/abc')).status).toBe(400);
    for (const path of ['/v1/activity/', '/v1/activity/undelete/']) {
      const response = await member.delete(path);
      expect({ path, status: response.status, message: response.body.message }).toEqual({
        path,
        status: 400,
        message: "Path parameter 'id' is required.",
      });
    }
    // A member turned viewer: the activities are their own, so only the missing permission refuses them.
    const former = await admin.withNewUser('member');
    const [live] = (await former.post('/v1/activity', activityInput(world))).body;
    const [deleted] = (await former.post('/v1/activity', activityInput(world))).body;
    await former.delete(`/v1/activity/${deleted.id}`);
    await admin.put(`/v1/users/${former.userId}`, { role: 'viewer' });
    const refusals: [path: string, id: number, deleted: boolean][] = [
      [`/v1/activity/${live.id}`, live.id, false],
      [`/v1/activity/undelete/${deleted.id}`, deleted.id, true],
    ];
    for (const [path, id, stays] of refusals) {
      const response = await former.delete(path);
      expect({ path, status: response.status, message: response.body.message }).toEqual({
        path,
        status: 406,
        message: 'You do not have a permission for this action',
      });
      expect({ path, deleted: (await admin.get(`/v1/activity/${id}`)).body.deleted }).toEqual({ path, deleted: stays });
    }
  });
});

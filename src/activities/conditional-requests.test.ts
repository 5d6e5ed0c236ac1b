import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, type ActivityWorld, createActivityWorld } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

const STALE = 'The activity was changed since it was read; read it again and retry.';

describe('conditional requests on activities: ETag, If-None-Match, If-Match (D8)', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    world = await createActivityWorld(admin, [member.userId]);
  });
  after(() => service.close());

  const create = async (extra: Record<string, unknown> = {}) =>
    (await member.post('/v1/activity', activityInput(world, { activityTypeId: world.vacation.id, ...extra }))).body[0];
  const read = (id: number, headers: Record<string, string> = {}) =>
    member.request({ method: 'GET', url: `/v1/activity/${id}`, headers });
  const etag = async (id: number) => (await read(id)).headers.etag as string;
  const withIfMatch = (ifMatch: string) => ({ 'if-match': ifMatch });

  it('tags GET with a strong ETag that changes with the body, and answers If-None-Match with 304', async () => {
    const activity = await create();
    const first = await read(activity.id);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(await etag(activity.id)).toBe(first.headers.etag);
    const unchanged = await read(activity.id, { 'if-none-match': first.headers.etag as string });
    expect({ status: unchanged.status, body: unchanged.text }).toEqual({ status: 304, body: '' });

    // A renamed type shows in the body, so the tag changes; a GET with the old tag gets the body.
    await admin.put(`/v1/activity-types/${world.vacation.id}`, { name: 'Leave', approvable: true });
    const renamed = await read(activity.id, { 'if-none-match': first.headers.etag as string });
    expect(renamed.status).toBe(200);
    expect(renamed.body.activityTypeId.name).toBe('Leave');
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
  });

  it('refuses update, status, delete and undelete with a stale If-Match: 412, nothing changes', async () => {
    const activity = await create({ description: 'Before' });
    const stale = await etag(activity.id);
    expect(
      (
        await member.put(
          `/v1/activity/${activity.id}`,
          activityInput(world, { activityTypeId: world.vacation.id, description: 'Meanwhile' }),
        )
      ).status,
    ).toBe(200);
    const current = await read(activity.id);
    const writes: [string, () => Promise<{ status: number; body: any }>][] = [
      [
        'update',
        () =>
          member.request({
            method: 'PUT',
            url: `/v1/activity/${activity.id}`,
            body: activityInput(world, { activityTypeId: world.vacation.id, description: 'Lost update' }),
            headers: withIfMatch(stale),
          }),
      ],
      [
        'status',
        () =>
          admin.request({
            method: 'PUT',
            url: `/v1/activity/${activity.id}/status`,
            body: { statusId: world.approved.id },
            headers: withIfMatch(stale),
          }),
      ],
      [
        'delete',
        () => member.request({ method: 'DELETE', url: `/v1/activity/${activity.id}`, headers: withIfMatch(stale) }),
      ],
      [
        'undelete',
        () =>
          member.request({
            method: 'DELETE',
            url: `/v1/activity/undelete/${activity.id}`,
            headers: withIfMatch(stale),
          }),
      ],
    ];
    for (const [write, send] of writes) {
      const refused = await send();
      expect({ write, status: refused.status, message: refused.body?.message }).toEqual({
        write,
        status: 412,
        message: STALE,
      });
    }
    expect((await read(activity.id)).text).toBe(current.text);
  });

  it('lets writes with the current ETag or * through', async () => {
    const activity = await create();
    const approved = await admin.request({
      method: 'PUT',
      url: `/v1/activity/${activity.id}/status`,
      body: { statusId: world.approved.id },
      headers: withIfMatch(await etag(activity.id)),
    });
    expect(approved.status).toBe(200);
    expect(approved.body[0].statusId.id).toBe(world.approved.id);
    const deleted = await admin.request({
      method: 'DELETE',
      url: `/v1/activity/${activity.id}`,
      headers: withIfMatch('*'),
    });
    expect(deleted.status).toBe(200);
    expect((await read(activity.id)).body.deleted).toBe(true);
  });

  it('lets exactly one of two concurrent status changes with the same If-Match through', async () => {
    const activity = await create();
    const current = await etag(activity.id);
    const answers = await Promise.all(
      [world.approved.id, world.rejected.id].map((statusId) =>
        admin.request({
          method: 'PUT',
          url: `/v1/activity/${activity.id}/status`,
          body: { statusId },
          headers: withIfMatch(current),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
  });
});

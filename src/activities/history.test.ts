import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  newIssue,
} from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

describe('GET /v1/activity/{id}/history (D8)', () => {
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
    world = await createActivityWorld(admin, [member.userId, other.userId]);
  });
  after(() => service.close());

  const leave = (extra: Record<string, unknown> = {}) =>
    activityInput(world, { activityTypeId: world.vacation.id, description: 'Leave', ...extra });
  const history = async (id: number, client = member) => {
    const response = await client.get(`/v1/activity/${id}/history?limit=100`);
    expect(response.status).toBe(200);
    return response.body.items as any[];
  };
  const actions = async (id: number) => (await history(id)).map((entry) => entry.action);

  it('records creates, one per run, by their author', async () => {
    // Monday to the Sunday after next without weekends: two runs, two activities.
    const created = await member.post('/v1/activity', leave({ dateFrom: '2027-05-03', dateTo: '2027-05-16' }));
    expect(created.body).toHaveLength(2);
    for (const activity of created.body) {
      const [entry, ...more] = await history(activity.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ action: 'created', changes: [], author: { id: member.userId } });
    }
  });

  it('records an update with from and to; a split keeps `updated` on the activity and `created` on new runs', async () => {
    const [activity] = (await member.post('/v1/activity', leave({ dateFrom: '2027-06-07', dateTo: '2027-06-08' })))
      .body;
    const updated = await member.put(
      `/v1/activity/${activity.id}`,
      leave({ description: 'Longer leave', dateFrom: '2027-06-07', dateTo: '2027-06-18' }),
    );
    expect(updated.body).toHaveLength(2);
    const [, entry] = await history(activity.id);
    expect(entry.action).toBe('updated');
    expect(entry.changes).toEqual([
      { field: 'description', from: 'Leave', to: 'Longer leave' },
      { field: 'dateTo', from: '2027-06-08T00:00:00.000Z', to: '2027-06-11T00:00:00.000Z' },
    ]);
    expect(await actions(updated.body[1].id)).toEqual(['created']);
  });

  it('records a change of the substitute, which the object does not show, as `substituteId` with the users', async () => {
    const [activity] = (await member.post('/v1/activity', leave({ dateFrom: '2027-06-21', dateTo: '2027-06-21' })))
      .body;
    const named = await member.put(
      `/v1/activity/${activity.id}`,
      leave({ dateFrom: '2027-06-21', dateTo: '2027-06-21', substituteId: other.userId }),
    );
    expect(named.status).toBe(200);
    const cleared = await member.put(
      `/v1/activity/${activity.id}`,
      leave({ dateFrom: '2027-06-21', dateTo: '2027-06-21', substituteId: null }),
    );
    expect(cleared.status).toBe(200);
    const [, first, second, ...more] = await history(activity.id);
    expect(more).toEqual([]);
    const substitute = { id: other.userId, firstname: 'member', lastname: 'Tester' };
    expect([first.action, first.changes]).toEqual([
      'updated',
      [{ field: 'substituteId', from: null, to: expect.objectContaining(substitute) }],
    ]);
    expect([second.action, second.changes]).toEqual([
      'updated',
      [{ field: 'substituteId', from: expect.objectContaining(substitute), to: null }],
    ]);
  });

  it('records a status change with the statuses as they were, by the approver', async () => {
    const [activity] = (await member.post('/v1/activity', leave({ dateFrom: '2027-07-05', dateTo: '2027-07-05' })))
      .body;
    await manager.put(`/v1/activity/${activity.id}/status`, { statusId: world.approved.id });
    const [, entry] = await history(activity.id);
    expect(entry).toMatchObject({ action: 'updated', author: { id: manager.userId } });
    expect(entry.changes).toEqual([
      { field: 'statusId', from: activity.statusId, to: expect.objectContaining({ id: world.approved.id }) },
    ]);
  });

  it('records delete and undelete once each', async () => {
    const [activity] = (await member.post('/v1/activity', leave({ dateFrom: '2027-08-02', dateTo: '2027-08-02' })))
      .body;
    await member.delete(`/v1/activity/${activity.id}`);
    await member.delete(`/v1/activity/${activity.id}`);
    await member.delete(`/v1/activity/undelete/${activity.id}`);
    expect(await actions(activity.id)).toEqual(['created', 'deleted', 'undeleted']);
  });

  it('records nothing for refused writes (400, 406, 412)', async () => {
    const [activity] = (await member.post('/v1/activity', leave({ dateFrom: '2027-09-06', dateTo: '2027-09-06' })))
      .body;
    const refused = [
      await member.put(`/v1/activity/${activity.id}`, leave({ activityTypeId: 999_999 })),
      await member.put(`/v1/activity/${activity.id}/status`, { statusId: world.approved.id }),
      await other.put(`/v1/activity/${activity.id}`, leave({ description: 'Not mine' })),
    ];
    expect(refused.map((response) => response.status)).toEqual([400, 406, 412]);
    expect(await actions(activity.id)).toEqual(['created']);
  });

  it('shows a linked private issue by its id only, and answers 404 for unknown activities', async () => {
    const issues = await createIssueWorld(admin);
    const hidden = await newIssue(admin, issues, { private: true, name: 'Secret plans' });
    const [activity] = (await admin.post('/v1/activity', leave({ dateFrom: '2027-10-04', dateTo: '2027-10-04' }))).body;
    await admin.put(
      `/v1/activity/${activity.id}`,
      leave({ dateFrom: '2027-10-04', dateTo: '2027-10-04', issueId: hidden.id }),
    );
    const [, entry] = await history(activity.id);
    expect(entry.changes).toEqual([{ field: 'issueId', from: null, to: { id: hidden.id } }]);
    expect(JSON.stringify(entry)).not.toContain('Secret plans');
    const missing = await member.get('/v1/activity/999999/history');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Activity with id 999999 was not found.');
  });
});

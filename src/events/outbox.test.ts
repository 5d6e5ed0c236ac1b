import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  createActivityWorld,
  createIssueWorld,
  type IssueWorld,
  newIssue,
} from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { feedAfter, feedEnd } from '../testing/events.js';

/**
 * The outbox (D9): every write path stores the event of each history entry in the transaction of
 * the change; the feed serves them once the sequencer has numbered them.
 */
describe('events written with each change (D9 outbox)', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let world: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    world = await createIssueWorld(admin);
  });
  after(() => service.close());

  const eventsSince = (since: number) => feedAfter(admin, since);
  const lastSeq = () => feedEnd(admin);
  const history = async (id: number) => (await admin.get(`/issues/${id}/history?limit=100`)).body.items as any[];

  it('writes one event per issue change with the object as an admin reads it and the changes of its entry', async () => {
    const since = await lastSeq();
    const issue = await newIssue(member, world);
    await member.put(`/issues/${issue.id}`, { name: 'Renamed', statusId: world.done.id });
    const comment = await member.create(`/issues/${issue.id}/comments`, { description: 'Noted' });
    await admin.delete(`/issues/delete/${issue.id}`);
    const events = await eventsSince(since);
    expect(events.map((event) => event.type)).toEqual([
      'issue.created',
      'issue.updated',
      'issue.comment.created',
      'issue.deleted',
    ]);
    expect(events.map((event) => event.actor.id)).toEqual([member.userId, member.userId, member.userId, admin.userId]);
    const entries = await history(issue.id);
    expect(events.map((event) => event.data.changes)).toEqual(entries.map((entry) => entry.changes ?? []));
    expect(events[2]!.data.comment).toEqual({ id: comment.id, description: 'Noted' });
    // The issue as an admin reads it, without the parts that grow without bound (D9, D13).
    const { comments, testExecutions, ...bounded } = (await admin.get(`/issues/${issue.id}`)).body;
    expect(comments).toHaveLength(1);
    expect(testExecutions).toEqual([]);
    expect(events[3]!.data.object).toEqual(bounded);
    expect(
      events.every((event) => !('comments' in event.data.object) && !('testExecutions' in event.data.object)),
    ).toBe(true);
    expect(events[0]!.data.object.name).toBe(issue.name);
    expect(events[1]!.data.object.name).toBe('Renamed');
  });

  it('names undeletes and comment edits and deletions with their own types', async () => {
    const issue = await newIssue(member, world);
    const comment = await member.create(`/issues/${issue.id}/comments`, { description: 'First take' });
    await admin.delete(`/issues/delete/${issue.id}`);
    const since = await lastSeq();
    expect((await admin.delete(`/issues/undelete/${issue.id}`)).status).toBe(200);
    expect(
      (await member.put(`/issues/${issue.id}/comments/${comment.id}`, { description: 'Second take' })).status,
    ).toBe(200);
    expect((await member.delete(`/issues/${issue.id}/comments/${comment.id}`)).status).toBe(200);
    const events = await eventsSince(since);
    expect(events.map((event) => event.type)).toEqual([
      'issue.undeleted',
      'issue.comment.updated',
      'issue.comment.deleted',
    ]);
    expect(events[1]!.data.comment).toEqual({ id: comment.id, description: 'Second take' });
    expect(events[2]!.data.comment.id).toBe(comment.id);
    expect(events[0]!.data.object.deleted).toBe(false);
  });

  it('writes one event per issue of a bulk edit, none for an issue it left as it was', async () => {
    const first = await newIssue(admin, world);
    const second = await newIssue(admin, world, { priorityId: world.low.id });
    const since = await lastSeq();
    const edited = await admin.put('/issues/bulk-edit', {
      issuesIds: [first.id, second.id],
      priorityId: { priorityId: world.low.id, toEdit: true },
    });
    expect(edited.status).toBe(200);
    const events = await eventsSince(since);
    expect(events.map((event) => [event.type, event.data.object.id])).toEqual([['issue.updated', first.id]]);
  });

  it('writes nothing for a write that changes nothing or is refused', async () => {
    const issue = await newIssue(admin, world, { spent: 2 });
    const since = await lastSeq();
    await admin.put(`/issues/${issue.id}`, { spent: 2 });
    expect((await admin.put(`/issues/${issue.id}`, { statusId: 999_999 })).status).toBe(404);
    expect((await admin.post('/issues', { name: '' })).status).toBe(400);
    expect(await eventsSince(since)).toEqual([]);
  });

  it('writes activity events, a status change as activity.status_changed', async () => {
    const activities = await createActivityWorld(admin, [member.userId]);
    const since = await lastSeq();
    const response = await member.post(
      '/v1/activity',
      activityInput(activities, { activityTypeId: activities.vacation.id }),
    );
    expect(response.status).toBe(200);
    const [activity] = response.body;
    await admin.put(`/v1/activity/${activity.id}/status`, { statusId: activities.approved.id });
    await member.delete(`/v1/activity/${activity.id}`);
    const events = await eventsSince(since);
    expect(events.map((event) => event.type)).toEqual([
      'activity.created',
      'activity.status_changed',
      'activity.deleted',
    ]);
    const read = (await admin.get(`/v1/activity/${activity.id}`)).body;
    // Stored as the builder makes it, served without an empty place, as single reads do.
    expect(events[2]!.data.object).toEqual(read);
    expect('place' in events[2]!.data.object).toBe(false);
    expect(events[1]!.data.changes).toEqual([
      expect.objectContaining({ field: 'statusId', to: expect.objectContaining({ id: activities.approved.id }) }),
    ]);
  });

  it('writes activity.updated for other changes, and activity.undeleted', async () => {
    const activities = await createActivityWorld(admin, [member.userId]);
    const [activity] = (await member.post('/v1/activity', activityInput(activities))).body;
    await member.delete(`/v1/activity/${activity.id}`);
    const since = await lastSeq();
    expect((await member.delete(`/v1/activity/undelete/${activity.id}`)).status).toBe(200);
    const edited = await member.put(
      `/v1/activity/${activity.id}`,
      activityInput(activities, { description: 'Edited' }),
    );
    expect(edited.status).toBe(200);
    const events = await eventsSince(since);
    expect(events.map((event) => event.type)).toEqual(['activity.undeleted', 'activity.updated']);
    expect(events[1]!.data.object).toEqual((await admin.get(`/v1/activity/${activity.id}`)).body);
    expect(events[1]!.data.changes).toEqual([expect.objectContaining({ field: 'description', to: 'Edited' })]);
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  type IssueWorld,
  newIssue,
} from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

/** D18: POST and GET /issues/{id}/worklogs. */
describe('issue worklogs', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let viewer: TenantClient;
  let issues: IssueWorld;
  let activities: ActivityWorld;
  let issue: any;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    viewer = await admin.withNewUser('viewer');
    issues = await createIssueWorld(admin);
    activities = await createActivityWorld(admin, [member.userId]);
    issue = await newIssue(admin, issues, { name: 'Checkout fails' });
  });
  after(() => service.close());

  const log = (body: unknown, id = issue.id, client = member, headers = {}) =>
    client.request({ method: 'POST', url: `/issues/${id}/worklogs`, body, headers });

  it("logs minutes from 09:00 on the date as an activity of the default working-hours type, in the issue's project", async () => {
    const response = await log({ date: '2026-11-28', minutes: 90, description: 'Reproduced it' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      activityTypeId: activities.homeOffice,
      author: expect.objectContaining({ id: member.userId }),
      projectId: expect.objectContaining({ id: issues.project.id }),
      issueId: { id: issue.id, name: 'Checkout fails' },
      // A Saturday: a worklog is on the date sent, whatever the schedule.
      includeWeekends: true,
      description: 'Reproduced it',
      dateFrom: '2026-11-28T00:00:00.000Z',
      dateTo: '2026-11-28T00:00:00.000Z',
      timeFrom: '540',
      timeTo: '630',
      duration: 90,
      statusId: activities.approved,
      deleted: false,
      zone: 'UTC',
    });
    expect((await member.get(`/v1/activity/${response.body.id}`)).body).toEqual(response.body);
  });

  it('goes through the activity write path: a created history entry and an activity.created event', async () => {
    const created = (await log({ date: '2026-11-23', minutes: 30 })).body;
    const history = (await member.get(`/v1/activity/${created.id}/history`)).body.items;
    expect(history).toEqual([expect.objectContaining({ action: 'created', changes: [] })]);
    await service.settleEvents();
    const events = (await admin.get('/v1/events?types=activity.created&limit=500')).body.items;
    expect(events.filter((event: any) => event.data.object.id === created.id)).toEqual([
      expect.objectContaining({ type: 'activity.created', data: expect.objectContaining({ object: created }) }),
    ]);
  });

  it('takes a start, times of day, a type and the Zone header; overlaps are allowed', async () => {
    const started = await log({ date: '2026-11-24', minutes: 60, start: '23:00' }, issue.id, member, {
      zone: 'Europe/Berlin',
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ timeFrom: '1380', timeTo: '1440', duration: 60, zone: 'Europe/Berlin' });
    const whole = await log({ date: '2026-11-24', minutes: 1440, start: '00:00' });
    expect(whole.body).toMatchObject({ timeFrom: '0', timeTo: '1440', duration: 1440 });
    const ranged = await log({ date: '2026-11-24', timeFrom: '10:15', timeTo: '12:00' });
    expect(ranged.status).toBe(201);
    expect(ranged.body).toMatchObject({ timeFrom: '615', timeTo: '720', duration: 105 });
    const typed = await log({ date: '2026-11-24', minutes: 5, activityTypeId: { id: activities.homeOffice.id } });
    expect(typed.body.activityTypeId).toEqual(activities.homeOffice);
  });

  it("refuses with clear 400s in the contract's error object", async () => {
    const refused = async (body: unknown, message: string | RegExp) => {
      const response = await log(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, error: 'Bad Request', path: `/issues/${issue.id}/worklogs` });
      expect(response.body.message).toMatch(message);
    };
    await refused({ date: '2026-11-23', minutes: 0 }, /minutes/);
    await refused({ date: '2026-11-23', minutes: 1441 }, /minutes/);
    await refused({ date: '2026-11-23', minutes: 30, timeFrom: '09:00', timeTo: '10:00' }, /not both/);
    await refused({ date: '2026-11-23' }, "Send 'minutes', or 'timeFrom' and 'timeTo'.");
    await refused({ date: '2026-11-23', timeFrom: '09:00' }, "Send both 'timeFrom' and 'timeTo'.");
    await refused({ date: '2026-11-23', minutes: 61, start: '23:00' }, /must not pass 24:00/);
    await refused(
      { date: '2026-11-23', timeFrom: '10:00', timeTo: '09:00' },
      "Field 'timeTo' must be after 'timeFrom'.",
    );
    await refused({ date: '2026-11-23', minutes: 30, activityTypeId: activities.vacation.id }, /not for working hours/);
    await refused({ date: '2026-11-23', minutes: 30, activityTypeId: 999_999 }, /999999/);
    expect((await member.get(`/issues/${issue.id}/worklogs?limit=500`)).body.items).toHaveLength(6);
  });

  it('refuses when the tenant has no working-hours type that needs no approval', async () => {
    const other = await service.newTenant();
    const otherIssue = await newIssue(other, await createIssueWorld(other));
    await other.create('/v1/activity-types', { name: 'Billable', workingHours: true, approvable: true });
    const response = await log({ date: '2026-11-23', minutes: 30 }, otherIssue.id, other);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/no activity type for working hours/);
  });

  it('starts the approval workflow of a type a policy routes, as a request for that type would (D14)', async () => {
    const billable = await admin.create('/v1/activity-types', {
      name: 'Billable',
      workingHours: true,
      approvable: true,
    });
    const approver = await admin.withNewUser('manager');
    const policy = await admin.create('/v1/approval-policies', {
      name: 'Billable hours',
      activityTypeIds: [billable.id],
      steps: [{ approvers: 'users', userIds: [approver.userId], quorum: 'any' }],
    });
    const response = await log({ date: '2026-11-24', minutes: 45, activityTypeId: billable.id });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      activityTypeId: expect.objectContaining({ id: billable.id }),
      projectId: expect.objectContaining({ id: issues.project.id }),
      issueId: { id: issue.id, name: 'Checkout fails' },
      statusId: activities.requested,
      duration: 45,
    });
    const approval = await member.get(`/v1/activity/${response.body.id}/approval`);
    expect(approval.status).toBe(200);
    expect(approval.body).toMatchObject({ policy: { id: policy.id, name: 'Billable hours' }, state: 'pending' });
    expect(approval.body.steps[0].approvers.map((a: { user: { id: number } }) => a.user.id)).toEqual([approver.userId]);
    await admin.delete(`/v1/approval-policies/${policy.id}`);
  });

  it('is 404 for an unknown issue and for a private one the caller may not see, 406 without activity:create', async () => {
    expect((await log({ date: '2026-11-23', minutes: 30 }, 999_999)).status).toBe(404);
    const hidden = await newIssue(admin, issues, { private: true });
    const response = await log({ date: '2026-11-23', minutes: 30 }, hidden.id);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(`Issue with id ${hidden.id} was not found.`);
    expect((await member.get(`/issues/${hidden.id}/worklogs`)).status).toBe(404);
    expect((await log({ date: '2026-11-23', minutes: 30 }, hidden.id, admin)).status).toBe(201);
    expect((await log({ date: '2026-11-23', minutes: 30 }, issue.id, viewer)).status).toBe(406);
  });

  it('lists live worklogs of working-hours types, newest first, in keyset pages', async () => {
    const target = await newIssue(admin, issues);
    const ids: number[] = [];
    for (const date of ['2026-11-02', '2026-11-04', '2026-11-03', '2026-11-04']) {
      ids.push((await log({ date, minutes: 15 }, target.id)).body.id);
    }
    // Not worklogs: a deleted one, and an activity of a type not for working hours linked to the issue.
    const gone = (await log({ date: '2026-11-05', minutes: 15 }, target.id)).body.id;
    expect((await member.delete(`/v1/activity/${gone}`)).status).toBe(200);
    const vacation = { activityTypeId: activities.vacation.id, dateFrom: '2026-11-06', dateTo: '2026-11-06' };
    await member.create(
      '/v1/activity',
      { ...vacation, includeWeekends: false, description: '', timeFrom: '00:00', timeTo: '24:00', issueId: target.id },
      200,
    );

    const expected = [ids[3], ids[1], ids[2], ids[0]];
    const first = await viewer.get(`/issues/${target.id}/worklogs?limit=3`);
    expect(first.status).toBe(200);
    expect(first.body.items.map((item: any) => item.id)).toEqual(expected.slice(0, 3));
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await viewer.get(`/issues/${target.id}/worklogs?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: expected[3] })], nextCursor: null });
    const foreign = await viewer.get(`/issues/${issue.id}/worklogs?limit=3&cursor=${first.body.nextCursor}`);
    expect(foreign.status).toBe(400);
  });
  it('shows logged minutes on the issue and logged_from_children on its ancestors, following every change (D6 roll-up rule)', async () => {
    const root = await newIssue(admin, issues);
    const child = await newIssue(admin, issues, { parentId: root.id });
    const grandchild = await newIssue(admin, issues, { parentId: child.id, private: true });
    const read = async (id: number) => {
      const { logged, logged_from_children } = (await member.get(`/issues/${id}`)).body;
      return { logged, logged_from_children };
    };
    // Read once first, so that the objects are kept and must be invalidated by what follows.
    expect(await read(root.id)).toEqual({ logged: 0, logged_from_children: 0 });
    expect(await read(child.id)).toEqual({ logged: 0, logged_from_children: 0 });

    await log({ date: '2026-11-23', minutes: 60 }, root.id);
    const onChild = (await log({ date: '2026-11-23', minutes: 30 }, child.id)).body;
    // A private grandchild counts for everyone, as estimated and spent do.
    await log({ date: '2026-11-23', minutes: 7 }, grandchild.id, admin);
    // An activity of a type not for working hours is no worklog.
    await member.create(
      '/v1/activity',
      {
        activityTypeId: activities.vacation.id,
        includeWeekends: true,
        description: '',
        dateFrom: '2026-11-30',
        dateTo: '2026-12-01',
        timeFrom: '00:00',
        timeTo: '24:00',
        issueId: child.id,
      },
      200,
    );
    expect(await read(root.id)).toEqual({ logged: 60, logged_from_children: 37 });
    expect(await read(child.id)).toEqual({ logged: 30, logged_from_children: 7 });
    expect((await admin.get(`/issues/${grandchild.id}`)).body).toMatchObject({ logged: 7, logged_from_children: 0 });

    // An activity of several days counts each day, as its duration does.
    const update = {
      activityTypeId: activities.homeOffice.id,
      includeWeekends: true,
      description: '',
      dateFrom: '2026-11-23',
      dateTo: '2026-11-24',
      timeFrom: '09:00',
      timeTo: '10:00',
      issueId: child.id,
    };
    expect((await member.put(`/v1/activity/${onChild.id}`, update)).status).toBe(200);
    expect(await read(child.id)).toEqual({ logged: 120, logged_from_children: 7 });
    expect(await read(root.id)).toEqual({ logged: 60, logged_from_children: 127 });

    expect((await member.delete(`/v1/activity/${onChild.id}`)).status).toBe(200);
    expect(await read(root.id)).toEqual({ logged: 60, logged_from_children: 7 });
    // A deleted issue's own minutes leave the sums; its descendants' stay (D6).
    expect((await admin.delete(`/issues/delete/${child.id}`)).status).toBe(200);
    expect(await read(root.id)).toEqual({ logged: 60, logged_from_children: 7 });
    expect((await member.delete(`/v1/activity/undelete/${onChild.id}`)).status).toBe(200);
    expect(await read(root.id)).toEqual({ logged: 60, logged_from_children: 7 });
    expect((await admin.delete(`/issues/undelete/${child.id}`)).status).toBe(200);
    expect(await read(root.id)).toEqual({ logged: 60, logged_from_children: 127 });
    // The list of issues shows them too.
    const listed = (await member.get(`/issues?parentId=${root.id}`)).body.items;
    expect(listed).toEqual([expect.objectContaining({ id: child.id, logged: 120, logged_from_children: 7 })]);
  });
});

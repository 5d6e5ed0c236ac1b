import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { feedAfter, feedEnd } from '../testing/events.js';
import { activityInput, createActivityWorld, createIssueWorld, newIssue } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

const today = () => new Date().toISOString().slice(0, 10);

/** A tenant with a team (requester, lead, deputy, two more members), HR people and a two-step vacation policy. */
async function approvalWorld(service: TestService) {
  const admin = await service.newTenant();
  const person = (name: string) => admin.withNewUser('member', { firstname: name });
  const requester = await person('Rita');
  const lead = await person('Lena');
  const deputy = await person('Dirk');
  const hr1 = await person('Hanna');
  const hr2 = await person('Hugo');
  const manager = await admin.withNewUser('manager', { firstname: 'Mona' });
  const world = await createActivityWorld(admin, [requester.userId, lead.userId, deputy.userId]);
  await admin.put(`/v1/teams/${world.team.id}`, { leadIds: [lead.userId] });
  const policy = await admin.create('/v1/approval-policies', {
    name: 'Vacation',
    activityTypeIds: [world.vacation.id],
    steps: [
      { approvers: 'team-leads', quorum: 'any' },
      { approvers: 'users', userIds: [hr1.userId, hr2.userId], quorum: 'all' },
    ],
  });
  const request = async (client: TenantClient, extra: Record<string, unknown> = {}) => {
    const response = await client.post(
      '/v1/activity',
      activityInput(world, {
        activityTypeId: world.vacation.id,
        dateFrom: '2027-03-01',
        dateTo: '2027-03-02',
        timeFrom: '00:00',
        timeTo: '24:00',
        ...extra,
      }),
    );
    expect(response.status).toBe(200);
    return response.body[0] as { id: number; statusId: { id: number } };
  };
  return { admin, requester, lead, deputy, hr1, hr2, manager, world, policy, request };
}

const stateOf = async (client: TenantClient, id: number) => {
  const response = await client.get(`/v1/activity/${id}/approval`);
  expect(response.status).toBe(200);
  return response.body;
};
const inboxIds = async (client: TenantClient) =>
  (await client.get('/v1/approvals')).body.items.map((item: { activity: { id: number } }) => item.activity.id);
const approverIds = (step: { approvers: { user: { id: number } }[] }) => step.approvers.map((a) => a.user.id);
const decide = (client: TenantClient, id: number, body: Record<string, unknown>) =>
  client.post(`/v1/activity/${id}/decisions`, body);

describe('approval workflows (D14)', () => {
  let service: TestService;

  before(async () => {
    service = await TestService.start();
  });
  after(() => service.close());

  it('routes a request through a two-step policy: any lead, then all of HR; history and events record it', async () => {
    const { admin, requester, lead, hr1, hr2, world, policy, request } = await approvalWorld(service);
    const start = await feedEnd(admin);
    const activity = await request(requester);
    expect(activity.statusId.id).toBe(world.requested.id);
    let state = await stateOf(requester, activity.id);
    expect(state).toMatchObject({ policy: { id: policy.id, name: 'Vacation' }, state: 'pending' });
    expect(state.steps.map((step: { state: string }) => step.state)).toEqual(['pending', 'waiting']);
    expect(approverIds(state.steps[0])).toEqual([lead.userId]);
    expect(state.steps[1].approvers).toEqual([]);
    expect(await inboxIds(lead)).toEqual([activity.id]);
    expect(await inboxIds(hr1)).toEqual([]);

    const early = await decide(hr1, activity.id, { decision: 'approve' });
    expect([early.status, early.body.message]).toEqual([
      409,
      `Only the pending approvers may decide this request now: Lena Tester (${lead.userId}).`,
    ]);
    const first = await decide(lead, activity.id, { decision: 'approve', note: 'Fine by me' });
    expect(first.status).toBe(200);
    expect(first.body[0].statusId.id).toBe(world.requested.id);
    state = await stateOf(requester, activity.id);
    expect(state.steps.map((step: { state: string }) => step.state)).toEqual(['approved', 'pending']);
    expect(state.steps[0].approvers[0]).toMatchObject({ decision: 'approve', note: 'Fine by me', delegatedFrom: null });
    expect(approverIds(state.steps[1])).toEqual([hr1.userId, hr2.userId].sort((a, b) => a - b));
    expect(await inboxIds(lead)).toEqual([]);

    expect((await decide(hr1, activity.id, { decision: 'approve' })).body[0].statusId.id).toBe(world.requested.id);
    expect(await inboxIds(hr1)).toEqual([]);
    expect(await inboxIds(hr2)).toEqual([activity.id]);
    const last = await decide(hr2, activity.id, { decision: 'approve' });
    expect(last.body[0].statusId.id).toBe(world.approved.id);
    expect(last.body[0].statusEditor.id).toBe(hr2.userId);
    expect((await stateOf(requester, activity.id)).state).toBe('approved');
    const again = await decide(hr2, activity.id, { decision: 'reject' });
    expect([again.status, again.body.message]).toEqual([409, 'This request is approved already.']);

    const history = (await admin.get(`/v1/activity/${activity.id}/history`)).body.items;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'approval_requested',
      'decided',
      'approval_requested',
      'decided',
      'decided',
      'updated',
    ]);
    expect(history[2].decision).toMatchObject({
      step: 0,
      decision: 'approve',
      note: 'Fine by me',
      by: { id: lead.userId },
      delegatedFrom: null,
    });
    const events = (await feedAfter(admin, start)).filter((event) => event.data.object?.id === activity.id);
    expect(events.map((event) => event.type)).toEqual([
      'activity.created',
      'activity.approval_requested',
      'activity.decided',
      'activity.approval_requested',
      'activity.decided',
      'activity.decided',
      'activity.status_changed',
    ]);
    expect(events[1].data).toMatchObject({ step: 0, approvers: [{ id: lead.userId }] });
    expect(events[1].actor.id).toBe(requester.userId);
    expect(events[3].actor.id).toBe(lead.userId);
    expect(events[5].data.decision).toMatchObject({ step: 1, decision: 'approve', by: { id: hr2.userId } });
  });

  it('never lets the author approve their own request: a lead asking goes to the admins', async () => {
    const { admin, lead, request } = await approvalWorld(service);
    const activity = await request(lead);
    const state = await stateOf(lead, activity.id);
    expect(approverIds(state.steps[0])).toEqual([admin.userId]);
    const own = await decide(lead, activity.id, { decision: 'approve' });
    expect(own.status).toBe(409);
  });

  it('hands the step of an approver away today to their deputy, else to the admins', async () => {
    const { admin, requester, lead, deputy, hr1, hr2, world, request } = await approvalWorld(service);
    // The lead's vacation covering today, approved (the lead's own request goes to the admins, then HR).
    const away = await request(lead, { dateFrom: today(), dateTo: today(), includeWeekends: true });
    for (const approver of [admin, hr1, hr2]) await decide(approver, away.id, { decision: 'approve' });
    expect((await lead.get(`/v1/activity/${away.id}`)).body.statusId.id).toBe(world.approved.id);
    expect((await admin.put(`/v1/users/${lead.userId}`, { deputyId: deputy.userId })).status).toBe(200);
    const delegated = await request(requester);
    const step = (await stateOf(requester, delegated.id)).steps[0];
    expect(step.approvers).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: deputy.userId }),
        delegatedFrom: expect.objectContaining({ id: lead.userId }),
      }),
    ]);
    expect(await inboxIds(deputy)).toEqual([delegated.id]);
    expect((await decide(deputy, delegated.id, { decision: 'approve' })).status).toBe(200);

    await admin.put(`/v1/users/${lead.userId}`, { deputyId: null });
    const toAdmins = await request(requester, { dateFrom: '2027-04-05', dateTo: '2027-04-05' });
    const admins = (await stateOf(requester, toAdmins.id)).steps[0].approvers;
    expect(admins.map((a: any) => [a.user.id, a.delegatedFrom.id])).toEqual([[admin.userId, lead.userId]]);
  });

  it('follows the first policy by position whose teams hold the author; home office is not away', async () => {
    const { admin, requester, lead, world, request } = await approvalWorld(service);
    const elsewhere = await admin.create('/v1/teams', { name: 'Elsewhere' });
    await admin.create('/v1/approval-policies', { name: 'Elsewhere', teamIds: [elsewhere.id], position: -3 });
    const ours = await admin.create('/v1/approval-policies', { name: 'Ours', teamIds: [world.team.id], position: -2 });
    await admin.create('/v1/approval-policies', { name: 'Later', teamIds: [world.team.id], position: -1 });
    // The lead works from home today: an approved activity, but within working hours.
    const home = await lead.post(
      '/v1/activity',
      activityInput(world, { dateFrom: today(), dateTo: today(), includeWeekends: true }),
    );
    expect(home.status).toBe(200);
    const activity = await request(requester);
    const state = await stateOf(requester, activity.id);
    expect(state.policy).toEqual({ id: ours.id, name: 'Ours' });
    expect(state.steps[0].approvers.map((a: any) => [a.user.id, a.delegatedFrom])).toEqual([[lead.userId, null]]);
  });

  it('ends the request at a reject, with the first negativeFinal status', async () => {
    const { requester, lead, world, request } = await approvalWorld(service);
    const activity = await request(requester);
    const rejected = await decide(lead, activity.id, { decision: 'reject', note: 'Release week' });
    expect(rejected.body[0].statusId.id).toBe(world.rejected.id);
    const state = await stateOf(requester, activity.id);
    expect([state.state, state.steps.map((step: { state: string }) => step.state)]).toEqual([
      'rejected',
      ['rejected', 'waiting'],
    ]);
    expect((await decide(lead, activity.id, { decision: 'approve' })).body.message).toBe(
      'This request is rejected already.',
    );
  });

  it('refuses bad decisions with the contract error', async () => {
    const { requester, lead, request } = await approvalWorld(service);
    const activity = await request(requester);
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, "Field 'decision' is required."],
      [{ decision: 'maybe' }, 400, "Field 'decision' must be one of: approve, reject, accept, decline."],
      [{ decision: 'approve', note: 'x'.repeat(2001) }, 400, "Field 'note' must be at most 2000 characters long."],
      [
        { decision: 'accept' },
        400,
        "Field 'decision' may be accept only for the substitute of a request, before its steps.",
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await decide(lead, activity.id, body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status, message });
    }
    const unknown = await decide(lead, 999999, { decision: 'approve' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Activity with id 999999 was not found.']);
    expect((await stateOf(requester, activity.id)).steps[0].approvers[0].decision).toBeNull();
  });

  it('without a policy, D5 stands: one decision by anyone with activity:approve', async () => {
    const { admin, requester, lead, manager, world } = await approvalWorld(service);
    const trip = await admin.create('/v1/activity-types', { name: 'Trip', approvable: true });
    const [activity] = (await requester.post('/v1/activity', activityInput(world, { activityTypeId: trip.id }))).body;
    expect(await stateOf(requester, activity.id)).toEqual({
      policy: null,
      substitute: null,
      state: 'pending',
      steps: [],
      coverage: [],
    });
    expect((await decide(lead, activity.id, { decision: 'approve' })).status).toBe(406);
    expect(await inboxIds(manager)).toContain(activity.id);
    const approved = await decide(manager, activity.id, { decision: 'approve', note: 'ok' });
    expect(approved.body[0].statusId.id).toBe(world.approved.id);
    expect((await stateOf(requester, activity.id)).state).toBe('approved');
    expect(await inboxIds(manager)).not.toContain(activity.id);
  });

  it('sets the status of a policy request by admins only (an override); others are sent to the decisions', async () => {
    const { admin, requester, manager, world, request } = await approvalWorld(service);
    const activity = await request(requester);
    const refused = await manager.put(`/v1/activity/${activity.id}/status`, { statusId: world.approved.id });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      `Activity with id ${activity.id} follows an approval policy: decide it with POST /v1/activity/${activity.id}/decisions.`,
    ]);
    const overridden = await admin.put(`/v1/activity/${activity.id}/status`, { statusId: world.approved.id });
    expect(overridden.body[0].statusId.id).toBe(world.approved.id);
    expect((await stateOf(requester, activity.id)).state).toBe('approved');
  });

  it('counts coverage per working day and team; block mode refuses the completing approval unless an admin overrides', async () => {
    const { admin, requester, lead, hr1, hr2, world, request } = await approvalWorld(service);
    await admin.put(`/v1/teams/${world.team.id}`, { minPresent: 3, coverageMode: 'block' });
    const activity = await request(requester);
    const { coverage } = await stateOf(requester, activity.id);
    expect(coverage).toEqual(
      ['2027-03-01', '2027-03-02'].map((date) => ({
        date,
        team: { id: world.team.id, name: 'Platform', deleted: false },
        members: 3,
        away: [expect.objectContaining({ id: requester.userId })],
        present: 2,
        minPresent: 3,
        short: true,
      })),
    );
    await decide(lead, activity.id, { decision: 'approve' });
    await decide(hr1, activity.id, { decision: 'approve' });
    const blocked = await decide(hr2, activity.id, { decision: 'approve' });
    expect([blocked.status, blocked.body.message]).toEqual([
      409,
      'Approving leaves team Platform short on 2027-03-01: 2 of 3 present, 3 needed.',
    ]);
    expect((await stateOf(requester, activity.id)).steps[1].approvers.map((a: any) => a.decision).sort()).toEqual([
      'approve',
      null,
    ]);
    // An admin's override is not a step's approval: the admin is not pending. Warn mode lets it through.
    await admin.put(`/v1/teams/${world.team.id}`, { coverageMode: 'warn' });
    const warned = await decide(hr2, activity.id, { decision: 'approve' });
    expect(warned.body[0].statusId.id).toBe(world.approved.id);
  });

  it('lets an admin approver override a blocking shortage, recorded with the decision', async () => {
    const { admin, requester, world } = await approvalWorld(service);
    await admin.put(`/v1/teams/${world.team.id}`, { minPresent: 3, coverageMode: 'block', leadIds: [admin.userId] });
    await admin.create('/v1/approval-policies', {
      name: 'Lead only',
      activityTypeIds: [world.vacation.id],
      position: -1,
    });
    const [activity] = (
      await requester.post(
        '/v1/activity',
        activityInput(world, { activityTypeId: world.vacation.id, dateFrom: '2027-03-01', dateTo: '2027-03-01' }),
      )
    ).body;
    const blocked = await decide(admin, activity.id, { decision: 'approve' });
    expect([blocked.status, blocked.body.message]).toEqual([
      409,
      'Approving leaves team Platform short on 2027-03-01: 2 of 3 present, 3 needed. Send "override": true to approve anyway.',
    ]);
    const approved = await decide(admin, activity.id, { decision: 'approve', override: true });
    expect(approved.body[0].statusId.id).toBe(world.approved.id);
    const history = (await admin.get(`/v1/activity/${activity.id}/history`)).body.items;
    expect(history.find((entry: { action: string }) => entry.action === 'decided').decision.override).toBe(true);
  });

  it('starts the workflow again when the dates change', async () => {
    const { requester, lead, world, request } = await approvalWorld(service);
    const activity = await request(requester);
    await decide(lead, activity.id, { decision: 'approve' });
    const moved = await requester.put(
      `/v1/activity/${activity.id}`,
      activityInput(world, { activityTypeId: world.vacation.id, dateFrom: '2027-03-03', dateTo: '2027-03-03' }),
    );
    expect(moved.status).toBe(200);
    const state = await stateOf(requester, activity.id);
    expect(state.steps.map((step: { state: string }) => step.state)).toEqual(['pending', 'waiting']);
    expect(state.steps[0].approvers[0].decision).toBeNull();
    expect(await inboxIds(lead)).toEqual([activity.id]);
  });

  it('escalates a step pending past escalateAfterDays to the admins too, recording the admin who decides', async () => {
    const { admin, requester, lead, hr1, policy, request } = await approvalWorld(service);
    await admin.put(`/v1/approval-policies/${policy.id}`, { escalateAfterDays: 2 });
    const activity = await request(requester);
    const early = await decide(admin, activity.id, { decision: 'approve' });
    expect([early.status, early.body.message]).toEqual([
      409,
      `Only the pending approvers may decide this request now: Lena Tester (${lead.userId}).`,
    ]);
    expect(await inboxIds(admin)).not.toContain(activity.id);
    // Three days pass with the step pending.
    await service.db.write(admin.tenantId, (sql) =>
      sql.query("UPDATE activity_approval_steps SET pending_since = now() - interval '3 days' WHERE activity_id = $1", [
        activity.id,
      ]),
    );
    expect(await inboxIds(admin)).toContain(activity.id);
    expect(await inboxIds(lead)).toContain(activity.id);
    const stranger = await decide(hr1, activity.id, { decision: 'approve' });
    expect(stranger.body.message).toBe(
      `Only the pending approvers may decide this request now: Lena Tester (${lead.userId}), or an admin (the step is escalated).`,
    );
    expect((await decide(admin, activity.id, { decision: 'approve', note: 'Lena is busy' })).status).toBe(200);
    const state = await stateOf(requester, activity.id);
    expect(state.steps.map((step: { state: string }) => step.state)).toEqual(['approved', 'pending']);
    expect(state.steps[0].approvers).toContainEqual(
      expect.objectContaining({
        user: expect.objectContaining({ id: admin.userId }),
        decision: 'approve',
        note: 'Lena is busy',
        escalated: true,
      }),
    );
    expect(await inboxIds(lead)).not.toContain(activity.id);
  });

  it('lets a named substitute decide first when the policy asks for one: accept starts the steps, decline rejects', async () => {
    const { admin, requester, lead, deputy, world, policy, request } = await approvalWorld(service);
    await admin.put(`/v1/approval-policies/${policy.id}`, { substitute: 'required' });
    const vacation = (extra: Record<string, unknown>) =>
      requester.post(
        '/v1/activity',
        activityInput(world, {
          activityTypeId: world.vacation.id,
          dateFrom: '2027-03-01',
          dateTo: '2027-03-02',
          ...extra,
        }),
      );
    const before = (await requester.get(`/v1/activity?authorId=${requester.userId}`)).body.items.length;
    const refusals: [Record<string, unknown>, string][] = [
      [{}, "Field 'substituteId' is required: the approval policy Vacation asks for a substitute."],
      [{ substituteId: requester.userId }, "Field 'substituteId' must name another user than the author."],
      [{ substituteId: 999999 }, 'User with id 999999 was not found.'],
    ];
    for (const [extra, message] of refusals) {
      const response = await vacation(extra);
      expect({ extra, status: response.status, message: response.body.message }).toEqual({
        extra,
        status: 400,
        message,
      });
    }
    expect((await requester.get(`/v1/activity?authorId=${requester.userId}`)).body.items.length).toBe(before);

    const activity = await request(requester, { substituteId: { id: deputy.userId } });
    let state = await stateOf(requester, activity.id);
    expect(state.substitute).toMatchObject({ user: { id: deputy.userId }, decision: null, note: null, at: null });
    expect(state.steps.map((step: { state: string }) => step.state)).toEqual(['waiting', 'waiting']);
    expect(await inboxIds(deputy)).toEqual([activity.id]);
    expect(await inboxIds(lead)).toEqual([]);
    const early = await decide(lead, activity.id, { decision: 'approve' });
    expect([early.status, early.body.message]).toEqual([
      409,
      `Only the substitute may decide this request now: Dirk Tester (${deputy.userId}).`,
    ]);
    const wrong = await decide(deputy, activity.id, { decision: 'approve' });
    expect([wrong.status, wrong.body.message]).toEqual([
      400,
      "Field 'decision' must be accept or decline: you decide as the request's substitute.",
    ]);
    expect((await decide(deputy, activity.id, { decision: 'accept', note: 'I cover' })).status).toBe(200);
    state = await stateOf(requester, activity.id);
    expect(state.substitute).toMatchObject({ decision: 'accept', note: 'I cover' });
    expect(state.steps.map((step: { state: string }) => step.state)).toEqual(['pending', 'waiting']);
    expect(await inboxIds(lead)).toEqual([activity.id]);
    const history = (await requester.get(`/v1/activity/${activity.id}/history`)).body.items;
    // The substitute's turn is a request of no step naming them (D15 tells them of it).
    expect(history[1]).toMatchObject({ action: 'approval_requested', step: null, approvers: [{ id: deputy.userId }] });
    expect(history[2]).toMatchObject({
      action: 'decided',
      decision: { step: null, decision: 'accept', note: 'I cover' },
    });
    expect(history[3]).toMatchObject({ action: 'approval_requested', step: 0 });

    const declined = await request(requester, {
      substituteId: deputy.userId,
      dateFrom: '2027-04-05',
      dateTo: '2027-04-05',
    });
    const answer = await decide(deputy, declined.id, { decision: 'decline' });
    expect(answer.body[0].statusId.id).toBe(world.rejected.id);
    expect((await stateOf(requester, declined.id)).state).toBe('rejected');
  });

  it('approves at once a request whose every step is skipped: nobody but its author may decide it', async () => {
    const admin = await service.newTenant();
    const world = await createActivityWorld(admin, [admin.userId]);
    await admin.create('/v1/approval-policies', {
      name: 'Admins',
      steps: [{ approvers: 'role', role: 'admin', quorum: 'any' }],
    });
    const start = await feedEnd(admin);
    const response = await admin.post(
      '/v1/activity',
      activityInput(world, { activityTypeId: world.vacation.id, dateFrom: '2027-03-01', dateTo: '2027-03-01' }),
    );
    expect(response.body[0].statusId.id).toBe(world.approved.id);
    const state = await stateOf(admin, response.body[0].id);
    expect([state.state, state.steps.map((step: { state: string }) => step.state)]).toEqual(['approved', ['skipped']]);
    const events = await feedAfter(admin, start);
    expect(events.map((event) => event.type)).toEqual(['activity.created', 'activity.status_changed']);
  });

  it('keeps a private issue linked to a request hidden in the inbox from an approver who may not see it', async () => {
    const { admin, requester, lead, request } = await approvalWorld(service);
    const issue = await newIssue(requester, await createIssueWorld(admin), { private: true });
    const activity = await request(requester, { issueId: issue.id });
    expect((await requester.get(`/v1/activity/${activity.id}`)).body.issueId).toMatchObject({ id: issue.id });
    const [item] = (await lead.get('/v1/approvals')).body.items;
    expect(item.activity.id).toBe(activity.id);
    expect(item.activity.issueId).toBeNull();
    expect(JSON.stringify(item)).not.toContain(issue.name);
  });

  it("lets whoever decides a request now read its requester's balances, for the balance after", async () => {
    const { requester, lead, hr1, request } = await approvalWorld(service);
    const activity = await request(requester);
    const read = (client: TenantClient) => client.get(`/v1/users/${requester.userId}/balances?year=2027`);
    expect((await read(lead)).status).toBe(200);
    expect((await read(hr1)).status).toBe(406);
    await decide(lead, activity.id, { decision: 'approve' });
    expect((await read(lead)).status).toBe(406);
    expect((await read(hr1)).status).toBe(200);
  });

  describe('cancelled and orphaned requests (D14, wave 4)', () => {
    it('refuses every decision on a deleted request, which leaves the inboxes; undeleted, it starts again from step 1', async () => {
      const { admin, requester, lead, hr1, hr2, world, request } = await approvalWorld(service);
      const activity = await request(requester);
      expect((await decide(lead, activity.id, { decision: 'approve' })).status).toBe(200);
      expect(await inboxIds(hr1)).toEqual([activity.id]);
      expect((await requester.delete(`/v1/activity/${activity.id}`)).status).toBe(200);
      expect(await inboxIds(hr1)).toEqual([]);
      const start = await feedEnd(admin);
      for (const [client, decision] of [
        [hr1, 'approve'],
        [hr2, 'reject'],
        [admin, 'approve'],
      ] as const) {
        const refused = await decide(client, activity.id, { decision });
        expect([refused.status, refused.body.message]).toEqual([409, 'The request was cancelled.']);
      }
      const found = await admin.get(`/v1/activity/${activity.id}`);
      expect([found.body.deleted, found.body.statusId.id]).toEqual([true, world.requested.id]);
      expect(await feedAfter(admin, start)).toEqual([]);

      expect((await requester.delete(`/v1/activity/undelete/${activity.id}`)).status).toBe(200);
      const state = await stateOf(requester, activity.id);
      expect([state.state, state.steps.map((step: { state: string }) => step.state)]).toEqual([
        'pending',
        ['pending', 'waiting'],
      ]);
      expect(state.steps[0].approvers[0]).toMatchObject({ user: { id: lead.userId }, decision: null });
      expect(await inboxIds(lead)).toEqual([activity.id]);
      expect(await inboxIds(hr1)).toEqual([]);
      expect((await decide(lead, activity.id, { decision: 'approve' })).status).toBe(200);
    });

    it('refuses a decision on a cancelled request that follows no policy (D5)', async () => {
      const { admin, requester, manager, world } = await approvalWorld(service);
      const trip = await admin.create('/v1/activity-types', { name: 'Trip', approvable: true });
      const plain = (
        await requester.post(
          '/v1/activity',
          activityInput(world, { activityTypeId: trip.id, dateFrom: '2027-05-03', dateTo: '2027-05-03' }),
        )
      ).body[0];
      expect((await requester.delete(`/v1/activity/${plain.id}`)).status).toBe(200);
      const refused = await decide(manager, plain.id, { decision: 'approve' });
      expect([refused.status, refused.body.message]).toEqual([409, 'The request was cancelled.']);
      expect(await inboxIds(manager)).toEqual([]);
      await requester.delete(`/v1/activity/undelete/${plain.id}`);
      expect(await inboxIds(manager)).toEqual([plain.id]);
    });

    it('brings an approved request back undeleted as a request, not approved', async () => {
      const { admin, requester, lead, hr1, hr2, world, request } = await approvalWorld(service);
      const activity = await request(requester);
      for (const approver of [lead, hr1, hr2]) await decide(approver, activity.id, { decision: 'approve' });
      expect((await requester.get(`/v1/activity/${activity.id}`)).body.statusId.id).toBe(world.approved.id);
      await requester.delete(`/v1/activity/${activity.id}`);
      const start = await feedEnd(admin);
      await requester.delete(`/v1/activity/undelete/${activity.id}`);
      const back = (await requester.get(`/v1/activity/${activity.id}`)).body;
      expect([back.deleted, back.statusId.id, back.statusEditor.id]).toEqual([
        false,
        world.requested.id,
        requester.userId,
      ]);
      expect((await stateOf(requester, activity.id)).state).toBe('pending');
      // One write: the workflow's first step is recorded in it before the undelete's own entry.
      const history = (await admin.get(`/v1/activity/${activity.id}/history`)).body.items.slice(-2);
      expect(history.map((entry: { action: string }) => entry.action)).toEqual(['approval_requested', 'undeleted']);
      expect(history[1].changes.map((change: { field: string }) => change.field)).toEqual(['deleted', 'statusId']);
      const events = (await feedAfter(admin, start)).map((event) => event.type);
      expect(events).toEqual(['activity.approval_requested', 'activity.undeleted']);
    });

    it('hands a step whose approvers were all deleted to the admins, recorded as delegated from them', async () => {
      const { admin, requester, lead, hr1, hr2, request } = await approvalWorld(service);
      const activity = await request(requester);
      expect((await admin.delete(`/v1/users/${lead.userId}`)).status).toBe(200);
      let state = await stateOf(requester, activity.id);
      expect(state.steps[0].approvers.map((a: any) => [a.user.id, a.delegatedFrom?.id ?? null])).toEqual([
        [admin.userId, lead.userId],
      ]);
      expect(await inboxIds(admin)).toEqual([activity.id]);
      expect((await decide(admin, activity.id, { decision: 'approve' })).status).toBe(200);
      // Quorum all: one HR person deleted, the step would wait for them for ever; it waits for the admins instead.
      expect((await admin.delete(`/v1/users/${hr2.userId}`)).status).toBe(200);
      state = await stateOf(requester, activity.id);
      expect(state.steps[1].approvers.map((a: any) => [a.user.id, a.delegatedFrom?.id ?? null]).sort()).toEqual(
        [
          [hr1.userId, null],
          [admin.userId, hr2.userId],
        ].sort(),
      );
      await decide(hr1, activity.id, { decision: 'approve' });
      const last = await decide(admin, activity.id, { decision: 'approve' });
      expect((await stateOf(requester, activity.id)).state).toBe('approved');
      expect(last.status).toBe(200);
      const history = (await admin.get(`/v1/activity/${activity.id}/history`)).body.items;
      expect(history.filter((entry: { action: string }) => entry.action === 'approval_requested')).toHaveLength(4);
    });
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { type TenantClient, TestService } from '../testing/harness.js';

describe('approval policies (D14)', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let vacation: { id: number };
  let team: { id: number };

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    vacation = await admin.create('/v1/activity-types', { name: 'Vacation', approvable: true, workingHours: false });
    team = await admin.create('/v1/teams', { name: 'Support' });
  });
  after(() => service.close());

  it('creates a policy with defaults: every type and team, one step of team leads, any of them', async () => {
    const policy = await admin.create('/v1/approval-policies', { name: 'Default' });
    expect(policy).toEqual({
      id: expect.any(Number),
      name: 'Default',
      activityTypeIds: [],
      teamIds: [],
      steps: [{ approvers: 'team-leads', quorum: 'any' }],
      substitute: 'none',
      escalateAfterDays: null,
      position: 0,
    });
    expect((await member.get(`/v1/approval-policies/${policy.id}`)).body).toEqual(policy);
  });

  it('stores steps as their kind reads them, ids without repeats, and changes only what a PUT sends', async () => {
    const policy = await admin.create('/v1/approval-policies', {
      name: 'Two steps',
      activityTypeIds: [vacation.id, vacation.id],
      teamIds: [team.id],
      steps: [
        { approvers: 'team-leads', quorum: 'any', role: 'admin' },
        { approvers: 'users', userIds: [member.userId, admin.userId, member.userId], quorum: 'all' },
        { approvers: 'role', role: 'manager', quorum: 'any', userIds: [member.userId] },
      ],
      substitute: 'optional',
      escalateAfterDays: 3,
      position: 5,
    });
    expect(policy).toMatchObject({
      activityTypeIds: [vacation.id],
      teamIds: [team.id],
      steps: [
        { approvers: 'team-leads', quorum: 'any' },
        { approvers: 'users', userIds: [member.userId, admin.userId], quorum: 'all' },
        { approvers: 'role', role: 'manager', quorum: 'any' },
      ],
    });
    const renamed = await admin.put(`/v1/approval-policies/${policy.id}`, { name: 'Renamed', teamIds: [] });
    expect(renamed.body).toEqual({ ...policy, name: 'Renamed', teamIds: [] });
  });

  it('refuses bad input with the contract error and stores nothing', async () => {
    const before = (await admin.get('/v1/approval-policies')).body;
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, "Field 'name' is required."],
      [{ name: 'x', steps: [] }, 400, "Field 'steps' must not be empty."],
      [
        { name: 'x', steps: [{ approvers: 'users', quorum: 'any' }] },
        400,
        `Field 'steps[0].userIds' is required when approvers is "users".`,
      ],
      [
        {
          name: 'x',
          steps: [
            { approvers: 'team-leads', quorum: 'any' },
            { approvers: 'role', quorum: 'all' },
          ],
        },
        400,
        `Field 'steps[1].role' is required when approvers is "role".`,
      ],
      [
        { name: 'x', steps: [{ approvers: 'team-leads', quorum: 'most' }] },
        400,
        "Field 'steps[0].quorum' must be one of: any, all.",
      ],
      [{ name: 'x', substitute: 'maybe' }, 400, "Field 'substitute' must be one of: none, optional, required."],
      [{ name: 'x', escalateAfterDays: 0 }, 400, "Field 'escalateAfterDays' must be at least 1."],
      [{ name: 'x', activityTypeIds: [999001] }, 404, 'Activity type with id 999001 was not found.'],
      [{ name: 'x', teamIds: [999002] }, 404, 'Team with id 999002 was not found.'],
      [
        { name: 'x', steps: [{ approvers: 'users', userIds: [999003], quorum: 'any' }] },
        404,
        'User with id 999003 was not found.',
      ],
      [
        { name: 'x', teamIds: Array.from({ length: 101 }, (_, i) => i + 1) },
        400,
        "Field 'teamIds' must have at most 100 items.",
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.post('/v1/approval-policies', body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status, message });
    }
    expect((await admin.get('/v1/approval-policies')).body).toEqual(before);
  });

  it('lets only admins write policies (406), everyone read them, and deletes them', async () => {
    const policy = await admin.create('/v1/approval-policies', { name: 'Short-lived' });
    for (const response of [
      await member.post('/v1/approval-policies', { name: 'Mine' }),
      await member.put(`/v1/approval-policies/${policy.id}`, { name: 'Mine' }),
      await member.delete(`/v1/approval-policies/${policy.id}`),
    ]) {
      expect([response.status, response.body.error]).toEqual([406, 'Missing permission for action']);
    }
    expect((await admin.delete(`/v1/approval-policies/${policy.id}`)).status).toBe(204);
    const gone = await member.get(`/v1/approval-policies/${policy.id}`);
    expect([gone.status, gone.body.message]).toEqual([404, `Approval policy with id ${policy.id} was not found.`]);
  });

  it('stores the largest policy the bounds allow and still answers: 100 types, 100 teams, 10 steps of 100 users', async () => {
    const ids = async (path: string, body: (n: number) => Record<string, unknown>) => {
      const created: number[] = [];
      for (let n = 0; n < 100; n++) created.push((await admin.create(`/v1/${path}`, body(n))).id);
      return created;
    };
    const types = await ids('activity-types', (n) => ({ name: `Type ${n}`, approvable: true }));
    const teamIds = await ids('teams', (n) => ({ name: `Team ${n}` }));
    const users = await ids('users', (n) => ({
      firstname: 'U',
      lastname: `${n}`,
      email: `u${n}@bounds.example`,
      role: 'member',
    }));
    const steps = Array.from({ length: 10 }, () => ({ approvers: 'users', userIds: users, quorum: 'all' }));
    const policy = await admin.create('/v1/approval-policies', {
      name: 'Largest',
      activityTypeIds: types,
      teamIds,
      steps,
    });
    expect([policy.activityTypeIds.length, policy.teamIds.length, policy.steps.length]).toEqual([100, 100, 10]);
    expect(policy.steps[9].userIds).toHaveLength(100);
    const tooMany = await admin.post('/v1/approval-policies', { name: 'x', steps: [...steps, steps[0]] });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, "Field 'steps' must have at most 10 items."]);
    expect((await member.get(`/v1/approval-policies/${policy.id}`)).body).toEqual(policy);
  });

  it("keeps each tenant's policies to itself", async () => {
    const policy = await admin.create('/v1/approval-policies', { name: 'Ours' });
    const other = await service.newTenant();
    expect((await other.get(`/v1/approval-policies/${policy.id}`)).status).toBe(404);
    expect((await other.get('/v1/approval-policies')).body.map((p: { id: number }) => p.id)).not.toContain(policy.id);
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  newIssue,
} from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

describe('GET /v1/activity/{id}', () => {
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

  it('lets every role read any activity of the tenant', async () => {
    const [activity] = (await member.post('/v1/activity', activityInput(world))).body;
    const viewer = await admin.withNewUser('viewer');
    expect((await viewer.get(`/v1/activity/${activity.id}`)).body).toEqual(activity);
  });

  it('answers 404 for unknown ids and 400 for ids that are not positive integers', async () => {
    const unknown = await member.get('/v1/activity/424242');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'Not Found', message: 'Activity with id 424242 was not found.' });
    expect((await member.get('/v1/activity/0')).status).toBe(400);
  });

  it('shows the linked issue only to those who may see it', async () => {
    const issueWorld = await createIssueWorld(admin);
    const secret = await newIssue(member, issueWorld, { private: true, name: 'Secret' });
    const [activity] = (await member.post('/v1/activity', activityInput(world, { issueId: secret.id }))).body;
    expect(activity.issueId).toEqual({ id: secret.id, name: 'Secret' });
    const outsider = await admin.withNewUser('manager');
    expect((await outsider.get(`/v1/activity/${activity.id}`)).body.issueId).toBeNull();
    const refused = await outsider.post('/v1/activity', activityInput(world, { issueId: secret.id }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`Issue with id ${secret.id} was not found.`);
  });

  it('reads an activity in one statement', async () => {
    const [activity] = (await member.post('/v1/activity', activityInput(world, { place: world.office.id }))).body;
    await member.get(`/v1/activity/${activity.id}`);
    service.db.statements = 0;
    await member.get(`/v1/activity/${activity.id}`);
    expect(service.db.statements).toBe(1);
  });
});

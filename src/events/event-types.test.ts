import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { feedAfter, feedEnd } from '../testing/events.js';
import { activityInput, createActivityWorld } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { EVENT_TYPES } from './types.js';

/**
 * D9 (wave 4): every type the service emits is accepted wherever types are named: the feed's
 * filter, webhook subscriptions and the OpenAPI document, from one list. The feed and webhooks
 * refused activity.decided and activity.approval_requested, which approvals emit (D14).
 */
describe('event types: one list', () => {
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start({ events: { webhookAllowPrivateTargets: true } });
    admin = await service.newTenant();
  });
  after(() => service.close());

  it('lets the feed filter and webhooks name the approval events, which a decision emits', async () => {
    const hook = await admin.post('/v1/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['activity.decided', 'activity.approval_requested'],
    });
    expect([hook.status, hook.body.events]).toEqual([201, ['activity.decided', 'activity.approval_requested']]);
    const lead = await admin.withNewUser('manager');
    const member = await admin.withNewUser('member');
    const world = await createActivityWorld(admin, [member.userId]);
    await admin.put(`/v1/teams/${world.team.id}`, { leadIds: [lead.userId] });
    await admin.create('/v1/approval-policies', {
      name: 'Leads',
      steps: [{ approvers: 'team-leads', quorum: 'any' }],
    });
    const start = await feedEnd(admin);
    const [request] = (
      await member.post(
        '/v1/activity',
        activityInput(world, { activityTypeId: world.vacation.id, dateFrom: '2027-06-07', dateTo: '2027-06-07' }),
      )
    ).body;
    expect((await lead.post(`/v1/activity/${request.id}/decisions`, { decision: 'approve' })).status).toBe(200);
    const filtered = await feedAfter(admin, start, 'activity.decided,activity.approval_requested');
    expect(filtered.map((event) => event.type)).toEqual(['activity.approval_requested', 'activity.decided']);
    const all = await feedAfter(admin, start);
    for (const event of all) expect(EVENT_TYPES).toContain(event.type);
  });

  it('names every type in the OpenAPI document: the event object, the feed filter and subscriptions', async () => {
    const document = (await service.request({ method: 'GET', url: '/openapi.json' })).body;
    expect(document.components.schemas.Event.properties.type.enum).toEqual([...EVENT_TYPES]);
    const filter = document.paths['/v1/events'].get.parameters.find((parameter: any) => parameter.name === 'types');
    const subscription = JSON.stringify(document.paths['/v1/webhooks'].post.requestBody);
    for (const type of EVENT_TYPES) {
      expect(filter.schema.description ?? filter.description).toContain(type);
      expect(subscription).toContain(type);
    }
  });
});

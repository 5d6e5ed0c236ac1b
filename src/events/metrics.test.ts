import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { metricBecomes, metricSample, scrapeMetrics } from '../testing/metrics.js';
import { WebhookReceiver } from '../testing/webhook-receiver.js';

/** D11: the outbox's backlog and age per queue, and delivery attempts by outcome, in GET /metrics. */
describe('event metrics', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: IssueWorld;
  let receiver: WebhookReceiver;

  before(async () => {
    // A store of its own: the backlog is the whole store's, and no other file's hooks may add to it.
    service = await TestService.start({
      events: { webhookAllowPrivateTargets: true, webhookRetrySchedule: [0.2] },
      privateStore: true,
    });
    admin = await service.newTenant();
    world = await createIssueWorld(admin);
    receiver = await WebhookReceiver.start();
  });
  after(async () => {
    await receiver.close();
    await service.close();
  });

  const read = async () => {
    const { text } = await scrapeMetrics(service);
    return {
      backlog: (queue: string) => metricSample(text, 'tracker_event_backlog', { queue }),
      age: (queue: string) => metricSample(text, 'tracker_event_backlog_age_seconds', { queue }),
      attempts: (outcome: string) => metricSample(text, 'tracker_webhook_delivery_attempts_total', { outcome }) ?? 0,
    };
  };

  it('counts events waiting for a feed position, with the age of the oldest', async () => {
    await service.settleEvents();
    expect((await read()).backlog('sequencer')).toBe(0);
    await service.app.events.sequencer.stop();
    await newIssue(admin, world);
    await newIssue(admin, world);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiting = await read();
    expect(waiting.backlog('sequencer')).toBe(2);
    expect(waiting.age('sequencer')).toBeGreaterThanOrEqual(0.05);
    service.app.events.sequencer.start();
    await service.settleEvents();
    const settled = await read();
    expect(settled.backlog('sequencer')).toBe(0);
    expect(settled.age('sequencer')).toBe(0);
  });

  it('counts pending deliveries and attempts by outcome; no JetStream queue without NATS_URL', async () => {
    await admin.create('/v1/webhooks', { url: receiver.url, events: ['issue.created'] });
    // The first attempt is held for a while and then fails; the retry succeeds.
    receiver.answer = (_, index) => (index === 0 ? { status: 500, delayMs: 400 } : { status: 204 });
    await newIssue(admin, world);
    await receiver.receive(1);
    const sending = await read();
    expect(sending.backlog('webhooks')).toBe(1);
    expect(sending.age('webhooks')).toBeGreaterThan(0);
    expect(sending.backlog('jetstream')).toBeUndefined();
    await receiver.receive(2);
    await metricBecomes(service, 'tracker_event_backlog', { queue: 'webhooks' }, 0);
    const done = await read();
    expect(done.attempts('retrying')).toBe(1);
    expect(done.attempts('succeeded')).toBe(1);
    expect(done.attempts('failed')).toBe(0);
  });
});

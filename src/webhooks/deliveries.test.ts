import { expect } from 'expect';
import { after, afterEach, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import type { EventOptions } from '../platform/config.js';
import { feedAfter, feedEnd } from '../testing/events.js';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { WebhookReceiver } from '../testing/webhook-receiver.js';

/** Delivering webhooks (D9): Standard Webhooks requests, retries, disabling, the deliveries log. */
describe('webhook deliveries', () => {
  const options: Partial<EventOptions> = {
    webhookAllowPrivateTargets: true, // the receiver listens on 127.0.0.1
    webhookRetrySchedule: [0.2, 0.2],
    webhookDisableAfter: 3,
  };
  let service: TestService;
  let admin: TenantClient;
  let world: IssueWorld;
  let receiver: WebhookReceiver;

  before(async () => {
    service = await TestService.start({ events: options, privateStore: true });
    admin = await service.newTenant();
    world = await createIssueWorld(admin);
  });
  after(() => service.close());
  afterEach(() => receiver?.close());

  /** A new receiver and a hook of the tenant pointing at it. */
  const subscribe = async (events: string[] = ['issue.*'], tenant = admin) => {
    receiver = await WebhookReceiver.start();
    return tenant.create('/v1/webhooks', { url: receiver.url, events });
  };

  /** The hook's deliveries once `done` holds for them (polling the deliveries log). */
  const deliveriesWhen = async (hookId: number, done: (deliveries: any[]) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await admin.get(`/v1/webhooks/${hookId}/deliveries?limit=500`);
      expect(response.status).toBe(200);
      if (done(response.body.items)) return response.body.items as any[];
      if (Date.now() > deadline) throw new Error(`deliveries did not settle: ${JSON.stringify(response.body.items)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const allEnded = (count: number) => (deliveries: any[]) =>
    deliveries.length >= count && deliveries.every((delivery) => delivery.status !== 'pending');

  it('posts each event, signed as Standard Webhooks 1.0 says, with the body the feed shows', async () => {
    const created = await subscribe();
    const since = await feedEnd(admin);
    const issue = await newIssue(admin, world);
    await admin.put(`/issues/${issue.id}`, { name: 'Renamed' });
    const received = await receiver.receive(2);
    const events = await feedAfter(admin, since);
    const verifier = new Webhook(created.secret);
    for (const [index, request] of received.entries()) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['webhook-id']).toBe(String(events[index].id));
      expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
      expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(verifier.verify(request.body, request.headers as Record<string, string>)).toEqual(events[index]);
    }
    // Signed with another secret, the same request does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(
        received[0]!.body,
        received[0]!.headers as Record<string, string>,
      ),
    ).toThrow();
    const deliveries = await deliveriesWhen(created.id, allEnded(2));
    expect(deliveries[0]).toEqual({
      id: expect.any(Number),
      eventId: events[1].id,
      eventType: 'issue.updated',
      attempts: 1,
      status: 'succeeded',
      responseStatus: 204,
      durationMs: expect.any(Number),
      error: null,
      createdAt: expect.stringMatching(/Z$/),
      nextAttemptAt: null,
    });
  });

  it('sends only the events a hook subscribed to, and none to an inactive hook', async () => {
    const created = await subscribe(['issue.comment.*']);
    const inactive = await admin.create('/v1/webhooks', { url: receiver.url, events: ['*'], active: false });
    const issue = await newIssue(admin, world);
    await admin.create(`/issues/${issue.id}/comments`, { description: 'Seen by the hook' });
    const [request] = await receiver.receive(1);
    expect(request!.event.type).toBe('issue.comment.created');
    expect(request!.event.data.comment.description).toBe('Seen by the hook');
    await admin.put(`/issues/${issue.id}`, { name: 'Not subscribed' });
    await service.settleEvents();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
    expect(await deliveriesWhen(created.id, allEnded(1))).toHaveLength(1);
    expect((await admin.get(`/v1/webhooks/${inactive.id}/deliveries`)).body.items).toEqual([]);
  });

  it('retries a failed delivery on the schedule, with the same webhook-id, until it succeeds', async () => {
    const created = await subscribe();
    receiver.answer = (_, index) => ({ status: index < 2 ? 500 : 200 });
    await newIssue(admin, world);
    const received = await receiver.receive(3);
    expect(new Set(received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    // ±10 % jitter around 0.2 s, plus the time to notice that a retry is due.
    for (const gap of [received[1]!.at - received[0]!.at, received[2]!.at - received[1]!.at]) {
      expect(gap).toBeGreaterThanOrEqual(170);
    }
    const [delivery] = await deliveriesWhen(created.id, allEnded(1));
    expect(delivery).toMatchObject({ attempts: 3, status: 'succeeded', responseStatus: 200, error: null });
  });

  it('fails a delivery after the last retry, and disables the hook after WEBHOOK_DISABLE_AFTER failed deliveries', async () => {
    const created = await subscribe();
    receiver.answer = () => ({ status: 503 });
    await newIssue(admin, world);
    const [failed] = await deliveriesWhen(created.id, allEnded(1));
    expect(failed).toMatchObject({
      attempts: 3,
      status: 'failed',
      responseStatus: 503,
      error: 'The endpoint answered 503.',
      nextAttemptAt: null,
    });
    expect((await admin.get(`/v1/webhooks/${created.id}`)).body.active).toBe(true);
    await newIssue(admin, world);
    await newIssue(admin, world);
    await deliveriesWhen(created.id, allEnded(3), 20_000);
    const disabled = (await admin.get(`/v1/webhooks/${created.id}`)).body;
    expect(disabled).toMatchObject({
      active: false,
      disabledReason: '3 consecutive deliveries failed; the last: The endpoint answered 503.',
    });
    // Turned on again, it starts over: a success resets the count.
    receiver.answer = () => ({ status: 200 });
    const enabled = await admin.put(`/v1/webhooks/${created.id}`, { active: true });
    expect(enabled.body).toMatchObject({ active: true, disabledReason: null });
    await newIssue(admin, world);
    const deliveries = await deliveriesWhen(created.id, allEnded(4));
    expect(deliveries[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('disables a hook at once when its endpoint answers 410 Gone', async () => {
    const created = await subscribe();
    receiver.answer = () => ({ status: 410 });
    await newIssue(admin, world);
    const [delivery] = await deliveriesWhen(created.id, allEnded(1));
    expect(delivery).toMatchObject({ attempts: 1, status: 'failed', responseStatus: 410 });
    expect((await admin.get(`/v1/webhooks/${created.id}`)).body).toMatchObject({
      active: false,
      disabledReason: 'The endpoint answered 410 Gone.',
    });
    await newIssue(admin, world);
    await service.settleEvents();
    expect((await admin.get(`/v1/webhooks/${created.id}/deliveries`)).body.items).toHaveLength(1);
  });

  it('records an endpoint that cannot be reached as a failed attempt with the reason', async () => {
    receiver = await WebhookReceiver.start();
    const unreachable = receiver.url;
    await receiver.close();
    const created = await admin.create('/v1/webhooks', { url: unreachable, events: ['issue.*'] });
    await newIssue(admin, world);
    const [delivery] = await deliveriesWhen(created.id, allEnded(1));
    expect(delivery).toMatchObject({ attempts: 3, status: 'failed', responseStatus: null });
    expect(delivery.error).toContain('ECONNREFUSED');
  });

  it('pings one hook only, also a disabled one, outside the feed', async () => {
    const created = await subscribe(['activity.*']);
    const other = await admin.create('/v1/webhooks', { url: receiver.url, events: ['*'] });
    await admin.put(`/v1/webhooks/${created.id}`, { active: false });
    const since = await feedEnd(admin);
    const ping = await admin.post(`/v1/webhooks/${created.id}/ping`);
    expect(ping.status).toBe(202);
    expect(ping.body).toMatchObject({ eventType: 'webhook.ping', attempts: 0, status: 'pending' });
    const [request] = await receiver.receive(1);
    expect(request!.event).toMatchObject({
      id: ping.body.eventId,
      type: 'webhook.ping',
      tenant: admin.tenantId,
      actor: expect.objectContaining({ id: admin.userId }),
      data: { object: expect.objectContaining({ id: created.id, url: receiver.url }), changes: [] },
    });
    expect(request!.headers['webhook-id']).toBe(String(ping.body.eventId));
    expect(await feedAfter(admin, since)).toEqual([]);
    expect((await admin.get(`/v1/webhooks/${other.id}/deliveries`)).body.items).toEqual([]);
  });

  it('lists deliveries newest first in keyset pages, and redelivers one as a new delivery', async () => {
    const created = await subscribe();
    for (let i = 0; i < 5; i++) await newIssue(admin, world);
    const all = await deliveriesWhen(created.id, allEnded(5));
    expect(all.map((delivery) => delivery.id)).toEqual([...all.map((delivery) => delivery.id)].sort((a, b) => b - a));
    const paged: any[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await admin.get(
        `/v1/webhooks/${created.id}/deliveries?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status).toBe(200);
      paged.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
    const foreign = await admin.get(`/v1/webhooks/${created.id}/deliveries?cursor=nonsense`);
    expect([foreign.status, foreign.body.message]).toEqual([
      400,
      "Query parameter 'cursor' is not a cursor this service issued.",
    ]);

    const oldest = all.at(-1);
    const again = await admin.post(`/v1/webhooks/${created.id}/deliveries/${oldest.id}/redeliver`);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ eventId: oldest.eventId, status: 'pending', attempts: 0 });
    expect(again.body.id).toBeGreaterThan(all[0].id);
    const received = await receiver.receive(6);
    expect(received[5]!.headers['webhook-id']).toBe(String(oldest.eventId));
    const missing = await admin.post(`/v1/webhooks/${created.id}/deliveries/999999/redeliver`);
    expect([missing.status, missing.body.message]).toEqual([404, 'Delivery with id 999999 was not found.']);
    // Another hook's delivery is not this hook's; an unknown hook is named as such.
    const otherHook = await subscribe();
    const foreignDelivery = await admin.post(`/v1/webhooks/${otherHook.id}/deliveries/${oldest.id}/redeliver`);
    expect([foreignDelivery.status, foreignDelivery.body.message]).toEqual([
      404,
      `Delivery with id ${oldest.id} was not found.`,
    ]);
    const unknownHook = await admin.post(`/v1/webhooks/999999/deliveries/${oldest.id}/redeliver`);
    expect([unknownHook.status, unknownHook.body.message]).toEqual([404, 'Webhook with id 999999 was not found.']);

    // D8: a retried redelivery (the same Idempotency-Key) gets the first answer and queues nothing more.
    const keyed = () =>
      admin.request({
        method: 'POST',
        url: `/v1/webhooks/${created.id}/deliveries/${oldest.id}/redeliver`,
        headers: { 'idempotency-key': `redeliver-${oldest.id}` },
      });
    const first = await keyed();
    const retried = await keyed();
    expect({ status: retried.status, replayed: retried.headers['idempotent-replayed'], body: retried.body }).toEqual({
      status: 202,
      replayed: 'true',
      body: first.body,
    });
    const ofEvent = (await deliveriesWhen(created.id, allEnded(7))).filter(
      (delivery) => delivery.eventId === oldest.eventId,
    );
    expect(ofEvent).toHaveLength(3);
  });

  it('refuses at delivery a target that became private, unless private targets are allowed', async () => {
    const guarded = await TestService.start({
      events: { ...options, webhookAllowPrivateTargets: false },
      privateStore: true,
    });
    try {
      const tenant = await guarded.newTenant();
      const tenantWorld = await createIssueWorld(tenant);
      receiver = await WebhookReceiver.start();
      // Created while its name resolved to a public address; now it points to loopback (DNS rebinding).
      const created = await tenant.create('/v1/webhooks', { url: 'https://93.184.215.20/hook', events: ['issue.*'] });
      const pointTo = (url: string) =>
        guarded.db.write(tenant.tenantId, (sql) =>
          sql.query('UPDATE webhooks SET url = $1 WHERE tenant_id = $2 AND id = $3', [
            url,
            tenant.tenantId,
            created.id,
          ]),
        );
      const failedDeliveries = async (count: number) => {
        const deadline = Date.now() + 10_000;
        let items: any[];
        do {
          items = (await tenant.get(`/v1/webhooks/${created.id}/deliveries`)).body.items;
          await new Promise((resolve) => setTimeout(resolve, 25));
        } while (items.filter((item) => item.status === 'failed').length < count && Date.now() < deadline);
        return items;
      };
      const prefix = 'The URL must not point to a private or local network (';
      // An address in the URL is refused before any connection.
      await pointTo(receiver.url);
      await newIssue(tenant, tenantWorld);
      const [byAddress] = await failedDeliveries(1);
      expect(byAddress).toMatchObject({ status: 'failed', attempts: 1, responseStatus: null });
      expect(byAddress.error).toBe(`${prefix}127.0.0.1 is in the loopback range).`);
      // A name is refused by the look-up of the connection itself, whatever it resolved to before.
      await pointTo(receiver.url.replace('127.0.0.1', 'localhost'));
      await newIssue(tenant, tenantWorld);
      const [byName] = await failedDeliveries(2);
      expect(byName).toMatchObject({ status: 'failed', attempts: 1, responseStatus: null });
      expect(byName.error).toMatch(
        /^The URL must not point to a private or local network \(localhost is (127\.0\.0\.1|::1), in the loopback range\)\.$/,
      );
      expect(receiver.received).toEqual([]);
    } finally {
      await guarded.close();
    }
  });

  it('keeps delivering to other hooks while an endpoint is slow to answer', async () => {
    const slow = await subscribe();
    receiver.answer = () => ({ status: 200, hang: true });
    const prompt = await WebhookReceiver.start();
    try {
      const quick = await admin.create('/v1/webhooks', { url: prompt.url, events: ['issue.*'] });
      await newIssue(admin, world);
      await receiver.receive(1);
      const started = Date.now();
      await newIssue(admin, world);
      await prompt.receive(2, 3_000);
      // Both sent and recorded while the slow endpoint still holds its first delivery (10 s timeout).
      const recorded = await deliveriesWhen(quick.id, allEnded(2), 3_000);
      expect(recorded.map((delivery) => delivery.status)).toEqual(['succeeded', 'succeeded']);
      expect(Date.now() - started).toBeLessThan(5_000);
      const [first] = (await admin.get(`/v1/webhooks/${slow.id}/deliveries?limit=500`)).body.items.slice(-1);
      expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    } finally {
      await prompt.close();
    }
  });

  it('gives up on an endpoint that does not answer within 10 s', { timeout: 120_000 }, async () => {
    const created = await subscribe();
    receiver.answer = () => ({ status: 200, hang: true });
    await newIssue(admin, world);
    await receiver.receive(1);
    const [delivery] = await deliveriesWhen(created.id, (deliveries) => deliveries[0]?.attempts === 2, 15_000);
    expect(delivery.error).toBe('No answer within 10 s.');
    expect(delivery.durationMs).toBeGreaterThanOrEqual(9_900);
    expect(delivery.durationMs).toBeLessThan(11_000);
  });
});

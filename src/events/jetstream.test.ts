import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { JetStreamApiCodes, JetStreamApiError, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { feedAfter } from '../testing/events.js';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { metricBecomes, metricSample, scrapeMetrics } from '../testing/metrics.js';
import { NATS_SERVER, type NatsServer, startNats } from '../testing/nats.js';
import { fileExists, skipUnlessAvailable } from '../testing/prerequisites.js';
import { STREAM } from './jetstream.js';

interface Published {
  subject: string;
  msgId: string | undefined;
  event: any;
}

/** The stream's state; none before the relay created the stream, which it does on its first run. */
async function streamState(nc: NatsConnection) {
  try {
    return (await (await jetstreamManager(nc)).streams.info(STREAM)).state;
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound) return { messages: 0 };
    throw error;
  }
}

/** Every message of the stream, in stream order. */
async function streamContents(url: string): Promise<Published[]> {
  const nc: NatsConnection = await connect({ servers: url });
  try {
    const state = await streamState(nc);
    const published: Published[] = [];
    if (state.messages === 0) return published;
    const consumer = await jetstream(nc).consumers.get(STREAM);
    for await (const message of await consumer.fetch({ max_messages: state.messages, expires: 5_000 })) {
      published.push({ subject: message.subject, msgId: message.headers?.get('Nats-Msg-Id'), event: message.json() });
      if (published.length === state.messages) break;
    }
    return published;
  } finally {
    await nc.close();
  }
}

/** D9: with NATS_URL every event is also published to JetStream, at least once, in id order, through outages. */
describe(
  'events published to NATS JetStream',
  { skip: skipUnlessAvailable({ 'nats-server': fileExists(NATS_SERVER) }) },
  () => {
    let storeDir: string;
    let nats: NatsServer;
    let service: TestService;
    let admin: TenantClient;
    let world: IssueWorld;

    before(async () => {
      storeDir = await mkdtemp(path.join(tmpdir(), 'tracker-nats-'));
      nats = await startNats(storeDir);
      service = await TestService.start({ events: { natsUrl: nats.url }, privateStore: true });
      admin = await service.newTenant();
      world = await createIssueWorld(admin);
    });
    after(async () => {
      await service.close();
      await nats.stop();
      await rm(storeDir, { recursive: true, force: true });
    });

    /** The stream's messages once it holds `count` of this tenant's events. */
    const publishedWhen = async (count: number, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const published = (await streamContents(nats.url)).filter((message) => message.event.tenant === admin.tenantId);
        const distinct = new Set(published.map((message) => message.msgId));
        if (distinct.size >= count) return published;
        if (Date.now() > deadline) throw new Error(`${distinct.size} of ${count} events published`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    it('publishes each event with its subject, Nats-Msg-Id and JSON, and loses nothing while NATS is down', async () => {
      const issue = await newIssue(admin, world);
      await admin.put(`/issues/${issue.id}`, { name: 'Before the outage' });
      await publishedWhen(2);

      await nats.stop();
      // Requests are served as ever while the relay waits for a NATS that does not answer (its
      // publishes time out after 5 s): it holds no transaction meanwhile, which on the embedded
      // store would make every request wait.
      const slowest = { ms: 0 };
      const timed = async (request: () => Promise<unknown>) => {
        const started = Date.now();
        await request();
        slowest.ms = Math.max(slowest.ms, Date.now() - started);
      };
      for (let i = 0; i < 5; i++) {
        await timed(() => admin.put(`/issues/${issue.id}`, { name: `During the outage ${i}` }));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await timed(() => admin.create(`/issues/${issue.id}/comments`, { description: 'Also during the outage' }));
      // Long enough for the relay to have failed and retried several times.
      for (let i = 0; i < 10; i++) {
        await timed(() => admin.get(`/issues/${issue.id}`));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(slowest.ms).toBeLessThan(2_000);
      // D11: the publish lag shows in the metrics.
      const { text } = await scrapeMetrics(service);
      expect(metricSample(text, 'tracker_event_backlog', { queue: 'jetstream' })).toBe(6);
      expect(metricSample(text, 'tracker_event_backlog_age_seconds', { queue: 'jetstream' })).toBeGreaterThan(2);
      await nats.restart();
      for (let i = 0; i < 3; i++) await newIssue(admin, world);

      const events = await feedAfter(admin);
      expect(events).toHaveLength(2 + 6 + 3);
      const published = await publishedWhen(events.length);
      // At least once: after de-duplication by Nats-Msg-Id, each event exactly once, in id order.
      const firstOfEach = published.filter(
        (message, index) => published.findIndex((other) => other.msgId === message.msgId) === index,
      );
      expect(firstOfEach.map((message) => message.msgId)).toEqual(events.map((event) => String(event.id)));
      expect(firstOfEach.map((message) => message.event)).toEqual(events);
      expect(firstOfEach.map((message) => message.subject)).toEqual(
        events.map((event) => `tracker.${admin.tenantId}.${event.type}`),
      );
      await metricBecomes(service, 'tracker_event_backlog', { queue: 'jetstream' }, 0);
      expect(firstOfEach.map((message) => message.subject)).toContain(
        `tracker.${admin.tenantId}.issue.comment.created`,
      );
    });
  },
);

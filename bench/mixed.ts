import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NATS_SERVER, startNats } from '../src/testing/nats.js';
import { fileExists } from '../src/testing/prerequisites.js';
import { backlog, type EventMeasurement, percentile, until } from './events.js';
import { type LoadResult, runLoad } from './load.js';
import { mailDelays, type MailMeasurement } from './notifications.js';
import { startService, startSmtpReceiver, startWebhookReceiver, type StoreEnv } from './processes.js';
import { scenarios, tenantHeaders } from './scenarios.js';
import type { BenchTenant } from './seed.js';

/**
 * The consumers of the events a service process runs with, beside notifications in the app, which
 * are always on: a webhook subscribed to every event (bench/webhook-receiver.ts), the JetStream
 * relay (when nats-server is installed) and notification email (bench/smtp-receiver.ts).
 */
export interface Consumers {
  webhook: boolean;
  jetstream: boolean;
  email: boolean;
}

export interface MixedVariant {
  /** The scenario's name in the results. */
  name: string;
  consumers: Consumers;
}

/** The variants `npm run bench` measures, each on a service process of its own. */
export const MIXED_ALL_OFF: MixedVariant = {
  name: 'mixed 80/20, webhook, JetStream and email off',
  consumers: { webhook: false, jetstream: false, email: false },
};
export const MIXED_ALL_ON: MixedVariant = {
  name: 'mixed 80/20, webhook, JetStream and email on',
  consumers: { webhook: true, jetstream: true, email: true },
};
/** Issue 43's: notification email alone. */
export const MIXED_EMAIL_ON: MixedVariant = {
  name: 'mixed 80/20, notification email on',
  consumers: { webhook: false, jetstream: false, email: true },
};

export interface MixedRun {
  load: LoadResult;
  /** With the webhook: its deliveries and, with JetStream, the relay's backlog (null without nats-server). */
  events?: EventMeasurement;
  /** With email: the messages for issues the load created, and their delay from the create's answer. */
  mail?: MailMeasurement;
}

/**
 * The mixed profile (80 % reads, 20 % writes) against a fresh service process with `consumers` on.
 * With `warmUp`, a run of the same profile and length comes first on the same process, so that
 * every variant is measured warm (a fresh process serves 15-30 % less in its first seconds); what
 * it leaves is delivered, published and mailed before the measured run, and not counted.
 *
 * Webhook delay runs from the start of the change's transaction (the event's `occurredAt`) to its
 * arrival at the receiver; the relay's backlog is sampled from /metrics every 250 ms while the load
 * runs; a message's delay runs from the answer of the create that assigned the issue (the change
 * has committed) to the message's arrival at the SMTP server.
 */
export async function measureMixed(
  store: StoreEnv,
  tenant: BenchTenant,
  load: { connections: number; durationSeconds: number },
  consumers: Consumers,
  warmUp: boolean,
): Promise<MixedRun> {
  const headers = tenantHeaders(tenant);
  const natsDir =
    consumers.jetstream && fileExists(NATS_SERVER)() ? await mkdtemp(path.join(tmpdir(), 'tracker-bench-nats-')) : null;
  const nats = natsDir ? await startNats(natsDir) : null;
  const webhook = consumers.webhook ? await startWebhookReceiver() : null;
  const smtp = consumers.email ? await startSmtpReceiver() : null;
  const server = await startService(store, undefined, {
    ...(webhook ? { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } : {}),
    ...(nats ? { NATS_URL: nats.url } : {}),
    ...(smtp ? { SMTP_URL: smtp.smtpUrl, PUBLIC_URL: 'https://tracker.example.com' } : {}),
  });
  const items = async (queue: string) => (await backlog(server, queue)).items;
  /** Every event has its feed position and, with JetStream, is published. */
  const relayed = async () => (await items('sequencer')) === 0 && (!nats || (await items('jetstream')) === 0);
  /** Everything is delivered, notified and mailed too. */
  const quiet = async () =>
    (await relayed()) &&
    (await items('webhooks')) === 0 &&
    (await items('notifier')) === 0 &&
    (await items('mail')) === 0;
  try {
    // What earlier scenarios wrote is sequenced, published and notified first, outside the measurement.
    await until(quiet, 600_000);
    let hookUrl: string | null = null;
    if (webhook) {
      const hook = await fetch(`${server.url}/v1/webhooks`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ url: webhook.url, events: ['*'] }),
      });
      if (hook.status !== 201) throw new Error(`webhook not created: ${hook.status} ${await hook.text()}`);
      hookUrl = `${server.url}/v1/webhooks/${((await hook.json()) as { id: number }).id}`;
    }
    const mixed = scenarios(tenant, '').find((scenario) => scenario.name === 'mixed 80/20')!;
    const run = (more: Partial<Parameters<typeof runLoad>[0]> = {}) =>
      runLoad({
        url: server.url,
        headers,
        next: mixed.next,
        serverPid: server.pid,
        onPostgres: 'DATABASE_URL' in store,
        ...load,
        ...more,
      });
    if (warmUp) {
      await run();
      await until(quiet, 120_000);
    }
    // The receivers answer what they saw since they were last asked: the warm-up's is dropped.
    for (const receiver of [webhook, smtp]) if (receiver) await (await fetch(receiver.url)).arrayBuffer();

    const samples: { items: number; age: number }[] = [];
    const sampler = nats
      ? setInterval(() => void backlog(server, 'jetstream').then((sample) => samples.push(sample)), 250)
      : null;
    const answered = new Map<string, number>();
    const result = await run(smtp ? { onResponse: mailDelays.onResponse(answered) } : {});
    if (sampler) clearInterval(sampler);
    const backlogEnd = nats ? await items('jetstream') : 0;
    const drainMs = await until(relayed, 60_000);
    await until(quiet, 120_000);
    if (hookUrl) await fetch(hookUrl, { method: 'DELETE', headers });

    const measured: MixedRun = { load: result };
    if (webhook) {
      const delays = ((await (await fetch(webhook.url)).json()) as number[]).sort((a, b) => a - b);
      measured.events = {
        deliveries: delays.length,
        deliveryP50: percentile(delays, 50),
        deliveryP99: percentile(delays, 99),
        deliveryMax: delays.at(-1) ?? 0,
        eventsPerSecond: Math.round(delays.length / load.durationSeconds),
        relay: nats
          ? {
              backlogMax: Math.max(0, ...samples.map((sample) => sample.items)),
              backlogEnd,
              lagMaxSeconds: Math.max(0, ...samples.map((sample) => sample.age)),
              drainMs,
            }
          : null,
      };
    }
    if (smtp) {
      measured.mail = mailDelays.of(
        (await (await fetch(smtp.url)).json()) as { subject: string; at: number }[],
        answered,
      );
    }
    return measured;
  } finally {
    await server.stop();
    await webhook?.stop();
    await smtp?.stop();
    await nats?.stop();
    if (natsDir) await rm(natsDir, { recursive: true, force: true });
  }
}

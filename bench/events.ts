import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { metricSample } from '../src/testing/metrics.js';
import { NATS_SERVER, startNats } from '../src/testing/nats.js';
import { fileExists } from '../src/testing/prerequisites.js';
import { type LoadResult, runLoad } from './load.js';
import { type Server, startService, startWebhookReceiver, type StoreEnv } from './processes.js';
import { scenarios } from './scenarios.js';
import type { BenchTenant } from './seed.js';

export const EVENTS_SCENARIO = 'mixed 80/20, webhook and JetStream on';

/** How the events of a load left the service (issue 20). */
export interface EventMeasurement {
  /** Webhook deliveries received, and their delay from the change's transaction start (ms). */
  deliveries: number;
  deliveryP50: number;
  deliveryP99: number;
  deliveryMax: number;
  /** Deliveries received per second of load: the rate events were written. */
  eventsPerSecond: number;
  /** The JetStream relay: events not yet published, sampled every 250 ms; null without nats-server. */
  relay: { backlogMax: number; backlogEnd: number; lagMaxSeconds: number; drainMs: number } | null;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Reads the event backlog gauges from the service's /metrics; NaN while the queue has none (the
 * relay's shows once it has run).
 */
export async function backlog(server: Server, queue: string) {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return {
    items: metricSample(text, 'tracker_event_backlog', { queue }) ?? NaN,
    age: metricSample(text, 'tracker_event_backlog_age_seconds', { queue }) ?? NaN,
  };
}

export async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not settled within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

/**
 * The mixed profile against a service that delivers every event to a webhook on 127.0.0.1 and, when
 * nats-server is installed, relays it to JetStream: the delay from each change to its delivery, and
 * whether the relay's backlog grows while the load runs.
 */
export async function measureEvents(
  store: StoreEnv,
  tenant: BenchTenant,
  headers: Record<string, string>,
  load: { connections: number; durationSeconds: number },
): Promise<{ load: LoadResult; events: EventMeasurement }> {
  const natsDir = fileExists(NATS_SERVER)() ? await mkdtemp(path.join(tmpdir(), 'tracker-bench-nats-')) : null;
  const nats = natsDir ? await startNats(natsDir) : null;
  const receiver = await startWebhookReceiver();
  const server = await startService(store, undefined, {
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    ...(nats ? { NATS_URL: nats.url } : {}),
  });
  try {
    const quiet = async () =>
      (await backlog(server, 'sequencer')).items === 0 && (!nats || (await backlog(server, 'jetstream')).items === 0);
    // Events written before (by earlier scenarios) are published first, outside the measurement.
    await until(quiet, 600_000);
    const hook = await fetch(`${server.url}/v1/webhooks`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, events: ['*'] }),
    });
    if (hook.status !== 201) throw new Error(`webhook not created: ${hook.status} ${await hook.text()}`);
    const hookUrl = `${server.url}/v1/webhooks/${((await hook.json()) as { id: number }).id}`;
    await fetch(receiver.url);

    const samples: { items: number; age: number }[] = [];
    const sampler = nats
      ? setInterval(() => void backlog(server, 'jetstream').then((sample) => samples.push(sample)), 250)
      : null;
    const mixed = scenarios(tenant, '').find((scenario) => scenario.name === 'mixed 80/20')!;
    const result = await runLoad({ url: server.url, headers, next: mixed.next, serverPid: server.pid, ...load });
    if (sampler) clearInterval(sampler);
    const backlogEnd = nats ? (await backlog(server, 'jetstream')).items : 0;
    const drainMs = await until(quiet, 60_000);
    await until(async () => (await backlog(server, 'webhooks')).items === 0, 60_000);

    await fetch(hookUrl, { method: 'DELETE', headers });

    const delays = ((await (await fetch(receiver.url)).json()) as number[]).sort((a, b) => a - b);
    return {
      load: result,
      events: {
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
      },
    };
  } finally {
    await server.stop();
    await receiver.stop();
    await nats?.stop();
    if (natsDir) await rm(natsDir, { recursive: true, force: true });
  }
}

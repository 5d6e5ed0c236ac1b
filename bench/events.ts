import { metricSample } from '../src/testing/metrics.js';
import type { Server } from './processes.js';

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

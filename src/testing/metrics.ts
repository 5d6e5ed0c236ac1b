import { expect } from 'expect';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { TestService } from './harness.js';

/** GET /metrics of `service`, checked to be Prometheus text: its families by name, and the text itself. */
export async function scrapeMetrics(service: TestService) {
  const response = await service.request({ method: 'GET', url: '/metrics' });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  // The parser is strict about the format (it throws on a malformed line) but folds the labelled
  // series of a histogram into one; those are read from their sample lines.
  const families = new Map(parsePrometheusTextFormat(response.text).map((family) => [family.name, family]));
  return { families, text: response.text };
}

/** The value of the sample line `name{labels}` (labels in the order the registry writes them). */
export function metricSample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const rendered = Object.entries(labels)
    .map(([label, value]) => `${label}="${value}"`)
    .join(',');
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{${rendered}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** Scrapes `service` until the sample `name{labels}` shows `value`; fails after `timeoutMs`. */
export async function metricBecomes(
  service: TestService,
  name: string,
  labels: Record<string, string>,
  value: number,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shown = metricSample((await scrapeMetrics(service)).text, name, labels);
    if (shown === value) return;
    if (Date.now() > deadline) throw new Error(`${name} ${JSON.stringify(labels)} is ${shown}, not ${value}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

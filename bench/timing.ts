import { performance } from 'node:perf_hooks';

/** Benchmarks that time requests one at a time (one connection) rather than under load. */
export type Headers = Record<string, string>;

/** The JSON answer of a request, or an error naming the request and what came back. */
export async function call<T = unknown>(url: string, method: string, headers: Headers, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Milliseconds of each call of `run`, one at a time, sorted. */
export async function timed(count: number, run: (n: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    await run(n);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const ms = (value: number) => value.toFixed(1);
export const log = (line: string) => process.stdout.write(`${line}\n`);

/** A Markdown table row of a request's p50, p90 and p99. */
export const percentileRow = (label: string, times: number[]) =>
  `| ${label} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 90))} | ${ms(percentile(times, 99))} |`;

import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** The next request to send; called once per request, so each can differ. */
  next: () => LoadRequest;
  /** The server process whose memory is sampled while the load runs. */
  serverPid?: number;
  /** The status every answer should have; any 2xx when absent. Others count as non2xx. */
  expectedStatus?: number;
}

export interface LoadResult {
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  p999: number;
  errors: number;
  non2xx: number;
  /** How many responses had each status, to tell what the errors were. */
  statuses: Record<string, number>;
  rssMb: number | null;
}

/** Drives `url` with autocannon for the given time and reports throughput, latency (ms) and errors. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const sampler = options.serverPid ? sampleRss(options.serverPid) : null;
  const headers = { 'content-type': 'application/json', ...options.headers };
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, body, headers: own } = options.next();
          // Fresh headers each time: autocannon adds Content-Length to the object it is given, which
          // a body-less request after one with a body would otherwise inherit.
          return { ...request, method, path, headers: { ...headers, ...own }, ...(body === undefined ? {} : { body }) };
        },
      },
    ],
  });
  const rssMb = sampler ? await sampler.stop() : null;
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats as Record<string, { count: number }>).map(([status, { count }]) => [
      status,
      count,
    ]),
  );
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    connections: options.connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    p999: result.latency.p99_9,
    errors: result.errors + result.timeouts,
    non2xx: options.expectedStatus ? answered - (statuses[options.expectedStatus] ?? 0) : result.non2xx,
    statuses,
    rssMb,
  };
}

/** The highest resident memory of `pid` seen until stop(), in MB (Linux /proc). */
function sampleRss(pid: number) {
  let highest = 0;
  const read = async () => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    highest = Math.max(highest, kb);
  };
  const timer = setInterval(() => void read(), 250);
  return {
    stop: async () => {
      clearInterval(timer);
      await read();
      return highest > 0 ? Math.round(highest / 1024) : null;
    },
  };
}

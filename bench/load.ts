import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { type CpuPerRequest, meterCpu } from './cpu.js';

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
  /** The server process whose memory and CPU are sampled while the load runs. */
  serverPid?: number;
  /** Whether it runs on the machine's PostgreSQL, whose CPU per request is reported too. */
  onPostgres?: boolean;
  /** Report throughput, p99, errors and memory per window of this many seconds (the held load). */
  windowSeconds?: number;
  /** The status every answer should have; any 2xx when absent. Others count as non2xx. */
  expectedStatus?: number;
  /** Sees each answer as it arrives (status and body), for measurements that follow a write. */
  onResponse?: (status: number, body: string) => void;
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
  /** CPU per request of the server process and the database, with `serverPid`. */
  cpu?: CpuPerRequest;
  windows?: LoadWindow[];
}

/** One window of a held load. */
export interface LoadWindow {
  /** Seconds from the start to the window's end. */
  end: number;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  rssMb: number | null;
}

/** Drives `url` with autocannon for the given time and reports throughput, latency (ms) and errors. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const sampler = options.serverPid ? sampleRss(options.serverPid) : null;
  const cpu = options.serverPid ? meterCpu(options.serverPid, options.onPostgres ?? false) : null;
  const headers = { 'content-type': 'application/json', ...options.headers };
  // Without a callback autocannon answers its tracker, an event emitter that is also a promise of the
  // result; its types name only the promise.
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, body, headers: own } = options.next();
          // Fresh headers each time: autocannon adds Content-Length to the object it is given, which
          // a body-less request after one with a body would otherwise inherit.
          return {
            ...request,
            method,
            path,
            headers: { ...headers, ...own },
            ...(body === undefined ? {} : { body }),
            // autocannon calls the hook of the request it built, not of the one it was given.
            ...(options.onResponse ? { onResponse: options.onResponse } : {}),
          };
        },
        ...(options.onResponse ? { onResponse: options.onResponse } : {}),
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  const windows = options.windowSeconds ? recordWindows(instance, options.windowSeconds, options.serverPid) : null;
  const result = await instance;
  const rssMb = sampler ? sampler.stop() : null;
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
    ...(cpu ? { cpu: cpu.perRequest(result.requests.total) } : {}),
    ...(windows ? { windows: windows.stop() } : {}),
  };
}

const residentMb = (pid: number) => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return kb > 0 ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
};

/** Cuts the answers of a running load into windows of `seconds`; a last partial window is dropped. */
function recordWindows(instance: autocannon.Instance, seconds: number, pid: number | undefined) {
  const started = Date.now();
  const windows: LoadWindow[] = [];
  let latencies: number[] = [];
  let errors = 0;
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) errors += 1;
  });
  instance.on('reqError', () => (errors += 1));
  const timer = setInterval(() => {
    const sorted = latencies.sort((a, b) => a - b);
    windows.push({
      end: Math.round((Date.now() - started) / 1000),
      requestsPerSecond: Math.round(sorted.length / seconds),
      p99: Math.round(sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0),
      errors,
      rssMb: pid ? residentMb(pid) : null,
    });
    latencies = [];
    errors = 0;
  }, seconds * 1000);
  return {
    stop: () => {
      clearInterval(timer);
      return windows;
    },
  };
}

/** The highest resident memory of `pid` seen until stop(), in MB (Linux /proc). */
function sampleRss(pid: number) {
  let highest = 0;
  const read = () => (highest = Math.max(highest, residentMb(pid) ?? 0));
  const timer = setInterval(read, 250);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return highest > 0 ? highest : null;
    },
  };
}

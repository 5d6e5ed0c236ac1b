import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { type TenantClient, TestService } from '../../testing/harness.js';
import { metricSample, scrapeMetrics } from '../../testing/metrics.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

describe('GET /metrics (D11)', () => {
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
  });
  after(() => service.close());

  const scrape = () => scrapeMetrics(service);

  it('counts request durations by route pattern and status, unmatched paths under one label', async () => {
    expect((await admin.get('/v1/projects')).status).toBe(200);
    expect((await admin.get('/issues/999999')).status).toBe(404);
    expect((await service.request({ method: 'GET', url: '/no/such/path/4711' })).status).toBe(404);
    const { families, text } = await scrape();
    expect(families.get('http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const count = (labels: Record<string, string>) => metricSample(text, 'http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/v1/projects', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(count({ method: 'GET', route: '/issues/:id', status_code: '404' })).toBe(1);
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(text).not.toContain('4711');
    const slowest = metricSample(text, 'http_request_duration_seconds_bucket', {
      le: '+Inf',
      method: 'GET',
      route: '/issues/:id',
      status_code: '404',
    });
    expect(slowest).toBe(1);
  });

  it('shows requests in flight, the database connections and queue, event-loop lag and process metrics', async () => {
    const { families } = await scrape();
    const value = (name: string) => Number(families.get(name)?.metrics[0]?.value);
    // The scrape itself is in flight while the registry is read.
    expect(value('http_requests_in_flight')).toBe(1);
    expect(value('tracker_database_connections')).toBeGreaterThanOrEqual(1);
    expect(value('tracker_database_connections_in_use')).toBeGreaterThanOrEqual(0);
    // The event workers may be waiting for the embedded store's one connection at that moment.
    expect(value('tracker_database_waiting')).toBeGreaterThanOrEqual(0);
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(families.get('process_cpu_seconds_total')?.type).toBe('COUNTER');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let service: TestService;

  before(async () => {
    service = await TestService.start({ metricsToken: METRICS_TOKEN });
  });
  after(() => service.close());

  it('answers 401 with the error object without the token or with another, 200 with it', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: METRICS_TOKEN }]) {
      const refused = await service.request({ method: 'GET', url: '/metrics', headers });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({
        status: 401,
        error: 'Unauthorized',
        message: 'GET /metrics requires the metrics token as a Bearer token.',
        path: '/metrics',
      });
    }
    const allowed = await service.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('# TYPE http_request_duration_seconds histogram');
  });
});

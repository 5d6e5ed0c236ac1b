import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { type TenantClient, TestService } from '../testing/harness.js';

/** Feeds are public: requests count per feed, and unknown secrets as failed authentications per address. */
describe('iCalendar feed rate limits', () => {
  const PER_MINUTE = 3;
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start({
      limits: { rateLimitPerMinute: PER_MINUTE, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 },
    });
    admin = await service.newTenant();
  });
  after(() => service.close());

  const subscribe = (url: string, remoteAddress: string) => service.request({ method: 'GET', url, remoteAddress });
  const newFeedUrl = async () => ((await admin.post('/v1/calendar-feeds', {})).body as { url: string }).url;

  it('answers 429 with Retry-After and the error object past the limit of a feed, from any address', async () => {
    const [url, otherUrl] = [await newFeedUrl(), await newFeedUrl()];
    const statuses = [];
    for (let i = 0; i < PER_MINUTE; i++) statuses.push((await subscribe(url, `192.0.2.${i + 1}`)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await subscribe(url, '192.0.2.99');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 429,
      body: {
        timestamp: expect.any(String),
        status: 429,
        error: 'Too Many Requests',
        message: expect.stringContaining('Too many requests of this calendar feed: the limit is 3 per minute'),
        path: url,
      },
    });
    expect((await subscribe(otherUrl, '192.0.2.99')).status).toBe(200);
  });

  it('refuses an address that asked for unknown feeds as often as the limit, even for a real feed', async () => {
    const url = await newFeedUrl();
    const unknown = `/ical/${admin.tenantId}.${'A'.repeat(43)}.ics`;
    const statuses = [];
    for (let i = 0; i <= PER_MINUTE; i++) statuses.push((await subscribe(unknown, '198.51.100.7')).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const statements = service.db.statements;
    expect((await subscribe(url, '198.51.100.7')).status).toBe(429);
    expect(service.db.statements).toBe(statements);
    expect((await subscribe(url, '198.51.100.8')).status).toBe(200);
  });
});

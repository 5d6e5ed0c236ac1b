import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createActivityWorld, storeManyActivities } from '../testing/fixtures.js';
import { OPERATOR_TOKEN, type TenantClient, TestService } from '../testing/harness.js';

/** A request's time bound here: an export of a report would be cut off after it. */
const REQUEST_MS = 1_500;
/** How long a reader of the tenant's export may take nothing before it is cut off. */
const STALL_MS = 3_000;
/** Activities of the tenant: about 10 MB of JSON Lines, far more than a socket buffers. */
const ACTIVITIES = 20_000;

/**
 * D21: the operator's export of a whole tenant runs to hundreds of megabytes, so it is bounded as a
 * backup is (LongDownloadLimits: an hour, and a reader that stalls), not by a request's seconds.
 */
describe("the operator's export of a tenant, at length", () => {
  let service: TestService;
  let admin: TenantClient;
  let base: string;

  before(async () => {
    service = await TestService.start({
      limits: { rateLimitPerMinute: 0, headersTimeoutMs: REQUEST_MS, requestTimeoutMs: REQUEST_MS },
      longDownloads: { stallMs: STALL_MS, maxMs: 120_000 },
    });
    admin = await service.newTenant();
    const world = await createActivityWorld(admin, [admin.userId]);
    await storeManyActivities(service, admin, world, ACTIVITIES);
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(service.app.server.address() as { port: number }).port}`;
  });
  after(() => service.close());

  const exportOfTenant = () =>
    fetch(`${base}/admin/tenants/${admin.tenantId}/export`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });

  /** Reads the rest of the export, after `first`: its activities' lines, or the error that cut it off. */
  async function activitiesIn(
    reader: ReadableStreamDefaultReader<Uint8Array>,
    first: Uint8Array,
  ): Promise<number | Error> {
    const decoder = new TextDecoder();
    let lines = '';
    let activities = 0;
    try {
      for (let chunk: Uint8Array | undefined = first; ;) {
        lines += decoder.decode(chunk, { stream: true });
        const complete = lines.split('\n');
        lines = complete.pop()!;
        activities += complete.filter((line) => line.startsWith('{"kind":"activities"')).length;
        const next = await reader.read();
        if (next.done) return activities;
        chunk = next.value;
      }
    } catch (error) {
      return error as Error;
    }
  }

  it('outlasts a request time bound: a reader that pauses longer gets every row', async () => {
    const response = await exportOfTenant();
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await sleep(REQUEST_MS + 1_000);
    expect(await activitiesIn(reader, first.value)).toBe(ACTIVITIES);
  });

  it('cuts off a reader that takes nothing for longer than the stall bound, and serves the next', async () => {
    const response = await exportOfTenant();
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    await sleep(STALL_MS + 1_500);
    expect(await activitiesIn(reader, first.value)).toBeInstanceOf(Error);
    const next = await exportOfTenant();
    expect(next.status).toBe(200);
    await next.body!.cancel();
  });
});

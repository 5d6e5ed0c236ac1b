import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { EXPORT_BATCH_ROWS } from '../platform/http/exports.js';
import { createActivityWorld, storeManyActivities } from '../testing/fixtures.js';
import type { CursorWork } from '../platform/db/database.js';
import { InterceptedDatabase, type TenantClient, TestService } from '../testing/harness.js';

/** The store, counting the rows every cursor has read so far. */
class CountingCursors extends InterceptedDatabase {
  fetched = 0;

  override cursor<O, T>(
    tenantId: string,
    name: string,
    open: Parameters<InterceptedDatabase['cursor']>[2],
    work: CursorWork<O, T>,
  ) {
    return super.cursor(tenantId, name, open as never, (opened: O, fetch) =>
      work(opened, async (count) => {
        const rows = await fetch(count);
        this.fetched += rows.length;
        return rows;
      }),
    );
  }
}

/** The most activities one person's export is tested with: ten years of four a working day, and more. */
const ACTIVITIES = 50_000;

/**
 * D13, D21: a person's export is written while it is read, a batch of rows at a time, however
 * much they stored: 50,000 activities (a long-serving person's every absence and worklog) come
 * in many pieces, and while its reader pauses the service reads only a few batches ahead.
 */
describe("the export of a person's data, at its worst", () => {
  let service: TestService;
  let admin: TenantClient;
  let base: string;
  let store: CountingCursors;

  before(async () => {
    service = await TestService.start({ wrapStore: (inner) => (store = new CountingCursors(inner)) });
    admin = await service.newTenant();
    const world = await createActivityWorld(admin, [admin.userId]);
    await storeManyActivities(service, admin, world, ACTIVITIES);
    await service.analyze();
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(service.app.server.address() as { port: number }).port}`;
  });
  after(() => service.close());

  it('streams every activity in pieces, reading no further ahead than its reader takes', async () => {
    const response = await fetch(`${base}/v1/users/${admin.userId}/export`, {
      headers: { 'x-tenantid': admin.tenantId, authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    // A reader that pauses: the rows read stay a few batches ahead of it (what the socket holds).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect({ fetchedWhilePaused: store.fetched < ACTIVITIES / 2 }).toEqual({ fetchedWhilePaused: true });
    reader.releaseLock();
    let chunks = 1;
    let bytes = first.value!.byteLength;
    const needle = '"Worked on the thing number ';
    // Counted as they pass, never held: only what could start a needle split between chunks is kept.
    const decoder = new TextDecoder();
    let carry = decoder.decode(first.value, { stream: true });
    let activities = carry.split(needle).length - 1;
    carry = carry.slice(-(needle.length - 1));
    for await (const chunk of response.body!) {
      chunks++;
      bytes += chunk.byteLength;
      const text = carry + decoder.decode(chunk, { stream: true });
      activities += text.split(needle).length - 1;
      carry = text.slice(-(needle.length - 1));
    }
    expect(activities).toBe(ACTIVITIES);
    expect(bytes).toBeGreaterThan(ACTIVITIES * 300);
    expect(chunks).toBeGreaterThan(ACTIVITIES / EXPORT_BATCH_ROWS);
    expect(store.fetched).toBeGreaterThan(ACTIVITIES); // the user, their team and token besides
  });
});

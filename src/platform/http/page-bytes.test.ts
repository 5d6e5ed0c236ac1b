import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  createActivityWorld,
  createIssueWorld,
  type IssueWorld,
  newIssue,
} from '../../testing/fixtures.js';
import { TestService, type TenantClient } from '../../testing/harness.js';
import { PAGE_BYTES } from './pagination.js';

/** A description of 100,000 characters (the most D4 allows), different for each `n`. */
const longText = (n: number) => `${n} `.padEnd(100_000, String.fromCharCode(97 + (n % 26)));

/**
 * D13: a list page ends early once its items pass 4 MiB, whatever `limit` asks for; following the
 * cursors still gives every item exactly once.
 */
describe('pages that end at 4 MiB', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    world = await createIssueWorld(admin);
  });
  after(() => service.close());

  /** Every page of `url` (which takes `cursor`), with the byte size of each. */
  const pages = async (url: string) => {
    const seen: { items: any[]; bytes: number }[] = [];
    for (let cursor: string | null = null; seen.length === 0 || cursor !== null;) {
      const response: { status: number; body: any; text: string } = await admin.get(
        `${url}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.status).toBe(200);
      seen.push({ items: response.body.items, bytes: Buffer.byteLength(response.text) });
      cursor = response.body.nextCursor;
    }
    return seen;
  };
  const expectCut = (seen: { items: any[]; bytes: number }[], total: number) => {
    expect(seen.length).toBeGreaterThan(1);
    // Each page but the last passed 4 MiB with its last item, and no more.
    for (const page of seen.slice(0, -1)) {
      expect(page.bytes).toBeGreaterThan(PAGE_BYTES);
      expect(page.bytes).toBeLessThan(PAGE_BYTES + 150_000);
    }
    const ids = seen.flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  };

  it('cuts issue lists, built or kept, with or without their comments', async () => {
    const label = await admin.create('/v1/labels', { name: 'long' });
    for (let n = 0; n < 50; n++) {
      const issue = await newIssue(admin, world, { description: longText(n), labels: [label.id] });
      if (n % 10 === 0) await admin.post(`/issues/${issue.id}/comments`, { description: longText(n + 1) });
    }
    const url = `/issues?labelId=${label.id}&limit=500`;
    // First built by the database, then read from the objects this process keeps.
    expectCut(await pages(url), 50);
    expectCut(await pages(url), 50);
    expectCut(await pages(`${url}&include=comments`), 50);
  });

  it('cuts activity lists', async () => {
    const activities = await createActivityWorld(admin, [admin.userId]);
    for (let n = 0; n < 50; n++) {
      await admin.create(
        '/v1/activity',
        activityInput(activities, { description: longText(n), dateFrom: '2031-03-03', dateTo: '2031-03-03' }),
        200,
      );
    }
    expectCut(await pages('/v1/activity?from=2031-03-03&to=2031-03-03&limit=500'), 50);
  });

  it('cuts history pages', async () => {
    const issue = await newIssue(admin, world);
    for (let n = 0; n < 25; n++) {
      expect((await admin.put(`/issues/${issue.id}`, { description: longText(n) })).status).toBe(200);
    }
    // Each entry holds a description before and after: 200 kB.
    expectCut(await pages(`/issues/${issue.id}/history?limit=100`), 26);
  });
});

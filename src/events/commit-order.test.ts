import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { newIssue } from '../testing/fixtures.js';
import { feedAfter, feedEnd } from '../testing/events.js';
import { CONCURRENT_TRANSACTIONS, startWithHeldCommits } from '../testing/held-commit.js';

/**
 * D9: a consumer paging with `after` never misses an event, even when transactions commit out of
 * order. It needs concurrent transactions: the embedded store has one session, whose transactions
 * run one after another and so commit in order; this runs in the PostgreSQL pass of the suite.
 */
describe('feed positions of transactions that commit out of order', CONCURRENT_TRANSACTIONS, () => {
  let setup: Awaited<ReturnType<typeof startWithHeldCommits>>;

  before(async () => {
    setup = await startWithHeldCommits();
  });
  after(() => setup.service.close());

  it('gives a late commit a position after those already seen, so paging with after finds it', async () => {
    const { store, admin, world } = setup;
    const first = await newIssue(admin, world);
    const second = await newIssue(admin, world);
    const since = await feedEnd(admin);

    // Writer A starts first and writes its event first, but commits last. Comments are written in
    // a transaction (an issue update is one statement, which cannot be held open).
    const held = store.holdNextWrite(admin.tenantId);
    const late = admin.post(`/issues/${first.id}/comments`, { description: 'Committed last' });
    await held.reached;
    expect((await admin.post(`/issues/${second.id}/comments`, { description: 'Committed first' })).status).toBe(201);

    // A consumer reads while A is still open: it sees B, and moves its cursor past it.
    const seen = await feedAfter(admin, since);
    expect(seen.map((event) => event.data.comment.description)).toEqual(['Committed first']);
    const cursor = seen[0].id;

    held.release();
    expect((await late).status).toBe(201);
    const next = await feedAfter(admin, cursor);
    expect(next.map((event) => event.data.comment.description)).toEqual(['Committed last']);
    expect(next[0].id).toBeGreaterThan(cursor);
    // Nothing was placed behind the cursor: the whole feed holds each event once, in id order.
    const all = await feedAfter(admin, since);
    expect(all.map((event) => event.id)).toEqual([cursor, next[0].id]);
  });
});

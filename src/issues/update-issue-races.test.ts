import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { newIssue } from '../testing/fixtures.js';
import { asInEvents, feedAfter, feedEnd } from '../testing/events.js';
import { CONCURRENT_TRANSACTIONS, startWithHeldCommits, untilWaitingForLock } from '../testing/held-commit.js';

/**
 * An update of an issue is one statement, whose snapshot is taken before it waits for the issue's
 * row lock: what another transaction changes in the meantime must still be in its answer and its
 * event. It needs concurrent transactions, so it runs in the PostgreSQL pass of the suite.
 */
describe('PUT /issues/{id} racing another change of the issue', CONCURRENT_TRANSACTIONS, () => {
  let setup: Awaited<ReturnType<typeof startWithHeldCommits>>;

  before(async () => {
    setup = await startWithHeldCommits();
  });
  after(() => setup.service.close());

  it('answers and announces the issue with the comment that committed while the update waited', async () => {
    const { store, admin, world } = setup;
    const issue = await newIssue(admin, world);
    const since = await feedEnd(admin);
    const held = store.holdNextWrite(admin.tenantId);
    const commenting = admin.post(`/issues/${issue.id}/comments`, { description: 'Committed while waiting' });
    await held.reached;
    const updating = admin.put(`/issues/${issue.id}`, { estimated: 5 });
    await untilWaitingForLock();
    held.release();
    expect((await commenting).status).toBe(201);

    const updated = await updating;
    expect(updated.status).toBe(200);
    const read = await admin.get(`/issues/${issue.id}`);
    expect(updated.body.comments.map((comment: any) => comment.description)).toEqual(['Committed while waiting']);
    expect(updated.body).toEqual(read.body);
    expect(updated.headers.etag).toBe(read.headers.etag);
    const [event] = await feedAfter(admin, since, 'issue.updated');
    expect(event.data).toEqual({ object: asInEvents(read.body), changes: [{ field: 'estimated', from: 0, to: 5 }] });
  });
});

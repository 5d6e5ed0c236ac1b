import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

const STRONG_ETAG = /^"[A-Za-z0-9_-]{32}"$/;
const STALE = 'The issue was changed since it was read; read it again and retry.';

describe('conditional requests on issues: ETag, If-None-Match, If-Match (D8)', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let world: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    world = await createIssueWorld(admin);
  });
  after(() => service.close());

  const read = (client: TenantClient, id: number, headers: Record<string, string> = {}) =>
    client.request({ method: 'GET', url: `/issues/${id}`, headers });
  const etag = async (id: number, client = admin) => (await read(client, id)).headers.etag as string;
  const put = (id: number, body: unknown, ifMatch?: string) =>
    admin.request({ method: 'PUT', url: `/issues/${id}`, body, headers: ifMatch ? { 'if-match': ifMatch } : {} });

  it('tags every answer holding one issue with a strong ETag, the same for the same body', async () => {
    const created = await admin.post('/issues', {
      name: 'Tagged',
      projectId: world.project.id,
      issueTypeId: world.bug.id,
      priorityId: world.high.id,
      statusId: world.open.id,
    });
    expect(created.headers.etag).toMatch(STRONG_ETAG);
    const id = created.body.id as number;
    const first = await read(admin, id);
    expect(first.headers.etag).toBe(created.headers.etag);
    expect((await read(admin, id)).headers.etag).toBe(first.headers.etag);
    const edited = await put(id, { spent: 5 });
    expect(edited.headers.etag).toMatch(STRONG_ETAG);
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    expect(await etag(id)).toBe(edited.headers.etag);
    const deleted = await admin.delete(`/issues/delete/${id}`);
    expect(deleted.headers.etag).toBe(await etag(id));
    expect(deleted.headers.etag).not.toBe(edited.headers.etag);
  });

  it('answers a GET whose If-None-Match names the current ETag with 304 and no body', async () => {
    const issue = await newIssue(admin, world);
    const current = await etag(issue.id);
    for (const ifNoneMatch of [current, `"other", ${current}`, `W/${current}`, '*']) {
      const unchanged = await read(admin, issue.id, { 'if-none-match': ifNoneMatch });
      expect({ ifNoneMatch, status: unchanged.status, body: unchanged.text }).toEqual({
        ifNoneMatch,
        status: 304,
        body: '',
      });
      expect(unchanged.headers.etag).toBe(current);
    }
    const stale = await read(admin, issue.id, { 'if-none-match': '"not-the-current-one"' });
    expect(stale.status).toBe(200);
    expect(stale.body.id).toBe(issue.id);
  });

  it('changes the ETag when anything the body shows changes, and only then', async () => {
    const parent = await newIssue(admin, world, { estimated: 10 });
    const child = await newIssue(admin, world, { parentId: parent.id, estimated: 5 });
    const unrelated = await newIssue(admin, world);
    let before = await etag(parent.id);

    // Not shown in the parent's body: another issue changes, a label it does not carry is renamed.
    await put(unrelated.id, { name: 'Something else' });
    expect(await etag(parent.id)).toBe(before);

    const changes: [string, () => Promise<unknown>][] = [
      ['its status renamed', () => admin.put(`/v1/issue-statuses/${world.open.id}`, { name: 'Opened' })],
      ['a new comment', () => admin.post(`/issues/${parent.id}/comments`, { description: 'Seen it' })],
      ["a child's estimate rolling up", () => put(child.id, { estimated: 7 })],
      ['its own field', () => put(parent.id, { description: 'More detail' })],
    ];
    for (const [what, change] of changes) {
      await change();
      const after = await etag(parent.id);
      expect({ what, changed: after !== before }).toEqual({ what, changed: true });
      before = after;
    }
  });

  it('tags the body each caller reads: a test execution relating a private issue shows only to some', async () => {
    const hidden = await newIssue(admin, world, { private: true });
    const shared = await newIssue(member, world);
    const plan = await admin.create('/v1/test-plans', { name: 'Regression' });
    const status = await admin.create('/v1/test-execution-statuses', { name: 'Passed', state: 1 });
    await admin.create('/v1/test-executions', {
      testPlanId: plan.id,
      testStepId: 1,
      statusId: status.id,
      relatedIssueIds: [shared.id, hidden.id],
    });
    const asAdmin = await read(admin, shared.id);
    const asMember = await read(member, shared.id);
    expect(asAdmin.text).not.toBe(asMember.text);
    expect(asAdmin.headers.etag).not.toBe(asMember.headers.etag);
    // Each caller's tag answers that caller's If-None-Match only.
    expect((await read(member, shared.id, { 'if-none-match': asMember.headers.etag as string })).status).toBe(304);
    expect((await read(member, shared.id, { 'if-none-match': asAdmin.headers.etag as string })).status).toBe(200);
  });

  it('refuses a write whose If-Match names a stale ETag with 412, and changes nothing', async () => {
    const issue = await newIssue(admin, world, { estimated: 3 });
    const stale = await etag(issue.id);
    await put(issue.id, { estimated: 4 });
    const current = await read(admin, issue.id);
    const writes = [
      () => put(issue.id, { estimated: 99 }, stale),
      () => admin.request({ method: 'DELETE', url: `/issues/delete/${issue.id}`, headers: { 'if-match': stale } }),
      () => admin.request({ method: 'DELETE', url: `/issues/undelete/${issue.id}`, headers: { 'if-match': stale } }),
    ];
    for (const write of writes) {
      const refused = await write();
      expect(refused.status).toBe(412);
      expect(refused.body).toMatchObject({ status: 412, error: 'Precondition failed', message: STALE });
    }
    const after = await read(admin, issue.id);
    expect(after.text).toBe(current.text);
    // A weak tag never matches If-Match, even when it names the current body.
    expect((await put(issue.id, { estimated: 98 }, `W/${current.headers.etag as string}`)).status).toBe(412);
  });

  it('lets a write through with a current ETag among those listed, or with *', async () => {
    const issue = await newIssue(admin, world);
    const current = await etag(issue.id);
    const listed = await put(issue.id, { spent: 1 }, `"old", ${current}`);
    expect(listed.status).toBe(200);
    expect((await put(issue.id, { spent: 2 }, '*')).status).toBe(200);
    expect((await put(issue.id, { spent: 3 })).status).toBe(200);
    expect((await read(admin, issue.id)).body.spent).toBe(3);
  });

  it('honours If-Match on comment edits and deletes, against the ETag of the issue', async () => {
    const issue = await newIssue(admin, world);
    const comment = await admin.create(`/issues/${issue.id}/comments`, { description: 'First' });
    const current = await etag(issue.id);
    await put(issue.id, { name: 'Renamed meanwhile' });
    const url = `/issues/${issue.id}/comments/${comment.id}`;
    const edit = await admin.request({
      method: 'PUT',
      url,
      body: { description: 'Edited' },
      headers: { 'if-match': current },
    });
    expect(edit.status).toBe(412);
    expect(edit.body.message).toBe(STALE);
    const remove = await admin.request({ method: 'DELETE', url, headers: { 'if-match': current } });
    expect(remove.status).toBe(412);
    const fresh = await etag(issue.id);
    expect(
      (await admin.request({ method: 'PUT', url, body: { description: 'Edited' }, headers: { 'if-match': fresh } }))
        .status,
    ).toBe(200);
    expect((await read(admin, issue.id)).body.comments[0]).toMatchObject({ description: 'Edited', deleted: false });
  });

  it('lets exactly one of two concurrent updates with the same If-Match through', async () => {
    const issue = await newIssue(admin, world);
    const current = await etag(issue.id);
    const answers = await Promise.all([
      put(issue.id, { name: 'First writer' }, current),
      put(issue.id, { name: 'Second writer' }, current),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await read(admin, issue.id)).body.name).toBe(winner.body.name);
  });

  it('keeps the 404 of an issue the caller may not see ahead of its precondition', async () => {
    const hidden = await newIssue(admin, world, { private: true });
    const refused = await member.request({
      method: 'PUT',
      url: `/issues/${hidden.id}`,
      body: { spent: 1 },
      headers: { 'if-match': '"anything"' },
    });
    expect(refused.status).toBe(404);
  });
});

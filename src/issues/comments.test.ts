import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue, nextSecond, embeddedUser } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

const SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('issue comments', () => {
  let service: TestService;
  let admin: TenantClient;
  let alice: TenantClient;
  let bob: TenantClient;
  let world: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    alice = await admin.withNewUser('member');
    bob = await admin.withNewUser('member');
    world = await createIssueWorld(admin);
  });
  after(() => service.close());

  it('adds a comment with its line breaks (201) and lists the comments in the issue, oldest first', async () => {
    const issue = await newIssue(admin, world);
    const first = await alice.post(`/issues/${issue.id}/comments`, { description: 'Line one\nLine two\r\n\nEnd' });
    expect(first.status).toBe(201);
    const aliceUser = (await admin.get(`/v1/users/${alice.userId}`)).body;
    const aliceInIssues = embeddedUser(aliceUser);
    expect(first.body).toEqual({
      id: expect.any(Number),
      userId: aliceInIssues,
      description: 'Line one\nLine two\r\n\nEnd',
      created_at: expect.stringMatching(SECONDS),
      updated_at: expect.stringMatching(SECONDS),
      deleted: false,
      deleted_at: null,
    });
    const second = (await bob.post(`/issues/${issue.id}/comments`, { description: 'Second' })).body;
    expect((await admin.get(`/issues/${issue.id}`)).body.comments).toEqual([first.body, second]);
  });

  it("lets authors edit their comments, and only admins edit other people's (406)", async () => {
    const issue = await newIssue(admin, world);
    const comment = (await alice.post(`/issues/${issue.id}/comments`, { description: 'draft' })).body;
    await nextSecond();
    const edited = await alice.put(`/issues/${issue.id}/comments/${comment.id}`, { description: 'final' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ ...comment, description: 'final', updated_at: expect.stringMatching(SECONDS) });
    expect(edited.body.updated_at > comment.updated_at).toBe(true);
    const byBob = await bob.put(`/issues/${issue.id}/comments/${comment.id}`, { description: 'hijacked' });
    expect(byBob.status).toBe(406);
    expect(byBob.body.message).toBe('You do not have a permission for this action');
    const byAdmin = await admin.put(`/issues/${issue.id}/comments/${comment.id}`, { description: 'moderated' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.userId.id).toBe(alice.userId);
  });

  it('deletes softly: the comment stays in the issue with deleted = true; idempotent', async () => {
    const issue = await newIssue(admin, world);
    const comment = (await alice.post(`/issues/${issue.id}/comments`, { description: 'oops' })).body;
    expect((await bob.delete(`/issues/${issue.id}/comments/${comment.id}`)).status).toBe(406);
    const deleted = await alice.delete(`/issues/${issue.id}/comments/${comment.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: comment.id, deleted: true, deleted_at: expect.stringMatching(SECONDS) });
    expect((await alice.delete(`/issues/${issue.id}/comments/${comment.id}`)).body).toEqual(deleted.body);
    expect((await admin.get(`/issues/${issue.id}`)).body.comments).toEqual([deleted.body]);
    const edit = await alice.put(`/issues/${issue.id}/comments/${comment.id}`, { description: 'revive' });
    expect(edit.status).toBe(409);
  });

  it('answers unknown issues and comments, and comments of another issue, with 404', async () => {
    const issue = await newIssue(admin, world);
    const other = await newIssue(admin, world);
    const comment = (await alice.post(`/issues/${issue.id}/comments`, { description: 'x' })).body;
    const cases: [Promise<any>, string][] = [
      [alice.post('/issues/999999/comments', { description: 'x' }), 'Issue with id 999999 was not found.'],
      [alice.put(`/issues/${issue.id}/comments/999999`, { description: 'x' }), 'Comment with id 999999 was not found.'],
      [
        alice.put(`/issues/${other.id}/comments/${comment.id}`, { description: 'x' }),
        `Comment with id ${comment.id} was not found.`,
      ],
      [alice.delete(`/issues/${other.id}/comments/${comment.id}`), `Comment with id ${comment.id} was not found.`],
    ];
    for (const [request, message] of cases) {
      const response = await request;
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 404, message });
    }
  });

  it('answers edits and deletes of comments on a private issue the caller may not see with 404', async () => {
    const secret = await newIssue(alice, world, { private: true });
    const comment = (await alice.post(`/issues/${secret.id}/comments`, { description: 'between us' })).body;
    // Bob would get 406 for someone else's comment; the issue does not exist for him at all.
    for (const request of [
      bob.put(`/issues/${secret.id}/comments/${comment.id}`, { description: 'seen' }),
      bob.delete(`/issues/${secret.id}/comments/${comment.id}`),
    ]) {
      const response = await request;
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 404,
        message: `Issue with id ${secret.id} was not found.`,
      });
    }
    expect((await alice.get(`/issues/${secret.id}`)).body.comments).toEqual([comment]);
  });

  it('validates the description (400) and needs issue:update (406 for viewers)', async () => {
    const issue = await newIssue(admin, world);
    expect((await alice.post(`/issues/${issue.id}/comments`, {})).body.message).toBe(
      "Field 'description' is required.",
    );
    expect((await alice.post(`/issues/${issue.id}/comments`, { description: '' })).body.message).toBe(
      "Field 'description' must not be empty.",
    );
    const viewer = await admin.withNewUser('viewer');
    expect((await viewer.post(`/issues/${issue.id}/comments`, { description: 'x' })).status).toBe(406);
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue, nextSecond } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

const SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('DELETE /issues/delete/{id} and /issues/undelete/{id}', () => {
  let service: TestService;
  let admin: TenantClient;
  let manager: TenantClient;
  let world: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    manager = await admin.withNewUser('manager');
    world = await createIssueWorld(admin);
  });
  after(() => service.close());

  it('deletes softly: the issue is returned with deleted = true and can still be read', async () => {
    const issue = await newIssue(admin, world);
    await nextSecond();
    const response = await manager.delete(`/issues/delete/${issue.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...issue,
      deleted: true,
      deleted_at: expect.stringMatching(SECONDS),
      updated_at: expect.stringMatching(SECONDS),
      lastUpdator: expect.objectContaining({ id: manager.userId }),
    });
    expect(response.body.updated_at > issue.updated_at).toBe(true);
    expect((await admin.get(`/issues/${issue.id}`)).body).toEqual(response.body);
  });

  it('undeletes: deleted_at cleared, updated_at and lastUpdator those of the undelete', async () => {
    const issue = await newIssue(admin, world);
    const deleted = (await manager.delete(`/issues/delete/${issue.id}`)).body;
    const otherManager = await admin.withNewUser('manager');
    await nextSecond();
    const response = await otherManager.delete(`/issues/undelete/${issue.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...deleted,
      deleted: false,
      deleted_at: null,
      updated_at: expect.stringMatching(SECONDS),
      lastUpdator: expect.objectContaining({ id: otherManager.userId }),
    });
    expect(response.body.updated_at > deleted.updated_at).toBe(true);
    expect((await admin.get(`/issues/${issue.id}`)).body).toEqual(response.body);
  });

  it('is idempotent both ways', async () => {
    const issue = await newIssue(admin, world);
    const deleted = (await manager.delete(`/issues/delete/${issue.id}`)).body;
    const again = await manager.delete(`/issues/delete/${issue.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(deleted);

    const undeleted = await manager.delete(`/issues/undelete/${issue.id}`);
    expect(undeleted.status).toBe(200);
    expect(undeleted.body).toMatchObject({ deleted: false, deleted_at: null });
    const live = await manager.delete(`/issues/undelete/${issue.id}`);
    expect(live.body).toEqual(undeleted.body);
  });

  it('answers unknown ids with 404, bad or missing ids with 400', async () => {
    for (const operation of ['delete', 'undelete']) {
      const unknown = await manager.delete(`/issues/${operation}/777777`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Issue with id 777777 was not found.');
      expect((await manager.delete(`/issues/${operation}/x`)).status).toBe(400);
      const missing = await manager.delete(`/issues/${operation}/`);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe("Path parameter 'id' is required.");
    }
  });

  it('needs issue:delete: members and viewers get 406', async () => {
    const issue = await newIssue(admin, world);
    for (const role of ['member', 'viewer'] as const) {
      const caller = await admin.withNewUser(role);
      for (const operation of ['delete', 'undelete']) {
        const response = await caller.delete(`/issues/${operation}/${issue.id}`);
        expect({ role, operation, status: response.status }).toEqual({ role, operation, status: 406 });
      }
    }
    expect((await admin.get(`/issues/${issue.id}`)).body.deleted).toBe(false);
  });
});

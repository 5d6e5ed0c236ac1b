import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';

/** D6: estimated_from_children and spent_from_children sum all live descendants. */
describe('issue roll-ups', () => {
  let service: TestService;
  let admin: TenantClient;
  let world: IssueWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    world = await createIssueWorld(admin);
  });
  after(() => service.close());

  it('sums children, grandchildren and deeper, leaving out deleted issues but not their descendants', async () => {
    const root = await newIssue(admin, world, { estimated: 1000, spent: 1000 });
    const child = await newIssue(admin, world, { parentId: root.id, estimated: 10, spent: 1 });
    const grandchild = await newIssue(admin, world, { parentId: child.id, estimated: 20, spent: 2 });
    await newIssue(admin, world, { parentId: grandchild.id, estimated: 40, spent: 4 });
    const deletedChild = await newIssue(admin, world, { parentId: root.id, estimated: 80, spent: 8 });
    await newIssue(admin, world, { parentId: deletedChild.id, estimated: 160, spent: 16 });
    await admin.delete(`/issues/delete/${deletedChild.id}`);

    const read = async (id: number) => (await admin.get(`/issues/${id}`)).body;
    expect(await read(root.id)).toMatchObject({
      estimated: 1000,
      estimated_from_children: 230,
      spent: 1000,
      spent_from_children: 23,
    });
    expect(await read(child.id)).toMatchObject({ estimated_from_children: 60, spent_from_children: 6 });
    expect(await read(grandchild.id)).toMatchObject({ estimated_from_children: 40, spent_from_children: 4 });

    await admin.delete(`/issues/undelete/${deletedChild.id}`);
    expect((await read(root.id)).estimated_from_children).toBe(310);
    await admin.put(`/issues/${child.id}`, { parentId: null });
    expect((await read(root.id)).estimated_from_children).toBe(240);
  });

  it('sums beyond the range of a single integer field', async () => {
    const root = await newIssue(admin, world);
    await newIssue(admin, world, { parentId: root.id, estimated: 2_000_000_000 });
    await newIssue(admin, world, { parentId: root.id, estimated: 2_000_000_000 });
    expect((await admin.get(`/issues/${root.id}`)).body.estimated_from_children).toBe(4_000_000_000);
  });
});

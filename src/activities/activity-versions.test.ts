import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  type IssueWorld,
  newIssue,
} from '../testing/fixtures.js';
import { type TenantClient, twoServicesOnOneStore } from '../testing/harness.js';

/**
 * Activity objects are kept in memory by version (VersionedDocuments). Each test reads an activity
 * so that it is kept, changes something the object shows, possibly through a second service on the
 * same store (another process), and reads it again: the object must show the change.
 */
describe('activity objects kept in memory stay current', () => {
  let close: () => Promise<void>;
  let admin: TenantClient;
  let elsewhere: TenantClient;
  let world: ActivityWorld;
  let issues: IssueWorld;

  before(async () => {
    ({ admin, elsewhere, close } = await twoServicesOnOneStore());
    world = await createActivityWorld(admin, [admin.userId]);
    issues = await createIssueWorld(admin);
  });
  after(() => close());

  /** Reads the activity through both services, changes something, and reads it again through both. */
  async function afterChange(id: number, change: () => Promise<unknown>) {
    for (const client of [admin, elsewhere]) expect((await client.get(`/v1/activity/${id}`)).status).toBe(200);
    await change();
    const here = (await admin.get(`/v1/activity/${id}`)).body;
    expect((await elsewhere.get(`/v1/activity/${id}`)).body).toEqual(here);
    return here;
  }

  it('shows changes of the activity itself, its deletion and its status', async () => {
    const [activity] = await admin.create('/v1/activity', activityInput(world), 200);
    const edited = await afterChange(activity.id, () =>
      elsewhere.put(`/v1/activity/${activity.id}`, activityInput(world, { description: 'Edited elsewhere' })),
    );
    expect(edited.description).toBe('Edited elsewhere');
    expect((await afterChange(activity.id, () => elsewhere.delete(`/v1/activity/${activity.id}`))).deleted).toBe(true);
    const [vacation] = await admin.create(
      '/v1/activity',
      activityInput(world, { activityTypeId: world.vacation.id }),
      200,
    );
    const approved = await afterChange(vacation.id, () =>
      elsewhere.put(`/v1/activity/${vacation.id}/status`, { statusId: world.approved.id }),
    );
    expect(approved.statusId.id).toBe(world.approved.id);
  });

  it('shows reference data and the linked issue renamed after the object was kept', async () => {
    const issue = await newIssue(admin, issues);
    const [activity] = await admin.create(
      '/v1/activity',
      activityInput(world, { issueId: issue.id, place: world.office.id, teamId: world.team.id }),
      200,
    );
    const renamed = await afterChange(activity.id, async () => {
      await elsewhere.put(`/v1/activity-types/${world.homeOffice.id}`, { name: 'Remote' });
      await elsewhere.put(`/v1/places/${world.office.id}`, { name: 'Munich office' });
      await elsewhere.put(`/v1/teams/${world.team.id}`, { name: 'Core' });
    });
    expect(renamed.activityTypeId.name).toBe('Remote');
    expect(renamed.place.name).toBe('Munich office');
    expect(renamed.teamId.name).toBe('Core');
    const issueRenamed = await afterChange(activity.id, () =>
      elsewhere.put(`/issues/${issue.id}`, { name: 'Renamed issue' }),
    );
    expect(issueRenamed.issueId).toEqual({ id: issue.id, name: 'Renamed issue' });
  });

  it('never hands one caller a linked private issue that only another may see', async () => {
    const member = await admin.withNewUser('member');
    const secret = await newIssue(admin, issues, { private: true });
    const [activity] = await admin.create('/v1/activity', activityInput(world, { issueId: secret.id }), 200);
    for (let round = 0; round < 2; round++) {
      expect((await admin.get(`/v1/activity/${activity.id}`)).body.issueId).toEqual({
        id: secret.id,
        name: secret.name,
      });
      expect((await member.get(`/v1/activity/${activity.id}`)).body.issueId).toBeNull();
    }
    const open = await afterChange(activity.id, () => elsewhere.put(`/issues/${secret.id}`, { private: false }));
    expect(open.issueId).toEqual({ id: secret.id, name: secret.name });
    expect((await member.get(`/v1/activity/${activity.id}`)).body.issueId).toEqual({
      id: secret.id,
      name: secret.name,
    });
  });
});

import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { documentedNames } from '../testing/docs-tables.js';
import { feedAfter, feedEnd } from '../testing/events.js';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { IssueObject, type IssueUpdateInput } from './schemas.js';
import { FILTER_ATTRIBUTES, TRACKED_ISSUE_FIELD_NAMES } from './fields.js';
import { IssueListQuery } from './list.js';

/**
 * The fields of the issue object that history does not track (D8), each with why: they follow from
 * other fields, from time, or are recorded elsewhere. A new field of the object is either tracked
 * (TRACKED_ISSUE_FIELDS in sql.ts) or named here.
 */
const NOT_TRACKED: Record<string, string> = {
  id: 'the issue itself',
  lastUpdator: 'the author of the entry',
  closed: 'follows the status',
  closed_at: 'follows the status',
  deleted_at: 'follows deleted',
  created_at: 'the time of the created entry',
  updated_at: 'the time of the newest entry',
  estimated_from_children: "a roll-up: the children's entries record its causes",
  spent_from_children: "a roll-up: the children's entries record its causes",
  logged: "a sum of worklogs: the activities' entries record its causes (D18)",
  logged_from_children: "a roll-up of worklogs: the activities' entries record its causes (D18)",
  comments: 'recorded as comment entries',
  testExecutions: "a test execution's own record, not the issue's",
};

/** Fields of the object that events leave out (D9, amended by D13): they grow without bound. */
const NOT_IN_EVENTS = ['comments', 'testExecutions'];

describe('the fields of an issue: rendered, tracked by history and shown in events', () => {
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

  const objectFields = Object.keys(IssueObject.properties).sort();

  it('tracks every field of the object that is not named as following from others', () => {
    const uncovered = objectFields.filter(
      (field) => !(TRACKED_ISSUE_FIELD_NAMES as string[]).includes(field) && !(field in NOT_TRACKED),
    );
    expect(uncovered).toEqual([]);
    expect(TRACKED_ISSUE_FIELD_NAMES.filter((field) => !objectFields.includes(field))).toEqual([]);
  });

  it('renders every field of the response schema', async () => {
    const issue = await newIssue(admin, world, { labels: [world.ui.id], collaborators: [member.userId] });
    expect(Object.keys((await admin.get(`/issues/${issue.id}`)).body).sort()).toEqual(objectFields);
  });

  it('records a change of every attribute an update sends in history, shows it in the event, lists by it', async () => {
    const parent = await newIssue(admin, world, { name: 'Parent' });
    const issue = await newIssue(admin, world);
    // Typed by the update's input: a new attribute must get a value here.
    const changes: Required<{ [K in keyof IssueUpdateInput]: unknown }> = {
      name: 'Renamed',
      description: 'Described',
      projectId: world.otherProject.id,
      issueTypeId: world.task.id,
      priorityId: world.low.id,
      statusId: world.inProgress.id,
      creatorId: member.userId,
      assignedId: member.userId,
      parentId: parent.id,
      parentType: 2,
      scheduleId: 7,
      private: true,
      dueDate: '2027-01-15T12:00:00.000Z',
      estimated: 30,
      spent: 15,
      vcsIssueId: 11,
      vcsIssueIid: 12,
    };
    for (const [field, value] of Object.entries(changes)) {
      const position = await feedEnd(admin);
      const updated = await admin.put(`/issues/${issue.id}`, { [field]: value });
      expect(updated.status).toBe(200);
      const history = (await admin.get(`/issues/${issue.id}/history?limit=100`)).body.items as any[];
      expect({ field, changes: history.at(-1).changes.map((change: { field: string }) => change.field) }).toEqual({
        field,
        changes: [field],
      });
      const [event, ...more] = await feedAfter(admin, position, 'issue.updated');
      expect(more).toEqual([]);
      const shown = Object.keys(event.data.object).sort();
      expect(shown).toEqual(objectFields.filter((name) => !NOT_IN_EVENTS.includes(name)));
      expect({ field, value: event.data.object[field] }).toEqual({ field, value: updated.body[field] });
      expect(event.data.changes.map((change: { field: string }) => change.field)).toEqual([field]);
      if ((FILTER_ATTRIBUTES as string[]).includes(field)) {
        const listed = await admin.get(`/issues?${field}=${String(value)}&limit=100`);
        expect({ field, listed: listed.body.items.map((item: { id: number }) => item.id) }).toEqual({
          field,
          listed: expect.arrayContaining([issue.id]),
        });
      }
    }
  });

  it("documents every query parameter of the list in docs/api.md's table", () => {
    expect(documentedNames('docs/api.md', '`GET /issues` parameter')).toEqual(
      Object.keys(IssueListQuery.properties).sort(),
    );
  });
});

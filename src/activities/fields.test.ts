import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { feedAfter, feedEnd } from '../testing/events.js';
import { documentedNames, documentedRows } from '../testing/docs-tables.js';
import {
  activityInput,
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  newIssue,
} from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';
import { IdText } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { ActivityObject, type ActivityInput } from './schemas.js';
import { ActivityListQuery } from './list.js';
import { FILTER_PARAMETERS, type FilterParameter, type InputField, TRACKED_ACTIVITY_FIELDS } from './fields.js';

/**
 * The fields of the activity object that history does not track (D8), each with why. A new field of
 * the object is either tracked (an input, or `tracked` in fields.ts) or named here.
 */
const NOT_TRACKED: Record<string, string> = {
  id: 'the activity itself',
  author: 'the author of the created entry',
  duration: 'follows the dates and times',
  statusEditor: 'the author of the entry that changed the status',
  created_at: 'the time of the created entry',
};

/** What a schema's 400 says a value must be: an id filter's is IdText's. */
const expectedOf = (schema: object) => (schema as Record<string, unknown>)[EXPECTED];

/** Tracked fields the object does not show. */
const TRACKED_NOT_SHOWN = ['substituteId'];

describe('the fields of an activity: rendered, tracked by history, shown in events, listed by', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let world: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    world = await createActivityWorld(admin, [admin.userId, member.userId]);
  });
  after(() => service.close());

  const objectFields = Object.keys(ActivityObject.properties).sort();
  const listed = async (query: string) =>
    (await admin.get(`/v1/activity?${query}&from=2026-11-01&to=2026-11-30&limit=500`)).body.items.map(
      (item: { id: number }) => item.id,
    );

  it('tracks every field of the object that is not named as following from others', () => {
    const tracked = TRACKED_ACTIVITY_FIELDS as string[];
    expect(objectFields.filter((field) => !tracked.includes(field) && !(field in NOT_TRACKED))).toEqual([]);
    expect(tracked.filter((field) => !objectFields.includes(field))).toEqual(TRACKED_NOT_SHOWN);
  });

  it('renders every field of the response schema', async () => {
    const [activity] = await admin.create('/v1/activity', activityInput(world, { place: world.office.id }), 200);
    expect(Object.keys((await admin.get(`/v1/activity/${activity.id}`)).body).sort()).toEqual(objectFields);
  });

  it('records a change of every input in history, shows it in the event, lists by it', async () => {
    const remote = await admin.create('/v1/activity-types', { name: 'Remote', workingHours: true });
    const home = await admin.create('/v1/places', { name: 'Home' });
    const issue = await newIssue(admin, await createIssueWorld(admin));
    // With a place, so that the object shows every field (an activity without one leaves it out).
    let body: Record<string, unknown> = activityInput(world, { place: world.office.id });
    const [activity] = await admin.create('/v1/activity', body, 200);
    // Typed by the input: a new input must get a value here. Each is sent with those before it, as an
    // update replaces every input; a type that needs no approval keeps the status through them all.
    const changes: Required<{ [K in keyof ActivityInput]: unknown }> = {
      activityTypeId: remote.id,
      place: home.id,
      projectId: world.project.id,
      issueId: issue.id,
      teamId: world.team.id,
      substituteId: member.userId,
      includeWeekends: true,
      description: 'Described',
      dateTo: '2026-11-25',
      dateFrom: '2026-11-24',
      timeFrom: '08:00',
      timeTo: '18:00',
    };
    for (const [field, value] of Object.entries(changes)) {
      body = { ...body, [field]: value };
      const position = await feedEnd(admin);
      const updated = await admin.put(`/v1/activity/${activity.id}`, body);
      expect({ field, status: updated.status }).toEqual({ field, status: 200 });
      const history = (await admin.get(`/v1/activity/${activity.id}/history?limit=100`)).body.items as any[];
      expect({ field, changes: history.at(-1).changes.map((change: { field: string }) => change.field) }).toEqual({
        field,
        changes: [field],
      });
      const [event, ...more] = await feedAfter(admin, position, 'activity.updated');
      expect(more).toEqual([]);
      expect(Object.keys(event.data.object).sort()).toEqual(objectFields);
      if (!TRACKED_NOT_SHOWN.includes(field)) {
        expect({ field, value: event.data.object[field] }).toEqual({ field, value: updated.body[0][field] });
      }
      expect(event.data.changes.map((change: { field: string }) => change.field)).toEqual([field]);
      if ((FILTER_PARAMETERS as string[]).includes(field)) {
        expect({ field, listed: await listed(`${field}=${encodeURIComponent(String(value))}`) }).toEqual({
          field,
          listed: expect.arrayContaining([activity.id]),
        });
      }
    }
  });

  it('lists by every filter of a field no body sends', async () => {
    const [activity] = await admin.create('/v1/activity', activityInput(world), 200);
    // Typed by the filters: a new one of a field that is not an input must get a value here.
    const values: Record<Exclude<FilterParameter, InputField>, number> = {
      authorId: admin.userId,
      statusId: activity.statusId.id,
    };
    for (const [parameter, value] of Object.entries(values)) {
      expect({ parameter, listed: await listed(`${parameter}=${value}`) }).toEqual({
        parameter,
        listed: expect.arrayContaining([activity.id]),
      });
      expect({ parameter, listed: await listed(`${parameter}=${value + 1000}`) }).toEqual({ parameter, listed: [] });
    }
  });

  it("documents every query parameter of the list in docs/api.md's table, the id filters as equal to the id", () => {
    const table = '`GET /v1/activity` parameter';
    expect(documentedNames('docs/api.md', table)).toEqual(Object.keys(ActivityListQuery.properties).sort());
    const byId = documentedRows('docs/api.md', table).find((row) => row.meaning === 'equal to the id');
    const idFilters = FILTER_PARAMETERS.filter(
      (parameter) => expectedOf(ActivityListQuery.properties[parameter]) === expectedOf(IdText),
    );
    expect(byId?.names.sort()).toEqual(idFilters.sort());
  });
});

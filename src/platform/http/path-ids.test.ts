import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { activityInput, createActivityWorld, createIssueWorld, newIssue } from '../../testing/fixtures.js';
import { TestService, type TenantClient } from '../../testing/harness.js';

const NOT_AN_ID = "Path parameter 'id' must be a positive integer id.";

/** Other spellings of `id` that JavaScript would read as the same number. */
const spellingsOf = (id: number) => [
  `0x${id.toString(16)}`,
  `0b${id.toString(2)}`,
  `0o${id.toString(8)}`,
  `${id}.0`,
  `${id}e0`,
  `+${id}`,
  `0${id}`,
  `%20${id}`,
  `${id}%20`,
];

/** D4: a path id that is not a positive integer, written in decimal digits, is a 400. */
describe('path ids', () => {
  let service: TestService;
  let admin: TenantClient;
  /** An activity and an issue: the path of their find operation without the id, and the id. */
  let records: { prefix: string; id: number }[];

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    const [activity] = await admin.create('/v1/activity', activityInput(await createActivityWorld(admin, [])), 200);
    const issue = await newIssue(admin, await createIssueWorld(admin));
    records = [
      { prefix: '/v1/activity/', id: activity.id },
      { prefix: '/issues/', id: issue.id },
    ];
  });
  after(() => service.close());

  it('finds the records by their ids written in decimal digits', async () => {
    for (const { prefix, id } of records) {
      expect({ prefix, status: (await admin.get(`${prefix}${id}`)).status }).toEqual({ prefix, status: 200 });
    }
  });

  it('answers any other spelling of an existing id with 400', async () => {
    for (const { prefix, id } of records) {
      for (const spelling of spellingsOf(id)) {
        const response = await admin.get(`${prefix}${spelling}`);
        expect({ spelling, status: response.status, message: response.body.message }).toEqual({
          spelling,
          status: 400,
          message: NOT_AN_ID,
        });
      }
    }
  });

  it('answers numbers that are not positive integer ids with 400, on reads and writes', async () => {
    const cases: [string, string][] = [
      ['0x10', NOT_AN_ID],
      ['1e1', NOT_AN_ID],
      ['0b11', NOT_AN_ID],
      ['5.0', NOT_AN_ID],
      ['+7', NOT_AN_ID],
      ['%207', NOT_AN_ID],
      ['0', NOT_AN_ID],
      ['-3', NOT_AN_ID],
      ['abc', NOT_AN_ID],
      ['2147483648', "Path parameter 'id' must be at most 2147483647."],
      ['99999999999', NOT_AN_ID],
    ];
    const routes: [method: 'GET' | 'PUT' | 'DELETE', prefix: string][] = [
      ['GET', '/v1/activity/'],
      ['PUT', '/v1/activity/'],
      ['DELETE', '/v1/activity/undelete/'],
      ['GET', '/issues/'],
      ['PUT', '/issues/'],
      ['DELETE', '/issues/delete/'],
    ];
    for (const [method, prefix] of routes) {
      for (const [id, message] of cases) {
        const response = await admin.request({
          method,
          url: `${prefix}${id}`,
          ...(method === 'PUT' ? { body: {} } : {}),
        });
        expect({ method, prefix, id, status: response.status, message: response.body.message }).toEqual({
          method,
          prefix,
          id,
          status: 400,
          message,
        });
      }
    }
  });

  it('applies the same rule to comment ids and to the id filters of the lists', async () => {
    const issueId = records[1]!.id;
    const comment = await admin.create(`/issues/${issueId}/comments`, { description: 'first' });
    const cases: [string, string][] = [
      [`/issues/0x${issueId.toString(16)}/comments/${comment.id}`, NOT_AN_ID],
      [`/issues/${issueId}/comments/+${comment.id}`, "Path parameter 'commentId' must be a positive integer id."],
      ['/issues?projectId=0x1', "Query parameter 'projectId' must be a positive integer id."],
      ['/issues?labelId=1&labelId=1e0', "Query parameter 'labelId[1]' must be a positive integer id."],
      ['/v1/activity?authorId=%201', "Query parameter 'authorId' must be a positive integer id."],
    ];
    for (const [url, message] of cases) {
      const method = url.includes('/comments/') ? 'PUT' : 'GET';
      const response = await admin.request({
        method,
        url,
        ...(method === 'PUT' ? { body: { description: 'x' } } : {}),
      });
      expect({ url, status: response.status, message: response.body.message }).toEqual({ url, status: 400, message });
    }
  });
});

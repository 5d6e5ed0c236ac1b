import { readFile } from 'node:fs/promises';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { checkedFetch } from '../testing/checked-responses.js';
import { createActivityWorld, createIssueWorld } from '../testing/fixtures.js';
import { TestService, type TenantClient } from '../testing/harness.js';
import { clientTypes, currentDocument, SCHEMA_FILE } from './generate.js';
import { createTrackerClient } from './index.js';

describe('the generated TypeScript client', () => {
  let service: TestService;
  let admin: TenantClient;
  let tracker: ReturnType<typeof createTrackerClient>;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = service.app.server.address() as { port: number };
    tracker = createTrackerClient({
      baseUrl: `http://127.0.0.1:${port}`,
      tenantId: admin.tenantId,
      token: admin.token,
      zone: 'Europe/Berlin',
      // Answers over the network are held to the document as injected ones are.
      fetch: checkedFetch(service.app.swagger()),
    });
  });
  after(() => service.close());

  it('is generated from the current OpenAPI document (run npm run client:generate after API changes)', async () => {
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    expect(committed === (await clientTypes(await currentDocument()))).toBe(true);
  });

  it('creates and bulk-edits issues over HTTP, with typed bodies and answers', async () => {
    const world = await createIssueWorld(admin);
    const created = await tracker.POST('/issues', {
      body: {
        name: 'Typed from the client',
        projectId: world.project.id,
        issueTypeId: world.bug.id,
        priorityId: world.high.id,
        statusId: world.open.id,
      },
    });
    expect(created.response.status).toBe(200);
    const issue = created.data!;
    expect(issue.name).toBe('Typed from the client');

    const edited = await tracker.PUT('/issues/bulk-edit', {
      body: { issuesIds: [issue.id], priorityId: { priorityId: { id: world.low.id }, toEdit: true } },
    });
    expect(edited.response.status).toBe(200);
    expect(edited.data!.map((each) => each.priorityId?.id)).toEqual([world.low.id]);

    const missing = await tracker.GET('/issues/{id}', { params: { path: { id: issue.id + 1_000_000 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error!.message).toBe(`Issue with id ${issue.id + 1_000_000} was not found.`);
  });

  it('creates an activity in the zone it was configured with', async () => {
    const world = await createActivityWorld(admin, [admin.userId]);
    const created = await tracker.POST('/v1/activity', {
      body: {
        activityTypeId: world.homeOffice.id,
        includeWeekends: false,
        description: 'Typed from the client',
        dateFrom: '2026-11-23',
        dateTo: '2026-11-23',
        timeFrom: '09:00',
        timeTo: '17:00',
      },
    });
    expect(created.response.status).toBe(200);
    expect(created.data!.map((activity) => [activity.zone, activity.description])).toEqual([
      ['Europe/Berlin', 'Typed from the client'],
    ]);
  });

  it("reads a report as typed JSON, and as CSV when it asks with Accept (D18's exports)", async () => {
    const world = await createActivityWorld(admin, [admin.userId]);
    const day = { dateFrom: '2026-12-01', dateTo: '2026-12-01', timeFrom: '09:00', timeTo: '17:00' };
    const body = { activityTypeId: world.homeOffice.id, includeWeekends: false, description: 'x', ...day };
    expect((await tracker.POST('/v1/activity', { body })).response.status).toBe(200);
    const query = { from: '2026-11-30', to: '2026-12-06', groupBy: 'day' };
    const report = await tracker.GET('/v1/reports/time', { params: { query } });
    expect(report.data!.rows.map((row) => [row.day, row.minutes])).toEqual([['2026-12-01', 480]]);
    const file = await tracker.GET('/v1/reports/time', {
      params: { query },
      headers: { Accept: 'text/csv' },
      parseAs: 'text',
    });
    expect(file.response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    // The byte order mark is the file's; text() reads past it.
    expect(file.data!.split('\r\n')).toEqual(['Date,Hours,Days', '2026-12-01,8.00,1.00', 'Total,8.00,1.00', '']);
  });
});

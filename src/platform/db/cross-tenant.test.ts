import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createEveryRecord, type EveryRecord, operationUrl } from '../../testing/fixtures.js';
import { TestService, type TenantClient } from '../../testing/harness.js';
import { type Operation, operationsOf } from '../../testing/operations.js';

/**
 * Issue 7: for every operation, the ids and tokens of another tenant get 401 or 404 and change
 * nothing. The operations come from the OpenAPI document, so a new route is swept too.
 */
describe('tenant isolation, operation by operation', () => {
  let service: TestService;
  let victim: TenantClient;
  let intruder: TenantClient;
  let victimRecords: EveryRecord;
  let intruderRecords: EveryRecord;
  let operations: Operation[];

  before(async () => {
    service = await TestService.start();
    victim = await service.newTenant();
    intruder = await service.newTenant();
    victimRecords = await createEveryRecord(victim);
    intruderRecords = await createEveryRecord(intruder);
    operations = operationsOf(service.app.swagger()).filter((operation) => operation.auth === 'tenant');
  });
  after(() => service.close());

  const name = (operation: Operation) => `${operation.method} ${operation.template}`;

  /** Runs `attempt` and checks that neither tenant's stored data changed. */
  async function unchanged(attempt: () => Promise<void>) {
    const before = [await service.snapshot(victim.tenantId), await service.snapshot(intruder.tenantId)];
    await attempt();
    expect([await service.snapshot(victim.tenantId), await service.snapshot(intruder.tenantId)]).toEqual(before);
  }

  it("answers another tenant's token with 401 on every operation", async () => {
    expect(operations.length).toBeGreaterThan(80);
    for (const operation of operations) {
      await unchanged(async () => {
        const response = await intruder.request({
          method: operation.method,
          url: operationUrl(victimRecords, operation.template),
          headers: { 'x-tenantid': victim.tenantId },
          ...(operation.hasBody ? { body: victimRecords.bodies[name(operation)] ?? {} } : {}),
        });
        expect({ operation: name(operation), status: response.status }).toEqual({
          operation: name(operation),
          status: 401,
        });
      });
    }
  });

  it("answers another tenant's record ids in the path with 404 on every operation that takes one", async () => {
    const withIds = operations.filter((operation) => operation.params.length > 0);
    expect(withIds.length).toBeGreaterThan(50);
    for (const operation of withIds) {
      const ids = victimRecords.pathIds[operation.template];
      expect({ operation: name(operation), known: Boolean(ids) }).toEqual({ operation: name(operation), known: true });
      await unchanged(async () => {
        // The intruder's own valid body, so that nothing but the foreign id can be the reason to refuse.
        const response = await intruder.request({
          method: operation.method,
          url: operationUrl(intruderRecords, operation.template, ids),
          ...(operation.hasBody ? { body: intruderRecords.bodies[name(operation)] ?? {} } : {}),
        });
        expect({ operation: name(operation), status: response.status }).toEqual({
          operation: name(operation),
          status: 404,
        });
      });
    }
  });

  it("refuses bodies that refer to another tenant's records: 404 (issues) or 400 (activities, feeds)", async () => {
    const referencing = [
      'POST /issues',
      'PUT /issues/bulk-edit',
      'POST /v1/activity',
      'POST /v1/calendar-feeds',
      'POST /v1/tokens',
      'POST /v1/test-executions',
      'POST /v1/holidays/import',
    ];
    const badRequests = ['POST /v1/activity', 'POST /v1/calendar-feeds'];
    for (const key of referencing) {
      const [method, url] = key.split(' ') as ['POST' | 'PUT', string];
      await unchanged(async () => {
        const response = await intruder.request({ method, url, body: victimRecords.bodies[key] });
        expect({ key, status: response.status, message: response.body.message }).toEqual({
          key,
          status: badRequests.includes(key) ? 400 : 404,
          message: expect.stringMatching(/ with id \d+ was not found\.$/),
        });
      });
    }
  });

  it("never lists another tenant's records", async () => {
    // The caller's own user, settings and timer (and the tenant's sign-in and privacy settings and default week) are one object each, not lists of records.
    const ownObjects = new Set([
      '/v1/me',
      '/v1/me/notification-settings',
      '/v1/me/timer',
      '/v1/privacy-settings',
      '/v1/sign-in/oidc',
      '/v1/work-schedule',
    ]);
    const lists = operations.filter(
      (operation) => operation.method === 'GET' && operation.params.length === 0 && !ownObjects.has(operation.template),
    );
    expect(lists.length).toBeGreaterThan(15);
    for (const operation of lists) {
      const response = await intruder.get(operationUrl(intruderRecords, operation.template));
      expect({ operation: name(operation), status: response.status }).toEqual({
        operation: name(operation),
        status: 200,
      });
      const items: { id: number }[] = Array.isArray(response.body)
        ? response.body
        : (response.body.items ?? listedActivities(response.body));
      const intruderIds = recordIdsUnder(intruderRecords, operation.template);
      const victimIds = recordIdsUnder(victimRecords, operation.template);
      // The intruder sees its own record of the kind, and none of the victim's.
      expect({ operation: name(operation), seesOwn: items.some((item) => intruderIds.has(item.id)) }).toEqual({
        operation: name(operation),
        seesOwn: intruderIds.size > 0,
      });
      const leaked = items.filter((item) => victimIds.has(item.id));
      expect({ operation: name(operation), leaked }).toEqual({ operation: name(operation), leaked: [] });
    }
  });
});

/**
 * The activities a calendar (D10) or a timesheet (D18) shows: the records it lists. A report's rows
 * are sums, not records (their tenant is the report's test's concern: src/time).
 */
function listedActivities(body: any): { id: number }[] {
  if (body.rows) return [];
  if (body.days) return (body.days as { entries: { id: number }[] }[]).flatMap((day) => day.entries);
  return (body as { users: { days: { activities: { id: number }[] }[] }[] }).users.flatMap((user) =>
    user.days.flatMap((day) => day.activities),
  );
}

/** The ids of the records behind a list path, e.g. '/v1/projects' -> the id of '/v1/projects/{id}'. */
function recordIdsUnder(records: EveryRecord, listPath: string): Set<number> {
  const recordPath = listPath === '/v1/calendar' || listPath === '/v1/timesheets' ? '/v1/activity' : listPath;
  return new Set(
    Object.entries(records.pathIds)
      .filter(([template]) => template === `${recordPath}/{id}`)
      .map(([, ids]) => Number(ids.id)),
  );
}

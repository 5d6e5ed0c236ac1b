import { Writable } from 'node:stream';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createEveryRecord, type EveryRecord, operationUrl } from '../../testing/fixtures.js';
import { InterceptedDatabase, OPERATOR_TOKEN, TestService, type TenantClient } from '../../testing/harness.js';
import { fillPath, type Operation, operationsOf } from '../../testing/operations.js';
import { FIND_TOKEN_OWNER } from '../auth/authenticate.js';
import { UNKNOWN_ERROR_MESSAGE } from '../http/errors.js';
import type { Sql } from './database.js';

/** What the store says when something is broken that no request could cause: it must stay in the log. */
const INTERNAL_PROBLEM = 'relation "internal_secret_table" does not exist';

/** The store, except that while `failing` every statement but the token look-up throws INTERNAL_PROBLEM. */
class FailingStore extends InterceptedDatabase {
  failing = false;

  protected override intercept(sql: Sql): Sql {
    return {
      query: (text, params) =>
        this.failing && text !== FIND_TOKEN_OWNER
          ? Promise.reject(Object.assign(new Error(INTERNAL_PROBLEM), { code: '42P01' }))
          : sql.query(text, params),
    };
  }
}

/** The service's log lines at level error and above, parsed. */
class ErrorLog extends Writable {
  readonly lines: { reqId?: string; msg?: string; err?: { message?: string } }[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
}

/**
 * Issues 3 and 4: every operation that reaches the store answers an unexpected failure of it with
 * 500 and the contract's error object, shows no internals, and logs them under the request id it
 * sends back. The operations come from the OpenAPI document, so a new route is swept too.
 */
describe('an unexpected failure of the store, operation by operation', () => {
  const log = new ErrorLog();
  let store: FailingStore;
  let service: TestService;
  let admin: TenantClient;
  let records: EveryRecord;
  let operations: Operation[];

  before(async () => {
    service = await TestService.start({
      logger: { level: 'error', stream: log },
      wrapStore: (inner) => (store = new FailingStore(inner)),
    });
    admin = await service.newTenant();
    records = await createEveryRecord(admin);
    // Of the operations without authentication, only the iCalendar feed reads the store. A backup
    // reads it through pg_dump in another process, not through the service's statements.
    operations = operationsOf(service.app.swagger()).filter(
      (operation) =>
        (operation.auth !== 'public' || operation.template.startsWith('/ical/')) &&
        operation.template !== '/admin/backup',
    );
    store.failing = true;
  });
  after(() => service.close());

  const name = (operation: Operation) => `${operation.method} ${operation.template}`;

  function send(operation: Operation) {
    const request = {
      method: operation.method,
      url: operationUrl(records, operation.template),
      ...(operation.hasBody ? { body: records.bodies[name(operation)] ?? {} } : {}),
    };
    return operation.auth === 'operator'
      ? service.request({ ...request, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })
      : admin.request(request);
  }

  it('answers 500 with the error object and a request id, and logs the cause under that id', async (t) => {
    expect(operations.length).toBeGreaterThan(90);
    t.diagnostic(`${operations.length} operations`);
    for (const operation of operations) {
      const response = await send(operation);
      expect({ operation: name(operation), status: response.status, body: response.body }).toEqual({
        operation: name(operation),
        status: 500,
        body: {
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/),
          status: 500,
          error: 'Unknown',
          message: UNKNOWN_ERROR_MESSAGE,
          path: fillPath(operation.template, records.pathIds[operation.template] ?? {}),
        },
      });
      expect({ operation: name(operation), internals: /secret|42P01|relation/.test(response.text) }).toEqual({
        operation: name(operation),
        internals: false,
      });
      const requestId = response.headers['x-request-id'];
      expect({ operation: name(operation), requestId }).toEqual({
        operation: name(operation),
        requestId: expect.any(String),
      });
      const logged = log.lines.filter((line) => line.reqId === requestId);
      expect({ operation: name(operation), logged: logged.map((line) => line.err?.message) }).toEqual({
        operation: name(operation),
        logged: [INTERNAL_PROBLEM],
      });
    }
    // Authentication still works, so the 500s came from the operations' own statements.
    const stranger = { 'x-tenantid': admin.tenantId, authorization: `Bearer trk_${'A'.repeat(43)}` };
    expect((await service.request({ method: 'GET', url: '/v1/projects', headers: stranger })).status).toBe(401);
  });
});

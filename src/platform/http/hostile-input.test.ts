import { expect } from 'expect';
import fc from 'fast-check';
import { after, before, describe, it } from 'node:test';
import { createEveryRecord, type EveryRecord } from '../../testing/fixtures.js';
import { fillPath, type Operation, operationsOf } from '../../testing/operations.js';
import { OPERATOR_TOKEN, type TestResponse, TestService, type TenantClient } from '../../testing/harness.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2500);
const REQUEST_DEADLINE_MS = 10_000;

// Values that have broken JSON APIs before: limits of integer, float and date types, unicode,
// JSON look-alikes in strings, and deep or wide structures.
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -0, 0.5, 2147483647, 2147483648, -2147483649, 1e308, -1e308),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 64, '', ' ', '\u0000', '\uFFFF', '😀'.repeat(300), 'null'),
  fc.constantFrom('1', '1e3', '0x10', '2026-02-30', '2026-13-01', '25:00', '24:00', '-01:00', 'Europe/Nowhere'),
  fc.constantFrom('<script>alert(1)</script>', "'; DROP TABLE issues; --", '../../etc/passwd', 'a'.repeat(256)),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxKeys: 4 }),
  fc.constant({ id: 'abc' }),
  fc.constant({ id: -5 }),
  fc.integer({ min: 1, max: 40 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth))),
);

/** Raw bodies a JSON serializer would never produce. */
const rawBodies = fc.constantFrom(
  '{"name": "a", "name": 1}',
  '{"name": "unterminated',
  '{"__proto__": {"admin": true}, "name": "x"}',
  '{"constructor": {"prototype": {"x": 1}}}',
  '\uFEFF{"name": "bom"}',
  '{"estimated": 1e999}',
  '{"id": 123456789012345678901234567890}',
  'null',
  '[]',
  '"just a string"',
  '{}',
  '[' + '['.repeat(5000) + ']'.repeat(5000) + ']',
  `{"description": "${'x'.repeat(100_001)}"}`,
);

/** A body derived from a valid one: one field replaced, removed or added, or the whole body swapped. */
function mutatedBody(valid: unknown): fc.Arbitrary<unknown> {
  const fields = valid && typeof valid === 'object' ? Object.keys(valid) : [];
  const base = (valid ?? {}) as Record<string, unknown>;
  return fc.oneof(
    fc.constant(valid),
    ...(fields.length > 0
      ? [
          fc.tuple(fc.constantFrom(...fields), junk).map(([field, value]) => ({ ...base, [field]: value })),
          fc
            .constantFrom(...fields)
            .map((field) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== field))),
          fc
            .tuple(fc.constantFrom(...fields), junk)
            .map(([field, value]) => ({ ...base, [field]: { id: value, [field]: value, toEdit: true } })),
        ]
      : []),
    fc.tuple(fc.string({ maxLength: 12 }), junk).map(([field, value]) => ({ ...base, [field]: value })),
    junk,
  );
}

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 30,
});

/** The tables whose rows differ between two fingerprints of TestService.snapshot. */
function changedTables(before: string, after: string): string[] {
  const unchanged = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((table) => !unchanged.has(table))
    .map((table) => table.split(':')[0]!);
}

describe('hostile input (fast-check)', () => {
  let service: TestService;
  let admin: TenantClient;
  let records: EveryRecord;
  let operations: Operation[];

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    records = await createEveryRecord(admin);
    // A backup dumps the whole store in another process (seconds on the embedded store, past the
    // deadline of one request here); it reads no input, and its own test covers it.
    operations = operationsOf(service.app.swagger()).filter((operation) => operation.template !== '/admin/backup');
  });
  after(() => service.close());

  /** A path value: a real id of the tenant, or something that only looks like one. */
  function pathValue(operation: Operation, name: string): fc.Arbitrary<string> {
    let real = records.pathIds[operation.template]?.[name];
    // Revoking the caller's own token or demoting the caller would end the run, not test anything.
    const self = operation.template.startsWith('/v1/tokens') ? records.self.tokenIds : [records.self.userId];
    if (operation.template.startsWith('/v1/users') || operation.template.startsWith('/v1/tokens')) {
      if (typeof real === 'number' && self.includes(real)) real = undefined;
    }
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(String(real ?? 1)) },
      fc
        .integer({ min: 1, max: 60 })
        .filter((id) => !self.includes(id))
        .map(String),
      fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', '1.5', '1e3', 'abc', '%00', '%F0%9F%98%80'),
    );
  }

  function requestFor(operation: Operation) {
    const { params } = operation;
    const valid = records.bodies[`${operation.method} ${operation.template}`];
    return fc.record({
      path: fc
        .tuple(...params.map((name) => pathValue(operation, name)))
        .map((values) => fillPath(operation.template, Object.fromEntries(params.map((name, i) => [name, values[i]!])))),
      query: fc.array(
        fc.tuple(
          operation.query.length > 0 ? fc.oneof(fc.constantFrom(...operation.query), printable) : printable,
          fc.oneof(
            printable,
            junk.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
          ),
        ),
        { maxLength: 4 },
      ),
      body: operation.hasBody
        ? fc.oneof({ weight: 5, arbitrary: mutatedBody(valid).map((body) => JSON.stringify(body)) }, rawBodies)
        : fc.option(rawBodies, { freq: 5 }),
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        undefined,
      ),
      tenant: fc.oneof(
        { weight: 8, arbitrary: fc.constant(admin.tenantId) },
        printable,
        fc.constant(admin.tenantId.toUpperCase()),
      ),
      authorization: fc.oneof(
        { weight: 20, arbitrary: fc.constant(`Bearer ${admin.token}`) },
        printable,
        fc.constant(`Bearer ${OPERATOR_TOKEN}`),
        fc.constant(`bearer ${admin.token.slice(0, -1)}A`),
      ),
      zone: fc.option(fc.oneof(fc.constantFrom('Europe/Berlin', 'UTC', 'Pacific/Chatham'), printable), { freq: 2 }),
    });
  }

  it(`answers ${REQUESTS} generated requests with a documented success or a 4xx error object, storing nothing when refusing`, async () => {
    const request = fc
      .constantFrom(...operations)
      .chain((operation) => fc.tuple(fc.constant(operation), requestFor(operation)));
    let fingerprint = await service.snapshot(admin.tenantId);
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(request, async ([operation, generated]) => {
        const search = new URLSearchParams(generated.query).toString();
        const headers: Record<string, string> = {
          'x-tenantid': generated.tenant,
          authorization: operation.auth === 'operator' ? `Bearer ${OPERATOR_TOKEN}` : generated.authorization,
        };
        if (generated.contentType && generated.body !== null) headers['content-type'] = generated.contentType;
        if (generated.zone !== null) headers.zone = generated.zone;
        const response = await withDeadline(
          service.request({
            method: operation.method,
            url: generated.path + (search ? `?${search}` : ''),
            headers,
            ...(generated.body === null ? {} : { body: generated.body }),
          }),
        );
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const answer = { operation: `${operation.method} ${generated.path}`, status: response.status };
        // The tenant's identity provider is a made-up host: a sign-in that reaches it is a documented 502 page.
        const providerDown = response.status === 502 && operation.template.startsWith('/auth/');
        expect({ ...answer, serverError: response.status >= 500 && !providerDown }).toEqual({
          ...answer,
          serverError: false,
        });
        // What the notifier writes in the background for earlier successes is not this request's.
        await service.settleNotifications();
        const now = await service.snapshot(admin.tenantId);
        if (response.status >= 400) {
          // Pages a person opens in a browser (a sign-in link) say what went wrong as a page.
          if (
            operation.template.startsWith('/auth/') &&
            String(response.headers['content-type']).startsWith('text/html')
          ) {
            expect(response.text).toMatch(/^<!doctype html>/);
          } else {
            expectErrorObject(response);
          }
          expect({ changed: changedTables(fingerprint, now), status: response.status }).toEqual({
            changed: [],
            status: response.status,
          });
        }
        fingerprint = now;
      }),
      { numRuns: REQUESTS, endOnFailure: true },
    );
    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThanOrEqual(REQUESTS);
    // The run must reach the handlers, not stop at the door: plenty of successes and of each refusal.
    expect(statuses.get(200)! + (statuses.get(201) ?? 0)).toBeGreaterThan(REQUESTS / 20);
    expect(statuses.get(400)).toBeGreaterThan(REQUESTS / 10);
    process.stdout.write(
      `# hostile input: ${total} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}\n`,
    );
  });
});

function expectErrorObject(response: TestResponse) {
  expect(response.body).toEqual({
    timestamp: expect.any(String),
    status: response.status,
    error: expect.any(String),
    message: expect.any(String),
    path: expect.any(String),
  });
}

function withDeadline<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_DEADLINE_MS} ms`)), REQUEST_DEADLINE_MS);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

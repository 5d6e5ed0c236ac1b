import { IncomingMessage } from 'node:http';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createEveryRecord, type EveryRecord, operationUrl } from '../testing/fixtures.js';
import { OPERATOR_TOKEN, TestService, type TenantClient } from '../testing/harness.js';
import { type Operation, operationsOf } from '../testing/operations.js';

/**
 * Headers every HTTP exchange may carry, which no operation documents as its own: the transport's,
 * the bearer token (a security scheme), and X-Request-Id, which any request may send to be
 * followed across services.
 */
const TRANSPORT = new Set([
  'host',
  'connection',
  'content-type',
  'content-length',
  'transfer-encoding',
  'expect',
  'accept',
  'accept-encoding',
  'user-agent',
  'authorization',
  // The browser session's cookie, read (like Authorization) by authentication on every request.
  'cookie',
  'x-request-id',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
]);

/** The header names read from each raw request while it was handled. */
const reads = new WeakMap<IncomingMessage, Set<string>>();

const parentHeaders = Object.getOwnPropertyDescriptor(IncomingMessage.prototype, 'headers')!;

/** A request of the HTTP server that records the header names read from it. */
class RecordingMessage extends IncomingMessage {}
Object.defineProperty(RecordingMessage.prototype, 'headers', {
  get(this: IncomingMessage) {
    if (!reads.has(this)) reads.set(this, new Set());
    const seen = reads.get(this)!;
    return new Proxy(parentHeaders.get!.call(this) as object, {
      get: (target, name) => {
        if (typeof name === 'string') seen.add(name.toLowerCase());
        return Reflect.get(target, name);
      },
    });
  },
  set(this: IncomingMessage, value: unknown) {
    parentHeaders.set!.call(this, value);
  },
});

/**
 * Issue 40: the header parameters an operation documents are the ones its handling reads. The
 * service answers over a real connection, whose requests record every header name read from them.
 */
describe('documented header parameters', () => {
  let service: TestService;
  let admin: TenantClient;
  let records: EveryRecord;
  let base: string;
  const readBy = new Map<string, Set<string>>();

  before(async () => {
    service = await TestService.start({
      prepare: (app) =>
        app.addHook('onResponse', async (request) => {
          const operation = `${request.method} ${request.routeOptions.url ?? ''}`;
          const seen = readBy.get(operation) ?? new Set<string>();
          for (const name of reads.get(request.raw) ?? []) seen.add(name);
          readBy.set(operation, seen);
        }),
    });
    // The class Node's HTTP server makes each request of, kept under a symbol of the server.
    const requestClass = Object.getOwnPropertySymbols(service.app.server).find(
      (symbol) => symbol.description === 'IncomingMessage',
    )!;
    (service.app.server as unknown as Record<symbol, unknown>)[requestClass] = RecordingMessage;
    base = await service.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await service.newTenant();
    records = await createEveryRecord(admin);
  });
  after(() => service.close());

  const documented = (operation: any) =>
    new Set<string>(
      (operation.parameters ?? [])
        .filter((parameter: { in: string }) => parameter.in === 'header')
        .map((parameter: { name: string }) => parameter.name.toLowerCase()),
    );

  it("documents exactly the headers each operation's handling reads", async () => {
    const document: any = service.app.swagger();
    const operations = operationsOf(document);
    // Reads and writes first, deletions last, so that each finds its records.
    const order = (operation: Operation) => (operation.method === 'DELETE' ? 1 : 0);
    const answered: string[] = [];
    for (const operation of [...operations].sort((a, b) => order(a) - order(b))) {
      const name = `${operation.method} ${operation.template}`;
      const headers: Record<string, string> =
        operation.auth === 'tenant'
          ? { 'x-tenantid': admin.tenantId, authorization: `Bearer ${admin.token}` }
          : operation.auth === 'operator'
            ? { authorization: `Bearer ${OPERATOR_TOKEN}` }
            : {};
      const body = operation.hasBody ? (records.bodies[name] ?? {}) : undefined;
      const response = await fetch(base + operationUrl(records, operation.template), {
        method: operation.method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      await response.arrayBuffer();
      // Only an operation that got to its handler has read what it reads.
      if (response.status < 400) answered.push(name);
    }
    expect(answered.length).toBeGreaterThan(operations.length * 0.9);
    const differences = answered.flatMap((name) => {
      const [method, template] = name.split(' ') as [string, string];
      const route = template.replace(/\{(\w+)\}/g, ':$1');
      const read = [...(readBy.get(`${method} ${route}`) ?? [])].filter((header) => !TRANSPORT.has(header)).sort();
      const listed = [...documented(document.paths[template][method.toLowerCase()])].sort();
      return JSON.stringify(read) === JSON.stringify(listed) ? [] : [{ operation: name, read, documented: listed }];
    });
    expect(differences).toEqual([]);
    // The recording itself works: every tenant operation reads the tenant header.
    expect(readBy.get('GET /v1/projects')).toContain('x-tenantid');
  });
});

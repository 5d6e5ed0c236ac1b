import { connect } from 'node:net';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { OPERATOR_TOKEN, TestService, type TenantClient } from '../../testing/harness.js';
import { SECURITY_HEADERS } from '../../testing/checked-responses.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;

/**
 * Sends `chunks` on a raw connection, pausing `pauseMs` after each, and returns all the server said.
 * It stops sending once the server answered, as a client would: a write after the server closed
 * the connection is answered with a reset, which on a busy machine could come before the answer
 * was read.
 */
function rawExchange(port: number, chunks: string[], pauseMs: number): Promise<{ text: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (text += data));
    const finish = () => resolve({ text, elapsedMs: Date.now() - started });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      text && error.code === 'ECONNRESET' ? finish() : reject(error),
    );
    socket.on('close', finish);
    const send = (index: number) => {
      if (index >= chunks.length || socket.destroyed || text) return;
      socket.write(chunks[index]!);
      setTimeout(() => send(index + 1), pauseMs);
    };
    socket.on('connect', () => send(0));
  });
}

function parseRawResponse(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : null };
}

describe('rate limiting per token', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let writer: TenantClient;

  before(async () => {
    service = await TestService.start({
      limits: { rateLimitPerMinute: 5, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 },
    });
    admin = await service.newTenant();
    // Four of the admin's five requests: a user and a token each.
    member = await admin.withNewUser('member');
    writer = await admin.withNewUser('admin');
  });
  after(() => service.close());

  it('answers 429 with Retry-After and the error object past the limit, per token', async () => {
    expect((await admin.get('/v1/projects')).status).toBe(200);
    const refused = await admin.get('/v1/projects?page=2');
    expect(refused.status).toBe(429);
    // Counted per minute: the count starts afresh at most a minute after the first request.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP),
      status: 429,
      error: 'Too Many Requests',
      message: expect.stringContaining('5 per minute'),
      path: '/v1/projects',
    });
    // Another token of the same tenant has its own allowance.
    expect((await member.get('/v1/projects')).status).toBe(200);
  });

  it('refuses before doing anything: a refused write stores nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await writer.post('/v1/projects', { name: `Limited ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const projects = await member.get<{ name: string }[]>('/v1/projects');
    expect(projects.body.map((project) => project.name).filter((name) => name.startsWith('Limited'))).toEqual([
      'Limited 0',
      'Limited 1',
      'Limited 2',
      'Limited 3',
      'Limited 4',
    ]);
  });
});

/** A well-formed token nobody was given: it costs a look-up to refuse. */
const UNKNOWN_TOKEN = `trk_${'A'.repeat(43)}`;

describe('failed authentications per client address', () => {
  const FAILURES_PER_MINUTE = 3;
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start({
      limits: { rateLimitPerMinute: FAILURES_PER_MINUTE, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 },
    });
    admin = await service.newTenant();
  });
  after(() => service.close());

  const projects = (token: string, remoteAddress: string) =>
    service.request({
      method: 'GET',
      url: '/v1/projects',
      headers: { 'x-tenantid': admin.tenantId, authorization: `Bearer ${token}` },
      remoteAddress,
    });

  it('answers 429 with Retry-After once an address used up its failures, without looking the token up', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < FAILURES_PER_MINUTE; i++) {
      const statements = service.db.statements;
      expect((await projects(UNKNOWN_TOKEN, address)).status).toBe(401);
      expect(service.db.statements).toBeGreaterThan(statements);
    }
    const statements = service.db.statements;
    const refused = await projects(UNKNOWN_TOKEN, address);
    expect(refused.status).toBe(429);
    expect(service.db.statements).toBe(statements);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP),
      status: 429,
      error: 'Too Many Requests',
      message: expect.stringContaining('failed authentications from this address: the limit is 3 per minute'),
      path: '/v1/projects',
    });
    // Until it refills, the address waits even with a valid token; other addresses are not affected.
    expect((await projects(admin.token, address)).status).toBe(429);
    expect((await projects(UNKNOWN_TOKEN, '203.0.113.8')).status).toBe(401);
    expect((await projects(admin.token, '203.0.113.9')).status).toBe(200);
  });

  it('limits guesses of the operator token alike', async () => {
    const createTenant = (token: string) =>
      service.request({
        method: 'POST',
        url: '/admin/tenants',
        headers: { authorization: `Bearer ${token}` },
        body: { id: 'guessed', name: 'Guessed', admin: { firstname: 'G', lastname: 'U', email: 'g@guessed.example' } },
        remoteAddress: '198.51.100.4',
      });
    const statuses: number[] = [];
    for (let i = 0; i <= FAILURES_PER_MINUTE; i++) statuses.push((await createTenant(`${OPERATOR_TOKEN}x`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await createTenant(OPERATOR_TOKEN)).status).toBe(429);
  });
});

describe('client addresses behind a proxy', () => {
  const limits = { rateLimitPerMinute: 2, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 };

  /** Failed attempts from the proxy (127.0.0.1) on behalf of the client at `forwardedFor`. */
  const failedFrom = (service: TestService, tenantId: string, forwardedFor: string) =>
    service.request({
      method: 'GET',
      url: '/v1/projects',
      headers: { 'x-tenantid': tenantId, authorization: `Bearer ${UNKNOWN_TOKEN}`, 'x-forwarded-for': forwardedFor },
    });

  it('limits each forwarded client on its own when TRUST_PROXY names the proxy', async () => {
    const service = await TestService.start({ limits, trustProxy: ['127.0.0.1'] });
    try {
      const { tenantId } = await service.newTenant();
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await failedFrom(service, tenantId, '203.0.113.20')).status);
      expect(statuses).toEqual([401, 401, 429]);
      expect((await failedFrom(service, tenantId, '203.0.113.21')).status).toBe(401);
    } finally {
      await service.close();
    }
  });

  it('ignores X-Forwarded-For by default, so a client cannot pick a fresh address per attempt', async () => {
    const service = await TestService.start({ limits });
    try {
      const { tenantId } = await service.newTenant();
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await failedFrom(service, tenantId, `203.0.113.${30 + i}`)).status);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await service.close();
    }
  });
});

describe('rate limiting off', () => {
  it('is off unless configured (the embedded default): 100 requests in a row all pass', async () => {
    const service = await TestService.start();
    try {
      const admin = await service.newTenant();
      const statuses = new Set<number>();
      for (let i = 0; i < 100; i++) statuses.add((await admin.get('/v1/projects')).status);
      expect([...statuses]).toEqual([200]);
      // Failed authentications are not limited either.
      const failures = new Set<number>();
      for (let i = 0; i < 100; i++) {
        const headers = { 'x-tenantid': admin.tenantId, authorization: `Bearer ${UNKNOWN_TOKEN}` };
        failures.add((await service.request({ method: 'GET', url: '/v1/projects', headers })).status);
      }
      expect([...failures]).toEqual([401]);
    } finally {
      await service.close();
    }
  });
});

describe('slow clients', () => {
  let service: TestService;
  let admin: TenantClient;
  let port: number;

  before(async () => {
    service = await TestService.start({
      limits: { rateLimitPerMinute: 0, headersTimeoutMs: 600, requestTimeoutMs: 1200 },
    });
    admin = await service.newTenant();
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    port = (service.app.server.address() as { port: number }).port;
  });
  after(() => service.close());

  it('cuts off a client that sends its headers too slowly: 408 in the error object', async () => {
    const chunks = ['GET /health HTTP/1.1\r\n', 'Host: x\r\n', 'X-A: 1\r\n', 'X-B: 2\r\n', 'X-C: 3\r\n', 'X-D: 4\r\n'];
    const { text, elapsedMs } = await rawExchange(port, chunks, 400);
    const response = parseRawResponse(text);
    expect(response.status).toBe(408);
    expect(response.body).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP),
      status: 408,
      error: 'Request Timeout',
      message: 'The request did not arrive in time.',
      path: '/',
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Headers timeout, plus at most the one-second check interval, plus slack for a busy machine.
    expect(elapsedMs).toBeLessThan(5_000);
  });

  it('cuts off a client that sends its body too slowly', async () => {
    // A caller with valid credentials, so that the body is awaited rather than refused at once.
    const head =
      'POST /v1/projects HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n' +
      `X-tenantID: ${admin.tenantId}\r\nAuthorization: Bearer ${admin.token}\r\n\r\n`;
    const { text, elapsedMs } = await rawExchange(port, [head, '{"na', 'me"', ': "', 'slo', 'w"', ' '], 500);
    expect(parseRawResponse(text)).toMatchObject({ status: 408, body: { status: 408, error: 'Request Timeout' } });
    expect(elapsedMs).toBeLessThan(6_000);
    expect((await admin.get('/v1/projects')).body).toEqual([]);
  });

  it('serves a client that is merely not instant', async () => {
    const { text } = await rawExchange(port, ['GET /health HTTP/1.1\r\n', 'Host: x\r\nConnection: close\r\n\r\n'], 200);
    expect(parseRawResponse(text).status).toBe(200);
  });
});

describe('security headers', () => {
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
  });
  after(() => service.close());

  it('come with successes, errors and unknown routes alike', async () => {
    for (const response of [
      await admin.get('/v1/projects'),
      await admin.get('/v1/projects/999999'),
      await service.request({ method: 'GET', url: '/nowhere' }),
      await service.request({ method: 'GET', url: '/v1/projects' }),
      await service.request({ method: 'GET', url: '/health' }),
    ]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect({ name, value: response.headers[name] }).toEqual({ name, value });
    }
  });

  it('let the reference page keep its own policy, which still forbids other hosts', async () => {
    const page = await service.request({ method: 'GET', url: '/docs' });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { CheckedResponses, checkedFetch, servedDocument } from './testing/checked-responses.js';
import { freePort, copyOfMigratedStore, PROJECT_ROOT, ProjectProcess, runCli } from './testing/process.js';

const OPERATOR_TOKEN = 'process-test-operator-token-0123456789';

/** A started service process, the document it serves, and a fetch that checks its answers against it. */
interface Started {
  server: ProjectProcess;
  base: string;
  document: object;
  fetch: typeof fetch;
}

async function get({ base, fetch }: Started, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + url, { headers });
  return { status: response.status, body: (await response.json()) as any };
}

/** Starts src/main.ts and waits until it answers /health. */
async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const server = new ProjectProcess('src/main.ts', [], { PORT: String(port), ...env });
  const base = `http://127.0.0.1:${port}`;
  await server.until(async () => (await fetch(`${base}/health`)).ok);
  const document = await servedDocument(base);
  return { server, base, document, fetch: checkedFetch(document) };
}

async function stop(server: ProjectProcess) {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** The demo's issues and activities: something to see in the lists and /docs on the first start. */
async function expectDemoContent(started: Started, headers: Record<string, string>) {
  const issues = (await get(started, '/issues?include=comments&limit=100', headers)).body.items;
  expect(issues.map((issue: any) => issue.name).sort()).toEqual([
    'Checkout button does nothing in Safari',
    'Dark mode for the dashboard',
    'Handle the blocked pop-up in the click handler',
    'Reproduce on Safari 17',
    'Rotate the database credentials',
  ]);
  const named = (name: string) => issues.find((issue: any) => issue.name === name);
  const parent = named('Checkout button does nothing in Safari');
  expect(parent.estimated_from_children).toBe(180);
  expect(parent.comments).toHaveLength(2);
  expect(parent.labels.map((label: any) => label.name)).toEqual(['frontend', 'urgent']);
  expect(named('Reproduce on Safari 17')).toMatchObject({ parentId: parent.id, closed: true });
  expect(named('Rotate the database credentials').private).toBe(true);

  const activities = (await get(started, '/v1/activity?limit=100', headers)).body.items;
  // Besides the worklogs of the last two weeks (src/demo/demo.test.ts counts them).
  const worklogs = activities.filter((activity: any) => activity.activityTypeId.name === 'Work');
  expect(worklogs.length).toBeGreaterThan(0);
  const summary = activities
    .filter((activity: any) => !worklogs.includes(activity))
    .map((activity: any) => `${activity.activityTypeId.name}: ${activity.statusId.name}`);
  expect(summary.sort()).toEqual([
    'Home office: Approved',
    'Home office: Approved',
    'Vacation: Approved',
    'Vacation: Requested',
  ]);
  expect((await get(started, '/v1/me/timer', headers)).body.issue.name).toBe('Dark mode for the dashboard');
}

describe('the service process (D1)', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tracker-main-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('creates the demo tenant on a new embedded store and prints a working token and curl once', async () => {
    const store = path.join(dataDir, 'demo');
    const started = await startServer({ DATA_DIR: store });
    const { server, base } = started;
    await server.until(() => server.stdout.includes('curl'));
    const token = /trk_[A-Za-z0-9_-]{43}/.exec(server.stdout)?.[0];
    expect(token).toBeDefined();
    expect(server.stdout).toContain(
      `curl -s ${base}/v1/projects -H 'X-tenantID: demo' -H 'Authorization: Bearer ${token}'`,
    );
    const headers = { 'x-tenantid': 'demo', authorization: `Bearer ${token}` };
    expect((await get(started, '/ready')).status).toBe(200);
    const users = await get(started, '/v1/users', headers);
    expect(users.body.map((u: any) => u.role).sort()).toEqual(['admin', 'manager', 'member', 'viewer']);
    for (const resource of [
      'projects',
      'issue-types',
      'issue-priorities',
      'issue-statuses',
      'activity-types',
      'activity-statuses',
      'places',
      'teams',
      'labels',
      'holidays',
    ]) {
      expect({ resource, empty: (await get(started, `/v1/${resource}`, headers)).body.length === 0 }).toEqual({
        resource,
        empty: false,
      });
    }
    await expectDemoContent(started, headers);
    expect(await stop(server)).toBe(0);

    const again = await startServer({ DATA_DIR: store });
    expect((await get(again, '/v1/projects', headers)).status).toBe(200);
    expect(again.server.stdout).not.toContain('trk_');
    expect(await stop(again.server)).toBe(0);
  });

  it('creates the demo tenant on the first start of a store that only the CLI migrated', async () => {
    const store = path.join(dataDir, 'migrated');
    expect((await runCli(['migrate'], { DATA_DIR: store })).code).toBe(0);
    const { server } = await startServer({ DATA_DIR: store });
    await server.until(() => server.stdout.includes('curl'));
    expect(server.stdout).toMatch(/trk_[A-Za-z0-9_-]{43}/);
    expect(await stop(server)).toBe(0);
  });

  it('stops on SIGINT as on SIGTERM: exit 0, and the store closed (its lock released)', async () => {
    const store = await copyOfMigratedStore(path.join(dataDir, 'interrupted'));
    const { server } = await startServer({ DATA_DIR: store });
    expect(existsSync(`${store}.lock`)).toBe(true);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(existsSync(`${store}.lock`)).toBe(false);
  });

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const store = await copyOfMigratedStore(path.join(dataDir, 'graceful'));
    const { server, base, document } = await startServer({ DATA_DIR: store, OPERATOR_TOKEN });
    const body = JSON.stringify({
      id: 'slow',
      name: 'Slow',
      admin: { firstname: 'S', lastname: 'L', email: 's@slow.example' },
    });
    const url = new URL(`${base}/admin/tenants`);
    const answer = new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${OPERATOR_TOKEN}`,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 300);
    });
    const answered = await answer;
    expect(answered.status).toBe(201);
    new CheckedResponses(document).check({ method: 'POST', url: url.pathname, ...answered });
    expect(await server.exited).toBe(0);
  });

  it('refuses to start with a bad configuration, naming the variable', async () => {
    const bad = new ProjectProcess('src/main.ts', [], {
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      DATA_DIR: path.join(dataDir, 'bad'),
    });
    expect(await bad.exited).toBe(1);
    expect(bad.stderr).toContain('PORT must be a whole number from 1 to 65535');
    expect(bad.stderr).toContain('LOG_LEVEL must be one of');
  });

  it('logs JSON lines when stdout is not a terminal, readable lines when it is', async () => {
    const store = await copyOfMigratedStore(path.join(dataDir, 'logs'));
    const plain = await startServer({ DATA_DIR: store, LOG_LEVEL: 'info' });
    await plain.server.until(() => plain.server.stdout.includes('Server listening'));
    expect(await stop(plain.server)).toBe(0);
    const firstLine = plain.server.stdout.split('\n').find((line) => line.includes('Server listening'))!;
    expect(JSON.parse(firstLine)).toMatchObject({ level: 30, msg: expect.stringContaining('Server listening') });

    // script(1) gives the service a terminal as its stdout.
    const port = await freePort();
    const command = `${process.execPath} --import tsx src/main.ts`;
    const atTerminal = spawn('/usr/bin/script', ['-qfec', command, '/dev/null'], {
      cwd: PROJECT_ROOT,
      // Load shedding off, as ProjectProcess has it: on a busy machine the first request after the
      // start could be refused (503), and this test is about the lines, not about the load.
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: store,
        LOG_LEVEL: 'info',
        PORT: String(port),
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
      detached: true, // its own process group, which ends script(1) and the service together
    });
    let output = '';
    atTerminal.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => atTerminal.once('exit', resolve));
    const deadline = Date.now() + 60_000;
    while (!output.includes('Server listening') && Date.now() < deadline) await sleep(100);
    await fetch(`http://127.0.0.1:${port}/v1/projects`); // 400: no X-tenantID
    while (!output.includes('/v1/projects') && Date.now() < deadline) await sleep(100);
    process.kill(-atTerminal.pid!, 'SIGTERM');
    await exited;
    // Colours are escape sequences around the level; what a person reads is this.
    const lines = stripVTControlCharacters(output).split(/\r?\n/);
    const line = lines.find((candidate) => candidate.includes('Server listening'))!;
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] .*INFO.*Server listening/);
    expect(line).not.toContain('{"level"');
    // A request is one line, a client error at info.
    expect(lines.filter((candidate) => candidate.includes('/v1/projects'))).toEqual([
      expect.stringMatching(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO.*GET \/v1\/projects 400 \d+ms/),
    ]);
  });

  it('provisions with the CLI while the server is stopped, and the server then accepts the token', async () => {
    // The CLI creates the store itself here: its first tenant, and then no demo.
    const store = path.join(dataDir, 'cli');
    const env = { DATA_DIR: store };
    const tenant = await runCli(
      [
        'tenant',
        'create',
        '--id',
        'acme',
        '--name',
        'Acme',
        '--admin-email',
        'a@acme.example',
        '--admin-firstname',
        'A',
        '--admin-lastname',
        'B',
      ],
      env,
    );
    expect(tenant.code).toBe(0);
    const user = await runCli(
      [
        'user',
        'create',
        '--tenant',
        'acme',
        '--email',
        'm@acme.example',
        '--firstname',
        'M',
        '--lastname',
        'N',
        '--role',
        'member',
      ],
      env,
    );
    expect(user.code).toBe(0);
    const memberId = JSON.parse(user.stdout).id;
    const token = await runCli(
      ['token', 'create', '--tenant', 'acme', '--user', String(memberId), '--name', 'cli'],
      env,
    );
    expect(token.code).toBe(0);
    const bad = await runCli(
      ['user', 'create', '--tenant', 'acme', '--email', 'x', '--firstname', 'M', '--lastname', 'N', '--role', 'member'],
      env,
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--email must be an email address');
    const unknown = await runCli(
      [
        'user',
        'create',
        '--tenant',
        'nope',
        '--email',
        'n@x.example',
        '--firstname',
        'N',
        '--lastname',
        'O',
        '--role',
        'member',
      ],
      env,
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Tenant nope does not exist.');
    expect(unknown.stderr).not.toContain('    at ');

    const started = await startServer(env);
    const { server } = started;
    const me = await get(started, '/v1/users', {
      'x-tenantid': 'acme',
      authorization: `Bearer ${JSON.parse(token.stdout).token}`,
    });
    expect(me.status).toBe(200);
    expect(me.body.map((u: any) => u.email)).toEqual(['a@acme.example', 'm@acme.example']);
    // The CLI made the store's first tenant, so the server adds no demo.
    expect(server.stdout).not.toContain('trk_');
    // The running service holds the embedded store: the CLI says how to make a sign-in link instead.
    const locked = await runCli(['sign-in-link', '--tenant', 'acme', '--user', '1'], env);
    expect(locked.code).toBe(2);
    expect(locked.stderr).toContain('is in use by process');
    expect(locked.stderr).toContain('POST /v1/users/{id}/sign-in-link');
    expect(locked.stderr).not.toContain('    at ');
    expect(await stop(server)).toBe(0);
  });

  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    it('runs the same service on PostgreSQL with DATABASE_URL', async () => {
      const started = await startServer({ DATABASE_URL: postgresUrl, OPERATOR_TOKEN });
      const { server, base } = started;
      expect((await get(started, '/ready')).status).toBe(200);
      const id = `pg-${Date.now()}`;
      const created = await started.fetch(`${base}/admin/tenants`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
        body: JSON.stringify({ id, name: 'PG', admin: { firstname: 'P', lastname: 'G', email: 'p@pg.example' } }),
      });
      expect(created.status).toBe(201);
      const { token } = (await created.json()) as { token: string };
      expect((await get(started, '/v1/users', { 'x-tenantid': id, authorization: `Bearer ${token}` })).status).toBe(
        200,
      );
      expect(server.stdout).not.toContain('trk_');
      expect(await stop(server)).toBe(0);
    });
  }
});

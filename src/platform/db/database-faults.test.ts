import { execFile } from 'node:child_process';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../app.js';
import type { Server } from '../http/server.js';
import { freePort } from '../../testing/process.js';
import type { Database } from './database.js';
import { openPostgres } from './postgres.js';

const run = promisify(execFile);
const PG_BIN = '/usr/lib/postgresql/15/bin';
const OPERATOR_TOKEN = 'faults-test-operator-token-0123456789';
/** No request may take longer than this, outage or not: a hanging pool is a failure, not a slow pass. */
const REQUEST_DEADLINE_MS = 10_000;
const WRITERS = 6;
/** Long enough for every writer to run into the outage several times, short enough to keep the test quick. */
const OUTAGE_MS = 2_500;
const RECOVERY_DEADLINE_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A PostgreSQL 15 cluster of this test alone: crashing the shared test server would break every
 * other test file running at the same time.
 */
class ThrowAwayPostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(): Promise<ThrowAwayPostgres> {
    const dir = await mkdtemp(path.join(tmpdir(), 'tracker-pg-faults-'));
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    // The server refuses to run as root, so the cluster belongs to the postgres user.
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
    const cluster = new ThrowAwayPostgres(dir, await freePort());
    try {
      await cluster.init();
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    return cluster;
  }

  private async init(): Promise<void> {
    await this.pgBin('initdb', ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await appendFile(
      path.join(this.dataDir, 'postgresql.conf'),
      [
        `port = ${this.port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${this.dir}'`,
        // The durability claim below only means something with the settings production runs with.
        'fsync = on',
        'synchronous_commit = on',
        'max_connections = 30',
        '',
      ].join('\n'),
    );
  }

  async start(): Promise<void> {
    await this.pgBin('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
  }

  /** SIGQUIT to every server process: what a crash of the server looks like to its clients. */
  async crash(): Promise<void> {
    await this.pgBin('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    await this.pgBin('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }

  private async pgBin(command: string, args: string[]): Promise<void> {
    await run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args], { timeout: 60_000 });
  }
}

interface Outcome {
  name: string;
  /** The HTTP status, or 0 when no answer came within REQUEST_DEADLINE_MS. */
  status: number;
  ms: number;
  startedAt: number;
  body: unknown;
}

function expectErrorObject(body: unknown, status: number, path: string): void {
  expect(body).toEqual({
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/),
    status,
    error: 'Service Unavailable',
    message: expect.any(String),
    path,
  });
}

describe('a PostgreSQL outage under write load', { timeout: 90_000 }, () => {
  let cluster: ThrowAwayPostgres;
  let db: Database | undefined;
  let app: Server | undefined;
  let base: string;
  let headers: Record<string, string>;

  before(async () => {
    cluster = await ThrowAwayPostgres.create();
    await cluster.start();
    db = (await openPostgres({ url: cluster.url, poolSize: 5 })).db;
    app = await buildApp({ db, operatorToken: OPERATOR_TOKEN, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const tenantId = 'faults';
    const created = await fetch(`${base}/admin/tenants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
      body: JSON.stringify({
        id: tenantId,
        name: 'Faults',
        admin: { firstname: 'Ada', lastname: 'Admin', email: 'admin@faults.example' },
      }),
    });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    headers = { 'content-type': 'application/json', 'x-tenantid': tenantId, authorization: `Bearer ${token}` };
  });

  after(async () => {
    await app?.close();
    await db?.close();
    await cluster?.destroy();
  });

  async function timed(url: string, init: RequestInit = {}): Promise<Omit<Outcome, 'name'>> {
    const startedAt = Date.now();
    try {
      const response = await fetch(base + url, { ...init, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // A body that is not JSON fails the error-object assertion, which shows it.
      }
      return { status: response.status, ms: Date.now() - startedAt, startedAt, body };
    } catch (error) {
      return { status: 0, ms: Date.now() - startedAt, startedAt, body: String(error) };
    }
  }

  const createProject = async (name: string): Promise<Outcome> => ({
    name,
    ...(await timed('/v1/projects', { method: 'POST', headers, body: JSON.stringify({ name }) })),
  });

  async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (await check()) return Date.now() - started;
      await sleep(100);
    }
    throw new Error(`${what}: not within ${timeoutMs} ms`);
  }

  it('answers 503 while the database is down, recovers by itself, and keeps every acknowledged write', async (t) => {
    const outcomes: Outcome[] = [];
    const acknowledged = new Set<string>();
    let loading = true;
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let n = 0; loading; n++) {
        const outcome = await createProject(`w${writer}-${n}`);
        outcomes.push(outcome);
        if (outcome.status === 201) acknowledged.add(outcome.name);
        // Retry-After says 1 s; a short pause keeps the outage from becoming a busy loop.
        else await sleep(50);
      }
    });

    await until('writes before the crash', async () => acknowledged.size >= 30, 10_000);
    await cluster.crash();
    const crashedAt = Date.now();

    const readyWhileDown = await timed('/ready');
    expect(readyWhileDown.status).toBe(503);
    expectErrorObject(readyWhileDown.body, 503, '/ready');
    expect(readyWhileDown.ms).toBeLessThan(REQUEST_DEADLINE_MS);
    await until(
      'writes answered 503 after the crash',
      async () => outcomes.filter((o) => o.startedAt > crashedAt && o.status === 503).length >= WRITERS,
      REQUEST_DEADLINE_MS,
    );
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - crashedAt)));
    expect((await timed('/ready')).status).toBe(503);

    await cluster.start();
    const restartedAt = Date.now();
    const recoveryMs = await until(
      'the service to recover without a restart',
      async () => {
        if ((await timed('/ready')).status !== 200) return false;
        const probe = await createProject(`probe-${Date.now()}`);
        if (probe.status === 201) acknowledged.add(probe.name);
        return probe.status === 201;
      },
      RECOVERY_DEADLINE_MS,
    );
    // Every writer, not just the probe, must get through again: no pooled connection stays broken.
    await until(
      'every writer to succeed again',
      async () =>
        new Set(outcomes.filter((o) => o.startedAt > restartedAt && o.status === 201).map((o) => o.name.split('-')[0]))
          .size === WRITERS,
      RECOVERY_DEADLINE_MS,
    );
    loading = false;
    await Promise.all(writers);

    const statuses = new Set(outcomes.map((o) => o.status));
    const slowest = Math.max(...outcomes.map((o) => o.ms));
    const unavailable = outcomes.filter((o) => o.status === 503);
    expect({ statuses: [...statuses].sort(), slowestUnderDeadline: slowest < REQUEST_DEADLINE_MS }).toEqual({
      statuses: [201, 503],
      slowestUnderDeadline: true,
    });
    for (const outcome of unavailable) expectErrorObject(outcome.body, 503, '/v1/projects');

    const listed = await timed('/v1/projects', { headers });
    expect(listed.status).toBe(200);
    const stored = new Set((listed.body as { name: string }[]).map((p) => p.name));
    const lost = [...acknowledged].filter((name) => !stored.has(name));
    expect({ acknowledged: acknowledged.size, lost }).toEqual({ acknowledged: acknowledged.size, lost: [] });
    t.diagnostic(
      `${outcomes.length} writes: ${acknowledged.size} acknowledged, ${unavailable.length} answered 503; ` +
        `slowest ${slowest} ms; recovered ${recoveryMs} ms after the restart`,
    );
  });
});

import type { AddressInfo } from 'node:net';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../app.js';
import type { Server } from '../http/server.js';
import { checkedFetch } from '../../testing/checked-responses.js';
import { OWN_CLUSTER_PREREQUISITES, ThrowAwayPostgres } from '../../testing/postgres-cluster.js';
import { skipUnlessAvailable } from '../../testing/prerequisites.js';
import type { Database } from './database.js';
import { openPostgres } from './postgres.js';

const OPERATOR_TOKEN = 'faults-test-operator-token-0123456789';
/** Requests are given up after this: a hanging pool shows as status 0 rather than a stuck test. */
const REQUEST_DEADLINE_MS = 10_000;
/**
 * No answer may take longer than this, outage or not. A connection attempt to a dead server fails at
 * once; the bound leaves room for a busy 2-core machine (runs on one measured well under 1 s).
 */
const SLOWEST_ANSWER_MS = 3_000;
const WRITERS = 6;
/** Each reader alternates between a list and a single read. */
const READERS = 2;
/** Long enough for every writer to run into the outage several times, short enough to keep the test quick. */
const OUTAGE_MS = 2_500;
const RECOVERY_DEADLINE_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  name: string;
  path: string;
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

/** fetch's failures when no answer came (refused, reset, timed out), as opposed to a wrong answer. */
function isUnanswered(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
}

describe(
  'a PostgreSQL outage under read and write load',
  { timeout: 90_000, skip: skipUnlessAvailable(OWN_CLUSTER_PREREQUISITES) },
  () => {
    let cluster: ThrowAwayPostgres;
    let db: Database | undefined;
    let app: Server | undefined;
    let base: string;
    let headers: Record<string, string>;
    let send: typeof fetch;

    before(async () => {
      cluster = await ThrowAwayPostgres.create('tracker-pg-faults-', [
        // The durability claim below only means something with the settings production runs with.
        'fsync = on',
        'synchronous_commit = on',
        'max_connections = 30',
      ]);
      await cluster.start();
      db = (await openPostgres({ url: cluster.url, poolSize: 5 })).db;
      app = await buildApp({ db, operatorToken: OPERATOR_TOKEN, logger: false });
      await app.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      // Every answer, outage or not, must be one the document describes.
      send = checkedFetch(app.swagger());

      const tenantId = 'faults';
      const provision = () =>
        send(`${base}/admin/tenants`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
          body: JSON.stringify({
            id: tenantId,
            name: 'Faults',
            admin: { firstname: 'Ada', lastname: 'Admin', email: 'admin@faults.example' },
          }),
        });
      // Setting up is not under test: on a machine loaded several times over, the new server's first
      // writes (fsync on) ran past the statement time-out and were answered 503, as they should be.
      let tenant = await provision();
      for (let attempt = 1; tenant.status === 503 && attempt < 5; attempt++) {
        await sleep(2_000);
        tenant = await provision();
      }
      expect(tenant.status).toBe(201);
      const { token } = (await tenant.json()) as { token: string };
      headers = { 'content-type': 'application/json', 'x-tenantid': tenantId, authorization: `Bearer ${token}` };
    });

    after(async () => {
      await app?.close();
      await db?.close();
      await cluster?.destroy();
    });

    async function timed(url: string, init: RequestInit = {}): Promise<Omit<Outcome, 'name'>> {
      const startedAt = Date.now();
      const path = url.split('?', 1)[0]!;
      try {
        const response = await send(base + url, { ...init, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // A body that is not JSON fails the error-object assertion, which shows it.
        }
        return { path, status: response.status, ms: Date.now() - startedAt, startedAt, body };
      } catch (error) {
        // An answer unlike the document fails the test; only a request that got no answer is an outcome.
        if (!isUnanswered(error)) throw error;
        return { path, status: 0, ms: Date.now() - startedAt, startedAt, body: String(error) };
      }
    }

    /** Creates a record before the load starts and returns its id. */
    async function createdId(url: string, body: unknown): Promise<number> {
      const outcome = await timed(url, { method: 'POST', headers, body: JSON.stringify(body) });
      expect({ url, status: outcome.status }).toEqual({ url, status: outcome.path === '/issues' ? 200 : 201 });
      return (outcome.body as { id: number }).id;
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

    it('answers reads and writes 503 while the database is down, recovers by itself, keeps every acknowledged write', async (t) => {
      const issueId = await createdId('/issues', {
        name: 'Read during the outage',
        projectId: await createdId('/v1/projects', { name: 'Home' }),
        issueTypeId: await createdId('/v1/issue-types', { name: 'Bug' }),
        priorityId: await createdId('/v1/issue-priorities', { name: 'High' }),
        statusId: await createdId('/v1/issue-statuses', { name: 'Open' }),
      });
      const outcomes: Outcome[] = [];
      const reads: Outcome[] = [];
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
      const readers = Array.from({ length: READERS }, async (_, reader) => {
        for (let n = 0; loading; n++) {
          const url = n % 2 === 0 ? '/v1/projects' : `/issues/${issueId}`;
          const outcome = { name: `r${reader}-${n}`, ...(await timed(url, { headers })) };
          reads.push(outcome);
          if (outcome.status !== 200) await sleep(50);
        }
      });
      const readPaths = ['/v1/projects', `/issues/${issueId}`];
      /** Whether every kind of read got `status` at least once since `since`. */
      const everyReadGot = (status: number, since: number) =>
        readPaths.every((path) => reads.some((o) => o.path === path && o.startedAt > since && o.status === status));

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
      await until('reads answered 503 after the crash', async () => everyReadGot(503, crashedAt), REQUEST_DEADLINE_MS);
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
          new Set(
            outcomes.filter((o) => o.startedAt > restartedAt && o.status === 201).map((o) => o.name.split('-')[0]),
          ).size === WRITERS,
        RECOVERY_DEADLINE_MS,
      );
      await until(
        'every kind of read to succeed again',
        async () => everyReadGot(200, restartedAt),
        RECOVERY_DEADLINE_MS,
      );
      loading = false;
      await Promise.all([...writers, ...readers]);

      const statusesOf = (list: Outcome[]) => [...new Set(list.map((o) => o.status))].sort();
      const slowest = Math.max(...[...outcomes, ...reads].map((o) => o.ms));
      const unavailable = (list: Outcome[]) => list.filter((o) => o.status === 503);
      expect({
        writes: statusesOf(outcomes),
        reads: statusesOf(reads),
        slowestUnderBound: slowest < SLOWEST_ANSWER_MS,
      }).toEqual({
        writes: [201, 503],
        reads: [200, 503],
        slowestUnderBound: true,
      });
      for (const outcome of unavailable([...outcomes, ...reads])) expectErrorObject(outcome.body, 503, outcome.path);

      // The list pages past 100 projects (D13); one page of 500 holds every one this run can write.
      expect(acknowledged.size).toBeLessThan(500);
      const listed = await timed('/v1/projects?limit=500', { headers });
      expect(listed.status).toBe(200);
      const stored = new Set((listed.body as { name: string }[]).map((p) => p.name));
      const lost = [...acknowledged].filter((name) => !stored.has(name));
      expect({ acknowledged: acknowledged.size, lost }).toEqual({ acknowledged: acknowledged.size, lost: [] });
      t.diagnostic(
        `${outcomes.length} writes: ${acknowledged.size} acknowledged, ${unavailable(outcomes).length} answered 503; ` +
          `${reads.length} reads: ${unavailable(reads).length} answered 503; slowest answer ${slowest} ms; ` +
          `recovered ${recoveryMs} ms after the restart`,
      );
    });
  },
);

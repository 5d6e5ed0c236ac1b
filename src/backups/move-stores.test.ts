import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'expect';
import { describe, it } from 'node:test';
import pg from 'pg';
import { buildApp } from '../app.js';
import type { Store } from '../platform/config.js';
import type { Server } from '../platform/http/server.js';
import { OPERATOR_TOKEN } from '../testing/harness.js';
import { runAsOwner } from '../testing/postgres-cluster.js';
import { fileExists, skipUnlessAvailable } from '../testing/prerequisites.js';
import { copyOfMigratedStore, runCli } from '../testing/process.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The service on `store`, as `npm start` opens it, without load shedding (a busy test machine). */
const serviceOn = (store: Store) =>
  buildApp({
    store,
    operatorToken: OPERATOR_TOKEN,
    logger: false,
    pressure: { maxEventLoopDelayMs: 0, maxDatabaseWaiting: 0 },
  });

async function call(app: Server, method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-tenantid': 'moving', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** What the move must keep: an issue as its reader sees it, its history, the event feed and the tokens. */
async function views(app: Server, token: string, issueId: number) {
  return {
    issue: await call(app, 'GET', `/issues/${issueId}`, token),
    history: await call(app, 'GET', `/issues/${issueId}/history`, token),
    events: await call(app, 'GET', '/v1/events?limit=500', token),
    tokens: await call(app, 'GET', '/v1/tokens', token),
    users: await call(app, 'GET', '/v1/users', token),
  };
}

/** Waits for the sequencer to number the events of the writes so far (it runs in the background). */
async function eventsSettled(app: Server, token: string, count: number) {
  for (let tries = 0; tries < 600; tries++) {
    const feed = (await call(app, 'GET', '/v1/events?limit=500', token)) as { items: unknown[] };
    if (feed.items.length >= count) return;
    await sleep(100);
  }
  throw new Error(`the feed did not reach ${count} events`);
}

async function cli(args: string[], env: Record<string, string>) {
  const { code, stdout, stderr } = await runCli(args, env);
  if (code !== 0) throw new Error(`cli ${args.join(' ')} exited ${code}:\n${stdout}\n${stderr}`);
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe(
  'moving the embedded store to a PostgreSQL server and back with backup and restore (D21)',
  {
    skip: postgresUrl
      ? skipUnlessAvailable({ 'pg_dump (postgresql-client-15)': fileExists('/usr/bin/pg_dump') })
      : 'runs in the PostgreSQL pass (TEST_DATABASE_URL)',
  },
  () => {
    it('keeps every tenant, issue, history entry, event and token; a token issued before still authenticates; erasure works after the move', async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'tracker-move-'));
      const database = `move_${process.pid}_${Date.now()}`;
      const serverUrl = Object.assign(new URL(postgresUrl!), { pathname: `/${database}` }).toString();
      try {
        // 1. The embedded store, with a tenant, an issue changed twice, a comment and their events.
        const embedded = await copyOfMigratedStore(path.join(folder, 'embedded'));
        let app = await serviceOn({ kind: 'pglite', dataDir: embedded });
        const tenant = await app.inject({
          method: 'POST',
          url: '/admin/tenants',
          headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
          payload: {
            id: 'moving',
            name: 'Moving',
            admin: { firstname: 'Ada', lastname: 'Admin', email: 'ada@moving.example' },
          },
        });
        const { token } = tenant.json<{ token: string }>();
        const ref = async (resource: string, body: object) =>
          ((await call(app, 'POST', `/v1/${resource}`, token, body)) as { id: number }).id;
        const world = {
          projectId: await ref('projects', { name: 'Website' }),
          issueTypeId: await ref('issue-types', { name: 'Bug' }),
          priorityId: await ref('issue-priorities', { name: 'High', position: 1, priorityId: 3 }),
          statusId: await ref('issue-statuses', { name: 'Open' }),
        };
        const issue = (await call(app, 'POST', '/issues', token, { name: 'Checkout fails', ...world })) as {
          id: number;
        };
        await call(app, 'PUT', `/issues/${issue.id}`, token, { name: 'Checkout fails in Safari', estimated: 90 });
        await call(app, 'POST', `/issues/${issue.id}/comments`, token, { description: 'Seen on 17.1' });
        await eventsSettled(app, token, 3);
        const before = await views(app, token, issue.id);
        expect(before.history.items).toHaveLength(3);
        await app.close();

        // 2. Its backup restored into an empty database of the server; the old token works there.
        const firstDump = path.join(folder, 'embedded.sql');
        await cli(['backup', '--out', firstDump], { DATA_DIR: embedded });
        await runAsOwner(postgresUrl!, `CREATE DATABASE ${pg.escapeIdentifier(database)} TEMPLATE template0`);
        await cli(['restore', '--in', firstDump], { DATABASE_URL: serverUrl });
        app = await serviceOn({ kind: 'postgres', url: serverUrl });
        expect(await views(app, token, issue.id)).toEqual(before);
        // Writes go on where the embedded store left off (its sequences came along).
        const next = (await call(app, 'POST', '/issues', token, { name: 'Made on the server', ...world })) as {
          id: number;
        };
        expect(next.id).toBe(issue.id + 1);
        await eventsSettled(app, token, 4);
        const onServer = await views(app, token, next.id);
        await app.close();

        // 3. And back: the server's backup restored into a new embedded store.
        const secondDump = path.join(folder, 'server.sql');
        await cli(['backup', '--out', secondDump], { DATABASE_URL: serverUrl });
        const back = path.join(folder, 'back');
        await cli(['restore', '--in', secondDump], { DATA_DIR: back });
        app = await serviceOn({ kind: 'pglite', dataDir: back });
        expect(await views(app, token, next.id)).toEqual(onServer);
        expect(await views(app, token, issue.id)).toMatchObject({ history: before.history, issue: before.issue });
        // Erasure takes a role whose rights come from a membership no dump holds: the restore made it.
        const leaver = (await call(app, 'POST', '/v1/users', token, {
          firstname: 'Lea',
          lastname: 'Leaver',
          email: 'lea@moving.example',
          role: 'member',
        })) as { id: number };
        const erased = await call(app, 'POST', `/v1/users/${leaver.id}/erase`, token, {
          confirm: 'lea@moving.example',
        });
        expect(erased).toMatchObject({ firstname: 'Former user', email: `erased-${leaver.id}@invalid` });
        await app.close();
      } finally {
        await runAsOwner(postgresUrl!, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
        await rm(folder, { recursive: true, force: true });
      }
    });
  },
);

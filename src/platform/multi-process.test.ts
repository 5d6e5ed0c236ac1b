import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { CredentialCache } from './auth/authenticate.js';
import { fileExists, skipUnlessAvailable } from '../testing/prerequisites.js';
import { freePort, ProjectProcess } from '../testing/process.js';
import { REDIS_SERVER, startRedis } from '../testing/redis.js';
import { createPrivateDatabase } from '../testing/harness.js';
import { SmtpReceiver } from '../testing/smtp-receiver.js';

const OPERATOR_TOKEN = 'multi-process-operator-token-0123456789';
const RATE_LIMIT_PER_MINUTE = 40;
const postgresUrl = process.env.TEST_DATABASE_URL;

/** One service process (src/main.ts) on the shared PostgreSQL and Redis. */
async function startProcess(redisUrl: string) {
  const port = await freePort();
  const server = new ProjectProcess('src/main.ts', [], {
    DATABASE_URL: postgresUrl!,
    OPERATOR_TOKEN,
    REDIS_URL: redisUrl,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
    PORT: String(port),
  });
  const base = `http://127.0.0.1:${port}`;
  await server.until(async () => (await fetch(`${base}/ready`)).ok);
  return { server, base };
}

type Process = Awaited<ReturnType<typeof startProcess>>;

// Several processes share a server database; the embedded store belongs to one process (D1, D11).
describe(
  'two service processes on one PostgreSQL and one Redis (D11)',
  {
    skip: postgresUrl
      ? skipUnlessAvailable({ 'redis-server': fileExists(REDIS_SERVER) })
      : 'runs against PostgreSQL (TEST_DATABASE_URL)',
  },
  () => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    let first: Process;
    let second: Process;
    const tenantId = `mp-${Date.now()}`;
    let adminToken: string;

    const call = async (through: Process, method: string, url: string, token: string, body?: unknown) => {
      const response = await fetch(through.base + url, {
        method,
        headers: {
          'x-tenantid': tenantId,
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as any };
    };

    /** A new member of the tenant and a token of theirs ({id, token}), made through the first process. */
    const newMemberToken = async (name: string) => {
      const member = { firstname: name, lastname: 'Member', email: `${name}@mp.example`, role: 'member' };
      const user = (await call(first, 'POST', '/v1/users', adminToken, member)).body;
      return (await call(first, 'POST', '/v1/tokens', adminToken, { userId: user.id })).body as {
        id: number;
        token: string;
      };
    };

    before(async () => {
      redis = await startRedis();
      [first, second] = await Promise.all([startProcess(redis.url), startProcess(redis.url)]);
      const created = await fetch(`${first.base}/admin/tenants`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
        body: JSON.stringify({
          id: tenantId,
          name: 'Two processes',
          admin: { firstname: 'A', lastname: 'B', email: 'a@mp.example' },
        }),
      });
      expect(created.status).toBe(201);
      adminToken = ((await created.json()) as { token: string }).token;
    });
    after(async () => {
      for (const process of [first, second]) process?.server.child.kill('SIGTERM');
      await Promise.all([first?.server.exited, second?.server.exited]);
      await redis?.stop();
    });

    it('reads back at once through one process what was written through the other', async () => {
      const post = (url: string, body: unknown) => call(first, 'POST', url, adminToken, body);
      const project = (await post('/v1/projects', { name: 'Shared' })).body;
      const type = (await post('/v1/issue-types', { name: 'Bug' })).body;
      const status = (await post('/v1/issue-statuses', { name: 'Open' })).body;
      const priority = (await post('/v1/issue-priorities', { name: 'High', position: 1, priorityId: 1 })).body;
      const issue = await post('/issues', {
        name: 'Written through the first',
        projectId: project.id,
        issueTypeId: type.id,
        statusId: status.id,
        priorityId: priority.id,
      });
      expect(issue.status).toBe(200);
      // Both processes keep the built object; each edit through one must show through the other.
      for (let round = 0; round < 3; round++) {
        const [writer, reader] = round % 2 === 0 ? [second, first] : [first, second];
        expect((await call(reader, 'GET', `/issues/${issue.body.id}`, adminToken)).status).toBe(200);
        const edited = await call(writer, 'PUT', `/issues/${issue.body.id}`, adminToken, { name: `Edit ${round}` });
        expect(edited.status).toBe(200);
        expect((await call(reader, 'GET', `/issues/${issue.body.id}`, adminToken)).body.name).toBe(`Edit ${round}`);
      }
      // Reference data kept inside issue objects changes for both too.
      await call(second, 'PUT', `/v1/projects/${project.id}`, adminToken, { name: 'Renamed' });
      expect((await call(first, 'GET', `/issues/${issue.body.id}`, adminToken)).body.projectId.name).toBe('Renamed');
    });

    it('refuses a token revoked through one process in the other within the documented delay', async () => {
      const token = await newMemberToken('revoked');
      expect((await call(second, 'GET', '/v1/projects', token.token)).status).toBe(200);
      expect((await call(first, 'DELETE', `/v1/tokens/${token.id}`, adminToken)).status).toBe(200);
      const revokedAt = Date.now();
      expect((await call(first, 'GET', '/v1/projects', token.token)).status).toBe(401);
      let status = 200;
      while (status === 200 && Date.now() - revokedAt < CredentialCache.CACHE_TTL_MS + 2_000) {
        status = (await call(second, 'GET', '/v1/projects', token.token)).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(401);
      expect(Date.now() - revokedAt).toBeLessThanOrEqual(CredentialCache.CACHE_TTL_MS + 1_000);
    });

    it('counts the rate limit of a token across both processes through Redis', async () => {
      const { token } = await newMemberToken('limited');
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT_PER_MINUTE; i++) {
        statuses.push((await call(i % 2 === 0 ? first : second, 'GET', '/v1/projects', token)).status);
      }
      expect(statuses.every((status) => status === 200)).toBe(true);
      // Each process saw half the limit; together they used it up.
      for (const process of [first, second]) {
        const refused = await call(process, 'GET', '/v1/projects', token);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(refused.body.message).toContain(`the limit is ${RATE_LIMIT_PER_MINUTE} per minute`);
      }
    });
  },
);

// D15: every process runs the notifier and the mail worker; each message still goes out once.
describe(
  'two service processes sending notification email',
  { skip: postgresUrl ? false : 'runs against PostgreSQL (TEST_DATABASE_URL)' },
  () => {
    let database: Awaited<ReturnType<typeof createPrivateDatabase>>;
    let receiver: SmtpReceiver;
    const processes: ProjectProcess[] = [];
    const bases: string[] = [];
    const tenantId = `mail-${Date.now()}`;

    before(async () => {
      // A database of its own: the workers of both act for every tenant of it, and nobody else's mail.
      database = await createPrivateDatabase();
      receiver = await SmtpReceiver.start();
      for (let n = 0; n < 2; n++) {
        const port = await freePort();
        const server = new ProjectProcess('src/main.ts', [], {
          DATABASE_URL: database.url,
          OPERATOR_TOKEN,
          SMTP_URL: receiver.url,
          PUBLIC_URL: 'https://tracker.example.com',
          PORT: String(port),
        });
        processes.push(server);
        bases.push(`http://127.0.0.1:${port}`);
        await server.until(async () => (await fetch(`${bases[n]}/ready`)).ok);
      }
    });
    after(async () => {
      for (const server of processes) server.child.kill('SIGTERM');
      await Promise.all(processes.map((server) => server.exited));
      await receiver?.stop();
      await database?.drop();
    });

    it('sends each notification to its recipient once, whichever process wrote or sends it', async () => {
      const created = await fetch(`${bases[0]}/admin/tenants`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
        body: JSON.stringify({
          id: tenantId,
          name: 'Mail',
          admin: { firstname: 'A', lastname: 'B', email: 'a@mail.example' },
        }),
      });
      const { token } = (await created.json()) as { token: string };
      const post = async (base: string, url: string, body: unknown) => {
        const response = await fetch(base + url, {
          method: 'POST',
          headers: { 'x-tenantid': tenantId, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.ok).toBe(true);
        return (await response.json()) as { id: number };
      };
      const [base] = bases as [string, string];
      const member = await post(base, '/v1/users', {
        firstname: 'M',
        lastname: 'N',
        email: 'm@mail.example',
        role: 'member',
      });
      const issue = {
        projectId: (await post(base, '/v1/projects', { name: 'P' })).id,
        issueTypeId: (await post(base, '/v1/issue-types', { name: 'Bug' })).id,
        statusId: (await post(base, '/v1/issue-statuses', { name: 'Open' })).id,
        priorityId: (await post(base, '/v1/issue-priorities', { name: 'High', position: 1, priorityId: 1 })).id,
        assignedId: member.id,
      };
      for (let n = 0; n < 20; n++) await post(bases[n % 2]!, '/issues', { ...issue, name: `Mailed ${n}` });
      await receiver.until(() => receiver.to('m@mail.example').length >= 20, 30_000);
      // Time for a second send of any of them, had two processes both sent one.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const messages = receiver.to('m@mail.example');
      expect(messages).toHaveLength(20);
      expect(new Set(messages.map(({ mail }) => mail.messageId)).size).toBe(20);
      expect(new Set(messages.map(({ mail }) => mail.subject)).size).toBe(20);
    });
  },
);

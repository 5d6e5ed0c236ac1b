import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, newIssue } from '../testing/fixtures.js';
import { OPERATOR_TOKEN, type TenantClient, TestService } from '../testing/harness.js';
import { BACKUP_RUNNING } from './service.js';

const STALL_MS = 1_000;

/** Snapshots of the running embedded store that backups still hold (dump.ts), in this file's temporary folder. */
const snapshots = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('tracker-backup-'));

describe('GET /admin/backup (operator API, D21)', () => {
  let service: TestService;
  let admin: TenantClient;
  let issue: { id: number; name: string };
  let ownTemporaryFolder: string;
  before(async () => {
    // The service of this test runs in this process: its snapshots go to a folder no other process uses.
    ownTemporaryFolder = await mkdtemp(path.join(tmpdir(), 'backup-route-test-'));
    process.env.TMPDIR = ownTemporaryFolder;
    // A database of its own on PostgreSQL: the backup holds every tenant of it, and the stall test
    // fills it with megabytes no other file should read.
    service = await TestService.start({ privateStore: true, longDownloads: { stallMs: STALL_MS, maxMs: 120_000 } });
    admin = await service.newTenant();
    issue = await newIssue(admin, await createIssueWorld(admin), { name: `Backed up ${randomUUID()}` });
  });
  after(async () => {
    await service.close();
    await rm(ownTemporaryFolder, { recursive: true, force: true });
  });

  const backup = (token = OPERATOR_TOKEN) =>
    service.request({ method: 'GET', url: '/admin/backup', headers: { authorization: `Bearer ${token}` } });

  it('streams a whole plain-text dump of every tenant to the operator: 200', async () => {
    const response = await backup();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/sql; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tracker-backup-\d{8}T\d{6}Z\.sql"$/,
    );
    expect(response.text).toMatch(/^--\n-- PostgreSQL database dump\n--\n/);
    expect(response.text).toMatch(/\n-- PostgreSQL database dump complete\n--\n/);
    expect(response.text).toContain('CREATE TABLE public.issues (');
    expect(response.text).toContain(issue.name);
    expect(response.text).toContain(`'${admin.tenantId}'`);
    // The embedded store's dump program drops pg_dump's psql fences, as pglite-tools does; the real
    // pg_dump (15.14 and later) keeps them, and restore skips them.
    if (!process.env.TEST_DATABASE_URL) expect(response.text).not.toMatch(/^\\(un)?restrict /m);
    expect(await snapshots()).toEqual([]);
  });

  it('answers 401 without the operator token, to a tenant admin too', async () => {
    const none = await service.request({ method: 'GET', url: '/admin/backup' });
    expect(none.status).toBe(401);
    const tenantAdmin = await backup(admin.token);
    expect(tenantAdmin.status).toBe(401);
    expect(tenantAdmin.body).toMatchObject({ status: 401, error: 'Unauthorized', path: '/admin/backup' });
  });

  it('answers 409 while another backup runs in the process, and takes the next one once it ended', async () => {
    const [first, second] = await Promise.all([backup(), backup()]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body).toEqual({
      timestamp: expect.any(String),
      status: 409,
      error: 'Conflict',
      message: BACKUP_RUNNING,
      path: '/admin/backup',
    });
    expect((await backup()).status).toBe(200);
  });

  it('cuts off a reader that stalls, stops the dump and gives its resources back', async () => {
    // About 24 MB of comments: more than the sockets' buffers hold, so the stalled reader holds up the dump.
    await service.db.write(admin.tenantId, (sql) =>
      sql.query(
        `INSERT INTO issue_comments (tenant_id, issue_id, user_id, description)
         SELECT $1, $2::int, $3::int, repeat(md5(n::text), 80) FROM generate_series(1, 10000) n`,
        [admin.tenantId, issue.id, admin.userId],
      ),
    );
    const address = await service.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const reader = connect({ port: Number(port), host: '127.0.0.1' });
    await new Promise<void>((resolve) => reader.once('connect', resolve));
    let received = 0;
    reader.once('data', (chunk: Buffer) => {
      received += chunk.length;
      reader.pause(); // reads the answer's start, then nothing more
    });
    reader.write(`GET /admin/backup HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${OPERATOR_TOKEN}\r\n\r\n`);

    // While the stalled download holds it, a new backup is refused; once it was cut off, one is taken.
    const deadline = Date.now() + 90_000;
    let status = 0;
    for (;;) {
      status = (await backup()).status;
      if (status === 200 || Date.now() > deadline) break;
      expect(status).toBe(409);
      await sleep(500);
    }
    expect(received).toBeGreaterThan(0);
    expect(status).toBe(200);
    expect(await snapshots()).toEqual([]);
    reader.destroy();
  });

  it('gives the resources back when the reader goes away', async () => {
    const address = service.app.listeningOrigin;
    const controller = new AbortController();
    const response = await fetch(`${address}/admin/backup`, {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reading = response.body!.getReader();
    await reading.read();
    controller.abort();
    const deadline = Date.now() + 30_000;
    let status = 0;
    while ((status = (await backup()).status) !== 200 && Date.now() < deadline) await sleep(200);
    expect(status).toBe(200);
    expect(await snapshots()).toEqual([]);
  });
});

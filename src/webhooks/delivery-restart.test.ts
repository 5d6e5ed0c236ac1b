import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createIssueWorld, newIssue } from '../testing/fixtures.js';
import { createPrivateDatabase, TestService } from '../testing/harness.js';
import { freePort, copyOfMigratedStore, ProjectProcess } from '../testing/process.js';
import { WebhookReceiver } from '../testing/webhook-receiver.js';

const OPERATOR_TOKEN = 'delivery-test-operator-token-0123456789';

/** D9: deliveries survive a process killed while it sends one, and several processes send each once. */
describe('webhook deliveries across processes', () => {
  let dir: string;
  let database: { url: string; drop: () => Promise<void> } | null = null;
  let receiver: WebhookReceiver;
  let running: ProjectProcess | null = null;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tracker-deliveries-'));
    if (process.env.TEST_DATABASE_URL) database = await createPrivateDatabase();
    else await copyOfMigratedStore(path.join(dir, 'store'));
    receiver = await WebhookReceiver.start();
  });
  after(async () => {
    running?.child.kill('SIGKILL');
    await running?.exited;
    await receiver.close();
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  /** src/main.ts on this run's store (a private PostgreSQL database, or an embedded store on disk). */
  const startService = async () => {
    const port = await freePort();
    const store: Record<string, string> = database
      ? { DATABASE_URL: database.url }
      : { DATA_DIR: path.join(dir, 'store') };
    running = new ProjectProcess('src/main.ts', [], {
      PORT: String(port),
      OPERATOR_TOKEN,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...store,
    });
    const base = `http://127.0.0.1:${port}`;
    await running.until(async () => (await fetch(`${base}/ready`)).ok);
    return base;
  };

  it('sends again, after the lease, a delivery whose process was killed while sending it', async () => {
    let base = await startService();
    const created = await fetch(`${base}/admin/tenants`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'kill',
        name: 'Kill',
        admin: { firstname: 'A', lastname: 'B', email: 'a@kill.example' },
      }),
    });
    const { token } = (await created.json()) as { token: string };
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(base + url, {
        method,
        headers: {
          'x-tenantid': 'kill',
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    const hook = await call('POST', '/v1/webhooks', { url: receiver.url, events: ['*'] });
    expect(hook.status).toBe(201);
    receiver.answer = (_, index) => (index === 0 ? { status: 200, hang: true } : { status: 200 });

    const reference = async (url: string, body: unknown) => (await call('POST', url, body)).body.id as number;
    const issue = await call('POST', '/issues', {
      name: 'Delivered at least once',
      projectId: await reference('/v1/projects', { name: 'P' }),
      issueTypeId: await reference('/v1/issue-types', { name: 'Bug' }),
      priorityId: await reference('/v1/issue-priorities', { name: 'Low', position: 1, priorityId: 1 }),
      statusId: await reference('/v1/issue-statuses', { name: 'Open' }),
    });
    expect(issue.status).toBe(200);
    const [first] = await receiver.receive(1);
    running!.child.kill('SIGKILL');
    await running!.exited;

    const killedAt = Date.now();
    base = await startService();
    const received = await receiver.receive(2, 60_000);
    expect(received[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(received[1]!.event).toEqual(first!.event);
    expect(received[1]!.at - killedAt).toBeLessThan(45_000);
    const deadline = Date.now() + 10_000;
    let deliveries: any[] = [];
    do {
      deliveries = (await call('GET', `/v1/webhooks/${hook.body.id}/deliveries`)).body.items;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } while (deliveries[0]?.status !== 'succeeded' && Date.now() < deadline);
    expect(deliveries[0]).toMatchObject({ eventType: 'issue.created', attempts: 2, status: 'succeeded' });
  });
});

describe('webhook deliveries of two services on one store', () => {
  it('sends each delivery once, however the two share the work', async () => {
    const options = { webhookAllowPrivateTargets: true, webhookRetrySchedule: [] };
    const first = await TestService.start({ events: options, privateStore: true });
    const second = await TestService.beside(first, options);
    const receiver = await WebhookReceiver.start();
    try {
      receiver.answer = () => ({ status: 200, delayMs: 30 });
      const admin = await first.newTenant();
      await admin.create('/v1/webhooks', { url: receiver.url, events: ['*'] });
      const world = await createIssueWorld(admin);
      const elsewhere = admin.through(second);
      const writes = Array.from({ length: 40 }, (_, i) => newIssue(i % 2 ? admin : elsewhere, world));
      await Promise.all(writes);
      await receiver.receive(40, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // a second send would come by now
      const ids = receiver.received.map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
    } finally {
      await receiver.close();
      await second.close();
      await first.close();
    }
  });
});

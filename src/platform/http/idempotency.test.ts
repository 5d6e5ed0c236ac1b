import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import {
  activityInput,
  type ActivityWorld,
  createActivityWorld,
  createIssueWorld,
  issueInput,
  type IssueWorld,
} from '../../testing/fixtures.js';
import { type TenantClient, TestService } from '../../testing/harness.js';

describe('Idempotency-Key (D8)', () => {
  let service: TestService;
  let admin: TenantClient;
  let member: TenantClient;
  let world: IssueWorld;
  let activities: ActivityWorld;

  before(async () => {
    service = await TestService.start();
    admin = await service.newTenant();
    member = await admin.withNewUser('member');
    world = await createIssueWorld(admin);
    activities = await createActivityWorld(admin, [member.userId]);
  });
  after(() => service.close());

  const send = (client: TenantClient, method: 'POST' | 'PUT', url: string, body: unknown, key: string) =>
    client.request({ method, url, body, headers: { 'idempotency-key': key } });
  const issueCount = async (name: string) =>
    (await admin.get(`/issues?limit=100&q=${encodeURIComponent(name)}`)).body.items.length as number;

  it('answers a retry with the first answer, Idempotent-Replayed: true, and writes nothing twice', async () => {
    const key = randomUUID();
    const body = issueInput(world, { name: 'Replayed issue' });
    const first = await send(admin, 'POST', '/issues', body, key);
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(admin, 'POST', '/issues', body, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(await issueCount('Replayed issue')).toBe(1);
  });

  it('replays a retry whose body holds the same values with keys in another order or other spacing (D13)', async () => {
    const key = randomUUID();
    const body = issueInput(world, { name: 'Reordered issue', labels: [world.ui.id], estimated: 5 });
    const first = await send(admin, 'POST', '/issues', body, key);
    expect(first.status).toBe(200);
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()), null, 2);
    expect(reordered).not.toBe(JSON.stringify(body));
    const again = await admin.request({
      method: 'POST',
      url: '/issues',
      body: reordered,
      headers: { 'idempotency-key': key, 'content-type': 'application/json' },
    });
    expect([again.status, again.headers['idempotent-replayed'], again.text]).toEqual([200, 'true', first.text]);
    expect(await issueCount('Reordered issue')).toBe(1);
    // The same keys with another value is another request.
    const changed = await send(admin, 'POST', '/issues', { ...body, estimated: 6 }, key);
    expect(changed.status).toBe(422);
  });

  it('replays activities, comments, bulk edits and management resources alike', async () => {
    const issue = (await admin.post('/issues', issueInput(world))).body;
    const writes: [TenantClient, 'POST' | 'PUT', string, unknown][] = [
      [member, 'POST', '/v1/activity', activityInput(activities, { dateFrom: '2027-03-01', dateTo: '2027-03-02' })],
      [admin, 'POST', `/issues/${issue.id}/comments`, { description: 'Once only' }],
      [
        admin,
        'PUT',
        '/issues/bulk-edit',
        { issuesIds: [issue.id], priorityId: { priorityId: world.low.id, toEdit: true } },
      ],
      [admin, 'POST', '/v1/projects', { name: 'Idempotent project' }],
    ];
    for (const [client, method, url, body] of writes) {
      const key = randomUUID();
      const first = await send(client, method, url, body, key);
      const again = await send(client, method, url, body, key);
      expect({
        url,
        status: again.status,
        replayed: again.headers['idempotent-replayed'],
        same: again.text === first.text,
      }).toEqual({
        url,
        status: first.status,
        replayed: 'true',
        same: true,
      });
    }
    expect((await admin.get(`/issues/${issue.id}`)).body.comments).toHaveLength(1);
    const projects = (await admin.get('/v1/projects')).body as { name: string }[];
    expect(projects.filter((project) => project.name === 'Idempotent project')).toHaveLength(1);
  });

  it('answers the same key with another request 422, and changes nothing', async () => {
    const key = randomUUID();
    expect((await send(admin, 'POST', '/issues', issueInput(world, { name: 'Keyed A' }), key)).status).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/issues', issueInput(world, { name: 'Keyed B' })],
      ['POST', '/v1/projects', { name: 'Keyed B' }],
    ] as const) {
      const refused = await send(admin, method, url, body, key);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        status: 422,
        error: 'Unprocessable Entity',
        message: 'This Idempotency-Key was already used with a different request.',
      });
    }
    expect(await issueCount('Keyed B')).toBe(0);
  });

  it('scopes keys by user and tenant', async () => {
    const key = randomUUID();
    const other = await service.newTenant();
    const otherWorld = await createIssueWorld(other);
    expect((await send(admin, 'POST', '/issues', issueInput(world, { name: 'Scoped' }), key)).status).toBe(200);
    const byMember = await send(member, 'POST', '/issues', issueInput(world, { name: 'Scoped' }), key);
    expect(byMember.headers['idempotent-replayed']).toBeUndefined();
    const elsewhere = await send(other, 'POST', '/issues', issueInput(otherWorld, { name: 'Scoped' }), key);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    expect(await issueCount('Scoped')).toBe(2);
  });

  it('keeps a 404 but not a 400: a corrected retry with the same key proceeds', async () => {
    const missing = randomUUID();
    const body = issueInput(world, { projectId: 999_123 });
    expect((await send(admin, 'POST', '/issues', body, missing)).status).toBe(404);
    const replayed = await send(admin, 'POST', '/issues', body, missing);
    expect({ status: replayed.status, replayed: replayed.headers['idempotent-replayed'] }).toEqual({
      status: 404,
      replayed: 'true',
    });

    const key = randomUUID();
    const issue = (await admin.post('/issues', issueInput(world))).body;
    // The bulk edit's own check (toEdit without its value) answers 400 after the key was claimed.
    const refused = await send(
      admin,
      'PUT',
      '/issues/bulk-edit',
      { issuesIds: [issue.id], priorityId: { toEdit: true } },
      key,
    );
    expect(refused.status).toBe(400);
    const corrected = await send(
      admin,
      'PUT',
      '/issues/bulk-edit',
      { issuesIds: [issue.id], priorityId: { priorityId: world.low.id, toEdit: true } },
      key,
    );
    expect(corrected.status).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 400', async () => {
    for (const key of ['x'.repeat(256), 'schlüssel']) {
      const refused = await send(admin, 'POST', '/v1/projects', { name: 'Never' }, key);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Header 'Idempotency-Key' must be 1 to 255 printable ASCII characters.");
    }
  });

  it('writes exactly once for parallel requests with one key; the others wait (409) or replay', async () => {
    const key = randomUUID();
    const body = issueInput(world, { name: 'Raced issue' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(admin, 'POST', '/issues', body, key)));
    const fresh = answers.filter((answer) => answer.status === 200 && !answer.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body.message).toMatch(/still being processed/);
      else expect({ status: answer.status, text: answer.text }).toEqual({ status: 200, text: fresh[0]!.text });
    }
    expect(await issueCount('Raced issue')).toBe(1);
  });

  it('keeps answers encrypted: a new token is replayed, but the table does not hold its secret', async () => {
    const key = randomUUID();
    const first = await send(admin, 'POST', '/v1/tokens', { userId: member.userId, name: 'ci' }, key);
    expect(first.status).toBe(201);
    const again = await send(admin, 'POST', '/v1/tokens', { userId: member.userId, name: 'ci' }, key);
    expect(again.body.token).toBe(first.body.token);
    const rows = await service.db.read(admin.tenantId, (sql) =>
      sql.query<{ answer: string; key_digest: string }>('SELECT answer, key_digest FROM idempotency_keys'),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.answer).not.toContain(first.body.token);
      expect(Buffer.from(row.answer, 'base64').toString('latin1')).not.toContain(first.body.token);
      expect(row.key_digest).not.toContain(key);
    }
  });

  it('forgets keys after 24 hours: an old key is taken over, and a claim sweeps its tenant', async () => {
    const old = randomUUID();
    const stale = randomUUID();
    await send(admin, 'POST', '/v1/projects', { name: 'Yesterday' }, old);
    await send(admin, 'POST', '/v1/projects', { name: 'Also yesterday' }, stale);
    await service.db.write(admin.tenantId, (sql) =>
      sql.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours'"),
    );
    // Another request with the old key is a new request now, not a 422.
    const reused = await send(admin, 'POST', '/v1/projects', { name: 'Today' }, old);
    expect(reused.status).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    const left = await service.db.read(admin.tenantId, (sql) =>
      sql.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM idempotency_keys WHERE created_at < now() - interval '24 hours'",
      ),
    );
    expect(left[0]!.count).toBe(0);
  });
});

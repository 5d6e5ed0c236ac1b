import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { type TenantClient, TestService } from '../testing/harness.js';

const hook = (extra: Record<string, unknown> = {}) => ({
  url: 'https://hooks.example.com/tracker',
  events: ['issue.*', 'activity.status_changed'],
  ...extra,
});

/** /v1/webhooks (D9): what an admin keeps, and what is refused. Deliveries: deliveries.test.ts. */
describe('/v1/webhooks', () => {
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    // example.com names resolve to public addresses on a machine with DNS; refused targets are
    // written as addresses (and localhost) so that no test depends on a resolver.
    service = await TestService.start({ events: { webhookAllowPrivateTargets: false } });
    admin = await service.newTenant();
  });
  after(() => service.close());

  const createWithAddress = (url: string) => admin.post('/v1/webhooks', hook({ url }));

  it('creates a hook with a secret shown only in the answer to the create', async () => {
    const response = await admin.post('/v1/webhooks', hook({ url: 'https://93.184.215.10/hooks', description: 'CI' }));
    expect(response.status).toBe(201);
    const created = response.body;
    expect(created).toEqual({
      id: expect.any(Number),
      url: 'https://93.184.215.10/hooks',
      events: ['issue.*', 'activity.status_changed'],
      description: 'CI',
      active: true,
      disabledReason: null,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/),
    });
    expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    const { secret: _secret, ...shown } = created;
    expect((await admin.get(`/v1/webhooks/${created.id}`)).body).toEqual(shown);
    expect((await admin.get('/v1/webhooks')).body).toContainEqual(shown);
    expect(JSON.stringify((await admin.get('/v1/webhooks')).body)).not.toContain(created.secret);
  });

  it('changes only what a PUT sends, and deletes', async () => {
    const created = (await createWithAddress('https://93.184.215.11/a')).body;
    const changed = await admin.put(`/v1/webhooks/${created.id}`, { events: ['activity.*'], active: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      url: 'https://93.184.215.11/a',
      events: ['activity.*'],
      description: null,
      active: false,
    });
    expect((await admin.put(`/v1/webhooks/${created.id}`, { description: 'Chat' })).body).toMatchObject({
      description: 'Chat',
      events: ['activity.*'],
      active: false,
    });
    expect((await admin.delete(`/v1/webhooks/${created.id}`)).status).toBe(204);
    const gone = await admin.get(`/v1/webhooks/${created.id}`);
    expect([gone.status, gone.body.message]).toEqual([404, `Webhook with id ${created.id} was not found.`]);
    expect((await admin.put(`/v1/webhooks/${created.id}`, { active: true })).status).toBe(404);
    expect((await admin.delete(`/v1/webhooks/${created.id}`)).status).toBe(404);
    expect((await admin.post(`/v1/webhooks/${created.id}/ping`)).status).toBe(404);
    expect((await admin.get(`/v1/webhooks/${created.id}/deliveries`)).status).toBe(404);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const before = await service.snapshot(admin.tenantId);
    const cases: [unknown, string][] = [
      [hook({ url: 'ftp://93.184.215.12/x' }), "Field 'url' must be an http or https URL."],
      [hook({ url: 'not a url' }), "Field 'url' must be an http or https URL."],
      [hook({ events: [] }), "Field 'events' must not be empty."],
      [
        hook({ events: ['issue.*', 'issue.closed'] }),
        "Field 'events[1]' must be an event type (issue.updated), a prefix pattern (issue.*) or *.",
      ],
      [
        hook({ events: ['iss*'] }),
        "Field 'events[0]' must be an event type (issue.updated), a prefix pattern (issue.*) or *.",
      ],
      [{ events: ['issue.*'] }, "Field 'url' is required."],
      [{ url: 'https://93.184.215.12/x' }, "Field 'events' is required."],
      [hook({ active: 'yes' }), "Field 'active' must be true or false."],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('/v1/webhooks', body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status: 400, message });
    }
    const created = (await createWithAddress('https://93.184.215.13/x')).body;
    const afterCreate = await service.snapshot(admin.tenantId);
    const update = await admin.put(`/v1/webhooks/${created.id}`, { url: 'mailto:someone@example.com' });
    expect([update.status, update.body.message]).toEqual([400, "Field 'url' must be an http or https URL."]);
    expect((await admin.put(`/v1/webhooks/${created.id}`, { events: [] })).status).toBe(400);
    expect(await service.snapshot(admin.tenantId)).toBe(afterCreate);
    expect(afterCreate).not.toBe(before);
  });

  it('refuses targets on loopback, private, link-local and multicast addresses, also carried in IPv6 (D13)', async () => {
    const refused: [string, RegExp | string][] = [
      ['http://127.0.0.1:8080/hook', '127.0.0.1 is in the loopback range'],
      ['http://localhost:8080/hook', /^localhost is (127\.0\.0\.1|::1), in the loopback range$/],
      ['http://10.1.2.3/hook', '10.1.2.3 is in the private range'],
      ['http://192.168.1.20/hook', '192.168.1.20 is in the private range'],
      ['http://169.254.169.254/latest', '169.254.169.254 is in the link local range'],
      ['http://224.0.0.1/hook', '224.0.0.1 is in the multicast range'],
      ['http://[::1]/hook', '::1 is in the loopback range'],
      ['http://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1 is 127.0.0.1, in the loopback range'],
      ['http://0.0.0.0/hook', '0.0.0.0 is in the unspecified range'],
      ['http://100.64.0.1/hook', '100.64.0.1 is in the carrier grade nat range'],
      // An IPv4 address inside an IPv6 one is judged as that IPv4 address.
      ['http://[::127.0.0.1]/', '::7f00:1 is 127.0.0.1, in the loopback range'],
      ['http://[::10.0.0.1]/', '::a00:1 is 10.0.0.1, in the private range'],
      ['http://[::169.254.169.254]/', '::a9fe:a9fe is 169.254.169.254, in the link local range'],
      ['http://[::ffff:0:10.0.0.1]/', '::ffff:0:a00:1 is 10.0.0.1, in the private range'],
      ['http://[64:ff9b::169.254.169.254]/', '64:ff9b::a9fe:a9fe is 169.254.169.254, in the link local range'],
      ['http://[2002:a00:1::1]/', '2002:a00:1::1 is 10.0.0.1, in the private range'],
      [
        'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
        '2001:0:4136:e378:8000:63bf:80ff:fffe is 127.0.0.1, in the loopback range',
      ],
      // Outside 2000::/3 and the prefixes above: not a global unicast address.
      ['http://[64:ff9b:1::a00:1]/', '64:ff9b:1::a00:1 is in the rfc6052 range'],
      ['http://[fd00::1]/', 'fd00::1 is in the unique local range'],
      ['http://[::]/', ':: is in the unspecified range'],
      ['http://[3fff::1]/', '3fff::1 is in the reserved range'],
      ['http://[4000::1]/', '4000::1 is in the unassigned range'],
    ];
    const prefix = "Field 'url' must not point to a private or local network (";
    for (const [url, reason] of refused) {
      const response = await createWithAddress(url);
      expect({ url, status: response.status }).toEqual({ url, status: 400 });
      const message = String(response.body.message);
      expect({ url, start: message.startsWith(prefix), end: message.endsWith(').') }).toEqual({
        url,
        start: true,
        end: true,
      });
      expect({ url, reason: message.slice(prefix.length, -2) }).toEqual({
        url,
        reason: typeof reason === 'string' ? reason : expect.stringMatching(reason),
      });
    }
    // A public IPv4 address stays public when an IPv6 prefix carries it.
    for (const url of [
      'http://[64:ff9b::93.184.215.14]/',
      'http://[2002:5db8:d70e::1]/',
      'http://[2606:4700::1111]/',
    ]) {
      expect({ url, status: (await createWithAddress(url)).status }).toEqual({ url, status: 201 });
    }
    const created = (await createWithAddress('https://93.184.215.14/x')).body;
    const moved = await admin.put(`/v1/webhooks/${created.id}`, { url: 'http://10.0.0.5/hook' });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(
      "Field 'url' must not point to a private or local network (10.0.0.5 is in the private range).",
    );
  });

  it('accepts private targets when WEBHOOK_ALLOW_PRIVATE_TARGETS=true', async () => {
    const open = await TestService.start({ events: { webhookAllowPrivateTargets: true } });
    try {
      const tenant = await open.newTenant();
      expect((await tenant.post('/v1/webhooks', hook({ url: 'http://127.0.0.1:9/hook' }))).status).toBe(201);
      expect((await tenant.post('/v1/webhooks', hook({ url: 'ftp://127.0.0.1/hook' }))).status).toBe(400);
    } finally {
      await open.close();
    }
  });

  it('is for admins only', async () => {
    const manager = await admin.withNewUser('manager');
    const created = (await createWithAddress('https://93.184.215.15/x')).body;
    const attempts = [
      manager.post('/v1/webhooks', hook()),
      manager.get('/v1/webhooks'),
      manager.get(`/v1/webhooks/${created.id}`),
      manager.put(`/v1/webhooks/${created.id}`, { active: false }),
      manager.delete(`/v1/webhooks/${created.id}`),
      manager.post(`/v1/webhooks/${created.id}/ping`),
      manager.get(`/v1/webhooks/${created.id}/deliveries`),
      manager.post(`/v1/webhooks/${created.id}/deliveries/1/redeliver`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(406);
  });

  it('keeps each tenant’s hooks to itself', async () => {
    const created = (await createWithAddress('https://93.184.215.16/x')).body;
    const other = await service.newTenant();
    expect((await other.get(`/v1/webhooks/${created.id}`)).status).toBe(404);
    expect((await other.get('/v1/webhooks')).body).toEqual([]);
    const message = `Webhook with id ${created.id} was not found.`;
    for (const response of [
      await other.put(`/v1/webhooks/${created.id}`, { active: false }),
      await other.post(`/v1/webhooks/${created.id}/ping`),
      await other.get(`/v1/webhooks/${created.id}/deliveries`),
      await other.post(`/v1/webhooks/${created.id}/deliveries/1/redeliver`),
      await other.delete(`/v1/webhooks/${created.id}`),
    ]) {
      expect([response.status, response.body.message]).toEqual([404, message]);
    }
    expect((await admin.get(`/v1/webhooks/${created.id}`)).body).toMatchObject({ id: created.id, active: true });
  });
});

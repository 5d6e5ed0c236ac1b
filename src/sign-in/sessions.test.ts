import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { type TenantClient, type TestResponse, TestService } from '../testing/harness.js';
import { SignInService } from './service.js';

const PUBLIC_URL = 'https://tracker.example.com';

/** Browser sessions and one-time sign-in links (D16), through HTTP as a browser sends it. */
describe('sign-in links and browser sessions', () => {
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start({ publicUrl: PUBLIC_URL });
    admin = await service.newTenant();
  });
  after(() => service.close());

  /** Opens a session with a new link for `userId`: the Set-Cookie header and the cookie to send back. */
  const signIn = async (userId: number, userAgent = 'Test browser') => {
    const link = await SignInService.link(service.db, admin.tenantId, userId);
    const response = await service.request({ method: 'GET', url: link!.path, headers: { 'user-agent': userAgent } });
    expect([response.status, response.headers.location]).toEqual([302, `/app/${admin.tenantId}/`]);
    const setCookie = String(response.headers['set-cookie']);
    return { setCookie, cookie: setCookie.split(';')[0]!, path: link!.path };
  };

  const withSession = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    extra: Record<string, string> = {},
    body?: unknown,
  ): Promise<TestResponse> =>
    service.request({ method, url, headers: { cookie, 'x-tenantid': admin.tenantId, ...extra }, body });

  it('opens a session with a one-time link: a __Host- cookie, HttpOnly, SameSite=Lax, Secure; the link works once', async () => {
    const member = await admin.withNewUser('member', { firstname: 'Mia' });
    const { setCookie, cookie, path } = await signIn(member.userId);
    expect(setCookie).toMatch(
      /^__Host-tracker_session=[a-z0-9-]+\.[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const me = await withSession(cookie, 'GET', '/v1/me');
    expect([me.status, me.body.id, me.body.role]).toEqual([200, member.userId, 'member']);
    const again = await service.request({ method: 'GET', url: path });
    expect(again.status).toBe(404);
    expect(again.headers['content-type']).toMatch(/^text\/html/);
    expect(again.text).toContain('unknown, was used already, or has expired');
    for (const url of [
      `/auth/${admin.tenantId}/link/${'A'.repeat(43)}`,
      `/auth/NOT_A_TENANT/link/${'A'.repeat(43)}`,
      `/auth/${admin.tenantId}/link/short`,
    ]) {
      expect((await service.request({ method: 'GET', url })).status).toBe(404);
    }
  });

  it('makes a one-time link for a user from the API while the service runs: admins only (D16, wave 4)', async () => {
    const member = await admin.withNewUser('member', { firstname: 'Lina' });
    const made = await admin.post(`/v1/users/${member.userId}/sign-in-link`, {});
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(new RegExp(`^${PUBLIC_URL}/auth/${admin.tenantId}/link/[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(made.body.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    const path = new URL(made.body.url).pathname;
    const opened = await service.request({ method: 'GET', url: path });
    expect(opened.status).toBe(302);
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    expect((await withSession(cookie, 'GET', '/v1/me')).body.id).toBe(member.userId);
    expect((await service.request({ method: 'GET', url: path })).status).toBe(404);
    expect((await admin.post(`/v1/users/${member.userId}/sign-in-link`)).status).toBe(201);

    expect((await member.post(`/v1/users/${admin.userId}/sign-in-link`, {})).status).toBe(406);
    const unknown = await admin.post('/v1/users/999999/sign-in-link', {});
    expect([unknown.status, unknown.body.message]).toEqual([404, 'User with id 999999 was not found.']);
    const before = await service.snapshot(admin.tenantId);
    const unsent = await admin.post(`/v1/users/${member.userId}/sign-in-link`, { send: true });
    expect([unsent.status, unsent.body.message]).toEqual([
      400,
      "Field 'send': no mail server is set up (SMTP_URL), so the link cannot be mailed; share its url.",
    ]);
    expect(await service.snapshot(admin.tenantId)).toBe(before);
  });

  it('says whether a tenant signs in with a provider, the same for one that does not exist (D16, wave 4)', async () => {
    const ask = async (tenant: string) =>
      (await service.request({ method: 'GET', url: `/auth/${tenant}/providers` })).body;
    expect(await ask(admin.tenantId)).toEqual({ oidc: false });
    expect(await ask('no-such-tenant')).toEqual({ oidc: false });
    expect(await ask('NOT_A_TENANT')).toEqual({ oidc: false });
  });

  it('refuses an expired link', async () => {
    const link = await SignInService.link(service.db, admin.tenantId, admin.userId);
    await service.db.write(admin.tenantId, (sql) =>
      sql.query("UPDATE sign_in_links SET expires_at = now() - interval '1 second' WHERE tenant_id = $1", [
        admin.tenantId,
      ]),
    );
    expect((await service.request({ method: 'GET', url: link!.path })).status).toBe(404);
  });

  it('needs X-tenantID naming the session tenant, and the own origin for writes', async () => {
    const { cookie } = await signIn(admin.userId);
    const missing = await service.request({ method: 'GET', url: '/v1/me', headers: { cookie } });
    expect([missing.status, missing.body.message]).toEqual([400, "Header 'X-tenantID' is required."]);
    const other = await service.request({ method: 'GET', url: '/v1/me', headers: { cookie, 'x-tenantid': 'another' } });
    expect([other.status, other.body.message]).toEqual([
      401,
      'The session is not valid for this tenant: sign in again.',
    ]);
    const forged = await withSession(`__Host-tracker_session=${admin.tenantId}.${'B'.repeat(43)}`, 'GET', '/v1/me');
    expect(forged.status).toBe(401);

    const write = (origin?: string) =>
      withSession(cookie, 'POST', '/v1/projects', origin ? { origin } : {}, { name: `From ${origin ?? 'nowhere'}` });
    for (const origin of [undefined, 'https://evil.example', 'http://tracker.example.com']) {
      const refused = await write(origin);
      expect([refused.status, refused.body.error, refused.body.message]).toEqual([
        403,
        'Forbidden',
        `Header 'Origin' must be ${PUBLIC_URL} for a change made with a session.`,
      ]);
    }
    expect((await write(PUBLIC_URL)).status).toBe(201);
    // A bearer token is not a session: no Origin is needed.
    expect((await admin.post('/v1/projects', { name: 'With a token' })).status).toBe(201);
  });

  it('lists the caller sessions with the current one, ends another, and logs out', async () => {
    const member = await admin.withNewUser('member', { firstname: 'Max' });
    const laptop = await signIn(member.userId, 'Laptop');
    const phone = await signIn(member.userId, 'Phone');
    const listed = await withSession(laptop.cookie, 'GET', '/v1/me/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.map((s: any) => [s.userAgent, s.current])).toEqual([
      ['Laptop', true],
      ['Phone', false],
    ]);
    expect(listed.body[0].createdAt).toMatch(/Z$/);
    const phoneId = listed.body[1].id;
    // Someone else's session is not found.
    expect((await admin.delete(`/v1/me/sessions/${phoneId}`)).status).toBe(404);
    const ended = await withSession(laptop.cookie, 'DELETE', `/v1/me/sessions/${phoneId}`, { origin: PUBLIC_URL });
    expect(ended.status).toBe(204);
    expect((await withSession(phone.cookie, 'GET', '/v1/me')).status).toBe(401);

    const logout = await service.request({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: laptop.cookie, origin: PUBLIC_URL },
    });
    expect(logout.status).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/^__Host-tracker_session=; Max-Age=0; Path=\/;/);
    expect((await withSession(laptop.cookie, 'GET', '/v1/me')).status).toBe(401);
    expect(
      (await service.request({ method: 'POST', url: '/auth/logout', headers: { origin: PUBLIC_URL } })).status,
    ).toBe(204);
  });

  it("ends a session only from the service's own origin, like every change made with a session (D16)", async () => {
    const member = await admin.withNewUser('member', { firstname: 'Ola' });
    const { cookie } = await signIn(member.userId);
    for (const origin of ['https://tracker.example.com:8443', 'https://evil.example', undefined]) {
      const refused = await service.request({
        method: 'POST',
        url: '/auth/logout',
        headers: { cookie, ...(origin ? { origin } : {}) },
      });
      expect([refused.status, refused.body.message]).toEqual([
        403,
        `Header 'Origin' must be ${PUBLIC_URL} for a change made with a session.`,
      ]);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    expect((await withSession(cookie, 'GET', '/v1/me')).status).toBe(200);
  });

  it('ends a session unused for 12 hours, or 7 days after it began, whatever the use', async () => {
    const member = await admin.withNewUser('member', { firstname: 'Ida' });
    const idle = await signIn(member.userId, 'Idle');
    const old = await signIn(member.userId, 'Old');
    const backdate = (userAgent: string, set: string) =>
      service.db.write(admin.tenantId, (sql) =>
        sql.query(`UPDATE sessions SET ${set} WHERE tenant_id = $1 AND user_agent = $2`, [admin.tenantId, userAgent]),
      );
    await backdate('Idle', "last_seen_at = now() - interval '12 hours 1 minute'");
    // Used a minute ago, but begun more than 7 days ago.
    await backdate('Old', "created_at = now() - interval '8 days', expires_at = now() - interval '1 day'");
    service.app.credentials.clear();
    for (const { cookie } of [idle, old]) expect((await withSession(cookie, 'GET', '/v1/me')).status).toBe(401);
    const fresh = await signIn(member.userId, 'Fresh');
    const listed = await withSession(fresh.cookie, 'GET', '/v1/me/sessions');
    expect(listed.body.map((s: any) => s.userAgent)).toEqual(['Fresh']);
  });

  it('lists at most the 100 newest sessions, however many a user opens', async () => {
    const member = await admin.withNewUser('member', { firstname: 'Many' });
    await service.db.write(admin.tenantId, (sql) =>
      sql.query(
        `INSERT INTO sessions (tenant_id, user_id, secret_hash, user_agent)
         SELECT $1, $2::int, sha256(n::text::bytea), 'Stored ' || n FROM generate_series(1, 500) n`,
        [admin.tenantId, member.userId],
      ),
    );
    const { cookie } = await signIn(member.userId, 'Newest');
    const listed = await withSession(cookie, 'GET', '/v1/me/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(100);
    expect(listed.body.at(-1)).toMatchObject({ userAgent: 'Newest', current: true });
    expect(listed.body[0].userAgent).toBe('Stored 402');
  });

  it('keeps the first 500 characters of a browser name, however long the header', async () => {
    const member = await admin.withNewUser('member', { firstname: 'Long' });
    // Near the most a request's headers may hold (16 KB), in characters a header may carry.
    const userAgent = `Mozilla/5.0 ${'(ÿ; <b>&"\'x) '.repeat(1_200)}`;
    expect(userAgent.length).toBeGreaterThan(15_000);
    const { cookie } = await signIn(member.userId, userAgent);
    const listed = await withSession(cookie, 'GET', '/v1/me/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.map((s: any) => s.userAgent)).toEqual([userAgent.slice(0, 500)]);
  });

  it('names the cookie tracker_session, without Secure, when PUBLIC_URL is http or unset', async () => {
    const plain = await TestService.start();
    try {
      const tenant = await plain.newTenant();
      const link = await SignInService.link(plain.db, tenant.tenantId, tenant.userId);
      const opened = await plain.request({ method: 'GET', url: link!.path });
      const setCookie = String(opened.headers['set-cookie']);
      expect(setCookie).toMatch(
        /^tracker_session=[a-z0-9-]+\.[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      // Without PUBLIC_URL there is no origin to hold writes to; the tenant check stays.
      const cookie = setCookie.split(';')[0]!;
      const write = await plain.request({
        method: 'POST',
        url: '/v1/projects',
        headers: { cookie, 'x-tenantid': tenant.tenantId, origin: 'https://elsewhere.example' },
        body: { name: 'Laptop' },
      });
      expect(write.status).toBe(201);
    } finally {
      await plain.close();
    }
  });

  it('ends the sessions of a deleted user', async () => {
    const member = await admin.withNewUser('member', { firstname: 'Del' });
    const { cookie } = await signIn(member.userId);
    expect((await withSession(cookie, 'GET', '/v1/me')).status).toBe(200);
    expect((await admin.delete(`/v1/users/${member.userId}`)).status).toBe(200);
    expect((await withSession(cookie, 'GET', '/v1/me')).status).toBe(401);
    expect(await SignInService.link(service.db, admin.tenantId, member.userId)).toBeNull();
  });
});

describe('sign-out without PUBLIC_URL', () => {
  it('refuses a page on another port of the same host, and takes one from the address the service answers at', async () => {
    const service = await TestService.start();
    try {
      const admin = await service.newTenant();
      const link = await SignInService.link(service.db, admin.tenantId, admin.userId);
      const opened = await service.request({ method: 'GET', url: link!.path, headers: { host: 'tracker.test:8080' } });
      const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
      const logout = (origin: string) =>
        service.request({
          method: 'POST',
          url: '/auth/logout',
          headers: { cookie, origin, host: 'tracker.test:8080' },
        });
      const me = () =>
        service.request({ method: 'GET', url: '/v1/me', headers: { cookie, 'x-tenantid': admin.tenantId } });
      const refused = await logout('http://tracker.test:3000');
      expect([refused.status, refused.body.message]).toEqual([
        403,
        "Header 'Origin' must be http://tracker.test:8080 for a change made with a session.",
      ]);
      expect((await me()).status).toBe(200);
      expect((await logout('http://tracker.test:8080')).status).toBe(204);
      expect((await me()).status).toBe(401);
    } finally {
      await service.close();
    }
  });
});

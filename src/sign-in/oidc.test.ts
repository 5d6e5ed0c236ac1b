import { Writable } from 'node:stream';
import { expect } from 'expect';
import { escape } from 'html-escaper';
import { after, before, beforeEach, describe, it } from 'node:test';
import { freePort } from '../testing/process.js';
import { type AccountClaims, CLIENT_ID, CLIENT_SECRET, TestOidcProvider } from '../testing/oidc-provider.js';
import { type TenantClient, type TestResponse, TestService } from '../testing/harness.js';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadServiceKey } from '../platform/db/service-keys.js';

const PUBLIC_URL = 'http://tracker.test';

/** Everything the service logs, as text. */
class LogCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

/** Sign-in with an OpenID Connect provider (D16), against a real provider (oidc-provider) in this process. */
describe('sign-in with an OpenID Connect provider', () => {
  const log = new LogCapture();
  let service: TestService;
  let provider: TestOidcProvider;
  let admin: TenantClient;
  let domain: string;

  before(async () => {
    service = await TestService.start({ publicUrl: PUBLIC_URL, logger: { level: 'info', stream: log } });
    admin = await service.newTenant();
    domain = `${admin.tenantId}.example`;
    provider = await TestOidcProvider.start([`${PUBLIC_URL}/auth/${admin.tenantId}/callback`]);
  });
  after(async () => {
    await provider.stop();
    await service.close();
  });

  const settings = (extra: Record<string, unknown> = {}) => ({
    issuer: provider.issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    allowedDomains: [domain],
    createUsers: true,
    defaultRole: 'member',
    ...extra,
  });
  beforeEach(async () => {
    const saved = await admin.put('/v1/sign-in/oidc', settings());
    expect(saved.status).toBe(200);
  });

  const cookieOf = (response: TestResponse, name: string) =>
    [response.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((line) => line.startsWith(`${name}=`))
      ?.split(';', 1)[0];

  /** The redirect to the provider, and the cookie that keeps its `state` in this browser. */
  const begin = async (query = '') => {
    const response = await service.request({ method: 'GET', url: `/auth/${admin.tenantId}/login${query}` });
    expect([response.status, response.text]).toEqual([302, '']);
    return { location: String(response.headers.location), cookie: cookieOf(response, 'tracker_sign_in')! };
  };
  /** The provider's answer, brought back to the service by the browser. */
  const finish = (answer: URL, cookie: string | undefined) =>
    service.request({
      method: 'GET',
      url: `${answer.pathname}${answer.search}`,
      headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'Test browser' },
    });
  const signInAs = async (login: string, claims: AccountClaims, query = '') => {
    provider.accounts.set(login, claims);
    const attempt = await begin(query);
    const answer = await provider.signIn(attempt.location, login);
    return { attempt, answer, response: await finish(answer, attempt.cookie) };
  };
  const me = (response: TestResponse) =>
    service.request({
      method: 'GET',
      url: '/v1/me',
      headers: { cookie: cookieOf(response, 'tracker_session')!, 'x-tenantid': admin.tenantId },
    });
  const expectPage = (response: TestResponse, status: number, text: string) => {
    expect([response.status, response.headers['content-type']]).toEqual([status, 'text/html; charset=utf-8']);
    expect(response.text).toContain(escape(text));
    expect(cookieOf(response, 'tracker_session')).toBeUndefined();
  };

  describe('settings', () => {
    it('are set, read and removed by an admin; the secret is never shown', async () => {
      const body = settings({ allowedDomains: ['ACME.example', 'acme.example', domain] });
      const saved = await admin.put('/v1/sign-in/oidc', body);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        issuer: provider.issuer,
        clientId: CLIENT_ID,
        allowedDomains: ['acme.example', domain],
        createUsers: true,
        defaultRole: 'member',
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        callbackUrl: `${PUBLIC_URL}/auth/${admin.tenantId}/callback`,
      });
      const read = await admin.get('/v1/sign-in/oidc');
      expect([read.status, read.body]).toEqual([200, saved.body]);
      expect(read.text).not.toContain(CLIENT_SECRET);

      const member = await admin.withNewUser('member');
      expect((await member.get('/v1/sign-in/oidc')).status).toBe(406);
      expect((await member.put('/v1/sign-in/oidc', body)).status).toBe(406);

      expect((await admin.delete('/v1/sign-in/oidc')).status).toBe(204);
      const gone = await admin.get('/v1/sign-in/oidc');
      expect([gone.status, gone.body.message]).toEqual([404, 'No OpenID Connect provider is set up for this tenant.']);
      expect((await admin.delete('/v1/sign-in/oidc')).status).toBe(404);
      expectPage(
        await service.request({ method: 'GET', url: `/auth/${admin.tenantId}/login` }),
        404,
        'No OpenID Connect provider is set up for this tenant.',
      );
    });

    it('keep the longest an admin may send: a 2,048-character issuer and secret, 100 domains of 253', async () => {
      const label = (n: number) => `${String(n).padStart(3, '0')}${'d'.repeat(60)}`;
      const longDomain = (n: number) => `${label(n)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(61)}`;
      const issuer = `https://login.acme.example/${'r'.repeat(2048 - 'https://login.acme.example/'.length)}`;
      const body = settings({
        issuer,
        clientId: 'c'.repeat(255),
        clientSecret: 's'.repeat(2048),
        allowedDomains: Array.from({ length: 100 }, (_, n) => longDomain(n)),
      });
      expect([issuer.length, longDomain(99).length]).toEqual([2048, 253]);
      const saved = await admin.put('/v1/sign-in/oidc', body);
      expect(saved.status).toBe(200);
      const read = await admin.get('/v1/sign-in/oidc');
      expect(read.status).toBe(200);
      expect([read.body.issuer, read.body.clientId, read.body.allowedDomains]).toEqual([
        issuer,
        body.clientId,
        body.allowedDomains,
      ]);
      expect(read.text).not.toContain(body.clientSecret);
      const tooMany = await admin.put('/v1/sign-in/oidc', {
        ...body,
        allowedDomains: [...body.allowedDomains, domain],
      });
      expect([tooMany.status, tooMany.body.message]).toEqual([
        400,
        "Field 'allowedDomains' must have at most 100 items.",
      ]);
      expect((await admin.get('/v1/sign-in/oidc')).body.allowedDomains).toEqual(body.allowedDomains);
    });

    it('refuse an http issuer off the loopback, a bad domain, and a missing secret', async () => {
      for (const [body, message] of [
        [
          settings({ issuer: 'http://login.acme.example' }),
          "Field 'issuer' must be an https URL (http only for a provider on this machine's loopback).",
        ],
        [settings({ issuer: 'not a url' }), "Field 'issuer' must be a URL."],
        [settings({ allowedDomains: ['acme'] }), 'allowedDomains'],
        [settings({ defaultRole: 'admin' }), 'defaultRole'],
        [settings({ clientSecret: undefined }), 'clientSecret'],
      ] as const) {
        const response = await admin.put('/v1/sign-in/oidc', body);
        expect([response.status, response.body.message]).toEqual([400, expect.stringContaining(message)]);
      }
      for (const issuer of ['https://login.acme.example/realms/acme', 'http://localhost:8080', 'http://[::1]:8080']) {
        expect((await admin.put('/v1/sign-in/oidc', settings({ issuer }))).status).toBe(200);
      }
    });
  });

  it('tells the sign-in page the tenant has a provider', async () => {
    const providers = await service.request({ method: 'GET', url: `/auth/${admin.tenantId}/providers` });
    expect([providers.status, providers.body]).toEqual([200, { oidc: true }]);
  });

  it('signs in the user whose verified email matches in any case, and returns to returnTo', async () => {
    const known = await admin.withNewUser('manager', { email: `Kim.Known@${domain}` });
    const { response } = await signInAs(
      'kim',
      { email: `kim.known@${domain.toUpperCase()}`, email_verified: true },
      `?returnTo=${encodeURIComponent('/app/x/issues?sort=id#top')}`,
    );
    expect([response.status, response.headers.location]).toEqual([302, '/app/x/issues?sort=id#top']);
    expect(cookieOf(response, 'tracker_session')).toMatch(new RegExp(`^tracker_session=${admin.tenantId}\\.`));
    expect(cookieOf(response, 'tracker_sign_in')).toBe('tracker_sign_in=');
    const who = await me(response);
    expect([who.status, who.body.id, who.body.role]).toEqual([200, known.userId, 'manager']);
  });

  it('creates a user with the default role when allowed, named by given_name/family_name, else name, else the email', async () => {
    await admin.put('/v1/sign-in/oidc', settings({ defaultRole: 'viewer' }));
    const cases: [AccountClaims, string, string][] = [
      [{ given_name: 'Ada', family_name: 'Lovelace', locale: 'de-DE' }, 'Ada', 'Lovelace'],
      [{ name: 'Grace Hopper' }, 'Grace Hopper', ''],
      [{}, 'nameless', ''],
    ];
    for (const [index, [claims, firstname, lastname]] of cases.entries()) {
      const email = index === 2 ? `nameless@${domain}` : `new-${index}@${domain}`;
      const { response } = await signInAs(`new-${index}`, { email, email_verified: true, ...claims });
      expect([response.status, response.headers.location]).toEqual([302, `/app/${admin.tenantId}/`]);
      const who = await me(response);
      expect(who.body).toMatchObject({ firstname, lastname, email, role: 'viewer' });
      if (index === 0) expect(who.body.language).toBe('de');
    }
  });

  it('accepts Entra ID’s xms_edov in place of email_verified', async () => {
    const { response } = await signInAs('entra', { email: `entra@${domain}`, xms_edov: true });
    expect(response.status).toBe(302);
  });

  it('refuses an unverified email, a domain not allowed, and creating when creation is off', async () => {
    const users = async () =>
      (
        await service.db.read(admin.tenantId, (sql) =>
          sql.query('SELECT id FROM users WHERE tenant_id = $1', [admin.tenantId]),
        )
      ).length;
    const before = await users();
    expectPage(
      (await signInAs('unverified', { email: `unverified@${domain}`, email_verified: false })).response,
      403,
      'The identity provider has not verified your email address.',
    );
    expectPage(
      (await signInAs('outsider', { email: 'outsider@elsewhere.example', email_verified: true })).response,
      403,
      'No user of this tenant has the email address outsider@elsewhere.example. Ask an administrator to add you.',
    );
    await admin.put('/v1/sign-in/oidc', settings({ createUsers: false }));
    expectPage(
      (await signInAs('uncreated', { email: `uncreated@${domain}`, email_verified: true })).response,
      403,
      'No user of this tenant has the email address',
    );
    await admin.put('/v1/sign-in/oidc', settings({ allowedDomains: [] }));
    expectPage(
      (await signInAs('no-domains', { email: `no-domains@${domain}`, email_verified: true })).response,
      403,
      'No user of this tenant has the email address',
    );
    expect(await users()).toBe(before);
  });

  it('refuses a wrong or missing state, an answer brought back twice, and a code used again', async () => {
    provider.accounts.set('kim', { email: `state@${domain}`, email_verified: true });
    const NOT_VALID = 'This sign-in is not valid: it expired, was finished already, or began in another browser.';
    // Begun in another browser: the answer comes without this browser's cookie, or with another's.
    const first = await begin();
    const answer = await provider.signIn(first.location, 'kim');
    expectPage(await finish(answer, undefined), 400, NOT_VALID);
    const second = await begin();
    expectPage(await finish(answer, second.cookie), 400, NOT_VALID);
    const tampered = new URL(answer);
    tampered.searchParams.set('state', 'x'.repeat(43));
    expectPage(await finish(tampered, first.cookie), 400, NOT_VALID);

    // The right browser: signed in once. The callback cleared its cookie: the same answer again is
    // refused; and with a copy of the cookie kept, the provider refuses the used code.
    const signedIn = await finish(answer, first.cookie);
    expect(signedIn.status).toBe(302);
    expect(cookieOf(signedIn, 'tracker_sign_in')).toBe('tracker_sign_in=');
    expectPage(await finish(answer, undefined), 400, NOT_VALID);
    expectPage(await finish(answer, first.cookie), 400, 'The identity provider refused this sign-in (invalid_grant).');

    // The code again, under a sign-in begun afresh: the provider refuses it.
    const third = await begin();
    const thirdState = new URL(third.location).searchParams.get('state')!;
    const replayed = new URL(answer);
    replayed.searchParams.set('state', thirdState);
    expectPage(
      await finish(replayed, third.cookie),
      400,
      'The identity provider refused this sign-in (invalid_grant).',
    );
  });

  it('refuses a sign-in whose 10 minutes are up, and a cookie sealed for another tenant or changed', async () => {
    provider.accounts.set('late', { email: `late@${domain}`, email_verified: true });
    const attempt = await begin();
    const answer = await provider.signIn(attempt.location, 'late');
    // The same sign-in, sealed under the service's key as if it had begun 10 minutes and a second ago.
    const key = await loadServiceKey(service.db, 'sign-in');
    const [name, sealed] = attempt.cookie.split('=') as [string, string];
    const { payload } = await jwtDecrypt(sealed, key);
    const reseal = (claims: Record<string, unknown>, expires: number) =>
      new EncryptJWT(claims).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setExpirationTime(expires).encrypt(key);
    const now = Math.floor(Date.now() / 1000);
    expectPage(await finish(answer, `${name}=${await reseal(payload, now - 1)}`), 400, 'This sign-in is not valid');
    const otherTenant = await reseal({ ...payload, tenant: 'another-tenant' }, now + 600);
    expectPage(await finish(answer, `${name}=${otherTenant}`), 400, 'This sign-in is not valid');
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`;
    expectPage(await finish(answer, `${name}=${changed}`), 400, 'This sign-in is not valid');
    // The cookie as it was still works: the refusals spent nothing.
    expect((await finish(answer, attempt.cookie)).status).toBe(302);
  });

  it('shows the provider’s refusal when the person cancels there', async () => {
    provider.accounts.set('quitter', { email: `quitter@${domain}`, email_verified: true });
    const attempt = await begin();
    const answer = await provider.signIn(attempt.location, 'quitter', { abort: true });
    expect(answer.searchParams.get('error')).toBe('access_denied');
    expectPage(await finish(answer, attempt.cookie), 403, 'The identity provider did not sign you in (access_denied).');
  });

  it('refuses a returnTo off this site, and an unknown tenant', async () => {
    for (const returnTo of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      'app',
      'javascript:alert(1)',
      '/app/\n',
      // Paths as written, that resolve to //evil.example/x: another site for a browser (D16, wave 4).
      '/.//evil.example/x',
      '/..//evil.example/x',
      '/%2e//evil.example/x',
      '/a/..//evil.example/x',
      '/app/%2e%2e//evil.example/x',
      `/app/${'é'.repeat(400)}`,
    ]) {
      expectPage(
        await service.request({
          method: 'GET',
          url: `/auth/${admin.tenantId}/login?returnTo=${encodeURIComponent(returnTo)}`,
        }),
        400,
        "Parameter 'returnTo' must be a path of this site, such as /app/.",
      );
    }
    for (const tenant of ['no-such-tenant', 'NOT_A_TENANT']) {
      expectPage(
        await service.request({ method: 'GET', url: `/auth/${tenant}/login` }),
        404,
        'No OpenID Connect provider is set up for this tenant.',
      );
      expectPage(
        await service.request({ method: 'GET', url: `/auth/${tenant}/callback?state=x&code=y` }),
        tenant === 'NOT_A_TENANT' ? 404 : 400,
        tenant === 'NOT_A_TENANT' ? 'No OpenID Connect provider' : 'This sign-in is not valid',
      );
    }
  });

  it('shows a page when the provider is down, before the redirect or on the way back', async () => {
    provider.accounts.set('down', { email: `down@${domain}`, email_verified: true });
    const attempt = await begin();
    const answer = await provider.signIn(attempt.location, 'down');
    await provider.stop();
    try {
      expectPage(await finish(answer, attempt.cookie), 502, 'The identity provider could not be reached');
      const closed = await freePort();
      await admin.put('/v1/sign-in/oidc', settings({ issuer: `http://127.0.0.1:${closed}` }));
      expectPage(
        await service.request({ method: 'GET', url: `/auth/${admin.tenantId}/login` }),
        502,
        'The identity provider could not be reached',
      );
    } finally {
      await provider.resume();
    }
  });

  it('returns to returnTo as the browser resolves it', async () => {
    const { response } = await signInAs(
      'dots',
      { email: `dots@${domain}`, email_verified: true },
      `?returnTo=${encodeURIComponent('/app/./x/../issues?q=1#top')}`,
    );
    expect([response.status, response.headers.location]).toEqual([302, '/app/issues?q=1#top']);
  });

  it('stores nothing for a sign-in under way: 10,050 anonymous starts leave the store as it was and lock nobody out', async () => {
    const before = await service.snapshot(admin.tenantId);
    for (let batch = 0; batch < 201; batch++) {
      const starts = await Promise.all(
        Array.from({ length: 50 }, () => service.request({ method: 'GET', url: `/auth/${admin.tenantId}/login` })),
      );
      expect(starts.every((start) => start.status === 302)).toBe(true);
    }
    expect(await service.snapshot(admin.tenantId)).toBe(before);
    const { response } = await signInAs('after-flood', { email: `flood@${domain}`, email_verified: true });
    expect(response.status).toBe(302);
  });

  it('asks a provider that failed discovery again only after a minute, and logs the failure as one line', async () => {
    let asked = 0;
    const broken = createServer((_request, reply) => {
      asked++;
      reply.writeHead(500).end('down');
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    try {
      await admin.put(
        '/v1/sign-in/oidc',
        settings({ issuer: `http://127.0.0.1:${(broken.address() as AddressInfo).port}/broken` }),
      );
      const logged = log.text.length;
      for (let i = 0; i < 5; i++) {
        expectPage(
          await service.request({ method: 'GET', url: `/auth/${admin.tenantId}/login` }),
          502,
          'The identity provider could not be reached',
        );
      }
      expect(asked).toBe(1);
      const lines = log.text
        .slice(logged)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      expect(lines.filter((line) => String(line.msg).startsWith('OpenID Connect discovery failed'))).toHaveLength(1);
      expect(lines.every((line) => line.level <= 40 && line.err === undefined)).toBe(true);
    } finally {
      broken.close();
    }
  });

  it('logs no code, state, token or cookie', async () => {
    const { answer, attempt, response } = await signInAs('logged', { email: `logged@${domain}`, email_verified: true });
    expect(response.status).toBe(302);
    const secrets = [
      answer.searchParams.get('code')!,
      answer.searchParams.get('state')!,
      attempt.cookie.split('=')[1]!,
      cookieOf(response, 'tracker_session')!.split('.')[1]!,
    ];
    expect(log.text).toContain(`/auth/${admin.tenantId}/callback`);
    for (const secret of secrets) expect(log.text).not.toContain(secret);
  });
});

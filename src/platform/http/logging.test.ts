import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { OPERATOR_TOKEN, TestService, type TenantClient } from '../../testing/harness.js';
import { hashToken } from '../auth/tokens.js';
import { SignInService } from '../../sign-in/service.js';

/** Sends one raw HTTP request (a target in absolute form, say) and resolves when the server closes. */
function rawRequest(port: string, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    socket.on('data', () => undefined);
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

/** Everything the service logs at the most verbose level, as text. */
class LogCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

describe('logs', () => {
  const log = new LogCapture();
  let service: TestService;
  let admin: TenantClient;

  before(async () => {
    service = await TestService.start({
      logger: { level: 'trace', stream: log },
      prepare: (app) => {
        app.get('/test/failure', { schema: { hide: true }, config: { auth: 'public' } }, async (request) => {
          throw new Error(`failed with ${request.headers.authorization === undefined ? 'no' : 'a'} token`);
        });
      },
    });
    admin = await service.newTenant();
  });
  after(() => service.close());

  it("never hold a token, its hash, an Authorization header, a session cookie, a sign-in link's or a calendar feed's secret", async () => {
    const { token } = await admin.create<{ token: string }>('/v1/tokens', { userId: admin.userId });
    const other = await admin.withNewUser('member');
    await admin.get('/v1/users');
    await other.get('/v1/projects/999999');
    await service.request({
      method: 'GET',
      url: '/v1/projects',
      headers: { 'x-tenantid': admin.tenantId, authorization: `Bearer ${token}x` },
    });
    await service.request({ method: 'GET', url: '/test/failure', headers: { authorization: `Bearer ${token}` } });
    // A calendar feed's URL is its secret: read, and revoked then read again (404).
    const feed = await admin.create<{ id: number; url: string }>('/v1/calendar-feeds', {});
    expect((await service.request({ method: 'GET', url: feed.url })).status).toBe(200);
    await admin.delete(`/v1/calendar-feeds/${feed.id}`);
    expect((await service.request({ method: 'GET', url: feed.url })).status).toBe(404);
    const feedSecret = feed.url.slice('/ical/'.length, -'.ics'.length);
    // However the path is spelled (D13): percent-encoded, in other letter cases, with a query, absolute.
    const percentEncoded = `/%69cal/${encodeURIComponent(feedSecret).replace(/\./g, '%2E')}.ics`;
    for (const url of [
      percentEncoded,
      `/%2569cal/${feedSecret}.ics`,
      `/ICAL/${feedSecret}.ics`,
      `/ical/x.ics?s=${feedSecret}`,
    ]) {
      await service.request({ method: 'GET', url });
    }
    const origin = await service.app.listen({ port: 0, host: '127.0.0.1' });
    await rawRequest(
      new URL(origin).port,
      `GET ${origin}/ical/${feedSecret}.ics HTTP/1.1\r\nHost: elsewhere\r\nConnection: close\r\n\r\n`,
    );
    await admin.delete(`/v1/tokens/1`);
    // A one-time sign-in link, used twice (the second answers 404), and the session it opened.
    const link = await SignInService.link(service.db, admin.tenantId, admin.userId);
    const opened = await service.request({ method: 'GET', url: link!.path });
    await service.request({ method: 'GET', url: link!.path });
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    const sessionSecret = cookie.split('.')[1]!;
    await service.request({ method: 'GET', url: '/v1/me', headers: { cookie, 'x-tenantid': admin.tenantId } });
    await service.request({ method: 'POST', url: '/v1/projects', headers: { cookie, 'x-tenantid': admin.tenantId } });
    await service.request({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    const linkSecret = link!.path.split('/').at(-1)!;

    expect(log.text).toContain('request completed');
    expect(log.text).toContain('failed with a token');
    expect(log.text).toContain('/ical/[Redacted]');
    expect(log.text).toContain('/ICAL/[Redacted]');
    expect(log.text).toContain('http://127.0.0.1');
    const random = feedSecret.split('.')[1]!;
    expect(log.text).toContain('/link/[Redacted]');
    for (const secret of [
      OPERATOR_TOKEN,
      admin.token,
      other.token,
      token,
      feedSecret,
      random,
      random.slice(0, 12),
      linkSecret,
      sessionSecret,
    ]) {
      const digest = hashToken(secret);
      for (const form of [secret, digest.toString('hex'), digest.toString('base64'), digest.toString('base64url')]) {
        expect(log.text.includes(form)).toBe(false);
      }
    }
    expect(log.text).not.toMatch(/authorization/i);
    expect(log.text).not.toMatch(/Bearer/);
    expect(log.text).not.toMatch(/tracker_session/);
  });

  it('writes one line per request: client errors at info, failures at error with the failure (issue 40)', async () => {
    const requestIds = { ok: 'line-ok', missing: 'line-missing', failed: 'line-failed' };
    const tenant = await service.newTenant();
    await tenant.request({ method: 'GET', url: '/v1/projects', headers: { 'x-request-id': requestIds.ok } });
    await tenant.request({
      method: 'GET',
      url: '/v1/projects/999999',
      headers: { 'x-request-id': requestIds.missing },
    });
    await service.request({ method: 'GET', url: '/test/failure', headers: { 'x-request-id': requestIds.failed } });
    const lines = log.text
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as {
            reqId?: string;
            level: number;
            msg: string;
            res?: { statusCode: number };
            err?: object;
          },
      );
    const of = (id: string) => lines.filter((line) => line.reqId === id);
    expect(of(requestIds.ok).map((line) => [line.level, line.msg, line.res?.statusCode])).toEqual([
      [30, 'request completed', 200],
    ]);
    expect(of(requestIds.missing).map((line) => [line.level, line.res?.statusCode])).toEqual([[30, 404]]);
    const failed = of(requestIds.failed);
    expect(failed.map((line) => [line.level, line.msg, line.res?.statusCode])).toEqual([[50, 'request failed', 500]]);
    expect(JSON.stringify(failed[0]!.err)).toContain('failed with no token');
  });
});

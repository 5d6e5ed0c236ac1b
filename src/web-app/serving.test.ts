import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { TestService } from '../testing/harness.js';
import { MISSING_ASSET } from './routes.js';

/** How the service serves the web app (D17): its page for every /app/ path, its assets, and no build. */
describe('serving the web app', () => {
  let service: TestService;

  before(async () => {
    service = await TestService.start();
  });
  after(() => service.close());

  const get = (url: string) => service.request({ method: 'GET', url });

  it('answers the same page, never cached and under a policy of its own, for every path under /app/', async () => {
    const pages = await Promise.all(['/app/', '/app/t-acme/issues/12', '/app/t-acme/calendar?month=2026-02'].map(get));
    for (const page of pages) {
      expect([page.status, page.headers['content-type'], page.headers['cache-control']]).toEqual([
        200,
        'text/html; charset=utf-8',
        'no-cache',
      ]);
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.text).toBe(pages[0]!.text);
    }
    expect(pages[0]!.text).toMatch(/<script type="module" crossorigin src="\/app\/assets\/[^"]+\.js"><\/script>/);
  });

  it('serves the assets the page names without credentials, cached for good (their names change with their content)', async () => {
    const page = await get('/app/');
    const [script] = page.text.match(/\/app\/assets\/[^"]+\.js/) ?? [];
    const asset = await get(script!);
    expect([asset.status, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect(asset.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(asset.text.length).toBeGreaterThan(1000);
  });

  it('answers /favicon.ico, where browsers look for a site’s icon, with the app’s icon', async () => {
    const icon = await get('/favicon.ico');
    expect([icon.status, icon.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(icon.text).toMatch(/^<svg /);
    expect((await get('/app/')).text).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.ico" />');
  });

  it('answers an asset that does not exist with the error object, not the page', async () => {
    const missing = await get('/app/assets/no-such-file.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.body).toMatchObject({ status: 404, error: 'Not Found', message: MISSING_ASSET });
  });

  it('answers a page saying how to build the app when it was not built', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'unbuilt-web-app-'));
    const unbuilt = await TestService.start({ webAppRoot: empty });
    try {
      for (const url of ['/app/', '/app/t-acme/issues']) {
        const answer = await unbuilt.request({ method: 'GET', url });
        expect([answer.status, answer.headers['content-type']]).toEqual([503, 'text/html; charset=utf-8']);
        expect(answer.text).toContain('The web app is not built: run npm run build.');
      }
    } finally {
      await unbuilt.close();
      await rm(empty, { recursive: true });
    }
  });
});

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium, skipWithoutChromium } from '../testing/browser.js';
import { TestService } from '../testing/harness.js';
import { PROJECT_ROOT } from '../testing/process.js';

const SCREENSHOT = path.join(PROJECT_ROOT, 'test-output', 'docs.png');

/** GET /docs in a real headless browser: it must load from this server alone, without errors. */
describe('the API reference page', { skip: skipWithoutChromium() }, () => {
  let service: TestService;
  let browser: Browser;
  let base: string;

  before(async () => {
    service = await TestService.start();
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    const address = service.app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await service.close();
  });

  it('loads with no failed request, no console error and nothing from other hosts, and lists the operations', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 2400 } });
    // Swagger UI renders every operation at once: ~9 s on an idle 2-core machine, over 30 s when
    // CI runs four test files at a time. Load may slow the page, never fail it (D13).
    page.setDefaultTimeout(120_000);
    const problems: string[] = [];
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`status ${response.status()}: ${response.url()}`);
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(base) && !request.url().startsWith('data:'))
        problems.push(`foreign: ${request.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

    await page.goto(`${base}/docs`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.opblock-summary-path');
    const operations = await page.$$eval('.opblock-summary', (elements) =>
      elements.map((element) => {
        const method = element.querySelector('.opblock-summary-method')?.textContent?.trim() ?? '';
        const route = element.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
        return `${method} ${route}`;
      }),
    );
    await mkdir(path.dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: false });

    expect(problems).toEqual([]);
    for (const operation of [
      'POST /issues',
      'GET /issues/{id}',
      'PUT /issues/{id}',
      'DELETE /issues/delete/{id}',
      'DELETE /issues/undelete/{id}',
      'PUT /issues/bulk-edit',
      'POST /v1/activity',
      'PUT /v1/activity/{id}',
      'GET /v1/activity/{id}',
      'DELETE /v1/activity/{id}',
      'DELETE /v1/activity/undelete/{id}',
    ]) {
      expect(operations).toContain(operation);
    }
  });
});

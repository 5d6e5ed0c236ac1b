import { mkdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'expect';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { SignInService } from '../sign-in/service.js';
import { launchChromium } from './browser.js';
import { type TenantClient, TestService } from './harness.js';
import { onFreePort, PROJECT_ROOT } from './process.js';

/** Where the screens' screenshots are written, for docs/web-app.md (copied to docs/screenshots/). */
export const SCREENSHOTS = path.join(PROJECT_ROOT, 'test-output', 'screenshots');

/**
 * The service on a port of its own with PUBLIC_URL set to it, and Chromium, for driving the web
 * app as people use it.
 */
export class WebAppRig {
  private constructor(
    readonly service: TestService,
    readonly browser: Browser,
    readonly base: string,
  ) {}

  static async start(): Promise<WebAppRig> {
    const { service, base } = await onFreePort(async (port) => {
      const base = `http://127.0.0.1:${port}`;
      const service = await TestService.start({ publicUrl: base });
      try {
        await service.app.listen({ port, host: '127.0.0.1' });
      } catch (error) {
        await service.close();
        throw error;
      }
      return { service, base };
    });
    return new WebAppRig(service, await launchChromium(), base);
  }

  async close(): Promise<void> {
    await this.browser.close();
    await this.service.close();
  }

  /**
   * A browser of its own (cookies, storage) for `user`, signed in with a one-time link as a person
   * would be: the page shows the app's first screen. Console errors and failed requests are kept
   * in `problems`.
   */
  async signedIn(user: TenantClient, viewport = { width: 1280, height: 900 }) {
    const context = await this.browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    const problems = watch(page);
    const link = await SignInService.link(this.service.db, user.tenantId, user.userId);
    await page.goto(`${this.base}${link!.path}`);
    await page.waitForURL(`${this.base}/app/${user.tenantId}/time-off`);
    return { context, page, problems };
  }

  /** As signedIn, then at the screen `path` of the app (`issues/12`, `timesheet?week=2027-W09`). */
  async signedInAt(user: TenantClient, path: string, viewport?: { width: number; height: number }) {
    const session = await this.signedIn(user, viewport);
    await session.page.goto(`${this.base}/app/${user.tenantId}/${path}`);
    return session;
  }

  /** A browser of its own, signed out. */
  async anonymous(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await this.browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    return { context, page, problems: watch(page) };
  }
}

/** What goes wrong on a page that nobody would see in a test's assertions: console errors, page errors. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A refused API call is shown on the page; Chromium also logs it, which is no fault of the app.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** axe-core on the page as it is now: no serious or critical violation of WCAG 2 A/AA (D17). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const grave = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  expect({ screen, violations: grave }).toEqual({ screen, violations: [] });
}

/** A screenshot of the page for the docs: the whole page, or what the window shows of a long one. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/**
 * Moves the focus with the Tab key alone until `target` has it, as a person without a mouse
 * does; fails after `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Waits until `check` holds (a value the page shows once a write is done and read again), for at most 15 s. */
export async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 15_000; !(await check()); await sleep(100)) {
    if (Date.now() > deadline) throw new Error('Waited 15 s in vain');
  }
}

/**
 * Expects a form field to show `expected`, once the page has rendered what the last step changed:
 * a field follows a click or a key one render later, so reading it at once can see the value before.
 */
export async function expectValue(field: Locator, expected: string): Promise<void> {
  await waitUntil(async () => (await field.inputValue()) === expected).catch(() => undefined);
  expect(await field.inputValue()).toBe(expected);
}

/** Whether the page is no wider than its window: nothing to scroll sideways at a phone's width. */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');
}

/**
 * Holds back the answers to the page's requests to `url` (a glob): each request reaches the service
 * and is answered there, and the page gets the answer only after `release`. `answered` resolves
 * once the service answered the first, so a test can look at the page while a write is done but
 * not yet known to it.
 */
export async function holdAnswers(page: Page, url: string): Promise<{ answered: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (markAnswered = resolve));
  await page.route(url, async (route) => {
    const response = await route.fetch();
    markAnswered();
    await released;
    await route.fulfill({ response });
  });
  return { answered, release };
}

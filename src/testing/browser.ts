import { type Browser, chromium } from 'playwright-core';
import { fileExists, skipUnlessAvailable } from './prerequisites.js';

/** Debian's Chromium (apt-get install chromium): no browser is downloaded. */
export const CHROMIUM = '/usr/bin/chromium';

/** The `skip` of a suite that needs Chromium. */
export const skipWithoutChromium = () =>
  skipUnlessAvailable({ [`${CHROMIUM} (apt-get install chromium)`]: fileExists(CHROMIUM) });

/**
 * Chromium, headless, with nothing of its own going out: on a closed network its background
 * connections fail by the dozen and slow every start.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

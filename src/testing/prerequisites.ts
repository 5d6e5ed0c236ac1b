import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Tests that need more than Node (a browser, PostgreSQL's server programs) run where those exist, so
 * that `npm test` passes on a fresh machine. Elsewhere they are skipped with the reason, unless
 * TEST_REQUIRE_ALL=1 (set by .ci/run): then a missing prerequisite fails the run instead.
 *
 * Returns the `skip` option for describe(): false when everything is there.
 */
export function skipUnlessAvailable(requirements: Record<string, () => boolean>): string | false {
  const missing = Object.entries(requirements)
    .filter(([, available]) => !available())
    .map(([what]) => what);
  if (missing.length === 0) return false;
  const reason = `needs ${missing.join(', ')}`;
  if (process.env.TEST_REQUIRE_ALL === '1') throw new Error(`TEST_REQUIRE_ALL=1, but this test ${reason}`);
  return reason;
}

export const fileExists = (file: string) => () => existsSync(file);

export const userExists = (user: string) => () => {
  try {
    execFileSync('id', ['-u', user], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export const runningAsRoot = () => process.getuid?.() === 0;

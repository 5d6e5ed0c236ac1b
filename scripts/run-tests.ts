/**
 * Runs the test suite with Node's test runner: each test file in its own process, two at a time.
 *
 *   tsx scripts/run-tests.ts [path filter ...]
 *
 * The store is prepared once per run. With TEST_DATABASE_URL the PostgreSQL database is migrated in
 * place and every file uses it (files never collide: each works in tenants of its own), and copied
 * to a template for the tests whose services need a database of their own. Otherwise a
 * migrated embedded store is dumped once and every file starts its own PGlite from that dump, and
 * written once to a folder that tests starting service processes copy.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPGlite } from '../src/platform/db/pglite.js';
import { migrateAsOwner } from '../src/platform/db/postgres.js';

const ROOT = path.resolve(import.meta.dirname, '..');

async function testFiles(filters: string[]): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, 'src'), { recursive: true });
  return entries
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('src', file))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort();
}

async function prepareStore(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await migrateAsOwner(url);
    // Tests that need a database of their own (TestService's privateStore) copy this one.
    const template = `${new URL(url).pathname.slice(1)}_template`;
    const asOwner = async (statement: string) => {
      const owner = new pg.Client({ connectionString: url });
      await owner.connect();
      await owner.query(statement).finally(() => owner.end());
    };
    await asOwner(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(template)} WITH (FORCE)`);
    await asOwner(
      `CREATE DATABASE ${pg.escapeIdentifier(template)} TEMPLATE ${pg.escapeIdentifier(new URL(url).pathname.slice(1))}`,
    );
    return {
      env: { TEST_DATABASE_TEMPLATE: template },
      cleanup: async () => {
        // With the copies a failed test left behind.
        const owner = new pg.Client({ connectionString: url });
        await owner.connect();
        const { rows } = await owner
          .query<{ name: string }>('SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)', [template])
          .finally(() => owner.end());
        for (const { name } of rows) await asOwner(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'tracker-test-'));
  const template = path.join(dir, 'template.tar');
  const { db } = await openPGlite();
  const dump = await db.dump();
  await writeFile(template, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  // The same store in a folder, for the tests that start service processes on a migrated store:
  // creating and migrating one takes seconds a copy does not.
  const templateDir = path.join(dir, 'store');
  await (await openPGlite({ dataDir: templateDir, loadDataDir: dump })).db.close();
  return {
    env: { PGLITE_TEMPLATE: template, PGLITE_TEMPLATE_DIR: templateDir },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Test files run at once: two, one per core of the CI machine; TEST_CONCURRENCY raises it, as CI
 * does for one pass to make the machine busy (D13: timing must decide no test's outcome).
 */
function concurrency(): number {
  const asked = Number(process.env.TEST_CONCURRENCY ?? 2);
  if (!Number.isInteger(asked) || asked < 1) throw new Error('TEST_CONCURRENCY must be a positive whole number');
  return asked;
}

async function main(): Promise<number> {
  const files = await testFiles(process.argv.slice(2));
  if (files.length === 0) throw new Error('no test files match');
  const store = await prepareStore();
  process.stdout.write(`store: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite'}\n`);
  try {
    return await new Promise<number>((resolve) => {
      const runner = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--test',
          `--test-concurrency=${concurrency()}`,
          // A time-out catches a test that hangs; it must not fail one that a busy machine slows
          // down (D13: timing decides no test's outcome): the 100,000-issue plans took over 180 s
          // with three times as many test files as cores.
          '--test-timeout=600000',
          '--test-force-exit',
          '--test-reporter=spec',
          ...files,
        ],
        { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...store.env } },
      );
      runner.on('exit', (code) => resolve(code ?? 1));
    });
  } finally {
    await store.cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  },
);

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { freePort, copyOfMigratedStore, PROJECT_ROOT, ProjectProcess } from '../testing/process.js';
import { matches, runSteps, type StepResult, stepsOf } from '../testing/walk-through.js';

const TOKEN = /trk_[A-Za-z0-9_-]{43}/;
const PACKAGE = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};

/**
 * What the reader's shell has: `npm start` and `npm run [-s] cli -- ...` as the project defines them
 * (here run from the sources, each in its own store folder and on a free port), the token that
 * `npm start` printed in place of `trk_...`, the service's address in place of port 8080, and a free
 * port in place of the mail catcher's 2525.
 */
function prelude(port: number, dataDir: string, log: string): string {
  return `
export PORT=${port} DATA_DIR='${dataDir}'
npm() {
  case "$1" in
    start) exec '${process.execPath}' --import tsx src/main.ts > '${log}' 2>&1 ;;
    run) shift
      # As npm does: without -s its banner goes to stdout, before what the script prints.
      if [ "$1" = -s ] || [ "$1" = --silent ]; then shift; else printf '\n> ${PACKAGE.name}@${PACKAGE.version} %s\n> %s\n\n' "$1" "$*"; fi
      case "$1" in
        mail-catcher) shift; [ "$1" = -- ] && shift; exec '${process.execPath}' --import tsx scripts/mail-catcher.ts "$@" ;;
        *) [ "$1" = cli ] && shift; [ "$1" = -- ] && shift; '${process.execPath}' --import tsx src/cli.ts "$@" ;;
      esac ;;
    *) echo "npm $* is not part of the walk-throughs" >&2; return 1 ;;
  esac
}
printed_token() { until grep -oE '${TOKEN.source}' '${log}' 2>/dev/null | head -n 1 | grep .; do sleep 0.2; done; }
`;
}

/** The steps of `file`, with the reader's own values in place of the placeholders. */
async function readerSteps(file: string, sections: (heading: string) => boolean, port: number) {
  // The mail catcher's port too: two test runs at once must not share it.
  const mailPort = await freePort();
  return (await stepsOf(file, sections)).map((step) => ({
    ...step,
    code: step.code
      .replaceAll('127.0.0.1:8080', `127.0.0.1:${port}`)
      .replaceAll('trk_...', '$(printed_token)')
      .replaceAll('npm run mail-catcher', `npm run mail-catcher -- --port ${mailPort}`)
      .replaceAll('127.0.0.1:2525', `127.0.0.1:${mailPort}`),
  }));
}

/** The steps whose output differs from what the text says. */
const wrong = (results: StepResult[]) =>
  results.filter(
    ({ expected, printed }) =>
      expected.length > 0 &&
      (expected.length !== printed.length || expected.some((line, n) => !matches(line, printed[n]!))),
  );

/**
 * Issue 40: every curl of the README's tour and of the walk-throughs of docs/api.md,
 * docs/notifications.md, docs/leave.md and docs/time.md, run against a fresh service as a reader would paste them, prints what the
 * text says it prints.
 */
describe('the walk-throughs of the docs', () => {
  let dir: string;
  const services: ProjectProcess[] = [];

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tracker-walk-'));
  });
  after(async () => {
    for (const service of services) service.child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  it("the README's tour, against the demo tenant of a first start", async () => {
    const port = await freePort();
    const log = path.join(dir, 'readme.log');
    const dataDir = await copyOfMigratedStore(path.join(dir, 'readme'));
    const service = new ProjectProcess('src/main.ts', [], { PORT: String(port), DATA_DIR: dataDir });
    services.push(service);
    await service.until(() => TOKEN.test(service.stdout));
    const steps = await readerSteps('README.md', (heading) => heading === 'A short tour with curl', port);
    expect(steps.length).toBeGreaterThan(5);
    const results = await runSteps(
      steps,
      `${prelude(port, path.join(dir, 'unused'), log)}\nprinted_token() { echo '${TOKEN.exec(service.stdout)![0]}'; }`,
      {},
    );
    expect(JSON.stringify(wrong(results), null, 1)).toBe('[]');
  });

  // Each of these starts its own service on a new store, as its first lines tell the reader to.
  for (const [file, what] of [
    ['docs/notifications.md', "with the project's mail catcher"],
    ['docs/leave.md', 'against the demo tenant of a first start'],
    ['docs/time.md', 'against the demo tenant of a first start'],
  ] as const) {
    it(`${file}'s walk-through, ${what}`, async () => {
      const port = await freePort();
      const log = path.join(dir, `${path.basename(file, '.md')}.log`);
      const steps = await readerSteps(file, (heading) => heading.startsWith('Walk-through'), port);
      expect(steps.length).toBeGreaterThan(5);
      const results = await runSteps(steps, prelude(port, path.join(dir, 'unused'), log), {});
      expect(JSON.stringify(wrong(results), null, 1)).toBe('[]');
    });
  }

  it("docs/api.md's walk-throughs, from the start of a new deployment", async () => {
    const port = await freePort();
    const log = path.join(dir, 'api.log');
    const steps = await readerSteps('docs/api.md', (heading) => heading.startsWith('Walk-through'), port);
    expect(steps.length).toBeGreaterThan(10);
    const results = await runSteps(steps, prelude(port, await copyOfMigratedStore(path.join(dir, 'api')), log), {});
    expect(JSON.stringify(wrong(results), null, 1)).toBe('[]');
  });
});

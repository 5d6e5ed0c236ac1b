/**
 * npm run bench:web [-- --database-url <admin url>] [--rounds 7]
 *
 * The web app's speed (D17, issue 45) in Debian's Chromium on this machine: how long after a
 * navigation the team calendar of a team of 50 for a month, and the issue list, have rendered
 * (their rows are in the page). Each is measured as a page load (the address opened anew: the
 * app's JavaScript, then the screen's data) and as a navigation inside the app (a click on the
 * screen's link). Also an issue with 50 comments and 100 history entries, until its page is
 * interactive (comments and history shown, `Edit` enabled; D20). Embedded store by default;
 * PostgreSQL with --database-url. Prints a Markdown table for docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchChromium } from '../src/testing/browser.js';
import { runAsOwner } from '../src/testing/postgres-cluster.js';
import { postgresServer } from './postgres.js';
import { type StoreEnv, startService } from './processes.js';

const { values: args } = parseArgs({
  options: { 'database-url': { type: 'string' }, rounds: { type: 'string', default: '7' } },
});
const ROUNDS = Number(args.rounds);
const MEMBERS = 50;
const ISSUES = 300;
const COMMENTS = 50;
const HISTORY = 100;
const MONTH = '2027-03';
const OPERATOR_TOKEN = 'bench-operator-token-'.padEnd(40, 'x');
const log = (line: string) => process.stdout.write(`${line}\n`);

async function call<T = unknown>(url: string, method: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The store: a new embedded one in a temporary folder, or a new database on the PostgreSQL server. */
async function store(): Promise<{ env: StoreEnv; drop: () => Promise<void> }> {
  if (!args['database-url']) {
    const folder = await mkdtemp(path.join(tmpdir(), 'tracker-bench-web-'));
    return { env: { DATA_DIR: folder }, drop: () => rm(folder, { recursive: true, force: true }) };
  }
  const postgres = await postgresServer(args['database-url']);
  const name = `tracker_bench_web_${Date.now()}`;
  await runAsOwner(postgres.adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(postgres.adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href },
    drop: () => runAsOwner(postgres.adminUrl, `DROP DATABASE ${name} WITH (FORCE)`),
  };
}

/**
 * A team of 50 with three activities each in the month (some still requested), 300 issues, and
 * one of them with 50 comments and 100 history entries (its edits).
 */
async function seed(base: string): Promise<{ token: string; teamId: number; busyIssueId: number }> {
  const { token } = await call<{ token: string }>(
    `${base}/admin/tenants`,
    'POST',
    { authorization: `Bearer ${OPERATOR_TOKEN}` },
    {
      id: 'bench',
      name: 'Bench',
      admin: { firstname: 'Ada', lastname: 'Admin', email: 'ada@bench.example' },
    },
  );
  const admin = { 'x-tenantid': 'bench', authorization: `Bearer ${token}` };
  const v1 = (what: string) => `${base}/v1/${what}`;
  const requested = await call<{ id: number }>(v1('activity-statuses'), 'POST', admin, { name: 'Requested' });
  const approved = await call<{ id: number }>(v1('activity-statuses'), 'POST', admin, {
    name: 'Approved',
    positiveFinal: true,
  });
  const types = [
    await call<{ id: number }>(v1('activity-types'), 'POST', admin, { name: 'Vacation', color: '#ff8800' }),
    await call<{ id: number }>(v1('activity-types'), 'POST', admin, {
      name: 'Home office',
      color: '#3366ff',
      workingHours: true,
    }),
  ];
  const members: number[] = [];
  for (let n = 0; n < MEMBERS; n++) {
    const user = await call<{ id: number }>(v1('users'), 'POST', admin, {
      firstname: `Member${n}`,
      lastname: 'Bench',
      email: `m${n}@bench.example`,
      role: 'member',
    });
    members.push(user.id);
  }
  const team = await call<{ id: number }>(v1('teams'), 'POST', admin, {
    name: 'Platform',
    memberIds: members,
    minPresent: 45,
  });
  for (const [n, userId] of members.entries()) {
    const { token: own } = await call<{ token: string }>(v1('tokens'), 'POST', admin, { userId });
    const member = { 'x-tenantid': 'bench', authorization: `Bearer ${own}` };
    for (let k = 0; k < 3; k++) {
      const day = 1 + ((n * 3 + k * 9) % 26);
      const date = `${MONTH}-${String(day).padStart(2, '0')}`;
      const runs = await call<{ id: number }[]>(v1('activity'), 'POST', member, {
        activityTypeId: types[k % 2]!.id,
        includeWeekends: true,
        description: 'Bench',
        dateFrom: date,
        dateTo: date,
        timeFrom: '00:00',
        timeTo: '24:00',
      });
      const statusId = (n + k) % 4 === 0 ? requested.id : approved.id;
      for (const run of runs) await call(v1(`activity/${run.id}/status`), 'PUT', admin, { statusId });
    }
  }
  const project = await call<{ id: number }>(v1('projects'), 'POST', admin, { name: 'Website' });
  const issueType = await call<{ id: number }>(v1('issue-types'), 'POST', admin, { name: 'Bug' });
  const priority = await call<{ id: number }>(v1('issue-priorities'), 'POST', admin, { name: 'High' });
  const status = await call<{ id: number }>(v1('issue-statuses'), 'POST', admin, { name: 'Open' });
  const issueIds: number[] = [];
  for (let n = 0; n < ISSUES; n++) {
    const issue = await call<{ id: number }>(`${base}/issues`, 'POST', admin, {
      name: `Issue ${n}: something to fix`,
      projectId: project.id,
      issueTypeId: issueType.id,
      priorityId: priority.id,
      statusId: status.id,
      assignedId: members[n % MEMBERS],
    });
    issueIds.push(issue.id);
  }
  const busyIssueId = issueIds[0]!;
  for (let n = 0; n < COMMENTS; n++) {
    await call(`${base}/issues/${busyIssueId}/comments`, 'POST', admin, {
      description: `Comment ${n}: seen again on **staging**, see #${issueIds[n + 1]}.`,
    });
  }
  // Its creation, each comment and each edit are one history entry each.
  for (let n = 1; n < HISTORY - COMMENTS; n++) {
    await call(`${base}/issues/${busyIssueId}`, 'PUT', admin, { estimated: 30 * n });
  }
  return { token, teamId: team.id, busyIssueId };
}

/** Milliseconds from `navigate` until `rendered` holds, over the rounds, sorted. */
async function timed(
  page: Page,
  navigate: () => Promise<unknown>,
  rendered: () => Promise<unknown>,
  reset: () => Promise<unknown>,
) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await reset();
    const started = performance.now();
    await navigate();
    await rendered();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
const { env, drop } = await store();
const server = await startService(env, undefined, { OPERATOR_TOKEN });
const browser = await launchChromium();
try {
  const { token, teamId, busyIssueId } = await seed(server.url);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Signed in as people do without a provider at hand: the access token on the sign-in screen.
  await page.goto(`${server.url}/app/bench/sign-in`);
  await page.getByLabel('Access token').fill(token);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'My time off' }).waitFor();

  const calendarUrl = `${server.url}/app/bench/calendar?month=${MONTH}&team=${teamId}`;
  const calendarRows = () =>
    page
      .getByRole('rowheader')
      .nth(MEMBERS - 1)
      .waitFor();
  const issueRows = () =>
    page
      .getByRole('link', { name: /^Issue \d+: something to fix$/ })
      .nth(49)
      .waitFor();
  const busyIssueInteractive = async () => {
    await page.getByText(`Comment ${COMMENTS - 1}: seen again on`).waitFor();
    await page.getByRole('region', { name: 'History' }).getByRole('listitem').first().waitFor();
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Edit', disabled: false }).waitFor();
  };
  const home = () =>
    page
      .getByRole('link', { name: 'My time off' })
      .click()
      .then(() => page.getByRole('heading', { name: 'My time off' }).waitFor());
  const rows = [
    [
      'Team calendar, 50 people, a month: page load',
      await timed(
        page,
        () => page.goto(calendarUrl),
        calendarRows,
        async () => {},
      ),
    ],
    [
      'Team calendar, 50 people, the next month: in the app',
      await timed(
        page,
        () => page.getByRole('button', { name: 'Next month' }).click(),
        calendarRows,
        async () => {
          await page.goto(calendarUrl.replace(`month=${MONTH}`, 'month=2027-02'));
          await page.getByRole('table', { name: 'Platform, February 2027' }).waitFor();
        },
      ),
    ],
    [
      'Issue list, first 50 of 300: page load',
      await timed(
        page,
        () => page.goto(`${server.url}/app/bench/issues`),
        issueRows,
        async () => {},
      ),
    ],
    [
      'Issue list, first 50 of 300: in the app',
      await timed(page, () => page.getByRole('link', { name: 'Issues' }).click(), issueRows, home),
    ],
    [
      `Issue page, ${COMMENTS} comments and ${HISTORY} history entries: page load until interactive`,
      await timed(
        page,
        () => page.goto(`${server.url}/app/bench/issues/${busyIssueId}`),
        busyIssueInteractive,
        async () => {},
      ),
    ],
    [
      `Issue page, ${COMMENTS} comments and ${HISTORY} history entries: in the app until interactive`,
      await timed(
        page,
        () => page.getByRole('link', { name: `Issue 0: something to fix` }).click(),
        busyIssueInteractive,
        async () => {
          await page.goto(`${server.url}/app/bench/issues?q=${encodeURIComponent('Issue 0:')}`);
          await page.getByRole('link', { name: 'Issue 0: something to fix' }).waitFor();
        },
      ),
    ],
  ] as const;
  log(`\n${args['database-url'] ? 'PostgreSQL' : 'Embedded store'}, ${ROUNDS} rounds each, Chromium headless\n`);
  log('| Screen | median | slowest | goal |');
  log('| --- | ---: | ---: | ---: |');
  for (const [name, times] of rows) {
    log(
      `| ${name} | ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms | ${times[times.length - 1]!.toFixed(0)} ms | ≤ 500 ms |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await drop();
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { createPrivateDatabase } from '../testing/harness.js';
import { freePort, copyOfMigratedStore, npmStartFlags, ProjectProcess } from '../testing/process.js';
import { PAGE_BYTES } from './http/pagination.js';

/** `npm start`'s Node flags (package.json), its heap limits: what every worst case must fit in. */
const NPM_START_FLAGS = npmStartFlags();
const OPERATOR_TOKEN = 'worst-case-operator-token-0123456789';
/** Text JSON writes six times as long: every character a control character (\u0001). */
const escaped = (length: number) => '\u0001'.repeat(length);
/** Names may not hold control characters (D13); quotes double in JSON. */
const quoted = (length: number, n: number) => `${n}`.padEnd(length, '"');

interface Answer {
  status: number;
  bytes: number;
  body: any;
  headers: Headers;
}

/**
 * D13: for each bound, the worst case a caller can store, stored through the API of a service
 * process that runs under npm start's heap limit, then read several times at once. The process
 * must answer every read and still be alive afterwards; the bounds themselves refuse the next
 * step past them with 400.
 */
describe('the worst a caller can store, read under the heap limit (D13)', () => {
  let service: ProjectProcess;
  let base: string;
  let cleanup: () => Promise<void>;
  let headers: Record<string, string>;
  let world: Record<string, number>;
  const peakHeap: number[] = [];

  const send = async (method: string, url: string, body?: unknown, as = headers): Promise<Answer> => {
    const response = await fetch(base + url, {
      method,
      headers: body === undefined ? as : { ...as, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') && text !== '';
    return {
      status: response.status,
      bytes: Buffer.byteLength(text),
      body: isJson ? JSON.parse(text) : text,
      headers: response.headers,
    };
  };
  const create = async (url: string, body: unknown, status = 201) => {
    const answer = await send('POST', url, body);
    expect({ url, status: answer.status, message: answer.body?.message }).toEqual({
      url,
      status,
      message: undefined,
    });
    return answer.body;
  };
  /** Runs `count` requests, `width` at a time. */
  const inBatches = async <T>(count: number, width: number, request: (n: number) => Promise<T>) => {
    const results: T[] = [];
    for (let start = 0; start < count; start += width) {
      results.push(
        ...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, k) => request(start + k)))),
      );
    }
    return results;
  };
  /** `reads` at once, each answering 200; then the process is alive and its heap is noted. */
  const survives = async (reads: (() => Promise<Answer>)[]) => {
    const answers = await Promise.all(reads.map((read) => read()));
    expect(answers.map((answer) => answer.status)).toEqual(reads.map(() => 200));
    expect((await send('GET', '/health')).status).toBe(200);
    const metrics = String((await send('GET', '/metrics', undefined, {})).body);
    peakHeap.push(Number(/^nodejs_heap_size_used_bytes (\d+)/m.exec(metrics)?.[1] ?? 0));
    return answers;
  };

  before(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    let env: Record<string, string>;
    if (process.env.TEST_DATABASE_URL) {
      const database = await createPrivateDatabase();
      env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '0' };
      cleanup = database.drop;
    } else {
      const dir = await mkdtemp(path.join(tmpdir(), 'tracker-worst-'));
      env = { DATA_DIR: await copyOfMigratedStore(path.join(dir, 'store')) };
      cleanup = () => rm(dir, { recursive: true, force: true });
    }
    service = new ProjectProcess('src/main.ts', [], { ...env, PORT: String(port), OPERATOR_TOKEN }, NPM_START_FLAGS);
    await service.until(async () => (await fetch(`${base}/ready`)).ok);
    const tenant = await send(
      'POST',
      '/admin/tenants',
      { id: 'worst', name: 'Worst', admin: { firstname: 'Ada', lastname: 'Admin', email: 'ada@worst.example' } },
      { authorization: `Bearer ${OPERATOR_TOKEN}` },
    );
    expect(tenant.status).toBe(201);
    headers = { 'x-tenantid': 'worst', authorization: `Bearer ${tenant.body.token}` };
    world = {
      project: (await create('/v1/projects', { name: quoted(255, 1) })).id,
      type: (await create('/v1/issue-types', { name: quoted(255, 2) })).id,
      priority: (await create('/v1/issue-priorities', { name: quoted(255, 3) })).id,
      status: (await create('/v1/issue-statuses', { name: quoted(255, 4) })).id,
    };
  });

  after(async () => {
    service?.child.kill('SIGKILL');
    await service?.exited;
    await cleanup?.();
    if (peakHeap.length > 0) process.stdout.write(`worst cases: highest heap used ${Math.max(...peakHeap)} bytes\n`);
  });

  const issueBody = (extra: Record<string, unknown> = {}) => ({
    name: quoted(255, 5),
    projectId: world.project,
    issueTypeId: world.type,
    priorityId: world.priority,
    statusId: world.status,
    ...extra,
  });

  it('reads an issue at every limit of what it holds, many times at once', async () => {
    // 100 labels and 100 collaborators with the longest names, emails and avatars (D13).
    const labels = await inBatches(100, 10, (n) => create('/v1/labels', { name: quoted(255, n) }));
    const users = await inBatches(100, 10, (n) =>
      create('/v1/users', {
        firstname: quoted(255, n),
        lastname: quoted(255, n),
        email: `${'x'.repeat(200)}${n}@example.com`,
        avatar: 'https://avatars.example/'.padEnd(2048, 'a'),
        role: 'member',
      }),
    );
    const full = {
      description: escaped(100_000),
      labels: labels.map((label) => label.id),
      collaborators: users.map((user) => user.id),
    };
    const worst = await create('/issues', issueBody(full), 200);
    const tooMany = await send('POST', '/issues', issueBody({ labels: [...full.labels, full.labels[0]! + 1000] }));
    expect([tooMany.status, tooMany.body.message]).toEqual([400, "Field 'labels' must have at most 100 items."]);

    // 500 comments, 1,000,000 characters together.
    await inBatches(500, 10, () => create(`/issues/${worst.id}/comments`, { description: escaped(2_000) }));
    const more = await send('POST', `/issues/${worst.id}/comments`, { description: 'one more' });
    expect([more.status, more.body.message]).toEqual([
      400,
      `Issue ${worst.id} holds 500 comments, the most an issue can hold.`,
    ]);

    // 20 test executions relate it, each with 100 related issues, 20 external ones and the longest result.
    const others = await inBatches(99, 10, () => create('/issues', issueBody(), 200));
    const plan = await create('/v1/test-plans', { name: quoted(255, 6) });
    const status = await create('/v1/test-execution-statuses', { name: quoted(255, 7) });
    const execution = (n: number) => ({
      testPlanId: plan.id,
      testStepId: n,
      statusId: status.id,
      actual_result: escaped(10_000),
      extIssueUrl: 'https://tracker.example/'.padEnd(2048, 'u'),
      relatedIssueIds: [worst.id, ...others.map((issue) => issue.id)],
      relatedExtIssues: Array.from({ length: 20 }, (_, k) => ({
        extIssueId: k,
        extKeyId: quoted(255, k),
        extLink: 'https://tracker.example/'.padEnd(2048, 'l'),
      })),
    });
    for (let n = 0; n < 20; n++) await create('/v1/test-executions', execution(n));
    const crowded = await send('POST', '/v1/test-executions', execution(20));
    expect([crowded.status, crowded.body.message]).toEqual([
      400,
      `Issue ${worst.id} is related to 20 test executions, the most an issue can be.`,
    ]);

    for (let round = 0; round < 2; round++) {
      // A change first, so that no process keeps the object: each read builds it.
      expect((await send('PUT', `/issues/${worst.id}`, { spent: round })).status).toBe(200);
      const answers = await survives(Array.from({ length: 4 }, () => () => send('GET', `/issues/${worst.id}`)));
      expect(answers[0]!.body.comments).toHaveLength(500);
      expect(answers[0]!.body.testExecutions).toHaveLength(20);
    }
    // Listed whole, it is a page of its own: the page ends after the item that passes 4 MiB.
    const pages = await survives(
      Array.from(
        { length: 2 },
        () => () => send('GET', `/issues?labelId=${labels[0].id}&include=comments,testExecutions&limit=500`),
      ),
    );
    expect(pages[0]!.bytes).toBeGreaterThan(PAGE_BYTES);
    expect(pages[0]!.body.items.map((item: { id: number }) => item.id)).toEqual([worst.id]);
  });

  it('refuses a bulk edit whose issues would answer more than 16 MiB, changing nothing', async () => {
    const labels = (await send('GET', '/v1/labels?limit=100')).body.map((label: { id: number }) => label.id);
    const users = (await send('GET', '/v1/users?limit=101')).body
      .filter((user: { role: string }) => user.role === 'member')
      .map((user: { id: number }) => user.id);
    const heavy = await inBatches(20, 5, () =>
      create('/issues', issueBody({ description: escaped(100_000), labels, collaborators: users }), 200),
    );
    const ids = heavy.map((issue) => issue.id);
    const before = (await send('GET', `/issues/${ids[0]}`)).body;
    const refused = await send('PUT', '/issues/bulk-edit', {
      issuesIds: ids,
      priorityId: { priorityId: world.priority, toEdit: true },
      assigneeId: { assigneeId: users[0], toEdit: true },
    });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'The 20 issues would answer more than 16 MiB; change fewer at once.',
    ]);
    expect((await send('GET', `/issues/${ids[0]}`)).body).toEqual(before);
    const answers = await survives(
      [ids.slice(0, 5), ids.slice(5, 10)].map(
        (some) => () =>
          send('PUT', '/issues/bulk-edit', { issuesIds: some, assigneeId: { assigneeId: users[0], toEdit: true } }),
      ),
    );
    expect(answers.map((answer) => answer.body.length)).toEqual([5, 5]);
  });

  it('reads the event feed, history and activity lists of the longest texts in pages', async () => {
    const issue = await create('/issues', issueBody(), 200);
    for (let n = 0; n < 25; n++) {
      expect((await send('PUT', `/issues/${issue.id}`, { description: escaped(100_000 - n) })).status).toBe(200);
    }
    const types = (await send('GET', '/v1/activity-types')).body;
    const homeOffice = types[0]?.id ?? (await create('/v1/activity-types', { name: 'Home office' })).id;
    await create('/v1/activity-statuses', { name: 'Approved', positiveFinal: true });
    await inBatches(50, 5, () =>
      create(
        '/v1/activity',
        {
          activityTypeId: homeOffice,
          includeWeekends: true,
          description: escaped(100_000),
          dateFrom: '2031-01-01',
          dateTo: '2031-12-31',
          timeFrom: '00:00',
          timeTo: '24:00',
        },
        200,
      ),
    );
    const answers = await survives([
      () => send('GET', '/v1/events?limit=500'),
      () => send('GET', '/v1/events?limit=500&types=issue.*'),
      () => send('GET', `/issues/${issue.id}/history?limit=100`),
      () => send('GET', `/issues/${issue.id}/history?limit=100`),
      () => send('GET', '/v1/activity?from=2031-01-01&to=2031-12-31&limit=500'),
      () => send('GET', '/v1/activity?from=2031-01-01&to=2031-12-31&limit=500'),
    ]);
    for (const answer of answers) expect(answer.bytes).toBeLessThan(PAGE_BYTES + 2 * 1024 * 1024);
    // 50 activities of a year: 18,250 day entries, 5,000 a page.
    const calendars = await survives(
      Array.from({ length: 4 }, () => () => send('GET', '/v1/calendar?from=2031-01-01&to=2031-12-31')),
    );
    expect(calendars[0]!.body.nextCursor).not.toBeNull();
  });

  it('refuses a timesheet past 2,000 entries or 4 MiB of them, and reads one at both bounds at once', async () => {
    // The activities of a year with the longest descriptions (the test before): 600 kB an entry.
    const admin = (await send('GET', '/v1/me')).body.id;
    const tooLarge = await send('GET', `/v1/timesheets?userId=${admin}&from=2031-01-01&to=2031-01-01`);
    expect([tooLarge.status, tooLarge.body.message]).toEqual([
      400,
      "This timesheet's entries would take more than 4 MiB; ask for fewer days.",
    ]);
    const tooMany = await send('GET', `/v1/timesheets?userId=${admin}&from=2031-01-01&to=2031-03-03`);
    expect(tooMany.status).toBe(400);
    // 32 activities of 62 days with descriptions that take the entries just under 4 MiB.
    const types = (await send('GET', '/v1/activity-types')).body;
    const range = { dateFrom: '2032-01-01', dateTo: '2032-03-02', timeFrom: '09:00', timeTo: '17:00' };
    await inBatches(32, 8, () =>
      create(
        '/v1/activity',
        { activityTypeId: types[0].id, includeWeekends: true, description: escaped(180), ...range },
        200,
      ),
    );
    const sheets = await survives(
      Array.from(
        { length: 4 },
        () => () => send('GET', `/v1/timesheets?userId=${admin}&from=2032-01-01&to=2032-03-02`),
      ),
    );
    const entries = sheets[0]!.body.days.reduce(
      (sum: number, day: { entries: unknown[] }) => sum + day.entries.length,
      0,
    );
    expect(entries).toBe(1984);
    expect(sheets[0]!.bytes).toBeGreaterThan(3 * 1024 * 1024);
  });

  it('caps an iCalendar feed at 5,000 events', async () => {
    const types = (await send('GET', '/v1/activity-types')).body;
    // Within the feed's window (90 days back, 365 ahead): each request splits into a run a week,
    // 46 activities, 5,060 in all.
    await inBatches(110, 5, () =>
      create(
        '/v1/activity',
        {
          activityTypeId: types[0].id,
          includeWeekends: false,
          description: 'x',
          dateFrom: '2027-01-04',
          dateTo: '2027-11-19',
          timeFrom: '09:00',
          timeTo: '17:00',
        },
        200,
      ),
    );
    const feed = await create('/v1/calendar-feeds', { name: quoted(255, 8) });
    const answers = await survives(Array.from({ length: 4 }, () => () => send('GET', feed.url, undefined, {})));
    expect(String(answers[0]!.body).match(/^BEGIN:VEVENT/gm)?.length).toBe(5000);
  });
});

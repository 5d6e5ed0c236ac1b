import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { skipWithoutChromium } from '../testing/browser.js';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import type { TenantClient } from '../testing/harness.js';
import type { Page } from 'playwright-core';
import { expectAccessible, expectValue, fitsWidth, holdAnswers, screenshot, WebAppRig } from '../testing/web-app.js';

/** Issues (D17), in Chromium: create, comment, edit in place (with a concurrent change), history, bulk edit. */
describe('web app: issues', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let manager: TenantClient;
  let world: IssueWorld;

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    manager = await admin.withNewUser('manager', { firstname: 'Max', lastname: 'Manager' });
    world = await createIssueWorld(admin);
  });
  after(() => rig.close());

  it('creates an issue, comments on it, edits a field in place and shows the history', async () => {
    const { context, page, problems } = await rig.signedIn(manager);
    await page.getByRole('link', { name: 'Issues' }).click();
    await page.getByRole('button', { name: 'New issue' }).click();
    const form = page.getByRole('form', { name: 'New issue' });
    await form.getByLabel('Name').fill('Export fails for long names');
    await form.getByLabel('Project').selectOption({ label: 'Website' });
    await form.getByLabel('Type').selectOption({ label: 'Bug' });
    await form.getByLabel('Priority').selectOption({ label: 'High' });
    await form.getByLabel('Status').selectOption({ label: 'Open' });
    await form.getByLabel('Description').fill('Names over 80 characters break the CSV.');
    await expectAccessible(page, 'new issue');
    await form.getByRole('button', { name: 'Create issue' }).click();
    await page.getByRole('heading', { name: /Export fails for long names/ }).waitFor();

    // The comment's answer is held back: until the page has it and has read the issue again, an
    // edit would begin from the version before the comment and be refused for the person's own change.
    const held = await holdAnswers(page, '**/issues/*/comments');
    await page.getByLabel('Comment', { exact: true }).fill('Seen on the staging server too.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await held.answered;
    const status = page.getByRole('group', { name: 'Status' });
    await expect(status.getByRole('button', { name: 'Edit' }).isDisabled()).resolves.toBe(true);
    held.release();
    // In the list: the box keeps the typed text as its content until the page clears it.
    const comments = page.getByRole('region', { name: 'Comments' }).getByRole('list');
    await comments.getByText('Seen on the staging server too.').waitFor();

    await status.getByRole('button', { name: 'Edit' }).click();
    await status.getByRole('combobox').selectOption({ label: 'In progress' });
    await status.getByRole('combobox').press('Enter');
    // Saved: the choice closes and `Edit` is back. A refusal would show in the group instead: its message fails here.
    await status.getByRole('button', { name: 'Edit' }).or(status.getByRole('alert')).waitFor();
    expect(await status.getByRole('alert').allTextContents()).toEqual([]);
    await expect(status.textContent()).resolves.toContain('In progress');

    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Status: Open → In progress').waitFor();
    await history.getByText('commented').waitFor();
    await expectAccessible(page, 'issue');
    await screenshot(page, 'issue');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('never overwrites a change made meanwhile: the 412 shows the contract’s message and a reload', async () => {
    const issue = await newIssue(admin, world, { name: 'Concurrent edits' });
    const { context, page } = await rig.signedIn(manager);
    await page.goto(`${rig.base}/app/${admin.tenantId}/issues/${issue.id}`);
    const priority = page.getByRole('group', { name: 'Priority' });
    await priority.getByRole('button', { name: 'Edit' }).click();
    // Someone else changes the issue while the person is choosing.
    await admin.put(`/issues/${issue.id}`, { priorityId: world.low.id });
    await priority.getByRole('combobox').selectOption({ label: 'Low' });
    await priority.getByRole('button', { name: 'Save' }).click();
    await priority
      .getByRole('alert')
      .getByText('The issue was changed since it was read; read it again and retry.')
      .waitFor();
    await priority.getByRole('button', { name: 'Reload' }).click();
    await priority.getByText('Low').waitFor();
    expect((await admin.get(`/issues/${issue.id}`)).body.priorityId.name).toBe('Low');
    await context.close();
  });

  it('saves two fields edited at once: one’s save does not refuse the other', async () => {
    const issue = await newIssue(admin, world, { name: 'Two fields' });
    const { context, page, problems } = await rig.signedIn(manager);
    await page.goto(`${rig.base}/app/${admin.tenantId}/issues/${issue.id}`);
    const [status, priority] = [
      page.getByRole('group', { name: 'Status' }),
      page.getByRole('group', { name: 'Priority' }),
    ];
    await status.getByRole('button', { name: 'Edit' }).click();
    await priority.getByRole('button', { name: 'Edit' }).click();
    await status.getByRole('combobox').selectOption({ label: 'In progress' });
    await status.getByRole('button', { name: 'Save' }).click();
    await status.getByRole('button', { name: 'Edit' }).waitFor();
    await priority.getByRole('combobox').selectOption({ label: 'Low' });
    await priority.getByRole('button', { name: 'Save' }).click();
    await priority.getByRole('button', { name: 'Edit' }).or(priority.getByRole('alert')).waitFor();
    expect(await priority.getByRole('alert').allTextContents()).toEqual([]);
    const { body } = await admin.get(`/issues/${issue.id}`);
    expect([body.statusId.name, body.priorityId.name]).toEqual(['In progress', 'Low']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the contract’s message for an issue that does not exist, without asking again first', async () => {
    const { context, page, problems } = await rig.signedIn(manager);
    let reads = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/issues/999999') reads++;
    });
    await page.goto(`${rig.base}/app/${admin.tenantId}/issues/999999`);
    await page.getByRole('alert').getByText('Issue with id 999999 was not found.').waitFor();
    // A 404 is final: retried reads (three more, seconds apart) would keep the person waiting.
    expect(reads).toBe(1);
    await page.getByRole('main').getByRole('link', { name: 'All issues' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads more on demand, sorts, and filters by status, keeping the choices in the address', async () => {
    const paged = [];
    for (let n = 0; n < 53; n++) paged.push(await newIssue(admin, world, { name: `Paged ${n}` }));
    for (const name of ['Paged done A', 'Paged done B']) {
      paged.push(await newIssue(admin, world, { name, statusId: world.done.id }));
    }
    // The oldest, changed last: first by last change, last by number.
    expect((await admin.put(`/issues/${paged[0]!.id}`, { description: 'Touched' })).status).toBe(200);
    const { context, page, problems } = await rig.signedIn(manager);
    await page.getByRole('link', { name: 'Issues' }).click();
    await page.getByLabel('Search').fill('Paged');
    await page.getByRole('button', { name: 'Find' }).click();
    const rows = page.locator('tbody tr td:nth-child(3)');
    /** Waits until the list shows `count` issues, `first` first; fails naming what it shows. */
    const shown = async (count: number, first: string) => {
      for (const deadline = Date.now() + 15_000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
        const names = await rows.allTextContents();
        if (names.length === count && names[0] === first) return;
        if (Date.now() > deadline)
          throw new Error(`Wanted ${count} issues, ${first} first; shown: ${names.join(', ')}`);
      }
    };
    await shown(50, 'Paged 0');

    await page.getByRole('button', { name: 'Load more' }).click();
    await shown(55, 'Paged 0');
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });

    await page.getByLabel('Sort by').selectOption({ label: 'Number' });
    await shown(50, 'Paged done B');

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Done' });
    await shown(2, 'Paged done B');
    expect(await rows.allTextContents()).toEqual(['Paged done B', 'Paged done A']);
    const address = new URL(page.url());
    expect([
      address.searchParams.get('q'),
      address.searchParams.get('sort'),
      address.searchParams.get('status'),
    ]).toEqual(['Paged', 'id', String(world.done.id)]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches, and bulk-edits three selected issues', async () => {
    const picked = [];
    for (const name of ['Bulk one', 'Bulk two', 'Bulk three']) picked.push(await newIssue(admin, world, { name }));
    await newIssue(admin, world, { name: 'Left alone' });
    const { context, page, problems } = await rig.signedIn(manager);
    await page.getByRole('link', { name: 'Issues' }).click();
    await page.getByLabel('Search').fill('Bulk');
    await page.getByRole('button', { name: 'Find' }).click();
    for (const name of ['Bulk one', 'Bulk two', 'Bulk three']) {
      await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    }
    const bulk = page.getByRole('form', { name: 'Edit 3 selected issues' });
    await bulk.getByLabel('Status').selectOption({ label: 'Done' });
    await bulk.getByLabel('Assignee').selectOption({ label: 'Max Manager' });
    await expectAccessible(page, 'issues');
    await screenshot(page, 'issues');
    await bulk.getByRole('button', { name: 'Apply to 3 issues' }).click();
    await page.getByRole('status').getByText('3 issues changed.').waitFor();
    for (const issue of picked) {
      const { body } = await admin.get(`/issues/${issue.id}`);
      expect([body.statusId.name, body.assignedId?.id]).toEqual(['Done', manager.userId]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  describe('the list’s filters', () => {
    let mobile: { id: number };
    let login: { id: number; name: string };
    let report: { id: number; name: string };
    let theirs: { id: number; name: string };
    let nobodys: { id: number; name: string };

    before(async () => {
      mobile = await admin.create('/v1/projects', { name: 'Mobile app' });
      const issue = async (labelId: number, extra: Record<string, unknown>) => {
        const created = await newIssue(admin, world, { projectId: mobile.id, ...extra });
        const labels = { nestedLabelIds: { nestedLabelIds: [labelId], toEdit: true } };
        expect((await admin.put('/issues/bulk-edit', { issuesIds: [created.id], ...labels })).status).toBe(200);
        return created;
      };
      login = await issue(world.ui.id, {
        name: 'Login page takes 8 seconds on 3G',
        assignedId: manager.userId,
        dueDate: '2027-03-01T00:00:00.000Z',
      });
      report = await issue(world.backend.id, {
        name: 'Monthly report totals off by one day',
        assignedId: manager.userId,
        issueTypeId: world.task.id,
        priorityId: world.low.id,
        dueDate: '2027-06-15T00:00:00.000Z',
      });
      theirs = await issue(world.ui.id, {
        name: 'Dark mode contrast on settings',
        assignedId: admin.userId,
        dueDate: '2027-01-10T00:00:00.000Z',
      });
      nobodys = await issue(world.ui.id, { name: 'Crash when rotating the phone' });
    });

    /** The names the list shows, once they are `wanted` (in any order); fails naming what it shows. */
    const listed = async (page: Page, wanted: { name: string }[]) => {
      const names = wanted.map((issue) => issue.name).sort();
      let shown: string[] = [];
      for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
        shown = (await page.locator('tbody tr td:nth-child(3)').allInnerTexts()).sort();
        if (JSON.stringify(shown) === JSON.stringify(names)) return;
      }
      throw new Error(`Wanted ${names.join(', ')}; shown: ${shown.join(', ')}`);
    };
    const address = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

    it('filters by assignee (Me), label, type, priority and due day, kept in the address', async () => {
      const { context, page, problems } = await rig.signedIn(manager);
      await page.goto(`${rig.base}/app/${admin.tenantId}/issues?project=${mobile.id}`);
      await listed(page, [login, report, theirs, nobodys]);

      await page.getByLabel('Assignee').selectOption({ label: 'Me' });
      await listed(page, [login, report]);
      expect(address(page, 'assignee')).toBe('me');
      await page.getByLabel('Label').selectOption({ label: 'ui' });
      await listed(page, [login]);
      expect(address(page, 'label')).toBe(String(world.ui.id));
      await page.getByLabel('Label').selectOption({ label: 'All' });
      await page.getByLabel('Type').selectOption({ label: 'Task' });
      await listed(page, [report]);
      expect(address(page, 'type')).toBe(String(world.task.id));
      await page.getByLabel('Type').selectOption({ label: 'All' });
      await page.getByLabel('Priority').selectOption({ label: 'High' });
      await listed(page, [login]);
      expect(address(page, 'priority')).toBe(String(world.high.id));
      await page.getByLabel('Priority').selectOption({ label: 'All' });
      await page.getByLabel('Due before').fill('2027-04-01');
      await listed(page, [login]);
      expect(address(page, 'dueBefore')).toBe('2027-04-01');

      // The address alone brings the view back, and the list says so in its choices.
      await page.reload();
      await listed(page, [login]);
      await expectValue(page.getByLabel('Assignee'), 'me');
      await expectValue(page.getByLabel('Due before'), '2027-04-01');
      const row = page.getByRole('row', { name: new RegExp(login.name) });
      expect(await row.getByRole('cell').allInnerTexts()).toEqual(
        expect.arrayContaining(['Max Manager', 'ui', '1 Mar 2027']),
      );

      await page.goto(`${rig.base}/app/${admin.tenantId}/issues?project=${mobile.id}&label=${world.ui.id}`);
      await listed(page, [login, theirs, nobodys]);
      await expectAccessible(page, 'issues, filtered');
      await screenshot(page, 'issues-filtered-1280');
      expect(problems).toEqual([]);
      await context.close();
    });

    it('shows My issues: the list of issues assigned to me', async () => {
      const { context, page, problems } = await rig.signedIn(manager);
      await page.goto(`${rig.base}/app/${admin.tenantId}/issues?q=Login`);
      await listed(page, [login]);
      await page.getByRole('link', { name: 'My issues' }).click();
      await page.waitForURL(/\?assignee=me$/);
      await page.getByRole('link', { name: report.name }).waitFor();
      await page.getByRole('link', { name: login.name }).waitFor();
      // The view is the whole list of mine: the search box no longer shows the search left behind.
      // (It follows the address a render later, so it is read once the new list has arrived.)
      await expectValue(page.getByLabel('Search'), '');
      const assignees = await page.locator('tbody tr td:nth-child(7)').allInnerTexts();
      expect(assignees.length).toBeGreaterThan(1);
      expect(new Set(assignees)).toEqual(new Set(['Max Manager']));
      await expect(page.getByRole('link', { name: 'My issues' }).getAttribute('aria-current')).resolves.toBe('page');
      await expectAccessible(page, 'my issues');
      expect(problems).toEqual([]);
      await context.close();
    });

    it('keeps labels and names each value in the stacked rows of a phone', async () => {
      const { context, page, problems } = await rig.signedIn(manager, { width: 375, height: 800 });
      await page.goto(`${rig.base}/app/${admin.tenantId}/issues?project=${mobile.id}&label=${world.ui.id}`);
      await listed(page, [login, theirs, nobodys]);
      const row = page.getByRole('row', { name: new RegExp(login.name) });
      await row.getByText('ui', { exact: true }).waitFor({ state: 'visible' });
      const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
      expect(cells).toEqual(expect.arrayContaining(['Priority: High', 'Labels: ui', 'Due date: 1 Mar 2027']));
      expect(await fitsWidth(page)).toBe(true);
      await expectAccessible(page, 'issues at 375 px');
      await screenshot(page, 'issues-filtered-375');
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

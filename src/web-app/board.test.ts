import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { skipWithoutChromium } from '../testing/browser.js';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, fitsWidth, screenshot, tabTo, waitUntil, WebAppRig } from '../testing/web-app.js';

/** The board (D20), in Chromium: columns and cards, moves by drag and drop and by keyboard, a concurrent change. */
describe('web app: board', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let manager: TenantClient;
  let world: IssueWorld;

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    manager = await admin.withNewUser('manager', { firstname: 'Max', lastname: 'Manager' });
    world = await createIssueWorld(admin);
    // A status no longer used: the board has no column for it.
    const retired = await admin.create('/v1/issue-statuses', { name: 'Retired' });
    expect((await admin.delete(`/v1/issue-statuses/${retired.id}`)).status).toBe(200);
  });
  after(() => rig.close());

  /** The status of issue `id` as the API has it, once it is `wanted` (or after 15 s, whatever it is). */
  const statusOf = async (id: number, wanted: string) => {
    let name = '';
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
      name = (await admin.get(`/issues/${id}`)).body.statusId.name;
      if (name === wanted) break;
    }
    return name;
  };
  const column = (page: Page, status: string) => page.getByRole('region', { name: status, exact: true });
  const card = (page: Page, issue: { id: number; name: string }) =>
    page.getByRole('article', { name: `#${issue.id} ${issue.name}` });

  it('shows a column per live status in order and a card per issue, filtered as the list is', async () => {
    const labelled = (issue: { id: number }, labelIds: number[]) =>
      admin.put('/issues/bulk-edit', {
        issuesIds: [issue.id],
        nestedLabelIds: { nestedLabelIds: labelIds, toEdit: true },
      });
    const checkout = await newIssue(admin, world, {
      name: 'Checkout button hidden on small screens',
      assignedId: manager.userId,
    });
    await labelled(checkout, [world.ui.id]);
    const sync = await newIssue(admin, world, {
      name: 'Nightly sync times out',
      priorityId: world.low.id,
      statusId: world.inProgress.id,
      issueTypeId: world.task.id,
    });
    await labelled(sync, [world.backend.id, world.ui.id]);
    await newIssue(admin, world, {
      name: 'Release notes for 2.4',
      statusId: world.done.id,
      assignedId: manager.userId,
    });
    await newIssue(admin, world, { name: 'Password reset mail lands in spam', assignedId: admin.userId });

    const { context, page, problems } = await rig.signedIn(manager);
    await page.getByRole('link', { name: 'Board' }).click();
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await card(page, checkout).waitFor();
    expect(await headings.allTextContents()).toEqual(['Open', 'In progress', 'Done']);
    const shown = card(page, checkout);
    await column(page, 'Open')
      .getByRole('article', { name: `#${checkout.id} ${checkout.name}` })
      .waitFor();
    expect(await shown.getByRole('definition').allTextContents()).toEqual(['Max Manager', 'High', 'ui']);
    const syncCard = card(page, sync);
    expect((await syncCard.getByRole('definition').allTextContents()).slice(0, 2)).toEqual(['—', 'Low']);
    expect((await syncCard.getByRole('listitem').allTextContents()).sort()).toEqual(['backend', 'ui']);
    await column(page, 'In progress')
      .getByRole('article', { name: `#${sync.id} ${sync.name}` })
      .waitFor();
    await expectAccessible(page, 'board');
    await screenshot(page, 'board-1280');

    // The list's filters, in the address: assignee Me leaves out the issue of someone else.
    await page.getByLabel('Assignee').selectOption({ label: 'Me' });
    await card(page, sync).waitFor({ state: 'detached' });
    await card(page, checkout).waitFor();
    expect(new URL(page.url()).searchParams.get('assignee')).toBe('me');
    await page.getByLabel('Label').selectOption({ label: 'ui' });
    await column(page, 'Done').getByText('No issues here.').waitFor();
    await card(page, checkout).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    const phone = await rig.signedIn(manager, { width: 375, height: 800 });
    await phone.page.goto(`${rig.base}/app/${admin.tenantId}/board`);
    await card(phone.page, checkout).waitFor();
    expect(await fitsWidth(phone.page)).toBe(true);
    await expectAccessible(phone.page, 'board at 375 px');
    await screenshot(phone.page, 'board-375');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('moves a card by drag and drop', async () => {
    const issue = await newIssue(admin, world, { name: 'Dragged to in progress' });
    const { context, page, problems } = await rig.signedIn(manager);
    await page.goto(`${rig.base}/app/${admin.tenantId}/board?q=Dragged`);
    await card(page, issue).dragTo(column(page, 'In progress'));
    await column(page, 'In progress')
      .getByRole('article', { name: `#${issue.id} ${issue.name}` })
      .waitFor();
    expect(await statusOf(issue.id, 'In progress')).toBe('In progress');
    await page.getByRole('status').getByText(`Moved “${issue.name}” to In progress.`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves a card with the keyboard alone: Tab to Move to, Enter, arrow keys, Enter', async () => {
    const issue = await newIssue(admin, world, { name: 'Moved by keyboard' });
    const { context, page, problems } = await rig.signedIn(manager);
    await page.goto(`${rig.base}/app/${admin.tenantId}/board?q=keyboard`);
    await card(page, issue).waitFor();
    await tabTo(page, card(page, issue).getByRole('button', { name: 'Move to' }));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Move “${issue.name}” to` });
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual(['In progress', 'Done']);
    await menu.getByRole('menuitem', { name: 'In progress' }).waitFor();
    await expectAccessible(page, 'board, Move to open');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await column(page, 'Done')
      .getByRole('article', { name: `#${issue.id} ${issue.name}` })
      .waitFor();
    expect(await statusOf(issue.id, 'Done')).toBe('Done');
    // The moved card keeps the focus, in its new column.
    const moved = column(page, 'Done').getByRole('button', { name: 'Move to' });
    await waitUntil(() => moved.evaluate((element) => element === element.ownerDocument.activeElement));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('never overwrites a change made meanwhile: the 412 shows the contract’s message and a reload', async () => {
    const issue = await newIssue(admin, world, { name: 'Moved while changed' });
    const { context, page } = await rig.signedIn(manager);
    await page.goto(`${rig.base}/app/${admin.tenantId}/board?q=changed`);
    const read = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/issues/${issue.id}` && response.request().method() === 'GET',
    );
    await card(page, issue).getByRole('button', { name: 'Move to' }).click();
    await read;
    // Someone else changes the issue while the person is choosing.
    expect((await admin.put(`/issues/${issue.id}`, { priorityId: world.low.id })).status).toBe(200);
    await page.getByRole('menuitem', { name: 'Done' }).click();
    await page
      .getByRole('alert')
      .getByText('The issue was changed since it was read; read it again and retry.')
      .waitFor();
    await expectAccessible(page, 'board, move refused');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('alert').waitFor({ state: 'detached' });
    await card(page, issue).getByText('Low').waitFor();
    const { body } = await admin.get(`/issues/${issue.id}`);
    expect([body.statusId.name, body.priorityId.name]).toEqual(['Open', 'Low']);
    await context.close();
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

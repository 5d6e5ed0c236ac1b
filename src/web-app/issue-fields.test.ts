import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { skipWithoutChromium } from '../testing/browser.js';
import { createIssueWorld, type IssueWorld, newIssue } from '../testing/fixtures.js';
import type { TenantClient } from '../testing/harness.js';
import { expectAccessible, expectValue, fitsWidth, screenshot, tabTo, WebAppRig } from '../testing/web-app.js';

/** D20 in Chromium: every field of an issue in place, Markdown, mentions, durations as people write them. */
describe('web app: an issue as people work it', { skip: skipWithoutChromium() }, () => {
  let rig: WebAppRig;
  let admin: TenantClient;
  let manager: TenantClient;
  let alan: TenantClient;
  let world: IssueWorld;

  before(async () => {
    rig = await WebAppRig.start();
    admin = await rig.service.newTenant();
    manager = await admin.withNewUser('manager', { firstname: 'Max', lastname: 'Manager' });
    alan = await admin.withNewUser('member', { firstname: 'Alan', lastname: 'Turing' });
    world = await createIssueWorld(admin);
  });
  after(() => rig.close());

  const open = async (client: TenantClient, id: number, viewport?: { width: number; height: number }) => {
    const session = await rig.signedInAt(client, `issues/${id}`, viewport);
    await session.page.getByRole('heading', { level: 1 }).waitFor();
    return session;
  };

  it('edits name, estimate, spent, due date, parent, labels, collaborators and privacy in place', async () => {
    const parent = await newIssue(admin, world, { name: 'Release 2.0', estimated: 240 });
    const issue = await newIssue(admin, world, { name: 'Login fails', estimated: 45 });
    // Its creator: made private, the issue stays theirs to see.
    const { context, page, problems } = await open(admin, issue.id);
    const group = (name: string) => page.getByRole('group', { name, exact: true });
    const edit = async (name: string, fill: (field: ReturnType<typeof group>) => Promise<void>) => {
      await group(name).getByRole('button', { name: 'Edit' }).click();
      await fill(group(name));
      await group(name).getByRole('button', { name: 'Save' }).click();
      await group(name).getByRole('button', { name: 'Edit' }).or(group(name).getByRole('alert')).waitFor();
      expect(await group(name).getByRole('alert').allTextContents()).toEqual([]);
    };
    await expect(group('Estimate').textContent()).resolves.toContain('45 min');
    await edit('Name', (field) => field.getByRole('textbox').fill('Login fails on Safari'));
    await edit('Estimate', (field) => field.getByRole('textbox').fill('1h 30m'));
    await edit('Spent', (field) => field.getByRole('textbox').fill('1:15'));
    await edit('Due date', (field) => field.getByRole('textbox').fill('2027-03-31'));
    await edit('Parent', (field) => field.getByRole('textbox').fill(`#${parent.id}`));
    await edit('Labels', async (field) => {
      await field.getByRole('checkbox', { name: 'ui' }).check();
      await field.getByRole('checkbox', { name: 'backend' }).check();
    });
    await edit('Collaborators', (field) => field.getByRole('checkbox', { name: 'Alan Turing' }).check());
    await edit('Private', (field) => field.getByRole('checkbox', { name: 'Private' }).check());
    await expect(group('Estimate').textContent()).resolves.toContain('1 h 30 min');
    await expect(group('Spent').textContent()).resolves.toContain('1 h 15 min');
    await expect(group('Due date').textContent()).resolves.toContain('31 Mar 2027');
    const { body } = await admin.get(`/issues/${issue.id}`);
    expect({
      name: body.name,
      estimated: body.estimated,
      spent: body.spent,
      dueDate: body.dueDate,
      parentId: body.parentId,
      labels: body.labels.map((label: { name: string }) => label.name).sort(),
      collaborators: body.collaborators.map((user: { id: number }) => user.id),
      private: body.private,
    }).toEqual({
      name: 'Login fails on Safari',
      estimated: 90,
      spent: 75,
      dueDate: '2027-03-31T00:00:00.000Z',
      parentId: parent.id,
      labels: ['backend', 'ui'],
      collaborators: [alan.userId],
      private: true,
    });
    // A duration nobody can read is refused before anything is sent.
    await group('Estimate').getByRole('button', { name: 'Edit' }).click();
    await group('Estimate').getByRole('textbox').fill('90');
    await group('Estimate').getByRole('button', { name: 'Save' }).click();
    await group('Estimate')
      .getByRole('alert')
      .getByText('Write a duration such as 1h 30m, 1.5h, 90m or 1:30.')
      .waitFor();
    expect((await admin.get(`/issues/${issue.id}`)).body.estimated).toBe(90);
    // The history says it as the fields do (it said "estimated: 45 → 90").
    const history = page.getByRole('region', { name: 'History' });
    for (const change of [
      'Estimate: 45 min → 1 h 30 min',
      'Spent: 0 min → 1 h 15 min',
      'Due date: — → 31 Mar 2027',
      `Parent: — → #${parent.id}`,
      'Private: No → Yes: only its people see it',
    ]) {
      await history.getByText(change, { exact: true }).waitFor();
    }
    await expectAccessible(page, 'issue fields');
    expect(problems).toEqual([]);
    await context.close();

    // The parent's roll-up, in hours and minutes (it said "420 h" for 420 minutes).
    const parentPage = await open(manager, parent.id);
    await parentPage.page.getByText('With sub-issues: 5 h 30 min estimated, 1 h 15 min spent.').waitFor();
    await parentPage.context.close();
  });

  it('shows who may change a field the Edit only they may use', async () => {
    const issue = await newIssue(admin, world, { name: 'Somebody else’s' });
    const { context, page } = await open(alan, issue.id);
    for (const name of ['Labels', 'Collaborators', 'Private']) {
      await expect(
        page.getByRole('group', { name, exact: true }).getByRole('button', { name: 'Edit' }).count(),
      ).resolves.toBe(0);
    }
    await expect(
      page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Edit' }).count(),
    ).resolves.toBe(1);
    await context.close();
  });

  it('writes the description in Markdown with a preview; renders tables, task lists, #links and no markup it was sent', async () => {
    const target = await newIssue(admin, world, { name: 'Linked one' });
    const issue = await newIssue(admin, world, { name: 'Markdown' });
    const { context, page, problems } = await open(manager, issue.id);
    const description = page.getByRole('group', { name: 'Description' });
    await description.getByRole('button', { name: 'Edit' }).click();
    const text = [
      '**Steps** to reproduce, see #' + target.id + ':',
      '',
      '| Browser | Fails |',
      '|---|---|',
      '| Safari | yes |',
      '',
      '- [x] reproduced',
      '- [ ] fixed',
      '',
      '<img src=x onerror="document.title=\'owned\'"> <script>document.title="owned"</script>',
      '[click](javascript:document.title="owned")',
    ].join('\n');
    await description.getByLabel('Description').fill(text);
    await description.getByRole('button', { name: 'Preview' }).click();
    const preview = description.getByRole('region', { name: 'Preview of Description' });
    await preview.getByRole('cell', { name: 'Safari' }).waitFor();
    await description.getByRole('button', { name: 'Save' }).click();
    await description.getByRole('button', { name: 'Edit' }).waitFor();
    await description.getByRole('strong').getByText('Steps').waitFor();
    await expect(description.getByRole('checkbox', { name: 'reproduced' }).isChecked()).resolves.toBe(true);
    await expect(description.getByRole('checkbox', { name: 'fixed' }).isChecked()).resolves.toBe(false);
    await expect(description.locator('img, script').count()).resolves.toBe(0);
    await expect(
      description.getByText('<script>document.title="owned"</script>', { exact: false }).count(),
    ).resolves.toBe(1);
    await expect(description.getByRole('link', { name: 'click' }).count()).resolves.toBe(0);
    const link = description.getByRole('link', { name: `#${target.id}` });
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await link.click();
    await page.getByRole('heading', { name: `#${target.id} Linked one` }).waitFor();
    expect(await page.title()).not.toBe('owned');
    expect((await admin.get(`/issues/${issue.id}`)).body.description).toBe(text);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('mentions someone picked with the keyboard on @, and they are told', async () => {
    const issue = await newIssue(admin, world, { name: 'Needs Alan' });
    const { context, page, problems } = await open(manager, issue.id);
    const box = page.getByLabel('Comment', { exact: true });
    await box.pressSequentially('Please look, @Ala');
    const options = page.getByRole('listbox', { name: 'Mention someone' }).getByRole('option');
    await options.first().waitFor();
    await expect(options.allTextContents()).resolves.toEqual(['Alan Turing']);
    await box.press('Enter');
    await expectValue(box, `Please look, @[Alan Turing](user:${alan.userId}) `);
    await box.pressSequentially('can you check?');
    await page.getByRole('button', { name: 'Add comment' }).click();
    const comments = page.getByRole('region', { name: 'Comments' }).getByRole('list');
    await comments.locator('.mention').getByText('@Alan Turing').waitFor();
    await rig.service.settleNotifications();
    const told = (await alan.get('/v1/me/notifications')).body.items;
    expect(told.map((item: { kind: string; text: string }) => [item.kind, item.text])).toEqual([
      [
        'issue.mentioned',
        `Max Manager mentioned you on issue #${issue.id} "Needs Alan":\n\nPlease look, @Alan Turing can you check?`,
      ],
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('creates an issue with every field the page edits', async () => {
    const { context, page, problems } = await rig.signedIn(manager);
    await page.getByRole('link', { name: 'Issues' }).click();
    await page.getByRole('button', { name: 'New issue' }).click();
    const form = page.getByRole('form', { name: 'New issue' });
    await form.getByLabel('Name').fill('Everything at once');
    await form.getByLabel('Project').selectOption({ label: 'Website' });
    await form.getByLabel('Type').selectOption({ label: 'Task' });
    await form.getByLabel('Priority').selectOption({ label: 'Low' });
    await form.getByLabel('Status').selectOption({ label: 'Open' });
    await form.getByLabel('Estimate').fill('2h');
    await form.getByLabel('Due date').fill('2027-04-01');
    await form.getByRole('group', { name: 'Labels' }).getByRole('checkbox', { name: 'ui' }).check();
    await form.getByRole('group', { name: 'Collaborators' }).getByRole('checkbox', { name: 'Alan Turing' }).check();
    await form.getByRole('checkbox', { name: 'Private' }).check();
    await form.getByLabel('Description').fill('Created with **all** fields.');
    await expectAccessible(page, 'new issue with every field');
    await form.getByRole('button', { name: 'Create issue' }).click();
    await page.getByRole('heading', { name: /Everything at once/ }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const { body } = await admin.get(`/issues/${id}`);
    expect([body.estimated, body.dueDate, body.labels[0].name, body.collaborators[0].id, body.private]).toEqual([
      120,
      '2027-04-01T00:00:00.000Z',
      'ui',
      alan.userId,
      true,
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('edits a field with the keyboard alone, and fits a phone', async () => {
    const issue = await newIssue(admin, world, { name: 'Keyboard only' });
    const { context, page, problems } = await open(manager, issue.id, { width: 375, height: 800 });
    const estimate = page.getByRole('group', { name: 'Estimate' });
    await tabTo(page, estimate.getByRole('button', { name: 'Edit' }));
    await page.keyboard.press('Enter');
    await page.keyboard.type('3h');
    await page.keyboard.press('Enter');
    await estimate.getByText('3 h').waitFor();
    expect((await admin.get(`/issues/${issue.id}`)).body.estimated).toBe(180);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'issue-375');
    expect(problems).toEqual([]);
    await context.close();
  });
});
